import { serviceTimes, tourHours } from './index.js';

describe('service times', () => {
  it('reads a tour’s length from its duration text', () => {
    expect(tourHours('Half day (4 hours)')).toBe(4);
    expect(tourHours('Half day (5 hours)')).toBe(5);
    expect(tourHours('Full day (8 hours)')).toBe(8);
    expect(tourHours('Full day')).toBe(8);
    expect(tourHours('Half day')).toBe(4);
    expect(tourHours('3 days')).toBe(56);
  });

  it('starts a tour at the time agreed when booking, ending after its hours', () => {
    expect(
      serviceTimes({
        serviceType: 'tour',
        startDate: '2026-12-20T00:00:00.000Z',
        endDate: null,
        metadata: { startTime: '08:00', durationHours: 4 },
      }),
    ).toEqual({ startsAt: '2026-12-20T08:00:00.000Z', endsAt: '2026-12-20T12:00:00.000Z' });
  });

  it('gives a stay its check-in and check-out times, the defaults when none were kept', () => {
    const stay = {
      serviceType: 'hotel',
      startDate: '2026-12-20T00:00:00.000Z',
      endDate: '2026-12-23T00:00:00.000Z',
    };
    expect(serviceTimes({ ...stay, metadata: {} })).toEqual({
      startsAt: '2026-12-20T14:00:00.000Z',
      endsAt: '2026-12-23T11:00:00.000Z',
    });
    expect(
      serviceTimes({ ...stay, metadata: { checkInTime: '15:30', checkOutTime: '10:00' } }),
    ).toEqual({
      startsAt: '2026-12-20T15:30:00.000Z',
      endsAt: '2026-12-23T10:00:00.000Z',
    });
  });

  it('keeps the instants of events, rentals and viewings, giving an open event an end', () => {
    expect(
      serviceTimes({
        serviceType: 'event',
        startDate: '2026-12-20T19:00:00.000Z',
        endDate: null,
        metadata: {},
      }),
    ).toEqual({ startsAt: '2026-12-20T19:00:00.000Z', endsAt: '2026-12-20T23:00:00.000Z' });
    expect(
      serviceTimes({
        serviceType: 'car',
        startDate: '2026-12-20T09:30:00.000Z',
        endDate: '2026-12-22T17:00:00.000Z',
        metadata: {},
      }),
    ).toEqual({ startsAt: '2026-12-20T09:30:00.000Z', endsAt: '2026-12-22T17:00:00.000Z' });
    expect(
      serviceTimes({
        serviceType: 'real_estate',
        startDate: '2026-12-20T10:30:00.000Z',
        endDate: null,
        metadata: {},
      }).endsAt,
    ).toBe('2026-12-20T11:00:00.000Z');
  });
});
