import { sampleCatalogue } from '../../../test/support/planner-catalogue.js';
import { gridRequests, planProblems } from '../../../test/support/planner-checks.js';
import { BUDGETS, DURATIONS, INTERESTS } from '@salone/booking-rules';
import { formatDay, parseDay } from './calendar.js';
import { checkPlan, HARD_KINDS } from '../quality/plan-checker.js';
import { planTrip } from './plan-trip.js';
import type { CatalogueSnapshot, TripPlan, TripRequest } from './types.js';

const TODAY = parseDay('2026-11-25')!;
const catalogue = sampleCatalogue(TODAY);
const day = (offset: number) => formatDay(TODAY + offset);

const request = (overrides: Partial<TripRequest> = {}): TripRequest => ({
  budget: '1000-2000',
  duration: '4-7-days',
  interests: ['beaches', 'food'],
  startDate: null,
  endDate: null,
  party: { adults: 1, childrenAges: [] },
  pace: 'balanced',
  ...overrides,
});

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

const rows = (plan: TripPlan) => plan.dailyPlan.flatMap((d) => d.activities);

describe('planTrip over the whole input grid (in-memory catalogue)', () => {
  const grid = gridRequests(TODAY);

  it.each(BUDGETS.flatMap((budget) => DURATIONS.map((duration) => [budget, duration])))(
    'plans every interest mix and date choice soundly for %s, %s',
    (budget, duration) => {
      const cases = grid.filter((r) => r.budget === budget && r.duration === duration);
      expect(cases).toHaveLength(39);
      for (const trip of cases) {
        const plan = planTrip(trip, catalogue, TODAY);
        const problems = planProblems(plan, trip, catalogue);
        expect({ trip, problems }).toEqual({ trip, problems: [] });
      }
    },
  );

  it('has checks that catch an invented place, a wrong price and an event outside the dates', () => {
    const trip = request({
      budget: '2000-plus',
      interests: ['music', 'food'],
      startDate: day(0),
      endDate: day(5),
    });
    const plan = planTrip(trip, catalogue, TODAY);
    expect(planProblems(plan, trip, catalogue)).toEqual([]);
    const tampered = structuredClone(plan);
    const [first] = tampered.dailyPlan;
    first.activities.push({
      ...first.activities[0],
      activity: 'Sunset cruise to Sherbro Island',
      href: null,
    });
    const event = tampered.recommendations.activities.find((a) => a.kind === 'event')!;
    event.cost += 10;
    tampered.recommendations.hotels[0].pricePerNight = 999;
    const shorter = { ...trip, endDate: day(1) };
    const problems = planProblems(tampered, shorter, catalogue).join('\n');
    expect(problems).toMatch(/Sunset cruise to Sherbro Island" is neither in the catalogue nor/);
    expect(problems).toMatch(/does not match the catalogue/);
    expect(problems).toMatch(/has no room at 999/);
    expect(problems).toMatch(/is outside the dates/);
    expect(problems).toMatch(/lines do not add up/);
  });

  it('gives the same plan for the same request, catalogue and day', () => {
    for (const trip of grid.filter((_, index) => index % 7 === 0)) {
      expect(planTrip(trip, catalogue, TODAY)).toEqual(planTrip(trip, catalogue, TODAY));
    }
  });

  it('goes over the band only where no stay of that length can fit it', () => {
    // 20 nights in the cheapest room ($35) and the leanest food ($12 a day) already pass $900;
    // without an end date the engine shortens a 1-2 week trip instead of overspending.
    const over = grid
      .filter((trip) => !planTrip(trip, catalogue, TODAY).withinBudget)
      .map((trip) => `${trip.budget} ${trip.duration}${trip.endDate ? ' with dates' : ''}`);
    expect([...new Set(over)].sort()).toEqual([
      '500-1000 3-plus-weeks',
      '500-1000 3-plus-weeks with dates',
      'under-500 1-2-weeks with dates',
      'under-500 3-plus-weeks',
      'under-500 3-plus-weeks with dates',
    ]);
  });
});

describe('planTrip', () => {
  it('explains an impossible budget plainly and still returns the cheapest plan it found', () => {
    const plan = planTrip(
      request({ budget: 'under-500', duration: '3-plus-weeks', interests: ['culture'] }),
      catalogue,
      TODAY,
    );
    expect(plan.withinBudget).toBe(false);
    expect(plan.budgetLimit).toBe(500);
    expect(plan.totalEstimatedCost).toBeGreaterThan(500);
    expect(plan.tips[0]).toMatch(
      /^Even the simplest plan we can make for 21 days comes to \$[\d,]+ for one traveller, \$[\d,]+ more than your Under \$500 budget\./,
    );
    // The cheapest hotel of the catalogue, the ferry rather than the water taxi.
    expect(plan.recommendations.hotels.map((h) => h.name)).toEqual(['Bureh Breakers Guesthouse']);
    expect(rows(plan).some((row) => row.activity.startsWith('Car ferry'))).toBe(true);
  });

  it('plans fewer days within the length class when the usual length does not fit the budget', () => {
    const plan = planTrip(
      request({ budget: 'under-500', duration: '1-2-weeks', interests: ['beaches'] }),
      catalogue,
      TODAY,
    );
    expect(plan.withinBudget).toBe(true);
    expect(plan.dailyPlan.length).toBeGreaterThanOrEqual(8);
    expect(plan.dailyPlan.length).toBeLessThan(11);
  });

  it('chooses the best-rated hotels for a generous budget and the cheapest for a tight one', () => {
    const generous = planTrip(request({ budget: '2000-plus' }), catalogue, TODAY);
    expect(generous.recommendations.hotels.map((h) => h.name)).toEqual([
      'Aberdeen Bay Hotel',
      'Tokeh Sands Beach Resort',
    ]);
    expect(generous.recommendations.hotels[0].reason).toMatch(
      /^5-star hotel at Cape Road, Aberdeen, Freetown: .* a night .*The best-rated of our hotels there, in one of its most comfortable rooms\./,
    );
    const tight = planTrip(
      request({ budget: 'under-500', duration: '4-7-days' }),
      catalogue,
      TODAY,
    );
    expect(tight.withinBudget).toBe(true);
    const cheapest = Math.min(...tight.recommendations.hotels.map((h) => h.pricePerNight));
    expect(cheapest).toBeLessThanOrEqual(65);
  });

  it('spends what a cheaper plan leaves on a better-rated hotel', () => {
    const plan = planTrip(request({ budget: '500-1000' }), catalogue, TODAY);
    expect(plan.withinBudget).toBe(true);
    const reasons = plan.recommendations.hotels.map((h) => h.reason).join(' ');
    expect(reasons).toContain('that your budget allows');
  });

  it('routes wildlife lovers on a long trip up-country to Tiwai Island and back by road', () => {
    const plan = planTrip(
      request({ budget: '2000-plus', duration: '1-2-weeks', interests: ['wildlife'] }),
      catalogue,
      TODAY,
    );
    expect(plan.overview).toMatch(/Tiwai Island/);
    const tiwai = plan.recommendations.activities.find(
      (a) => a.name === 'Tiwai Island Wildlife Safari',
    );
    expect(tiwai).toMatchObject({ kind: 'tour', cost: 240 });
    const car = plan.recommendations.activities.find((a) => a.kind === 'transport' && a.href);
    expect(car?.description).toMatch(
      /with a driver for \d+ days .*picked up at .*\$50 a day for the driver/,
    );
    // Every long drive is a day with at most one light activity (checked by planProblems) and
    // the drive itself costs the car's rate plus the driver.
    const drive = rows(plan).find((row) => row.href?.startsWith('/cars/'))!;
    const carId = Number(drive.href!.split('/')[2]);
    const hired = catalogue.cars.find((c) => c.id === carId)!;
    expect(drive.cost).toBe((hired.dailyRateCents + 5000) / 100);
  });

  it('takes a day off after about five busy days on long trips', () => {
    const plan = planTrip(
      request({ budget: '2000-plus', duration: '3-plus-weeks', interests: ['culture', 'beaches'] }),
      catalogue,
      TODAY,
    );
    expect(plan.dailyPlan).toHaveLength(21);
    const restDays = plan.dailyPlan.filter((d) =>
      d.activities.some((row) => /^Rest day /.test(row.activity)),
    );
    expect(restDays.length).toBe(3);
    const short = planTrip(request({ duration: '4-7-days' }), catalogue, TODAY);
    expect(rows(short).some((row) => /^Rest day /.test(row.activity))).toBe(false);
  });

  it('plans events only inside the dates and only with tickets left', () => {
    const dated = request({
      budget: '2000-plus',
      interests: ['music', 'food'],
      startDate: day(0),
      endDate: day(5),
    });
    const plan = planTrip(dated, catalogue, TODAY);
    const events = plan.recommendations.activities.filter((a) => a.kind === 'event');
    expect(events.map((e) => e.name)).toEqual([
      'Aberdeen Sundown Sessions',
      'Krio Kitchen Showcase',
    ]);
    const soldOut: CatalogueSnapshot = {
      ...catalogue,
      events: catalogue.events.map((e) =>
        e.title === 'Krio Kitchen Showcase' ? { ...e, ticket: null } : e,
      ),
    };
    const withoutTickets = planTrip(dated, soldOut, TODAY);
    expect(withoutTickets.recommendations.activities.map((a) => a.name)).not.toContain(
      'Krio Kitchen Showcase',
    );
    const undated = planTrip({ ...dated, startDate: null, endDate: null }, catalogue, TODAY);
    expect(undated.recommendations.activities.some((a) => a.kind === 'event')).toBe(false);
  });

  it('prefers rooms and cars that are free on the dates', () => {
    const dated = request({
      budget: '2000-plus',
      duration: '1-2-weeks',
      interests: ['wildlife'],
      startDate: day(30),
      endDate: day(41),
    });
    const first = planTrip(dated, catalogue, TODAY);
    const hotel = first.recommendations.hotels[0];
    const carHref = rows(first).find((row) => row.href?.startsWith('/cars/'))!.href!;
    const everything = { from: TODAY + 30, to: TODAY + 42 };
    const busy: CatalogueSnapshot = {
      ...catalogue,
      hotels: catalogue.hotels.map((h) =>
        h.id === hotel.hotelId
          ? { ...h, rooms: h.rooms.map((r) => ({ ...r, taken: [everything] })) }
          : h,
      ),
      cars: catalogue.cars.map((c) =>
        `/cars/${c.id}` === carHref ? { ...c, taken: [everything] } : c,
      ),
    };
    const second = planTrip(dated, busy, TODAY);
    expect(second.recommendations.hotels.map((h) => h.hotelId)).not.toContain(hotel.hotelId);
    expect(rows(second).some((row) => row.href === carHref)).toBe(false);
    expect(rows(second).some((row) => row.href?.startsWith('/cars/'))).toBe(true);
  });

  it('falls back to a local guesthouse from the guide when every hotel of a town is full', () => {
    const dated = request({
      budget: '2000-plus',
      duration: '1-3-days',
      interests: ['culture'],
      startDate: day(10),
      endDate: day(12),
    });
    const full: CatalogueSnapshot = {
      ...catalogue,
      hotels: catalogue.hotels.map((h) =>
        h.city === 'Freetown'
          ? {
              ...h,
              rooms: h.rooms.map((r) => ({ ...r, taken: [{ from: TODAY, to: TODAY + 60 }] })),
            }
          : h,
      ),
    };
    const plan = planTrip(dated, full, TODAY);
    expect(planProblems(plan, dated, full)).toEqual([]);
    expect(plan.recommendations.hotels).toEqual([]);
    const nights = rows(plan).filter((row) => row.activity.startsWith('Overnight'));
    expect(nights.map((row) => row.activity)).toEqual([
      'Overnight: A guesthouse in central Freetown',
      'Overnight: A guesthouse in central Freetown',
    ]);
    expect(nights.every((row) => row.href === null && row.cost === 45)).toBe(true);
    expect(plan.tips.join(' ')).toMatch(/Our hotels in Freetown are full on your dates/);
  });

  it('uses shared transport and says so when no car is free for the long drives', () => {
    const dated = request({
      budget: '2000-plus',
      duration: '1-2-weeks',
      interests: ['wildlife'],
      startDate: day(30),
      endDate: day(41),
    });
    const noCars: CatalogueSnapshot = {
      ...catalogue,
      cars: catalogue.cars.map((c) => ({ ...c, taken: [{ from: TODAY, to: TODAY + 90 }] })),
    };
    const plan = planTrip(dated, noCars, TODAY);
    expect(planProblems(plan, dated, noCars)).toEqual([]);
    expect(rows(plan).some((row) => row.href?.startsWith('/cars/'))).toBe(false);
    expect(plan.tips).toContain(
      'No rental car was free where your drives start for all the days they need, so this plan uses shared taxis and buses.',
    );
  });

  it('writes a friendly overview and tips from the plan itself', () => {
    const plan = planTrip(
      request({ budget: '500-1000', startDate: day(180), endDate: day(184) }),
      catalogue,
      TODAY,
    );
    expect(plan.overview).toMatch(
      /^A 5-day trip for beaches and food from \w+day \d+ May 2027 to \w+day \d+ May 2027: /,
    );
    expect(plan.tips).toContain(
      'May is in the rainy season: expect heavy downpours, plan outdoor visits for the mornings and allow extra time on the roads.',
    );
    // Tips speak of this plan's own places.
    expect(plan.tips.some((tip) => /^For .*Beach/.test(tip))).toBe(true);
    expect(plan.tips.length).toBeLessThanOrEqual(12);
    expect(plan.source).toBe('engine');
  });

  it('prices and shapes a family trip: tours as booking charges them, rooms that sleep everyone', () => {
    const family = planTrip(
      request({
        budget: '2000-plus',
        duration: '1-2-weeks',
        interests: ['beaches', 'wildlife'],
        party: { adults: 2, childrenAges: [10] },
        startDate: day(30),
        endDate: day(39),
      }),
      catalogue,
      TODAY,
    );
    expect(family.overview).toMatch(
      /^A 10-day trip for beaches and wildlife \(2 adults and 1 child\)/,
    );
    const tour = rows(family).find((row) => row.href === '/tours/1');
    // Booking charges every participant the shared price (three: no group discount yet).
    if (tour) expect(tour.cost).toBe(45 * 3);
    for (const hotel of family.recommendations.hotels) {
      const room = catalogue.hotels
        .find((h) => h.id === hotel.hotelId)!
        .rooms.find((r) => r.roomType === hotel.roomType)!;
      expect(room.capacity * hotel.rooms).toBeGreaterThanOrEqual(3);
    }
    const young = planTrip(
      request({ party: { adults: 2, childrenAges: [5] }, interests: ['wildlife', 'culture'] }),
      catalogue,
      TODAY,
    );
    expect(rows(young).some((row) => row.href?.startsWith('/tours/'))).toBe(false);
  });

  it('fits fewer things into a relaxed day than a packed one', () => {
    const sights = (plan: TripPlan) =>
      Math.max(
        ...plan.dailyPlan.map((d) => d.activities.filter((a) => a.category === 'activity').length),
      );
    const trip = { duration: '4-7-days' as const, interests: [...INTERESTS] };
    expect(
      sights(planTrip(request({ ...trip, pace: 'relaxed' }), catalogue, TODAY)),
    ).toBeLessThanOrEqual(2);
    expect(
      sights(planTrip(request({ ...trip, pace: 'packed' }), catalogue, TODAY)),
    ).toBeGreaterThan(2);
  });

  it('takes a long, cheap coast-only trip to Freetown once, not day after day', () => {
    const trip = request({
      budget: 'under-500',
      duration: '3-plus-weeks',
      interests: ['beaches', 'relaxation'],
      startDate: day(60),
      endDate: day(79),
    });
    const plan = planTrip(trip, catalogue, TODAY);
    // Sleep where the days are: one day trip to the far neighbour at most (issue 35, part 1).
    const trips = plan.dailyPlan.filter((d) => /^Day trip to /.test(d.title));
    expect(trips).toHaveLength(1);
    for (const d of trips) {
      // There after breakfast and back for dinner, by road both ways, paid in the day's total.
      const roads = d.activities.filter(
        (a) => a.category === 'transport' && / to /.test(a.activity),
      );
      expect(roads).toHaveLength(2);
      expect(roads.every((a) => a.cost > 0)).toBe(true);
      const seen = d.activities.filter((a) => a.category === 'activity');
      expect(seen.length).toBeGreaterThan(0);
      const [out, back] = roads;
      expect(back.time).toBe('18:00');
      for (const sight of seen) {
        expect(sight.time >= clock(minutes(out.time) + out.durationMinutes!)).toBe(true);
        expect(clock(minutes(sight.time) + sight.durationMinutes!) <= back.time).toBe(true);
      }
    }
    expect(planProblems(plan, trip, catalogue)).toEqual([]);
  });
});

describe('public holidays, treks in the rains and the practical layer', () => {
  const market = /\bmarkets?\b/i;
  const sights = (plan: TripPlan, index: number) =>
    plan.dailyPlan[index].activities.filter((a) => a.category === 'activity');

  it('keeps away from markets on Christmas Day and on Sundays, and names the holidays', () => {
    const plan = planTrip(
      request({
        interests: ['culture', 'food'],
        startDate: '2026-12-24',
        endDate: '2026-12-30',
        pace: 'packed',
      }),
      catalogue,
      TODAY,
    );
    // 25 December (a Friday), 26 December and 27 December (a Sunday).
    for (const index of [1, 2, 3])
      expect(sights(plan, index).filter((a) => market.test(`${a.activity} ${a.location}`))).toEqual(
        [],
      );
    // Markets do appear on the working days of the same trip.
    const open = [0, 4, 5].flatMap((index) => sights(plan, index));
    expect(open.some((a) => market.test(`${a.activity} ${a.location}`))).toBe(true);
    expect(plan.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Day 2, .*is Christmas Day, a public holiday: markets, banks and offices close.*water taxis/,
        ),
        expect.stringMatching(/^Day 3, .*is Boxing Day/),
      ]),
    );
  });

  it('says a Muslim holiday’s date may move a day', () => {
    const plan = planTrip(
      request({ startDate: '2027-03-08', endDate: '2027-03-12' }),
      catalogue,
      TODAY,
    );
    expect(plan.warnings.join(' ')).toMatch(
      /is Eid al-Fitr \(its date follows the moon and may move a day either side\)/,
    );
  });

  it('gives every plan the practical layer', () => {
    for (const trip of [
      request(),
      request({ duration: '3-plus-weeks', interests: ['mountains', 'adventure'] }),
      request({ startDate: day(50), endDate: day(53) }),
    ]) {
      const text = planTrip(trip, catalogue, TODAY).practical.join(' ');
      expect(text).toMatch(/yellow fever vaccination certificate/);
      expect(text).toMatch(/Malaria/);
      expect(text).toMatch(/local SIM .*Orange Money and Afrimoney/);
      expect(text).toMatch(/leones/);
    }
  });

  it('warns about Bintumani or Wara Wara in the rains', () => {
    const plan = planTrip(
      request({
        budget: '2000-plus',
        duration: '3-plus-weeks',
        interests: ['mountains', 'adventure'],
        startDate: '2027-08-01',
        endDate: '2027-08-16',
      }),
      catalogue,
      TODAY,
    );
    const trek = plan.dailyPlan.some((d) =>
      d.activities.some((a) => /Bintumani|Wara Wara/.test(a.activity)),
    );
    expect(trek).toBe(true);
    expect(plan.warnings.join(' ')).toMatch(
      /(Mount Bintumani|The Wara Wara Mountains) on days? .* falls in the rains: from June to October the trails are slippery/,
    );
  });
});

