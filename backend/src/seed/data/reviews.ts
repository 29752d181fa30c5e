/**
 * Sample travellers, their past bookings and the reviews they wrote (development only: the
 * tests and production start without them). Listings are named by their kind and their
 * position in the sample catalogue (1 is the first hotel, tour, car, property).
 */
export interface SampleReviewSeed {
  reviewer: { email: string; firstName: string; lastName: string };
  kind: 'hotel' | 'tour' | 'car' | 'property';
  listing: number;
  /** When the service ended, in days before the seed ran. */
  endedDaysAgo: number;
  /** How long it lasted, days (nights, rental days); 1 for a tour or viewing. */
  days: number;
  overall: number;
  subScores: Record<string, number>;
  text: string;
  reply?: string;
}

const fatmata = { email: 'fatmata@demo.salone.sl', firstName: 'Fatmata', lastName: 'Sesay' };
const david = { email: 'david@demo.salone.sl', firstName: 'David', lastName: 'Mensah' };
const claire = { email: 'claire@demo.salone.sl', firstName: 'Claire', lastName: 'Dubois' };

/** The reviewers: sample-only accounts, like the demo operators (password salone-demo-2026). */
export const SAMPLE_REVIEWERS = [fatmata, david, claire];

export const SAMPLE_REVIEWS: SampleReviewSeed[] = [
  {
    reviewer: fatmata,
    kind: 'hotel',
    listing: 1,
    endedDaysAgo: 12,
    days: 3,
    overall: 5,
    subScores: { cleanliness: 5, location: 5, staff: 5, value: 4 },
    text: 'Woke up to the sea every morning. The front desk arranged a driver to Lumley at short notice.',
    reply: 'Thank you, Fatmata! We hope to welcome you back to Aberdeen soon.',
  },
  {
    reviewer: david,
    kind: 'hotel',
    listing: 1,
    endedDaysAgo: 5,
    days: 2,
    overall: 4,
    subScores: { cleanliness: 4, location: 5, staff: 4, value: 3 },
    text: 'Great spot and kind staff. The generator kicked in twice at night, which was loud.',
  },
  {
    reviewer: claire,
    kind: 'tour',
    listing: 1,
    endedDaysAgo: 8,
    days: 1,
    overall: 5,
    subScores: { guide: 5, value: 5 },
    text: 'Our guide knew every chimpanzee by name and their story. Worth the early start.',
    reply: 'Thank you, Claire. The chimps say hello!',
  },
  {
    reviewer: david,
    kind: 'tour',
    listing: 1,
    endedDaysAgo: 20,
    days: 1,
    overall: 4,
    subScores: { guide: 5, value: 4 },
    text: 'Beautiful sanctuary. The road up is rough, so the 4x4 pickup matters.',
  },
  {
    reviewer: fatmata,
    kind: 'car',
    listing: 1,
    endedDaysAgo: 15,
    days: 4,
    overall: 4,
    subScores: { condition: 4, value: 4 },
    text: 'Clean and reliable on the road to Bo. Pickup at Lungi was on time.',
  },
  {
    reviewer: claire,
    kind: 'property',
    listing: 1,
    endedDaysAgo: 3,
    days: 1,
    overall: 5,
    subScores: { accuracy: 5, agent: 5 },
    text: 'The house is exactly as in the photos, and the agent answered every question.',
  },
];
