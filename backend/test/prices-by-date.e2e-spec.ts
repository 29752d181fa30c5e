/**
 * Prices by date (issue 32 part 3): an operator sets a weekend price and a 2-night minimum for
 * December on a room type. The public hotel page, the booking dialog's total (the web app's
 * booking-rules quote from the public answer), the server's total to the cent, the partner
 * API's availability and quote, and a trip plan over those dates all use it; a 1-night
 * booking is refused with the minimum-stay message. Who may set and read the calendar: the
 * organisation's owner and staff and its keys with the right scope; nobody else.
 */
import {
  addDays,
  isWeekendNight,
  quoteDatedStay,
  RATE_MESSAGES,
  toCents,
} from '@salone/booking-rules';
import { signUp } from './support/accounts.js';
import { organisationOf, signIn, traveller } from './support/operators.js';
import { UNCAPPED_HOLDS } from './support/holds.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OWNER = 'hotels@demo.salone.sl';
const STAFF = 'frontdesk@demo.salone.sl';
const OTHER_OWNER = 'resorts@demo.salone.sl';
const WEEKEND_PRICE = 180.55;

const today = () => new Date().toISOString().slice(0, 10);

/** The coming December's nights from tomorrow on: this one while a week of it is left, else next year's. */
function december(): { first: string; last: string } {
  const now = today();
  const year = Number(now.slice(0, 4));
  const thisYear = now <= `${year}-12-20`;
  const first = thisYear ? `${year}-12-01` : `${year + 1}-12-01`;
  const last = thisYear ? `${year}-12-31` : `${year + 1}-12-31`;
  const tomorrow = addDays(now, 1);
  return { first: first < tomorrow ? tomorrow : first, last };
}

/** The first Friday on or after `day`. */
function fridayFrom(day: string): string {
  let night = day;
  while (new Date(`${night}T00:00:00Z`).getUTCDay() !== 5) night = addDays(night, 1);
  return night;
}

