import { formatMessage, type Locale, type MessageValues } from '@salone/i18n';
import { pagesMessages, type PagesKey } from '../../../i18n';
import {
  CONTACT_FAQ_IDS,
  FAQ_IDS,
  FAQ_STRUCTURE,
  faqCategories,
  faqItems,
  filterFaq,
  searchable,
  type FaqCategory,
  type PagesText,
} from '../faq';

/** The pages' catalogue in `locale`, written as the pages write it. */
async function pagesText(locale: Locale): Promise<PagesText> {
  const messages = await pagesMessages.load(locale);
  return (key: PagesKey, values?: MessageValues) =>
    formatMessage(pagesMessages.namespace, locale, messages, key, values);
}

const questions = (categories: readonly FaqCategory[]) =>
  categories.flatMap((category) => category.items.map((item) => item.question));

let en: readonly FaqCategory[];
let kri: readonly FaqCategory[];
let fr: readonly FaqCategory[];
beforeAll(async () => {
  en = faqCategories(await pagesText('en'));
  kri = faqCategories(await pagesText('kri'));
  fr = faqCategories(await pagesText('fr'));
});

describe('FAQ data', () => {
  it('is grouped in exactly the five help-centre categories, 3 to 5 answers each', () => {
    expect(en.map((category) => category.title)).toEqual([
      'Booking & Reservations',
      'Account & Profile',
      'Services & Destinations',
      'AI Trip Planner',
      'Safety & Support',
    ]);
    for (const category of en) {
      expect(category.items.length).toBeGreaterThanOrEqual(3);
      expect(category.items.length).toBeLessThanOrEqual(5);
    }
  });

  it('gives every answer a unique id', () => {
    expect(new Set(FAQ_IDS).size).toBe(FAQ_IDS.length);
    expect(FAQ_IDS).toHaveLength(FAQ_STRUCTURE.flatMap((category) => category.items).length);
  });

  it('quotes the product rules', () => {
    const text = en.flatMap((category) => category.items.map((item) => item.answer)).join('\n');
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
    expect(text).toContain('5% off for 4 or more people, 10% for 8 or more, 15% for 12 or more');
    expect(text).toContain('Groups of 5 or more people at events');
    expect(text).toContain('3 or more rooms');
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('quotes the same rules in Krio and in French, with their words for them', () => {
    const answers = (categories: readonly FaqCategory[]) =>
      categories.flatMap((category) => category.items.map((item) => item.answer)).join('\n');
    expect(answers(kri)).toContain('otɛl te 24 awa bifo chɛk-in');
    expect(answers(kri)).toContain('PDF, JPG, JPEG ɔ PNG');
    expect(answers(fr)).toContain("pour les hôtels jusqu'à 24 heures avant l'arrivée");
    expect(answers(fr)).toContain('PDF, JPG, JPEG ou PNG');
    for (const text of [answers(kri), answers(fr)]) {
      expect(text).toContain('+232 79 000 999');
      expect(text).toContain('5-10');
      expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
    }
  });
});

describe('filterFaq', () => {
  it('keeps everything for a blank query', () => {
    expect(filterFaq(en, '   ')).toBe(en);
  });

  it('matches question text, ignoring case and surrounding spaces', () => {
    const result = filterFaq(en, '  KEPT SECURE ');
    expect(result.map((category) => category.title)).toEqual(['Account & Profile']);
    expect(questions(result)).toEqual(['How is my account kept secure?']);
  });

  it('matches answer text', () => {
    expect(questions(filterFaq(en, 'tiwai'))).toEqual([
      'Which parts of Sierra Leone do you cover?',
    ]);
  });

  it('drops categories left empty and returns nothing when nothing matches', () => {
    const result = filterFaq(en, 'itinerary');
    expect(result.every((category) => category.items.length > 0)).toBe(true);
    expect(filterFaq(en, 'no such words here')).toEqual([]);
  });

  it("searches the page's language, typed with or without its accents and letters", () => {
    expect(questions(filterFaq(kri, 'kɔmplen'))).toEqual([
      'Udat de gi di savis dɛm, ɛn wetin a go du if a gɛt kɔmplen?',
    ]);
    expect(questions(filterFaq(kri, 'komplen'))).toEqual(questions(filterFaq(kri, 'kɔmplen')));
    expect(questions(filterFaq(fr, 'réclamation'))).toEqual([
      'Qui fournit les services, et que faire en cas de réclamation ?',
    ]);
    expect(questions(filterFaq(fr, 'RECLAMATION'))).toEqual(
      questions(filterFaq(fr, 'réclamation')),
    );
    expect(filterFaq(fr, 'complaint')).toEqual([]);
  });
});

describe('searchable', () => {
  it('folds case, accents and the Krio letters a keyboard may not have', () => {
    expect(searchable('Fritɔŋ ƐP Sɛnta')).toBe('fritong ep senta');
    expect(searchable('Événement à l’hôtel')).toBe("evenement a l'hotel");
  });
});

describe('faqItems', () => {
  it('returns the contact page snippets in order, in the language', async () => {
    const items = faqItems(await pagesText('fr'), CONTACT_FAQ_IDS);
    expect(items.map((item) => item.id)).toEqual([...CONTACT_FAQ_IDS]);
    expect(items[0].question).toBe('Comment payer une réservation ?');
  });
});
