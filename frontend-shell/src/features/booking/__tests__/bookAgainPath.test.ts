import { bookAgainPath } from '../bookingPageState';

describe("'Book again'", () => {
  it('opens the listing on the booking’s dates, in the query each detail page reads', () => {
    expect(
      bookAgainPath({
        serviceType: 'hotel',
        serviceId: 3,
        startDate: '2026-12-20T00:00:00.000Z',
        endDate: '2026-12-23T00:00:00.000Z',
      }),
    ).toBe('/hotels/3?checkIn=2026-12-20&checkOut=2026-12-23');
    expect(
      bookAgainPath({
        serviceType: 'car',
        serviceId: 2,
        startDate: '2026-12-20T09:30:00.000Z',
        endDate: '2026-12-22T17:00:00.000Z',
      }),
    ).toBe('/cars/2?pickupDate=2026-12-20&returnDate=2026-12-22');
    expect(
      bookAgainPath({
        serviceType: 'tour',
        serviceId: 1,
        startDate: '2026-12-20T00:00:00.000Z',
        endDate: null,
      }),
    ).toBe('/tours/1?date=2026-12-20');
    expect(
      bookAgainPath({
        serviceType: 'real_estate',
        serviceId: 5,
        startDate: '2026-12-20T10:30:00.000Z',
        endDate: null,
      }),
    ).toBe('/real-estate/5?date=2026-12-20');
  });

  it('opens an event on its own dates', () => {
    expect(
      bookAgainPath({
        serviceType: 'event',
        serviceId: 4,
        startDate: '2026-12-20T19:00:00.000Z',
        endDate: null,
      }),
    ).toBe('/events/4');
  });
});
