import { expect, test } from '@playwright/test';
import {
  newTraveller,
  notifications,
  registerOverApi,
  signInThroughDialog,
  type Traveller,
} from './support';

/** The journeys' admin: ADMIN_EMAILS (playwright.config.ts) makes this address one. */
const ADMIN_EMAIL = 'journey.admin@example.com';

test('a new account applies as an operator, an admin approves it, the operator sees the dashboard', async ({
  page,
  browser,
}) => {
  const operator = newTraveller();
  const business = `Kroo Bay Guesthouses ${Date.now().toString(36)}`;

  // The operator finds the way in from the footer, and signs in to apply.
  await page.goto('/');
  await registerOverApi(page, operator);
  await page.getByRole('link', { name: 'List your business on Salone' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'List your business on Salone' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to apply' }).click();
  await signInThroughDialog(page, operator, { opening: true });
  await expect(page).toHaveURL(/\/partner\/apply$/);

  const form = page.getByRole('form', { name: 'Operator application' });
  await form.getByRole('textbox', { name: /Business name/ }).fill(business);
  await form.getByRole('checkbox', { name: 'Hotels and guesthouses' }).check();
  await form.getByRole('textbox', { name: /Contact phone/ }).fill('+232 76 555 010');
  await form.getByRole('textbox', { name: /registration number/ }).fill('SL-BRS-2026-00042');
  await form.getByRole('textbox', { name: /Payout number/ }).fill('+232 76 555 011');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(notifications(page).getByText('Application sent')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /Your application is being reviewed/ }),
  ).toBeVisible();
  // The session now tells the account is an operator.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Partner', includeHidden: true })).toHaveCount(1);

  // The admin, in a browser of their own, approves the application.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminAccount: Traveller = { ...newTraveller(), firstName: 'Isata', email: ADMIN_EMAIL };
  await admin.goto('/');
  await registerOverApi(admin, adminAccount);
  await signInThroughDialog(admin, adminAccount);
  await admin.goto('/admin');
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Operator applications' }),
  ).toBeVisible();
  const card = admin.getByRole('listitem', { name: business });
  await card.getByRole('button', { name: `Approve ${business}` }).click();
  await expect(notifications(admin).getByText(`${business} can now take bookings.`)).toBeVisible();
  await adminContext.close();

  // The operator's page becomes the dashboard.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
  const glance = page.getByLabel('Today at a glance');
  await expect(glance.getByText('Arrivals today')).toBeVisible();
  await expect(glance.getByText('0').first()).toBeVisible();
  await expect(page.getByText('No listings yet.', { exact: false })).toBeVisible();
});
