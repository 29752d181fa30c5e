/**
 * The rules of verified reviews, as pure functions so they are tested once
 * (docs/decisions/verified-reviews.md).
 */
import type { ListingKind } from '../catalogue/index.js';

/** A review may be written until this many days after its booking ended. */
export const REVIEW_WINDOW_DAYS = 30;
export const MAX_REVIEW_TEXT = 2000;
export const MAX_REVIEW_PHOTOS = 4;
export const MAX_REPLY_TEXT = 1000;

/** The sub-scores a review gives, by the kind of listing it is about. */
export const SUB_SCORES = {
  hotel: ['cleanliness', 'location', 'staff', 'value'],
  tour: ['guide', 'value'],
  event: ['organisation', 'value'],
  car: ['condition', 'value'],
  property: ['accuracy', 'agent'],
} as const satisfies Record<ListingKind, readonly string[]>;
export type SubScoreKey = (typeof SUB_SCORES)[ListingKind][number];
export const ALL_SUB_SCORES = [...new Set(Object.values(SUB_SCORES).flat())] as SubScoreKey[];

/** Why a booking cannot be reviewed (yet or any more); null: it can. */
export type Ineligibility = 'not_yours' | 'not_eligible' | 'window_closed';

export interface ReviewableBooking {
  userId: string;
  status: string;
  checkedInAt: Date | null;
  noShowAt: Date | null;
  /** When the service was over (bookingEnd). */
  end: Date;
}

/**
 * Whether `userId` may review `booking` at `now`: their own booking, paid (confirmed), not a
 * no-show, and either checked in or over; and no later than REVIEW_WINDOW_DAYS after its end.
 */
export function ineligibility(
  booking: ReviewableBooking,
  userId: string,
  now: Date,
): Ineligibility | null {
  if (booking.userId !== userId) return 'not_yours';
  if (booking.status !== 'confirmed' || booking.noShowAt) return 'not_eligible';
  if (!booking.checkedInAt && booking.end.getTime() > now.getTime()) return 'not_eligible';
  if (now.getTime() > reviewDeadline(booking.end).getTime()) return 'window_closed';
  return null;
}

export const reviewDeadline = (end: Date): Date =>
  new Date(end.getTime() + REVIEW_WINDOW_DAYS * 86_400_000);

/**
 * The sub-scores a kind asks for, from what was sent: every key of the kind, each an integer
 * from 1 to 5, and no other key. Returns the problem's message, or null when they fit.
 */
export function subScoreProblem(kind: ListingKind, given: Record<string, unknown>): string | null {
  const wanted: readonly string[] = SUB_SCORES[kind];
  const extra = Object.keys(given).filter((key) => !wanted.includes(key));
  if (extra.length > 0) {
    return `A review of this listing scores ${wanted.join(', ')}; not ${extra.join(', ')}`;
  }
  for (const key of wanted) {
    const value = given[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) {
      return `Please score ${wanted.join(', ')}, each from 1 to 5`;
    }
  }
  return null;
}

/** "Aminata Kamara" -> "Aminata K.": how a review names its author. */
export function authorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Guest';
  const first = parts[0].slice(0, 40);
  return parts.length > 1 ? `${first} ${parts[parts.length - 1][0].toUpperCase()}.` : first;
}

/** The average of scores, to two decimals; null for none. */
export function average(scores: number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 100) / 100;
}
