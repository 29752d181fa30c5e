import { expect, test } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  gotoLive,
  newTraveller,
  signInThroughDialog,
  signUpThroughDialog,
  notifications,
} from './support';

test('a traveller signs up, signs in, sees their name, opens the dashboard and logs out', async ({
  page,
}) => {
  const traveller = newTraveller();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Sierra Leone' }),
  ).toBeVisible();

  await signUpThroughDialog(page, traveller);
  // Registering opens Sign In: the account must sign in separately (docs/product.md, states).
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();

  // Signing up again with the same e-mail gets the same answer (whether an address has an
  // account is not told); focus stays in the dialog that opens and Escape closes it.
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  const again = page.getByRole('dialog', { name: 'Create Account' });
  await again.getByLabel('First Name').fill(traveller.firstName);
  await again.getByLabel('Last Name').fill(traveller.lastName);
  await again.getByLabel('Email').fill(traveller.email);
  await again.getByLabel('Password').fill(traveller.password);
  await again.getByRole('button', { name: 'Create Account' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();

  await signInThroughDialog(page, traveller);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: traveller.firstName })).toBeVisible();
  await nav.getByRole('link', { name: traveller.firstName }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${traveller.firstName}!` }),
  ).toBeVisible();
  await expect(page.getByText(traveller.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();

  // Signing out from the dashboard asks nothing of the ended account: no 401 in the console.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);

  // The session really ended: the dashboard asks to log in, even after a reload.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
});

test('the login page signs in and goes home; a wrong password shows the server message', async ({
  page,
  request,
}) => {
  const traveller = newTraveller();
  const created = await request.post('/api/auth/register', {
    data: {
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      email: traveller.email,
      password: traveller.password,
    },
  });
  expect(created.ok()).toBeTruthy();

  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(traveller.email);
  await panel.getByLabel('Password').fill('not-the-password');
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(notifications(page).getByText('Login Failed')).toBeVisible();

  await panel.getByLabel('Password').fill(traveller.password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: traveller.firstName }),
  ).toBeVisible();
});

test('deep links load on reload and unknown paths show Page Not Found', async ({ page }) => {
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.getByRole('searchbox')).toBeVisible();

  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: /Terms of Service/ })).toBeVisible();
  await expect(page).toHaveTitle(/Terms of Service/);

  // Its status says so too, for a search engine.
  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a part of the app that cannot load shows a friendly message, not a blank page', async ({
  page,
}) => {
  // The booking remote's server is down.
  await page.route('**/remotes/booking/**', (route) => route.abort('connectionrefused'));
  await page.goto('/hotels');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // The rest of the shell still works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Sierra Leone' }),
  ).toBeVisible();
});

test('without the partner remote, /partner says so and the traveller pages still work', async ({
  page,
}) => {
  // The partner remote is not deployed; the home page never asks for it.
  const partnerRequests: string[] = [];
  await page.route('**/remotes/partner/**', (route) => {
    partnerRequests.push(route.request().url());
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Sierra Leone' }),
  ).toBeVisible();
  expect(partnerRequests).toEqual([]);
  await page.getByRole('link', { name: 'List your business on Salone' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  expect(partnerRequests.length).toBeGreaterThan(0);
  await page.goto('/hotels');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels and Guesthouses' }),
  ).toBeVisible();
});

test('a remote built against a newer shared library than the shell provides is refused, loudly', async ({
  page,
}) => {
  // The booking remote as if built against the next minor version of @salone/ui.
  const provided = (
    JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', 'libs', 'ui', 'package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  const [major, minor] = provided.split('.').map(Number);
  const newer = `^${major}.${minor + 1}.0`;
  await page.route('**/remotes/booking/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /requiredVersion:"[^"]*"(?=[^{}]*shareKey:"@salone\/ui")/g,
      `requiredVersion:"${newer}"`,
    );
    expect(body).toContain(`requiredVersion:"${newer}"`);
    await route.fulfill({ response, body });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/hotels');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hotels and Guesthouses' })).toHaveCount(0);
  expect(consoleErrors.join('\n')).toContain(
    `Salone refused to run the booking remote: it was built against @salone/ui ${newer}, but the shell provides @salone/ui ${provided}.`,
  );
});

test('the home search passes the category and dates on', async ({ page }) => {
  // Filled as soon as the form is on screen, while the page is going live
  // (docs/decisions/early-values-given-to-react-together.md).
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('form', { name: 'Search services' });
  await search.getByLabel('Where to?').selectOption('hotels');
  await search.getByLabel('Check In').fill('2031-03-10');
  await search.getByLabel('Check Out').fill('2031-03-13');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotels\?checkIn=2031-03-10&checkOut=2031-03-13$/);
});

test('the contact form reaches the server and the help centre search filters', async ({ page }) => {
  await gotoLive(page, '/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill('Mohamed Sesay');
  await page.getByRole('textbox', { name: 'Email' }).fill('mohamed@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Airport pickup');
  await page.getByRole('textbox', { name: 'Message' }).fill('Can a driver meet us at Lungi?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(notifications(page).getByText('Message Sent!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  await page.goto('/help-center');
  await page.getByRole('searchbox').fill('zzzz-no-such-topic');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByText('No results found')).toBeHidden();
});

test('the content security policy blocks nothing the app itself loads', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // What the policy refused, even where the script caught the refusal (no console message).
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} from ${event.sourceFile}`);
    });
  });
  for (const path of ['/', '/hotels', '/hotels/1', '/events', '/ai-planner', '/contact']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
