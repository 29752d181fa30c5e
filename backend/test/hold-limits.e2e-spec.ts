import { daysFromNow, signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const customer = {
  customerName: 'Aminata Kamara',
  customerEmail: 'aminata@example.com',
  customerPhone: '+232 76 300 400',
};

const tally = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * One account cannot hoard what others want to book: caps on what its unpaid bookings hold,
 * a pause before re-booking what it cancelled, and an unpaid-booking limit that holds under
 * races (docs/decisions/unpaid-booking-caps.md). Defaults: 10 tickets per event, 2 cars, 3 rooms
 * per hotel night, 10 minutes, 10 unpaid bookings.
 */
describe('no hoarding', () => {
  let t: TestApp;
  let hotels: Json[];
  let events: Json[];
  let cars: Json[];

  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0' });
    hotels = (await t.http.get('/api/hotels')).body;
    events = (await t.http.get('/api/events')).body;
    cars = (await t.http.get('/api/cars')).body;
  });
  afterAll(() => t.close());

  const book = (cookie: string, body: object) =>
    t.http.post('/api/bookings').set('Cookie', cookie).send(body);

  const tickets = (event: Json, category: string, quantity: number) => ({
    serviceType: 'event',
    serviceId: event.id,
    ...customer,
    guests: quantity,
    startDate: event.startDate.slice(0, 10),
    totalAmount: quantity * event.ticketCategories.find((c: Json) => c.name === category).price,
    metadata: { ticketCategory: category },
  });

  const firstCategory = (event: Json) => tickets(event, event.ticketCategories[0].name, 1);

  const rental = (car: Json, from: number, to: number) => ({
    serviceType: 'car',
    serviceId: car.id,
    ...customer,
    guests: 1,
    startDate: daysFromNow(from),
    endDate: daysFromNow(to),
    totalAmount: (to - from) * car.dailyRate + (to - from) * 50,
    metadata: {
      pickupLocation: car.pickupLocations[0],
      pickupTime: '09:00',
      returnTime: '09:00',
      driverRequired: true,
    },
  });

  const stay = (hotel: Json, room: Json, from: number, to: number) => ({
    serviceType: 'hotel',
    serviceId: hotel.id,
    roomId: room.id,
    ...customer,
    guests: 1,
    startDate: daysFromNow(from),
    endDate: daysFromNow(to),
    totalAmount: (to - from) * room.price,
    metadata: {},
  });

  const cancel = (cookie: string, id: string) =>
    t.http.post(`/api/bookings/${id}/cancel`).set('Cookie', cookie).expect(200);

  it('refuses a fresh account that tries to hold every ticket of an event', async () => {
    const { cookie } = await signUp(t);
    // An event that sells RULINGS 4's table; which one depends on the hour (tonight's may be over).
    const event = events.find((e: Json) =>
      ['Standard', 'VIP', 'VVIP'].every((name) =>
        e.ticketCategories.some((c: Json) => c.name === name),
      ),
    )!;
    // The first finding: 135 tickets (Standard 100, VIP 25, VVIP 10) in 8 unpaid bookings.
    const attempts: [string, number][] = [
      ['Standard', 20],
      ['Standard', 20],
      ['Standard', 20],
      ['Standard', 20],
      ['Standard', 20],
      ['VIP', 20],
      ['VIP', 5],
      ['VVIP', 10],
    ];
    const statuses: number[] = [];
    for (const [category, quantity] of attempts) {
      statuses.push((await book(cookie, tickets(event, category, quantity))).status);
    }
    // Only the 5 VIP tickets fit under the cap of 10; 7 bookings are refused.
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const [{ held }] = await t.dataSource.query(
      `SELECT COALESCE(SUM(guests), 0)::int AS held FROM bookings
        WHERE service_id = $1 AND service_type = 'event' AND status = 'pending_payment'`,
      [event.id],
    );
    expect(held).toBe(5);
  });

  it('lets an account hold 10 tickets of one event, says why the 11th is refused, and frees the cap once paid', async () => {
    const { cookie } = await signUp(t);
    const event = events.at(-1)!;
    await book(cookie, tickets(event, 'Standard', 6)).expect(201);
    const fourth = await book(cookie, tickets(event, 'VIP', 4)).expect(201);
    const refused = await book(cookie, tickets(event, 'Standard', 1)).expect(409);
    expect(refused.body).toMatchObject({
      message:
        'You can hold at most 10 unpaid tickets for one event; you already hold 10. Please pay for your tickets before booking more.',
    });
    const partly = await book(cookie, tickets(events.at(-1)!, 'Standard', 5));
    expect(partly.status).toBe(409);
    // Another event is not affected.
    await book(cookie, tickets(events.at(-2)!, 'Standard', 2)).expect(201);
    // Paid tickets are the account's own: they no longer count as held.
    await t.dataSource.query(
      `UPDATE bookings SET status = 'confirmed', confirmed_at = now(), hold_expires_at = NULL WHERE id = $1`,
      [fourth.body.id],
    );
    const more = await book(cookie, tickets(event, 'Standard', 5));
    expect(more.status).toBe(409);
    expect(more.body.message).toContain('you already hold 6. You can add 4 more');
    await book(cookie, tickets(event, 'Standard', 4)).expect(201);
  });

  it('lets an account hold at most 2 cars at once, whatever the dates', async () => {
    const { cookie } = await signUp(t);
    const available = cars.filter((car: Json) => car.isAvailable);
    expect(available.length).toBeGreaterThan(2);
    // The first finding: every bookable car for 89 days.
    const statuses: number[] = [];
    for (const car of available) statuses.push((await book(cookie, rental(car, 100, 189))).status);
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.slice(2).every((s) => s === 409)).toBe(true);
    const refused = await book(cookie, rental(available[2], 200, 202)).expect(409);
    expect(refused.body).toMatchObject({
      message:
        'You can hold at most 2 unpaid car rentals at once. Please pay for or cancel one before booking another car.',
    });
    // Another account can rent the cars that were not taken.
    const other = await signUp(t);
    await book(other.cookie, rental(available[2], 100, 189)).expect(201);
  });

  it('lets an account hold at most 3 rooms of one hotel per night', async () => {
    const { cookie } = await signUp(t);
    const hotel = hotels.find((h: Json) => h.rooms.some((r: Json) => r.isAvailable))!;
    const room = hotel.rooms.find((r: Json) => r.isAvailable);
    await t.dataSource.query('UPDATE rooms SET units = 10 WHERE id = $1', [room.id]);
    await book(cookie, stay(hotel, room, 60, 63)).expect(201);
    await book(cookie, stay(hotel, room, 61, 63)).expect(201);
    await book(cookie, stay(hotel, room, 62, 64)).expect(201);
    // Night 62 now has three.
    const refused = await book(cookie, stay(hotel, room, 62, 63)).expect(409);
    expect(refused.body).toMatchObject({
      message:
        'You can hold at most 3 unpaid rooms per night at one hotel. Please pay for or cancel a room before booking another for those nights.',
    });
    // Night 60 has one, 61 two, 64 none.
    await book(cookie, stay(hotel, room, 60, 62)).expect(201);
    await book(cookie, stay(hotel, room, 64, 66)).expect(201);
  });

  it('keeps a cancelled hold free for 10 minutes for everyone else', async () => {
    const { cookie } = await signUp(t);
    const car = cars.filter((c: Json) => c.isAvailable).at(-1)!;
    const first = await book(cookie, rental(car, 220, 225)).expect(201);
    await cancel(cookie, first.body.id);
    const again = await book(cookie, rental(car, 222, 223)).expect(409);
    expect(again.body.message).toMatch(
      /^You cancelled this booking a moment ago, so it stays free for other travellers for 10 minutes\. You can book it again after \d\d:\d\d UTC\.$/,
    );
    // Other dates of the same car are not blocked; nor is another account.
    const later = await book(cookie, rental(car, 230, 231)).expect(201);
    await cancel(cookie, later.body.id);
    const other = await signUp(t);
    const theirs = await book(other.cookie, rental(car, 220, 225)).expect(201);
    await cancel(other.cookie, theirs.body.id);
    // Ten minutes after the cancellation the first account may book it again.
    await t.dataSource.query(
      `UPDATE bookings SET cancelled_at = now() - interval '10 minutes 1 second' WHERE id = $1`,
      [first.body.id],
    );
    await book(cookie, rental(car, 222, 223)).expect(201);
  });

  it('counts the unpaid-booking limit under a lock: 30 parallel bookings, exactly 10 succeed', async () => {
    const { cookie, id } = await signUp(t);
    const open = events.filter((e: Json) => new Date(e.startDate) > new Date()).slice(0, 6);
    expect(open.length).toBeGreaterThanOrEqual(3);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => book(cookie, firstCategory(open[i % open.length]))),
    );
    expect(tally(responses)).toEqual({ 201: 10, 409: 20 });
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body).toMatchObject({
        message: 'You have 10 unpaid bookings. Please pay or cancel one before booking again.',
      });
    }
    const [{ n }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS n FROM bookings WHERE user_id = $1 AND status = 'pending_payment'`,
      [id],
    );
    expect(n).toBe(10);
  });
});