describe('events first', () => {
  /** The day number an event of the sample catalogue starts on. */
  const eventDay = (title: string) =>
    Math.floor(Date.parse(catalogue.events.find((e) => e.title === title)!.startsAt) / 86_400_000);
  const lantern = eventDay('Freetown Lantern Parade');

  it('a 10-day under-$500 beaches-and-culture plan for a couple from 12 January includes the Lantern Parade with the night in town', () => {
    // The sample catalogue seeds the parade 40 days after the day it is loaded (12 January
    // falls four days before it when loaded on 7 December 2026): the trip starts four days before it.
    const trip = request({
      budget: 'under-500',
      duration: '1-2-weeks',
      interests: ['beaches', 'culture'],
      startDate: formatDay(lantern - 4),
      endDate: formatDay(lantern + 5),
      party: { adults: 2, childrenAges: [] },
    });
    const plan = planTrip(trip, catalogue, TODAY);
    expect(plan.dailyPlan).toHaveLength(10);
    const night = plan.dailyPlan[4];
    expect(night.date).toBe(formatDay(lantern));
    const parade = night.activities.find((row) => row.activity === 'Freetown Lantern Parade')!;
    expect(parade).toMatchObject({ time: '21:00', href: expect.stringMatching(/^\/events\/\d+$/) });
    // The night's base is Freetown: no road out after the parade, a Freetown hotel that night.
    expect(night.region).toBe('freetown');
    expect(
      night.activities.filter((row) => row.category === 'transport' && row.time > parade.time),
    ).toEqual([]);
    const hotel = night.activities.find((row) => row.category === 'lodging')!;
    expect(catalogue.hotels.find((h) => `/hotels/${h.id}` === hotel.href)?.city).toBe('Freetown');
    // The next morning the couple goes back to the beaches.
    expect(plan.dailyPlan[5]).toMatchObject({ kind: 'transfer', region: 'peninsula' });
    // The overview says where the nights are, that one included.
    expect(plan.overview).toContain('10 days on the Peninsula beaches (with 1 night in Freetown)');
    // The quality checker's hard rules hold (the plan prices tickets for two).
    const hard = new Set<string>(HARD_KINDS);
    expect(checkPlan(plan, trip, catalogue).filter((d) => hard.has(d.kind))).toEqual([]);
  });

  it('catches the parade on a trip given only its start date', () => {
    const trip = request({
      budget: '1000-2000',
      duration: '1-2-weeks',
      interests: ['beaches', 'culture'],
      startDate: formatDay(lantern - 6),
      endDate: null,
      party: { adults: 2, childrenAges: [] },
    });
    const plan = planTrip(trip, catalogue, TODAY);
    const night = plan.dailyPlan.find((d) => d.date === formatDay(lantern))!;
    expect(night.region).toBe('freetown');
    expect(night.activities.map((row) => row.activity)).toContain('Freetown Lantern Parade');
  });

  it('keeps the arrival night in Freetown for a parade on the arrival day', () => {
    const trip = request({
      budget: 'under-500',
      interests: ['beaches', 'culture'],
      startDate: formatDay(lantern),
      endDate: formatDay(lantern + 6),
      party: { adults: 2, childrenAges: [] },
    });
    const plan = planTrip(trip, catalogue, TODAY);
    const first = plan.dailyPlan[0];
    expect(first).toMatchObject({ kind: 'arrival', region: 'freetown' });
    expect(first.activities.map((row) => row.activity)).toContain('Freetown Lantern Parade');
    expect(first.activities.some((row) => /Peninsula/.test(row.activity))).toBe(false);
  });

  it('sees an all-day festival in part on the arrival day, and says so', () => {
    const festival = eventDay('Lumley Beach Food Festival');
    const plan = planTrip(
      request({
        interests: ['food'],
        startDate: formatDay(festival),
        endDate: formatDay(festival + 4),
      }),
      catalogue,
      TODAY,
    );
    const row = plan.dailyPlan[0].activities.find(
      (r) => r.activity === 'Lumley Beach Food Festival',
    )!;
    expect(row.notes).toMatch(
      /^Part of it: from 14:30 to \d\d:\d\d \(it runs from 11:00 to 21:00\)/,
    );
    expect(row.time).toBe('14:30');
  });

  it('plans one day of a festival of several days, and says which', () => {
    const festival = eventDay('Kenema Harvest Festival');
    const start = Date.parse(
      catalogue.events.find((e) => e.title === 'Kenema Harvest Festival')!.startsAt,
    );
    const longer: CatalogueSnapshot = {
      ...catalogue,
      events: catalogue.events.map((e) =>
        e.title === 'Kenema Harvest Festival'
          ? { ...e, endsAt: new Date(start + (2 * 24 + 9) * 3_600_000).toISOString() }
          : e,
      ),
    };
    const trip = request({
      budget: '2000-plus',
      duration: '1-2-weeks',
      interests: ['culture', 'wildlife'],
      startDate: formatDay(festival - 6),
      endDate: formatDay(festival + 5),
    });
    const plan = planTrip(trip, longer, TODAY);
    const row = rows(plan).find((r) => r.activity === 'Kenema Harvest Festival')!;
    expect(row.notes).toMatch(/^One day of it, day [1-3] of 3: from \d\d:\d\d to \d\d:\d\d/);
  });
});
