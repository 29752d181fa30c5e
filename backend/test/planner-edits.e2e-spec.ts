import { daysFromNow, signUp } from './support/accounts.js';
import { startFakeLlm, type FakeLlm } from './support/fake-llm.js';
import { KNOWLEDGE } from '../src/planner/knowledge/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sights = (day: Json) => day.activities.filter((a: Json) => a.category === 'activity');
const total = (plan: Json) =>
  plan.dailyPlan.reduce(
    (sum: number, day: Json) =>
      sum + day.activities.reduce((s: number, a: Json) => s + Math.round(a.cost * 100), 0),
    0,
  ) / 100;

describe('Shaping a saved trip plan', () => {
  let t: TestApp;
  let fake: FakeLlm;
  let cookie: string;
  let other: string;
  let family: Json;

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      PLANNER_LLM_BASE_URL: fake.url,
      PLANNER_LLM_MODEL: 'salone-refine',
      PLANNER_LLM_TIMEOUT_MS: '2000',
    });
    ({ cookie } = await signUp(t));
    ({ cookie: other } = await signUp(t));
    // The model declines to reword plans; refinement is what these tests use it for.
    fake.answer = () => ({ status: 500, body: 'no' });
    const res = await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookie)
      .send({
        budget: '2000-plus',
        duration: '1-2-weeks',
        interests: ['beaches', 'culture', 'wildlife', 'food'],
        startDate: daysFromNow(40),
        endDate: daysFromNow(49),
        party: { adults: 2, childrenAges: [9] },
        pace: 'balanced',
      })
      .expect(201);
    family = res.body;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const url = (path = '') => `/api/ai/itineraries/${family.id}${path}`;

  it('plans for the party: 10 days, rooms for three, a breakdown that adds up', () => {
    expect(family.request.party).toEqual({ adults: 2, childrenAges: [9] });
    expect(family.dailyPlan).toHaveLength(10);
    expect(family.overview).toMatch(/^A 10-day trip .*\(2 adults and 1 child\)/);
    const { lodging, transport, activities, food } = family.breakdown;
    expect(Math.round((lodging + transport + activities + food) * 100)).toBe(
      Math.round(family.totalEstimatedCost * 100),
    );
    expect(family.totalEstimatedCost).toBe(total(family));
    const hotel = family.recommendations.hotels[0];
    expect(hotel.bookingHref).toMatch(
      new RegExp(
        `^/hotels/${hotel.hotelId}\\?checkIn=\\d{4}-\\d{2}-\\d{2}&checkOut=\\d{4}-\\d{2}-\\d{2}&guests=3&room=\\d+&book=1$`,
      ),
    );
    expect(family.canRefine).toBe(true);
  });

  it("links every bookable line to its page's booking dialog with the plan's dates and party", () => {
    const seen = new Set<string>();
    for (const day of family.dailyPlan) {
      for (const line of day.activities as Json[]) {
        if (!line.bookingHref) continue;
        const url = new URL(line.bookingHref, 'http://salone.test');
        const q = Object.fromEntries(url.searchParams);
        expect(url.pathname).toBe(line.href);
        expect(q.book).toBe('1');
        const kind = url.pathname.split('/')[1];
        seen.add(kind);
        if (kind === 'tours')
          expect(q).toEqual({ date: day.date, participants: '3', type: 'shared', book: '1' });
        if (kind === 'events')
          expect(q).toMatchObject({ tickets: '3', category: expect.any(String) });
        if (kind === 'cars') {
          expect(q).toMatchObject({ driver: '1' });
          expect(q.pickupDate <= day.date && day.date <= q.returnDate).toBe(true);
        }
        if (kind === 'hotels') {
          expect(q.checkIn <= day.date && day.date < q.checkOut).toBe(true);
          // One booking per room: the party shared out over the rooms the plan counts.
          const stay = family.recommendations.hotels.find(
            (h: Json) => h.href === url.pathname && h.roomType && h.bookingHref,
          );
          expect(q.guests).toBe(String(Math.ceil(3 / stay.rooms)));
        }
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['hotels', 'tours']));
  });

  it('opens and edits a plan saved before plans could be edited, planned again from its request', async () => {
    const [{ user_id: userId }] = await t.dataSource.query(
      'SELECT user_id FROM itineraries WHERE id = $1',
      [family.id],
    );
    // A plan as the first edition stored it: no party, pace, keys, categories or state.
    const oldRequest = {
      budget: '1000-2000',
      duration: '4-7-days',
      interests: ['beaches', 'culture'],
      startDate: daysFromNow(60),
      endDate: daysFromNow(64),
    };
    const oldPlan = {
      overview: 'A 5-day trip for beaches and culture.',
      totalEstimatedCost: 900,
      recommendations: { hotels: [{ name: 'Old Hotel', reason: 'Old' }], activities: [] },
      dailyPlan: [1, 2, 3, 4, 5].map((day) => ({
        day,
        date: null,
        totalDayCost: 180,
        activities: [
          { time: '09:00', activity: 'Free time', location: 'Freetown', notes: null, cost: 0 },
        ],
      })),
      tips: ['Old tip'],
    };
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO itineraries (user_id, request, plan, state, total_cents)
       VALUES ($1, $2, $3, NULL, 90000) RETURNING id`,
      [userId, JSON.stringify(oldRequest), JSON.stringify(oldPlan)],
    );

    const opened = await t.http.get(`/api/ai/itineraries/${id}`).set('Cookie', cookie).expect(200);
    expect(opened.body.request).toMatchObject({
      ...oldRequest,
      party: { adults: 1, childrenAges: [] },
      pace: 'balanced',
    });
    expect(opened.body.dailyPlan).toHaveLength(5);
    expect(opened.body.overview).not.toBe(oldPlan.overview);
    const lines = opened.body.dailyPlan.flatMap((day: Json) => day.activities);
    expect(lines.every((line: Json) => typeof line.category === 'string')).toBe(true);
    expect(lines.some((line: Json) => line.activity === 'Free time')).toBe(false);
    const index = opened.body.dailyPlan.findIndex((day: Json) => sights(day).length > 0);
    const key = sights(opened.body.dailyPlan[index])[0].key;

    await t.http
      .put(`/api/ai/itineraries/${id}/days/${index + 1}/locks`)
      .set('Cookie', cookie)
      .send({ key, locked: true })
      .expect(200);
    const regenerated = await t.http
      .post(`/api/ai/itineraries/${id}/days/${index + 1}/regenerate`)
      .set('Cookie', cookie)
      .expect(200);
    expect(sights(regenerated.body.dailyPlan[index]).map((a: Json) => a.key)).toContain(key);
    // Stored with its state now: the next read is the edited plan itself.
    const again = await t.http.get(`/api/ai/itineraries/${id}`).set('Cookie', cookie).expect(200);
    expect(again.body.dailyPlan).toEqual(regenerated.body.dailyPlan);
    // Someone else still cannot open it.
    await t.http.get(`/api/ai/itineraries/${id}`).set('Cookie', other).expect(404);
  });

  it('regenerates one day, keeping its locked activity and every other day', async () => {
    const index = family.dailyPlan.findIndex(
      (d: Json) => sights(d).length >= 2 && d.kind === 'explore',
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const dayNumber = index + 1;
    const keep = sights(family.dailyPlan[index])[0];
    const locked = await t.http
      .put(url(`/days/${dayNumber}/locks`))
      .set('Cookie', cookie)
      .send({ key: keep.key, locked: true })
      .expect(200);
    expect(sights(locked.body.dailyPlan[index])[0]).toMatchObject({ key: keep.key, locked: true });

    const res = await t.http
      .post(url(`/days/${dayNumber}/regenerate`))
      .set('Cookie', cookie)
      .expect(200);
    const after = res.body.dailyPlan;
    expect(sights(after[index]).map((a: Json) => a.key)).toContain(keep.key);
    const before = sights(family.dailyPlan[index]).map((a: Json) => a.key);
    const now = sights(after[index]).map((a: Json) => a.key);
    expect(now).not.toEqual(before);
    family.dailyPlan.forEach((day: Json, d: number) => {
      if (d !== index)
        expect(sights(after[d]).map((a: Json) => a.key)).toEqual(
          sights(day).map((a: Json) => a.key),
        );
    });
    expect(res.body.totalEstimatedCost).toBe(total(res.body));
    family = res.body;
  });

  it('swaps an activity for one of its alternatives, and refuses anything else', async () => {
    const index = family.dailyPlan.findIndex((d: Json) =>
      sights(d).some((a: Json) => a.alternatives.length > 0 && !a.locked),
    );
    const row = sights(family.dailyPlan[index]).find(
      (a: Json) => a.alternatives.length > 0 && !a.locked,
    );
    const choice = row.alternatives[0];
    const res = await t.http
      .post(url(`/days/${index + 1}/swap`))
      .set('Cookie', cookie)
      .send({ key: row.key, alternative: choice.key })
      .expect(200);
    const keys = sights(res.body.dailyPlan[index]).map((a: Json) => a.key);
    expect(keys).toContain(choice.key);
    expect(keys).not.toContain(row.key);
    expect(res.body.totalEstimatedCost).toBe(total(res.body));
    family = res.body;

    const refused = await t.http
      .post(url(`/days/${index + 1}/swap`))
      .set('Cookie', cookie)
      .send({ key: choice.key, alternative: 'place:not-a-place' })
      .expect(400);
    expect(refused.body.message).toBe(
      'That is not one of the alternatives offered for this activity',
    );
    await t.http.post(url('/days/99/regenerate')).set('Cookie', cookie).expect(400);
    const saved = await t.http.get(url()).set('Cookie', cookie).expect(200);
    expect(saved.body.dailyPlan).toEqual(family.dailyPlan);
  });

  it('lets no one else see or change the plan', async () => {
    await t.http.get(url()).set('Cookie', other).expect(404);
    await t.http.post(url('/days/1/regenerate')).set('Cookie', other).expect(404);
    await t.http.put(url('/pace')).set('Cookie', other).send({ pace: 'relaxed' }).expect(404);
    await t.http.post(url('/share')).set('Cookie', other).expect(404);
    await t.http.post(url('/days/1/regenerate')).expect(401);
    await t.http.get(url('/calendar')).expect(401);
  });

  it('shares a read-only link that works signed out until it is revoked', async () => {
    const shared = await t.http.post(url('/share')).set('Cookie', cookie).expect(200);
    const token = shared.body.shareToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await t.http.post(url('/share')).set('Cookie', cookie).expect(200);
    expect(again.body.shareToken).toBe(token);
    const open = await t.http.get(`/api/ai/shared/${token}`).expect(200);
    expect(open.body.dailyPlan).toEqual(family.dailyPlan);
    expect(open.body.shareToken).toBeNull();
    const ics = await t.http.get(`/api/ai/shared/${token}/calendar`).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    await t.http.delete(url('/share')).set('Cookie', cookie).expect(200);
    await t.http.get(`/api/ai/shared/${token}`).expect(404);
    await t.http.get(`/api/ai/shared/${token}/calendar`).expect(404);
    await t.http.get('/api/ai/shared/nonsense').expect(404);
  });

  it('exports an .ics with one event per activity and journey, in Sierra Leone time', async () => {
    const res = await t.http.get(url('/calendar')).set('Cookie', cookie).expect(200);
    const text: string = res.text;
    expect(text).toContain('X-WR-TIMEZONE:Africa/Freetown');
    const expected = family.dailyPlan.reduce(
      (n: number, day: Json) =>
        n + day.activities.filter((a: Json) => a.durationMinutes !== null).length,
      0,
    );
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(expected);
    const first = family.dailyPlan[0];
    const crossing = first.activities.find((a: Json) => a.durationMinutes !== null);
    expect(text).toContain(
      `DTSTART:${first.date.replaceAll('-', '')}T${crossing.time.replace(':', '')}00Z`,
    );

    const undated = await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookie)
      .send({ budget: '500-1000', duration: '1-3-days', interests: ['food'] })
      .expect(201);
    const refused = await t.http
      .get(`/api/ai/itineraries/${undated.body.id}/calendar`)
      .set('Cookie', cookie)
      .expect(409);
    expect(refused.body.message).toMatch(/^Add travel dates/);
  });

  it('changes the pace, keeping locked activities', async () => {
    const index = family.dailyPlan.findIndex((d: Json) => sights(d).some((a: Json) => a.locked));
    const keep = sights(family.dailyPlan[index]).find((a: Json) => a.locked);
    const res = await t.http
      .put(url('/pace'))
      .set('Cookie', cookie)
      .send({ pace: 'relaxed' })
      .expect(200);
    expect(res.body.request.pace).toBe('relaxed');
    expect(sights(res.body.dailyPlan[index]).map((a: Json) => a.key)).toContain(keep.key);
    for (const day of res.body.dailyPlan) expect(sights(day).length).toBeLessThanOrEqual(2);
    await t.http.put(url('/pace')).set('Cookie', cookie).send({ pace: 'lazy' }).expect(400);
    family = res.body;
  });

  it('refines the plan in words through the planner’s own operations only', async () => {
    const day = family.dailyPlan.findIndex((d: Json) => d.kind === 'explore') + 1;
    fake.answer = () => ({
      content: JSON.stringify({
        operations: [
          { op: 'change_pace', pace: 'balanced' },
          { op: 'regenerate_day', day },
          { op: 'swap_activity', day, key: 'place:invented', alternative: 'place:also-invented' },
          { op: 'book_hotel', hotel: 'Sherbro Island Eco Lodge', price: 1 },
        ],
        reply: 'Done: a fuller trip.',
      }),
    });
    const res = await t.http
      .post(url('/refine'))
      .set('Cookie', cookie)
      .send({ message: 'Make it feel more like a honeymoon' })
      .expect(200);
    expect(res.body.changes).toEqual(['Changed the pace to balanced', `Planned day ${day} again`]);
    expect(res.body.reply).toBe('Done: a fuller trip.');
    expect(res.body.itinerary.request.pace).toBe('balanced');
    expect(JSON.stringify(res.body.itinerary)).not.toContain('Sherbro');
    const sent = fake.requests.at(-1)!.body.messages!.find((m) => m.role === 'user')!.content;
    expect(JSON.parse(sent).request).toBe('Make it feel more like a honeymoon');

    fake.answer = () => ({
      content: JSON.stringify({ operations: [{ op: 'delete_everything' }] }),
    });
    await t.http.post(url('/refine')).set('Cookie', cookie).send({ message: 'hmm' }).expect(422);
    await t.http.post(url('/refine')).set('Cookie', cookie).send({ message: '' }).expect(400);
  });
});

describe('Refining in words without a language model', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0' });
    ({ cookie } = await signUp(t));
    ({ cookie: other } = await signUp(t));
  });
  afterAll(() => t.close());

  const plan = async (body: Json) =>
    (await t.http.post('/api/ai/trip-planner').set('Cookie', cookie).send(body).expect(201)).body;
  const refine = (id: string, message: string, who = cookie) =>
    t.http.post(`/api/ai/itineraries/${id}/refine`).set('Cookie', who).send({ message });
  const beachLines = (itinerary: Json) =>
    itinerary.dailyPlan.flatMap((day: Json) =>
      sights(day).filter((line: Json) => {
        const place = KNOWLEDGE.places.find((p) => `place:${p.id}` === line.key);
        return place ? place.interests.includes('beaches') : /beach/i.test(line.activity);
      }),
    );

  it('offers the box, and "slower day 3" takes one thing out of day 3 only', async () => {
    const before = await plan({
      budget: '2000-plus',
      duration: '4-7-days',
      interests: ['culture', 'food', 'music'],
      pace: 'packed',
    });
    expect(before.canRefine).toBe(true);
    const day3 = sights(before.dailyPlan[2]).map((line: Json) => line.key);
    expect(day3.length).toBeGreaterThanOrEqual(2);

    const res = await refine(before.id, 'slower day 3').expect(200);
    const after = res.body.itinerary;
    const now3 = sights(after.dailyPlan[2]).map((line: Json) => line.key);
    expect(now3).toHaveLength(day3.length - 1);
    expect(day3).toEqual(expect.arrayContaining(now3));
    before.dailyPlan.forEach((day: Json, index: number) => {
      if (index !== 2)
        expect(sights(after.dailyPlan[index]).map((l: Json) => l.key)).toEqual(
          sights(day).map((l: Json) => l.key),
        );
    });
    expect(res.body.changes).toEqual([expect.stringMatching(/^Day 3 is lighter: .+ is out$/)]);
    expect(after.totalEstimatedCost).toBe(total(after));
    // Saved: the plan opens as changed.
    const saved = await t.http.get(`/api/ai/itineraries/${before.id}`).set('Cookie', cookie);
    expect(sights(saved.body.dailyPlan[2]).map((l: Json) => l.key)).toEqual(now3);
  });

  it('"more beaches" puts more beaches in a plan that had few', async () => {
    const before = await plan({
      budget: '1000-2000',
      duration: '4-7-days',
      interests: ['culture', 'music'],
    });
    const res = await refine(before.id, 'more beaches').expect(200);
    expect(beachLines(res.body.itinerary).length).toBeGreaterThan(beachLines(before).length);
    expect(res.body.changes).toEqual([expect.stringMatching(/beaches/i)]);
    expect(res.body.reply).toMatch(/beaches/i);
  });

  it('adds a rest day, swaps two days, chooses cheaper hotels and leaves out boats', async () => {
    const before = await plan({
      budget: '2000-plus',
      duration: '1-2-weeks',
      interests: ['beaches', 'adventure', 'culture'],
      pace: 'packed',
    });
    const rest = await refine(before.id, 'add a rest day').expect(200);
    const restDay = Number(/^Day (\d+) is now a rest day$/.exec(rest.body.changes[0])![1]);
    expect(before.dailyPlan[restDay - 1].kind).toBe('explore');
    expect(rest.body.itinerary.dailyPlan[restDay - 1].kind).toBe('rest');
    expect(sights(rest.body.itinerary.dailyPlan[restDay - 1])).toEqual([]);

    let current = rest.body.itinerary;
    const explore = current.dailyPlan.filter(
      (d: Json) => d.kind === 'explore' && sights(d).length > 0,
    );
    const pair = explore.flatMap((a: Json) =>
      explore.filter((b: Json) => b.day > a.day && b.region === a.region).map((b: Json) => [a, b]),
    )[0];
    const [a, b] = pair;
    const swapped = await refine(before.id, `swap days ${a.day} and ${b.day}`).expect(200);
    current = swapped.body.itinerary;
    const keys = (day: Json) =>
      sights(day)
        .map((l: Json) => l.key)
        .sort();
    expect(keys(current.dailyPlan[a.day - 1])).toEqual(keys(b));
    expect(keys(current.dailyPlan[b.day - 1])).toEqual(keys(a));

    const cheaper = await refine(before.id, 'cheaper hotels').expect(200);
    expect(cheaper.body.itinerary.breakdown.lodging).toBeLessThan(current.breakdown.lodging);
    expect(cheaper.body.changes).toEqual([
      expect.stringMatching(/^Cheaper hotels: \$[\d,.]+ less/),
    ]);

    const boat = /\b(boats?|canoes?|island|islands|snorkel\w*)\b/i;
    const boatsBefore = cheaper.body.itinerary.dailyPlan.flatMap((d: Json) =>
      sights(d).filter((l: Json) => boat.test(`${l.activity} ${l.location}`)),
    );
    expect(boatsBefore.length).toBeGreaterThan(0);
    const noBoats = await refine(before.id, 'no boats please').expect(200);
    const boatsAfter = noBoats.body.itinerary.dailyPlan.flatMap((d: Json) =>
      sights(d).filter((l: Json) => boat.test(`${l.activity} ${l.location}`)),
    );
    expect(boatsAfter).toEqual([]);
    await refine(before.id, 'no boats').expect(422);
  });

  it('says plainly what it can change when it does not understand, never a 500', async () => {
    const mine = await plan({ budget: '500-1000', duration: '4-7-days', interests: ['music'] });
    const unknown = await refine(mine.id, 'Make it feel like a honeymoon').expect(422);
    expect(unknown.body.message).toMatch(
      /^Sorry, we did not understand that\. We can change: slower or faster days/,
    );
    const noDay = await refine(mine.id, 'slower day 30').expect(422);
    expect(noDay.body.message).toMatch(/^Day 30 is not in this plan/);
    await refine(mine.id, '').expect(400);
    // Someone else's plan is not found, whatever the words.
    await refine(mine.id, 'slower day 2', other).expect(404);
    // The buttons still work.
    await t.http
      .post(`/api/ai/itineraries/${mine.id}/days/2/regenerate`)
      .set('Cookie', cookie)
      .expect(200);
  });
});
