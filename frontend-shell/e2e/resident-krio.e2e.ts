import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  gotoLive,
  isoDaysFromNow,
  newTraveller,
  notifications,
  registerOverApi,
  smsTo,
} from './support';

/** The journeys' admin: ADMIN_EMAILS (playwright.config.ts) makes this address one. */
const ADMIN_EMAIL = 'journey.admin@example.com';
/** The resident's number as typed, and as the SMS provider is given it. */
const TYPED_NUMBER = '076 123 456';
const NUMBER = '+23276123456';

// A phone in Sierra Leone: a small touch screen whose browser names the country (en-SL), so
// prices are in leones; the language is chosen by a shared link's ?lang=kri.
test.use({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-SL',
});

/**
 * An operator whose organisation the admin has approved, with a published concert of one
 * ticket category, signed in on a browser page of its own (the seeded catalogue's operators
 * cannot sign in in production).
 */
async function operatorWithConcert(browser: Browser, title: string): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  const page = await (await browser.newContext({ baseURL })).newPage();
  const operator = newTraveller();
  await registerOverApi(page, operator);
  const signIn = { data: { email: operator.email, password: operator.password } };
  expect((await page.request.post('/api/auth/login', signIn)).ok()).toBeTruthy();
  const applied = await page.request.post('/api/operators', {
    data: {
      name: `Aberdeen Sounds ${Date.now().toString(36)}`,
      serviceKinds: ['event'],
      contactPhone: '+232 76 555 010',
      contactEmail: operator.email,
      registrationNumber: 'SL-BRS-2026-00090',
      payoutNumber: '+232 76 555 011',
    },
  });
  expect(applied.status()).toBe(201);
  const { id: orgId } = (await applied.json()) as { id: number };

  // The admin approves it (the account is made when this run has none yet).
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const adminAccount = { ...newTraveller(), firstName: 'Isata', email: ADMIN_EMAIL };
  const adminSignIn = { data: { email: ADMIN_EMAIL, password: adminAccount.password } };
  if (!(await admin.request.post('/api/auth/login', adminSignIn)).ok()) {
    await registerOverApi(admin, adminAccount);
    expect((await admin.request.post('/api/auth/login', adminSignIn)).ok()).toBeTruthy();
  }
  expect((await admin.request.post(`/api/admin/organisations/${orgId}/approve`)).ok()).toBeTruthy();
  await adminContext.close();

  const base = `/api/partner/organisations/${orgId}`;
  const created = await page.request.post(`${base}/events`, {
    data: {
      title,
      category: 'music',
      description: 'Highlife and Afropop by the sea, with the best bands of Freetown.',
      location: 'Aberdeen Beach',
      city: 'Freetown',
      startDate: `${isoDaysFromNow(30)}T19:00:00.000Z`,
      endDate: `${isoDaysFromNow(30)}T23:00:00.000Z`,
      venue: {
        name: 'Beach Stage',
        address: 'Aberdeen, Freetown',
        capacity: 500,
        facilities: ['Toilets'],
        directions: 'Along the beach road.',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const tickets = await page.request.post(`${base}/events/${id}/ticket-categories`, {
    data: { name: 'Standard', description: 'Entry', price: 25, quantity: 100 },
  });
  expect(tickets.status()).toBe(201);
  expect((await page.request.post(`${base}/listings/event/${id}/publish`)).ok()).toBeTruthy();
  return page;
}

test('a resident, in Krio on a phone, signs up with a number, books a concert in leones, pays by USSD and is told by SMS; the operator sees the booking', async ({
  page,
  browser,
}) => {
  const since = Date.now();
  const title = `Aberdeen Highlife Konsat ${since.toString(36)}`;
  const operator = await operatorWithConcert(browser, title);

  // A link with ?lang=kri: the page is in Krio.
  await gotoLive(page, '/?lang=kri');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kri');
  await expect(page.getByRole('heading', { level: 1, name: 'Kam No Salone' })).toBeVisible();

  // Signs up with a phone number, no e-mail address.
  await page.getByRole('button', { name: 'Opin di mɛnu' }).click();
  const menu = page.getByRole('navigation', { name: 'Men' });
  await expect(
    menu.getByRole('group', { name: 'Mɔni' }).getByRole('button', { name: 'Le' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await menu.getByRole('button', { name: 'Mek Akawnt' }).click();
  const signUp = page.getByRole('dialog', { name: 'Mek Akawnt' });
  await signUp.getByRole('button', { name: 'Yuz fon nɔmba insted' }).click();
  await signUp.getByRole('textbox', { name: /^Fɔs Nem/ }).fill('Isatu');
  await signUp.getByRole('textbox', { name: /^Las Nem/ }).fill('Sesay');
  await signUp.getByRole('textbox', { name: /^Fon nɔmba/ }).fill(TYPED_NUMBER);
  await signUp.getByRole('button', { name: 'Sɛn kod' }).click();
  // The code comes by SMS, in Krio.
  const codeSms = await smsTo(
    NUMBER,
    /^Yu Salone kod na (\d{6})\. I go ɛkspayt insay 10 minit\.$/,
    since,
  );
  await expect(signUp.getByText('Wi dɔn sɛn kod wit 6 nɔmba na SMS to')).toBeVisible();
  await signUp.getByRole('textbox', { name: /^Di kod na di SMS/ }).fill(codeSms.match[1]);
  await signUp.getByRole('button', { name: 'Kɔntinyu' }).click();
  await expect(notifications(page, 'Mɛsej dɛm (F8)').getByText('Wɛlkɔm bak!')).toBeVisible();
  await expect(signUp).toBeHidden();

  // Finds the concert among the events, priced in leones.
  const toggle = page.getByRole('button', { name: 'Opin di mɛnu' });
  if (await toggle.isVisible()) await toggle.click();
  await menu.getByRole('link', { name: 'Ivɛnt dɛm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kɔlchɔral Ivɛnt dɛm' })).toBeVisible();
  await page.getByLabel('Fɛn ivɛnt').fill(title);
  await page.getByLabel('Fɛn ivɛnt').press('Enter');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(/^Frɔm Le\s[\d,]+$/)).toBeVisible();
  await card.getByRole('link', { name: /Luk di ditel dɛm/ }).click();

  // Books a ticket: the dialog prices it in leones.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Buk Tikit dɛm' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Buk Tikit dɛm' });
  await dialog.getByRole('radio', { name: /^Standard — Le\s[\d,]+$/ }).check();
  await expect(dialog.getByRole('textbox', { name: /^Ful Nem/ })).toHaveValue('Isatu Sesay');
  await expect(
    dialog.getByText('Yu nɔ nid fɔ gi am: yu bukin go kam na yu fon wit SMS'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Fon/ }).fill(TYPED_NUMBER);
  await dialog.getByRole('button', { name: 'Kɔnfam di Bukin' }).click();

  // The booking's page: the USSD code and the amount in leones.
  await expect(page).toHaveURL(/\/bookings\/SL-[A-Z0-9]{6}$/);
  const reference = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Pe wit mobayl mɔni' })).toBeVisible();
  const ussd = (await page.getByLabel('USSD kod').textContent())!.trim();
  expect(ussd).toMatch(/^\*\d+\*\d+\*\d+#$/);
  await expect(page.getByText(/^Le\s[\d,]+$/).first()).toBeVisible();

  // The same code and the amount in leones come by SMS, in Krio.
  const escape = (text: string) => text.replace(/[*#.]/g, '\\$&');
  await smsTo(
    NUMBER,
    new RegExp(
      `^Salone: Wi gɛt yu bukin ${reference}, .*Fɔ pe SLE [\\d,]+\\.\\d\\d, dayal ${escape(ussd)} bifo `,
    ),
    since,
  );

  // The sandbox stands in for dialling the code: the page turns into the voucher.
  await page.getByRole('button', { name: 'Pe fɔ tɛst (sandbox)' }).click();
  const voucher = page.getByRole('region', { name: 'Yu vawcha' });
  await expect(
    voucher.getByRole('img', { name: `QR kod fɔ chɛk-in fɔ bukin ${reference}` }),
  ).toBeVisible();
  await smsTo(NUMBER, new RegExp(`^Salone: Wi dɔn kɔnfam yu bukin ${reference}\\.`), since);

  // The operator finds the paid booking in the partner portal.
  await operator.goto('/partner/bookings');
  const booking = operator
    .getByRole('list', { name: 'Bookings' })
    .getByRole('link', { name: /Isatu Sesay/ });
  await expect(booking).toContainText(reference);
  await expect(booking).toContainText(title);
  await expect(booking).toContainText('Expected');
  await operator.context().close();
});
