import { daysFromNow, signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const REQUIRED = 'Please fill in all required fields.';
const SIGN_IN = 'Please sign in to use the AI Trip Planner.';

/** Fails unless `body` has exactly the contract's fields, with the contract's types. */
function expectItinerary(body: Json): void {
  expect(Object.keys(body).sort()).toEqual(
    [
      'id',
      'createdAt',
      'request',
      'overview',
      'totalEstimatedCost',
      'budgetLimit',
      'withinBudget',
      'recommendations',
      'dailyPlan',
      'tips',
      'source',
      'breakdown',
      'warnings',
      'practical',
      'shareToken',
      'canRefine',
    ].sort(),
  );
  expect(body.practical.join(' ')).toMatch(
    /yellow fever .*Malaria.*SIM .*Orange Money and Afrimoney/,
  );
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  expect(Object.keys(body.request).sort()).toEqual(
    ['budget', 'duration', 'interests', 'startDate', 'endDate', 'party', 'pace'].sort(),
  );
  expect(typeof body.overview).toBe('string');
  expect(body.overview.length).toBeGreaterThan(20);
  expect(typeof body.totalEstimatedCost).toBe('number');
  expect(Math.round(body.totalEstimatedCost * 100) / 100).toBe(body.totalEstimatedCost);
  expect(body.budgetLimit === null || typeof body.budgetLimit === 'number').toBe(true);
  expect(typeof body.withinBudget).toBe('boolean');
  expect(Object.keys(body.recommendations).sort()).toEqual(['activities', 'hotels']);
  for (const hotel of body.recommendations.hotels) {
    expect(Object.keys(hotel).sort()).toEqual(
      [
        'name',
        'reason',
        'hotelId',
        'href',
        'bookingHref',
        'pricePerNight',
        'roomType',
        'rooms',
        'nights',
      ].sort(),
    );
    expect(hotel.href).toBe(`/hotels/${hotel.hotelId}`);
  }
  for (const activity of body.recommendations.activities) {
    expect(Object.keys(activity).sort()).toEqual(
      ['name', 'description', 'kind', 'href', 'bookingHref', 'cost'].sort(),
    );
    expect(['tour', 'event', 'place', 'transport']).toContain(activity.kind);
    expect(activity.href === null || /^\/(tours|events|cars)\/\d+$/.test(activity.href)).toBe(true);
  }
  expect(body.dailyPlan.length).toBeGreaterThan(0);
  body.dailyPlan.forEach((day: Json, index: number) => {
    expect(Object.keys(day).sort()).toEqual(
      ['activities', 'date', 'day', 'totalDayCost', 'title', 'kind', 'region', 'travel'].sort(),
    );
    expect(day.day).toBe(index + 1);
    for (const row of day.activities) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'time',
          'activity',
          'location',
          'notes',
          'cost',
          'href',
          'bookingHref',
          'category',
          'key',
          'locked',
          'alternatives',
          'coords',
          'durationMinutes',
        ].sort(),
      );
      expect(row.time).toMatch(/^\d{2}:\d{2}$/);
      expect(typeof row.cost).toBe('number');
    }
  });
  expect(body.tips.length).toBeGreaterThan(0);
  expect(body.tips.every((tip: unknown) => typeof tip === 'string')).toBe(true);
  expect(['engine', 'engine+llm']).toContain(body.source);
}

