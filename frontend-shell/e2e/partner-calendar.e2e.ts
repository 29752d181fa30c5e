import { expect, test, type Page } from '@playwright/test';
import { GARDEN_ROOM, operatorWithHotel } from './operators';
import {
  gotoLive,
  expectNoAxeViolations,
  newTraveller,
  notifications,
  registerOverApi,
} from './support';

const ROOM = GARDEN_ROOM;

// A phone: the calendar must be usable at 360 px, by finger as well as by mouse and keyboard.
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

/** A traveller's unpaid booking of one unit for two nights from `first`: it holds the unit. */
async function heldBooking(
  page: Page,
  hotel: { id: number; name: string },
  roomId: number,
  first: string,
) {
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const travellerPage = await context.newPage();
  const guest = newTraveller();
  await registerOverApi(travellerPage, guest);
  const credentials = { data: { email: guest.email, password: guest.password } };
  expect((await travellerPage.request.post('/api/auth/login', credentials)).ok()).toBeTruthy();
  const last = new Date(Date.parse(`${first}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const booked = await travellerPage.request.post('/api/bookings', {
    data: {
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId,
      customerName: 'Mariama Conteh',
      customerEmail: guest.email,
      customerPhone: '+232 76 555 123',
      guests: 1,
      startDate: first,
      endDate: last,
      totalAmount: 2 * ROOM.price,
      metadata: { roomType: ROOM.roomType, hotelName: hotel.name, nights: 2 },
    },
  });
  expect(booked.status()).toBe(201);
  const booking = (await booked.json()) as { id: string; reference: string };
  await context.close();
  return booking;
}

/** Drags a finger from one day's cell to another's, through the one between. */
async function dragByTouch(page: Page, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const centre = async (day: number) => {
    const box = (await page
      .locator(`[data-day$="-${String(day).padStart(2, '0')}"]`)
      .boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const start = await centre(from);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let day = from + 1; day <= to; day += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [await centre(day)],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('the availability calendar on a phone: what is held, a refused closure, closing and reopening', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoLive(page, '/');
  const { hotel, roomId } = await operatorWithHotel(page);
  // The 10th of the month after next: far enough ahead, and days 9 to 22 in one month.
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1))
    .toISOString()
    .slice(0, 7);
  const booking = await heldBooking(page, hotel, roomId, `${month}-10`);
  const cell = (day: number) =>
    page.locator(`[data-day="${month}-${String(day).padStart(2, '0')}"]`);

  await page.goto(`/partner/calendar?listing=hotel:${hotel.id}&month=${month}`);
  const grid = page.getByRole('grid', { name: /day by day/ });
  await expect(grid).toBeVisible();
  await expect(cell(10)).toContainText('1 of 2 units left, 1 booked or held');
  await expect(cell(9)).toContainText('2 of 2 units left');
  // Seven days side by side fit the phone's width: nothing scrolls sideways.
  expect((await grid.boundingBox())!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await cell(10).tap();
  await expect(page.getByRole('list', { name: 'Bookings on this day' })).toContainText(
    booking.reference,
  );
  await expect(page.getByText('Held, awaiting payment')).toBeVisible();
  await expectNoAxeViolations(page);

  // A finger drags across the 9th to the 11th: closing them all would cut into the booking.
  // The whole month on the screen, as a person drags it.
  await grid.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await dragByTouch(page, 9, 11);
  await expect(page.getByRole('heading', { name: /\(3 days\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Close these days' }).click();
  let dialog = page.getByRole('dialog', { name: 'Close these days' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Roof repairs');
  await dialog.getByRole('button', { name: 'Close these days' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'These days were not closed' });
  await expect(refusal).toContainText(booking.reference);
  await expect(refusal.getByRole('link', { name: booking.reference })).toHaveAttribute(
    'href',
    `/partner/bookings/${booking.id}`,
  );
  await expect(notifications(page).getByText('Days not closed')).toBeVisible();
  await expectNoAxeViolations(page);

  // From the keyboard: the 20th, Shift and the right arrow twice, Enter.
  await cell(20).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(cell(22)).toBeFocused();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Close these days' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Staff training');
  await dialog.getByRole('button', { name: 'Close these days' }).click();
  await expect(notifications(page).getByText('Days closed')).toBeVisible();
  for (const day of [20, 21, 22]) await expect(cell(day)).toContainText('Closed');

  // Reopening the 21st leaves the 20th and the 22nd closed.
  await cell(21).click();
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(notifications(page).getByText('Days reopened')).toBeVisible();
  await expect(cell(21)).toContainText('2 of 2 units left');
  await expect(cell(20)).toContainText('Closed');
  await expect(cell(22)).toContainText('Closed');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('calendar-phone.png'), fullPage: true });
});

test('prices by date on a phone: a weekend price and a 2-night minimum reach the public page and the booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoLive(page, '/');
  const { hotel, roomId } = await operatorWithHotel(page);
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1))
    .toISOString()
    .slice(0, 7);
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  let friday = 1;
  while (new Date(`${day(friday)}T00:00:00Z`).getUTCDay() !== 5) friday += 1;
  const cell = (n: number) => page.locator(`[data-day="${day(n)}"]`);

  await page.goto(`/partner/calendar?listing=hotel:${hotel.id}&month=${month}`);
  const grid = page.getByRole('grid', { name: /day by day/ });
  await expect(grid).toBeVisible();
  const table = page.getByRole('table', { name: /^All room types/ });
  await expect(table.getByRole('row', { name: new RegExp(`^${ROOM.roomType}`) })).toBeVisible();

  // The whole month's nights from the 1st to the 28th, set in one step from the keyboard.
  await cell(1).click();
  for (let n = 1; n < 28; n += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.getByRole('button', { name: 'Set prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set prices and stays' });
  await dialog.getByRole('textbox', { name: /Weekend price/ }).fill('95.5');
  await dialog.getByRole('textbox', { name: /Minimum stay/ }).fill('2');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save prices' }).click();
  await expect(notifications(page).getByText('Prices saved')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(`^${ROOM.roomType}`) });
  await expect(row.getByRole('cell').nth(friday - 1)).toContainText('$95.50');
  await expect(row.getByRole('cell').nth(friday - 1)).toContainText('min. 2 nights');
  await expect(row.getByRole('cell').nth(friday + 1)).toContainText('$80');
  // The table scrolls inside its frame; the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // The public page for that weekend: the room's night and its minimum stay.
  await gotoLive(page, `/hotels/${hotel.id}?checkIn=${day(friday)}&checkOut=${day(friday + 2)}`);
  const room = page.getByRole('article', { name: ROOM.roomType });
  await expect(room).toContainText('$95.50/night');
  await expect(room).toContainText('Minimum stay 2 nights');

  // The server refuses one night with the minimum-stay message, and takes two at $191.
  const stay = (nights: number, totalAmount: number) => ({
    data: {
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId,
      customerName: 'Mariama Conteh',
      customerPhone: '+232 76 555 123',
      customerEmail: 'mariama.conteh@example.com',
      guests: 1,
      startDate: day(friday),
      endDate: day(friday + nights),
      totalAmount,
      metadata: {},
    },
  });
  const one = await page.request.post('/api/bookings', stay(1, 95.5));
  expect(one.status()).toBe(409);
  expect(await one.json()).toMatchObject({
    code: 'MINIMUM_STAY',
    message:
      'Stays arriving on this date are at least 2 nights. Please choose a later check-out date.',
  });
  const two = await page.request.post('/api/bookings', stay(2, 191));
  expect(two.status()).toBe(201);
});

test('the money page on a phone: the month’s figures, the months before it, and axe', async ({
  page,
}) => {
  await gotoLive(page, '/');
  await operatorWithHotel(page);
  await page.goto('/partner/money');
  const now = new Date();
  const monthName = (offset: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toLocaleDateString(
      'en-US',
      { month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
  const figures = page.getByRole('region', { name: monthName(0), exact: true });
  await expect(figures.getByText('Net due to you')).toBeVisible();
  await expect(figures.getByText('No paid bookings were confirmed this month.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Figures per month, in US dollars' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('region', { name: monthName(-1), exact: true })).toBeVisible();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}$/);
});
