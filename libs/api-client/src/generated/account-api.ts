import { baseApi as api } from '../area-base';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<DeleteAccountApiResponse, DeleteAccountApiArg>({
      query: (queryArg) => ({
        url: `/api/account/delete`,
        method: 'POST',
        body: queryArg.deleteAccountDto,
      }),
    }),
    exportAccount: build.query<ExportAccountApiResponse, ExportAccountApiArg>({
      query: () => ({ url: `/api/account/export` }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/password`,
        method: 'POST',
        body: queryArg.changePasswordDto,
      }),
    }),
    endAllSessions: build.mutation<EndAllSessionsApiResponse, EndAllSessionsApiArg>({
      query: () => ({ url: `/api/auth/sessions`, method: 'DELETE' }),
    }),
    listSessions: build.query<ListSessionsApiResponse, ListSessionsApiArg>({
      query: () => ({ url: `/api/auth/sessions` }),
    }),
    revokeSession: build.mutation<RevokeSessionApiResponse, RevokeSessionApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/sessions/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAccountApi };
export type DeleteAccountApiResponse =
  /** status 200 Deleted; the session cookie is cleared */ DeleteAccountResponseDto;
export type DeleteAccountApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type ExportAccountApiResponse =
  /** status 200 Everything Salone keeps about the account */ AccountExportDto;
export type ExportAccountApiArg = void;
export type ChangePasswordApiResponse = /** status 200 Changed */ AccountMessageDto;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type EndAllSessionsApiResponse = /** status 200 Signed out everywhere */ AccountMessageDto;
export type EndAllSessionsApiArg = void;
export type ListSessionsApiResponse =
  /** status 200 Most recently seen first */ AccountSessionDto[];
export type ListSessionsApiArg = void;
export type RevokeSessionApiResponse = /** status 200 Signed out */ AccountMessageDto;
export type RevokeSessionApiArg = {
  id: string;
};
export type DeleteAccountResponseDto = {
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
export type DeleteAccountDto = {
  /** Instead of the password: the 6-digit code of an SMS sent to the account's verified phone
    number by `POST /api/auth/phone/code` with that number. */
  code?: string;
  /** The account's current password: deleting an account cannot be undone. An account with a
    verified phone number may give `code` instead (an account made by phone has no password). */
  password?: string;
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
export type BudgetBreakdownDto = {
  activities: number;
  /** What the plan aims to cost at most: 90% of the budget's limit, keeping about a tenth of it
    spare; absent for a budget without an upper limit. */
  aim?: number;
  food: number;
  lodging: number;
  /** What the plan leaves of the budget's limit; absent for a budget without an upper limit. */
  spare?: number;
  transport: number;
};
export type AlternativeDto = {
  activity: string;
  cost: number;
  key: string;
  location: string;
  notes: string | null;
};
export type PlannedActivityDto = {
  activity: string;
  /** Things to do that could take its place (up to 3); empty when it cannot be swapped. */
  alternatives: AlternativeDto[];
  /** That page with its booking dialog open and the plan's dates filled in (dated plans). */
  bookingHref: string | null;
  /** activity, transport, food or lodging (the budget breakdown's categories), or rest. */
  category: 'rest' | 'food' | 'transport' | 'activity' | 'lodging';
  /** [longitude, latitude] when known. */
  coords: number[] | null;
  /** US dollars, for the whole party. */
  cost: number;
  /** How long it takes, minutes; null for meals, local transport and nights. */
  durationMinutes: number | null;
  /** The hotel, tour, event or car's page in the web app, when there is one. */
  href: string | null;
  /** What it is, for swaps and locks: 'tour:6', 'event:3', 'place:lakka-beach',
    'excursion:tiwai'; null for transport, meals and nights. */
  key: string | null;
  location: string;
  /** Kept when the day is regenerated or the pace changes. */
  locked: boolean;
  notes: string | null;
  /** Local time (GMT), HH:MM. */
  time: string;
};
export type DayTravelDto = {
  /** [longitude, latitude]. */
  from: number[];
  fromName: string;
  /** Hours on the road (or the crossing). */
  hours: number;
  to: number[];
  toName: string;
};
export type PlannedDayDto = {
  activities: PlannedActivityDto[];
  /** YYYY-MM-DD when the trip has dates. */
  date: string | null;
  /** 1-based. */
  day: number;
  /** arrival, explore, rest, transfer, excursion, departure, or arrival-departure (a one-day trip). */
  kind:
    'rest' | 'arrival' | 'arrival-departure' | 'explore' | 'transfer' | 'excursion' | 'departure';
  /** Where the day is spent. */
  region:
    | 'freetown'
    | 'peninsula'
    | 'bo'
    | 'kenema'
    | 'makeni'
    | 'tiwai'
    | 'outamba'
    | 'bintumani'
    | 'kabala';
  title: string;
  /** Sum of the day's lines, US dollars. */
  totalDayCost: number;
  /** The road (or crossing) of the day, for the map; null when the day stays put. */
  travel: (DayTravelDto | (null | null)) | null;
};
export type RecommendedActivityDto = {
  /** The page with its booking dialog open and the plan's date and party filled in. */
  bookingHref: string | null;
  /** What it costs in this plan for the whole party (all uses), US dollars. */
  cost: number;
  /** What it is and why it is in the plan, from the catalogue or the knowledge base. */
  description: string;
  /** The tour, event or car's page in the web app; null for places and public transport. */
  href: string | null;
  /** tour and event: bookable in the catalogue; place: free or paid on the spot; transport:
    a car of the catalogue or a crossing, taxi or bus. */
  kind: 'event' | 'tour' | 'transport' | 'place';
  name: string;
};
export type RecommendedHotelDto = {
  /** The hotel's page with its booking dialog open and the plan's dates, guests and room filled
    in; null without dates. */
  bookingHref: string | null;
  hotelId: number;
  /** The hotel's page in the web app, to book it. */
  href: string;
  name: string;
  nights: number;
  /** The room's nightly price, US dollars (free for all the nights, on a dated plan). */
  pricePerNight: number;
  /** Why this hotel: stars, area, room and price, nights, and how it suits the interests. */
  reason: string;
  roomType: string;
  /** Rooms of that type the party needs. */
  rooms: number;
};
export type ItineraryRecommendationsDto = {
  activities: RecommendedActivityDto[];
  hotels: RecommendedHotelDto[];
};
export type ItineraryPartyDto = {
  adults: number;
  childrenAges: number[];
};
export type ItineraryRequestDto = {
  budget: 'under-500' | '500-1000' | '1000-2000' | '2000-plus';
  duration: '1-3-days' | '4-7-days' | '1-2-weeks' | '3-plus-weeks';
  /** Last day, YYYY-MM-DD; null when no end date was given. */
  endDate: string | null;
  interests: (
    'beaches' | 'mountains' | 'culture' | 'adventure' | 'food' | 'wildlife' | 'music' | 'relaxation'
  )[];
  pace: 'relaxed' | 'balanced' | 'packed';
  party: ItineraryPartyDto;
  /** First day, YYYY-MM-DD; null when no dates were given. */
  startDate: string | null;
};
export type ItineraryDto = {
  breakdown: BudgetBreakdownDto;
  /** The top of the budget band, US dollars; null for $2000+. */
  budgetLimit: number | null;
  /** The plan can be refined in words: always true, as the common requests need no language
    model (a configured one widens what is understood). */
  canRefine: boolean;
  /** When it was made, ISO 8601. */
  createdAt: string;
  dailyPlan: PlannedDayDto[];
  id: string;
  overview: string;
  /** Practical advice every plan carries: the yellow fever certificate and malaria, a local SIM
    with Orange Money or Afrimoney, and cash. */
  practical: string[];
  recommendations: ItineraryRecommendationsDto;
  request: ItineraryRequestDto;
  /** The read-only share link's token while sharing is on (owner only); null otherwise. */
  shareToken: string | null;
  /** engine: written by the planner itself; engine+llm: overview and tips reworded by the
    configured language model (never its places or prices). */
  source: 'engine' | 'engine+llm';
  tips: string[];
  /** Everything in the plan for one traveller, US dollars. */
  totalEstimatedCost: number;
  warnings: string[];
  /** False when even the cheapest plan costs more than the band allows (the tips say so). */
  withinBudget: boolean;
};
export type AccountExportDto = {
  account: UserDto;
  /** Every booking of the account, newest first, as the account sees it. */
  bookings: object[];
  /** When the file was made, ISO 8601. */
  exportedAt: string;
  /** Every saved trip plan of the account, newest first. */
  tripPlans: ItineraryDto[];
};
export type AccountMessageDto = {
  message: string;
  success: boolean;
};
export type ChangePasswordDto = {
  currentPassword: string;
  /** The new password: the sign-up rule applies. */
  newPassword: string;
};
export type AccountSessionDto = {
  /** Signed in at, ISO 8601. */
  createdAt: string;
  /** The session of this request. */
  current: boolean;
  /** The browser and system, read from its User-Agent. */
  device: string;
  id: string;
  ipAddress: string;
  /** Last request seen (to the minute), ISO 8601. */
  lastSeenAt: string;
};
export const {
  useDeleteAccountMutation,
  useExportAccountQuery,
  useLazyExportAccountQuery,
  useChangePasswordMutation,
  useEndAllSessionsMutation,
  useListSessionsQuery,
  useLazyListSessionsQuery,
  useRevokeSessionMutation,
} = injectedRtkApi;