describe('AI trip planner', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0' });
    ({ cookie } = await signUp(t));
    ({ cookie: otherCookie } = await signUp(t));
  });
  afterAll(() => t.close());

  const plan = (body: object, as = cookie) =>
    t.http.post('/api/ai/trip-planner').set('Cookie', as).send(body);

  it('asks signed-out visitors to sign in, on every planner route', async () => {
    for (const call of [
      t.http.post('/api/ai/trip-planner').send({}),
      t.http.get('/api/ai/itineraries'),
      t.http.get('/api/ai/itineraries/3b6f1e2a-9c4d-4e8f-a1b2-c3d4e5f60718'),
    ]) {
      const res = await call.expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
        message: SIGN_IN,
      });
    }
  });

  const valid = { budget: '500-1000', duration: '4-7-days', interests: ['beaches'] };

  it.each([
    ['nothing at all', {}, REQUIRED],
    ['no interests', { budget: '500-1000', duration: '4-7-days' }, REQUIRED],
    ['an empty list of interests', { ...valid, interests: [] }, REQUIRED],
    ['an empty budget', { ...valid, budget: '' }, REQUIRED],
    ['no trip length', { budget: '500-1000', interests: ['food'] }, REQUIRED],
    [
      'a missing field beside a wrong one',
      { budget: 'cheap', duration: '4-7-days', interests: [] },
      REQUIRED,
    ],
    [
      'an unknown budget',
      { ...valid, budget: 'cheap' },
      'budget must be one of: under-500, 500-1000, 1000-2000, 2000-plus',
    ],
    [
      'an unknown trip length',
      { ...valid, duration: 'fortnight' },
      'duration must be one of: 1-3-days, 4-7-days, 1-2-weeks, 3-plus-weeks',
    ],
    [
      'an unknown interest',
      { ...valid, interests: ['shopping'] },
      'interests must be chosen from: beaches, mountains, culture, adventure, food, wildlife, music, relaxation',
    ],
    ['an interest twice', { ...valid, interests: ['food', 'food'] }, 'interests must not repeat'],
    ['interests that are not a list', { ...valid, interests: 'food' }, 'interests must be a list'],
    [
      'a date in another format',
      { ...valid, startDate: '12/12/2026' },
      'startDate must be a date (YYYY-MM-DD)',
    ],
    [
      'a date that does not exist',
      { ...valid, startDate: '2027-02-30' },
      'Start date is not a real date',
    ],
    [
      'a start in the past',
      { ...valid, startDate: daysFromNow(-1) },
      'Start date cannot be in the past',
    ],
    [
      'a start more than a year ahead',
      { ...valid, startDate: daysFromNow(400) },
      'Trips can be planned up to 12 months ahead',
    ],
    [
      'an end before the start',
      { ...valid, startDate: daysFromNow(10), endDate: daysFromNow(8) },
      'End date must be on or after the start date',
    ],
    [
      'an end date alone',
      { ...valid, endDate: daysFromNow(10) },
      'Please choose a start date as well, or leave both dates empty',
    ],
    [
      'dates longer than the chosen length',
      { ...valid, startDate: daysFromNow(10), endDate: daysFromNow(19) },
      'Your dates make a 10-day trip, but you chose 4-7 days. Change the dates or choose 1-2 weeks.',
    ],
    [
      'dates longer than a month',
      { ...valid, duration: '3-plus-weeks', startDate: daysFromNow(10), endDate: daysFromNow(40) },
      'Trips can be at most 30 days long',
    ],
    ['an unknown field', { ...valid, travellers: 2 }, 'property travellers should not exist'],
  ])('refuses %s with a message that says so', async (_case, body, message) => {
    const res = await plan(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.details.length).toBeGreaterThan(0);
  });

  it('treats cleared date fields as no dates', async () => {
    const res = await plan({ ...valid, startDate: '', endDate: '' }).expect(201);
    expect(res.body.request).toMatchObject({ startDate: null, endDate: null });
    expect(res.body.dailyPlan.every((day: Json) => day.date === null)).toBe(true);
  });

  it('plans a trip in the contract’s shape, saves it, and lists saved plans newest first', async () => {
    const { cookie: mine } = await signUp(t);
    const first = await plan(
      { budget: '1000-2000', duration: '4-7-days', interests: ['wildlife', 'culture'] },
      mine,
    ).expect(201);
    expectItinerary(first.body);
    expect(first.body).toMatchObject({
      request: {
        budget: '1000-2000',
        duration: '4-7-days',
        interests: ['wildlife', 'culture'],
        startDate: null,
        endDate: null,
        party: { adults: 1, childrenAges: [] },
        pace: 'balanced',
      },
      budgetLimit: 2000,
      withinBudget: true,
      source: 'engine',
    });
    expect(first.body.totalEstimatedCost).toBeLessThanOrEqual(2000);
    expect(first.body.dailyPlan.length).toBeGreaterThanOrEqual(4);
    expect(first.body.dailyPlan.length).toBeLessThanOrEqual(7);

    const second = await plan(
      { budget: '2000-plus', duration: '1-3-days', interests: ['music'] },
      mine,
    ).expect(201);
    expect(second.body.budgetLimit).toBeNull();

    const list = await t.http.get('/api/ai/itineraries').set('Cookie', mine).expect(200);
    expect(list.body.map((item: Json) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(Object.keys(list.body[0]).sort()).toEqual(
      ['id', 'createdAt', 'overview', 'totalEstimatedCost', 'days', 'request'].sort(),
    );
    expect(list.body[1]).toMatchObject({
      id: first.body.id,
      createdAt: first.body.createdAt,
      totalEstimatedCost: first.body.totalEstimatedCost,
      days: first.body.dailyPlan.length,
      request: first.body.request,
    });
    expect(list.body[1].overview.length).toBeLessThanOrEqual(161);
    expect(first.body.overview.startsWith(list.body[1].overview.replace(/…$/, ''))).toBe(true);

    const again = await t.http
      .get(`/api/ai/itineraries/${first.body.id}`)
      .set('Cookie', mine)
      .expect(200);
    expect(again.body).toEqual(first.body);
  });

  it('keeps each traveller’s plans to themselves', async () => {
    const mine = await plan(valid).expect(201);
    await t.http
      .get(`/api/ai/itineraries/${mine.body.id}`)
      .set('Cookie', otherCookie)
      .expect(404)
      .expect(({ body }) =>
        expect(body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'Itinerary not found',
        }),
      );
    const theirs = await t.http.get('/api/ai/itineraries').set('Cookie', otherCookie).expect(200);
    expect(theirs.body.map((item: Json) => item.id)).not.toContain(mine.body.id);
    for (const id of ['3b6f1e2a-9c4d-4e8f-a1b2-c3d4e5f60718', 'not-an-id', '42']) {
      const res = await t.http.get(`/api/ai/itineraries/${id}`).set('Cookie', cookie).expect(404);
      expect(res.body.message).toBe('Itinerary not found');
    }
  });

  it('a 10-day under-$500 beaches-and-culture plan for a couple from 12 January includes the Lantern Parade with the night in town', async () => {
    // The seed dates its events from the day it runs: the trip starts four days before the
    // parade (12 January when seeded on 7 December 2026), whatever that date is.
    const events: Json[] = (await t.http.get('/api/events')).body;
    const parade = events.find((e) => e.title === 'Freetown Lantern Parade')!;
    const night = Date.parse(parade.startDate.slice(0, 10));
    const dayOf = (offset: number) =>
      new Date(night + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await plan({
      budget: 'under-500',
      duration: '1-2-weeks',
      interests: ['beaches', 'culture'],
      startDate: dayOf(-4),
      endDate: dayOf(5),
      party: { adults: 2, childrenAges: [] },
    }).expect(201);
    expectItinerary(res.body);
    const day: Json = res.body.dailyPlan[4];
    expect(day.date).toBe(dayOf(0));
    const row = day.activities.find((a: Json) => a.href === `/events/${parade.id}`);
    expect(row).toMatchObject({ activity: 'Freetown Lantern Parade', time: '21:00' });
    // The night's base is Freetown: no journey after the parade, a Freetown hotel that night.
    expect(day.region).toBe('freetown');
    expect(
      day.activities.filter((a: Json) => a.category === 'transport' && a.time > row.time),
    ).toEqual([]);
    const lodging = day.activities.find((a: Json) => a.category === 'lodging');
    const hotel = (await t.http.get(`/api/${lodging.href.slice(1)}`).expect(200)).body;
    expect(hotel.city).toBe('Freetown');
  });

  it('plans dated trips day by day, with only events inside the dates, linked to real pages', async () => {
    const events: Json[] = (await t.http.get('/api/events')).body;
    const start = daysFromNow(0);
    const end = daysFromNow(13);
    const res = await plan({
      budget: '2000-plus',
      duration: '1-2-weeks',
      interests: ['music', 'food', 'culture', 'wildlife'],
      startDate: start,
      endDate: end,
    }).expect(201);
    expectItinerary(res.body);
    const days: Json[] = res.body.dailyPlan;
    expect(days).toHaveLength(14);
    days.forEach((day, index) => expect(day.date).toBe(daysFromNow(index)));

    const planned = res.body.recommendations.activities.filter((a: Json) => a.kind === 'event');
    expect(planned.length).toBeGreaterThan(0);
    for (const item of planned) {
      const event = events.find((e) => `/events/${e.id}` === item.href)!;
      expect(event.title).toBe(item.name);
      expect(event.startDate.slice(0, 10) >= start).toBe(true);
      expect((event.endDate ?? event.startDate).slice(0, 10) <= end).toBe(true);
      expect(item.cost).toBe(Math.min(...event.ticketCategories.map((c: Json) => c.price)));
    }

    const hrefs = new Set<string>([
      ...res.body.recommendations.hotels.map((h: Json) => h.href),
      ...res.body.recommendations.activities.flatMap((a: Json) => (a.href ? [a.href] : [])),
      ...days.flatMap((day) => day.activities.flatMap((row: Json) => (row.href ? [row.href] : []))),
    ]);
    expect(hrefs.size).toBeGreaterThan(2);
    for (const href of hrefs) await t.http.get(`/api${href}`).expect(200);
    const total = days.reduce((sum, day) => sum + day.totalDayCost, 0);
    expect(total).toBeCloseTo(res.body.totalEstimatedCost, 2);
  });

  it('leaves out a hotel whose rooms are all booked for the dates', async () => {
    const request = {
      budget: '1000-2000',
      duration: '1-3-days',
      interests: ['culture'],
      startDate: daysFromNow(50),
      endDate: daysFromNow(52),
    };
    const before = await plan(request).expect(201);
    const [chosen] = before.body.recommendations.hotels;
    const hotel = (await t.http.get(`/api/hotels/${chosen.hotelId}`)).body;
    const { cookie: booker } = await signUp(t);
    for (const room of hotel.rooms.filter((r: Json) => r.isAvailable)) {
      // One unit per room type, so one booking fills it.
      await t.dataSource.query(`UPDATE rooms SET units = 1 WHERE id = $1`, [room.id]);
      await t.http
        .post('/api/bookings')
        .set('Cookie', booker)
        .send({
          serviceType: 'hotel',
          serviceId: hotel.id,
          roomId: room.id,
          customerName: 'Fatu Conteh',
          customerEmail: 'fatu@example.com',
          customerPhone: '+232 76 555 123',
          guests: 1,
          startDate: daysFromNow(50),
          endDate: daysFromNow(52),
          totalAmount: 2 * room.price,
          metadata: { roomType: room.roomType, hotelName: hotel.name, nights: 2 },
        })
        .expect(201);
    }
    const after = await plan(request).expect(201);
    expect(after.body.recommendations.hotels.map((h: Json) => h.hotelId)).not.toContain(hotel.id);
    expect(after.body.recommendations.hotels.length).toBeGreaterThan(0);
  });
});

