import { baseApi as api } from '../area-base';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<CreateBookingApiResponse, CreateBookingApiArg>({
      query: (queryArg) => ({
        url: `/api/bookings`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    listUserBookings: build.query<ListUserBookingsApiResponse, ListUserBookingsApiArg>({
      query: (queryArg) => ({
        url: `/api/bookings/user`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getBooking: build.query<GetBookingApiResponse, GetBookingApiArg>({
      query: (queryArg) => ({ url: `/api/bookings/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    getBookingCalendar: build.query<GetBookingCalendarApiResponse, GetBookingCalendarApiArg>({
      query: (queryArg) => ({
        url: `/api/bookings/${encodeURIComponent(String(queryArg.id))}/calendar.ics`,
      }),
    }),
    cancelBooking: build.mutation<CancelBookingApiResponse, CancelBookingApiArg>({
      query: (queryArg) => ({
        url: `/api/bookings/${encodeURIComponent(String(queryArg.id))}/cancel`,
        method: 'POST',
      }),
    }),
    createMonimePayment: build.mutation<CreateMonimePaymentApiResponse, CreateMonimePaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/payments/monime`,
        method: 'POST',
        body: queryArg.createMonimePaymentDto,
      }),
    }),
    completeSandboxByReference: build.mutation<
      CompleteSandboxByReferenceApiResponse,
      CompleteSandboxByReferenceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/payments/sandbox/by-reference/${encodeURIComponent(String(queryArg.reference))}/complete`,
        method: 'POST',
        headers: {
          'Sandbox-Token': queryArg['Sandbox-Token'],
        },
      }),
    }),
    completeSandboxPayment: build.mutation<
      CompleteSandboxPaymentApiResponse,
      CompleteSandboxPaymentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/payments/sandbox/${encodeURIComponent(String(queryArg.id))}/complete`,
        method: 'POST',
      }),
    }),
    getPayment: build.query<GetPaymentApiResponse, GetPaymentApiArg>({
      query: (queryArg) => ({ url: `/api/payments/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    listReviews: build.query<ListReviewsApiResponse, ListReviewsApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          kind: queryArg.kind,
          listingId: queryArg.listingId,
        },
      }),
    }),
    createReview: build.mutation<CreateReviewApiResponse, CreateReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews`,
        method: 'POST',
        body: queryArg.createReviewDto,
      }),
    }),
    listMyReviewableBookings: build.query<
      ListMyReviewableBookingsApiResponse,
      ListMyReviewableBookingsApiArg
    >({
      query: () => ({ url: `/api/reviews/mine` }),
    }),
    uploadReviewPhoto: build.mutation<UploadReviewPhotoApiResponse, UploadReviewPhotoApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/photos`, method: 'POST', body: queryArg.body }),
    }),
    reportReview: build.mutation<ReportReviewApiResponse, ReportReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/${encodeURIComponent(String(queryArg.id))}/report`,
        method: 'POST',
        body: queryArg.reportReviewDto,
      }),
    }),
    uploadDocument: build.mutation<UploadDocumentApiResponse, UploadDocumentApiArg>({
      query: (queryArg) => ({ url: `/api/uploads`, method: 'POST', body: queryArg.body }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedBookingsApi };
export type CreateBookingApiResponse =
  | /** status 201 Booked, awaiting payment */ ({
      serviceType: 'car';
    } & CarBookingDto)
  | ({
      serviceType: 'event';
    } & EventBookingDto)
  | ({
      serviceType: 'hotel';
    } & HotelBookingDto)
  | ({
      serviceType: 'real_estate';
    } & ViewingBookingDto)
  | ({
      serviceType: 'tour';
    } & TourBookingDto);
export type CreateBookingApiArg = {
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  body:
    | ({
        serviceType: 'car';
      } & CreateCarBookingDto)
    | ({
        serviceType: 'event';
      } & CreateEventBookingDto)
    | ({
        serviceType: 'hotel';
      } & CreateHotelBookingDto)
    | ({
        serviceType: 'real_estate';
      } & CreateViewingBookingDto)
    | ({
        serviceType: 'tour';
      } & CreateTourBookingDto);
};
export type ListUserBookingsApiResponse = /** status 200 A page of bookings, newest first */ {
  items: (
    | ({
        serviceType: 'car';
      } & CarBookingDto)
    | ({
        serviceType: 'event';
      } & EventBookingDto)
    | ({
        serviceType: 'hotel';
      } & HotelBookingDto)
    | ({
        serviceType: 'real_estate';
      } & ViewingBookingDto)
    | ({
        serviceType: 'tour';
      } & TourBookingDto)
  )[];
  /** Give it as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};
export type ListUserBookingsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
};
export type GetBookingApiResponse =
  | /** status 200 The booking */ ({
      serviceType: 'car';
    } & CarBookingDto)
  | ({
      serviceType: 'event';
    } & EventBookingDto)
  | ({
      serviceType: 'hotel';
    } & HotelBookingDto)
  | ({
      serviceType: 'real_estate';
    } & ViewingBookingDto)
  | ({
      serviceType: 'tour';
    } & TourBookingDto);
export type GetBookingApiArg = {
  /** The booking’s id (a UUID) or its reference (`SL-7K3Q9D`, any case) */
  id: string;
};
export type GetBookingCalendarApiResponse = /** status 200 An .ics file (text/calendar) */ string;
export type GetBookingCalendarApiArg = {
  /** The booking’s id (a UUID) or its reference (`SL-7K3Q9D`, any case) */
  id: string;
};
export type CancelBookingApiResponse =
  | /** status 200 Cancelled */ ({
      serviceType: 'car';
    } & CarBookingDto)
  | ({
      serviceType: 'event';
    } & EventBookingDto)
  | ({
      serviceType: 'hotel';
    } & HotelBookingDto)
  | ({
      serviceType: 'real_estate';
    } & ViewingBookingDto)
  | ({
      serviceType: 'tour';
    } & TourBookingDto);
export type CancelBookingApiArg = {
  id: string;
};
export type CreateMonimePaymentApiResponse =
  /** status 201 The live payment code of the booking */ PaymentResponseDto;
export type CreateMonimePaymentApiArg = {
  createMonimePaymentDto: CreateMonimePaymentDto;
};
export type CompleteSandboxByReferenceApiResponse = /** status 200 Paid */ SandboxCompletionDto;
export type CompleteSandboxByReferenceApiArg = {
  reference: string;
  /** The token of the running app’s link file (`<PGLITE_DIR>.app.json`) */
  'Sandbox-Token': string;
};
export type CompleteSandboxPaymentApiResponse =
  /** status 200 The completed payment */ PaymentResponseDto;
export type CompleteSandboxPaymentApiArg = {
  id: string;
};
export type GetPaymentApiResponse = /** status 200 The payment */ PaymentResponseDto;
export type GetPaymentApiArg = {
  id: string;
};
export type ListReviewsApiResponse = /** status 200 The listing’s reviews */ ReviewPageDto;
export type ListReviewsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  listingId: number;
};
export type CreateReviewApiResponse = /** status 201 The review, now public */ ReviewDto;
export type CreateReviewApiArg = {
  createReviewDto: CreateReviewDto;
};
export type ListMyReviewableBookingsApiResponse =
  /** status 200 Reviewable and reviewed bookings */ ReviewableBookingDto[];
export type ListMyReviewableBookingsApiArg = void;
export type UploadReviewPhotoApiResponse =
  /** status 201 The stored photo, not yet shown */ ReviewPhotoDto;
export type UploadReviewPhotoApiArg = {
  body: {
    /** JPG or PNG, at most 5 MB */
    file: Blob;
  };
};
export type ReportReviewApiResponse = /** status 200 Reported */ ReportReceiptDto;
export type ReportReviewApiArg = {
  /** The review */
  id: string;
  reportReviewDto: ReportReviewDto;
};
export type UploadDocumentApiResponse = /** status 201 The stored document */ UploadDto;
export type UploadDocumentApiArg = {
  /** The document and what it is for */
  body: {
    /** PDF, JPG or PNG, at most 5 MB (5242880 bytes) */
    file: Blob;
    purpose: 'kyc_document' | 'drivers_license';
  };
};
export type CarBookingExtraDto = {
  /** US dollars for the whole rental. */
  cost: number;
  name: string;
  /** US dollars per unit. */
  price: number;
  unit: 'day' | 'rental';
};
export type CarBookingDetailsDto = {
  carMake: string;
  carModel: string;
  /** US dollars per day. */
  dailyRate: number;
  days: number;
  /** US dollars for the driver, for the whole rental (0 without one). */
  driverCost: number;
  driverRequired: boolean;
  driversLicenseId?: string;
  /** The extras added to the rental, as priced when booked. */
  extras?: CarBookingExtraDto[];
  /** US dollars for the extras, for the whole rental. */
  extrasCost?: number;
  pickupLocation: string;
  pickupTime: string;
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  returnLocation: string;
  returnTime: string;
  specialRequests?: string;
};
export type BookingOperatorDto = {
  email: string;
  /** The business name. */
  name: string;
  phone: string;
  /** The WhatsApp number it publishes (E.164), for "Message on WhatsApp"; null when none. */
  whatsapp: string | null;
};
export type BookingPaymentDto = {
  /** Leones (SLE) charged at the rate of `slePerUsd`, in whole leones. */
  amountSle: number;
  amountUsd: number;
  expiresAt: string;
  paymentId: string;
  /** The code was issued by the payment sandbox (no real money): it can be paid with
    POST /api/payments/sandbox/{paymentId}/complete. False with Monime. */
  sandbox: boolean;
  /** The rate the charge was computed at: leones per US dollar when the code was issued. */
  slePerUsd: number;
  status: string;
  /** Dial this on the phone to pay; shown exactly as issued. */
  ussdCode: string;
};
export type CarBookingDto = {
  /** The operator's reason, when the operator cancelled. */
  cancellationReason: string | null;
  /** When the operator checked the traveller in. */
  checkedInAt: string | null;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** Check-out or return (ISO 8601, UTC). */
  endDate: string | null;
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the
    viewing. */
  endsAt: string;
  /** Until when a confirmed booking can be cancelled free of charge. */
  freeCancellationUntil: string;
  guests: number;
  /** When an unpaid booking releases what it holds. */
  holdExpiresAt: string | null;
  id: string;
  metadata: CarBookingDetailsDto;
  /** The operator's contact details, shown on the voucher. */
  operator: BookingOperatorDto;
  /** The latest payment request, once one was made. */
  payment: (BookingPaymentDto | (null | null)) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: 'car';
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event
    start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'confirmed' | 'pending_payment' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};
export type EventTicketLineDto = {
  category: string;
  categoryId: number;
  /** US dollars per ticket. */
  price: number;
  quantity: number;
};
export type EventBookingDetailsDto = {
  eventTitle: string;
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  specialRequests?: string;
  /** The category; for a booking of several categories, each line as '2 x Standard, 1 x VIP'. */
  ticketCategory: string;
  /** US dollars per ticket; for a booking of several categories, the average (the total over
    `ticketQuantity`): each line's own price is in `tickets`. */
  ticketPrice: number;
  /** Tickets in all. */
  ticketQuantity: number;
  /** One line per category, with its price (bookings made before mixed tickets have none). */
  tickets?: EventTicketLineDto[];
};
export type EventBookingDto = {
  /** The operator's reason, when the operator cancelled. */
  cancellationReason: string | null;
  /** When the operator checked the traveller in. */
  checkedInAt: string | null;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** Check-out or return (ISO 8601, UTC). */
  endDate: string | null;
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the
    viewing. */
  endsAt: string;
  /** Until when a confirmed booking can be cancelled free of charge. */
  freeCancellationUntil: string;
  guests: number;
  /** When an unpaid booking releases what it holds. */
  holdExpiresAt: string | null;
  id: string;
  metadata: EventBookingDetailsDto;
  /** The operator's contact details, shown on the voucher. */
  operator: BookingOperatorDto;
  /** The latest payment request, once one was made. */
  payment: (BookingPaymentDto | (null | null)) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: 'event';
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event
    start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'confirmed' | 'pending_payment' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};
export type NightPriceDto = {
  date: string;
  /** US dollars. */
  price: number;
};
export type HotelBookingDetailsDto = {
  /** Check-in from this time (HH:MM, Freetown), as the hotel set it when booked. */
  checkInTime?: string;
  /** Check-out by this time (HH:MM, Freetown), as the hotel set it when booked. */
  checkOutTime?: string;
  hotelName: string;
  kycDocumentId?: string;
  /** Each night's price, when they differ (weekend prices, seasons); the total is their sum. */
  nightPrices?: NightPriceDto[];
  /** US dollars per night; when the room type's calendar priced the nights differently, their
    average (rounded to the cent), each night being in `nightPrices`. */
  nightlyPrice: number;
  nights: number;
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  roomType: string;
  specialRequests?: string;
};
export type HotelBookingDto = {
  /** The operator's reason, when the operator cancelled. */
  cancellationReason: string | null;
  /** When the operator checked the traveller in. */
  checkedInAt: string | null;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** Check-out or return (ISO 8601, UTC). */
  endDate: string | null;
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the
    viewing. */
  endsAt: string;
  /** Until when a confirmed booking can be cancelled free of charge. */
  freeCancellationUntil: string;
  guests: number;
  /** When an unpaid booking releases what it holds. */
  holdExpiresAt: string | null;
  id: string;
  metadata: HotelBookingDetailsDto;
  /** The operator's contact details, shown on the voucher. */
  operator: BookingOperatorDto;
  /** The latest payment request, once one was made. */
  payment: (BookingPaymentDto | (null | null)) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: 'hotel';
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event
    start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'confirmed' | 'pending_payment' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};
export type ViewingBookingDetailsDto = {
  propertyTitle: string;
  purpose: 'buy' | 'rent';
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  /** US dollars. */
  serviceFee: number;
  specialRequests?: string;
  viewingTime: string;
};
export type ViewingBookingDto = {
  /** The operator's reason, when the operator cancelled. */
  cancellationReason: string | null;
  /** When the operator checked the traveller in. */
  checkedInAt: string | null;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** Check-out or return (ISO 8601, UTC). */
  endDate: string | null;
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the
    viewing. */
  endsAt: string;
  /** Until when a confirmed booking can be cancelled free of charge. */
  freeCancellationUntil: string;
  guests: number;
  /** When an unpaid booking releases what it holds. */
  holdExpiresAt: string | null;
  id: string;
  metadata: ViewingBookingDetailsDto;
  /** The operator's contact details, shown on the voucher. */
  operator: BookingOperatorDto;
  /** The latest payment request, once one was made. */
  payment: (BookingPaymentDto | (null | null)) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: 'real_estate';
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event
    start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'confirmed' | 'pending_payment' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};
export type BookedParticipantDto = {
  /** Empty when the participant gave none. */
  email: string;
  name: string;
  phone: string;
};
export type TourBookingDetailsDto = {
  /** How long it takes, in hours, read from its duration when booked. */
  durationHours?: number;
  participants: BookedParticipantDto[];
  preferredLanguage: string;
  /** US dollars per participant. */
  pricePerPerson: number;
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  specialRequests?: string;
  /** When the tour starts (HH:MM, Freetown), as the catalogue said when booked. */
  startTime?: string;
  tourTitle: string;
  tourType: 'private' | 'shared';
};
export type TourBookingDto = {
  /** The operator's reason, when the operator cancelled. */
  cancellationReason: string | null;
  /** When the operator checked the traveller in. */
  checkedInAt: string | null;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** Check-out or return (ISO 8601, UTC). */
  endDate: string | null;
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the
    viewing. */
  endsAt: string;
  /** Until when a confirmed booking can be cancelled free of charge. */
  freeCancellationUntil: string;
  guests: number;
  /** When an unpaid booking releases what it holds. */
  holdExpiresAt: string | null;
  id: string;
  metadata: TourBookingDetailsDto;
  /** The operator's contact details, shown on the voucher. */
  operator: BookingOperatorDto;
  /** The latest payment request, once one was made. */
  payment: (BookingPaymentDto | (null | null)) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: 'tour';
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event
    start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'confirmed' | 'pending_payment' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
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
export type CarBookingMetadataDto =
  | {
      driverRequired: true;
      /** Id of the uploaded driver's licence (POST /api/uploads, purpose drivers_license);
    required when no driver is booked (`driverRequired: false`). */
      driversLicenseId?: string;
      /** Names of the car's extras to add (its `extras`, priced per day or per rental; the
    driver service is `driverRequired`). The server prices them from the catalogue. */
      extras?: string[];
      pickupLocation: string;
      /** HH:MM, every 30 minutes 08:00-18:00. */
      pickupTime: string;
      /** Defaults to the pickup location. */
      returnLocation?: string;
      /** HH:MM, every 30 minutes 08:00-18:00. */
      returnTime: string;
      specialRequests?: string;
    }
  | {
      driverRequired: false;
      /** Id of the uploaded driver's licence (POST /api/uploads, purpose drivers_license);
    required when no driver is booked (`driverRequired: false`). */
      driversLicenseId: string;
      /** Names of the car's extras to add (its `extras`, priced per day or per rental; the
    driver service is `driverRequired`). The server prices them from the catalogue. */
      extras?: string[];
      pickupLocation: string;
      /** HH:MM, every 30 minutes 08:00-18:00. */
      pickupTime: string;
      /** Defaults to the pickup location. */
      returnLocation?: string;
      /** HH:MM, every 30 minutes 08:00-18:00. */
      returnTime: string;
      specialRequests?: string;
    };
export type CreateCarBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session:
    then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its
    +code; stored and answered in E.164. */
  customerPhone: string;
  /** Return day, YYYY-MM-DD (at `metadata.returnTime`), after the pickup day. The car is
    booked until the return time that day; a started day of 24 hours is charged in full. */
  endDate: string;
  /** Always 1 (one car). */
  guests: number;
  metadata: CarBookingMetadataDto;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'car';
  /** Pickup day, YYYY-MM-DD (at `metadata.pickupTime`). */
  startDate: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};
export type TicketLineDto = {
  /** The name of one of the event's `ticketCategories`. */
  category: string;
  /** Tickets of this category. */
  quantity: number;
};
export type EventBookingMetadataDto =
  | {
      specialRequests?: string;
      /** The name of one of the event's own `ticketCategories` (e.g. "Terrace", "Covered stand",
    "VIP box"; `ticketType` is accepted as well): `guests` tickets of this category. Required
    unless `tickets` is sent; never both. */
      ticketCategory: string;
      /** Tickets of several categories in one booking, one line per category (e.g. 2 Terrace and
    1 VIP box); `guests` must equal the lines' total. Instead of `ticketCategory`, which books
    `guests` tickets of one category. */
      tickets?: TicketLineDto[];
    }
  | {
      specialRequests?: string;
      /** The name of one of the event's own `ticketCategories` (e.g. "Terrace", "Covered stand",
    "VIP box"; `ticketType` is accepted as well): `guests` tickets of this category. Required
    unless `tickets` is sent; never both. */
      ticketCategory?: string;
      /** Tickets of several categories in one booking, one line per category (e.g. 2 Terrace and
    1 VIP box); `guests` must equal the lines' total. Instead of `ticketCategory`, which books
    `guests` tickets of one category. */
      tickets: TicketLineDto[];
    };
export type CreateEventBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session:
    then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its
    +code; stored and answered in E.164. */
  customerPhone: string;
  /** Tickets, 1-20; with `metadata.tickets`, their total. */
  guests: number;
  metadata: EventBookingMetadataDto;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'event';
  /** The event's first day, YYYY-MM-DD. Optional and not read: a ticket is for the event's
    own dates. */
  startDate?: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};
export type HotelBookingMetadataDto = {
  /** Id of an uploaded KYC document (POST /api/uploads, purpose kyc_document); optional. */
  kycDocumentId?: string;
  specialRequests?: string;
};
export type CreateHotelBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session:
    then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its
    +code; stored and answered in E.164. */
  customerPhone: string;
  /** Check-out day, YYYY-MM-DD: the morning the guest leaves, not a night booked (the stay is
    the nights from `startDate` up to, not including, `endDate`). */
  endDate: string;
  /** Guests in the room, 1-10, at most the room type's capacity. */
  guests: number;
  metadata?: HotelBookingMetadataDto;
  /** The room type booked: the id of one of the hotel's `rooms`. */
  roomId: number;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'hotel';
  /** Check-in day, YYYY-MM-DD: the first night booked. */
  startDate: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};
