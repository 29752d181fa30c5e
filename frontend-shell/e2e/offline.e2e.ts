import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newTraveller, registerOverApi } from './support';

/** Waits until the service worker controls the page and has finished installing. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load happened before the worker existed; a reload is served through it.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** The names of the cached requests of each `salone-*` cache, from the page. */
function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('salone-')) continue;
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

async function offline(context: BrowserContext, off: boolean) {
  await context.setOffline(off);
}

test('after one online visit, the trips and the catalogue stay readable offline; signing out clears the trips', async ({
  page,
  context,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);
  const login = await page.request.post('/api/auth/login', {
    data: { email: traveller.email, password: traveller.password },
  });
  expect(login.ok()).toBeTruthy();
  const events = await (await page.request.get('/api/events')).json();
  // An event that sells Standard tickets (which one comes first depends on the hour).
  const event = (
    events as {
      id: number;
      title: string;
      startDate: string;
      ticketCategories: { name: string }[];
    }[]
  ).find((e) => e.ticketCategories.some((c) => c.name === 'Standard'))!;
  const booked = await page.request.post('/api/bookings', {
    data: {
      serviceType: 'event',
      serviceId: event.id,
      customerName: 'Aminata Kamara',
      customerEmail: traveller.email,
      customerPhone: '+232 76 123 456',
      guests: 1,
      startDate: event.startDate.slice(0, 10),
      totalAmount: 50,
      metadata: { ticketCategory: 'Standard' },
    },
  });
  expect(booked.status()).toBe(201);

  // One online visit: the manifest is linked, the worker installs, the pages are seen.
  await page.goto('/');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/application\/manifest\+json/);
  expect((await manifest.json()).icons).toEqual(
    expect.arrayContaining([expect.objectContaining({ purpose: 'maskable' })]),
  );
  await serviceWorkerReady(page);
  await page.goto('/dashboard');
  await expect(page.getByText(event.title).first()).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Cultural Events' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const cached = await cachedPaths(page);
  expect(Object.values(cached).flat()).toEqual(
    expect.arrayContaining([
      // The list page as the server rendered it: its data came in the page.
      '/events',
      '/api/bookings/user',
      '/remotes/booking/remoteEntry.js',
    ]),
  );

  // The connection drops.
  await offline(context, true);
  await page.goto('/dashboard');
  await expect(page.getByText(event.title).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Cultural Events' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // A page that was never saved: the offline page.
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  // Back online, the traveller signs out: the next person on this phone sees no trips.
  await offline(context, false);
  await page.goto('/dashboard');
  await expect(page.getByText(event.title).first()).toBeVisible();
  await page.evaluate(async () => {
    const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
    if (!response.ok) throw new Error(`logout answered ${response.status}`);
  });
  const afterSignOut = await cachedPaths(page);
  expect(Object.values(afterSignOut).flat()).not.toContain('/api/bookings/user');
  expect(Object.keys(afterSignOut).some((name) => name.startsWith('salone-private-'))).toBe(false);
  await offline(context, true);
  await page.goto('/dashboard');
  await expect(page.getByText(event.title)).toHaveCount(0);
  await offline(context, false);
});