describe('AI trip planner limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', TRIP_PLANS_PER_USER_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  const request = { budget: '500-1000', duration: '1-3-days', interests: ['beaches'] };

  it('refuses a fourth plan within the hour from one account with 429, not from another', async () => {
    const { cookie } = await signUp(t);
    for (let i = 0; i < 3; i++) {
      await t.http.post('/api/ai/trip-planner').set('Cookie', cookie).send(request).expect(201);
    }
    const refused = await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookie)
      .send(request)
      .expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'THROTTLED',
      message: 'You have made many trip plans in a short time. Please wait a while and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const { cookie: other } = await signUp(t);
    await t.http.post('/api/ai/trip-planner').set('Cookie', other).send(request).expect(201);
  });

  it('keeps only the newest 100 plans of a traveller', async () => {
    const { cookie } = await signUp(t);
    const first = await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookie)
      .send(request)
      .expect(201);
    const [{ user_id: userId }] = await t.dataSource.query(
      'SELECT user_id FROM itineraries WHERE id = $1',
      [first.body.id],
    );
    // 100 more, all older than the first, written directly.
    await t.dataSource.query(
      `INSERT INTO itineraries (user_id, request, plan, total_cents, created_at)
       SELECT user_id, request, plan, total_cents, created_at - (n || ' minutes')::interval
         FROM itineraries, generate_series(1, 100) AS n WHERE id = $1`,
      [first.body.id],
    );
    await t.http.post('/api/ai/trip-planner').set('Cookie', cookie).send(request).expect(201);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM itineraries WHERE user_id = $1',
      [userId],
    );
    expect(count).toBe(100);
    // The newest ones stay: the plan made first is still there, the oldest copies went.
    await t.http.get(`/api/ai/itineraries/${first.body.id}`).set('Cookie', cookie).expect(200);
  });
});
