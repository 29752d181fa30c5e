import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { mailDir, smtpPort } from './mail-catcher';
import { AT_API_KEY, AT_USERNAME, smsPort } from './sms-catcher';
import { isoDaysFromNow, newTraveller, notifications, type Traveller } from './support';

/**
 * Issue 31's verified reviews, end to end: a traveller books and pays a tour, its operator checks
 * them in, the review request arrives by e-mail the next morning, the traveller gives five stars
 * with a photo, the tour's card and page carry the rating in their server-rendered HTML and
 * JSON-LD, the operator replies, an admin hides another review and the average changes. Someone
 * without such a booking, and a member of the tour's organisation, are refused with a code.
 *
 * The request goes out the day after the tour, between 08:00 and 20:00: this journey runs an app
 * server of its own whose clock it moves to the next morning (server-clock.mjs, test code only),
 * so the shared journeys' server and clock are untouched.
 */

const ADMIN_EMAIL = 'journey.admin@example.com';
const E2E_PORT = Number(process.env.E2E_PORT);
/** This journey's own server: beside the shared one, its SMTP server and its SMS provider. */
const PORT = E2E_PORT + 7;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
const CLOCK_FILE = path.join(os.tmpdir(), `salone-e2e-clock-${PORT}`);
const DAY_MS = 86_400_000;

const TOUR = {
  title: 'Bureh Beach Surf Morning',
  location: 'Bureh Town',
  city: 'Freetown',
  description: 'A morning of surfing lessons on Bureh Beach with the village surf club.',
  difficulty: 'easy',
  duration: '4 hours',
  maxGroupSize: 10,
  price: 30,
  transport: 'Minibus from Lumley',
  privateGroupsPerDay: 2,
  languages: ['English', 'Krio'],
  startTime: '08:00',
};

let server: ChildProcess | undefined;
let serverLog = '';

