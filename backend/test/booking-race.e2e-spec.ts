import { daysFromNow, signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { UNCAPPED_HOLDS } from './support/holds.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PARALLEL = 50;
const customer = {
  customerName: 'Ibrahim Sesay',
  customerEmail: 'ibrahim@example.com',
  customerPhone: '+232 77 100 200',
};

/**
 * Many travellers press "Book" at the same moment. On PostgreSQL these requests really run
 * concurrently (a pool of connections); the database's constraints decide who wins.
 */
describe('booking races', () => {
  let t: TestApp;
  let cookies: string[];

  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      ...UNCAPPED_HOLDS,
      MAX_UNPAID_BOOKINGS: '1000',
    });
    cookies = [];
    for (let i = 0; i < 5; i += 1) cookies.push((await signUp(t)).cookie);
  });
  afterAll(() => t.close());

  const fire = (body: object) =>
    Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.http
          .post('/api/bookings')
          .set('Cookie', cookies[i % cookies.length])
          .send(body),
      ),
    );

  const tally = (responses: { status: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it(`lets exactly one of ${PARALLEL} parallel requests have the last room for those nights`, async () => {
    const hotels: Json[] = (await t.http.get('/api/hotels')).body;
    const hotel = hotels[0];
    const room = hotel.rooms.find((r: Json) => r.isAvailable);
    // The sample room types have several units; this one is left with its last.
    await t.dataSource.query(`UPDATE rooms SET units = 1 WHERE id = $1`, [room.id]);
    const responses = await fire({
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId: room.id,
      ...customer,
      guests: 1,
      startDate: daysFromNow(40),
      endDate: daysFromNow(42),
      totalAmount: 2 * room.price,
      metadata: {},
    });
    expect(tally(responses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
    const [{ n }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS n FROM bookings WHERE room_id = $1 AND status IN ('pending_payment', 'confirmed')`,
      [room.id],
    );
    expect(n).toBe(1);
  });

  it(`sells the last 3 tickets to exactly 3 of ${PARALLEL} parallel buyers`, async () => {
    const events: Json[] = (await t.http.get('/api/events')).body;
    const event = events.at(-1)!;
    await t.dataSource.query(
      `UPDATE event_ticket_categories SET sold = quantity - 3 WHERE event_id = $1 AND name = 'VIP'`,
      [event.id],
    );
    const responses = await fire({
      serviceType: 'event',
      serviceId: event.id,
      ...customer,
      guests: 1,
      startDate: event.startDate.slice(0, 10),
      totalAmount: 150,
      metadata: { ticketCategory: 'VIP' },
    });
    expect(tally(responses)).toEqual({ 201: 3, 409: PARALLEL - 3 });
    const [row] = await t.dataSource.query(
      `SELECT sold, quantity FROM event_ticket_categories WHERE event_id = $1 AND name = 'VIP'`,
      [event.id],
    );
    expect(row.sold).toBe(row.quantity);
  });

  it(`rents one car to exactly one of ${PARALLEL} parallel requests for the same days`, async () => {
    const cars: Json[] = (await t.http.get('/api/cars')).body;
    const car = cars.find((c) => c.isAvailable)!;
    const responses = await fire({
      serviceType: 'car',
      serviceId: car.id,
      ...customer,
      guests: 1,
      startDate: daysFromNow(50),
      endDate: daysFromNow(52),
      totalAmount: 2 * car.dailyRate + 100,
      metadata: {
        pickupLocation: car.pickupLocations[0],
        pickupTime: '10:00',
        returnTime: '10:00',
        driverRequired: true,
      },
    });
    expect(tally(responses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
  });

  it(`fills a shared tour exactly to its group size under ${PARALLEL} parallel requests`, async () => {
    const tours: Json[] = (await t.http.get('/api/tours')).body;
    const tour = tours[0];
    const responses = await fire({
      serviceType: 'tour',
      serviceId: tour.id,
      ...customer,
      guests: 1,
      startDate: daysFromNow(60),
      totalAmount: tour.price,
      metadata: {
        tourType: 'shared',
        preferredLanguage: 'English',
        participants: [
          {
            name: customer.customerName,
            phone: customer.customerPhone,
            email: customer.customerEmail,
          },
        ],
      },
    });
    expect(tally(responses)).toEqual({ 201: tour.maxGroupSize, 409: PARALLEL - tour.maxGroupSize });
  });
});
