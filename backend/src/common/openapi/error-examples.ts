import type { ErrorCode } from '../errors/error-codes.js';

/**
 * The message of each error code's example in the contract: what the API answers with that
 * code (numbers and names filled in as a traveller or an operator would see them). A new code
 * needs its example here; the type says so.
 */
export const ERROR_EXAMPLES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'checkIn must be a date in the format YYYY-MM-DD',
  INVALID_JSON: 'The request body is not valid JSON',
  INVALID_TEXT: 'Text fields must not contain NUL characters',
  TEXT_TOO_LONG: 'A text field is longer than allowed',
  BAD_REQUEST: 'The request could not be understood',
  UNAUTHENTICATED: 'Please sign in to continue',
  FORBIDDEN: 'You may not do this',
  CSRF: 'Cross-site requests are not accepted',
  NOT_FOUND: 'Hotel not found',
  METHOD_NOT_ALLOWED: 'This method is not allowed here',
  ROUTE_RETIRED: 'This route was retired in version 2026-12-07; use /api/bookings/SL-7K3Q9D',
  CONFLICT: 'This conflicts with the current state of the resource',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Send the body as application/json',
  UNPROCESSABLE: 'The request cannot be processed',
  THROTTLED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  BAD_GATEWAY: 'The mobile money provider is not responding. Please try again in a moment.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
  STOPPING: 'Shutting down',
  DB_DOWN: 'Database unreachable',
  BAD_LOGIN: 'Invalid email or password',
  EMAIL_TAKEN: 'An account with this email already exists',
  DEMO_ACCOUNT: 'Sample accounts cannot be used on this site',
  WRONG_PASSWORD: 'Your current password is incorrect',
  EMAIL_NOT_VERIFIED:
    'Please verify your email address or add a phone number to book. We sent you a link.',
  EMAIL_ALREADY_VERIFIED: 'Your account already has a verified email address.',
  WRONG_CODE: 'That code is not right. Check the SMS and try again.',
  CODE_NOT_VALID: 'This code is not valid any more. Ask for a new one.',
  NO_PHONE_ACCOUNT: 'No account uses this number yet. Please sign up.',
  PHONE_TAKEN: 'This phone number is already used by another account.',
  INVALID_TOKEN: 'This link is not valid any more. It may have been used already or have expired.',
  WEAK_PASSWORD: 'Choose a password that is harder to guess: this is a heavily used password.',
  ACCOUNT_OWNS_ORGANISATION:
    'You own an operator organisation. Please hand it to another owner before deleting your account.',
  ADMIN_ONLY: 'This action needs a Salone administrator',
  OWNER_ONLY: 'Only an owner of this organisation can do this',
  UNAUTHORIZED: 'A valid metrics token is required',
  API_KEY_INVALID: 'This API key is not valid',
  API_KEY_REVOKED: 'This API key has been revoked',
  API_KEY_EXPIRED: 'This API key has expired',
  API_KEY_NOT_ALLOWED: 'API keys cannot be used for this action',
  API_KEY_SCOPE_MISSING: 'This API key does not have the bookings:write scope',
  TOO_MANY_API_KEYS: 'An organisation can have at most 20 active API keys',
  INVALID_IDEMPOTENCY_KEY: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  IDEMPOTENCY_KEY_REUSED:
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  IDEMPOTENCY_KEY_IN_PROGRESS:
    'A request with this Idempotency-Key is still being processed. Please retry in a moment.',
  INVALID_BOOKING: 'Check-out date must be after check-in date',
  INVALID_DATES: 'to must be after from',
  ROOM_UNAVAILABLE:
    'This room is already booked for some of those nights. Please choose other dates or another room.',
  CAR_UNAVAILABLE: 'This car is not available for rental',
  PROPERTY_INACTIVE: 'This property is not taking viewings at the moment',
  EVENT_PAST: 'This event has already taken place',
  SOLD_OUT: 'Only 2 VIP tickets available',
  TOUR_FULL:
    'This tour takes no more private groups that day. Please choose another date or a shared tour.',
  VIEWING_TAKEN: 'This viewing slot is already taken. Please choose another time.',
  TOTAL_MISMATCH:
    'The total for this booking is $290.00, not $250.00. Please review the price and try again.',
  CLOSED:
    'This room is closed for some of those nights. Please choose other dates or another room.',
  CANCELLATION_WINDOW_CLOSED:
    'Free cancellation ends 24 hours before the start, so this booking can no longer be cancelled online. Please contact support.',
  TOO_MANY_UNPAID: 'You have 5 unpaid bookings. Please pay or cancel one before booking again.',
  REBOOK_TOO_SOON:
    'You cancelled this booking a moment ago, so it stays free for other travellers for 10 minutes. You can book it again after 14:25 UTC.',
  HOLD_LIMIT_ROOMS:
    'You can hold at most 3 unpaid rooms per night at one hotel. Please pay for or cancel a room before booking another for those nights.',
  HOLD_LIMIT_CARS:
    'You can hold at most 2 unpaid car rentals at once. Please pay for or cancel one before booking another car.',
  HOLD_LIMIT_TICKETS:
    'You can hold at most 10 unpaid tickets for one event; you already hold 8. You can add 2 more, or pay for your tickets first.',
  STAY_TOO_LONG: 'A stay can be at most 30 nights',
  MINIMUM_STAY:
    'Stays arriving on this date are at least 2 nights. Please choose a later check-out date.',
  CLOSED_TO_ARRIVAL: 'Stays cannot start on this date. Please choose another check-in date.',
  VIEWING_NOT_OFFERED: 'Viewings are not offered at that time',
  NOT_CANCELLABLE: 'This booking is already cancelled',
  NOT_PAID: 'The calendar file is ready once the booking is paid',
  NOT_CHECKABLE: 'This booking cannot be checked in: it is cancelled',
  TOO_EARLY: 'Check-in opens on 20 Dec 2026, the day the booking starts',
  ALREADY_CHECKED_IN: 'This booking was already checked in on 20 Dec 2026 at 14:05',
  ALREADY_NO_SHOW: 'This booking is already marked as a no-show',
  INVALID_VOUCHER: 'This QR code is not a valid Salone voucher',
  INVALID_CURSOR: 'The cursor is not one this list gave',
  INVALID_UPDATED_SINCE: 'updatedSince must be a date and time with a time zone (ISO 8601)',
  INVALID_REQUEST: 'The expiry must be in the future',
  HOLD_EXPIRED: 'This booking can no longer be paid',
  BOOKING_NOT_PAYABLE: 'This booking can no longer be paid',
  BOOKING_PAID: 'This booking is already paid',
  PAYMENT_EXPIRED: 'This payment code has expired',
  PAYMENT_CLOSED: 'This payment can no longer be completed',
  AMOUNT_MISMATCH: 'The amount does not match the booking total of $290.00',
  INVALID_SIGNATURE: 'Invalid webhook signature',
  INVALID_EVENT: 'The webhook body is not a Monime event',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'The mobile money provider is not responding. Please try again in a moment.',
  ORGANISATION_NOT_FOUND: 'Organisation not found',
  ORGANISATION_NAME_TAKEN: 'An organisation with this name already exists',
  ORGANISATION_SUSPENDED: 'A suspended organisation cannot publish listings',
  ALREADY_MEMBER: 'This account is already a member of the organisation',
  LAST_OWNER: 'An organisation needs at least one owner',
  ALREADY_APPROVED: 'This organisation is already approved',
  ALREADY_SUSPENDED: 'This organisation is already suspended',
  NOT_PUBLISHED: 'Only a published listing can be unpublished',
  LISTING_HELD_BY_ADMIN:
    'An admin unpublished this listing; request a review to have it published again',
  LISTING_NOT_HELD: 'This listing is not held by an admin',
  REVIEW_ALREADY_REQUESTED: 'A review of this listing is already requested',
  NO_REVIEW_REQUESTED: 'No review of this listing is requested',
  ORGANISATION_NOT_APPROVED:
    'Your organisation is not approved yet: you can prepare drafts, and publish once an admin approves it',
  APPLICATION_REJECTED: 'This application was rejected',
  NOT_AN_APPLICATION:
    'Only a pending application (or one sent back for changes) can be rejected or sent back',
  NOTHING_TO_RESUBMIT: 'Only an application an admin sent back for changes can be resubmitted',
  NO_VERIFIED_PHONE:
    'Add a phone number to your account and confirm it with its SMS code to receive SMS',
  NO_EMAIL_ADDRESS: 'Add an e-mail address to your account to receive e-mails',
  SERVICE_KIND_NOT_OFFERED:
    'This organisation does not offer hotels; an owner can add the service kind',
  LISTING_CONFLICT: 'A ticket category with this name already exists',
  LOCATION_OUTSIDE_SIERRA_LEONE:
    'The location must be in Sierra Leone: latitude 6.5 to 10.5, longitude -13.8 to -9.8',
  UNITS_BELOW_BOOKED: 'This room type has 3 units booked on some nights; it cannot have fewer',
  CLOSURE_CUTS_BOOKINGS:
    'This closure would cut into 1 booking: SL-7K3Q9D. Cancel or move them first, or choose other dates.',
  INVALID_CLOSURE: 'The closure must end on or after its start',
  INVALID_RATE: 'Give at least one of price, weekendPrice, minNights or closedToArrival',
  FILE_TOO_LARGE: 'The file is larger than 5MB',
  FILE_REQUIRED: 'A file is required',
  ONE_FILE_ONLY: 'Send one file, in the field "file"',
  UNSUPPORTED_FILE: 'Only JPG and PNG images are accepted',
  DOCUMENT_NOT_FOUND: 'The uploaded document was not found',
  UPLOAD_DAILY_LIMIT:
    'You can upload 10 documents a day. Please try again tomorrow, or use a document you have already uploaded.',
  UPLOAD_QUOTA_EXCEEDED:
    'Your documents would take more than the 25 MB your account may keep. Documents not used for a booking are deleted after 24 hours.',
  IMAGE_UNREADABLE:
    'The image could not be read: the file is damaged or not a JPG or PNG image. Please choose another file.',
  IMAGE_TOO_MANY_PIXELS:
    'The image is 50000 x 50000 pixels; images may have at most 40 megapixels. Please upload a smaller image.',
  TOO_MANY_ENDPOINTS: 'An organisation can register at most 20 webhook endpoints',
  WEBHOOK_ENDPOINT_NOT_FOUND: 'Webhook endpoint not found',
  WEBHOOK_DELIVERY_NOT_FOUND: 'Webhook delivery not found',
  WEBHOOK_URL_NOT_HTTPS: 'Webhook endpoints must use https',
  WEBHOOK_URL_NOT_PUBLIC: 'Webhook endpoints must be on a public address',
  NO_LANGUAGE_MODEL:
    'Refining a plan in your own words needs a language model, and none is set up. Use the buttons on each day instead.',
  MODEL_UNSURE:
    'Sorry, we could not turn that into a change to your plan. Try the buttons on each day, or put it another way.',
  REVIEW_NOT_ELIGIBLE: 'You can review a booking of yours once it was checked in, or paid and over',
  REVIEW_OWN_LISTING: 'Members of an organisation cannot review its listings',
  REVIEW_ALREADY_EXISTS: 'You have already reviewed this booking',
  REVIEW_WINDOW_CLOSED: 'Reviews can be written until 30 days after the booking ended',
  REVIEW_SUB_SCORES: 'Please score guide, value, each from 1 to 5',
  REVIEW_PHOTO_NOT_FOUND:
    'A photo was not found: upload each photo (JPG or PNG) for the review first',
  REVIEW_ALREADY_REPLIED: 'This review already has your reply',
  REVIEW_ALREADY_HIDDEN: 'This review is already hidden',
  NO_DATES:
    'Add travel dates to this plan to export it to a calendar: plan the trip again with dates.',
};
