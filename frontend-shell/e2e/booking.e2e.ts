import { expect, test, type Page } from '@playwright/test';
import {
  gotoLive,
  isoDaysFromNow,
  newTraveller,
  notifications,
  payAndSeeConfirmed,
  registerOverApi,
  type Traveller,
} from './support';

/** Signs in through the Sign In dialog the booking button opened for a visitor. */
async function signInWhenAsked(page: Page, traveller: Traveller) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(traveller.email);
  await dialog.getByLabel('Password').fill(traveller.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the small-screen menu when the viewport hides it. */
async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

test('hotels: browse, filter, open a hotel, book a room, pay, see it confirmed', async ({
  page,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);

  await gotoLive(page, '/hotels');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels and Guesthouses' }),
  ).toBeVisible();
  await page.getByLabel('Price per night').selectOption('mid');
  await expect(page).toHaveURL(/priceBand=mid/);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const hotelName = (await firstCard.getByRole('heading').first().textContent())!.trim();
  await firstCard.getByRole('link', { name: /View Details/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await page.getByRole('button', { name: 'Book This Room' }).first().click();
  await signInWhenAsked(page, traveller);

  const dialog = page.getByRole('dialog', { name: 'Book Your Stay' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Hotel booking form' });
  await form.getByLabel('Check-in').fill(isoDaysFromNow(40));
  await form.getByLabel('Check-out').fill(isoDaysFromNow(43));
  await form.getByLabel('Full Name').fill('Aminata Kamara');
  await form.getByLabel('Phone').fill('+232 76 123 456');
  await expect(dialog.getByText(/3 nights/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(notifications(page).getByText('Booking Created Successfully')).toBeVisible();
  await expect(
    notifications(page).getByText(
      /Your booking has been created\. Please use USSD code: \*\d+\*\d+\*\d+# to complete payment\./,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await openMenuIfCollapsed(page);
  await payAndSeeConfirmed(page, hotelName);
});

test('events: browse, filter by category, open an event, buy tickets, pay, see it confirmed', async ({
  page,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);

  await gotoLive(page, '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Cultural Events' })).toBeVisible();
  await page.getByLabel('Category').selectOption('music');
  await expect(page).toHaveURL(/category=music/);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link', { name: /View Details/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Book Tickets' }).first().click();
  await signInWhenAsked(page, traveller);

  const dialog = page.getByRole('dialog', { name: 'Book Tickets' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /VIP/ }).first().check();
  await dialog.getByLabel('Full Name').fill('Aminata Kamara');
  await dialog.getByLabel('Phone').fill('+232 76 123 456');
  await dialog.getByLabel('Number of tickets').selectOption('2');
  await expect(dialog.getByText(/\$300/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(notifications(page).getByText('Tickets Booked Successfully')).toBeVisible();
  await expect(
    notifications(page).getByText(/Use USSD code: \*\d+\*\d+\*\d+# to complete payment\./),
  ).toBeVisible();

  await openMenuIfCollapsed(page);
  await payAndSeeConfirmed(page, title);
});

test('cars: browse, filter by type, open a car, rent it with a driver, pay, see it confirmed', async ({
  page,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);

  await gotoLive(page, '/cars');
  await expect(page.getByRole('heading', { level: 1, name: 'Car Rentals' })).toBeVisible();
  await page.getByLabel('Vehicle type').selectOption({ label: 'SUV' });
  await expect(page).toHaveURL(/type=/);
  const card = page.getByRole('article').filter({ hasText: 'Available' }).first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link', { name: /View Details/ }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Rent Now' }).first().click();
  await signInWhenAsked(page, traveller);

  const dialog = page.getByRole('dialog', { name: `Rent ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Aminata Kamara');
  await dialog.getByLabel('Phone').fill('+232 76 123 456');
  await dialog.getByLabel('Pickup date').fill(isoDaysFromNow(50));
  await dialog.getByLabel('Pickup time').selectOption('09:00');
  await dialog.getByLabel('Return date').fill(isoDaysFromNow(53));
  await dialog.getByLabel('Return time').selectOption('09:00');
  await dialog.getByLabel('Pickup location').selectOption({ index: 1 });
  await dialog.getByLabel(/I need a professional driver/).check();
  await expect(dialog.getByText(/3 days?/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(notifications(page).getByText('Car Rental Booked Successfully')).toBeVisible();
  await expect(
    notifications(page).getByText(/Use USSD code: \*\d+\*\d+\*\d+# to complete payment\./),
  ).toBeVisible();

  await openMenuIfCollapsed(page);
  await payAndSeeConfirmed(page, name);
});

test('tours: browse, filter by difficulty, open a tour, book it privately for two, pay, see it confirmed', async ({
  page,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);

  await gotoLive(page, '/tours');
  await expect(page.getByRole('heading', { level: 1, name: 'Guided Tours' })).toBeVisible();
  await page.getByLabel('Difficulty').selectOption('easy');
  await expect(page).toHaveURL(/difficulty=easy/);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link', { name: /View Details/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Book Tour' }).first().click();
  await signInWhenAsked(page, traveller);

  const dialog = page.getByRole('dialog', { name: 'Book Your Tour' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Private/ }).check();
  await dialog.getByLabel('Tour Date').fill(isoDaysFromNow(60));
  await dialog.getByLabel('Number of Participants').selectOption('2');
  await dialog.getByLabel('Preferred Language').selectOption('Krio');
  const second = dialog.getByRole('group', { name: 'Participant 2' });
  await dialog
    .getByRole('group', { name: /Participant 1/ })
    .getByLabel('Phone')
    .fill('+232 76 123 456');
  await second.getByLabel('Name').fill('Mohamed Sesay');
  await second.getByLabel('Phone').fill('+232 77 654 321');
  await second.getByLabel('Email').fill('mohamed@example.com');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(notifications(page).getByText('Tour Booked Successfully')).toBeVisible();
  await expect(
    notifications(page).getByText(/Use USSD code: \*\d+\*\d+\*\d+# to complete payment\./),
  ).toBeVisible();

  await openMenuIfCollapsed(page);
  await payAndSeeConfirmed(page, title);
});

test('real estate: browse, filter to rentals, inquire, schedule a viewing, pay, see it confirmed', async ({
  page,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);

  await gotoLive(page, '/real-estate');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeVisible();
  await page.getByLabel('Purpose').selectOption('rent');
  await expect(page).toHaveURL(/purpose=rent/);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(card.getByText(/\/month|\$/).first()).toBeVisible();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();

  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /Inquire/ })
    .click();
  await signInWhenAsked(page, traveller);

  const dialog = page.getByRole('dialog', { name: 'Book a Property Viewing' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Aminata Kamara');
  await dialog.getByLabel('Phone').fill('+232 76 123 456');
  await dialog.getByLabel('Viewing Date').fill(isoDaysFromNow(7));
  await dialog.getByLabel('Viewing Time').selectOption('10:30');
  await dialog.getByRole('radio', { name: 'Rent' }).check();
  await expect(dialog.getByText('$25').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Viewing' }).click();

  await expect(notifications(page).getByText('Viewing Scheduled Successfully')).toBeVisible();
  await expect(
    notifications(page).getByText(/Use USSD code: \*\d+\*\d+\*\d+# to complete payment\./),
  ).toBeVisible();

  await openMenuIfCollapsed(page);
  await payAndSeeConfirmed(page, title);
});

// A 1x1 PNG: the server reads the file's content, not its name.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

test('cars: a traveller who drives uploads a licence, and the rental goes through', async ({
  page,
}) => {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);

  await gotoLive(page, '/cars');
  const card = page.getByRole('article').filter({ hasText: 'Available' }).nth(1);
  const name = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link', { name: /View Details/ }).click();
  await page.getByRole('button', { name: 'Rent Now' }).first().click();
  await signInWhenAsked(page, traveller);

  const dialog = page.getByRole('dialog', { name: `Rent ${name}` });
  await dialog.getByLabel('Phone').fill('+232 76 123 456');
  await dialog.getByLabel('Pickup date').fill(isoDaysFromNow(70));
  await dialog.getByLabel('Pickup time').selectOption('10:00');
  await dialog.getByLabel('Return date').fill(isoDaysFromNow(72));
  await dialog.getByLabel('Return time').selectOption('10:00');
  await dialog.getByLabel('Pickup location').selectOption({ index: 1 });

  // Without a licence the product's refusal comes first.
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(notifications(page).getByText("Driver's license required")).toBeVisible();

  await dialog
    .getByLabel("Driver's license")
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByText(/Uploaded licence\.png/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(notifications(page).getByText('Car Rental Booked Successfully')).toBeVisible();

  const { items: bookings } = await (await page.request.get('/api/bookings/user')).json();
  expect(bookings[0].metadata.driversLicenseId).toEqual(expect.any(String));
});
