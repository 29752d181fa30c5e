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
  /** Who runs it, as the voucher names them (the booking DTO carries it). */
  operator?: { name: string; phone: string; email: string } | null;
}

/** Hours a booking without an end takes in the calendar (event, tour day, viewing). */
const DURATION_HOURS: Record<string, number> = { event: 4, tour: 8, real_estate: 1 };

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

const parts = (iso: string): [number, number, number, number, number] => {
  const d = new Date(iso);
  return [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ];
};

/**
 * The booking as an iCalendar file, written by the `ics` library. Stays and rentals are
 * all-day events from the first day to the last (check-out, return); timed bookings start at
 * their local time in Africa/Freetown (`DTSTART;TZID=Africa/Freetown`), whose definition the
 * file carries: Sierra Leone keeps GMT all year, so the local time is the UTC time the
 * booking stores.
 */
export function bookingCalendar(booking: CalendarBooking, url: string): string {
  const allDay = booking.serviceType === 'hotel' || booking.serviceType === 'car';
  const base: Partial<EventAttributes> = {
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
  };
  let attributes: EventAttributes;
  if (allDay) {
    const [y, m, d] = parts(booking.startDate);
    const end = parts(
      booking.endDate ?? new Date(Date.parse(booking.startDate) + 86_400_000).toISOString(),
    );
    // A car returned on the last day still has that day; a hotel's check-out morning is free.
    const endDay =
      booking.serviceType === 'car'
        ? parts(new Date(Date.UTC(end[0], end[1] - 1, end[2]) + 86_400_000).toISOString())
        : end;
    attributes = {
      ...base,
      start: [y, m, d],
      end: [endDay[0], endDay[1], endDay[2]],
    } as EventAttributes;
  } else {
    attributes = {
      ...base,
      start: Date.parse(booking.startDate),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { hours: DURATION_HOURS[booking.serviceType] ?? 2 },
    } as EventAttributes;
  }
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  // `ics` writes UTC times (`...Z`); at +00:00 all year they are Freetown's wall-clock times.
  return value
    .replace('BEGIN:VCALENDAR\r\n', `BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:${CALENDAR_TIME_ZONE}\r\n`)
    .replace('BEGIN:VEVENT\r\n', `${VTIMEZONE}\r\nBEGIN:VEVENT\r\n`)
    .replace(/^(DTSTART|DTEND):(\d{8}T\d{6})Z\r$/gm, `$1;TZID=${CALENDAR_TIME_ZONE}:$2\r`);
}
