import { tourBookingSchema } from '../tourBookingSchema';
import { tourBookingProblem } from '../tourRules';

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
  });

  it('refuses a private group above the group size unless the operator allows a larger one', () => {
    expect(tourBookingProblem({ count: 13, details: 13, tourType: 'private' }, 12)).toEqual({
      title: 'Too many participants',
      description: 'Private tours are limited to 12 participants',
    });
    expect(tourBookingProblem({ count: 13, details: 13, tourType: 'private' }, 12, 15)).toBeNull();
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
