import { type DomainException, invalidField } from '../../common/errors/domain.exception.js';

/** The days and start times a property takes viewings on, as its operator set them. */
export interface ViewingHours {
  /** ISO weekdays, 1 Monday ... 7 Sunday. */
  viewingDays: number[];
  /** Start times, HH:MM. */
  viewingTimes: string[];
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The ISO weekday (1 Monday ... 7 Sunday) of a local date YYYY-MM-DD (UTC all year). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** "Monday, Wednesday and Friday" (ISO weekdays in week order). */
function listed(words: string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export const VIEWING_DAY_NOT_OFFERED = (hours: ViewingHours): string =>
  hours.viewingDays.length === 0
    ? 'This property is not taking viewings on any day at the moment'
    : `This property takes viewings on ${listed(
        [...hours.viewingDays].sort((a, b) => a - b).map((day) => DAY_NAMES[day - 1]),
      )} only. Please choose another date.`;

export const VIEWING_TIME_NOT_OFFERED = (hours: ViewingHours): string =>
  `This property takes viewings at ${listed([...hours.viewingTimes].sort())} only. Please choose another time.`;

/** Whether the property takes a viewing on that date at that time. */
export const viewingOffered = (hours: ViewingHours, date: string, time: string): boolean =>
  hours.viewingDays.includes(isoWeekday(date)) && hours.viewingTimes.includes(time);

/**
 * Refuses a viewing outside the property's viewing days and times: 400 VIEWING_NOT_OFFERED
 * naming the field at fault (the date for a day it is closed, else the time).
 */
export function viewingRefusal(
  hours: ViewingHours,
  date: string,
  time: string,
): DomainException | null {
  if (!hours.viewingDays.includes(isoWeekday(date))) {
    return invalidField('startDate', VIEWING_DAY_NOT_OFFERED(hours), 'VIEWING_NOT_OFFERED');
  }
  if (!hours.viewingTimes.includes(time)) {
    return invalidField(
      'metadata.viewingTime',
      VIEWING_TIME_NOT_OFFERED(hours),
      'VIEWING_NOT_OFFERED',
    );
  }
  return null;
}
