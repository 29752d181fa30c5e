import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import * as fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { mailDir, smtpPort } from './mail-catcher';
import { expectNoAxeViolations, newTraveller, notifications, type Traveller } from './support';

/**
 * Issue 32's moderation that holds, end to end: an admin unpublishes an operator's hotel with a
 * reason; the operator sees the reason, has no Publish button and is refused over the API (409
 * `LISTING_HELD_BY_ADMIN`), and asks for a review with a note; the admin reinstates the hotel.
 * The operator is e-mailed both times, and the organisation's webhook endpoint (a real HTTP
 * receiver on the loopback) receives `listing.unpublished` and `listing.reinstated`, signed.
 *
 * Production delivers webhooks only over https to public addresses, so this journey runs an app
 * server of its own outside production (`NODE_ENV=test`), with its own admin address, beside the
 * shared journeys' server; its e-mails go to the journeys' SMTP server (mail-catcher.ts).
 */

const E2E_PORT = Number(process.env.E2E_PORT);
/** This journey's own server: beside the shared one (+1 SMTP, +2 SMS, +3 tiles, +7 reviews). */
const PORT = E2E_PORT + 9;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
const RUN = Date.now().toString(36);
const ADMIN: Traveller = {
  ...newTraveller(),
  firstName: 'Isata',
  email: `moderation.admin.${RUN}@example.com`,
};
const REASON = 'The photos show another property';
const NOTE = 'The photos are now of our own huts on Lakka beach';

interface Hook {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  event: { type: string; data: { listing?: { id: number; name: string; reason?: string } } };
}

let server: ChildProcess | undefined;
let serverLog = '';
let receiver: Server | undefined;
let receiverUrl = '';
const hooks: Hook[] = [];

/** The organisation's webhook endpoint: a plain HTTP server that keeps what it receives. */
async function startReceiver(): Promise<void> {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body, event: JSON.parse(body) as Hook['event'] });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/salone-hooks`;
}

/** Starts this journey's server (the built app, on the embedded in-memory database). */
async function startServer(): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    PGLITE_DIR: 'memory://',
    NODE_ENV: 'test',
    PAYMENTS_SANDBOX: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort(E2E_PORT)}`,
    SMS_PROVIDER: 'disabled',
    PUBLIC_URL: BASE_URL,
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_SECONDS: '1',
    LOG_LEVEL: 'warn',
    AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    ADMIN_EMAILS: ADMIN.email,
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['backend/dist/main.js'], {
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

interface MailFile {
  to: string[];
  subject: string;
  text: string;
}

function mailsTo(email: string): MailFile[] {
  const dir = mailDir(E2E_PORT);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as MailFile)
    .filter((mail) => mail.to.includes(email.toLowerCase()));
}

