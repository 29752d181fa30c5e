import { serviceTimes } from '@salone/booking-rules';
import { createEvent, type EventAttributes } from 'ics';

/** Sierra Leone's zone: GMT all year, no daylight saving (RULINGS 15). */
export const CALENDAR_TIME_ZONE = 'Africa/Freetown';

/** What a calendar entry needs of a booking (a notification snapshot or the booking DTO). */
export interface CalendarBooking {
  id: string;
  reference: string;
  serviceType: string;
  serviceName: string;
  startDate: string;
  endDate: string | null;
  /** When the service begins and ends (the booking DTO and newer snapshots carry them). */
  startsAt?: string;
  endsAt?: string;
  /** Who runs it, as the voucher names them (the booking DTO carries it). */
  operator?: { name: string; phone: string; email: string } | null;
}

/** The zone's definition: one standard period at +00:00 (GMT), as Africa/Freetown keeps. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * The booking as an iCalendar file, written by the `ics` library: one timed event from when the
 * service begins to when it ends (check-in to check-out time, pickup to return, a tour's start
 * to its end, an event's start to its end), at local time in Africa/Freetown
 * (`DTSTART;TZID=Africa/Freetown`, `DTEND;TZID=...`), whose definition the file carries:
 * Sierra Leone keeps GMT all year, so the local time is the UTC time the booking stores.
 */
export function bookingCalendar(booking: CalendarBooking, url: string): string {
  const fallback = serviceTimes({ ...booking, metadata: {} });
  const startsAt = booking.startsAt ?? fallback.startsAt;
  const endsAt = booking.endsAt ?? fallback.endsAt;
  const attributes: EventAttributes = {
    uid: `${booking.id}@salone`,
    title: `${booking.serviceName} (${booking.reference})`,
    description: [
      `Salone booking ${booking.reference}. Voucher: ${url}`,
      booking.operator
        ? `Contact: ${booking.operator.name}, ${booking.operator.phone}, ${booking.operator.email}`
        : null,
    ]
      .filter(Boolean)
      .join('\n'),
    url,
    status: 'CONFIRMED',
    productId: 'salone/bookings',
    calName: 'Salone bookings',
    start: Date.parse(startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  // `ics` writes UTC times (`...Z`); at +00:00 all year they are Freetown's wall-clock times.
  return value
    .replace('BEGIN:VCALENDAR\r\n', `BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:${CALENDAR_TIME_ZONE}\r\n`)
    .replace('BEGIN:VEVENT\r\n', `${VTIMEZONE}\r\nBEGIN:VEVENT\r\n`)
    .replace(/^(DTSTART|DTEND):(\d{8}T\d{6})Z\r$/gm, `$1;TZID=${CALENDAR_TIME_ZONE}:$2\r`);
}
