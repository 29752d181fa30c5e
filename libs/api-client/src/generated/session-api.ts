import { baseApi as api } from '../base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
    }),
    getSession: build.query<GetSessionApiResponse, GetSessionApiArg>({
      query: () => ({ url: `/api/auth/session` }),
    }),
    getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
      query: () => ({ url: `/api/auth/user` }),
    }),
    sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
      query: (queryArg) => ({
        url: `/api/contact`,
        method: 'POST',
        body: queryArg.sendContactMessageDto,
      }),
    }),
    getContactChannels: build.query<GetContactChannelsApiResponse, GetContactChannelsApiArg>({
      query: () => ({ url: `/api/contact/channels` }),
    }),
    listServiceContent: build.query<ListServiceContentApiResponse, ListServiceContentApiArg>({
      query: () => ({ url: `/api/content/service-content` }),
    }),
    getExchangeRate: build.query<GetExchangeRateApiResponse, GetExchangeRateApiArg>({
      query: () => ({ url: `/api/exchange-rate` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedSessionApi };
export type LogoutApiResponse = /** status 200 Signed out */ LogoutResponseDto;
export type LogoutApiArg = void;
export type GetSessionApiResponse = /** status 200 The sign-in state */ SessionDto;
export type GetSessionApiArg = void;
export type GetCurrentUserApiResponse = /** status 200 The signed-in user */ UserDto;
export type GetCurrentUserApiArg = void;
export type SendContactMessageApiResponse =
  /** status 201 Stored for the support team */ ContactMessageReceiptDto;
export type SendContactMessageApiArg = {
  sendContactMessageDto: SendContactMessageDto;
};
export type GetContactChannelsApiResponse =
  /** status 200 The configured channels */ ContactChannelsDto;
export type GetContactChannelsApiArg = void;
export type ListServiceContentApiResponse =
  /** status 200 The cards, in display order */ ServiceContentDto[];
export type ListServiceContentApiArg = void;
export type GetExchangeRateApiResponse = /** status 200 The current rate */ ExchangeRateDto;
export type GetExchangeRateApiArg = void;
export type LogoutResponseDto = {
  message: string;
  success: boolean;
};
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'INVALID_JSON'
  | 'INVALID_TEXT'
  | 'TEXT_TOO_LONG'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CSRF'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'ROUTE_RETIRED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'THROTTLED'
  | 'INTERNAL_ERROR'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'STOPPING'
  | 'DB_DOWN'
  | 'BAD_LOGIN'
  | 'EMAIL_TAKEN'
  | 'DEMO_ACCOUNT'
  | 'WRONG_PASSWORD'
  | 'EMAIL_NOT_VERIFIED'
  | 'EMAIL_ALREADY_VERIFIED'
  | 'WRONG_CODE'
  | 'CODE_NOT_VALID'
  | 'NO_PHONE_ACCOUNT'
  | 'PHONE_TAKEN'
  | 'INVALID_TOKEN'
  | 'WEAK_PASSWORD'
  | 'ACCOUNT_OWNS_ORGANISATION'
  | 'ADMIN_ONLY'
  | 'OWNER_ONLY'
  | 'UNAUTHORIZED'
  | 'API_KEY_INVALID'
  | 'API_KEY_REVOKED'
  | 'API_KEY_EXPIRED'
  | 'API_KEY_NOT_ALLOWED'
  | 'API_KEY_SCOPE_MISSING'
  | 'TOO_MANY_API_KEYS'
  | 'INVALID_IDEMPOTENCY_KEY'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_KEY_IN_PROGRESS'
  | 'INVALID_BOOKING'
  | 'INVALID_DATES'
  | 'ROOM_UNAVAILABLE'
  | 'CAR_UNAVAILABLE'
  | 'PROPERTY_INACTIVE'
  | 'EVENT_PAST'
  | 'SOLD_OUT'
  | 'TOUR_FULL'
  | 'VIEWING_TAKEN'
  | 'TOTAL_MISMATCH'
  | 'CLOSED'
  | 'CANCELLATION_WINDOW_CLOSED'
  | 'TOO_MANY_UNPAID'
  | 'REBOOK_TOO_SOON'
  | 'HOLD_LIMIT_ROOMS'
  | 'HOLD_LIMIT_CARS'
  | 'HOLD_LIMIT_TICKETS'
  | 'STAY_TOO_LONG'
  | 'MINIMUM_STAY'
  | 'CLOSED_TO_ARRIVAL'
  | 'VIEWING_NOT_OFFERED'
  | 'NOT_CANCELLABLE'
  | 'NOT_PAID'
  | 'NOT_CHECKABLE'
  | 'TOO_EARLY'
  | 'ALREADY_CHECKED_IN'
  | 'ALREADY_NO_SHOW'
  | 'INVALID_VOUCHER'
  | 'INVALID_CURSOR'
  | 'INVALID_UPDATED_SINCE'
  | 'INVALID_REQUEST'
  | 'HOLD_EXPIRED'
  | 'BOOKING_NOT_PAYABLE'
  | 'BOOKING_PAID'
  | 'PAYMENT_EXPIRED'
  | 'PAYMENT_CLOSED'
  | 'AMOUNT_MISMATCH'
  | 'INVALID_SIGNATURE'
  | 'INVALID_EVENT'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'ORGANISATION_NOT_FOUND'
  | 'ORGANISATION_NAME_TAKEN'
  | 'ORGANISATION_SUSPENDED'
  | 'ALREADY_MEMBER'
  | 'LAST_OWNER'
  | 'ALREADY_APPROVED'
  | 'ALREADY_SUSPENDED'
  | 'NOT_PUBLISHED'
  | 'LISTING_HELD_BY_ADMIN'
  | 'LISTING_NOT_HELD'
  | 'REVIEW_ALREADY_REQUESTED'
  | 'NO_REVIEW_REQUESTED'
  | 'ORGANISATION_NOT_APPROVED'
  | 'APPLICATION_REJECTED'
  | 'NOT_AN_APPLICATION'
  | 'NOTHING_TO_RESUBMIT'
  | 'NO_VERIFIED_PHONE'
  | 'NO_EMAIL_ADDRESS'
  | 'SERVICE_KIND_NOT_OFFERED'
  | 'LISTING_CONFLICT'
  | 'LOCATION_OUTSIDE_SIERRA_LEONE'
  | 'UNITS_BELOW_BOOKED'
  | 'CLOSURE_CUTS_BOOKINGS'
  | 'INVALID_CLOSURE'
  | 'INVALID_RATE'
  | 'FILE_TOO_LARGE'
  | 'FILE_REQUIRED'
  | 'ONE_FILE_ONLY'
  | 'UNSUPPORTED_FILE'
  | 'DOCUMENT_NOT_FOUND'
  | 'UPLOAD_DAILY_LIMIT'
  | 'UPLOAD_QUOTA_EXCEEDED'
  | 'IMAGE_UNREADABLE'
  | 'IMAGE_TOO_MANY_PIXELS'
  | 'TOO_MANY_ENDPOINTS'
  | 'WEBHOOK_ENDPOINT_NOT_FOUND'
  | 'WEBHOOK_DELIVERY_NOT_FOUND'
  | 'WEBHOOK_URL_NOT_HTTPS'
  | 'WEBHOOK_URL_NOT_PUBLIC'
  | 'REVIEW_NOT_ELIGIBLE'
  | 'REVIEW_OWN_LISTING'
  | 'REVIEW_ALREADY_EXISTS'
  | 'REVIEW_WINDOW_CLOSED'
  | 'REVIEW_SUB_SCORES'
  | 'REVIEW_PHOTO_NOT_FOUND'
  | 'REVIEW_ALREADY_REPLIED'
  | 'REVIEW_ALREADY_HIDDEN'
  | 'NO_LANGUAGE_MODEL'
  | 'MODEL_UNSURE'
  | 'NO_DATES';
export type FieldErrorDto = {
  /** Path of the field in the request (`metadata.nights`, `checkIn`, ...). */
  field: string;
  /** What is wrong with it, in words a person can act on. */
  message: string;
};
export type ErrorResponseDto = {
  /** What went wrong, for programs: stable across releases, unlike `message`. Each operation lists the codes it can answer. */
  code: ErrorCode;
  /** Per-field problems (validation errors only). */
  details?: FieldErrorDto[];
  /** HTTP reason phrase. */
  error: string;
  /** What went wrong, in words clients may show to the user. */
  message: string;
  /** HTTP status code, repeated in the body. */
  statusCode: number;
};
export type UserDto = {
  /** Member since, ISO 8601. */
  createdAt: string;
  /** Null for an account made with a phone number that has not added an address. */
  email: string | null;
  /** Whether the owner followed the link sent to the address. A booking needs a verified
    address or a verified phone number. */
  emailVerified: boolean;
  firstName: string;
  id: string;
  lastName: string;
  /** The account's verified phone number, E.164; null when it has none. */
  phone: string | null;
  /** Whether the account has a phone number proven by its SMS code. */
  phoneVerified: boolean;
};
export type SessionDto = {
  authenticated: boolean;
  /** The account's roles beyond traveller: `operator` when it belongs to an operator
    organisation (any status, pending included), `admin` for a platform admin. Empty for a
    visitor. */
  roles: ('operator' | 'admin')[];
  /** The signed-in user; null for a visitor. */
  user: (UserDto | (null | null)) | null;
};
export type ContactMessageReceiptDto = {
  /** When it was received, ISO 8601. */
  createdAt: string;
  /** The stored message; support staff can look it up by this id. */
  id: string;
};
export type SendContactMessageDto = {
  /** Where the reply goes; at most 254 characters. */
  email: string;
  /** At most 5000 characters. Kept as plain text. */
  message: string;
  /** At most 100 characters. */
  name: string;
  /** Optional: a Sierra Leone number or another country's with its +code, stored in E.164.
    Empty counts as not given. */
  phone?: string;
  /** At most 150 characters. */
  subject: string;
};
export type ContactChannelsDto = {
  /** Salone's WhatsApp number (E.164) for "Message on WhatsApp"; null when none is offered. */
  whatsapp: string | null;
};
export type ServiceContentDto = {
  /** How many items the service lists right now (0 for the planner). */
  count: number;
  description: string;
  /** CSS gradient; only the AI planner card has one. */
  gradient: string | null;
  href: string;
  id: number;
  imageUrl: string;
  serviceType: 'real_estate' | 'events' | 'hotels' | 'cars' | 'tours' | 'ai_planner';
  title: string;
};
export type ExchangeRateDto = {
  /** When an admin set it; null while the configured rate (`SLE_PER_USD`) applies. */
  changedAt: string | null;
  /** Leones (SLE) per US dollar: prices shown in leones and every mobile-money charge use it. */
  slePerUsd: number;
};
export const {
  useLogoutMutation,
  useGetSessionQuery,
  useLazyGetSessionQuery,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useSendContactMessageMutation,
  useGetContactChannelsQuery,
  useLazyGetContactChannelsQuery,
  useListServiceContentQuery,
  useLazyListServiceContentQuery,
  useGetExchangeRateQuery,
  useLazyGetExchangeRateQuery,
} = injectedRtkApi;