/** The newest e-mail to `email` whose subject is `subject`; waits up to 20 seconds. */
async function mailTo(email: string, subject: string): Promise<MailFile> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = mailsTo(email).find((one) => one.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail "${subject}" was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The delivery of `type` about listing `id`, as the receiver got it; waits up to 20 seconds. */
async function hookOf(type: string, id: number): Promise<Hook> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const hook = hooks.find((one) => one.event.type === type && one.event.data.listing?.id === id);
    if (hook) return hook;
    if (Date.now() > deadline) {
      throw new Error(
        `No ${type} webhook for listing ${id}; got ${hooks.map((h) => h.event.type)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The e-mailed verification link to `email`, as this journey's server wrote it. */
async function waitForVerifyLink(email: string): Promise<string> {
  const pattern = new RegExp(`${BASE_URL}/verify-email\\?token=[\\w-]+`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const link = mailsTo(email)
      .map((mail) => pattern.exec(mail.text)?.[0])
      .find(Boolean);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No verification link was e-mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Registers `who`, verifies the address with the e-mailed link and signs in, in `api`'s jar. */
async function signedIn(api: APIRequestContext, who: Traveller) {
  const credentials = { email: who.email, password: who.password };
  if ((await api.post('/api/auth/login', { data: credentials })).ok()) return;
  const { firstName, lastName } = who;
  const registered = await api.post('/api/auth/register', {
    data: { firstName, lastName, ...credentials },
  });
  expect(registered.status()).toBe(201);
  const deadline = Date.now() + 20_000;
  let token: string | undefined;
  while (!token && Date.now() < deadline) {
    token = mailsTo(who.email)
      .map((mail) => /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(token).toBeTruthy();
  expect((await api.post('/api/auth/verify-email', { data: { token } })).ok()).toBeTruthy();
  expect((await api.post('/api/auth/login', { data: credentials })).ok()).toBeTruthy();
}

/** A phone-sized page on this journey's server, signed in as `who`. CSP bypassed for axe. */
async function signedInPhone(browser: Browser, who: Traveller): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 412, height: 823 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signedIn(page.request, who);
  return page;
}

/** Standard Webhooks: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed by the secret. */
function expectSigned(hook: Hook, secret: string) {
  const id = String(hook.headers['webhook-id']);
  const timestamp = String(hook.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${id}.${timestamp}.${hook.body}`)
    .digest('base64');
  expect(String(hook.headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`);
}

test.beforeAll(async () => {
  await startReceiver();
  await startServer();
});

test.afterAll(async () => {
  server?.kill();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
});

test('an admin unpublishes a hotel; it stays down until a review the operator asks for reinstates it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const operator = newTraveller();
  const owner = await signedInPhone(browser, operator);
  const admin = await signedInPhone(browser, ADMIN);

  // An approved hotel operator with a published hotel, and a webhook endpoint for its listings.
  const applied = await owner.request.post('/api/operators', {
    data: {
      name: `Lakka Beach Lodges ${RUN}`,
      serviceKinds: ['hotel'],
      contactPhone: '+232 76 555 010',
      contactEmail: operator.email,
      registrationNumber: 'SL-BRS-2026-00091',
      payoutNumber: '+232 76 555 011',
    },
  });
  expect(applied.status()).toBe(201);
  const { id: orgId } = (await applied.json()) as { id: number };
  expect((await admin.request.post(`/api/admin/organisations/${orgId}/approve`)).ok()).toBe(true);
  const base = `/api/partner/organisations/${orgId}`;
  const created = await owner.request.post(`${base}/hotels`, {
    data: {
      name: `Lakka Beach Huts ${RUN}`,
      address: '4 Lakka Beach Road',
      city: 'Freetown',
      description: 'Round huts on the sand at Lakka, with breakfast and a view of the bay.',
      starRating: 3,
      amenities: ['Breakfast'],
    },
  });
  expect(created.status()).toBe(201);
  const hotel = (await created.json()) as { id: number; name: string };
  const room = await owner.request.post(`${base}/hotels/${hotel.id}/rooms`, {
    data: {
      roomType: 'Beach Hut',
      price: 60,
      description: 'A round hut on the sand with a double bed, a fan and a mosquito net.',
      capacity: 2,
      units: 3,
    },
  });
  expect(room.status()).toBe(201);
  const publish = () => owner.request.post(`${base}/listings/hotel/${hotel.id}/publish`);
  expect((await publish()).ok()).toBe(true);
  const endpoint = await owner.request.post(`${base}/webhooks`, {
    data: {
      url: receiverUrl,
      eventTypes: ['listing.unpublished', 'listing.reinstated', 'listing.review_requested'],
    },
  });
  expect(endpoint.status(), await endpoint.text()).toBe(201);
  const { secret } = (await endpoint.json()) as { secret: string };

  // The admin unpublishes it from the moderation page, with a reason.
  await admin.goto('/admin/listings');
  await expect(admin.getByRole('heading', { level: 1, name: 'Listings moderation' })).toBeVisible();
  const card = admin.getByRole('listitem', { name: hotel.name });
  await card.getByRole('button', { name: `Unpublish ${hotel.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Unpublish ${hotel.name}` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(
    notifications(admin).getByText(`${hotel.name} is no longer in the catalogue.`),
  ).toBeVisible();
  expect((await admin.request.get(`/api/hotels/${hotel.id}`)).status()).toBe(404);

  // The operator sees why, has no Publish button, and the API refuses with a code.
  await owner.goto(`/partner/listings/hotel/${hotel.id}`);
  await expect(owner.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  const held = owner.getByRole('status', { name: 'Held by Salone' });
  await expect(held).toContainText(`Reason: ${REASON}`);
  const status = owner.getByRole('region', { name: 'Listing status' });
  await expect(status.getByRole('button', { name: 'Request review' })).toBeEnabled();
  await expect(owner.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(owner);
  const refused = await publish();
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: 'LISTING_HELD_BY_ADMIN',
    message: 'An admin unpublished this listing; request a review to have it published again',
  });

  // The operator asks for a review, with a note.
  await status.getByRole('button', { name: 'Request review' }).click();
  const request = owner.getByRole('dialog', { name: `Request a review of ${hotel.name}` });
  await request.getByRole('textbox', { name: /What you changed/ }).fill(NOTE);
  await request.getByRole('button', { name: 'Request review' }).click();
  await expect(
    notifications(owner).getByText(
      'The admins have your request. We will e-mail you their answer.',
    ),
  ).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Review requested' })).toBeDisabled();

  // The admin finds the request first in the held listings, reads the note and reinstates.
  await admin.goto('/admin/held-listings');
  await expect(admin.getByRole('heading', { level: 1, name: 'Held listings' })).toBeVisible();
  const heldCard = admin.getByRole('listitem', { name: hotel.name });
  await expect(heldCard.getByText(NOTE)).toBeVisible();
  await expect(heldCard.getByText(REASON)).toBeVisible();
  await expectNoAxeViolations(admin);
  await heldCard.getByRole('button', { name: `Reinstate ${hotel.name}` }).click();
  await expect(
    notifications(admin).getByText(`${hotel.name} is published again; its operator is told.`),
  ).toBeVisible();
  expect((await admin.request.get(`/api/hotels/${hotel.id}`)).status()).toBe(200);

  // The operator's editor shows it published, with no hold.
  await owner.reload();
  await expect(status.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(owner.getByRole('status', { name: 'Held by Salone' })).toHaveCount(0);

  // Both e-mails reached the operator, with the reason and the way back to the listing.
  const unpublishedMail = await mailTo(
    operator.email,
    `Listing unpublished by Salone: ${hotel.name}`,
  );
  expect(unpublishedMail.text).toContain(REASON);
  expect(unpublishedMail.text).toContain(`${BASE_URL}/partner/listings/hotel/${hotel.id}`);
  const reinstatedMail = await mailTo(operator.email, `Listing reinstated: ${hotel.name}`);
  expect(reinstatedMail.text).toContain(hotel.name);
  // The admin was e-mailed the request, with the note.
  expect((await mailTo(ADMIN.email, `Review requested: ${hotel.name}`)).text).toContain(NOTE);

  // The endpoint received both events (and the request between them), each signed.
  const unpublished = await hookOf('listing.unpublished', hotel.id);
  expect(unpublished.event.data).toMatchObject({
    listing: { kind: 'hotel', id: hotel.id, name: hotel.name, reason: REASON },
    organisationId: orgId,
    byAdmin: true,
  });
  expectSigned(unpublished, secret);
  const reinstated = await hookOf('listing.reinstated', hotel.id);
  expect(reinstated.event.data).toMatchObject({
    listing: { kind: 'hotel', id: hotel.id, name: hotel.name },
    organisationId: orgId,
  });
  expectSigned(reinstated, secret);
  expect((await hookOf('listing.review_requested', hotel.id)).event.data).toMatchObject({
    note: NOTE,
  });
  // No owner e-mail address reaches the endpoint.
  expect(unpublished.body).not.toContain(operator.email);
});

test('a staff invitation e-mailed to a new address: its link signs the person up into the organisation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const operator = newTraveller();
  const owner = await signedInPhone(browser, operator);
  const admin = await signedInPhone(browser, ADMIN);
  const business = `Tokeh Sands Cabins ${RUN}`;
  const applied = await owner.request.post('/api/operators', {
    data: {
      name: business,
      serviceKinds: ['hotel'],
      contactPhone: '+232 76 555 030',
      contactEmail: operator.email,
      registrationNumber: 'SL-BRS-2026-00092',
      payoutNumber: '+232 76 555 031',
    },
  });
  expect(applied.status()).toBe(201);
  const { id: orgId } = (await applied.json()) as { id: number };
  expect((await admin.request.post(`/api/admin/organisations/${orgId}/approve`)).ok()).toBe(true);

  // The owner invites an address that has no account yet.
  const invitee = { ...newTraveller(), firstName: 'Isatu', lastName: 'Koroma' };
  await owner.goto('/partner/settings/team');
  await owner.getByRole('textbox', { name: /E-mail address/ }).fill(invitee.email);
  await owner.getByRole('button', { name: 'Invite' }).click();
  await expect(notifications(owner).getByText('Invitation sent')).toBeVisible();

  // The e-mail arrives; its link opens the sign-up form with the invited address.
  const invitation = await mailTo(invitee.email, `You are invited to join ${business} on Salone`);
  expect(invitation.text).toContain(`${operator.email} invited you`);
  const link = new RegExp(`${BASE_URL}/login\\?\\S+`).exec(invitation.text)?.[0];
  expect(link).toBeTruthy();
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto(link!);
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await expect(form.getByLabel('Email')).toHaveValue(invitee.email);
  await form.getByLabel('First Name').fill(invitee.firstName);
  await form.getByLabel('Last Name').fill(invitee.lastName);
  await form.getByLabel('Password', { exact: true }).fill(invitee.password);
  const confirm = form.getByLabel('Confirm Password');
  if ((await confirm.count()) > 0) await confirm.fill(invitee.password);
  await form.getByRole('button', { name: 'Create Account' }).click();

  // Verified by the e-mailed link and signed in, the new account is the organisation's staff.
  const verification = await waitForVerifyLink(invitee.email);
  await page.goto(verification);
  await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();
  const signIn = await page.request.post('/api/auth/login', {
    data: { email: invitee.email, password: invitee.password },
  });
  expect(signIn.ok()).toBe(true);
  const mine = (await (await page.request.get('/api/partner/organisations')).json()) as {
    name: string;
    role: string;
  }[];
  expect(mine.map((o) => [o.name, o.role])).toEqual([[business, 'staff']]);
  await page.goto('/partner');
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
  await context.close();

  // An existing account is added at once, told so, and finds the organisation in the portal.
  const other = newTraveller();
  const existing = await signedInPhone(browser, other);
  const address = other.email;
  const added = await owner.request.post(`/api/partner/organisations/${orgId}/members`, {
    data: { email: address },
  });
  expect(await added.json()).toMatchObject({ result: 'added' });
  const told = await mailTo(address, `You are invited to join ${business} on Salone`);
  expect(told.text).toContain('added you to the staff');
  expect(told.text).toContain(`${BASE_URL}/partner`);
  await existing.goto('/partner');
  await expect(existing.getByRole('heading', { level: 1, name: business })).toBeVisible();
});
