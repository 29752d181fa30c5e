import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  newTraveller,
  notifications,
  registerOverApi,
  type Traveller,
} from './support';

/** The journeys' admin: ADMIN_EMAILS (playwright.config.ts) makes this address one. */
const ADMIN_EMAIL = 'journey.admin@example.com';

/** A 1x1 PNG: a real image for the server's content check. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A new account, signed in in `page`, whose business the admin has approved. */
async function approvedOperator(page: Page, business: string, serviceKinds = ['hotel']) {
  const operator = newTraveller();
  await registerOverApi(page, operator);
  const login = await page.request.post('/api/auth/login', {
    data: { email: operator.email, password: operator.password },
  });
  expect(login.ok()).toBeTruthy();
  const applied = await page.request.post('/api/operators', {
    data: {
      name: business,
      serviceKinds,
      contactPhone: '+232 76 555 010',
      contactEmail: operator.email,
      registrationNumber: 'SL-BRS-2026-00077',
      payoutNumber: '+232 76 555 011',
    },
  });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: number };

  const adminContext = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const admin: Traveller = { ...newTraveller(), firstName: 'Isata', email: ADMIN_EMAIL };
  const adminPage = await adminContext.newPage();
  const tried = await adminPage.request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  if (!tried.ok()) {
    await registerOverApi(adminPage, admin);
    const login = await adminPage.request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password },
    });
    expect(login.ok()).toBeTruthy();
  }
  expect((await adminPage.request.post(`/api/admin/organisations/${id}/approve`)).ok()).toBe(true);
  await adminContext.close();
}

