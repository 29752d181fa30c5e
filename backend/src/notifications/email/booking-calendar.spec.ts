import { bookingCalendar } from './booking-calendar.js';

const booking = {
  id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  reference: 'SL-7K3Q9D',
  serviceName: 'Freetown Lantern Parade',
};
const lines = (ics: string) => ics.split('\r\n');

describe('bookingCalendar', () => {
  it('starts a timed booking at its Freetown time and defines the zone', () => {
    const ics = bookingCalendar(
      { ...booking, serviceType: 'event', startDate: '2026-12-20T18:30:00.000Z', endDate: null },
      'https://salone.example/bookings/SL-7K3Q9D',
    );
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Africa/Freetown:20261220T183000',
        'DTEND;TZID=Africa/Freetown:20261220T223000',
        'TZID:Africa/Freetown',
        'TZOFFSETTO:+0000',
        'X-WR-TIMEZONE:Africa/Freetown',
        'UID:0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a@salone',
      ]),
    );
    expect(ics).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).not.toContain('Contact:');
    expect(ics.indexOf('END:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
  });

  it("names the operator's contact in the description when the booking carries it", () => {
    const ics = bookingCalendar(
      {
        ...booking,
        serviceType: 'event',
        startDate: '2026-12-20T18:30:00.000Z',
        endDate: null,
        operator: {
          name: 'Sweet Salone Events',
          phone: '+232 76 918 402',
          email: 'tickets@sweetsaloneevents.sl',
        },
      },
      'https://salone.example/bookings/SL-7K3Q9D',
    );
    // Unfolded (RFC 5545 3.1): long lines continue after CRLF and a space.
    const description = ics.replace(/\r\n[ \t]/g, '').match(/^DESCRIPTION:(.*)$/m)?.[1];
    expect(description).toBe(
      'Salone booking SL-7K3Q9D. Voucher: https://salone.example/bookings/SL-7K3Q9D\\nContact: Sweet Salone Events\\, +232 76 918 402\\, tickets@sweetsaloneevents.sl',
    );
  });

  it('times a stay from its check-in time to its check-out time', () => {
    const ics = bookingCalendar(
      {
        ...booking,
        serviceType: 'hotel',
        startDate: '2026-12-20T00:00:00.000Z',
        endDate: '2026-12-23T00:00:00.000Z',
        startsAt: '2026-12-20T15:00:00.000Z',
        endsAt: '2026-12-23T10:00:00.000Z',
      },
      'https://salone.example/bookings/SL-7K3Q9D',
    );
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Africa/Freetown:20261220T150000',
        'DTEND;TZID=Africa/Freetown:20261223T100000',
      ]),
    );
    expect(ics).not.toContain('VALUE=DATE');
  });

  it('gives a stay without its times the default 14:00 check-in and 11:00 check-out', () => {
    const ics = bookingCalendar(
      {
        ...booking,
        serviceType: 'hotel',
        startDate: '2026-12-20T00:00:00.000Z',
        endDate: '2026-12-23T00:00:00.000Z',
      },
      'https://salone.example/bookings/SL-7K3Q9D',
    );
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Africa/Freetown:20261220T140000',
        'DTEND;TZID=Africa/Freetown:20261223T110000',
      ]),
    );
  });

  it('times a car rental from pickup to return, not all day', () => {
    const ics = bookingCalendar(
      {
        ...booking,
        serviceType: 'car',
        startDate: '2026-12-30T09:30:00.000Z',
        endDate: '2027-01-02T17:00:00.000Z',
      },
      'https://salone.example/bookings/SL-7K3Q9D',
    );
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Africa/Freetown:20261230T093000',
        'DTEND;TZID=Africa/Freetown:20270102T170000',
      ]),
    );
    expect(ics).not.toContain('VALUE=DATE');
  });
});