export type ViewingBookingMetadataDto = {
  purpose: 'buy' | 'rent';
  specialRequests?: string;
  /** HH:MM: 09:00-12:30 or 14:00-17:30, every 30 minutes. */
  viewingTime: string;
};
export type CreateViewingBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session:
    then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its
    +code; stored and answered in E.164. */
  customerPhone: string;
  /** Always 1 (one viewing). */
  guests: number;
  metadata: ViewingBookingMetadataDto;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'real_estate';
  /** The viewing's day, YYYY-MM-DD (at `metadata.viewingTime`). */
  startDate: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};
export type TourParticipantDto = {
  /** Optional: a participant may have no e-mail address (the guide calls the phone). When given
    it must be valid; left out or empty, it is stored as "". */
  email?: string;
  name: string;
  /** As customerPhone: stored in E.164. */
  phone: string;
};
export type TourBookingMetadataDto = {
  participants: TourParticipantDto[];
  /** One of the tour's `languages` (`language` is accepted as well, from older clients). */
  preferredLanguage: string;
  specialRequests?: string;
  tourType: 'private' | 'shared';
};
export type CreateTourBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session:
    then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its
    +code; stored and answered in E.164. */
  customerPhone: string;
  /** Participants, 1-20: as many as `metadata.participants`. */
  guests: number;
  metadata: TourBookingMetadataDto;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'tour';
  /** The tour's day, YYYY-MM-DD. */
  startDate: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};
