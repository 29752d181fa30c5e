import { authorName, average, ineligibility, subScoreProblem } from './review-rules.js';

const DAY = 86_400_000;
const now = new Date('2026-12-07T12:00:00Z');
const booking = (changes: Partial<Parameters<typeof ineligibility>[0]> = {}) => ({
  userId: 'u1',
  status: 'confirmed',
  checkedInAt: null,
  noShowAt: null,
  end: new Date(now.getTime() - DAY),
  ...changes,
});

describe('who may review a booking', () => {
  it('lets its traveller review a paid booking that is over, or checked in', () => {
    expect(ineligibility(booking(), 'u1', now)).toBeNull();
    const future = new Date(now.getTime() + DAY);
    expect(ineligibility(booking({ end: future }), 'u1', now)).toBe('not_eligible');
    expect(ineligibility(booking({ end: future, checkedInAt: now }), 'u1', now)).toBeNull();
  });

  it('refuses anyone else, unpaid or cancelled bookings and no-shows', () => {
    expect(ineligibility(booking(), 'u2', now)).toBe('not_yours');
    expect(ineligibility(booking({ status: 'pending_payment' }), 'u1', now)).toBe('not_eligible');
    expect(ineligibility(booking({ status: 'cancelled' }), 'u1', now)).toBe('not_eligible');
    expect(ineligibility(booking({ noShowAt: now }), 'u1', now)).toBe('not_eligible');
  });

  it('closes 30 days after the end, to the millisecond', () => {
    const end = new Date(now.getTime() - 30 * DAY);
    expect(ineligibility(booking({ end }), 'u1', now)).toBeNull();
    expect(ineligibility(booking({ end: new Date(end.getTime() - 1) }), 'u1', now)).toBe(
      'window_closed',
    );
  });
});

describe('sub-scores', () => {
  it('asks each kind for its own, each 1 to 5', () => {
    expect(subScoreProblem('tour', { guide: 5, value: 4 })).toBeNull();
    expect(subScoreProblem('tour', { guide: 5 })).toBe(
      'Please score guide, value, each from 1 to 5',
    );
    expect(subScoreProblem('tour', { guide: 5, value: 0 })).not.toBeNull();
    expect(subScoreProblem('tour', { guide: 5, value: 4.5 })).not.toBeNull();
    expect(subScoreProblem('car', { guide: 5, condition: 4, value: 4 })).toBe(
      'A review of this listing scores condition, value; not guide',
    );
    expect(
      subScoreProblem('hotel', { cleanliness: 4, location: 5, staff: 3, value: 2 }),
    ).toBeNull();
  });
});

describe('names and averages', () => {
  it('names the author by first name and initial', () => {
    expect(authorName('Aminata Kamara')).toBe('Aminata K.');
    expect(authorName('  abu bakarr conteh ')).toBe('abu C.');
    expect(authorName('Fatmata')).toBe('Fatmata');
    expect(authorName('')).toBe('Guest');
  });

  it('averages to two decimals', () => {
    expect(average([5, 5, 1])).toBe(3.67);
    expect(average([])).toBeNull();
  });
});
