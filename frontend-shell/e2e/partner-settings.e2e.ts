import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  newTraveller,
  notifications,
  registerOverApi,
  type Traveller,
} from './support';

/** The journeys' admin: ADMIN_EMAILS (playwright.config.ts) makes this address one. */
const ADMIN_EMAIL = 'journey.admin@example.com';

/**
 * A phone-sized browser context signed in as `account` (registered first when it has no account
 * yet). CSP is bypassed only so that axe can be injected.
 */
async function signedInPhone(browser: Browser, account: Traveller): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 412, height: 823 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  const login = () =>
    page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
  if (!(await login()).ok()) {
    await registerOverApi(page, account);
    expect((await login()).ok()).toBeTruthy();
  }
  return page;
}

test('the owner creates and revokes an API key, adds a webhook and tests it, invites and uninvites', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = newTraveller();
  const business = `Lakka Beach Lodge ${Date.now().toString(36)}`;
  const page = await signedInPhone(browser, owner);
  const applied = await page.request.post('/api/operators', {
    data: {
      name: business,
      serviceKinds: ['hotel'],
      contactPhone: '+232 76 555 010',
      contactEmail: owner.email,
      registrationNumber: 'SL-BRS-2026-00042',
      payoutNumber: '+232 76 555 011',
    },
  });
  expect(applied.status()).toBe(201);
  const { id: orgId } = (await applied.json()) as { id: number };
  const admin = await signedInPhone(browser, { ...newTraveller(), email: ADMIN_EMAIL });
  expect((await admin.request.post(`/api/admin/organisations/${orgId}/approve`)).ok()).toBe(true);

  // The settings page, from the partner sections.
  await page.goto('/partner');
  await page
    .getByRole('navigation', { name: 'Partner sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);

  // API keys: the secret is shown once, then the key is revoked.
  await page.getByRole('link', { name: 'API keys' }).first().click();
  await expect(page.getByText(/No API keys yet/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /Name/ }).fill('Front-desk system');
  await page.getByRole('checkbox', { name: /Read your bookings/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByRole('group', { name: 'API key' });
  await expect(secret.getByText(/^sk_(test|live)_/)).toBeVisible();
  const key = (await secret.locator('code').textContent())!.trim();
  await expectNoAxeViolations(page);
  // The key works, from a client with no session, until it is revoked.
  const server = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const bookingsWithKey = () =>
    server.request.get(`/api/partner/organisations/${orgId}/bookings`, {
      headers: { Authorization: `Bearer ${key}` },
    });
  expect((await bookingsWithKey()).status()).toBe(200);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toHaveCount(0);
  const card = page.getByRole('listitem', { name: 'Front-desk system' });
  await card.getByRole('button', { name: 'Revoke Front-desk system' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(notifications(page).getByText('Front-desk system no longer works.')).toBeVisible();
  await expect(card.getByRole('term').filter({ hasText: 'Revoked' })).toBeVisible();
  await expect(card.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  expect((await bookingsWithKey()).status()).toBe(401);

  // Webhooks: production takes only https on a public address, and says so next to the field
  // (adding, the deliveries log and test events are the component tests').
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await expect(page.getByText(/No endpoints yet/)).toBeVisible();
  await expectNoAxeViolations(page);
  const address = page.getByRole('textbox', { name: /Address/ });
  await address.fill('http://127.0.0.1/salone');
  await page.getByRole('checkbox', { name: /A booking is paid/ }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(address).toHaveAccessibleDescription(/must use https/);
  await expect(address).toBeFocused();
  await expectNoAxeViolations(page);

  // Team: an invitation by e-mail, then cancelled.
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(
    page.getByRole('listitem', { name: `${owner.firstName} ${owner.lastName}` }),
  ).toBeVisible();
  const invited = `new.staff.${Date.now().toString(36)}@example.com`;
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(invited);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(notifications(page).getByText('Invitation sent')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Cancel invitation of ${invited}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText('No invitations are waiting.')).toBeVisible();

  // Notifications: the owner's own choices; no verified phone, so no SMS.
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  const choices = page.getByRole('form', { name: 'Your notifications' });
  await expect(choices.getByText(`By e-mail, to ${owner.email}`)).toBeVisible();
  await expect(choices.getByRole('checkbox', { name: /^New bookings$/ })).toBeDisabled();
  await choices.getByRole('checkbox', { name: /Tomorrow’s arrivals/ }).check();
  await choices.getByRole('button', { name: 'Save' }).click();
  await expect(notifications(page).getByText('Notifications saved')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Your notifications' })
      .getByRole('checkbox', { name: /Tomorrow’s arrivals/ }),
  ).toBeChecked();

  // The admin finds all of it in the audit log, filtered by who did it.
  await admin.goto('/admin/audit-log');
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await admin.getByRole('searchbox', { name: /Who/ }).fill(owner.email);
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin.getByRole('listitem', { name: 'Staff member invited' })).toBeVisible();
  await expect(admin.getByRole('listitem', { name: 'Application sent' })).toBeVisible();
  // The API key's creation and revocation, by the key's name and the organisation's.
  for (const action of ['API key created', 'API key revoked']) {
    const entry = admin.getByRole('listitem', { name: action });
    await expect(entry.getByText('Front-desk system (API key)')).toBeVisible();
    await expect(entry.getByText(business)).toBeVisible();
  }
  await expectNoAxeViolations(admin);
});

test('the admin console: listings, contact messages and the booking search', async ({
  browser,
}) => {
  const admin = await signedInPhone(browser, { ...newTraveller(), email: ADMIN_EMAIL });
  const subject = `Group transfer ${Date.now().toString(36)}`;
  expect(
    (
      await admin.request.post('/api/contact', {
        data: {
          name: 'Aminata Kamara',
          email: 'aminata@example.com',
          subject,
          message: 'We land at Lungi on 12 December. Can you arrange the water taxi?',
        },
      })
    ).status(),
  ).toBe(201);

  await admin.goto('/admin/listings');
  await expect(admin.getByRole('heading', { level: 1, name: 'Listings moderation' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Listings' })).toBeVisible();
  await expectNoAxeViolations(admin);

  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Messages' })
    .click();
  const message = admin.getByRole('listitem', { name: subject });
  await expect(message.getByText('Unread')).toBeVisible();
  await expectNoAxeViolations(admin);
  await message.getByRole('button', { name: `Read ${subject}` }).click();
  const dialog = admin.getByRole('dialog', { name: subject });
  await expect(dialog.getByText(/arrange the water taxi/)).toBeVisible();
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: `Mark handled: ${subject}` }).click();
  await expect(notifications(admin).getByText(`“${subject}” is handled.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(message).toHaveCount(0);

  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Booking search' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Reference, e-mail or name' }).fill('SL-NOTHING');
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByText('No bookings match this search.')).toBeVisible();
  await expectNoAxeViolations(admin);
});