/** Starts this journey's server (the built app, on the embedded in-memory database). */
async function startServer(): Promise<void> {
  fs.rmSync(CLOCK_FILE, { force: true });
  const clock = pathToFileURL(path.join(__dirname, 'server-clock.mjs')).href;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    PGLITE_DIR: 'memory://',
    NODE_ENV: 'production',
    METRICS_TOKEN: 'metrics-token-0123456789',
    PAYMENTS_SANDBOX: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort(E2E_PORT)}`,
    SMS_PROVIDER: 'africastalking',
    AFRICASTALKING_API_URL: `http://127.0.0.1:${smsPort(E2E_PORT)}`,
    AFRICASTALKING_USERNAME: AT_USERNAME,
    AFRICASTALKING_API_KEY: AT_API_KEY,
    AFRICASTALKING_FROM: 'Salone',
    PUBLIC_URL: BASE_URL,
    OUTBOX_POLL_MS: '200',
    LOG_LEVEL: 'warn',
    AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    ADMIN_EMAILS: ADMIN_EMAIL,
    // The review requests' (and reminders') sweep every second instead of every 15 minutes.
    SMS_REMINDER_SWEEP_SECONDS: '1',
    E2E_CLOCK_FILE: CLOCK_FILE,
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['--import', clock, 'backend/dist/main.js'], {
    cwd: REPOSITORY_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped:\n${serverLog}`);
    try {
      if ((await fetch(`${BASE_URL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every e-mailed verification token to `email`, newest first. */
function verifyTokens(email: string): string[] {
  const dir = mailDir(E2E_PORT);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as MailFile)
    .filter((mail) => mail.to.includes(email.toLowerCase()))
    .flatMap((mail) => [...mail.text.matchAll(/\/verify-email\?token=([\w-]+)/g)].map((m) => m[1]));
}

interface MailFile {
  to: string[];
  text: string;
}

/** Moves the server's clock to `at` (forward only). */
function setServerClock(at: Date) {
  fs.writeFileSync(CLOCK_FILE, String(at.getTime() - Date.now()));
}

/** The newest e-mail to `email` whose subject matches, as the SMTP server caught it. */
async function mailTo(email: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const dir = mailDir(E2E_PORT);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        to: string[];
        subject: string;
        text: string;
      };
      if (mail.to.includes(email.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail "${subject}" was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A browser context on this journey's server, and its page. */
async function contextOn(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  return { context, page: await context.newPage() };
}

/** Registers `who` (the address verified by the e-mailed link) and signs in, in `api`'s jar. */
async function signedIn(api: APIRequestContext, who: Traveller) {
  const credentials = { email: who.email, password: who.password };
  if ((await api.post('/api/auth/login', { data: credentials })).ok()) return;
  const { firstName, lastName } = who;
  const registered = await api.post('/api/auth/register', {
    data: { firstName, lastName, ...credentials },
  });
  expect(registered.status()).toBe(201);
  // An address the shared journeys' server also wrote to (the admin's) already has that
  // server's link, and this server's e-mail may not be there yet: each new link is tried until
  // this server accepts one.
  const tried = new Set<string>();
  const deadline = Date.now() + 20_000;
  let verified = false;
  while (!verified && Date.now() < deadline) {
    for (const token of verifyTokens(who.email).filter((one) => !tried.has(one))) {
      tried.add(token);
      if ((await api.post('/api/auth/verify-email', { data: { token } })).ok()) verified = true;
      if (verified) break;
    }
    if (!verified) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(verified).toBe(true);
  expect((await api.post('/api/auth/login', { data: credentials })).ok()).toBeTruthy();
}

/** A signed-in role that only calls the API: no browser context. */
async function apiRole(who: Traveller): Promise<APIRequestContext> {
  const api = await apiRequest.newContext({ baseURL: BASE_URL });
  await signedIn(api, who);
  return api;
}

/** The sandbox stands in for the traveller dialling the booking's USSD code. */
async function payInSandbox(api: APIRequestContext, bookingId: string) {
  const { items } = (await (await api.get('/api/bookings/user')).json()) as {
    items: { id: string; payment: { paymentId: string } | null }[];
  };
  const paymentId = items.find((item) => item.id === bookingId)?.payment?.paymentId;
  expect(paymentId).toBeTruthy();
  const paid = await api.post(`/api/payments/sandbox/${paymentId}/complete`);
  expect(paid.ok(), await paid.text()).toBeTruthy();
}

/** Books the tour for today for one, over the API, and pays it in the sandbox: the booking. */
async function paidTourToday(
  api: APIRequestContext,
  tourId: number,
  who: Traveller,
): Promise<{ id: string; reference: string }> {
  const name = `${who.firstName} ${who.lastName}`;
  const booked = await api.post('/api/bookings', {
    data: {
      serviceType: 'tour',
      serviceId: tourId,
      customerName: name,
      customerEmail: who.email,
      customerPhone: '+232 76 123 456',
      guests: 1,
      startDate: isoDaysFromNow(0),
      totalAmount: TOUR.price,
      metadata: {
        tourType: 'shared',
        preferredLanguage: 'English',
        participants: [{ name, phone: '+232 76 123 456', email: who.email }],
        tourTitle: TOUR.title,
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()) as {
    id: string;
    reference: string;
    totalAmount: number;
    serviceName: string;
  };
  const payment = await api.post('/api/payments/monime', {
    data: {
      bookingId: booking.id,
      amount: booking.totalAmount,
      customerName: name,
      customerPhone: '+232 76 123 456',
      description: `Booking ${booking.serviceName}`,
    },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  await payInSandbox(api, booking.id);
  return booking;
}

/** The page's HTML as the server sends it, before any script runs. */
async function served(api: APIRequestContext, pagePath: string): Promise<string> {
  const response = await api.get(pagePath, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The rating the server rendered on the tour's card in the list, and on its page. */
async function renderedRatings(api: APIRequestContext, tourId: number) {
  const list = await served(api, '/tours');
  const card = list.split('<article').find((part) => part.includes(TOUR.title)) ?? '';
  const page = await served(api, `/tours/${tourId}`);
  const jsonLd = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map(([, json]) => JSON.parse(json) as Record<string, unknown>)
    .find((data) => 'aggregateRating' in data);
  return {
    card: /data-rating="([\d.]+)"[^]*?\((\d+ reviews?)\)/.exec(card)?.slice(1),
    page: /data-rating="([\d.]+)"[^]*?\((\d+ reviews?)\)/.exec(page)?.slice(1),
    aggregateRating: jsonLd?.aggregateRating,
    reviews: (jsonLd?.review as { reviewRating: { ratingValue: number } }[] | undefined)?.map(
      (review) => review.reviewRating.ratingValue,
    ),
    html: page,
  };
}

test.beforeAll(async () => {
  await startServer();
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus && serverLog) {
    await testInfo.attach('server log', { body: serverLog, contentType: 'text/plain' });
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  fs.rmSync(CLOCK_FILE, { force: true });
});

test('a checked-in traveller reviews a tour with five stars and a photo; the rating is on the card, the page and in JSON-LD; the operator replies; an admin hides a review', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The admin, and an operator whose tour business the admin approved, with a published tour.
  const admin = await contextOn(browser);
  await signedIn(admin.page.request, {
    ...newTraveller(),
    firstName: 'Isata',
    email: ADMIN_EMAIL,
  });
  const operator = await contextOn(browser);
  const operatorAccount = { ...newTraveller(), firstName: 'Sorie', lastName: 'Bangura' };
  await signedIn(operator.page.request, operatorAccount);
  const applied = await operator.page.request.post('/api/operators', {
    data: {
      name: 'Bureh Surf Club',
      serviceKinds: ['tour'],
      contactPhone: '+232 76 555 030',
      contactEmail: operatorAccount.email,
      registrationNumber: 'SL-BRS-2026-00077',
      payoutNumber: '+232 76 555 031',
    },
  });
  expect(applied.status()).toBe(201);
  const { id: orgId } = (await applied.json()) as { id: number };
  expect((await admin.page.request.post(`/api/admin/organisations/${orgId}/approve`)).ok()).toBe(
    true,
  );
  const partnerBase = `/api/partner/organisations/${orgId}`;
  const created = await operator.page.request.post(`${partnerBase}/tours`, { data: TOUR });
  expect(created.status(), await created.text()).toBe(201);
  const { id: tourId } = (await created.json()) as { id: number };
  expect(
    (await operator.page.request.post(`${partnerBase}/listings/tour/${tourId}/publish`)).ok(),
  ).toBe(true);

  // The traveller books the tour for today on its page and pays.
  const traveller = newTraveller();
  const aminata = await contextOn(browser);
  const page = aminata.page;
  await signedIn(page.request, traveller);
  await page.goto(`/tours/${tourId}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: TOUR.title })).toBeVisible();
  await expect(page.getByText('No reviews yet').first()).toBeVisible();
  await page.getByRole('button', { name: 'Book Tour' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Tour' });
  await dialog.getByRole('radio', { name: /Private/ }).check();
  await dialog.getByLabel('Tour Date').fill(isoDaysFromNow(0));
  await dialog.getByLabel('Number of Participants').selectOption('1');
  await dialog.getByLabel('Preferred Language').selectOption('English');
  await dialog
    .getByRole('group', { name: /Participant 1/ })
    .getByLabel('Phone')
    .fill('+232 76 123 456');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(notifications(page).getByText('Tour Booked Successfully')).toBeVisible();
  const { items } = await (await page.request.get('/api/bookings/user')).json();
  const booking = items[0] as { id: string; reference: string };
  await payInSandbox(page.request, booking.id);

  // Another traveller on the same tour, and the operator on their own tour, over the API.
  const mohamedAccount = { ...newTraveller(), firstName: 'Mohamed', lastName: 'Sesay' };
  const mohamed = await apiRole(mohamedAccount);
  const mohamedBooking = await paidTourToday(mohamed, tourId, mohamedAccount);
  const ownBooking = await paidTourToday(operator.page.request, tourId, operatorAccount);

  // The operator checks the traveller in at the start, in the partner portal.
  await operator.page.goto('/partner/check-in');
  await expect(operator.page.getByRole('heading', { level: 1, name: 'Check in' })).toBeVisible();
  await operator.page.getByLabel('Booking reference').fill(booking.reference);
  await operator.page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(
    operator.page.getByRole('main').getByRole('status').filter({ hasText: booking.reference }),
  ).toContainText('Checked in');
  for (const reference of [mohamedBooking.reference, ownBooking.reference]) {
    const checkedIn = await operator.page.request.post(`${partnerBase}/bookings/check-in`, {
      data: { reference },
    });
    expect(checkedIn.ok(), await checkedIn.text()).toBe(true);
  }

  // Someone without such a booking, and a member of the tour's organisation: 403 with a code.
  const stranger = await apiRole(newTraveller());
  const fiveStars = { overall: 5, subScores: { guide: 5, value: 5 } };
  const notTheirs = await stranger.post('/api/reviews', {
    data: { bookingId: booking.id, ...fiveStars },
  });
  expect(notTheirs.status(), await notTheirs.text()).toBe(403);
  expect(await notTheirs.json()).toMatchObject({ code: 'REVIEW_NOT_ELIGIBLE' });
  const ownListing = await operator.page.request.post('/api/reviews', {
    data: { bookingId: ownBooking.id, ...fiveStars },
  });
  expect(ownListing.status(), await ownListing.text()).toBe(403);
  expect(await ownListing.json()).toMatchObject({
    code: 'REVIEW_OWN_LISTING',
    message: 'Members of an organisation cannot review its listings',
  });
  await stranger.dispose();

  // The next morning the review request is in the traveller's mailbox.
  const today = new Date(`${isoDaysFromNow(0)}T00:00:00Z`);
  setServerClock(new Date(today.getTime() + DAY_MS + 10 * 3_600_000));
  const request = await mailTo(traveller.email, /Leave a review/);
  expect(request.subject).toBe(`How was ${TOUR.title}? Leave a review (${booking.reference})`);
  const link = new RegExp(`${BASE_URL}/dashboard\\?review=${booking.id}`).exec(request.text)?.[0];
  expect(link).toBeTruthy();

  // Five stars, the words and a photo, from the e-mail's link.
  await page.goto(link!);
  const form = page.getByRole('dialog', { name: `Review ${TOUR.title}` });
  await expect(form).toBeVisible();
  for (const score of ['Overall', 'Guide', 'Value']) {
    await form.getByRole('group', { name: score }).locator('label', { hasText: '5 stars' }).click();
  }
  await form.getByLabel(/Your review/).fill('The surf club taught us to stand up on the board.');
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#1f7a8c' },
  })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel(/Photos/)
    .setInputFiles({ name: 'bureh.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('list', { name: 'Photos added' })).toContainText('bureh.jpg');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(notifications(page).getByText('Thank you for your review')).toBeVisible();

  // The other traveller's three stars.
  const three = await mohamed.post('/api/reviews', {
    data: { bookingId: mohamedBooking.id, overall: 3, subScores: { guide: 3, value: 3 } },
  });
  expect(three.status(), await three.text()).toBe(201);
  const threeId = ((await three.json()) as { id: string }).id;

  // The card and the page carry the rating and count in the HTML the server sends, and in
  // JSON-LD.
  const api = admin.page.request;
  const both = await renderedRatings(api, tourId);
  expect(both.card).toEqual(['4.0', '2 reviews']);
  expect(both.page).toEqual(['4.0', '2 reviews']);
  expect(both.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: 4,
    reviewCount: 2,
  });
  expect(both.reviews?.sort()).toEqual([3, 5]);
  expect(both.html).toContain('The surf club taught us to stand up on the board.');

  // On the page, the photo comes through the photo pipeline: WebP and JPEG at several widths.
  await page.goto(`/tours/${tourId}`);
  const reviewPhoto = page.getByRole('img', { name: 'Photo from Aminata K.' });
  await expect(reviewPhoto).toHaveAttribute(
    'srcset',
    /\/api\/photos\/[0-9a-f-]{36}\/320\.jpg 320w/,
  );
  // Lazy below the fold: it loads once scrolled to.
  await reviewPhoto.scrollIntoViewIfNeeded();
  await expect(reviewPhoto).toHaveJSProperty('complete', true);
  expect(await reviewPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(page.locator('picture source[type="image/webp"]').first()).toHaveAttribute(
    'srcset',
    /\.webp 320w/,
  );

  // The operator replies, once, in the partner portal.
  await operator.page.goto('/partner/reviews');
  const reply = operator.page.getByRole('form', { name: 'Reply to Aminata K.' });
  await reply.getByLabel('Your reply').fill('Thank you, Aminata! Come back for the big waves.');
  await reply.getByRole('button', { name: 'Publish reply' }).click();
  await expect(notifications(operator.page).getByText('Your reply is published')).toBeVisible();
  await expect
    .poll(async () =>
      (await served(api, `/tours/${tourId}`)).includes('Come back for the big waves'),
    )
    .toBe(true);

  // An admin hides the other review with a reason: the average changes.
  await admin.page.goto('/admin/reviews');
  await admin.page.getByLabel('Show').selectOption({ label: 'All reviews' });
  const card = admin.page
    .getByRole('list', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: `Mohamed S.: 3 of 5 for ${TOUR.title}` });
  await card.getByRole('button', { name: 'Hide review' }).click();
  const hide = admin.page.getByRole('dialog', { name: 'Hide the review by Mohamed S.' });
  await hide.getByRole('textbox').fill('It names a guide who did not lead the tour');
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(notifications(admin.page).getByText('The review is hidden')).toBeVisible();

  const one = await renderedRatings(api, tourId);
  expect(one.card).toEqual(['5.0', '1 review']);
  expect(one.page).toEqual(['5.0', '1 review']);
  expect(one.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
  expect(one.reviews).toEqual([5]);
  const hidden = await api.get(`/api/reviews?kind=tour&listingId=${tourId}`);
  expect(
    ((await hidden.json()) as { items: { id: string }[] }).items.map((r) => r.id),
  ).not.toContain(threeId);

  for (const context of [admin.context, operator.context, aminata.context]) {
    await context.close();
  }
  await mohamed.dispose();
});
