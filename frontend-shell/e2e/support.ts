import { expect, type Page } from '@playwright/test';
import { source as axeSource } from 'axe-core';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { mailDir } from './mail-catcher';
import { smsDir, type CaughtSms } from './sms-catcher';

/**
 * The notifications, where toasts show. Radix UI also reads each toast out through a hidden
 * live region for a moment, so toast texts are looked for here. `name`: the region's name in
 * the page's language.
 */
export function notifications(page: Page, name: string | RegExp = 'Notifications (F8)') {
  return page.getByRole('region', { name });
}

let counter = 0;

/** A new traveller for each journey, so runs never depend on each other. */
export function newTraveller() {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Aminata',
    lastName: 'Kamara',
    email: `aminata.${unique}@example.com`,
    password: 'salone-pass-123',
  };
}

/**
 * The newest link to `linkPath` (`/verify-email`, `/reset-password`) e-mailed to `email`, as
 * the journeys' SMTP server caught it. Waits up to 20 seconds for the e-mail.
 */
export async function linkFromMail(email: string, linkPath: string): Promise<string> {
  const dir = mailDir(Number(process.env.E2E_PORT));
  const pattern = new RegExp(`https?://\\S+${linkPath}\\?token=[\\w-]+`);
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
        text: string;
      };
      const link = mail.to.includes(email.toLowerCase()) ? pattern.exec(mail.text)?.[0] : null;
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No ${linkPath} link was e-mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The first SMS to `to` (E.164, `+23276123456`) taken at or after `since` (ms since the epoch)
 * whose text matches `pattern`, as the journeys' Africa's Talking caught it; `match` is the
 * pattern's match. Waits up to 20 seconds for it. Other journeys' bookings may send to the same
 * number: `since` and `pattern` tell this journey's SMS apart.
 */
export async function smsTo(
  to: string,
  pattern: RegExp,
  since = 0,
): Promise<CaughtSms & { match: RegExpExecArray }> {
  const dir = smsDir(Number(process.env.E2E_PORT));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .sort()
      : [];
    for (const file of files) {
      const sms = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CaughtSms;
      const match = sms.to === to && sms.at >= since ? pattern.exec(sms.message) : null;
      if (match) return { ...sms, match };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No SMS matching ${pattern} was sent to ${to} since ${new Date(since).toISOString()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Follows the verification link as its page does (an account must be verified to book). */
export async function verifyOverApi(page: Page, traveller: Traveller) {
  const link = await linkFromMail(traveller.email, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const response = await page.request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status()).toBe(200);
}

export type Traveller = ReturnType<typeof newTraveller>;

/** Creates the account through the navigation bar's Create Account dialog. */
export async function signUpThroughDialog(page: Page, traveller: Traveller) {
  await page.getByRole('button', { name: 'Create Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('First Name').fill(traveller.firstName);
  await dialog.getByLabel('Last Name').fill(traveller.lastName);
  await dialog.getByLabel('Email').fill(traveller.email);
  await dialog.getByLabel('Password').fill(traveller.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(notifications(page).getByText('Account created!')).toBeVisible();
}

/**
 * Signs in through the Sign In dialog. `opening`: the journey's last click opens the dialog
 * (it may still be on its way); otherwise the navigation bar's Sign In button opens it.
 */
export async function signInThroughDialog(
  page: Page,
  traveller: Traveller,
  { opening = false }: { opening?: boolean } = {},
) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  if (opening) {
    await expect(dialog).toBeVisible();
  } else if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: 'Sign In' }).first().click();
  }
  await dialog.getByLabel('Email').fill(traveller.email);
  await dialog.getByLabel('Password').fill(traveller.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(notifications(page).getByText('Welcome back!')).toBeVisible();
}

/** YYYY-MM-DD `days` from today (UTC: Sierra Leone keeps GMT). */
export function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Creates the account over the API and verifies its address with the e-mailed link (no
 * sign-in): the journey then signs in where it books.
 */
export async function registerOverApi(page: Page, traveller: Traveller) {
  const response = await page.request.post('/api/auth/register', {
    data: {
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      email: traveller.email,
      password: traveller.password,
    },
  });
  expect(response.status()).toBe(201);
  await verifyOverApi(page, traveller);
}

/** The sandbox stands in for the traveller dialling the USSD code on their phone. */
export async function payLatestBookingInSandbox(page: Page): Promise<string> {
  const { items: bookings } = await (await page.request.get('/api/bookings/user')).json();
  const latest = bookings[0];
  expect(latest?.payment?.paymentId).toBeTruthy();
  const paid = await page.request.post(
    `/api/payments/sandbox/${latest.payment.paymentId}/complete`,
  );
  expect(paid.ok()).toBeTruthy();
  return latest.serviceName as string;
}

/**
 * After booking: the dashboard lists it as pending with its USSD code and both amounts; once
 * the provider confirms the payment it turns confirmed by itself, without a reload.
 */
export async function payAndSeeConfirmed(page: Page, serviceName: string | RegExp) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Aminata' })
    .click();
  const item = page.getByRole('listitem', { name: serviceName }).first();
  await expect(item.getByText('Pending payment')).toBeVisible();
  await expect(item.getByText(/\*\d+\*\d+\*\d+#/)).toBeVisible();
  await expect(item.getByText(/Le\s\d/)).toBeVisible();
  await payLatestBookingInSandbox(page);
  await expect(item.getByText('Confirmed')).toBeVisible({ timeout: 25_000 });
}

/**
 * axe-core's violations on the page as it is now, the whole page and any toast included, each
 * as `id (impact): targets`. axe is evaluated through the DevTools protocol, which the app's
 * Content-Security-Policy (no inline scripts) does not govern.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  // What is still fading in (a toast) is read as it will stand, not half-transparent: the
  // animations that end are let finish first (a spinner's, which never ends, is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(context: unknown): Promise<{
          violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    const { violations } = await axe.run(document);
    return violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/** No axe violation on the page as it is now (the failure names the page). */
export async function expectNoAxeViolations(page: Page) {
  expect({ page: page.url(), violations: await axeViolations(page) }).toEqual({
    page: page.url(),
    violations: [],
  });
}

/**
 * Opens a page and waits until its scripts have arrived: a catalogue page is on screen (rendered
 * by the server) before it answers input, and a filter chosen or a button pressed before then
 * does nothing (docs/decisions/offline-catalogue-page-is-last-rendered.md).
 */
export async function gotoLive(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}
