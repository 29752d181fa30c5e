import { createEvents, type EventAttributes } from 'ics';
import { conflict } from '../common/errors/domain.exception.js';
import type { ItineraryDto } from './dto/itinerary.dto.js';

export const CALENDAR_NEEDS_DATES =
  'Add travel dates to this plan to export it to a calendar: plan the trip again with dates.';

/**
 * The plan as an iCalendar file: one event per activity and journey, at its time in Sierra
 * Leone (Africa/Freetown keeps GMT all year, so the times are written in UTC and the calendar
 * names its zone). Meals, local transport and nights are not events.
 */
export function planCalendar(itinerary: ItineraryDto): string {
  if (itinerary.request.startDate === null) {
    throw conflict(CALENDAR_NEEDS_DATES, 'NO_DATES');
  }
  const events: EventAttributes[] = [];
  for (const day of itinerary.dailyPlan) {
    const [year, month, date] = day.date!.split('-').map(Number);
    day.activities.forEach((line, index) => {
      if (line.durationMinutes === null) return;
      const [hours, minutes] = line.time.split(':').map(Number);
      events.push({
        uid: `${itinerary.id}-${day.day}-${index}@salone`,
        start: Date.UTC(year, month - 1, date, hours, minutes),
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { minutes: line.durationMinutes },
        title: line.activity,
        location: line.location,
        description: [line.notes, line.cost > 0 ? `Estimated cost: $${line.cost}` : null]
          .filter(Boolean)
          .join('\n'),
        ...(line.coords ? { geo: { lon: line.coords[0], lat: line.coords[1] } } : {}),
      });
    });
  }
  const { error, value } = createEvents(events, {
    productId: 'salone/trip-planner',
    calName: 'Sierra Leone trip',
  });
  if (error || !value) throw error ?? new Error('calendar could not be written');
  // The zone the times belong to, for calendar apps that show it.
  return value.replace(
    'BEGIN:VCALENDAR\r\n',
    'BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:Africa/Freetown\r\n',
  );
}
