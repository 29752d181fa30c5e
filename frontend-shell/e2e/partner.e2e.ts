import { chromium, expect, test, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { adminRequest } from './operators';
import { writeQrVideo } from './qr-video';
import {
  gotoLive,
  expectNoAxeViolations,
  isoDaysFromNow,
  newTraveller,
  notifications,
  registerOverApi,
  signInThroughDialog,
  type Traveller,
} from './support';

/** The journeys' admin: ADMIN_EMAILS (playwright.config.ts) makes this address one. */
const ADMIN_EMAIL = 'journey.admin@example.com';

const ROOM = {
  roomType: 'Garden Room',
  price: 80,
  description: 'A quiet double room on the garden side, with a fan and a mosquito net.',
  capacity: 2,
  units: 2,
};

/**
 * Makes the journeys' admin account when it does not exist yet (the first journey that needs it
 * in this run), verified; registering an address twice answers as the first time did.
 */
async function ensureAdminAccount(page: Page, admin: Traveller) {
  const tried = await page.request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  if (tried.ok()) return;
  await registerOverApi(page, admin);
}

const adminAccount = (): Traveller => ({
  ...newTraveller(),
  firstName: 'Isata',
  email: ADMIN_EMAIL,
});

/** A new account, signed in, whose hotel business the admin has approved: its organisation. */
async function approvedOperatorOverApi(page: Page, business: string): Promise<number> {
  const operator = newTraveller();
  await registerOverApi(page, operator);
  const login = await page.request.post('/api/auth/login', {
    data: { email: operator.email, password: operator.password },
  });
  expect(login.ok()).toBeTruthy();
  const applied = await page.request.post('/api/operators', {
    data: {
      name: business,
      serviceKinds: ['hotel'],
      contactPhone: '+232 76 555 010',
      contactEmail: operator.email,
      registrationNumber: 'SL-BRS-2026-00042',
      payoutNumber: '+232 76 555 011',
    },
  });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const admin = await adminRequest(page);
  expect((await admin.post(`/api/admin/organisations/${id}/approve`)).ok()).toBeTruthy();
  return id;
}

/** Creates and publishes a hotel with one room type of two units, over the partner API. */
async function publishHotelOverApi(page: Page, orgId: number, name: string): Promise<number> {
  const base = `/api/partner/organisations/${orgId}`;
  const created = await page.request.post(`${base}/hotels`, {
    data: {
      name,
      address: '12 Cockle Bay Road',
      city: 'Freetown',
      description:
        'A family guesthouse a short walk from Lumley Beach, with breakfast on the veranda.',
      starRating: 3,
      amenities: ['Free WiFi', 'Breakfast'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`${base}/hotels/${id}/rooms`, { data: ROOM })).status()).toBe(
    201,
  );
  expect((await page.request.post(`${base}/listings/hotel/${id}/publish`)).ok()).toBeTruthy();
  return id;
}

/**
 * Creates a hotel with one room type of two units through the listing editor, and publishes
 * it; the operator's page is on an approved organisation's partner page.
 */
async function publishHotelThroughEditor(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Partner sections' })
    .getByRole('link', { name: 'Listings' })
    .click();
  await page.getByRole('button', { name: 'New listing' }).click();
  await page
    .getByRole('list', { name: 'Kind of listing' })
    .getByRole('link', { name: 'Hotel' })
    .click();
  const details = page.getByRole('form', { name: 'New listing' });
  await details.getByRole('textbox', { name: /^Name/ }).fill(name);
  await details.getByRole('textbox', { name: /^Address/ }).fill('12 Cockle Bay Road');
  await details.getByRole('textbox', { name: /^City/ }).fill('Freetown');
  await details.getByRole('combobox', { name: /Star rating/ }).selectOption('3 stars');
  await details
    .getByRole('textbox', { name: /^Description/ })
    .fill('A family guesthouse a short walk from Lumley Beach, with breakfast on the veranda.');
  await details.getByRole('button', { name: 'Create hotel' }).click();
  await expect(notifications(page).getByText('Draft created')).toBeVisible();

  const room = page.getByRole('form', { name: 'Add a room type' });
  await room.getByRole('textbox', { name: /Room type name/ }).fill(ROOM.roomType);
  await room.getByRole('textbox', { name: /Price a night/ }).fill(String(ROOM.price));
  await room.getByRole('textbox', { name: /^Units/ }).fill(String(ROOM.units));
  await room.getByRole('textbox', { name: /Room description/ }).fill(ROOM.description);
  await room.getByRole('button', { name: 'Add room type' }).click();
  await expect(notifications(page).getByText('Room type added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Room types' })).toContainText('2 units');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(notifications(page).getByText('Travellers can find and book it now.')).toBeVisible();
}

/** A signed-in traveller in a browser context of their own. */
async function travellerPage(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

test('the whole loop: apply, approval, a hotel, a traveller books and pays, the operator scans the voucher', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const operator = newTraveller();
  const business = `Kroo Bay Guesthouses ${Date.now().toString(36)}`;
  const hotelName = `Kroo Bay Garden House ${Date.now().toString(36)}`;

  // The operator finds the way in from the footer, and signs in to apply.
  await gotoLive(page, '/');
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
  const isata = adminAccount();
  await admin.goto('/');
  await ensureAdminAccount(admin, isata);
  // Signed in through the dialog, as an admin does (a fresh context has no session).
  await admin.context().clearCookies();
  await admin.reload();
  await signInThroughDialog(admin, isata);
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
  await expect(page.getByText('No listings yet.', { exact: false })).toBeVisible();

  // The operator publishes a hotel with a room type of two units, through the editor.
  await publishHotelThroughEditor(page, hotelName);

  // A traveller, in a browser of their own, finds the hotel and books a night from today.
  const traveller = await travellerPage(page);
  const guest = newTraveller();
  await registerOverApi(traveller, guest);
  await gotoLive(traveller, '/hotels');
  await traveller.getByLabel('Search hotels').fill(hotelName);
  await traveller.getByLabel('Search hotels').press('Enter');
  const hotelCard = traveller.getByRole('article').filter({ hasText: hotelName });
  await hotelCard.getByRole('link', { name: /View Details/ }).click();
  await expect(traveller.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await traveller.getByRole('button', { name: 'Book This Room' }).first().click();
  const signIn = traveller.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(guest.email);
  await signIn.getByLabel('Password').fill(guest.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  const dialog = traveller.getByRole('dialog', { name: 'Book Your Stay' });
  const booking = dialog.getByRole('form', { name: 'Hotel booking form' });
  await booking.getByLabel('Check-in').fill(isoDaysFromNow(0));
  await booking.getByLabel('Check-out').fill(isoDaysFromNow(1));
  await booking.getByLabel('Full Name').fill('Mariama Conteh');
  await booking.getByLabel('Phone').fill('+232 76 123 456');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(traveller).toHaveURL(/\/bookings\/SL-[A-Z0-9]{6}$/);
  const reference = traveller.url().split('/').pop()!;
  await traveller.getByRole('button', { name: 'Simulate payment (sandbox)' }).click();
  const voucher = traveller.getByRole('region', { name: 'Your voucher' });
  await expect(
    voucher.getByRole('img', { name: `Check-in QR code for booking ${reference}` }),
  ).toBeVisible();
  const { voucherToken } = (await (
    await traveller.request.get(`/api/bookings/${reference}`)
  ).json()) as { voucherToken: string };
  expect(voucherToken).toMatch(/^SLV1\./);
  await traveller.context().close();

  // The operator's phone: a camera that sees the voucher's QR code.
  const video = path.join(test.info().outputDir, 'voucher.y4m');
  fs.mkdirSync(test.info().outputDir, { recursive: true });
  writeQrVideo(video, voucherToken);
  const phone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...(test.info().project.use.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const phoneContext = await phone.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: await page.context().storageState(),
      permissions: ['camera'],
      viewport: { width: 390, height: 844 },
      // axe is injected as an inline script, which the app's CSP rightly refuses.
      bypassCSP: true,
    });
    const gate = await phoneContext.newPage();

    // The booking is in the inbox.
    await gate.goto('/partner/bookings');
    const list = gate.getByRole('list', { name: 'Bookings' });
    await expect(list.getByRole('link', { name: /Mariama Conteh/ })).toContainText(reference);

    // Checked in by scanning the voucher.
    await gate
      .getByRole('navigation', { name: 'Partner sections' })
      .getByRole('link', { name: 'Check in' })
      .click();
    await expect(gate.getByRole('heading', { level: 1, name: 'Check in' })).toBeVisible();
    await gate.getByRole('button', { name: 'Start camera' }).click();
    const result = gate.getByRole('main').getByRole('status').filter({ hasText: 'Mariama Conteh' });
    await expect(result.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(result).toContainText(reference);
    // The page with the camera on and a result: no accessibility violations.
    await expectNoAxeViolations(gate);

    // The server has it, and the inbox says so.
    await gate.goto('/partner/bookings');
    await expect(list.getByRole('link', { name: /Mariama Conteh/ })).toContainText('Checked in');
  } finally {
    await phone.close();
  }
});

test('a check-in made without a connection is shown as done and sent when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const business = `Lakka Beach Lodges ${Date.now().toString(36)}`;
  const hotelName = `Lakka Beach Lodge ${Date.now().toString(36)}`;
  await gotoLive(page, '/');
  const orgId = await approvedOperatorOverApi(page, business);
  const hotelId = await publishHotelOverApi(page, orgId, hotelName);
  const hotel = (await (await page.request.get(`/api/hotels/${hotelId}`)).json()) as {
    rooms: { id: number }[];
  };

  // A traveller books tonight and pays.
  const traveller = await travellerPage(page);
  const guest = newTraveller();
  await registerOverApi(traveller, guest);
  expect(
    (
      await traveller.request.post('/api/auth/login', {
        data: { email: guest.email, password: guest.password },
      })
    ).ok(),
  ).toBeTruthy();
  const booked = await traveller.request.post('/api/bookings', {
    data: {
      serviceType: 'hotel',
      serviceId: hotelId,
      roomId: hotel.rooms[0].id,
      customerName: 'Fatmata Sesay',
      customerEmail: guest.email,
      customerPhone: '+232 76 123 456',
      guests: 2,
      startDate: isoDaysFromNow(0),
      endDate: isoDaysFromNow(1),
      totalAmount: ROOM.price,
      metadata: { roomType: ROOM.roomType, hotelName },
    },
  });
  expect(booked.status()).toBe(201);
  const { id: bookingId, reference } = (await booked.json()) as { id: string; reference: string };
  // Booked over the API, so no payment code was asked for yet: the booking page asks for one.
  await traveller.goto(`/bookings/${reference}`);
  await traveller.getByRole('button', { name: 'Get a new code' }).click();
  await traveller.getByRole('button', { name: 'Simulate payment (sandbox)' }).click();
  await expect(traveller.getByRole('region', { name: 'Your voucher' })).toBeVisible();
  await traveller.context().close();

  // The operator opens the check-in page with a connection: today's list is kept.
  await page.goto('/partner/check-in');
  const arrivals = page.getByRole('list', { name: 'Today’s arrivals' });
  await expect(arrivals.getByText('Fatmata Sesay')).toBeVisible();

  // The connection goes; the traveller reads out the reference.
  await context.setOffline(true);
  await expect(page.getByText('No connection: check-ins are kept on this phone')).toBeVisible();
  await page.getByRole('textbox', { name: /Booking reference/ }).fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(
    page.getByRole('main').getByRole('status').getByText('Checked in — will sync'),
  ).toBeVisible();
  await expect(page.getByText('1 waiting to sync')).toBeVisible();
  await expect(arrivals.getByRole('listitem').filter({ hasText: 'Fatmata Sesay' })).toContainText(
    'Checked in',
  );
  // The same booking again: refused on the phone.
  await page.getByRole('textbox', { name: /Booking reference/ }).fill(reference);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').getByText('Already checked in'),
  ).toBeVisible();

  // The connection returns: the check-in is sent, with the time it was made.
  await context.setOffline(false);
  await expect(page.getByText('Nothing waiting to sync')).toBeVisible();
  await expect(notifications(page).getByText('Check-ins synced')).toBeVisible();
  const detail = (await (
    await page.request.get(`/api/partner/organisations/${orgId}/bookings/${bookingId}`)
  ).json()) as { stage: string; checkedInAt: string };
  expect(detail.stage).toBe('checked_in');
  expect(Date.now() - Date.parse(detail.checkedInAt)).toBeLessThan(5 * 60_000);
});
