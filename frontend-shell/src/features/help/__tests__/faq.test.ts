import {
  ALL_FAQ_ITEMS,
  CONTACT_FAQ_IDS,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_TITLES,
  filterFaq,
  getFaqItems,
} from '../faq';

const questions = (categories: ReturnType<typeof filterFaq>) =>
  categories.flatMap((category) => category.items.map((item) => item.question));

describe('FAQ data', () => {
  it('is grouped in exactly the five help-centre categories, 3 to 5 answers each', () => {
    expect(FAQ_CATEGORIES.map((category) => category.title)).toEqual([
      'Booking & Reservations',
      'Account & Profile',
      'Services & Destinations',
      'AI Trip Planner',
      'Safety & Support',
    ]);
    expect(FAQ_CATEGORY_TITLES).toHaveLength(5);
    for (const category of FAQ_CATEGORIES) {
      expect(category.items.length).toBeGreaterThanOrEqual(3);
      expect(category.items.length).toBeLessThanOrEqual(5);
    }
  });

  it('gives every answer a unique id', () => {
    const ids = ALL_FAQ_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('quotes the product rules', () => {
    const text = ALL_FAQ_ITEMS.map((item) => item.answer).join('\n');
    expect(text).toContain('USSD code');
    expect(text).toContain('hotels up to 24 hours before check-in');
    expect(text).toContain('tours up to 48 hours before the tour starts');
    expect(text).toContain('car rentals up to 12 hours before pick-up');
    expect(text).toContain('events up to 24 hours before the event starts');
    expect(text).toContain('property viewings up to 24 hours before the viewing');
    expect(text).toContain('PDF, JPG, JPEG or PNG file of up to 5 MB');
    expect(text).toContain('Monday to Friday, 9:00-18:00 GMT');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('24 hours a day, 7 days a week');
    expect(text).toContain('5 or more people on tours and events');
    expect(text).toContain('3 or more rooms');
  });
});

describe('filterFaq', () => {
  it('keeps everything for a blank query', () => {
    expect(filterFaq(FAQ_CATEGORIES, '   ')).toBe(FAQ_CATEGORIES);
  });

  it('matches question text, ignoring case and surrounding spaces', () => {
    const result = filterFaq(FAQ_CATEGORIES, '  KEPT SECURE ');
    expect(result.map((category) => category.title)).toEqual(['Account & Profile']);
    expect(questions(result)).toEqual(['How is my account kept secure?']);
  });

  it('matches answer text', () => {
    expect(questions(filterFaq(FAQ_CATEGORIES, 'tiwai'))).toEqual([
      'Which parts of Sierra Leone do you cover?',
    ]);
  });

  it('drops categories left empty and returns nothing when nothing matches', () => {
    const result = filterFaq(FAQ_CATEGORIES, 'itinerary');
    expect(result.every((category) => category.items.length > 0)).toBe(true);
    expect(filterFaq(FAQ_CATEGORIES, 'no such words here')).toEqual([]);
  });
});

describe('getFaqItems', () => {
  it('returns the contact page snippets in order', () => {
    expect(getFaqItems(CONTACT_FAQ_IDS).map((item) => item.id)).toEqual([...CONTACT_FAQ_IDS]);
  });

  it('refuses an unknown id', () => {
    expect(() => getFaqItems(['nope'])).toThrow('Unknown FAQ item: nope');
  });
});
