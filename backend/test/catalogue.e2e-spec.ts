import { EVENTS } from '../src/seed/data/events.js';
import { eventStart } from '../src/seed/seed.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ERROR_KEYS = ['code', 'error', 'message', 'statusCode'];

/** Every error answer has exactly the one error body. */
function expectErrorBody(body: Json, statusCode: number, message?: string) {
  expect(
    Object.keys(body)
      .filter((key) => key !== 'details')
      .sort(),
  ).toEqual(ERROR_KEYS);
  expect(body.statusCode).toBe(statusCode);
  if (message) expect(body.message).toBe(message);
}

/**
 * A listing's own answer is the list's item plus its operator's WhatsApp number (E.164, or null
 * when the operator gave none).
 */
function listingOf(body: Record<string, unknown>): Record<string, unknown> {
  const { whatsapp, ...listing } = body;
  expect(whatsapp === null || (typeof whatsapp === 'string' && /^\+\d{8,15}$/.test(whatsapp))).toBe(
    true,
  );
  return listing;
}

describe('catalogue API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/content/service-content', () => {
    it('lists the six service cards with live counts, only the planner with a gradient', async () => {
      const { body } = await t.http.get('/api/content/service-content').expect(200);
      expect(body.map((card: Json) => card.serviceType)).toEqual(
        expect.arrayContaining(['hotels', 'events', 'tours', 'cars', 'real_estate', 'ai_planner']),
      );
      expect(body).toHaveLength(6);
      for (const card of body) {
        expect(Object.keys(card).sort()).toEqual(
          [
            'count',
            'description',
            'gradient',
            'href',
            'id',
            'imageUrl',
            'serviceType',
            'title',
          ].sort(),
        );
      }
      const withGradient = body.filter((card: Json) => card.gradient);
      expect(withGradient.map((card: Json) => card.serviceType)).toEqual(['ai_planner']);
      const hotels = await t.http.get('/api/hotels');
      expect(body.find((card: Json) => card.serviceType === 'hotels').count).toBe(
        hotels.body.length,
      );
    });
  });

  describe('hotels', () => {
    it('returns every hotel with the spec field names and its lowest room price', async () => {
      const { body } = await t.http.get('/api/hotels').expect(200);
      expect(body.length).toBeGreaterThanOrEqual(8);
      for (const hotel of body) {
        expect(hotel).toEqual(
          expect.objectContaining({
            id: expect.any(Number),
            name: expect.any(String),
            address: expect.any(String),
            description: expect.any(String),
            starRating: expect.any(Number),
            images: expect.any(Array),
            amenities: expect.any(Array),
            rooms: expect.any(Array),
          }),
        );
        expect(hotel.rooms.length).toBeGreaterThanOrEqual(2);
        expect(hotel.rooms.length).toBeLessThanOrEqual(5);
        expect(hotel.roomCount).toBe(hotel.rooms.length);
        expect(hotel.lowestRoomPrice).toBe(Math.min(...hotel.rooms.map((r: Json) => r.price)));
        for (const room of hotel.rooms) {
          expect(Object.keys(room).sort()).toEqual(
            [
              'amenities',
              'availableForDates',
              'capacity',
              'description',
              'hotelId',
              'id',
              'images',
              'isAvailable',
              'minNightsForDates',
              'price',
              'priceForDates',
              'rates',
              'roomType',
              'totalForDates',
            ].sort(),
          );
        }
      }
      const rooms = body.flatMap((hotel: Json) => hotel.rooms);
      expect(rooms.some((room: Json) => room.isAvailable === false)).toBe(true);
      const cities = new Set(body.map((hotel: Json) => hotel.city));
      for (const city of ['Freetown', 'Peninsula', 'Bo', 'Kenema', 'Makeni']) {
        expect(cities).toContain(city);
      }
    });

    it('filters by star rating', async () => {
      const { body } = await t.http.get('/api/hotels?stars=4').expect(200);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((hotel: Json) => hotel.starRating === 4)).toBe(true);
    });

    it.each([
      ['budget', (p: number) => p < 100],
      ['mid', (p: number) => p >= 100 && p < 200],
      ['luxury', (p: number) => p >= 200],
    ])('applies the %s price band to the lowest room price', async (band, fits) => {
      const all = (await t.http.get('/api/hotels')).body as Json[];
      const { body } = await t.http.get(`/api/hotels?priceBand=${band}`).expect(200);
      expect(body.length).toBeGreaterThan(0);
      expect(body.map((h: Json) => h.id)).toEqual(
        all.filter((h) => fits(h.lowestRoomPrice)).map((h) => h.id),
      );
    });

    it('searches name, address and town, case-insensitively', async () => {
      const { body } = await t.http.get('/api/hotels?search=kENEMA').expect(200);
      expect(body.length).toBeGreaterThan(0);
      for (const hotel of body) {
        expect(
          `${hotel.name} ${hotel.address} ${hotel.city} ${hotel.description}`.toLowerCase(),
        ).toContain('kenema');
      }
      const none = await t.http.get('/api/hotels?search=%25%25%25zzz').expect(200);
      expect(none.body).toEqual([]);
    });

    it('returns one hotel and its rooms', async () => {
      const [first] = (await t.http.get('/api/hotels')).body;
      const hotel = await t.http.get(`/api/hotels/${first.id}`).expect(200);
      expect(listingOf(hotel.body)).toEqual(first);
      const rooms = await t.http.get(`/api/hotels/${first.id}/rooms`).expect(200);
      expect(rooms.body).toEqual(first.rooms);
    });

    it.each(['999999', 'abc', '0', '-3', '1.5', '99999999999'])(
      'answers 404 with the error body for hotel id %p',
      async (id) => {
        const res = await t.http.get(`/api/hotels/${id}`).expect(404);
        expectErrorBody(res.body, 404, 'Hotel not found');
        const rooms = await t.http.get(`/api/hotels/${id}/rooms`).expect(404);
        expectErrorBody(rooms.body, 404, 'Hotel not found');
      },
    );

    it('refuses an unknown filter value with a 400 naming the field', async () => {
      const res = await t.http.get('/api/hotels?priceBand=cheap').expect(400);
      expectErrorBody(res.body, 400);
      expect(res.body.details[0].field).toBe('priceBand');
      expect(res.body.message).toContain('priceBand');
    });
  });

  describe('sorting the lists', () => {
    const nonDecreasing = (values: number[]) =>
      values.every((value, i) => i === 0 || values[i - 1] <= value);
    const nonIncreasing = (values: number[]) => nonDecreasing([...values].reverse());
    const lists: Array<[string, (item: Json) => number, ((item: Json) => number) | null]> = [
      ['/api/hotels', (h) => h.lowestRoomPrice, (h) => h.starRating],
      ['/api/cars', (c) => c.dailyRate, null],
      ['/api/events', (e) => e.price, null],
      ['/api/tours', (t) => t.price, (t) => t.operator.rating],
      // Properties keep sale prices and monthly rents apart (service-details.e2e-spec.ts).
    ];

    it.each(lists)(
      'sorts %s by price both ways, and by rating where there is one',
      async (path, price, rating) => {
        const all = (await t.http.get(path).expect(200)).body as Json[];
        const up = (await t.http.get(`${path}?sort=price-asc`).expect(200)).body as Json[];
        const down = (await t.http.get(`${path}?sort=price-desc`).expect(200)).body as Json[];
        expect(up.length).toBe(all.length);
        expect(new Set(up.map((item) => item.id))).toEqual(new Set(all.map((item) => item.id)));
        expect(nonDecreasing(up.map(price))).toBe(true);
        expect(nonIncreasing(down.map(price))).toBe(true);
        // The seed data has different prices, so the order really changes.
        expect(up.map((item) => item.id)).not.toEqual(down.map((item) => item.id));
        if (rating) {
          const best = (await t.http.get(`${path}?sort=rating-desc`).expect(200)).body as Json[];
          expect(nonIncreasing(best.map(rating))).toBe(true);
          expect(best.length).toBe(all.length);
        } else {
          const res = await t.http.get(`${path}?sort=rating-desc`).expect(400);
          expect(res.body.details[0].field).toBe('sort');
        }
        const unknown = await t.http.get(`${path}?sort=cheapest`).expect(400);
        expectErrorBody(unknown.body, 400);
        expect(unknown.body.details[0].field).toBe('sort');
      },
    );

    it('keeps filters with a sort', async () => {
      const { body } = await t.http.get('/api/hotels?stars=4&sort=price-desc').expect(200);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((hotel: Json) => hotel.starRating === 4)).toBe(true);
      expect(nonIncreasing(body.map((hotel: Json) => hotel.lowestRoomPrice))).toBe(true);
    });
  });

  describe('events', () => {
    it('returns every event, soonest first, with three ticket categories each', async () => {
      const now = new Date();
      const { body } = await t.http.get('/api/events').expect(200);
      // Every seeded event that has not ended yet: tonight's is over late in the evening (GMT).
      const upcoming = EVENTS.filter((seed) => {
        const start = eventStart(seed, now).getTime();
        return start + (seed.durationHours ?? 0) * 3_600_000 >= now.getTime();
      });
      expect(upcoming.length).toBeGreaterThanOrEqual(11);
      expect(body.length).toBeGreaterThanOrEqual(upcoming.length);
      const starts = body.map((event: Json) => Date.parse(event.startDate));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const categories = new Set(body.map((event: Json) => event.category));
      for (const category of ['cultural', 'festival', 'music', 'food', 'sports']) {
        expect(categories).toContain(category);
      }
      // RULINGS 4's table is the default for the events that suit it; others sell what fits
      // them (a marathon sells distances, never a 'VVIP meet and greet').
      const standardTable = body.filter((event: Json) =>
        event.ticketCategories.some((c: Json) => c.name === 'VVIP'),
      );
      expect(standardTable.length).toBeGreaterThanOrEqual(
        upcoming.filter((seed) => seed.ticketCategories.some((c) => c.name === 'VVIP')).length,
      );
      expect(standardTable.length).toBeGreaterThanOrEqual(5);
      for (const event of standardTable) {
        expect(event.ticketCategories.map((c: Json) => [c.name, c.price, c.quantity])).toEqual([
          ['Standard', 50, 100],
          ['VIP', 150, 25],
          ['VVIP', 300, 10],
        ]);
      }
      const marathon = body.find((event: Json) => event.title === 'Freetown City Marathon');
      expect(marathon.ticketCategories.map((c: Json) => c.name)).toEqual([
        '5 km fun run',
        '10 km race',
        'Full marathon',
      ]);
      for (const event of body) {
        expect(event.ticketCategories.length).toBeGreaterThan(0);
        expect(event.price).toBe(Math.min(...event.ticketCategories.map((c: Json) => c.price)));
        expect(event.ticketCategories.every((c: Json) => c.remaining === c.quantity)).toBe(true);
        expect(event.venue).toEqual(expect.objectContaining({ name: expect.any(String) }));
        expect(event.organizer).toEqual(expect.objectContaining({ name: expect.any(String) }));
        expect(event.schedule.length).toBeGreaterThan(0);
      }
    });

    it('bounds the date filters on both ends', async () => {
      const now = Date.now();
      const all = (await t.http.get('/api/events')).body as Json[];
      const within = (event: Json, days: number) =>
        Date.parse(event.startDate) <= now + days * 86_400_000 &&
        Date.parse(event.endDate ?? event.startDate) >= now;
      const week = (await t.http.get('/api/events?date=week').expect(200)).body as Json[];
      expect(week.length).toBeGreaterThan(0);
      expect(week.map((e) => e.id)).toEqual(all.filter((e) => within(e, 7)).map((e) => e.id));
      const month = (await t.http.get('/api/events?date=month').expect(200)).body as Json[];
      expect(month.length).toBeGreaterThan(week.length);
      expect(month.length).toBeLessThan(all.length);
      const today = (await t.http.get('/api/events?date=today').expect(200)).body as Json[];
      for (const event of today) expect(within(event, 1)).toBe(true);
    });

    it('lists the events on the days asked for (from and to, both included)', async () => {
      const all = (await t.http.get('/api/events')).body as Json[];
      const day = (iso: string) => iso.slice(0, 10);
      const target = all[Math.floor(all.length / 2)];
      const from = day(target.startDate);
      const to = day(new Date(Date.parse(target.startDate) + 2 * 86_400_000).toISOString());
      const listed = (await t.http.get(`/api/events?from=${from}&to=${to}`).expect(200))
        .body as Json[];
      const expected = all.filter(
        (e) => day(e.startDate) <= to && day(e.endDate ?? e.startDate) >= from,
      );
      expect(listed.map((e) => e.id)).toEqual(expected.map((e) => e.id));
      expect(listed.map((e) => e.id)).toContain(target.id);
      expect(listed.length).toBeLessThan(all.length);
      const onward = (await t.http.get(`/api/events?from=${from}`).expect(200)).body as Json[];
      expect(onward.map((e) => e.id)).toEqual(
        all.filter((e) => day(e.endDate ?? e.startDate) >= from).map((e) => e.id),
      );
      const bad = await t.http.get('/api/events?from=soon').expect(400);
      expect(bad.body.details[0].field).toBe('from');
    });

    it('filters by category and searches title or location', async () => {
      const music = (await t.http.get('/api/events?category=music').expect(200)).body as Json[];
      expect(music.length).toBeGreaterThan(0);
      expect(music.every((event) => event.category === 'music')).toBe(true);
      const freetown = (await t.http.get('/api/events?search=freetown').expect(200)).body as Json[];
      expect(freetown.length).toBeGreaterThan(0);
      for (const event of freetown) {
        expect(`${event.title} ${event.location}`.toLowerCase()).toContain('freetown');
      }
    });

    it('returns one event and 404s unknown ones', async () => {
      const [first] = (await t.http.get('/api/events')).body;
      expect(listingOf((await t.http.get(`/api/events/${first.id}`).expect(200)).body)).toEqual(
        first,
      );
      expectErrorBody(
        (await t.http.get('/api/events/4242').expect(404)).body,
        404,
        'Event not found',
      );
      expectErrorBody((await t.http.get('/api/events/x').expect(404)).body, 404, 'Event not found');
    });

    it('leaves ended events out of the list, and keeps one still running', async () => {
      const [ended, running] = (await t.http.get('/api/events')).body as Json[];
      await t.dataSource.query(
        `UPDATE events SET start_date = now() - interval '3 days', end_date = now() - interval '2 days' WHERE id = $1`,
        [ended.id],
      );
      await t.dataSource.query(
        `UPDATE events SET start_date = now() - interval '1 hour', end_date = now() + interval '2 hours' WHERE id = $1`,
        [running.id],
      );
      const ids = ((await t.http.get('/api/events').expect(200)).body as Json[]).map((e) => e.id);
      expect(ids).not.toContain(ended.id);
      expect(ids[0]).toBe(running.id);
      // Its page still answers (a traveller's booking links to it).
      await t.http.get(`/api/events/${ended.id}`).expect(200);
    });

    it('refuses a date filter outside today, week and month', async () => {
      const res = await t.http.get('/api/events?date=yesterday').expect(400);
      expectErrorBody(res.body, 400);
      expect(res.body.details[0].field).toBe('date');
    });
  });

  describe('cars', () => {
    it('returns every car with derived prices, some rented', async () => {
      const { body } = await t.http.get('/api/cars').expect(200);
      expect(body.length).toBeGreaterThanOrEqual(10);
      const types = new Set(body.map((car: Json) => car.type));
      for (const type of ['SUV', 'Sedan', 'Hatchback', 'Pickup']) expect(types).toContain(type);
      expect(body.some((car: Json) => car.isAvailable === false)).toBe(true);
      for (const car of body) {
        expect(car).toEqual(
          expect.objectContaining({
            make: expect.any(String),
            model: expect.any(String),
            year: expect.any(Number),
            dailyRate: expect.any(Number),
            location: expect.any(String),
            isAvailable: expect.any(Boolean),
            features: expect.any(Array),
            images: expect.any(Array),
          }),
        );
        expect(car.pricing.weekly).toBeCloseTo(car.dailyRate * 6.5, 2);
        expect(car.pricing.monthly).toBeCloseTo(car.dailyRate * 25, 2);
        expect(car.pricing.driverPerDay).toBe(50);
        expect(car.extras.find((e: Json) => e.name === 'Professional driver').price).toBe(50);
      }
    });

    it('filters by type in any letter case and by daily-rate band', async () => {
      const suvs = (await t.http.get('/api/cars?type=suv').expect(200)).body as Json[];
      expect(suvs.length).toBeGreaterThan(0);
      expect(suvs.every((car) => car.type === 'SUV')).toBe(true);
      const premium = (await t.http.get('/api/cars?priceBand=premium').expect(200)).body as Json[];
      expect(premium.length).toBeGreaterThan(0);
      expect(premium.every((car) => car.dailyRate >= 100)).toBe(true);
      const budget = (await t.http.get('/api/cars?priceBand=budget').expect(200)).body as Json[];
      expect(budget.every((car) => car.dailyRate < 50)).toBe(true);
      const toyota = (await t.http.get('/api/cars?search=toyota').expect(200)).body as Json[];
      expect(toyota.every((car) => car.make === 'Toyota')).toBe(true);
    });

    it('returns one car and 404s unknown ones', async () => {
      const [first] = (await t.http.get('/api/cars')).body;
      expect(listingOf((await t.http.get(`/api/cars/${first.id}`).expect(200)).body)).toEqual(
        first,
      );
      expectErrorBody((await t.http.get('/api/cars/77777').expect(404)).body, 404, 'Car not found');
    });
  });

  describe('tours', () => {
    it('returns every tour with derived pricing, ages and fitness level', async () => {
      const { body } = await t.http.get('/api/tours').expect(200);
      expect(body.length).toBeGreaterThanOrEqual(10);
      const difficulties = new Set(body.map((tour: Json) => tour.difficulty));
      for (const d of ['easy', 'moderate', 'challenging', 'difficult'])
        expect(difficulties).toContain(d);
      const classes = new Set(body.map((tour: Json) => tour.durationClass));
      for (const c of ['half-day', 'full-day', 'multi-day']) expect(classes).toContain(c);
      for (const tour of body) {
        expect(tour).toEqual(
          expect.objectContaining({
            maxGroupSize: expect.any(Number),
            includedActivities: expect.any(Array),
            minAge: 8,
            maxAge: 75,
          }),
        );
        expect(tour.pricing.private).toBeCloseTo(tour.price * 2.5, 2);
        expect(tour.pricing.children).toBe(
          Math.floor((Math.round(tour.price * 100) * 70) / 10_000),
        );
        expect(tour.itinerary.length).toBeGreaterThan(0);
        expect(tour.operator.name).toEqual(expect.any(String));
        expect(tour.safety.emergencyContacts.length).toBeGreaterThan(0);
      }
    });

    it('filters by difficulty and duration class', async () => {
      const hard = (await t.http.get('/api/tours?difficulty=difficult').expect(200)).body as Json[];
      expect(hard.length).toBeGreaterThan(0);
      expect(hard.every((tour) => tour.difficulty === 'difficult')).toBe(true);
      const multi = (await t.http.get('/api/tours?duration=multi-day').expect(200)).body as Json[];
      expect(multi.length).toBeGreaterThan(0);
      expect(multi.every((tour) => tour.durationClass === 'multi-day')).toBe(true);
      const chimps = (await t.http.get('/api/tours?search=chimpanzee').expect(200)).body as Json[];
      expect(chimps.length).toBeGreaterThan(0);
    });

    it('returns one tour and 404s unknown ones', async () => {
      const [first] = (await t.http.get('/api/tours')).body;
      expect(listingOf((await t.http.get(`/api/tours/${first.id}`).expect(200)).body)).toEqual(
        first,
      );
      expectErrorBody(
        (await t.http.get('/api/tours/123456').expect(404)).body,
        404,
        'Tour not found',
      );
    });
  });

  describe('real estate', () => {
    it('returns every listing with the derived values of the detail page', async () => {
      const { body } = await t.http.get('/api/real-estate').expect(200);
      // Inactive listings are kept unpublished: the public list has the active ones only.
      const [{ active, inactive }] = await t.dataSource.query(
        `SELECT count(*) FILTER (WHERE is_active)::int AS active,
                count(*) FILTER (WHERE NOT is_active AND status = 'unpublished')::int AS inactive
           FROM properties`,
      );
      expect(inactive).toBeGreaterThanOrEqual(1);
      expect(body.length).toBe(active);
      expect(body.every((p: Json) => p.isActive)).toBe(true);
      expect(body.length).toBeGreaterThanOrEqual(9);
      const types = new Set(body.map((p: Json) => p.type));
      for (const type of ['house', 'apartment', 'land', 'commercial'])
        expect(types).toContain(type);
      for (const property of body) {
        expect(property).toEqual(
          expect.objectContaining({
            isForSale: expect.any(Boolean),
            isForRent: expect.any(Boolean),
            isActive: expect.any(Boolean),
            size: expect.any(String),
            area: expect.any(Number),
            viewingFee: 25,
          }),
        );
        expect(property.propertyDetails.propertyTax).toBe(Math.floor(property.price * 0.015));
        expect(property.neighborhood).toMatchObject({ walkScore: 75, safetyRating: 4 });
        expect(property.agent.name).toEqual(expect.any(String));
        expect(property.financials.deposit).toBeCloseTo(
          property.isForRent && !property.isForSale ? property.price * 2 : property.price * 0.1,
          2,
        );
      }
      expect(body.some((p: Json) => p.isForSale && p.isForRent)).toBe(true);
    });

    it('filters by purpose, type and price band', async () => {
      const rent = (await t.http.get('/api/real-estate?purpose=rent').expect(200)).body as Json[];
      expect(rent.length).toBeGreaterThan(0);
      expect(rent.every((p) => p.isForRent)).toBe(true);
      const sale = (await t.http.get('/api/real-estate?purpose=sale').expect(200)).body as Json[];
      expect(sale.every((p) => p.isForSale)).toBe(true);
      const land = (await t.http.get('/api/real-estate?type=land').expect(200)).body as Json[];
      expect(land.length).toBeGreaterThan(0);
      expect(land.every((p) => p.type === 'land')).toBe(true);
      const top = (await t.http.get('/api/real-estate?priceBand=500k-plus').expect(200))
        .body as Json[];
      expect(top.length).toBeGreaterThan(0);
      expect(top.every((p) => p.price >= 500_000)).toBe(true);
    });

    it('returns one listing and 404s unknown ones', async () => {
      const [first] = (await t.http.get('/api/real-estate')).body;
      expect(
        listingOf((await t.http.get(`/api/real-estate/${first.id}`).expect(200)).body),
      ).toEqual(first);
      expectErrorBody(
        (await t.http.get('/api/real-estate/31337').expect(404)).body,
        404,
        'Property not found',
      );
    });
  });

  it('refuses unknown query parameters instead of ignoring them', async () => {
    const res = await t.http.get('/api/tours?colour=green').expect(400);
    expectErrorBody(res.body, 400, 'property colour should not exist');
  });
});
