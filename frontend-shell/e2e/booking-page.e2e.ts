import { expect, test, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import { gotoLive, newTraveller, registerOverApi, type Traveller } from './support';
import { tileTemplate } from './tile-server';

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
  await gotoLive(page, `/events/${events[0].id}`);
  await page.getByRole('button', { name: 'Book Tickets' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book Tickets' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio').first().check();
  await dialog.getByLabel('Full Name').fill('Aminata Kamara');
  await dialog.getByLabel('Phone').fill('+232 76 123 456');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A booking request of each kind, priced as the server prices it, for the signed-in traveller. */
async function bookingRequests(page: Page): Promise<Json[]> {
  const read = async (path: string) => (await page.request.get(path)).json();
  const customer = {
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
  };
  const hotel = await read(`/api/hotels/${(await read('/api/hotels'))[0].id}`);
  const room = hotel.rooms.find((r: Json) => r.isAvailable);
  const event = await read(`/api/events/${(await read('/api/events'))[0].id}`);
  const category = event.ticketCategories[0];
  const car = (await read('/api/cars')).find((c: Json) => c.isAvailable);
  const tour = (await read('/api/tours'))[0];
  const property = (await read('/api/real-estate')).find((p: Json) => p.isForSale && p.isActive);
  return [
    {
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId: room.id,
      startDate: day(40),
      endDate: day(42),
      totalAmount: 2 * room.price,
      metadata: { roomType: room.roomType, hotelName: hotel.name, nights: 2 },
    },
    {
      serviceType: 'event',
      serviceId: event.id,
      startDate: event.startDate.slice(0, 10),
      totalAmount: category.price,
      metadata: { ticketCategory: category.name, eventTitle: event.title },
    },
    {
      serviceType: 'car',
      serviceId: car.id,
      startDate: day(60),
      endDate: day(62),
      // With a driver ($50 a day): no licence to upload.
      totalAmount: 2 * (car.dailyRate + 50),
      metadata: {
        pickupLocation: car.pickupLocations[0],
        pickupTime: '09:00',
        returnTime: '09:00',
        driverRequired: true,
        carMake: car.make,
        carModel: car.model,
      },
    },
    {
      serviceType: 'tour',
      serviceId: tour.id,
      startDate: day(45),
      totalAmount: tour.pricing.shared,
      metadata: {
        tourType: 'shared',
        preferredLanguage: 'English',
        participants: [
          { name: 'Aminata Kamara', phone: '+232 76 123 456', email: 'aminata@example.com' },
        ],
        tourTitle: tour.title,
      },
    },
    {
      serviceType: 'real_estate',
      serviceId: property.id,
      startDate: day(30),
      totalAmount: 25,
      metadata: { viewingTime: '10:30', purpose: 'buy', propertyTitle: property.title },
    },
  ].map((request) => ({ ...customer, guests: 1, ...request }));
}

/** Books over the API and pays in the sandbox: the booking's reference, confirmed. */
async function confirmedOverApi(page: Page, request: Json): Promise<string> {
  const created = await page.request.post('/api/bookings', { data: request });
  expect(created.status(), await created.text()).toBe(201);
  const booking = await created.json();
  const payment = await page.request.post('/api/payments/monime', {
    data: {
      bookingId: booking.id,
      amount: booking.totalAmount,
      customerName: booking.customerName,
      customerPhone: booking.customerPhone,
      description: booking.serviceName,
    },
  });
  expect(payment.ok()).toBeTruthy();
  const { paymentId } = await payment.json();
  expect(
    (await page.request.post(`/api/payments/sandbox/${paymentId}/complete`)).ok(),
  ).toBeTruthy();
  return booking.reference as string;
}

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pdfPages = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

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
  await expect(page.getByText(/^Le\s\d/).first()).toBeVisible();
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
  const booking = await (await page.request.get(`/api/bookings/${reference}`)).json();
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

test("a confirmed voucher of every kind prints on one A4 page, with the operator's contact and directions", async ({
  page,
}) => {
  await signedInTraveller(page);
  for (const request of await bookingRequests(page)) {
    const reference = await confirmedOverApi(page, request);
    await page.goto(`/bookings/${reference}`);
    const voucher = page.getByRole('region', { name: 'Your voucher' });
    await expect(voucher.getByRole('img', { name: /Check-in QR code/ })).toBeVisible();
    await expect(voucher.getByRole('region', { name: 'Contact' })).toContainText('+232');
    await expect(voucher.getByRole('region', { name: 'Directions' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    const pages = pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    expect(pages, `${request.serviceType} voucher ${reference}`).toBe(1);
    await page.emulateMedia({ media: 'screen' });
  }
});

test('every detail page shows the place on a map with its marker; offline, or when the tiles fail, the plain panel', async ({
  page,
  context,
}) => {
  const tileCount = async () =>
    (
      (await (
        await page.request.get(
          tileTemplate(Number(process.env.E2E_PORT)).replace('{z}/{x}/{y}.png', '__tiles'),
        )
      ).json()) as { served: number }
    ).served;
  const first = async (path: string, name: (item: Json) => string) => {
    const body = (await (await page.request.get(path)).json()) as Json[] | { items: Json[] };
    const item = (Array.isArray(body) ? body : body.items)[0];
    return { id: item.id as number, name: name(item) };
  };
  const pages = [
    { path: '/hotels', ...(await first('/api/hotels', (h) => h.name)) },
    { path: '/events', ...(await first('/api/events', (e) => e.title)) },
    { path: '/cars', ...(await first('/api/cars', (c) => `${c.make} ${c.model}`)) },
    { path: '/tours', ...(await first('/api/tours', (t) => t.title)) },
    { path: '/real-estate', ...(await first('/api/real-estate', (p) => p.title)) },
  ];
  // The scripts that carry Leaflet's code (whatever chunk webpack put it in).
  const leaflet: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('leaflet-tile-container')) leaflet.push(response.url());
  });

  for (const [index, listing] of pages.entries()) {
    await gotoLive(page, `${listing.path}/${listing.id}`);
    const map = page.getByTestId('place-map');
    if (index === 0) {
      // The map's code is fetched only once the map comes into view.
      expect(leaflet).toEqual([]);
    }
    await page
      .getByRole('heading', { name: 'Location', level: 2, exact: true })
      .scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-state', 'map');
    await expect(map.locator(`.leaflet-marker-icon[title="${listing.name}"]`)).toBeVisible();
    await expect(map.locator('.leaflet-control-attribution')).toContainText(
      '© OpenStreetMap contributors',
    );
    if (index === 0) {
      expect(leaflet.length).toBeGreaterThan(0);
      expect(await tileCount()).toBeGreaterThan(0);
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    }
  }

  // Offline: the page is open, the map not yet in view; it comes into view as the plain panel.
  const tour = pages[3];
  await gotoLive(page, `/tours/${tour.id}`);
  await context.setOffline(true);
  await page
    .getByRole('heading', { name: 'Location', level: 2, exact: true })
    .scrollIntoViewIfNeeded();
  const offlineMap = page.getByTestId('place-map');
  await expect(offlineMap).toHaveAttribute('data-map-state', 'fallback');
  await expect(offlineMap.getByRole('img', { name: `Map of ${tour.name}` })).toBeVisible();
  await expect(offlineMap.getByTestId('map-marker')).toHaveCount(1);
  await expect(offlineMap.getByRole('strong')).toHaveText(tour.name);
  await context.setOffline(false);

  // Tiles that cannot be had (the source is down): the plain panel, never a grey box.
  await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.abort());
  const hotel = pages[0];
  await gotoLive(page, `/hotels/${hotel.id}`);
  await page
    .getByRole('heading', { name: 'Location', level: 2, exact: true })
    .scrollIntoViewIfNeeded();
  const downMap = page.getByTestId('place-map');
  await expect(downMap).toHaveAttribute('data-map-state', 'fallback');
  await expect(downMap.getByTestId('map-marker')).toHaveCount(1);
  await expect(
    downMap.getByText('The map cannot be shown right now; the pin marks the place.'),
  ).toBeVisible();
});
