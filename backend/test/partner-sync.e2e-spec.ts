/**
 * Partner sync (issue 33 part 3): bookings and listings read in update order from
 * `updatedSince`, page by page, with changes made while paging coming again and nothing else
 * twice; every change a partner cares about moving the update time; quotes that equal what a
 * booking made through the API then charges; prices in availability answers; bad input, other
 * organisations and missing scopes refused.
 */
import { addDays } from '@salone/booking-rules';
import { daysFromNow, signUp } from './support/accounts.js';
import { organisationOf, payBooking, signIn, traveller } from './support/operators.js';
import { UNCAPPED_HOLDS } from './support/holds.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HOTEL_OWNER = 'hotels@demo.salone.sl';
const OTHER_OWNER = 'resorts@demo.salone.sl';

describe('partner sync and quotes', () => {
  let t: TestApp;
  let orgId: number;
  let otherOrgId: number;
  const cookies: Record<string, string> = {};
  let hotelId: number;
  let room: Json;
  let otherHotelId: number;

  const partner = (path: string, id = orgId) => `/api/partner/organisations/${id}${path}`;
  const bearer = (key: string) => `Bearer ${key}`;

  /** A key of the organisation, made by its owner. */
  async function keyOf(organisationId: number, scopes: string[]): Promise<string> {
    const [owner] = await t.dataSource.query(
      `SELECT u.email FROM organisation_members m JOIN users u ON u.id = m.user_id
        WHERE m.organisation_id = $1 AND m.role = 'owner' ORDER BY u.email LIMIT 1`,
      [organisationId],
    );
    const cookie = await signIn(t, owner.email);
    const res = await t.http
      .post(partner('/api-keys', organisationId))
      .set('Cookie', cookie)
      .send({ name: 'Sync', scopes })
      .expect(201);
    return res.body.key as string;
  }

  /** Reads every page of a list from `query`, following nextCursor to the end. */
  async function readAll(
    key: string,
    path: string,
    query: string,
    from: string | null = null,
  ): Promise<Json[]> {
    const items: Json[] = [];
    let cursor: string | null = from;
    do {
      const url: string = `${path}?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.http.get(url).set('Authorization', bearer(key)).expect(200);
      items.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    return items;
  }

  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      MAIL_DISABLED: 'true',
      ...UNCAPPED_HOLDS,
      API_KEY_REQUESTS_PER_MINUTE: '10000',
    });
    orgId = await organisationOf(t, HOTEL_OWNER);
    otherOrgId = await organisationOf(t, OTHER_OWNER);
    cookies.owner = await signIn(t, HOTEL_OWNER);
    cookies.traveller = (await signUp(t)).cookie;
    const [own] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
      [orgId],
    );
    hotelId = own.id;
    const hotel = (await t.http.get(`/api/hotels/${hotelId}`).expect(200)).body;
    room = hotel.rooms.find((r: Json) => r.isAvailable);
    await t.dataSource.query(`UPDATE rooms SET units = 20 WHERE id = $1`, [room.id]);
    const [other] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 ORDER BY id LIMIT 1`,
      [otherOrgId],
    );
    otherHotelId = other.id;
  }, 120_000);
  afterAll(() => t?.close());

  const stay = (night: string, nights = 1) => ({
    serviceType: 'hotel',
    serviceId: hotelId,
    roomId: room.id,
    ...traveller,
    guests: 1,
    startDate: night,
    endDate: addDays(night, nights),
    totalAmount: room.price * nights,
    metadata: {},
  });

  it('pages through booking changes in update order: a change made meanwhile comes again, nothing else twice', async () => {
    const key = await keyOf(orgId, ['bookings:read', 'bookings:write']);
    const [{ since }] = await t.dataSource.query(
      `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since`,
    );
    const made: Json[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        (
          await t.http
            .post('/api/bookings')
            .set('Cookie', cookies.traveller)
            .send(stay(daysFromNow(60 + i)))
            .expect(201)
        ).body,
      );
    }
    const list = partner('/bookings');
    const first = await t.http
      .get(`${list}?sort=updatedAt&updatedSince=${since}&limit=2`)
      .set('Authorization', bearer(key))
      .expect(200);
    expect(first.body.items.map((b: Json) => b.id)).toEqual([made[0].id, made[1].id]);
    expect(first.body.items[0].updatedAt).toEqual(expect.any(String));

    // Paid after the first page was read: it comes again at the end, as changed.
    await payBooking(t, cookies.traveller, made[0]);
    const rest = await readAll(
      key,
      list,
      `sort=updatedAt&updatedSince=${since}&limit=2`,
      first.body.nextCursor,
    );
    const ids = [...first.body.items, ...rest].map((b: Json) => b.id);
    expect(ids).toEqual([made[0].id, made[1].id, made[2].id, made[3].id, made[4].id, made[0].id]);
    const paid = rest.at(-1)!;
    expect(paid).toMatchObject({ id: made[0].id, paid: true, stage: 'confirmed' });

    // The next sync starts at the last update seen: nothing until something changes.
    let mark = paid.updatedAt as string;
    const quiet = await readAll(key, list, `sort=updatedAt&updatedSince=${mark}`);
    expect(quiet).toEqual([]);

    // Each change a partner cares about moves the booking to the end of the next sync.
    const changes: [string, () => Promise<unknown>, (b: Json) => void][] = [
      [
        'cancelled by the operator',
        () =>
          t.http
            .post(partner(`/bookings/${made[1].id}/cancel`))
            .set('Authorization', bearer(key))
            .send({ reason: 'Burst pipe in the room' })
            .expect(200),
        (b) => expect(b).toMatchObject({ id: made[1].id, stage: 'cancelled_by_operator' }),
      ],
      [
        'cancelled by the traveller',
        () =>
          t.http
            .post(`/api/bookings/${made[2].id}/cancel`)
            .set('Cookie', cookies.traveller)
            .expect(200),
        (b) => expect(b).toMatchObject({ id: made[2].id, stage: 'cancelled' }),
      ],
      [
        'a payment code asked for',
        () =>
          t.http
            .post('/api/payments/monime')
            .set('Cookie', cookies.traveller)
            .send({
              bookingId: made[3].id,
              amount: made[3].totalAmount,
              customerName: made[3].customerName,
              customerPhone: made[3].customerPhone,
              description: 'Stay',
            })
            .expect(201),
        (b) => expect(b).toMatchObject({ id: made[3].id, stage: 'pending_payment' }),
      ],
      [
        'hold expired',
        () =>
          t.dataSource.query(
            `UPDATE bookings SET status = 'expired', expired_at = now() WHERE id = $1`,
            [made[4].id],
          ),
        (b) => expect(b).toMatchObject({ id: made[4].id, stage: 'expired' }),
      ],
    ];
    for (const [what, change, check] of changes) {
      await change();
      const seen = await readAll(key, list, `sort=updatedAt&updatedSince=${mark}`);
      expect({ what, count: seen.length }).toEqual({ what, count: 1 });
      check(seen[0]);
      expect(seen[0].updatedAt > mark).toBe(true);
      mark = seen[0].updatedAt;
    }

    // A check-in (started today) is a change too.
    const today = (
      await t.http
        .post('/api/bookings')
        .set('Cookie', cookies.traveller)
        .send(stay(daysFromNow(0)))
        .expect(201)
    ).body;
    await payBooking(t, cookies.traveller, today);
    mark = (await readAll(key, list, `sort=updatedAt&updatedSince=${mark}`)).at(-1)!.updatedAt;
    await t.http
      .post(partner('/bookings/check-in'))
      .set('Authorization', bearer(key))
      .send({ reference: today.reference })
      .expect(200);
    const checkedIn = await readAll(key, list, `sort=updatedAt&updatedSince=${mark}`);
    expect(checkedIn.map((b: Json) => [b.id, b.stage])).toEqual([[today.id, 'checked_in']]);

    // The SMS reminder mark is no change to a partner.
    mark = checkedIn[0].updatedAt;
    await t.dataSource.query(`UPDATE bookings SET sms_reminder_at = now() WHERE id = $1`, [
      today.id,
    ]);
    expect(await readAll(key, list, `sort=updatedAt&updatedSince=${mark}`)).toEqual([]);

    // updatedSince filters the default order too.
    const byStart = await readAll(key, list, `updatedSince=${since}`);
    expect(byStart.map((b: Json) => b.startDate)).toEqual(
      [...byStart.map((b: Json) => b.startDate)].sort(),
    );
    expect(new Set(byStart.map((b: Json) => b.id)).size).toBe(6);
  });

  it('pages through listing changes: prices, closures and holds move a listing', async () => {
    const key = await keyOf(orgId, ['catalogue:read', 'listings:write']);
    const list = partner('/listings');
    const all = await readAll(key, list, 'sort=updatedAt&limit=3');
    const everyOne = await readAll(key, list, 'limit=100');
    expect(all.map((l: Json) => `${l.kind}:${l.id}`).sort()).toEqual(
      everyOne.map((l: Json) => `${l.kind}:${l.id}`).sort(),
    );
    expect(new Set(all.map((l: Json) => `${l.kind}:${l.id}`)).size).toBe(all.length);
    const times = all.map((l: Json) => l.updatedAt);
    expect(times).toEqual([...times].sort());
    let mark = times.at(-1) as string;
    expect(await readAll(key, list, `sort=updatedAt&updatedSince=${mark}`)).toEqual([]);

    const changes: [string, () => Promise<unknown>][] = [
      [
        'room price',
        () =>
          t.http
            .patch(partner(`/hotels/${hotelId}/rooms/${room.id}`))
            .set('Authorization', bearer(key))
            .send({ price: room.price + 1 })
            .expect(200),
      ],
      [
        'closure',
        () =>
          t.http
            .post(partner('/closures'))
            .set('Authorization', bearer(key))
            .send({
              serviceType: 'hotel',
              serviceId: hotelId,
              roomId: room.id,
              units: 1,
              startDate: daysFromNow(200),
              endDate: daysFromNow(201),
              reason: 'Repainting',
            })
            .expect(201),
      ],
      [
        'admin hold',
        () =>
          t.dataSource.query(
            `INSERT INTO listing_holds (organisation_id, kind, listing_id, reason)
             VALUES ($1, 'hotel', $2, 'Photos')`,
            [orgId, hotelId],
          ),
      ],
    ];
    for (const [what, change] of changes) {
      await change();
      const seen = await readAll(key, list, `sort=updatedAt&updatedSince=${mark}`);
      expect({ what, seen: seen.map((l: Json) => `${l.kind}:${l.id}`) }).toEqual({
        what,
        seen: [`hotel:${hotelId}`],
      });
      mark = seen[0].updatedAt;
    }
    // A ticket sold is no change to the event as a listing.
    const [category] = await t.dataSource.query(
      `SELECT c.id FROM event_ticket_categories c JOIN events e ON e.id = c.event_id
        WHERE e.organisation_id = $1 LIMIT 1`,
      [orgId],
    );
    if (category) {
      await t.dataSource.query(`UPDATE event_ticket_categories SET sold = sold WHERE id = $1`, [
        category.id,
      ]);
    }
    expect(await readAll(key, list, `sort=updatedAt&updatedSince=${mark}`)).toEqual([]);
  });

  it('quotes what a booking made through the API then charges: hotel, tour with a group discount, event, car', async () => {
    const cases: { kind: string; table: string; where: string; serviceType: string }[] = [
      { kind: 'hotel', table: 'hotels', where: 'TRUE', serviceType: 'hotel' },
      { kind: 'tour', table: 'tours', where: 'x.max_group_size >= 5', serviceType: 'tour' },
      {
        kind: 'event',
        table: 'events',
        where: `COALESCE(x.end_date, x.start_date) > now() + interval '1 day'`,
        serviceType: 'event',
      },
      { kind: 'car', table: 'cars', where: 'x.is_available', serviceType: 'car' },
    ];
    for (const { kind, table, where, serviceType } of cases) {
      const [listing] = await t.dataSource.query(
        `SELECT x.id, x.organisation_id FROM ${table} x
          JOIN organisations o ON o.id = x.organisation_id AND o.status = 'approved'
         WHERE x.status = 'published' AND ${where} ORDER BY x.id LIMIT 1`,
      );
      expect({ kind, found: Boolean(listing) }).toEqual({ kind, found: true });
      const key = await keyOf(listing.organisation_id, ['catalogue:read', 'bookings:write']);
      const path = `/api/partner/organisations/${listing.organisation_id}/listings/${kind}/${listing.id}/quote`;
      let quoteBody: Json;
      let bookingBody: Json;
      if (kind === 'hotel') {
        const hotel = (await t.http.get(`/api/hotels/${listing.id}`).expect(200)).body;
        const chosen = hotel.rooms.find((r: Json) => r.isAvailable);
        const checkIn = daysFromNow(90);
        quoteBody = {
          roomId: chosen.id,
          startDate: checkIn,
          endDate: addDays(checkIn, 3),
          guests: 1,
        };
        bookingBody = {
          roomId: chosen.id,
          startDate: checkIn,
          endDate: addDays(checkIn, 3),
          guests: 1,
          metadata: {},
        };
      } else if (kind === 'tour') {
        const tour = (await t.http.get(`/api/tours/${listing.id}`).expect(200)).body;
        const day = daysFromNow(95);
        quoteBody = { startDate: day, guests: 5, tourType: 'shared' };
        bookingBody = {
          startDate: day,
          guests: 5,
          metadata: {
            tourType: 'shared',
            preferredLanguage: tour.languages[0],
            participants: Array.from({ length: 5 }, (_, n) => ({
              name: `Participant ${n + 1}`,
              phone: traveller.customerPhone,
            })),
          },
        };
      } else if (kind === 'event') {
        const event = (await t.http.get(`/api/events/${listing.id}`).expect(200)).body;
        const category = event.ticketCategories.find((c: Json) => c.remaining >= 2);
        quoteBody = { ticketCategory: category.name, guests: 2 };
        bookingBody = { guests: 2, metadata: { ticketCategory: category.name } };
      } else {
        const pickup = daysFromNow(100);
        const terms = { pickupTime: '09:00', returnTime: '11:30', driverRequired: true };
        quoteBody = { startDate: pickup, endDate: addDays(pickup, 3), ...terms };
        const car = (await t.http.get(`/api/cars/${listing.id}`).expect(200)).body;
        bookingBody = {
          startDate: pickup,
          endDate: addDays(pickup, 3),
          guests: 1,
          metadata: { pickupLocation: car.pickupLocations[0], ...terms },
        };
      }
      const quote = (
        await t.http.post(path).set('Authorization', bearer(key)).send(quoteBody).expect(200)
      ).body;
      expect({ kind, available: quote.available, currency: quote.currency }).toEqual({
        kind,
        available: true,
        currency: 'USD',
      });
      const lines = quote.lines.reduce(
        (sum: number, l: Json) => sum + Math.round(l.amount * 100),
        0,
      );
      const off = quote.discounts.reduce(
        (sum: number, d: Json) => sum + Math.round(d.amount * 100),
        0,
      );
      expect(lines - off).toBe(Math.round(quote.total * 100));
      if (kind === 'tour') {
        expect(quote.discounts).toEqual([
          expect.objectContaining({ code: 'group_discount', percent: 5 }),
        ]);
      }
      if (kind === 'car') {
        // 3 days and 2.5 hours: 4 rental days, a driver each day.
        expect(quote.lines.map((l: Json) => [l.code, l.quantity])).toEqual([
          ['rental_day', 4],
          ['driver_day', 4],
        ]);
      }
      const booked = await t.http
        .post('/api/bookings')
        .set('Authorization', bearer(key))
        .send({
          serviceType,
          serviceId: listing.id,
          ...traveller,
          ...bookingBody,
          totalAmount: quote.total,
        });
      expect({
        kind,
        status: booked.status,
        body: booked.status === 201 ? null : booked.body,
      }).toEqual({
        kind,
        status: 201,
        body: null,
      });
      expect(booked.body.totalAmount).toBe(quote.total);
      const [row] = await t.dataSource.query(
        `SELECT total_amount_cents FROM bookings WHERE id = $1`,
        [booked.body.id],
      );
      expect(Number(row.total_amount_cents)).toBe(Math.round(quote.total * 100));

      if (kind === 'car') {
        // The car is now held for those days: the same quote says so, still with its price.
        const again = (
          await t.http.post(path).set('Authorization', bearer(key)).send(quoteBody).expect(200)
        ).body;
        expect(again).toMatchObject({
          available: false,
          total: quote.total,
          unavailable: { code: 'CAR_UNAVAILABLE' },
        });
      }
    }
  });

  it('quotes a viewing at the flat fee a booking then charges, and refuses an unpublished listing', async () => {
    const [property] = await t.dataSource.query(
      `SELECT x.id, x.organisation_id, x.is_for_rent FROM properties x
        JOIN organisations o ON o.id = x.organisation_id AND o.status = 'approved'
       WHERE x.status = 'published' AND x.is_active ORDER BY x.id LIMIT 1`,
    );
    const key = await keyOf(property.organisation_id, ['catalogue:read', 'bookings:write']);
    const base = `/api/partner/organisations/${property.organisation_id}`;
    const days = await t.http
      .get(
        `${base}/real-estate/${property.id}/availability?from=${daysFromNow(20)}&to=${daysFromNow(34)}`,
      )
      .set('Authorization', bearer(key))
      .expect(200);
    const day = days.body.days.find((d: Json) => d.vacancies > 0);
    const slot = day.slots.find((s: Json) => s.available);
    const quote = await t.http
      .post(`${base}/listings/property/${property.id}/quote`)
      .set('Authorization', bearer(key))
      .send({ startDate: day.date, viewingTime: slot.time })
      .expect(200);
    expect(quote.body).toMatchObject({
      available: true,
      total: days.body.viewingFee,
      lines: [{ code: 'viewing_fee', quantity: 1, amount: days.body.viewingFee }],
    });
    const booked = await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .send({
        serviceType: 'real_estate',
        serviceId: property.id,
        ...traveller,
        guests: 1,
        startDate: day.date,
        totalAmount: quote.body.total,
        // The quote's purpose when none is given: rent where the property is for rent.
        metadata: { viewingTime: slot.time, purpose: property.is_for_rent ? 'rent' : 'buy' },
      });
    expect({ status: booked.status, total: booked.body.totalAmount }).toEqual({
      status: 201,
      total: quote.body.total,
    });
    const taken = await t.http
      .post(`${base}/listings/property/${property.id}/quote`)
      .set('Authorization', bearer(key))
      .send({ startDate: day.date, viewingTime: slot.time })
      .expect(200);
    expect(taken.body).toMatchObject({ available: false, unavailable: { code: 'VIEWING_TAKEN' } });

    const hotelKey = await keyOf(orgId, ['catalogue:read']);
    await t.dataSource.query(`UPDATE hotels SET status = 'unpublished' WHERE id = $1`, [hotelId]);
    try {
      const refused = await t.http
        .post(partner(`/listings/hotel/${hotelId}/quote`))
        .set('Authorization', bearer(hotelKey))
        .send({ roomId: room.id, startDate: daysFromNow(20), endDate: daysFromNow(21) })
        .expect(409);
      expect(refused.body.code).toBe('LISTING_CONFLICT');
    } finally {
      await t.dataSource.query(`UPDATE hotels SET status = 'published' WHERE id = $1`, [hotelId]);
    }
  });

  it('quotes a full room type as unavailable, with its price', async () => {
    const key = await keyOf(orgId, ['catalogue:read']);
    const night = daysFromNow(150);
    await t.dataSource.query(`UPDATE rooms SET units = 1 WHERE id = $1`, [room.id]);
    const [{ price_cents: cents }] = await t.dataSource.query(
      `SELECT price_cents FROM rooms WHERE id = $1`,
      [room.id],
    );
    try {
      await t.http
        .post('/api/bookings')
        .set('Cookie', cookies.traveller)
        .send({ ...stay(night, 2), totalAmount: (cents * 2) / 100 })
        .expect(201);
      const quote = await t.http
        .post(partner(`/listings/hotel/${hotelId}/quote`))
        .set('Authorization', bearer(key))
        .send({ roomId: room.id, startDate: night, endDate: addDays(night, 2) })
        .expect(200);
      expect(quote.body).toMatchObject({
        available: false,
        unavailable: { code: 'ROOM_UNAVAILABLE' },
        lines: [{ code: 'night', quantity: 2 }],
      });
      expect(quote.body.total).toBeGreaterThan(0);
    } finally {
      await t.dataSource.query(`UPDATE rooms SET units = 20 WHERE id = $1`, [room.id]);
    }
  });

  it('answers availability with the prices a booking charges', async () => {
    const key = await keyOf(orgId, ['catalogue:read']);
    const from = daysFromNow(10);
    const to = daysFromNow(12);
    const hotel = await t.http
      .get(partner(`/hotels/${hotelId}/availability?from=${from}&to=${to}`))
      .set('Authorization', bearer(key))
      .expect(200);
    const [stored] = await t.dataSource.query(`SELECT price_cents FROM rooms WHERE id = $1`, [
      room.id,
    ]);
    const own = hotel.body.rooms.find((r: Json) => r.roomId === room.id);
    expect(hotel.body.currency).toBe('USD');
    expect(own.nights.map((n: Json) => n.price)).toEqual([
      stored.price_cents / 100,
      stored.price_cents / 100,
    ]);
    // The quote of the same nights is their sum.
    const quote = await t.http
      .post(partner(`/listings/hotel/${hotelId}/quote`))
      .set('Authorization', bearer(key))
      .send({ roomId: room.id, startDate: from, endDate: to })
      .expect(200);
    expect(quote.body.total).toBe((stored.price_cents * 2) / 100);
  });

  it('refuses bad input with 400 and a code', async () => {
    const key = await keyOf(orgId, ['catalogue:read', 'bookings:read']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const bad: [string, string][] = [
      ['/bookings?updatedSince=yesterday', 'INVALID_UPDATED_SINCE'],
      ['/bookings?updatedSince=2026-02-30T00:00:00Z', 'INVALID_UPDATED_SINCE'],
      ['/bookings?updatedSince=2026-12-01T08:00:00', 'INVALID_UPDATED_SINCE'],
      [`/bookings?updatedSince=${future}`, 'INVALID_UPDATED_SINCE'],
      ['/bookings?sort=price', 'VALIDATION_FAILED'],
      ['/listings?updatedSince=2026-13-01T00:00:00Z', 'INVALID_UPDATED_SINCE'],
      [`/listings?updatedSince=${future}`, 'INVALID_UPDATED_SINCE'],
      ['/listings?sort=name', 'VALIDATION_FAILED'],
    ];
    for (const [path, code] of bad) {
      const res = await t.http.get(partner(path)).set('Authorization', bearer(key));
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 400,
        code,
      });
    }
    // A clock a minute ahead is allowed.
    await t.http
      .get(partner(`/bookings?updatedSince=${new Date(Date.now() + 60_000).toISOString()}`))
      .set('Authorization', bearer(key))
      .expect(200);
    // A cursor of one order is not one of the other.
    const byStart = await t.http
      .get(partner('/bookings?limit=1'))
      .set('Authorization', bearer(key))
      .expect(200);
    const mixed = await t.http
      .get(partner(`/bookings?sort=updatedAt&cursor=${byStart.body.nextCursor}`))
      .set('Authorization', bearer(key))
      .expect(400);
    expect(mixed.body.code).toBe('INVALID_CURSOR');

    const quote = partner(`/listings/hotel/${hotelId}/quote`);
    const refusals: [Json, string, string][] = [
      [
        { roomId: room.id, startDate: daysFromNow(20), endDate: daysFromNow(19) },
        'INVALID_BOOKING',
        'endDate',
      ],
      [
        { roomId: room.id, startDate: daysFromNow(-2), endDate: daysFromNow(1) },
        'INVALID_BOOKING',
        'startDate',
      ],
      [{ startDate: daysFromNow(20), endDate: daysFromNow(21) }, 'INVALID_BOOKING', 'roomId'],
      [{ roomId: room.id, startDate: '20/12/2026' }, 'VALIDATION_FAILED', 'startDate'],
      [
        { roomId: room.id, startDate: daysFromNow(20), endDate: daysFromNow(21), guests: 50 },
        'VALIDATION_FAILED',
        'guests',
      ],
    ];
    for (const [body, code, field] of refusals) {
      const res = await t.http.post(quote).set('Authorization', bearer(key)).send(body);
      expect({
        body,
        status: res.status,
        code: res.body.code,
        field: res.body.details?.[0]?.field,
      }).toEqual({
        body,
        status: 400,
        code,
        field,
      });
    }
    // A tour's fields are named as the quote names them, not as the booking's metadata.
    const [tour] = await t.dataSource.query(
      `SELECT id, organisation_id FROM tours WHERE status = 'published' ORDER BY id LIMIT 1`,
    );
    const tourKey = await keyOf(tour.organisation_id, ['catalogue:read']);
    const noType = await t.http
      .post(`/api/partner/organisations/${tour.organisation_id}/listings/tour/${tour.id}/quote`)
      .set('Authorization', bearer(tourKey))
      .send({ startDate: daysFromNow(30), guests: 2 })
      .expect(400);
    expect(noType.body).toMatchObject({
      code: 'INVALID_BOOKING',
      details: [{ field: 'tourType' }],
    });
    // An unknown kind is a listing that does not exist.
    await t.http
      .post(partner(`/listings/boat/${hotelId}/quote`))
      .set('Authorization', bearer(key))
      .send({})
      .expect(404);
  });

  it('answers another organisation’s listings 404 and refuses a key without the scope', async () => {
    const key = await keyOf(orgId, ['catalogue:read', 'bookings:read']);
    const body = { roomId: room.id, startDate: daysFromNow(20), endDate: daysFromNow(21) };
    // Another organisation's path: the 404 a non-member gets.
    await t.http
      .post(partner(`/listings/hotel/${otherHotelId}/quote`, otherOrgId))
      .set('Authorization', bearer(key))
      .send(body)
      .expect(404);
    await t.http
      .get(partner('/bookings?sort=updatedAt', otherOrgId))
      .set('Authorization', bearer(key))
      .expect(404);
    await t.http
      .get(partner('/listings?sort=updatedAt', otherOrgId))
      .set('Authorization', bearer(key))
      .expect(404);
    // Its own path, another organisation's listing: 404 too.
    const foreign = await t.http
      .post(partner(`/listings/hotel/${otherHotelId}/quote`))
      .set('Authorization', bearer(key))
      .send(body)
      .expect(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    // A session of another organisation's owner: 404 as well.
    const other = await signIn(t, OTHER_OWNER);
    await t.http
      .post(partner(`/listings/hotel/${hotelId}/quote`))
      .set('Cookie', other)
      .send(body)
      .expect(404);

    const bookingsOnly = await keyOf(orgId, ['bookings:read']);
    const noCatalogue = await t.http
      .post(partner(`/listings/hotel/${hotelId}/quote`))
      .set('Authorization', bearer(bookingsOnly))
      .send(body)
      .expect(403);
    expect(noCatalogue.body.code).toBe('API_KEY_SCOPE_MISSING');
    await t.http
      .get(partner('/listings?sort=updatedAt'))
      .set('Authorization', bearer(bookingsOnly))
      .expect(403);
    const catalogueOnly = await keyOf(orgId, ['catalogue:read']);
    const noBookings = await t.http
      .get(partner('/bookings?sort=updatedAt'))
      .set('Authorization', bearer(catalogueOnly))
      .expect(403);
    expect(noBookings.body.code).toBe('API_KEY_SCOPE_MISSING');
    // A session works as ever.
    await t.http
      .post(partner(`/listings/hotel/${hotelId}/quote`))
      .set('Cookie', cookies.owner)
      .send(body)
      .expect(200);
  });
});
