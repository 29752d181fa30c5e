import { formatCost, formatDate, formatDayDate, formatUsd, todayIso } from '../format';
import { checkPlanForm, EMPTY_PLAN_FORM, PLAN_FORM_MESSAGES, toTripPlanRequest } from '../planForm';
import { isItineraryId } from '../itinerary';
import { TRIP_DATE_MESSAGES } from '@salone/booking-rules';

const TODAY = '2026-11-26';
const complete = {
  ...EMPTY_PLAN_FORM,
  budget: 'under-500' as const,
  duration: '4-7-days' as const,
  interests: ['food' as const],
};

describe('plan form rules', () => {
  it('requires a budget, a trip length and an interest', () => {
    const { errors, missingRequired } = checkPlanForm(EMPTY_PLAN_FORM, TODAY);
    expect(missingRequired).toBe(true);
    expect(errors).toEqual({
      budget: PLAN_FORM_MESSAGES.budget,
      duration: PLAN_FORM_MESSAGES.duration,
      interests: PLAN_FORM_MESSAGES.interests,
    });
    expect(checkPlanForm(complete, TODAY)).toEqual({ errors: {}, missingRequired: false });
  });

  it("checks the dates with the server's own rules, trip length included", () => {
    const check = (startDate: string, endDate: string) =>
      checkPlanForm({ ...complete, startDate, endDate }, TODAY).errors;
    expect(check('2026-12-01', '2026-12-04')).toEqual({});
    expect(check('2026-12-01', '')).toEqual({});
    expect(check('2026-11-25', '')).toEqual({ startDate: TRIP_DATE_MESSAGES.startInPast });
    expect(check('2026-12-05', '2026-12-01')).toEqual({
      endDate: TRIP_DATE_MESSAGES.endBeforeStart,
    });
    expect(check('', '2026-12-05')).toEqual({ startDate: TRIP_DATE_MESSAGES.endWithoutStart });
    expect(check('2026-13-45', '')).toEqual({ startDate: TRIP_DATE_MESSAGES.startNotADate });
    expect(check(TODAY, TODAY)).toEqual({
      endDate:
        'Your dates make a 1-day trip, but you chose 4-7 days. Change the dates or choose 1-3 days.',
    });
    // Before a trip length is chosen, only the dates themselves are checked.
    expect(
      checkPlanForm({ ...complete, duration: '', startDate: TODAY, endDate: TODAY }, TODAY).errors,
    ).toEqual({ duration: PLAN_FORM_MESSAGES.duration });
    // A date problem alone is not 'Missing Information'.
    expect(checkPlanForm({ ...complete, startDate: '2026-01-01' }, TODAY).missingRequired).toBe(
      false,
    );
  });

  it('builds the request, leaving out dates not given', () => {
    expect(toTripPlanRequest(EMPTY_PLAN_FORM)).toBeNull();
    expect(toTripPlanRequest(complete)).toEqual({
      budget: 'under-500',
      duration: '4-7-days',
      interests: ['food'],
      party: { adults: 1, childrenAges: [] },
      pace: 'balanced',
    });
    expect(
      toTripPlanRequest({ ...complete, startDate: '2026-12-01', endDate: '2026-12-04' }),
    ).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-04' });
  });

  it('sends the party and pace, and refuses a party without adults', () => {
    expect(
      toTripPlanRequest({ ...complete, adults: '2', childrenAges: ['7', '12'], pace: 'relaxed' }),
    ).toMatchObject({ party: { adults: 2, childrenAges: [7, 12] }, pace: 'relaxed' });
    expect(checkPlanForm({ ...complete, adults: '0' }, TODAY).errors.adults).toBe(
      'Enter 1 to 10 adults.',
    );
    expect(checkPlanForm({ ...complete, adults: '2' }, TODAY).errors.adults).toBeUndefined();
    expect(checkPlanForm({ ...complete, adults: '11' }, TODAY).errors.adults).toBe(
      'Enter 1 to 10 adults.',
    );
    expect(checkPlanForm({ ...complete, childrenAges: ['17'] }, TODAY).errors.childrenAges).toBe(
      PLAN_FORM_MESSAGES.childAge,
    );
  });
});

describe('planner formatting', () => {
  it('writes dollars, Free, and dates the same everywhere', () => {
    expect(formatUsd(1890)).toBe('$1,890');
    expect(formatUsd(642.5)).toBe('$642.50');
    expect(formatCost(0)).toBe('Free');
    expect(formatCost(12)).toBe('$12');
    expect(formatDayDate('2026-12-12')).toBe('Sat 12 Dec 2026');
    expect(formatDayDate('2027-09-04')).toBe('Sat 4 Sep 2027');
    expect(formatDate('2026-11-26T23:30:00.000Z')).toBe('26 Nov 2026');
    expect(todayIso(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-26');
  });

  it('recognises saved itinerary ids', () => {
    expect(isItineraryId('3f1c2b7a-9d4e-4f6a-8b21-5c7d9e0a1b2c')).toBe(true);
    expect(isItineraryId('../bookings/user')).toBe(false);
    expect(isItineraryId('42')).toBe(false);
  });
});
