import { useCallback } from 'react';
import { useT, type MessageValues } from '@salone/i18n';
import {
  CUSTOMER_MESSAGES,
  LIMIT_MESSAGES,
  MAX_HOTEL_GUESTS,
  MAX_NIGHTS,
  MAX_RENTAL_DAYS,
  MAX_TOUR_PARTICIPANTS,
  NAME_MAX_LENGTH,
  PHONE_MESSAGE,
  RATE_MESSAGES,
  SPECIAL_REQUESTS_MAX_LENGTH,
  TICKETS_PER_ACCOUNT,
} from '@salone/booking-rules';
import { bookingMessages, type BookingKey } from '../i18n';

/**
 * The words of the booking forms' rules (the forms' schemas and @salone/booking-rules, which the
 * server answers with too) are English: a problem a form shows is written in the page's language
 * by finding its catalogue message here. Anything else (the server's own explanation) is shown
 * as it came.
 */
const FIXED: ReadonlyArray<readonly [string, BookingKey, MessageValues?]> = [
  [CUSTOMER_MESSAGES.fullName, 'problem.fullName'],
  [CUSTOMER_MESSAGES.fullNameTooLong, 'problem.fullNameTooLong', { max: NAME_MAX_LENGTH }],
  [CUSTOMER_MESSAGES.name, 'problem.name'],
  [CUSTOMER_MESSAGES.nameTooLong, 'problem.nameTooLong', { max: NAME_MAX_LENGTH }],
  [CUSTOMER_MESSAGES.email, 'problem.email'],
  [PHONE_MESSAGE, 'problem.phone'],
  [LIMIT_MESSAGES.horizon, 'problem.horizon'],
  [LIMIT_MESSAGES.stayTooLong, 'problem.stayTooLong', { max: MAX_NIGHTS }],
  [LIMIT_MESSAGES.rentalTooLong, 'problem.rentalTooLong', { max: MAX_RENTAL_DAYS }],
  [LIMIT_MESSAGES.checkInPast, 'problem.checkInPast'],
  [LIMIT_MESSAGES.pickupPast, 'problem.pickupPast'],
  [RATE_MESSAGES.closedToArrival, 'problem.closedToArrival'],
  // Hotel rooms
  ['Check-in date is required', 'problem.checkInRequired'],
  ['Check-out date is required', 'problem.checkOutRequired'],
  ['Check-out date must be after check-in date', 'problem.checkOutAfterCheckIn'],
  [`Guests must be between 1 and ${MAX_HOTEL_GUESTS}`, 'problem.guests', { max: MAX_HOTEL_GUESTS }],
  [
    `Please keep this under ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
    'problem.requestsTooLong',
    { max: SPECIAL_REQUESTS_MAX_LENGTH },
  ],
  // Event tickets
  ['Ticket category is required', 'problem.ticketCategory'],
  ['Ticket category required', 'problem.ticketCategoryTitle'],
  ['Please select a ticket category', 'problem.ticketCategoryText'],
  ['Not enough tickets', 'problem.notEnoughTickets'],
  ['Too many tickets', 'problem.tooManyTickets'],
  [
    `One account may hold at most ${TICKETS_PER_ACCOUNT} tickets for one event`,
    'problem.ticketsPerAccount',
    { max: TICKETS_PER_ACCOUNT },
  ],
  // Car rental
  ['Pickup date is required', 'problem.pickupDate'],
  ['Pickup time is required', 'problem.pickupTime'],
  ['Return date is required', 'problem.returnDate'],
  ['Return time is required', 'problem.returnTime'],
  ['Pickup location is required', 'problem.pickupLocation'],
  [
    `Please keep notes under ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
    'problem.notesTooLong',
    { max: SPECIAL_REQUESTS_MAX_LENGTH },
  ],
  ['Invalid dates', 'problem.invalidDates'],
  ["Driver's license is required when you drive yourself", 'problem.licenceRequired'],
  ['Return date must be after pickup date', 'problem.returnAfterPickup'],
  ["Driver's license required", 'problem.licenceTitle'],
  ["Please upload your driver's license if you don't need a driver", 'problem.licenceText'],
  // Tours
  ['Tour type is required', 'problem.tourType'],
  ['Tour date is required', 'problem.tourDate'],
  ['Tour date cannot be in the past', 'problem.tourDatePast'],
  [
    `Choose between 1 and ${MAX_TOUR_PARTICIPANTS} participants`,
    'problem.participantsCount',
    { max: MAX_TOUR_PARTICIPANTS },
  ],
  ['Preferred language is required', 'problem.language'],
  ['At least one participant is required', 'problem.atLeastOne'],
  ['Participant mismatch', 'problem.mismatchTitle'],
  ['Number of participant details must match the selected count', 'problem.mismatchText'],
  ['Too many participants', 'problem.tooManyTitle'],
  // Property viewings
  ['Viewing date is required', 'problem.viewingDate'],
  ['Viewing time is required', 'problem.viewingTime'],
  ['Purpose is required', 'problem.purpose'],
  ['Invalid date', 'problem.pastTitle'],
  ['Viewing date cannot be in the past', 'problem.pastText'],
  ['Not available for sale', 'problem.notForSaleTitle'],
  ['This property is not currently available for purchase', 'problem.notForSaleText'],
  ['Not available for rent', 'problem.notForRentTitle'],
  ['This property is not currently available for rental', 'problem.notForRentText'],
  [
    `Please keep special requests under ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
    'problem.specialRequestsTooLong',
    { max: SPECIAL_REQUESTS_MAX_LENGTH },
  ],
  // Documents
  ['Please choose a PDF, JPG or PNG file', 'problem.documentType'],
  ['The file is larger than 5MB', 'problem.documentSize'],
  [
    'The image could not be read: the file is damaged or not a JPG or PNG image. Please choose another file.',
    'problem.imageUnreadable',
  ],
];

/** Messages with a number or a name in them, read back into their arguments. */
const PATTERNS: ReadonlyArray<
  readonly [RegExp, BookingKey, (match: RegExpExecArray) => MessageValues]
> = [
  [
    /^Only (\d+) (.+) tickets available$/,
    'problem.onlyTicketsLeft',
    (m) => ({ count: Number(m[1]), category: m[2] }),
  ],
  [
    /^Stays arriving on this date are at least (\d+) nights\. Please choose a later check-out date\.$/,
    'problem.minimumStay',
    (m) => ({ count: Number(m[1]) }),
  ],
  [
    /^Shared tours are limited to (\d+) participants$/,
    'problem.sharedLimit',
    (m) => ({ max: Number(m[1]) }),
  ],
  [
    /^Private tours are limited to (\d+) participants$/,
    'problem.privateLimit',
    (m) => ({ max: Number(m[1]) }),
  ],
  [
    /^The image is (\d+) x (\d+) pixels; images may have at most (\d+) megapixels\. Please upload a smaller image\.$/,
    'problem.imageTooManyPixels',
    (m) => ({ width: m[1], height: m[2], max: Number(m[3]) }),
  ],
];

const BY_TEXT = new Map(FIXED.map(([text, key, values]) => [text, { key, values }]));

/** The catalogue message of a rule's English words, if it has one. */
export function problemMessage(
  text: string,
): { key: BookingKey; values?: MessageValues } | undefined {
  const fixed = BY_TEXT.get(text);
  if (fixed) return fixed;
  for (const [pattern, key, values] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, values: values(match) };
  }
  return undefined;
}

/**
 * Writes a form's problem (a field's error, a refusal's title or text) in the page's language;
 * undefined stays undefined (no error).
 */
export function useProblemText() {
  const t = useT(bookingMessages);
  return useCallback(
    <Text extends string | undefined>(text: Text): Text => {
      if (text === undefined) return text;
      const known = problemMessage(text);
      return (known ? t(known.key, known.values) : text) as Text;
    },
    [t],
  );
}
