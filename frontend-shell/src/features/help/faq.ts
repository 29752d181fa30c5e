import { EMERGENCY_PHONE, PHONE, SUPPORT_EMAIL } from '../info/company';
import {
  CANCELLATION_WINDOWS,
  DEFAULT_HOLD_MINUTES,
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  EMAIL_REPLY_HOURS,
  GROUP_DISCOUNT_HOTEL_ROOMS,
  GROUP_DISCOUNT_TOURS_EVENTS_PEOPLE,
  REFUND_BUSINESS_DAYS,
  SUPPORT_HOURS,
  UPLOAD_MAX_MB,
  UPLOAD_TYPES,
} from '../info/policies';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_CATEGORY_TITLES = [
  'Booking & Reservations',
  'Account & Profile',
  'Services & Destinations',
  'AI Trip Planner',
  'Safety & Support',
] as const;

export type FaqCategoryTitle = (typeof FAQ_CATEGORY_TITLES)[number];

export interface FaqCategory {
  id: string;
  title: FaqCategoryTitle;
  items: readonly FaqItem[];
}

const windowsText = CANCELLATION_WINDOWS.map(
  ({ service, window }) => `${service.toLowerCase()} up to ${window}`,
).join('; ');

/** The help centre's answers, grouped as the help centre shows them. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'booking',
    title: 'Booking & Reservations',
    items: [
      {
        id: 'how-to-book',
        question: 'How do I book a hotel, tour, car, event ticket or property viewing?',
        answer:
          'Open the listing, choose your room, tickets, tour date, car or viewing slot and press its booking button. Booking needs an account: if you are not signed in, the Sign In dialog opens first and your booking form opens again afterwards. As soon as the booking is created you receive a USSD code to pay with.',
      },
      {
        id: 'payment',
        question: 'How do I pay for a booking?',
        answer:
          'By mobile money. After booking you get a USSD code: dial it on your phone and approve the payment with Orange Money or AfriMoney. Prices are listed in US dollars; mobile money is charged in leones (SLE) at the exchange rate shown on the payment step, which shows both amounts before you pay.',
      },
      {
        id: 'pending-payment',
        question: "What happens if I don't pay straight away?",
        answer: `A new booking is pending payment. Your room, car, seats or tickets are held for a limited time (normally ${DEFAULT_HOLD_MINUTES} minutes) and the USSD code works while the hold lasts. If the time runs out unpaid, the booking expires and the hold is released, so you simply book again. When the mobile-money provider confirms your payment, the booking becomes confirmed.`,
      },
      {
        id: 'cancel',
        question: 'Can I cancel a booking and get a refund?',
        answer: `An unpaid booking can be cancelled at any time from your dashboard. A paid booking can be cancelled free of charge for ${windowsText}. Refunds reach you within ${REFUND_BUSINESS_DAYS} business days. After the deadline, please contact support.`,
      },
      {
        id: 'group-discount',
        question: 'Do you offer group discounts?',
        answer: `Yes, on request. Groups of ${GROUP_DISCOUNT_TOURS_EVENTS_PEOPLE} or more people on tours and events, and hotel stays of ${GROUP_DISCOUNT_HOTEL_ROOMS} or more rooms, can claim a group rate. Contact us with your dates and group size before you book: the booking form does not apply group discounts by itself.`,
      },
    ],
  },
  {
    id: 'account',
    title: 'Account & Profile',
    items: [
      {
        id: 'create-account',
        question: 'Do I need an account?',
        answer:
          'You can browse every listing without one. To book or to generate an AI itinerary, choose Create Account, enter your name, e-mail and a password of at least 6 characters, then sign in with the same e-mail and password.',
      },
      {
        id: 'dashboard',
        question: 'Where can I see my bookings?',
        answer:
          'On your dashboard: the link with your first name in the navigation bar. It lists each booking with its reference, dates, total and status (pending payment, confirmed, expired or cancelled), shows your profile and links straight to hotels, cars, events and the AI Trip Planner.',
      },
      {
        id: 'book-for-others',
        question: 'Can I book for someone else?',
        answer:
          "Yes. Put the traveller's name, e-mail and phone number on the booking form. The booking is still kept in your own dashboard, and you pay for it from your phone as usual.",
      },
      {
        id: 'account-security',
        question: 'How is my account kept secure?',
        answer:
          'Passwords are stored only as one-way hashes, never as text. You stay signed in through a single session cookie that scripts on the page cannot read, and signing out ends the session on our servers as well as in your browser.',
      },
    ],
  },
  {
    id: 'services',
    title: 'Services & Destinations',
    items: [
      {
        id: 'what-can-i-book',
        question: 'What can I book on Salone?',
        answer:
          'Hotel rooms, event tickets, car rentals with or without a driver, private or shared guided tours, and viewings of houses, apartments, land and commercial property for sale or rent. Salone is the marketplace: hotels, organisers, rental firms, tour operators and agents deliver the services themselves.',
      },
      {
        id: 'drivers-licence',
        question: "Do I need a driver's licence to rent a car?",
        answer: `Only if you drive yourself. Add a driver to your rental ($50 per day) and no licence is needed. Without a driver, upload your driver's licence with the booking as a ${UPLOAD_TYPES} file of up to ${UPLOAD_MAX_MB} MB.`,
      },
      {
        id: 'kyc-document',
        question: 'Why can I upload an ID document with a hotel booking?',
        answer: `Some hotels like to verify their guests before arrival. The upload is optional; if you add one it must be a ${UPLOAD_TYPES} file of up to ${UPLOAD_MAX_MB} MB. We check the file's content, not just its name, and use it only for that booking.`,
      },
      {
        id: 'viewings',
        question: 'How do property viewings work?',
        answer:
          'Pick a date and a 30-minute slot between 09:00-12:30 or 14:00-17:30, and say whether you want to buy or rent. The only charge is a flat $25 viewing fee, paid by mobile money. Please arrive 5 minutes early and allow 30-45 minutes.',
      },
      {
        id: 'destinations',
        question: 'Which parts of Sierra Leone do you cover?',
        answer:
          'Freetown and the Western Area beaches such as Lumley, Lakka, River No. 2 and Tokeh, the Banana Islands and Bunce Island, and upcountry towns and parks including Bo, Kenema, Makeni, Tiwai Island and Outamba-Kilimi. Our partners work across all 14 districts.',
      },
    ],
  },
  {
    id: 'planner',
    title: 'AI Trip Planner',
    items: [
      {
        id: 'planner-what',
        question: 'What does the AI Trip Planner do?',
        answer:
          'Tell it your budget, trip length and interests (beaches, mountains, culture, adventure, food, wildlife, music or relaxation) and it builds a day-by-day itinerary from real hotels, tours and events in our catalogue, with estimated costs, recommended places and local tips.',
      },
      {
        id: 'planner-sign-in',
        question: 'Do I need to sign in to use the planner?',
        answer:
          'You can open the planner and fill in the form without an account, but creating the itinerary requires you to be signed in.',
      },
      {
        id: 'planner-prices',
        question: 'Are the itinerary prices real, and does the planner book for me?',
        answer:
          'Its estimates use the current prices of the places it suggests and stay within the budget you choose. It does not book anything: open a suggestion and book it like any other listing. Save Itinerary opens your browser\u2019s print dialog, so you can print it or save it as a PDF.',
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety & Support',
    items: [
      {
        id: 'support-hours',
        question: 'How can I reach customer support?',
        answer: `Call ${PHONE} or e-mail ${SUPPORT_EMAIL}, ${SUPPORT_HOURS}. We reply to e-mails and contact-form messages within ${EMAIL_REPLY_HOURS} hours.`,
      },
      {
        id: 'emergency',
        question: 'What if something goes wrong during my trip?',
        answer: `Travellers in Sierra Leone can call our emergency line, ${EMERGENCY_PHONE}, 24 hours a day, 7 days a week, for urgent help with a booking or a service provider. In a life-threatening situation, contact the local emergency services first.`,
      },
      {
        id: 'payment-safety',
        question: 'Is paying by mobile money safe?',
        answer:
          'You approve every payment on your own phone with your mobile-money PIN, and we never ask for your PIN. A booking is confirmed only after the mobile-money provider tells us the payment succeeded.',
      },
      {
        id: 'disputes',
        question: 'Who provides the services, and what if I have a complaint?',
        answer: `Independent hotels, organisers, rental firms, tour operators and agents provide them; Salone takes the booking and the payment and helps when something goes wrong. Send us your complaint with your booking reference and we answer within ${DISPUTE_RESPONSE_BUSINESS_DAYS} business days.`,
      },
    ],
  },
];

/** The answers the contact page shows as a short FAQ. */
export const CONTACT_FAQ_IDS = ['payment', 'cancel', 'group-discount'] as const;

/** Every answer, in help-centre order. */
export const ALL_FAQ_ITEMS: readonly FaqItem[] = FAQ_CATEGORIES.flatMap(
  (category) => category.items,
);

export function getFaqItems(ids: readonly string[]): FaqItem[] {
  return ids.map((id) => {
    const item = ALL_FAQ_ITEMS.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`Unknown FAQ item: ${id}`);
    return item;
  });
}

/**
 * Keeps the questions whose question or answer contains `query` (case-insensitive, surrounding
 * spaces ignored) and drops the categories left empty. A blank query keeps everything.
 */
export function filterFaq(
  categories: readonly FaqCategory[],
  query: string,
): readonly FaqCategory[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return categories;
  const matches = (text: string) => text.toLocaleLowerCase().includes(needle);
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => matches(item.question) || matches(item.answer)),
    }))
    .filter((category) => category.items.length > 0);
}