export type PaymentResponseDto = {
  /** The same amount in leones (SLE) at the rate of `slePerUsd`, in whole leones; what the
    phone is charged. */
  amountSle: number;
  /** Amount charged, US dollars (the booking's total). */
  amountUsd: number;
  bookingId: string;
  /** When the code stops working (the end of the booking's hold), ISO 8601. */
  expiresAt: string;
  paymentId: string;
  /** The rate the charge was computed at: leones per US dollar, as it was when the code was
    issued. */
  slePerUsd: number;
  /** pending until paid; completed once the provider confirms; expired when the code ran out. */
  status: 'pending' | 'failed' | 'expired' | 'cancelled' | 'completed';
  /** Dial this on the paying phone; display it exactly as given. */
  ussdCode: string;
};
export type CreateMonimePaymentDto = {
  /** The total the client shows, US dollars. The server charges the booking's own total; a
    value that differs from it is refused. */
  amount: number;
  /** The booking, as returned by `POST /api/bookings`. */
  bookingId: string;
  customerName: string;
  /** The mobile-money number that will pay (Orange Money or Afrimoney), as the booking's
    customerPhone is read. */
  customerPhone: string;
  description: string;
};
export type SandboxCompletionDto = {
  /** The booking's status afterwards: confirmed, unless it could no longer be paid. */
  bookingStatus: string;
  paymentId: string;
  paymentStatus: string;
  reference: string;
};
export type ReviewDto = {
  /** The author's first name and initial. */
  authorName: string;
  createdAt: string;
  id: string;
  listingId: number;
  listingKind: string;
  listingName: string;
  overall: number;
  /** The photos' addresses, each its largest JPEG, `/api/photos/{id}/{width}x{height}.jpg`; the
    other sizes and WebP are beside it (`/api/photos/{id}/{width}.webp|jpg`). */
  photos: string[];
  repliedAt: string | null;
  /** The operator's public reply; null while there is none. */
  reply: string | null;
  /** When the booked service took place (its start). */
  servedAt: string;
  subScores: {
    [key: string]: number;
  };
  text: string | null;
  /** Always true: every review is of a paid booking of the author's. */
  verifiedBooking: boolean;
};
export type ReviewPageDto = {
  /** The average overall score; null while there are none. */
  average: number | null;
  count: number;
  items: ReviewDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** The average of each sub-score over the visible reviews. */
  subScores: {
    [key: string]: number;
  };
};
export type CreateReviewDto = {
  /** The booking reviewed: the caller's own, paid, and checked in or over. */
  bookingId: string;
  /** The overall score, 1 to 5 stars. */
  overall: number;
  /** Photos: ids the caller's photos were given by `POST /api/reviews/photos`, at most 4. */
  photoIds?: string[];
  /** The kind's sub-scores, each 1 to 5: hotel `cleanliness`, `location`, `staff`, `value`;
    tour `guide`, `value`; event `organisation`, `value`; car `condition`, `value`;
    property `accuracy`, `agent`. */
  subScores: {
    [key: string]: number;
  };
  /** What the traveller has to say; optional, at most 2000 characters. */
  text?: string;
};
export type ReviewableBookingDto = {
  bookingId: string;
  listingId: number;
  listingKind: string;
  reference: string;
  /** The caller's review of it; null while there is none. */
  review: (ReviewDto | (null | null)) | null;
  /** The last moment a review may be written. */
  reviewBy: string;
  serviceName: string;
  /** The sub-scores its review asks for. */
  subScores: string[];
};
export type ReviewPhotoDto = {
  height: number;
  /** Name it in the review's `photoIds`. */
  id: string;
  /** Its largest JPEG's address (served once the review is written). */
  url: string;
  width: number;
};
export type ReportReceiptDto = {
  reported: boolean;
};
export type ReportReviewDto = {
  /** What is wrong with it; 3-500 characters. */
  reason: string;
};
export type UploadDto = {
  createdAt: string;
  /** The name sent, cleaned up (no path or unsafe characters; extension matching the type). */
  fileName: string;
  /** Give this id to the booking that needs the document. */
  id: string;
  /** The type read from the file's content: application/pdf, image/jpeg or image/png. */
  mimeType: string;
  purpose: 'kyc_document' | 'drivers_license';
  /** Size in bytes, at most 5 MB (5242880). */
  sizeBytes: number;
};
export const {
  useCreateBookingMutation,
  useListUserBookingsQuery,
  useLazyListUserBookingsQuery,
  useGetBookingQuery,
  useLazyGetBookingQuery,
  useGetBookingCalendarQuery,
  useLazyGetBookingCalendarQuery,
  useCancelBookingMutation,
  useCreateMonimePaymentMutation,
  useCompleteSandboxByReferenceMutation,
  useCompleteSandboxPaymentMutation,
  useGetPaymentQuery,
  useLazyGetPaymentQuery,
  useListReviewsQuery,
  useLazyListReviewsQuery,
  useCreateReviewMutation,
  useListMyReviewableBookingsQuery,
  useLazyListMyReviewableBookingsQuery,
  useUploadReviewPhotoMutation,
  useReportReviewMutation,
  useUploadDocumentMutation,
} = injectedRtkApi;
