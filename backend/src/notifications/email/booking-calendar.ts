import { createEvent, type EventAttributes } from 'ics';
import type { BookingSnapshot } from '../events.js';

/** Hours a booking without an end takes in the calendar (event, tour day, viewing). */
const DURATION_HOURS: Record<string, number> = { event: 4, tour: 8, real_estate: 1 };

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
 * The booking as an iCalendar file. Stays and rentals are all-day events from the first day to
 * the last (check-out, return); timed bookings keep their time in UTC, which is Sierra Leone's
 * clock (Africa/Freetown, GMT all year), and the calendar names the zone.
 */
export function bookingCalendar(booking: BookingSnapshot, url: string): string {
  const allDay = booking.serviceType === 'hotel' || booking.serviceType === 'car';
  const base: Partial<EventAttributes> = {
    uid: `${booking.id}@salone`,
    title: `${booking.serviceName} (${booking.reference})`,
    description: `Salone booking ${booking.reference}. Voucher: ${url}`,
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
  return value.replace(
    'BEGIN:VCALENDAR\r\n',
    'BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:Africa/Freetown\r\n',
  );
}
