import { daysFromNow, signUp } from './support/accounts.js';
import { organisationOf, roomNight, signIn, traveller } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { UNCAPPED_HOLDS } from './support/holds.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OWNER = 'hotels@demo.salone.sl';
const CAR_OWNER = 'cars@demo.salone.sl';

const tally = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * Inventory under concurrency. On PostgreSQL these requests really run at once (a pool of
 * connections, issue 13's race tests); on the embedded database they take turns.
 */
describe('inventory races', () => {
  let t: TestApp;
  let cookies: string[];
  let hotel: Json;
  let owner: string;
  let orgId: number;

  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      ...UNCAPPED_HOLDS,
      MAX_UNPAID_BOOKINGS: '1000',
    });
    cookies = [];
    for (let i = 0; i < 8; i += 1) cookies.push((await signUp(t)).cookie);
    orgId = await organisationOf(t, OWNER);
    owner = await signIn(t, OWNER);
    const [own] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 ORDER BY id LIMIT 1`,
      [orgId],
    );
    hotel = (await t.http.get(`/api/hotels/${own.id}`).expect(200)).body;
  });
  afterAll(() => t.close());

  const book = (i: number, body: object) =>
    t.http
      .post('/api/bookings')
      .set('Cookie', cookies[i % cookies.length])
      .send(body);

  it('lets exactly 3 of 200 parallel bookings have a room type with 3 units for one night', async () => {
    const room = hotel.rooms.find((r: Json) => r.isAvailable);
    await t.dataSource.query(`UPDATE rooms SET units = 3 WHERE id = $1`, [room.id]);
    const night = daysFromNow(40);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(i, roomNight(hotel.id, room, night, daysFromNow(41))),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 3, 409: 197 });
    const [{ n }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS n FROM bookings WHERE room_id = $1 AND status IN ('pending_payment', 'confirmed')`,
      [room.id],
    );
    expect(n).toBe(3);
  });

  it('never lets a units decrease racing bookings leave fewer units than are booked', async () => {
    const rooms = hotel.rooms.filter((r: Json) => r.isAvailable);
    const room = rooms[1] ?? rooms[0];
    for (let round = 0; round < 5; round += 1) {
      const night = daysFromNow(80 + round * 3);
      await t.dataSource.query(`UPDATE rooms SET units = 4 WHERE id = $1`, [room.id]);
      await Promise.all(
        [0, 1].map((i) => book(i, roomNight(hotel.id, room, night, daysFromNow(81 + round * 3)))),
      );
      // Two units are held; one operator lowers the units to 2 while travellers try for more.
      const [decrease, ...bookings] = await Promise.all([
        t.http
          .patch(`/api/partner/organisations/${orgId}/hotels/${hotel.id}/rooms/${room.id}`)
          .set('Cookie', owner)
          .send({ units: 2 }),
        ...Array.from({ length: 6 }, (_, i) =>
          book(i + 2, roomNight(hotel.id, room, night, daysFromNow(81 + round * 3))),
        ),
      ]);
      const won = bookings.filter((res) => res.status === 201).length;
      const [{ units }] = await t.dataSource.query(`SELECT units FROM rooms WHERE id = $1`, [
        room.id,
      ]);
      const [{ held }] = await t.dataSource.query(
        `SELECT COUNT(*)::int AS held FROM bookings
          WHERE room_id = $1 AND status IN ('pending_payment', 'confirmed') AND start_date = $2`,
        [room.id, `${night}T00:00:00Z`],
      );
      expect(held).toBeLessThanOrEqual(units);
      if (decrease.status === 200) {
        expect(units).toBe(2);
        expect(won).toBe(0);
      } else {
        expect(decrease.status).toBe(409);
        expect(decrease.body.message).toMatch(
          /rooms are booked for the night of .*, so there must be at least \d units$/,
        );
        expect(units).toBe(4);
        expect(won).toBeGreaterThan(0);
      }
      expect(held).toBe(2 + won);
    }
  });

  it('never lets a closure and a booking it would cut into both succeed', async () => {
    const carOwner = await signIn(t, CAR_OWNER);
    const carOrg = await organisationOf(t, CAR_OWNER);
    const [{ id: carId }] = await t.dataSource.query(
      `SELECT id FROM cars WHERE organisation_id = $1 AND is_available ORDER BY id LIMIT 1`,
      [carOrg],
    );
    const car = (await t.http.get(`/api/cars/${carId}`).expect(200)).body;
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const day = 60 + round * 5;
      const closure = t.http
        .post(`/api/partner/organisations/${carOrg}/closures`)
        .set('Cookie', carOwner)
        .send({
          serviceType: 'car',
          serviceId: car.id,
          startDate: daysFromNow(day),
          endDate: daysFromNow(day + 1),
          reason: 'Service and new tyres',
        });
      const bookings = Array.from({ length: 10 }, (_, i) =>
        book(i, {
          serviceType: 'car',
          serviceId: car.id,
          ...traveller,
          guests: 1,
          startDate: daysFromNow(day),
          endDate: daysFromNow(day + 1),
          totalAmount: car.dailyRate + 50,
          metadata: {
            pickupLocation: car.pickupLocations[0],
            pickupTime: '10:00',
            returnTime: '10:00',
            driverRequired: true,
          },
        }),
      );
      const [closed, ...booked] = await Promise.all([closure, ...bookings]);
      const won = booked.filter((res) => res.status === 201).length;
      expect(tally(booked)[201] ?? 0).toBeLessThanOrEqual(1);
      if (closed.status === 201) {
        expect(won).toBe(0);
        expect(
          booked.filter((res) => res.status !== 409).map((res) => [res.status, res.body]),
        ).toEqual([]);
        outcomes.push('closure');
      } else {
        expect(closed.status).toBe(409);
        expect(won).toBe(1);
        expect(closed.body.details[0].field).toMatch(/^SL-/);
        outcomes.push('booking');
      }
    }
    expect(outcomes).toHaveLength(6);
  });

  it('refuses a closure of a room type that would cut into live bookings, listing them', async () => {
    const room = hotel.rooms.find((r: Json) => r.isAvailable);
    const night = daysFromNow(40);
    const refused = await t.http
      .post(`/api/partner/organisations/${orgId}/closures`)
      .set('Cookie', owner)
      .send({
        serviceType: 'hotel',
        serviceId: hotel.id,
        roomId: room.id,
        startDate: night,
        endDate: night,
        reason: 'Repainting',
      })
      .expect(409);
    expect(refused.body.message).toMatch(/^This closure would cut into 3 bookings: SL-/);
    expect(refused.body.details).toHaveLength(3);
    // Closing the room type the night after is fine, and then nobody can book it.
    const next = daysFromNow(41);
    await t.http
      .post(`/api/partner/organisations/${orgId}/closures`)
      .set('Cookie', owner)
      .send({
        serviceType: 'hotel',
        serviceId: hotel.id,
        roomId: room.id,
        startDate: next,
        endDate: next,
        reason: 'Repainting',
      })
      .expect(201);
    const res = await book(0, roomNight(hotel.id, room, next, daysFromNow(42))).expect(409);
    expect(res.body.message).toBe(
      'This room is closed for some of those nights. Please choose other dates or another room.',
    );
  });
});
