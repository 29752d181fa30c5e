import { sampleCatalogue } from '../../../test/support/planner-catalogue.js';
import {
  atTime,
  carTotalCents,
  hotelTotalCents,
  nightsBetween,
  parseDay as parseDate,
  rentalDays,
  ticketTotalCents,
  toCents,
  tourPricePerPersonCents,
  tourTotalCents,
  type TourType,
} from '@salone/booking-rules';
import { formatDay, parseDay } from './calendar.js';
import { planTrip } from './plan-trip.js';
import type { PlannedActivity, TripPlan, TripRequest } from './types.js';

/**
 * Prices that match the booking: each bookable line of a plan is booked again as its Book
 * link says (dates, party, tour type, tickets, room), priced the way the booking quote prices
 * it (bookings/booking-quote.ts, with the same @salone/booking-rules functions), and the two
 * must agree to the cent.
 */
const TODAY = parseDay('2026-11-25')!;
const catalogue = sampleCatalogue(TODAY);
const day = (offset: number) => formatDay(TODAY + offset);

const trip = (overrides: Partial<TripRequest>): TripRequest => ({
  budget: '2000-plus',
  duration: '1-2-weeks',
  interests: ['wildlife', 'culture', 'music'],
  startDate: day(60),
  endDate: day(71),
  party: { adults: 2, childrenAges: [10, 13] },
  pace: 'balanced',
  ...overrides,
});

const rows = (plan: TripPlan) => plan.dailyPlan.flatMap((d) => d.activities);
const paramsOf = (href: string) => new URLSearchParams(href.split('?')[1]);
const idOf = (href: string) => Number(href.split('?')[0].split('/')[2]);
const day0 = (value: string) => parseDate(value)!;

/** What booking a plan's Book link charges, in cents, as the booking quote computes it. */
function bookedCents(plan: TripPlan, row: PlannedActivity): number {
  const href = row.bookingHref!;
  const query = paramsOf(href);
  if (href.startsWith('/tours/')) {
    const tour = catalogue.tours.find((t) => t.id === idOf(href))!;
    const participants = Number(query.get('participants'));
    const perPerson = tourPricePerPersonCents(tour.priceCents, query.get('type') as TourType);
    return tourTotalCents(participants, perPerson);
  }
  if (href.startsWith('/events/')) {
    const event = catalogue.events.find((e) => e.id === idOf(href))!;
    expect(query.get('category')).toBe(event.ticket!.name);
    return ticketTotalCents(Number(query.get('tickets')), event.ticket!.priceCents);
  }
  if (href.startsWith('/hotels/')) {
    const hotel = catalogue.hotels.find((h) => h.id === idOf(href))!;
    const room = hotel.rooms.find((r) => r.id === Number(query.get('room')))!;
    const rooms = plan.recommendations.hotels.find((h) => h.hotelId === hotel.id)!.rooms;
    const nights = nightsBetween(day0(query.get('checkIn')!), day0(query.get('checkOut')!));
    return hotelTotalCents(nights, room.priceCents) * rooms;
  }
  if (href.startsWith('/cars/')) {
    const car = catalogue.cars.find((c) => c.id === idOf(href))!;
    // Picked up at 08:00 on the first day, back by 18:00 on the last.
    const days = rentalDays(
      atTime(day0(query.get('pickupDate')!), '08:00'),
      atTime(day0(query.get('returnDate')!), '18:00'),
    );
    const vehicles = Math.ceil(
      (plan.request.party.adults + plan.request.party.childrenAges.length) / 4,
    );
    return carTotalCents(days, car.dailyRateCents, query.get('driver') === '1') * vehicles;
  }
  throw new Error(`not a bookable line: ${href}`);
}

/** What the plan charges for each Book link: the lines that link to the same booking. */
function plannedCents(plan: TripPlan): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows(plan))
    if (row.bookingHref)
      totals.set(row.bookingHref, (totals.get(row.bookingHref) ?? 0) + toCents(row.cost));
  // The days of a multi-day tour after the first are in its price and have no link.
  return totals;
}

describe('a plan’s prices are what booking its items charges', () => {
  const plans = [
    // A family of four: the 5% group discount, children at the price booking charges them.
    planTrip(trip({}), catalogue, TODAY),
    // Two adults on a long trip up-country: a car with its driver and a tour of several days.
    planTrip(
      trip({
        duration: '3-plus-weeks',
        interests: ['wildlife', 'mountains', 'adventure'],
        startDate: day(40),
        endDate: day(60),
        party: { adults: 2, childrenAges: [] },
      }),
      catalogue,
      TODAY,
    ),
    // Eight travellers on the dates of two events: rooms for all, the 10% group discount.
    planTrip(
      trip({
        duration: '4-7-days',
        interests: ['music', 'food', 'culture'],
        startDate: day(0),
        endDate: day(5),
        party: { adults: 6, childrenAges: [9, 15] },
      }),
      catalogue,
      TODAY,
    ),
  ];

  it('books every tour, event, hotel stay and car of the plans for what the plan says', () => {
    const kinds = new Set<string>();
    for (const plan of plans) {
      const planned = plannedCents(plan);
      for (const row of rows(plan).filter((r) => r.bookingHref)) {
        const href = row.bookingHref!;
        kinds.add(href.split('/')[1]);
        expect({ href, cents: planned.get(href) }).toEqual({ href, cents: bookedCents(plan, row) });
      }
    }
    // The plans above do hold every kind, so none of the comparisons is skipped.
    expect([...kinds].sort()).toEqual(['cars', 'events', 'hotels', 'tours']);
  });

  it('charges a family of four the group discount on a tour, as booking does', () => {
    const tourRow = rows(plans[0]).find((row) => row.bookingHref?.startsWith('/tours/'))!;
    const tour = catalogue.tours.find((t) => t.id === idOf(tourRow.href!))!;
    // Four participants at the shared price, less 5%.
    expect(toCents(tourRow.cost)).toBe(Math.round(tour.priceCents * 4 * 0.95));
    expect(tourRow.notes).toContain('5% group discount');
  });

  it('gives a tour of several days one Book link, on its first day', () => {
    const multi = rows(plans[1]).filter((row) => / \(day \d+ of \d+\)$/.test(row.activity));
    expect(multi.length).toBeGreaterThan(0);
    for (const row of multi) expect(row.bookingHref).toBeNull();
    const first = rows(plans[1]).find(
      (row) => row.href === multi[0].href && row.category === 'activity' && !multi.includes(row),
    )!;
    expect(first.bookingHref).toContain('book=1');
  });

  it('says what the car does on a day of its rental without a long drive', () => {
    for (const plan of plans)
      for (const row of rows(plan))
        if (row.href?.startsWith('/cars/') && !/with driver: /.test(row.activity))
          expect(row.notes).toMatch(/^(Waits with its driver|Drives you to)/);
  });
});
