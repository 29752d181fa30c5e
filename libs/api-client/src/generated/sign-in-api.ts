import { baseApi as api } from '../area-base';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    addEmail: build.mutation<AddEmailApiResponse, AddEmailApiArg>({
      query: (queryArg) => ({ url: `/api/auth/email`, method: 'POST', body: queryArg.addEmailDto }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    requestPasswordReset: build.mutation<
      RequestPasswordResetApiResponse,
      RequestPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/password-reset`,
        method: 'POST',
        body: queryArg.passwordResetRequestDto,
      }),
    }),
    confirmPasswordReset: build.mutation<
      ConfirmPasswordResetApiResponse,
      ConfirmPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/password-reset/confirm`,
        method: 'POST',
        body: queryArg.passwordResetConfirmDto,
      }),
    }),
    sendAddPhoneCode: build.mutation<SendAddPhoneCodeApiResponse, SendAddPhoneCodeApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/phone`,
        method: 'POST',
        body: queryArg.phoneCodeRequestDto,
      }),
    }),
    sendSignInCode: build.mutation<SendSignInCodeApiResponse, SendSignInCodeApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/phone/code`,
        method: 'POST',
        body: queryArg.phoneCodeRequestDto,
      }),
    }),
    signInWithPhone: build.mutation<SignInWithPhoneApiResponse, SignInWithPhoneApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/phone/sign-in`,
        method: 'POST',
        body: queryArg.phoneSignInDto,
      }),
    }),
    verifyAddedPhone: build.mutation<VerifyAddedPhoneApiResponse, VerifyAddedPhoneApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/phone/verify`,
        method: 'POST',
        body: queryArg.phoneCodeDto,
      }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/register`,
        method: 'POST',
        body: queryArg.registerDto,
      }),
    }),
    verifyEmail: build.mutation<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/verify-email`,
        method: 'POST',
        body: queryArg.verifyEmailDto,
      }),
    }),
    resendVerification: build.mutation<ResendVerificationApiResponse, ResendVerificationApiArg>({
      query: () => ({ url: `/api/auth/verify-email/resend`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedSignInApi };
export type AddEmailApiResponse = /** status 200 Added: look for the e-mail */ AccountMessageDto;
export type AddEmailApiArg = {
  addEmailDto: AddEmailDto;
};
export type LoginApiResponse = /** status 200 Signed in; Set-Cookie carries the session */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type RequestPasswordResetApiResponse =
  /** status 200 Accepted: look for the e-mail */ AccountMessageDto;
export type RequestPasswordResetApiArg = {
  passwordResetRequestDto: PasswordResetRequestDto;
};
export type ConfirmPasswordResetApiResponse =
  /** status 200 The new password is set */ AccountMessageDto;
export type ConfirmPasswordResetApiArg = {
  passwordResetConfirmDto: PasswordResetConfirmDto;
};
export type SendAddPhoneCodeApiResponse = /** status 200 Sent */ PhoneCodeSentDto;
export type SendAddPhoneCodeApiArg = {
  phoneCodeRequestDto: PhoneCodeRequestDto;
};
export type SendSignInCodeApiResponse = /** status 200 Sent */ PhoneCodeSentDto;
export type SendSignInCodeApiArg = {
  phoneCodeRequestDto: PhoneCodeRequestDto;
};
export type SignInWithPhoneApiResponse =
  /** status 200 Signed in; Set-Cookie carries the session */ UserDto;
export type SignInWithPhoneApiArg = {
  phoneSignInDto: PhoneSignInDto;
};
export type VerifyAddedPhoneApiResponse = /** status 200 The account with its number */ UserDto;
export type VerifyAddedPhoneApiArg = {
  phoneCodeDto: PhoneCodeDto;
};
export type RegisterApiResponse =
  /** status 201 Accepted: look for the e-mail */ RegisterResponseDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type VerifyEmailApiResponse = /** status 200 Verified */ AccountMessageDto;
export type VerifyEmailApiArg = {
  verifyEmailDto: VerifyEmailDto;
};
export type ResendVerificationApiResponse =
  /** status 200 Sent (or already verified) */ AccountMessageDto;
export type ResendVerificationApiArg = void;
export type AccountMessageDto = {
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
export type AddEmailDto = {
  email: string;
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
export type LoginDto = {
  email: string;
  password: string;
};
export type PasswordResetRequestDto = {
  email: string;
};
export type PasswordResetConfirmDto = {
  /** The new password: the sign-up rule applies. */
  password: string;
  /** The `token` of the link in the e-mail. */
  token: string;
};
export type PhoneCodeSentDto = {
  message: string;
  /** Seconds before another code may be asked for this number (30, then 60, 120, ...). */
  resendAfterSeconds: number;
  success: boolean;
};
export type PhoneCodeRequestDto = {
  /** A Sierra Leone number (`076 123 456`) or another country's with its +code. */
  phone: string;
};
export type PhoneSignInDto = {
  /** The 6 digits from the SMS. */
  code: string;
  /** For a sign-up: the new account's first name (with lastName). Left out to sign in. */
  firstName?: string;
  lastName?: string;
  phone: string;
};
export type PhoneCodeDto = {
  /** The 6 digits from the SMS. */
  code: string;
  phone: string;
};
export type RegisterResponseDto = {
  message: string;
  success: boolean;
};
export type RegisterDto = {
  email: string;
  firstName: string;
  lastName: string;
  /** At least 8 characters, not blank and not a common password (zxcvbn score 2 or more);
    a refusal says why. */
  password: string;
};
export type VerifyEmailDto = {
  /** The `token` of the link in the e-mail. */
  token: string;
};
export const {
  useAddEmailMutation,
  useLoginMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useSendAddPhoneCodeMutation,
  useSendSignInCodeMutation,
  useSignInWithPhoneMutation,
  useVerifyAddedPhoneMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
} = injectedRtkApi;
