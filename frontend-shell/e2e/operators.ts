import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newTraveller, registerOverApi, type Traveller } from './support';

/** The journeys' admin: ADMIN_EMAILS (playwright.config.ts) makes this address one. */
export const ADMIN_EMAIL = 'journey.admin@example.com';

/** A room type of two units, as the journeys' hotels have. */
export const GARDEN_ROOM = {
  roomType: 'Garden Room',
  price: 80,
  description: 'A quiet double room on the garden side, with a fan and a mosquito net.',
  capacity: 2,
  units: 2,
};

/** A page of a new browser context of its own (no cookies shared with `page`). */
export async function pageOfItsOwn(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

/** Signs `account` in on `page`'s request context (cookies shared with the page). */
export async function signInOverApi(page: Page, account: Traveller) {
  const credentials = { data: { email: account.email, password: account.password } };
  expect((await page.request.post('/api/auth/login', credentials)).ok()).toBeTruthy();
}

/** The admin's signed-in request context (the account is made when this run has none yet). */
export async function adminRequest(page: Page): Promise<APIRequestContext> {
  const adminPage = await pageOfItsOwn(page);
  const admin = { ...newTraveller(), firstName: 'Isata', email: ADMIN_EMAIL };
  const credentials = { data: { email: admin.email, password: admin.password } };
  if (!(await adminPage.request.post('/api/auth/login', credentials)).ok()) {
    await registerOverApi(adminPage, admin);
    await signInOverApi(adminPage, admin);
  }
  return adminPage.request;
}

/**
 * A new account, signed in on `page`, owning a hotel business the admin has approved, with a
 * published hotel of one room type (GARDEN_ROOM).
 */
export async function operatorWithHotel(page: Page) {
  const operator = newTraveller();
  await registerOverApi(page, operator);
  await signInOverApi(page, operator);
  const applied = await page.request.post('/api/operators', {
    data: {
      name: `Lakka Beach Lodges ${Date.now().toString(36)}`,
      serviceKinds: ['hotel'],
      contactPhone: '+232 76 555 010',
      contactEmail: operator.email,
      registrationNumber: 'SL-BRS-2026-00077',
      payoutNumber: '+232 76 555 011',
    },
  });
  expect(applied.status()).toBe(201);
  const { id: orgId } = (await applied.json()) as { id: number };
  const admin = await adminRequest(page);
  expect((await admin.post(`/api/admin/organisations/${orgId}/approve`)).ok()).toBeTruthy();

  const base = `/api/partner/organisations/${orgId}`;
  const created = await page.request.post(`${base}/hotels`, {
    data: {
      name: `Lakka Beach Lodge ${Date.now().toString(36)}`,
      address: '4 Lakka Beach Road',
      city: 'Freetown',
      description: 'Round huts on the sand at Lakka, with breakfast and a view of the bay.',
      starRating: 3,
      amenities: ['Breakfast'],
    },
  });
  expect(created.status()).toBe(201);
  const hotel = (await created.json()) as { id: number; name: string };
  const room = await page.request.post(`${base}/hotels/${hotel.id}/rooms`, { data: GARDEN_ROOM });
  expect(room.status()).toBe(201);
  expect((await page.request.post(`${base}/listings/hotel/${hotel.id}/publish`)).ok()).toBeTruthy();
  const rooms = (await (await page.request.get(`/api/hotels/${hotel.id}/rooms`)).json()) as {
    id: number;
  }[];
  return { operator, orgId, hotel, roomId: rooms[0].id };
}
