/**
 * The contact details every booking carries (the customer, or each tour participant) and the
 * free text a traveller may add (docs/product.md, Validation). The words are the ones both
 * the forms and the server answer with.
 */
import { PHONE_MESSAGE } from './phone.js';

/** Full name (or a participant's name): 2 to 120 characters. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 120;
/** The longest e-mail address a mail system delivers to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Special requests and notes. */
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;

export const CUSTOMER_MESSAGES = {
  fullName: 'Full name is required',
  fullNameTooLong: `Full name must be at most ${NAME_MAX_LENGTH} characters`,
  name: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  email: 'Valid email is required',
  /** The phone rule and its words are in ./phone.ts (PHONE_MESSAGE). */
  phone: PHONE_MESSAGE,
} as const;