describe('prices by date', () => {
  let t: TestApp;
  let orgId: number;
  let otherOrgId: number;
  let hotelId: number;
  let room: Json;
  let friday: string;
  const cookies: Record<string, string> = {};
  const range = december();

  const partner = (path: string, id = orgId) => `/api/partner/organisations/${id}${path}`;

  async function keyOf(scopes: string[]): Promise<string> {
    const res = await t.http
      .post(partner('/api-keys'))
      .set('Cookie', cookies.owner)
      .send({ name: `Channel manager ${scopes.join(' ')}`, scopes })
      .expect(201);
    return res.body.key as string;
  }

  const stay = (checkIn: string, checkOut: string, totalAmount: number) => ({
    serviceType: 'hotel',
    serviceId: hotelId,
    roomId: room.id,
    ...traveller,
    guests: 1,
    startDate: checkIn,
    endDate: checkOut,
    totalAmount,
    metadata: {},
  });

  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      MAIL_DISABLED: 'true',
      ...UNCAPPED_HOLDS,
      API_KEY_REQUESTS_PER_MINUTE: '10000',
    });
    orgId = await organisationOf(t, OWNER);
    otherOrgId = await organisationOf(t, OTHER_OWNER);
    cookies.owner = await signIn(t, OWNER);
    cookies.staff = await signIn(t, STAFF);
    cookies.other = await signIn(t, OTHER_OWNER);
    cookies.traveller = (await signUp(t)).cookie;
    const [own] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
      [orgId],
    );
    hotelId = own.id;
    const hotel = (await t.http.get(`/api/hotels/${hotelId}`).expect(200)).body;
    room = hotel.rooms.find((r: Json) => r.isAvailable);
    await t.dataSource.query(`UPDATE rooms SET units = 20 WHERE id = $1`, [room.id]);
    friday = fridayFrom(range.first);
    // The weekend after must lie in the range too.
    if (addDays(friday, 2) > range.last) friday = addDays(friday, -7);
  }, 120_000);
  afterAll(() => t?.close());

  it('lets staff set a weekend price and a 2-night minimum for December in one step', async () => {
    const res = await t.http
      .post(partner(`/hotels/${hotelId}/rates`))
      .set('Cookie', cookies.staff)
      .send({
        roomIds: [room.id],
        startDate: range.first,
        endDate: range.last,
        label: 'December',
        weekendPrice: WEEKEND_PRICE,
        minNights: 2,
      })
      .expect(201);
    expect(res.body).toEqual([
      expect.objectContaining({
        hotelId,
        roomId: room.id,
        startDate: range.first,
        endDate: range.last,
        label: 'December',
        price: null,
        weekendPrice: WEEKEND_PRICE,
        minNights: 2,
        closedToArrival: null,
      }),
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT action, entity_name FROM audit_log WHERE action = 'room_rate.create' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.entity_name).toContain(room.roomType);
    const listed = await t.http
      .get(partner(`/hotels/${hotelId}/rates`))
      .set('Cookie', cookies.owner)
      .expect(200);
    expect(listed.body.map((r: Json) => r.id)).toContain(res.body[0].id);
  });

  it('prices the public page, the dialog and the booking alike, to the cent', async () => {
    const thursday = addDays(friday, -1) >= range.first ? addDays(friday, -1) : friday;
    const checkOut = addDays(friday, 2);
    const page = (
      await t.http
        .get(`/api/hotels/${hotelId}?checkIn=${thursday}&checkOut=${checkOut}`)
        .expect(200)
    ).body;
    const shown = page.rooms.find((r: Json) => r.id === room.id);
    expect(shown.rates).toEqual([
      {
        startDate: range.first,
        endDate: range.last,
        price: null,
        weekendPrice: WEEKEND_PRICE,
        minNights: 2,
        closedToArrival: null,
      },
    ]);
    // The dialog's quote: booking-rules over the public answer.
    const quote = quoteDatedStay(shown.price, shown.rates, thursday, checkOut);
    const weekendNights = quote.nightPrices.filter((n) => isWeekendNight(n.date)).length;
    expect(weekendNights).toBe(2);
    expect(toCents(quote.total)).toBe(
      (quote.nights - 2) * toCents(room.price) + 2 * toCents(WEEKEND_PRICE),
    );
    expect(shown.totalForDates).toBe(quote.total);
    expect(shown.minNightsForDates).toBe(2);

    // The base price for every night is refused: the server prices by the calendar.
    const wrong = await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .send(stay(thursday, checkOut, room.price * quote.nights))
      .expect(409);
    expect(wrong.body.code).toBe('TOTAL_MISMATCH');
    const booked = await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .send(stay(thursday, checkOut, quote.total))
      .expect(201);
    expect(booked.body.totalAmount).toBe(quote.total);
    const [row] = await t.dataSource.query(
      'SELECT total_amount_cents FROM bookings WHERE id = $1',
      [booked.body.id],
    );
    expect(Number(row.total_amount_cents)).toBe(toCents(quote.total));
    if (quote.nights > 2) {
      expect(booked.body.metadata.nightPrices).toEqual(quote.nightPrices);
    }
  });

  it('refuses a 1-night stay with the minimum-stay message, and takes 2 nights', async () => {
    const one = await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .send(stay(friday, addDays(friday, 1), WEEKEND_PRICE))
      .expect(409);
    expect(one.body).toMatchObject({
      code: 'MINIMUM_STAY',
      message: RATE_MESSAGES.minimumStay(2),
    });
    // A search for that one night does not price the hotel by the room (it says its minimum).
    const search = async (nights: number) =>
      (
        await t.http
          .get(`/api/hotels/${hotelId}?checkIn=${friday}&checkOut=${addDays(friday, nights)}`)
          .expect(200)
      ).body;
    const lowestOf = (rooms: Json[]) =>
      Math.min(...rooms.filter((r) => r.availableForDates).map((r) => r.priceForDates ?? r.price));
    const oneNight = await search(1);
    expect(oneNight.rooms.find((r: Json) => r.id === room.id).minNightsForDates).toBe(2);
    const others = oneNight.rooms.filter((r: Json) => r.id !== room.id);
    expect(oneNight.lowestRoomPrice).toBe(others.length > 0 ? lowestOf(others) : null);
    const twoNights = await search(2);
    expect(twoNights.lowestRoomPrice).toBe(lowestOf(twoNights.rooms));
    // Two nights from the same Friday are taken, at the calendar's price.
    const shown = (await t.http.get(`/api/hotels/${hotelId}`).expect(200)).body.rooms.find(
      (r: Json) => r.id === room.id,
    );
    const two = quoteDatedStay(shown.price, shown.rates, friday, addDays(friday, 2));
    expect(two).toMatchObject({ nights: 2, total: WEEKEND_PRICE * 2, refusal: null });
    await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .send(stay(friday, addDays(friday, 2), two.total))
      .expect(201);
  });

  it('gives partners the calendar in availability and quotes, with a key of the right scope', async () => {
    const read = await keyOf(['catalogue:read']);
    const availability = await t.http
      .get(partner(`/hotels/${hotelId}/availability?from=${friday}&to=${addDays(friday, 3)}`))
      .set('Authorization', `Bearer ${read}`)
      .expect(200);
    const nights = availability.body.rooms.find((r: Json) => r.roomId === room.id).nights;
    expect(
      nights.map((n: Json) => [n.date, n.price, n.weekend, n.minNights, n.closedToArrival]),
    ).toEqual([
      [friday, WEEKEND_PRICE, true, 2, false],
      [addDays(friday, 1), WEEKEND_PRICE, true, 2, false],
      [addDays(friday, 2), room.price, false, 2, false],
    ]);

    const quote = (body: Json) =>
      t.http
        .post(partner(`/listings/hotel/${hotelId}/quote`))
        .set('Authorization', `Bearer ${read}`)
        .send({ roomId: room.id, guests: 1, ...body })
        .expect(200);
    const two = await quote({ startDate: addDays(friday, 1), endDate: addDays(friday, 3) });
    expect(two.body).toMatchObject({
      total: WEEKEND_PRICE + room.price,
      lines: expect.arrayContaining([
        expect.objectContaining({ quantity: 1, unitPrice: WEEKEND_PRICE }),
        expect.objectContaining({ quantity: 1, unitPrice: room.price }),
      ]),
    });
    const one = await quote({ startDate: friday, endDate: addDays(friday, 1) });
    expect(one.body).toMatchObject({
      total: WEEKEND_PRICE,
      available: false,
      unavailable: { code: 'MINIMUM_STAY', message: RATE_MESSAGES.minimumStay(2) },
    });

    // Reading is catalogue:read; writing needs listings:write.
    const body = {
      roomIds: [room.id],
      startDate: addDays(friday, 14),
      endDate: addDays(friday, 14),
      closedToArrival: true,
    };
    const refused = await t.http
      .post(partner(`/hotels/${hotelId}/rates`))
      .set('Authorization', `Bearer ${read}`)
      .send(body)
      .expect(403);
    expect(refused.body.code).toBe('API_KEY_SCOPE_MISSING');
    const write = await keyOf(['listings:write']);
    const made = await t.http
      .post(partner(`/hotels/${hotelId}/rates`))
      .set('Authorization', `Bearer ${write}`)
      .send(body)
      .expect(201);
    await t.http
      .get(partner(`/hotels/${hotelId}/rates`))
      .set('Authorization', `Bearer ${write}`)
      .expect(403);
    // Closed to arrival: refused on that night, a stay passing through it is not.
    const closed = await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .send(stay(addDays(friday, 14), addDays(friday, 16), 0))
      .expect(409);
    expect(closed.body).toMatchObject({
      code: 'CLOSED_TO_ARRIVAL',
      message: RATE_MESSAGES.closedToArrival,
    });
    await t.http
      .delete(partner(`/hotels/${hotelId}/rates/${made.body[0].id}`))
      .set('Authorization', `Bearer ${write}`)
      .expect(204);
  });

  it('refuses another organisation, anonymous callers and travellers, changing nothing', async () => {
    const [{ count: before }] = await t.dataSource.query(`SELECT count(*) FROM room_rates`);
    const body = { roomIds: [room.id], startDate: range.first, endDate: range.last, price: 1 };
    const otherKey = (
      await t.http
        .post(partner('/api-keys', otherOrgId))
        .set('Cookie', cookies.other)
        .send({ name: 'Other', scopes: ['catalogue:read', 'listings:write'] })
        .expect(201)
    ).body.key;
    // Another organisation, through its own path or this one's.
    await t.http
      .post(partner(`/hotels/${hotelId}/rates`, otherOrgId))
      .set('Cookie', cookies.other)
      .send(body)
      .expect(404);
    await t.http
      .post(partner(`/hotels/${hotelId}/rates`))
      .set('Cookie', cookies.other)
      .send(body)
      .expect(404);
    await t.http
      .get(partner(`/hotels/${hotelId}/rates`, otherOrgId))
      .set('Authorization', `Bearer ${otherKey}`)
      .expect(404);
    await t.http
      .post(partner(`/hotels/${hotelId}/rates`))
      .set('Authorization', `Bearer ${otherKey}`)
      .send(body)
      .expect((res) => expect([403, 404]).toContain(res.status));
    const [rate] = await t.dataSource.query(`SELECT id FROM room_rates ORDER BY id LIMIT 1`);
    await t.http
      .delete(partner(`/hotels/${hotelId}/rates/${rate.id}`, otherOrgId))
      .set('Cookie', cookies.other)
      .expect(404);
    await t.http.get(partner(`/hotels/${hotelId}/rates`)).expect(401);
    await t.http
      .post(partner(`/hotels/${hotelId}/rates`))
      .send(body)
      .expect(401);
    await t.http
      .post(partner(`/hotels/${hotelId}/rates`))
      .set('Cookie', cookies.traveller)
      .send(body)
      .expect(404);
    const [{ count: after }] = await t.dataSource.query(`SELECT count(*) FROM room_rates`);
    expect(after).toBe(before);
  });

  it('refuses bad ranges with INVALID_RATE and the field at fault', async () => {
    const post = (body: Json) =>
      t.http
        .post(partner(`/hotels/${hotelId}/rates`))
        .set('Cookie', cookies.owner)
        .send(body);
    const cases: [Json, string, string][] = [
      [{ startDate: range.first, endDate: range.last }, 'price', 'Give at least one of'],
      [
        { startDate: addDays(today(), -1), endDate: range.last, price: 100 },
        'startDate',
        'Prices cannot be changed for nights in the past',
      ],
      [
        { startDate: range.last, endDate: range.first, price: 100 },
        'endDate',
        'The last night cannot be before the first',
      ],
      [
        { startDate: range.first, endDate: addDays(range.first, 400), price: 100 },
        'endDate',
        'A price range covers at most 366 nights',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await post({ roomIds: [room.id], ...fields }).expect(400);
      expect(res.body.code).toBe('INVALID_RATE');
      expect(res.body.details[0].field).toBe(field);
      expect(res.body.message).toContain(message);
    }
    const [other] = await t.dataSource.query(
      `SELECT r.id FROM rooms r JOIN hotels h ON h.id = r.hotel_id WHERE h.organisation_id = $1 LIMIT 1`,
      [otherOrgId],
    );
    const foreign = await post({
      roomIds: [other.id],
      startDate: range.first,
      endDate: range.last,
      price: 100,
    }).expect(400);
    expect(foreign.body).toMatchObject({
      code: 'INVALID_RATE',
      message: 'Please select a room type',
    });
    const bad = await post({
      roomIds: [room.id],
      startDate: range.first,
      endDate: range.last,
      minNights: 31,
    }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('prices a trip plan over those dates by the calendar', async () => {
    // Every hotel's rooms get the same December: a trip plan sleeps where the planner likes.
    await t.dataSource.query(
      `INSERT INTO room_rates (organisation_id, hotel_id, room_id, start_date, end_date,
                               weekend_price_cents, min_nights)
       SELECT h.organisation_id, h.id, r.id, $1, $2, r.price_cents + 3333, 2
         FROM rooms r JOIN hotels h ON h.id = r.hotel_id WHERE r.id <> $3`,
      [range.first, range.last, room.id],
    );
    const start = addDays(friday, -3) >= range.first ? addDays(friday, -3) : friday;
    const res = await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookies.traveller)
      .send({
        budget: '2000-plus',
        duration: '4-7-days',
        interests: ['beaches', 'culture'],
        startDate: start,
        endDate: addDays(start, 5),
        party: { adults: 2, childrenAges: [] },
      })
      .expect(201);
    const plan = res.body;
    let weekendNights = 0;
    const nightsAt = new Map<number, string[]>();
    for (const day of plan.dailyPlan as Json[]) {
      for (const row of day.activities as Json[]) {
        if (row.category !== 'lodging' || !row.href?.startsWith('/hotels/')) continue;
        const id = Number(row.href.split('/')[2]);
        const recommended = plan.recommendations.hotels.find((h: Json) => h.hotelId === id);
        const hotel = (
          await t.http
            .get(`/api/hotels/${id}?checkIn=${day.date}&checkOut=${addDays(day.date, 1)}`)
            .expect(200)
        ).body;
        const chosen = hotel.rooms.find((r: Json) => r.roomType === recommended.roomType);
        // The night costs what booking it charges: the room type's calendar, per room.
        expect(toCents(row.cost)).toBe(toCents(chosen.totalForDates) * recommended.rooms);
        if (isWeekendNight(day.date)) {
          weekendNights += 1;
          expect(chosen.totalForDates).not.toBe(chosen.price);
        }
        nightsAt.set(id, [...(nightsAt.get(id) ?? []), day.date]);
      }
    }
    expect(weekendNights).toBeGreaterThan(0);
    // Every hotel stay keeps December's minimum of 2 nights.
    for (const nights of nightsAt.values()) expect(nights.length).toBeGreaterThanOrEqual(2);
  });
});
