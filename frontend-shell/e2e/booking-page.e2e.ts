import { expect, test, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import { newTraveller, registerOverApi, type Traveller } from './support';

/** A verified traveller, signed in (the context keeps the session cookie). */
async function signedInTraveller(page: Page): Promise<Traveller> {
  const traveller = newTraveller();
  await registerOverApi(page, traveller);
  const login = await page.request.post('/api/auth/login', {
    data: { email: traveller.email, password: traveller.password },
  });
  expect(login.ok()).toBeTruthy();
  return traveller;
}

/** Opens the first event and books a ticket of its first category through its dialog. */
async function bookTickets(page: Page) {
  const events = (await (await page.request.get('/api/events')).json()) as { id: number }[];
  await page.goto(`/events/${events[0].id}`);
  await page.getByRole('button', { name: 'Book Tickets' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Tickets' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio').first().check();
  await dialog.getByLabel('Full Name').fill('Aminata Kamara');
  await dialog.getByLabel('Phone').fill('+232 76 123 456');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
}

/** The lines of an iCalendar file, unfolded (RFC 5545 3.1), as `NAME;PARAMS` -> value. */
function icsLines(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n/)
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

test('book, land on the booking page, pay in the sandbox, see the voucher and add it to a calendar', async ({
  page,
}) => {
  await signedInTraveller(page);
  await bookTickets(page);

  await expect(page).toHaveURL(/\/bookings\/SL-[A-Z0-9]{6}$/);
  const reference = page.url().split('/').pop()!;
  await expect(page.getByLabel('USSD code')).toHaveText(/^\*\d+\*\d+\*\d+#$/);
  await expect(page.getByText(/^SLE/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Dial / })).toHaveAttribute('href', /^tel:.*%23$/);

  // The page turns into the voucher on its own: no reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('button', { name: 'Simulate payment (sandbox)' }).click();
  const voucher = page.getByRole('region', { name: 'Your voucher' });
  await expect(
    voucher.getByRole('img', { name: `Check-in QR code for booking ${reference}` }),
  ).toBeVisible();
  await expect(voucher.getByText(reference)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    voucher.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${reference}.ics`);
  const ics = icsLines(fs.readFileSync((await download.path())!, 'utf8'));
  const booking = await (await page.request.get(`/api/bookings/reference/${reference}`)).json();
  const start = new Date(booking.startDate as string);
  const local = start.toISOString().replace(/[-:]/g, '').slice(0, 15); // GMT all year
  expect(ics).toContainEqual(['DTSTART;TZID=Africa/Freetown', local]);
  expect(ics).toContainEqual(['TZID', 'Africa/Freetown']);
  expect(ics).toContainEqual(['TZOFFSETTO', '+0000']);
  expect(ics.find(([name]) => name === 'SUMMARY')?.[1]).toContain(reference);
});

test('a booking whose answer is lost is sent again and books once', async ({ page }) => {
  await signedInTraveller(page);
  let dropped = 0;
  await page.route('**/api/bookings', async (route) => {
    if (route.request().method() === 'POST' && dropped === 0) {
      dropped += 1;
      // The server books; the answer never reaches the phone.
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await bookTickets(page);

  await expect(page).toHaveURL(/\/bookings\/SL-[A-Z0-9]{6}$/);
  expect(dropped).toBe(1);
  const { items } = await (await page.request.get('/api/bookings/user')).json();
  expect(items).toHaveLength(1);
  expect(page.url()).toContain(`/bookings/${items[0].reference}`);
});
