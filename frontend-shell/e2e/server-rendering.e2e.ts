import { expect, test, type Page } from '@playwright/test';
import { gotoLive, newTraveller, notifications, registerOverApi } from './support';

/** What the console says while the page loads and is taken over (errors and warnings). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The API paths the page requests from now on. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) {
      paths.push(url.pathname + url.search);
    }
  });
  return paths;
}

/** The page's HTML as the server sends it, before any script runs. */
/** A rendered page without its query state's request ids and times, which each render sets. */
const withoutRequestTimes = (html: string) =>
  html.replace(/"(requestId|startedTimeStamp|fulfilledTimeStamp)":("[^"]*"|\d+)/g, '"$1":0');

async function served(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

test('a hotel list and a hotel arrive rendered, are taken over without a second fetch, and book', async ({
  page,
}) => {
  const hotels = (await (await page.request.get('/api/hotels')).json()) as {
    id: number;
    name: string;
  }[];
  const hotel = hotels[0];
  const listHtml = await served(page, '/hotels');
  for (const { name } of hotels) expect(listHtml).toContain(name);
  expect(listHtml).toContain('id="salone-state"');

  const problems = consoleProblems(page);
  const requests = apiRequests(page);

  await page.goto('/hotels', { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels and Guesthouses' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(hotels.length);
  // The list came with the page: the browser did not ask for it again.
  expect(requests.filter((path) => path.startsWith('/api/hotels'))).toEqual([]);

  expect(await served(page, `/hotels/${hotel.id}`)).toContain(hotel.name);
  await page.goto(`/hotels/${hotel.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  expect(requests.filter((path) => path.startsWith('/api/hotels'))).toEqual([]);
  // The session is the browser's to ask for, once per page.
  expect(requests.filter((path) => path === '/api/auth/session')).toHaveLength(2);

  // The page is live: a visitor's booking button asks them to sign in.
  await page.getByRole('button', { name: 'Book This Room' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();

  expect(problems).toEqual([]);
});

test('a signed-in traveller gets the same page and books from it', async ({ page }) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);
  const signIn = await page.request.post('/api/auth/login', {
    data: { email: traveller.email, password: traveller.password },
  });
  expect(signIn.ok()).toBeTruthy();
  const problems = consoleProblems(page);

  await page.goto('/hotels/1', { waitUntil: 'networkidle' });
  // The page is everyone's; the browser then shows who is signed in.
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Book This Room' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Book Your Stay' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the planner arrives rendered, is taken over without a warning or a fetch, and plans for a visitor', async ({
  page,
}) => {
  const html = await served(page, '/ai-planner');
  // The first paint has the page's heading and its form, before any script runs.
  expect(html).toContain('Plan Your Perfect Sierra Leone Adventure</h1>');
  expect(html).toContain('Tell us about your trip</h2>');
  expect(html).toContain('Create My Itinerary');
  expect(html).toContain('<title>AI Trip Planner for Sierra Leone | Salone</title>');

  const traveller = newTraveller();
  await registerOverApi(page, traveller);
  const problems = consoleProblems(page);
  const requests = apiRequests(page);

  await gotoLive(page, '/ai-planner');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plan Your Perfect Sierra Leone Adventure' }),
  ).toBeVisible();
  // The page needed nothing from the API; the browser asked for the session only, once.
  expect(requests).toEqual(['/api/auth/session']);
  // Known to be signed out once the session answered, as when the browser rendered it.
  await expect(
    page.getByText("You'll be asked to sign in when you create your itinerary."),
  ).toBeVisible();
  await expect(page.getByLabel('Start date (optional)')).toHaveAttribute(
    'min',
    new Date().toISOString().slice(0, 10),
  );

  // The form is live: a visitor's plan asks them to sign in, then arrives.
  await page.getByRole('radio', { name: '$1000 - $2000' }).check();
  await page.getByRole('radio', { name: '4-7 days' }).check();
  await page.getByRole('checkbox', { name: 'Beaches' }).check();
  await page.getByRole('button', { name: 'Create My Itinerary' }).click();
  await expect(notifications(page).getByText('Authentication Required')).toBeVisible();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(traveller.email);
  await signIn.getByLabel('Password').fill(traveller.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(notifications(page).getByText('Itinerary Generated!')).toBeVisible();
  await expect(page.getByText(/Day 1/).first()).toBeVisible();
  await expect(page).toHaveURL(/itinerary=/);

  // The plan's address is the browser's to render (it needs the session): a reload shows it.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Plan Another Trip' })).toBeVisible();

  // Signed in, the same rendered form; the saved plans appear once the session has answered.
  // (A page rendered again carries its own request ids and times in its query state.)
  expect(withoutRequestTimes(await served(page, '/ai-planner'))).toBe(withoutRequestTimes(html));
  await gotoLive(page, '/ai-planner');
  await expect(page.getByRole('heading', { name: 'Your saved itineraries' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your saved itineraries' }).getByRole('link'),
  ).toHaveCount(1);

  expect(problems).toEqual([]);
});

/** Holds back every script the page asks for until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('what a visitor does before the page is live is done once it is', async ({ page }) => {
  const problems = consoleProblems(page);
  const early = page.locator('html[data-early-input]');

  // A filter chosen on a list while its scripts are still on the way.
  let release = await holdScripts(page);
  await page.goto('/hotels', { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels and Guesthouses' }),
  ).toBeVisible();
  await page.getByLabel('Star rating').selectOption('5');
  await expect(early).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/[?&]stars=5(&|$)/);
  await expect(early).toHaveCount(0);
  await expect(page.getByLabel('Star rating')).toHaveValue('5');
  await page.unrouteAll({ behavior: 'wait' });

  // 'Book Tickets' pressed on an event's page before it is live.
  const events = (await (await page.request.get('/api/events')).json()) as { id: number }[];
  release = await holdScripts(page);
  await page.goto(`/events/${events[0].id}`, { waitUntil: 'commit' });
  const book = page.getByRole('button', { name: 'Book Tickets' });
  await expect(book).toBeVisible();
  await book.click();
  await expect(early).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  // The tap was not lost: a visitor is asked to sign in, or, when the tap is given to the page
  // before the session has answered, the booking form opens (useRequireSignIn).
  await expect(page.getByRole('dialog', { name: /^(Sign In|Book Tickets)$/ })).toBeVisible();
  await expect(early).toHaveCount(0);

  // The page's own inline scripts ran under its content security policy, and nothing else.
  expect(problems).toEqual([]);
});

test('a link followed before the page is live is held, then a navigation within the app', async ({
  page,
}) => {
  // A page of its own: once the service worker has the scripts, they cannot be held here.
  const problems = consoleProblems(page);
  const early = page.locator('html[data-early-input]');
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Tours' })).toBeVisible();
  await footer.getByRole('link', { name: 'Tours' }).click();
  await expect(early).toHaveCount(1);
  await expect(page).toHaveURL(/\/about$/);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  release();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guided Tours' })).toBeVisible();
  await expect(early).toHaveCount(0);
  expect(documents).toEqual([]);

  expect(problems).toEqual([]);
});
