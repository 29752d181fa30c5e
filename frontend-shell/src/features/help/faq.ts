import { GROUP_DISCOUNTS } from '@salone/booking-rules';
import type { MessageValues } from '@salone/i18n';
import type { PagesKey } from '../../i18n';
import { EMERGENCY_PHONE, PHONE, SUPPORT_EMAIL } from '../info/company';
import {
  CANCELLATION_SERVICES,
  DEFAULT_HOLD_MINUTES,
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  EMAIL_REPLY_HOURS,
  GROUP_DISCOUNT_HOTEL_ROOMS,
  GROUP_DISCOUNT_TOURS_EVENTS_PEOPLE,
  REFUND_BUSINESS_DAYS,
  UPLOAD_MAX_MB,
} from '../info/policies';

/** Writes a message of the information pages' catalogue (`useT(pagesMessages)`). */
export type PagesText = (key: PagesKey, values?: MessageValues) => string;

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/**
 * The help centre's questions, grouped as it shows them: each id is a question and its answer
 * in the information pages' catalogue (`faq.<id>.question`, `faq.<id>.answer`), each category's
 * title is `faq.category.<id>`.
 */
export const FAQ_STRUCTURE = [
  {
    id: 'booking',
    items: ['how-to-book', 'payment', 'pending-payment', 'cancel', 'group-discount'],
  },
  { id: 'account', items: ['create-account', 'dashboard', 'book-for-others', 'account-security'] },
  {
    id: 'services',
    items: ['what-can-i-book', 'drivers-licence', 'kyc-document', 'viewings', 'destinations'],
  },
  { id: 'planner', items: ['planner-what', 'planner-sign-in', 'planner-prices'] },
  { id: 'safety', items: ['support-hours', 'emergency', 'payment-safety', 'disputes'] },
] as const;

export type FaqCategoryId = (typeof FAQ_STRUCTURE)[number]['id'];
export type FaqId = (typeof FAQ_STRUCTURE)[number]['items'][number];

/** Every question's id, in help-centre order. */
export const FAQ_IDS: readonly FaqId[] = FAQ_STRUCTURE.flatMap((category) => category.items);

/** The answers the contact page shows as a short FAQ. */
export const CONTACT_FAQ_IDS = [
  'payment',
  'cancel',
  'group-discount',
] as const satisfies readonly FaqId[];

/**
 * The values the answers quote (docs/product.md, constants), the words among them in the page's
 * language.
 */
function faqValues(t: PagesText): MessageValues {
  return {
    minutes: DEFAULT_HOLD_MINUTES,
    days: REFUND_BUSINESS_DAYS,
    people: GROUP_DISCOUNT_TOURS_EVENTS_PEOPLE,
    rooms: GROUP_DISCOUNT_HOTEL_ROOMS,
    // What the tour booking form takes off (@salone/booking-rules), as the answer quotes it.
    tourSmall: GROUP_DISCOUNTS[0].discountPercent,
    tourSmallSize: GROUP_DISCOUNTS[0].minGroupSize,
    tourMedium: GROUP_DISCOUNTS[1].discountPercent,
    tourMediumSize: GROUP_DISCOUNTS[1].minGroupSize,
    tourLarge: GROUP_DISCOUNTS[2].discountPercent,
    tourLargeSize: GROUP_DISCOUNTS[2].minGroupSize,
    types: t('uploads.types'),
    mb: UPLOAD_MAX_MB,
    phone: PHONE,
    email: SUPPORT_EMAIL,
    hours: t('support.hours'),
    replyHours: EMAIL_REPLY_HOURS,
    emergencyPhone: EMERGENCY_PHONE,
    disputeDays: DISPUTE_RESPONSE_BUSINESS_DAYS,
    ...Object.fromEntries(
      CANCELLATION_SERVICES.map((service) => [service, t(`cancellation.${service}`)]),
    ),
  };
}

/** The questions `ids` with their answers, in the page's language. */
export function faqItems(t: PagesText, ids: readonly FaqId[]): FaqItem[] {
  const values = faqValues(t);
  return ids.map((id) => ({
    id,
    question: t(`faq.${id}.question`),
    answer: t(`faq.${id}.answer`, values),
  }));
}

/** The help centre's categories and answers, in the page's language. */
export function faqCategories(t: PagesText): readonly FaqCategory[] {
  return FAQ_STRUCTURE.map((category) => ({
    id: category.id,
    title: t(`faq.category.${category.id}`),
    items: faqItems(t, category.items),
  }));
}

/**
 * Text as the search compares it: lower case, without accents, and with Krio's ɛ, ɔ and ŋ as
 * the e, o and ng a keyboard without them types (docs/decisions/help-search-folds-letters.md).
 */
export function searchable(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ɛ/g, 'e')
    .replace(/ɔ/g, 'o')
    .replace(/ŋ/g, 'ng')
    .replace(/[\u2018\u2019]/g, "'");
}

/**
 * Keeps the questions whose question or answer contains `query` (case and accents ignored,
 * surrounding spaces ignored) and drops the categories left empty. A blank query keeps
 * everything.
 */
export function filterFaq(
  categories: readonly FaqCategory[],
  query: string,
): readonly FaqCategory[] {
  const needle = searchable(query.trim());
  if (!needle) return categories;
  const matches = (text: string) => searchable(text).includes(needle);
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => matches(item.question) || matches(item.answer)),
    }))
    .filter((category) => category.items.length > 0);
}
