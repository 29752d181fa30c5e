import { tourBookingSchema, tourBookingSchemaFor } from '../tourBookingSchema';
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

  describe("participants' e-mail addresses", () => {
    const form = (participants: { name: string; phone: string; email: string }[]) => ({
      tourType: 'shared',
      tourDate: '2999-01-01',
      numberOfParticipants: participants.length,
      preferredLanguage: 'Krio',
      participants,
    });
    const isatu = { name: 'Isatu Sesay', phone: '076 123 456', email: 'isatu@example.com' };
    const foday = { name: 'Foday Sesay', phone: '077 654 321', email: '' };

    it('lets the other participants leave theirs empty, and checks one that is given', () => {
      expect(tourBookingSchema.safeParse(form([isatu, foday])).success).toBe(true);
      const bad = tourBookingSchema.safeParse(form([isatu, { ...foday, email: 'foday at home' }]));
      expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['participants.1.email', 'Valid email is required'],
      ]);
    });

    it("needs the lead's, except from an account with a phone and no e-mail address", () => {
      const noLeadEmail = form([{ ...isatu, email: '' }, foday]);
      const required = tourBookingSchema.safeParse(noLeadEmail);
      expect(required.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['participants.0.email', 'Valid email is required'],
      ]);
      expect(tourBookingSchemaFor(false).safeParse(noLeadEmail).success).toBe(true);
    });
  });
});