test('an operator writes a hotel in the editor, adds a room type of 2 units and a photo, and publishes it', async ({
  browser,
}) => {
  // A phone-sized window; CSP bypassed only so that axe can be injected.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 412, height: 823 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  const business = `Lumley Stays ${Date.now().toString(36)}`;
  const hotelName = `Lumley Garden Lodge ${Date.now().toString(36)}`;
  await approvedOperator(page, business);

  await page.goto('/partner/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await expect(page.getByText('No listings yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New listing' }).click();
  await page
    .getByRole('list', { name: 'Kind of listing' })
    .getByRole('link', { name: 'Hotel' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'New hotel' })).toBeVisible();
  // Nothing typed yet: the checks say what is missing.
  await page.getByRole('button', { name: 'Create hotel' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(hotelName);
  await page.getByLabel('Address', { exact: true }).fill('12 Cockle Bay Road');
  await page.getByLabel('City', { exact: true }).fill('Freetown');
  await page.getByLabel('Star rating', { exact: true }).selectOption('3');
  await page
    .getByLabel('Description')
    .fill('A family guesthouse a short walk from Lumley Beach, with breakfast on the veranda.');
  await page.getByLabel('Amenities', { exact: true }).fill('Free WiFi\nBreakfast');
  // The unsaved form survives a reload.
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(hotelName);
  await page.getByRole('button', { name: 'Create hotel' }).click();

  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/listings\/hotel\/\d+$/);

  const addRoom = page.getByRole('form', { name: 'Add a room type' });
  await addRoom.getByLabel('Room type name').fill('Garden Room');
  await addRoom.getByLabel('Price a night (US$)').fill('80');
  await addRoom.getByLabel('Guests it sleeps').fill('2');
  await addRoom.getByLabel('Units').fill('2');
  await addRoom
    .getByLabel('Room description')
    .fill('A quiet double room on the garden side, with a fan and a mosquito net.');
  await addRoom.getByRole('button', { name: 'Add room type' }).click();
  await expect(
    page.getByRole('list', { name: 'Room types' }).getByText('$80 a night · sleeps 2 · 2 units'),
  ).toBeVisible();

  await page.getByLabel('Add photos').setInputFiles({
    name: 'veranda.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(page.getByRole('list', { name: 'Photos in order' }).getByRole('img')).toHaveCount(1);

  // A draft saves itself while it is typed.
  await page.getByLabel('City', { exact: true }).fill('Freetown, Lumley');
  await expect(page.getByRole('form', { name: 'Listing details' }).getByRole('status')).toHaveText(
    'Saved',
  );
  // The pin: a click on the map (its tiles from the journeys' tile server) places it, the
  // coordinates fill in, and the draft saves them.
  const place = page.getByRole('group', { name: 'Location on the map' });
  const picker = place.getByTestId('place-map');
  await picker.scrollIntoViewIfNeeded();
  await expect(picker).toHaveAttribute('data-map-state', 'map');
  await picker.getByRole('region', { name: "Map: click to place the listing's pin" }).click();
  await expect(picker.locator('.leaflet-marker-icon')).toHaveCount(1);
  const latitude = Number(await place.getByLabel('Latitude', { exact: true }).inputValue());
  const longitude = Number(await place.getByLabel('Longitude', { exact: true }).inputValue());
  expect(latitude).toBeGreaterThan(6.5);
  expect(latitude).toBeLessThan(10.5);
  expect(longitude).toBeGreaterThan(-13.8);
  expect(longitude).toBeLessThan(-9.8);
  await expect(page.getByRole('form', { name: 'Listing details' }).getByRole('status')).toHaveText(
    'Saved',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    notifications(page).getByText('Travellers can find and book it now.', { exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View public page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(page.getByText('Garden Room').first()).toBeVisible();
  // The public page puts the hotel where its operator placed the pin.
  const hotelMap = page.getByTestId('place-map');
  await expect(async () => {
    // The page may still be settling (the rooms load): scroll again until the map is drawn.
    await hotelMap.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(hotelMap.locator(`.leaflet-marker-icon[title="${hotelName}"]`)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });

  await page.goto('/partner/listings');
  const row = page.getByRole('list', { name: 'Listings' }).getByRole('listitem');
  await expect(row.filter({ hasText: hotelName }).getByText('Published')).toBeVisible();
  await context.close();
});

test('the editors of the other kinds create what the server accepts: an event with tickets, a tour, a car, a property', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await approvedOperator(page, `Salone Everything ${stamp}`, [
    'hotel',
    'event',
    'tour',
    'car',
    'property',
  ]);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const create = async (button: string, heading: string) => {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Listing details' }).getByRole('status'),
    ).toHaveText('Saved');
  };

  await page.goto('/partner/listings/new/event');
  await field('Title').fill(`Jazz by the Sea ${stamp}`);
  await field('City').fill('Freetown');
  await field('Location').fill('Aberdeen Beach');
  await field('Starts').fill('2027-03-20T19:00');
  await field('Ends').fill('2027-03-20T23:00');
  await field('Description').fill('An evening of jazz by the sea.');
  await field('Venue name').fill('Beach Stage');
  await field('Venue capacity').fill('500');
  await field('Venue address').fill('Aberdeen, Freetown');
  await field('Directions').fill('Along the beach road.');
  await create('Create event', `Jazz by the Sea ${stamp}`);
  const tickets = page.getByRole('form', { name: 'Add a ticket category' });
  await tickets.getByLabel('Ticket name').fill('Standard');
  await tickets.getByLabel('Ticket price (US$)').fill('50');
  await tickets.getByLabel('Tickets on offer').fill('100');
  await tickets.getByLabel('What the ticket includes').fill('Entry');
  await tickets.getByRole('button', { name: 'Add ticket category' }).click();
  await expect(page.getByText('0 of 100 sold or held', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('link', { name: 'View public page' })).toBeVisible();

  await page.goto('/partner/listings/new/tour');
  await field('Title').fill(`Tacugama Morning ${stamp}`);
  await field('Location').fill('Tacugama');
  await field('City').fill('Freetown');
  await field('Duration').fill('Half day (4 hours)');
  await field('Price a person (US$)').fill('45');
  await field('Description').fill('A morning with rescued chimpanzees.');
  await field('Seats a departure').fill('10');
  await field('Private groups a day').fill('2');
  await field('Transport').fill('Minibus from Freetown');
  await create('Create tour', `Tacugama Morning ${stamp}`);

  await page.goto('/partner/listings/new/car');
  await field('Make').fill('Toyota');
  await field('Model').fill(`RAV4 ${stamp}`);
  await field('Year').fill('2021');
  await field('Daily rate (US$)').fill('75');
  await field('Location').fill('Freetown');
  await field('Pickup locations').fill('Lungi Airport\nAberdeen');
  await field('Insurance').fill('Comprehensive insurance with a $500 excess');
  await create('Create car', `Toyota RAV4 ${stamp}`);

  await page.goto('/partner/listings/new/property');
  await field('Title').fill(`Wilberforce Flat ${stamp}`);
  await field('Address').fill('5 Spur Road, Wilberforce');
  await field('Size').fill('1,100 sq ft');
  await field('Price (US$)').fill('1200');
  await field('Description').fill('A bright flat with a view of the bay.');
  await field('Parking').fill('One covered space');
  await create('Create property', `Wilberforce Flat ${stamp}`);
});
