import { tourBookingSchema } from '../TourBookingDialog';
import { participantLimit, tourBookingProblem, tourTotal } from '../tourRules';
import { aTour } from './fixtures';

describe('tour booking rules', () => {
  it("refuses a count that differs from the participant details with 'Participant mismatch'", () => {
    expect(tourBookingProblem({ count: 3, details: 2, tourType: 'private' }, 12)).toEqual({
      title: 'Participant mismatch',
      description: 'Number of participant details must match the selected count',
    });
  });

  it("refuses a shared tour above the group size with 'Too many participants'", () => {
    expect(tourBookingProblem({ count: 13, details: 13, tourType: 'shared' }, 12)).toEqual({
      title: 'Too many participants',
      description: 'Shared tours are limited to 12 participants',
    });
    expect(tourBookingProblem({ count: 13, details: 13, tourType: 'private' }, 12)).toBeNull();
  });

  it('prices per person from the server table: private 2.5 x, shared 1 x', () => {
    const tour = aTour();
    expect(tourTotal(tour, 'private', 2)).toBe(200);
    expect(tourTotal(tour, 'shared', 3)).toBe(120);
    expect(tourTotal(aTour({ pricing: { ...tour.pricing, private: 83.33 } }), 'private', 3)).toBe(
      249.99,
    );
  });

  it('offers 1..min(maxGroupSize, 20) for shared and 1..20 for private', () => {
    expect(participantLimit(12, 'shared')).toBe(12);
    expect(participantLimit(40, 'shared')).toBe(20);
    expect(participantLimit(12, 'private')).toBe(20);
    expect(participantLimit(12, '')).toBe(20);
  });

  it("asks for at least one participant ('At least one participant is required')", () => {
    const result = tourBookingSchema.safeParse({
      tourType: 'shared',
      tourDate: '2999-01-01',
      numberOfParticipants: 1,
      preferredLanguage: 'English',
      participants: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'At least one participant is required',
    ]);
  });
});
