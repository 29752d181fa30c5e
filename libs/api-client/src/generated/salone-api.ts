import { baseApi as api } from '../base-api';
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
    listItineraries: build.query<ListItinerariesApiResponse, ListItinerariesApiArg>({
      query: () => ({ url: `/api/ai/itineraries` }),
    }),
    getItinerary: build.query<GetItineraryApiResponse, GetItineraryApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    itineraryCalendar: build.query<ItineraryCalendarApiResponse, ItineraryCalendarApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}/calendar`,
      }),
    }),
    lockActivity: build.mutation<LockActivityApiResponse, LockActivityApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}/days/${encodeURIComponent(String(queryArg.day))}/locks`,
        method: 'PUT',
        body: queryArg.lockActivityDto,
      }),
    }),
    regenerateDay: build.mutation<RegenerateDayApiResponse, RegenerateDayApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}/days/${encodeURIComponent(String(queryArg.day))}/regenerate`,
        method: 'POST',
      }),
    }),
    swapActivity: build.mutation<SwapActivityApiResponse, SwapActivityApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}/days/${encodeURIComponent(String(queryArg.day))}/swap`,
        method: 'POST',
        body: queryArg.swapActivityDto,
      }),
    }),
    changePace: build.mutation<ChangePaceApiResponse, ChangePaceApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}/pace`,
        method: 'PUT',
        body: queryArg.changePaceDto,
      }),
    }),
    refinePlan: build.mutation<RefinePlanApiResponse, RefinePlanApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}/refine`,
        method: 'POST',
        body: queryArg.refinePlanDto,
      }),
    }),
    unshareItinerary: build.mutation<UnshareItineraryApiResponse, UnshareItineraryApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}/share`,
        method: 'DELETE',
      }),
    }),
    shareItinerary: build.mutation<ShareItineraryApiResponse, ShareItineraryApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/itineraries/${encodeURIComponent(String(queryArg.id))}/share`,
        method: 'POST',
      }),
    }),
    getSharedItinerary: build.query<GetSharedItineraryApiResponse, GetSharedItineraryApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/shared/${encodeURIComponent(String(queryArg.token))}`,
      }),
    }),
    sharedCalendar: build.query<SharedCalendarApiResponse, SharedCalendarApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/shared/${encodeURIComponent(String(queryArg.token))}/calendar`,
      }),
    }),
    generateItinerary: build.mutation<GenerateItineraryApiResponse, GenerateItineraryApiArg>({
      query: (queryArg) => ({
        url: `/api/ai/trip-planner`,
        method: 'POST',
        body: queryArg.tripPlanRequestDto,
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/password`,
        method: 'POST',
        body: queryArg.changePasswordDto,
      }),
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
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/register`,
        method: 'POST',
        body: queryArg.registerDto,
      }),
    }),
    getSession: build.query<GetSessionApiResponse, GetSessionApiArg>({
      query: () => ({ url: `/api/auth/session` }),
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
    getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
      query: () => ({ url: `/api/auth/user` }),
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
    getBookingByReference: build.query<
      GetBookingByReferenceApiResponse,
      GetBookingByReferenceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/bookings/reference/${encodeURIComponent(String(queryArg.reference))}`,
      }),
    }),
    getBookingCalendar: build.query<GetBookingCalendarApiResponse, GetBookingCalendarApiArg>({
      query: (queryArg) => ({
        url: `/api/bookings/reference/${encodeURIComponent(String(queryArg.reference))}/calendar.ics`,
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
    cancelBooking: build.mutation<CancelBookingApiResponse, CancelBookingApiArg>({
      query: (queryArg) => ({
        url: `/api/bookings/${encodeURIComponent(String(queryArg.id))}/cancel`,
        method: 'POST',
      }),
    }),
    listCars: build.query<ListCarsApiResponse, ListCarsApiArg>({
      query: (queryArg) => ({
        url: `/api/cars`,
        params: {
          search: queryArg.search,
          type: queryArg['type'],
          priceBand: queryArg.priceBand,
          sort: queryArg.sort,
          pickupDate: queryArg.pickupDate,
          returnDate: queryArg.returnDate,
        },
      }),
    }),
    getCar: build.query<GetCarApiResponse, GetCarApiArg>({
      query: (queryArg) => ({
        url: `/api/cars/${encodeURIComponent(String(queryArg.id))}`,
        params: {
          pickupDate: queryArg.pickupDate,
          returnDate: queryArg.returnDate,
        },
      }),
    }),
    getCarAvailability: build.query<GetCarAvailabilityApiResponse, GetCarAvailabilityApiArg>({
      query: (queryArg) => ({
        url: `/api/cars/${encodeURIComponent(String(queryArg.id))}/availability`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
      query: (queryArg) => ({
        url: `/api/contact`,
        method: 'POST',
        body: queryArg.sendContactMessageDto,
      }),
    }),
    listServiceContent: build.query<ListServiceContentApiResponse, ListServiceContentApiArg>({
      query: () => ({ url: `/api/content/service-content` }),
    }),
    readDevMailbox: build.query<ReadDevMailboxApiResponse, ReadDevMailboxApiArg>({
      query: (queryArg) => ({
        url: `/api/dev/mailbox`,
        params: {
          to: queryArg.to,
        },
      }),
    }),
    listEvents: build.query<ListEventsApiResponse, ListEventsApiArg>({
      query: (queryArg) => ({
        url: `/api/events`,
        params: {
          search: queryArg.search,
          category: queryArg.category,
          date: queryArg.date,
          from: queryArg['from'],
          to: queryArg.to,
          sort: queryArg.sort,
        },
      }),
    }),
    getEvent: build.query<GetEventApiResponse, GetEventApiArg>({
      query: (queryArg) => ({ url: `/api/events/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    getEventAvailability: build.query<GetEventAvailabilityApiResponse, GetEventAvailabilityApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.id))}/availability`,
      }),
    }),
    getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
      query: () => ({ url: `/api/health/live` }),
    }),
    getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
      query: () => ({ url: `/api/health/ready` }),
    }),
    listHotels: build.query<ListHotelsApiResponse, ListHotelsApiArg>({
      query: (queryArg) => ({
        url: `/api/hotels`,
        params: {
          search: queryArg.search,
          stars: queryArg.stars,
          priceBand: queryArg.priceBand,
          sort: queryArg.sort,
          checkIn: queryArg.checkIn,
          checkOut: queryArg.checkOut,
        },
      }),
    }),
    getHotel: build.query<GetHotelApiResponse, GetHotelApiArg>({
      query: (queryArg) => ({
        url: `/api/hotels/${encodeURIComponent(String(queryArg.id))}`,
        params: {
          checkIn: queryArg.checkIn,
          checkOut: queryArg.checkOut,
        },
      }),
    }),
    getHotelAvailability: build.query<GetHotelAvailabilityApiResponse, GetHotelAvailabilityApiArg>({
      query: (queryArg) => ({
        url: `/api/hotels/${encodeURIComponent(String(queryArg.id))}/availability`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listHotelRooms: build.query<ListHotelRoomsApiResponse, ListHotelRoomsApiArg>({
      query: (queryArg) => ({
        url: `/api/hotels/${encodeURIComponent(String(queryArg.id))}/rooms`,
        params: {
          checkIn: queryArg.checkIn,
          checkOut: queryArg.checkOut,
        },
      }),
    }),
    getListingImage: build.query<GetListingImageApiResponse, GetListingImageApiArg>({
      query: (queryArg) => ({
        url: `/api/listing-images/${encodeURIComponent(String(queryArg.imageId))}`,
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
    listProperties: build.query<ListPropertiesApiResponse, ListPropertiesApiArg>({
      query: (queryArg) => ({
        url: `/api/real-estate`,
        params: {
          search: queryArg.search,
          type: queryArg['type'],
          purpose: queryArg.purpose,
          priceBand: queryArg.priceBand,
          sort: queryArg.sort,
        },
      }),
    }),
    getProperty: build.query<GetPropertyApiResponse, GetPropertyApiArg>({
      query: (queryArg) => ({ url: `/api/real-estate/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    getPropertyAvailability: build.query<
      GetPropertyAvailabilityApiResponse,
      GetPropertyAvailabilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/real-estate/${encodeURIComponent(String(queryArg.id))}/availability`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listTours: build.query<ListToursApiResponse, ListToursApiArg>({
      query: (queryArg) => ({
        url: `/api/tours`,
        params: {
          search: queryArg.search,
          difficulty: queryArg.difficulty,
          duration: queryArg.duration,
          sort: queryArg.sort,
        },
      }),
    }),
    getTour: build.query<GetTourApiResponse, GetTourApiArg>({
      query: (queryArg) => ({ url: `/api/tours/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    getTourAvailability: build.query<GetTourAvailabilityApiResponse, GetTourAvailabilityApiArg>({
      query: (queryArg) => ({
        url: `/api/tours/${encodeURIComponent(String(queryArg.id))}/availability`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    uploadDocument: build.mutation<UploadDocumentApiResponse, UploadDocumentApiArg>({
      query: (queryArg) => ({ url: `/api/uploads`, method: 'POST', body: queryArg.body }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type DeleteAccountApiResponse =
  /** status 200 Deleted; the session cookie is cleared */ DeleteAccountResponseDto;
export type DeleteAccountApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type ExportAccountApiResponse =
  /** status 200 Everything Salone keeps about the account */ AccountExportDto;
export type ExportAccountApiArg = void;
export type ListItinerariesApiResponse = /** status 200 Newest first */ ItinerarySummaryDto[];
export type ListItinerariesApiArg = void;
export type GetItineraryApiResponse =
  /** status 200 The plan as it was made and edited */ ItineraryDto;
export type GetItineraryApiArg = {
  id: string;
};
export type ItineraryCalendarApiResponse = /** status 200 An .ics file (text/calendar) */ string;
export type ItineraryCalendarApiArg = {
  id: string;
};
export type LockActivityApiResponse = /** status 200 The plan with the lock set */ ItineraryDto;
export type LockActivityApiArg = {
  id: string;
  day: number;
  lockActivityDto: LockActivityDto;
};
export type RegenerateDayApiResponse =
  /** status 200 The plan with the day planned again */ ItineraryDto;
export type RegenerateDayApiArg = {
  id: string;
  day: number;
};
export type SwapActivityApiResponse =
  /** status 200 The plan with the activity swapped */ ItineraryDto;
export type SwapActivityApiArg = {
  id: string;
  day: number;
  swapActivityDto: SwapActivityDto;
};
export type ChangePaceApiResponse = /** status 200 The plan at the new pace */ ItineraryDto;
export type ChangePaceApiArg = {
  id: string;
  changePaceDto: ChangePaceDto;
};
export type RefinePlanApiResponse =
  /** status 200 The refined plan and what changed */ RefineResultDto;
export type RefinePlanApiArg = {
  id: string;
  refinePlanDto: RefinePlanDto;
};
export type UnshareItineraryApiResponse = /** status 200 The plan, no longer shared */ ItineraryDto;
export type UnshareItineraryApiArg = {
  id: string;
};
export type ShareItineraryApiResponse = /** status 200 The plan with its shareToken */ ItineraryDto;
export type ShareItineraryApiArg = {
  id: string;
};
export type GetSharedItineraryApiResponse = /** status 200 The plan, read-only */ ItineraryDto;
export type GetSharedItineraryApiArg = {
  token: string;
};
export type SharedCalendarApiResponse = /** status 200 An .ics file (text/calendar) */ string;
export type SharedCalendarApiArg = {
  token: string;
};
export type GenerateItineraryApiResponse = /** status 201 The plan, saved */ ItineraryDto;
export type GenerateItineraryApiArg = {
  tripPlanRequestDto: TripPlanRequestDto;
};
export type LoginApiResponse = /** status 200 Signed in; Set-Cookie carries the session */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = /** status 200 Signed out */ LogoutResponseDto;
export type LogoutApiArg = void;
export type ChangePasswordApiResponse = /** status 200 Changed */ AccountMessageDto;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
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
export type RegisterApiResponse =
  /** status 201 Accepted: look for the e-mail */ RegisterResponseDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type GetSessionApiResponse = /** status 200 The sign-in state */ SessionDto;
export type GetSessionApiArg = void;
export type EndAllSessionsApiResponse = /** status 200 Signed out everywhere */ AccountMessageDto;
export type EndAllSessionsApiArg = void;
export type ListSessionsApiResponse =
  /** status 200 Most recently seen first */ AccountSessionDto[];
export type ListSessionsApiArg = void;
export type RevokeSessionApiResponse = /** status 200 Signed out */ AccountMessageDto;
export type RevokeSessionApiArg = {
  id: string;
};
export type GetCurrentUserApiResponse = /** status 200 The signed-in user */ UserDto;
export type GetCurrentUserApiArg = void;
export type VerifyEmailApiResponse = /** status 200 Verified */ AccountMessageDto;
export type VerifyEmailApiArg = {
  verifyEmailDto: VerifyEmailDto;
};
export type ResendVerificationApiResponse =
  /** status 200 Sent (or already verified) */ AccountMessageDto;
export type ResendVerificationApiArg = void;
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
  /** Any unique string (a UUID) naming this request. Sent again with the same request within 24 hours, the first answer is returned again (header `Idempotent-Replayed: true`) and nothing is done twice. */
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
export type GetBookingByReferenceApiResponse =
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
export type GetBookingByReferenceApiArg = {
  reference: string;
};
export type GetBookingCalendarApiResponse = /** status 200 An .ics file (text/calendar) */ string;
export type GetBookingCalendarApiArg = {
  reference: string;
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
export type ListCarsApiResponse = /** status 200 Cars, in id order */ CarDto[];
export type ListCarsApiArg = {
  /** Text found in the make, model or location. */
  search?: string;
  /** SUV, Sedan, Hatchback or Pickup (any letter case). */
  type?: 'Pickup' | 'SUV' | 'Sedan' | 'Hatchback';
  /** Daily rate band: budget under $50, mid $50-$99, premium $100+. */
  priceBand?: 'budget' | 'mid' | 'premium';
  /** Order: lowest daily rate first, or highest first. Without it, the list's own order. */
  sort?: 'price-asc' | 'price-desc';
  /** Pickup day (YYYY-MM-DD); give it with returnDate to see each car's availability. */
  pickupDate?: string;
  /** Return day (YYYY-MM-DD). */
  returnDate?: string;
};
export type GetCarApiResponse = /** status 200 The car */ CarDto;
export type GetCarApiArg = {
  id: number;
  /** Pickup day (YYYY-MM-DD); give it with returnDate to see each car's availability. */
  pickupDate?: string;
  /** Return day (YYYY-MM-DD). */
  returnDate?: string;
};
export type GetCarAvailabilityApiResponse = /** status 200 Vacancy per day */ CarAvailabilityDto;
export type GetCarAvailabilityApiArg = {
  id: number;
  /** First day (YYYY-MM-DD), today when not given. */
  from?: string;
  /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
  to?: string;
};
export type SendContactMessageApiResponse =
  /** status 201 Stored for the support team */ ContactMessageReceiptDto;
export type SendContactMessageApiArg = {
  sendContactMessageDto: SendContactMessageDto;
};
export type ListServiceContentApiResponse =
  /** status 200 The cards, in display order */ ServiceContentDto[];
export type ListServiceContentApiArg = void;
export type ReadDevMailboxApiResponse =
  /** status 200 Messages to that address, newest first */ DevMailMessageDto[];
export type ReadDevMailboxApiArg = {
  /** The recipient whose messages to read. */
  to: string;
};
export type ListEventsApiResponse = /** status 200 Events, soonest first */ EventDto[];
export type ListEventsApiArg = {
  /** Text found in the title or location. */
  search?: string;
  category?: 'food' | 'music' | 'cultural' | 'festival' | 'sports';
  /** Events taking place between now and the end of today, the next 7 days, or the next
    month. Events that have already ended never match. */
  date?: 'month' | 'today' | 'week';
  /** First day (YYYY-MM-DD, Freetown time): events still on that day or later. With `to`, the
    events taking place on any day from `from` to `to`; alone, from that day on. */
  from?: string;
  /** Last day (YYYY-MM-DD, included): events that start by the end of that day. */
  to?: string;
  /** Order: cheapest ticket first, or dearest first. Without it, soonest first. */
  sort?: 'price-asc' | 'price-desc';
};
export type GetEventApiResponse = /** status 200 The event */ EventDto;
export type GetEventApiArg = {
  id: number;
};
export type GetEventAvailabilityApiResponse =
  /** status 200 Tickets per category */ EventAvailabilityDto;
export type GetEventAvailabilityApiArg = {
  id: number;
};
export type GetLivenessApiResponse = /** status 200 The process is alive */ LivenessDto;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse = /** status 200 Ready to serve requests */ ReadinessDto;
export type GetReadinessApiArg = void;
export type ListHotelsApiResponse = /** status 200 Hotels, in id order */ HotelDto[];
export type ListHotelsApiArg = {
  /** Text found in the name, address, town or description. */
  search?: string;
  /** Only hotels with exactly this many stars. */
  stars?: number;
  /** Band of the lowest room price: budget under $100, mid $100-$200, luxury $200+. */
  priceBand?: 'budget' | 'mid' | 'luxury';
  /** Order: lowest price first, highest price first (the lowest price free for the stay
    dates when they are given), or most stars first. Without it, the list's own order. */
  sort?: 'price-asc' | 'price-desc' | 'rating-desc';
  /** Check-in day (YYYY-MM-DD); give it with checkOut to see each room's availability. */
  checkIn?: string;
  /** Check-out day (YYYY-MM-DD). */
  checkOut?: string;
};
export type GetHotelApiResponse = /** status 200 The hotel */ HotelDto;
export type GetHotelApiArg = {
  id: number;
  /** Check-in day (YYYY-MM-DD); give it with checkOut to see each room's availability. */
  checkIn?: string;
  /** Check-out day (YYYY-MM-DD). */
  checkOut?: string;
};
export type GetHotelAvailabilityApiResponse =
  /** status 200 Vacancies per room type and night */ HotelAvailabilityDto;
export type GetHotelAvailabilityApiArg = {
  id: number;
  /** First day (YYYY-MM-DD), today when not given. */
  from?: string;
  /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
  to?: string;
};
export type ListHotelRoomsApiResponse = /** status 200 Rooms, cheapest first */ RoomDto[];
export type ListHotelRoomsApiArg = {
  id: number;
  /** Check-in day (YYYY-MM-DD); give it with checkOut to see each room's availability. */
  checkIn?: string;
  /** Check-out day (YYYY-MM-DD). */
  checkOut?: string;
};
export type GetListingImageApiResponse = /** status 200 The image */ Blob;
export type GetListingImageApiArg = {
  imageId: string;
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
export type ListPropertiesApiResponse = /** status 200 Listings, in id order */ PropertyDto[];
export type ListPropertiesApiArg = {
  /** Text found in the title, address or description. */
  search?: string;
  type?: 'house' | 'apartment' | 'land' | 'commercial';
  /** Listings for sale, or for rent (a listing may be both). */
  purpose?: 'rent' | 'sale';
  /** Price band: under $100K, $100K-$500K, $500K and more. */
  priceBand?: 'under-100k' | '100k-500k' | '500k-plus';
  /** Order: lowest price first, or highest first (the sale price, or the monthly rent of a
    listing for rent only). Without it, the list's own order. */
  sort?: 'price-asc' | 'price-desc';
};
export type GetPropertyApiResponse = /** status 200 The listing */ PropertyDto;
export type GetPropertyApiArg = {
  id: number;
};
export type GetPropertyAvailabilityApiResponse =
  /** status 200 Viewing slots per day */ PropertyAvailabilityDto;
export type GetPropertyAvailabilityApiArg = {
  id: number;
  /** First day (YYYY-MM-DD), today when not given. */
  from?: string;
  /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
  to?: string;
};
export type ListToursApiResponse = /** status 200 Tours, in id order */ TourDto[];
export type ListToursApiArg = {
  /** Text found in the title, location or description. */
  search?: string;
  difficulty?: 'easy' | 'moderate' | 'challenging' | 'difficult';
  /** Half-day, full-day or multi-day, read from the tour's duration text. */
  duration?: 'half-day' | 'full-day' | 'multi-day';
  /** Order: lowest price per person first, highest first, or best-rated operator first.
    Without it, the list's own order. */
  sort?: 'price-asc' | 'price-desc' | 'rating-desc';
};
export type GetTourApiResponse = /** status 200 The tour */ TourDto;
export type GetTourApiArg = {
  id: number;
};
export type GetTourAvailabilityApiResponse =
  /** status 200 Places left per day */ TourAvailabilityDto;
export type GetTourAvailabilityApiArg = {
  id: number;
  /** First day (YYYY-MM-DD), today when not given. */
  from?: string;
  /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
  to?: string;
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
  | 'VIEWING_NOT_OFFERED'
  | 'NOT_CANCELLABLE'
  | 'NOT_PAID'
  | 'NOT_CHECKABLE'
  | 'TOO_EARLY'
  | 'ALREADY_CHECKED_IN'
  | 'ALREADY_NO_SHOW'
  | 'INVALID_VOUCHER'
  | 'INVALID_CURSOR'
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
  | 'SERVICE_KIND_NOT_OFFERED'
  | 'LISTING_CONFLICT'
  | 'UNITS_BELOW_BOOKED'
  | 'CLOSURE_CUTS_BOOKINGS'
  | 'INVALID_CLOSURE'
  | 'FILE_TOO_LARGE'
  | 'FILE_REQUIRED'
  | 'ONE_FILE_ONLY'
  | 'UNSUPPORTED_FILE'
  | 'DOCUMENT_NOT_FOUND'
  | 'UPLOAD_DAILY_LIMIT'
  | 'UPLOAD_QUOTA_EXCEEDED'
  | 'TOO_MANY_ENDPOINTS'
  | 'WEBHOOK_ENDPOINT_NOT_FOUND'
  | 'WEBHOOK_DELIVERY_NOT_FOUND'
  | 'WEBHOOK_URL_NOT_HTTPS'
  | 'WEBHOOK_URL_NOT_PUBLIC'
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
  /** The account's current password: deleting an account cannot be undone. */
  password: string;
};
export type UserDto = {
  /** Member since, ISO 8601. */
  createdAt: string;
  email: string;
  /** Whether the owner followed the link sent to the address; bookings need it. */
  emailVerified: boolean;
  firstName: string;
  id: string;
  lastName: string;
};
export type BudgetBreakdownDto = {
  activities: number;
  food: number;
  lodging: number;
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
  category: 'transport' | 'food' | 'activity' | 'lodging' | 'rest';
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
  kind: 'transport' | 'event' | 'tour' | 'place';
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
  /** The plan can be refined in words (a language model is configured); otherwise the same
    changes are made with the buttons of each day. */
  canRefine: boolean;
  /** When it was made, ISO 8601. */
  createdAt: string;
  dailyPlan: PlannedDayDto[];
  id: string;
  overview: string;
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
export type ItinerarySummaryDto = {
  createdAt: string;
  /** Length of the trip in days. */
  days: number;
  id: string;
  /** The start of the overview, at most about 160 characters. */
  overview: string;
  request: ItineraryRequestDto;
  totalEstimatedCost: number;
};
export type LockActivityDto = {
  key: string;
  locked: boolean;
};
export type SwapActivityDto = {
  /** The key of one of that activity's alternatives. */
  alternative: string;
  /** The activity's key, as in the plan. */
  key: string;
};
export type ChangePaceDto = {
  pace: 'relaxed' | 'balanced' | 'packed';
};
export type RefineResultDto = {
  changes: string[];
  itinerary: ItineraryDto;
  reply: string;
};
export type RefinePlanDto = {
  message: string;
};
export type PartyDto = {
  /** Adults (17 and over), 1 to 10. */
  adults: number;
  /** Each child's age in years (0-16), at most 8 children. */
  childrenAges: number[];
};
export type TripPlanRequestDto = {
  /** Budget for the whole trip in US dollars: under $500, $500-$1000, $1000-$2000 or $2000+. */
  budget: 'under-500' | '500-1000' | '1000-2000' | '2000-plus';
  /** Trip length: 1-3 days, 4-7 days, 1-2 weeks (8-14 days) or 3+ weeks (15-30 days). */
  duration: '1-3-days' | '4-7-days' | '1-2-weeks' | '3-plus-weeks';
  /** Last day of the trip (departure), YYYY-MM-DD, on or after startDate. With both dates the
    trip lasts from one to the other, which must fit the chosen length; with only startDate
    the planner picks the length. */
  endDate?: string;
  /** One or more of the eight interests, each at most once. */
  interests: (
    'beaches' | 'mountains' | 'culture' | 'adventure' | 'food' | 'wildlife' | 'music' | 'relaxation'
  )[];
  /** How full the days are: relaxed (2 things a day, more rest days), balanced (3) or packed
    (an early start and fewer rest days); balanced when left out. */
  pace?: 'relaxed' | 'balanced' | 'packed';
  /** Who travels; one adult when left out. */
  party?: PartyDto;
  /** First day of the trip (arrival), YYYY-MM-DD; today or later, at most 12 months ahead. */
  startDate?: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type LogoutResponseDto = {
  message: string;
  success: boolean;
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
export type PasswordResetRequestDto = {
  email: string;
};
export type PasswordResetConfirmDto = {
  /** The new password: the sign-up rule applies. */
  password: string;
  /** The `token` of the link in the e-mail. */
  token: string;
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
export type SessionDto = {
  authenticated: boolean;
  /** The account's roles beyond traveller: `operator` when it belongs to an operator
    organisation (any status, pending included), `admin` for a platform admin. Empty for a
    visitor. */
  roles: ('operator' | 'admin')[];
  /** The signed-in user; null for a visitor. */
  user: (UserDto | (null | null)) | null;
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
export type VerifyEmailDto = {
  /** The `token` of the link in the e-mail. */
  token: string;
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
};
export type BookingPaymentDto = {
  /** Leones (SLE) charged at the configured rate. */
  amountSle: number;
  amountUsd: number;
  expiresAt: string;
  paymentId: string;
  /** The code was issued by the payment sandbox (no real money): it can be paid with
    POST /api/payments/sandbox/{paymentId}/complete. False with Monime. */
  sandbox: boolean;
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
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'pending_payment' | 'confirmed' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};
export type EventBookingDetailsDto = {
  eventTitle: string;
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  specialRequests?: string;
  ticketCategory: string;
  /** US dollars per ticket. */
  ticketPrice: number;
  ticketQuantity: number;
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
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'pending_payment' | 'confirmed' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};
export type HotelBookingDetailsDto = {
  hotelName: string;
  kycDocumentId?: string;
  /** US dollars per night. */
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
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'pending_payment' | 'confirmed' | 'expired' | 'cancelled' | 'cancelled_by_operator';
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
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'pending_payment' | 'confirmed' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};
export type BookedParticipantDto = {
  email: string;
  name: string;
  phone: string;
};
export type TourBookingDetailsDto = {
  participants: BookedParticipantDto[];
  preferredLanguage: string;
  /** US dollars per participant. */
  pricePerPerson: number;
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  specialRequests?: string;
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
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the
    traveller) or cancelled_by_operator (see cancellationReason). */
  status: 'pending_payment' | 'confirmed' | 'expired' | 'cancelled' | 'cancelled_by_operator';
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The
    operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};
export type CarBookingMetadataDto = {
  driverRequired: boolean;
  /** Id of the uploaded driver's licence (POST /api/uploads, purpose drivers_license);
    required when no driver is booked. */
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
};
export type CreateCarBookingDto = {
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** YYYY-MM-DD: check-out (hotels) or return day (cars). */
  endDate?: string;
  /** Guests (hotel, 1-10), tickets (event, 1-20), participants (tour, 1-20); 1 for cars and
    viewings. */
  guests: number;
  metadata: CarBookingMetadataDto;
  /** The room (hotel bookings only). */
  roomId?: number;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'car';
  /** YYYY-MM-DD: check-in, event day, pickup day, tour day or viewing day. */
  startDate?: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};
export type EventBookingMetadataDto = {
  specialRequests?: string;
  /** Standard, VIP or VVIP (ticketType is accepted as well). */
  ticketCategory?: string;
};
export type CreateEventBookingDto = {
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** YYYY-MM-DD: check-out (hotels) or return day (cars). */
  endDate?: string;
  /** Guests (hotel, 1-10), tickets (event, 1-20), participants (tour, 1-20); 1 for cars and
    viewings. */
  guests: number;
  metadata: EventBookingMetadataDto;
  /** The room (hotel bookings only). */
  roomId?: number;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'event';
  /** YYYY-MM-DD: check-in, event day, pickup day, tour day or viewing day. */
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
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** YYYY-MM-DD: check-out (hotels) or return day (cars). */
  endDate?: string;
  /** Guests (hotel, 1-10), tickets (event, 1-20), participants (tour, 1-20); 1 for cars and
    viewings. */
  guests: number;
  metadata?: HotelBookingMetadataDto;
  /** The room (hotel bookings only). */
  roomId?: number;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'hotel';
  /** YYYY-MM-DD: check-in, event day, pickup day, tour day or viewing day. */
  startDate?: string;
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
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** YYYY-MM-DD: check-out (hotels) or return day (cars). */
  endDate?: string;
  /** Guests (hotel, 1-10), tickets (event, 1-20), participants (tour, 1-20); 1 for cars and
    viewings. */
  guests: number;
  metadata: ViewingBookingMetadataDto;
  /** The room (hotel bookings only). */
  roomId?: number;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'real_estate';
  /** YYYY-MM-DD: check-in, event day, pickup day, tour day or viewing day. */
  startDate?: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};
export type TourParticipantDto = {
  email: string;
  name: string;
  phone: string;
};
export type TourBookingMetadataDto = {
  participants: TourParticipantDto[];
  preferredLanguage?: string;
  specialRequests?: string;
  tourType: 'private' | 'shared';
};
export type CreateTourBookingDto = {
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  /** YYYY-MM-DD: check-out (hotels) or return day (cars). */
  endDate?: string;
  /** Guests (hotel, 1-10), tickets (event, 1-20), participants (tour, 1-20); 1 for cars and
    viewings. */
  guests: number;
  metadata: TourBookingMetadataDto;
  /** The room (hotel bookings only). */
  roomId?: number;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: 'tour';
  /** YYYY-MM-DD: check-in, event day, pickup day, tour day or viewing day. */
  startDate?: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};
export type CarExtraDto = {
  name: string;
  /** US dollars per unit. */
  price: number;
  unit: 'day' | 'hour' | 'rental';
};
export type CarPricingDto = {
  daily: number;
  /** Professional driver, per day. */
  driverPerDay: number;
  /** Thirty days for the price of 25. */
  monthly: number;
  monthlySavingPercent: number;
  /** Seven days for the price of 6.5. */
  weekly: number;
  weeklySavingPercent: number;
};
export type CarTermsDto = {
  cancellation: string;
  /** Refundable deposit, US dollars. */
  deposit: number;
  fuelPolicy: string;
  insurance: string;
  lateReturnFeePerHour: number;
  mileage: string;
  minimumAge: number;
};
export type CarDto = {
  /** Whether the car is free for the pickupDate/returnDate asked for (live bookings counted);
    null when no dates were given. */
  availableForDates: boolean | null;
  /** US dollars per day. */
  dailyRate: number;
  extras: CarExtraDto[];
  features: string[];
  fuelType: string;
  id: number;
  images: string[];
  /** Whether the car can be rented at all right now. */
  isAvailable: boolean;
  location: string;
  make: string;
  model: string;
  pickupLocations: string[];
  pricing: CarPricingDto;
  seats: number;
  terms: CarTermsDto;
  transmission: string;
  type: 'Pickup' | 'SUV' | 'Sedan' | 'Hatchback';
  year: number;
};
export type CarDayDto = {
  /** Closed by the operator (maintenance, private hire). */
  closed: boolean;
  date: string;
  /** 1 when the car is free the whole day, 0 otherwise. */
  vacancies: number;
};
export type CarAvailabilityDto = {
  /** The car is free from the first day to the day before `to`, all day. */
  availableForDates: boolean;
  carId: number;
  days: CarDayDto[];
  from: string;
  to: string;
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
  /** Optional; at most 30 characters. Empty counts as not given. */
  phone?: string;
  /** At most 150 characters. */
  subject: string;
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
  serviceType: 'tours' | 'cars' | 'events' | 'real_estate' | 'hotels' | 'ai_planner';
  title: string;
};
export type DevMailMessageDto = {
  /** File names of the attachments. */
  attachments: string[];
  /** The HTML part. */
  html: string;
  sentAt: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  to: string;
};
export type EventOrganizerDto = {
  description: string;
  email: string;
  name: string;
  phone: string;
  website?: string;
};
export type ScheduleItemDto = {
  description: string;
  time: string;
  title: string;
};
export type TicketCategoryDto = {
  description: string;
  id: number;
  name: string;
  /** Price per ticket, US dollars. */
  price: number;
  /** Tickets on offer in this category. */
  quantity: number;
  /** Tickets still available. */
  remaining: number;
};
export type EventVenueDto = {
  address: string;
  capacity: number;
  directions: string;
  facilities: string[];
  name: string;
};
export type EventDto = {
  /** Largest number of attendees, when stated. */
  capacity: number | null;
  category: 'food' | 'music' | 'cultural' | 'festival' | 'sports';
  city: string;
  description: string;
  /** End, ISO 8601, when known. */
  endDate: string | null;
  excluded: string[];
  id: number;
  images: string[];
  included: string[];
  location: string;
  organizer: EventOrganizerDto;
  /** Lowest ticket price, US dollars ("from" price). */
  price: number;
  schedule: ScheduleItemDto[];
  /** Start, ISO 8601 (UTC; Sierra Leone keeps GMT). */
  startDate: string;
  ticketCategories: TicketCategoryDto[];
  title: string;
  venue: EventVenueDto;
};
export type TicketSlotDto = {
  name: string;
  price: number;
  quantity: number;
  remaining: number;
  /** Tickets held by live bookings. */
  sold: number;
};
export type EventAvailabilityDto = {
  categories: TicketSlotDto[];
  eventId: number;
  /** Tickets can still be bought: the event has not ended and some are left. */
  onSale: boolean;
};
export type LivenessDto = {
  status: 'ok';
  uptimeSeconds: number;
};
export type ReadinessDto = {
  database: 'up';
  /** Round trip of `SELECT 1`, milliseconds. */
  databaseLatencyMs: number;
  /** The Redis that holds the rate-limit counters: `none` when none is configured. While it is
    down the process counts on its own and stays ready. */
  redis: 'none' | 'up' | 'down';
  status: 'ready';
};
export type RoomDto = {
  amenities: string[];
  /** Whether the room is free for the checkIn/checkOut asked for (live bookings counted);
    null when no dates were given. */
  availableForDates: boolean | null;
  /** Most guests the room sleeps. */
  capacity: number;
  description: string;
  hotelId: number;
  id: number;
  images: string[];
  /** False when the hotel has taken the room off sale. */
  isAvailable: boolean;
  /** Price per night in US dollars. */
  price: number;
  roomType: string;
};
export type HotelDto = {
  address: string;
  amenities: string[];
  /** Town or area: Freetown, Peninsula, Bo, Kenema or Makeni. */
  city: string;
  description: string;
  id: number;
  images: string[];
  /** Lowest nightly price among the hotel's rooms, US dollars; null when it has no rooms.
    With `checkIn` and `checkOut`: the lowest price among the rooms free for those nights,
    null when none is. */
  lowestRoomPrice: number | null;
  name: string;
  roomCount: number;
  rooms: RoomDto[];
  /** Stars, 1 to 5. */
  starRating: number;
};
export type RoomNightDto = {
  /** Units held by live bookings (paid, or unpaid with their hold running). */
  booked: number;
  /** Units closed by the operator. */
  closed: number;
  /** The night that starts on this day. */
  date: string;
  units: number;
  vacant: number;
};
export type RoomAvailabilityDto = {
  /** A unit is free on every night asked about (and the room type is on sale). */
  availableForDates: boolean;
  nights: RoomNightDto[];
  roomId: number;
  roomType: string;
  units: number;
};
export type HotelAvailabilityDto = {
  from: string;
  hotelId: number;
  rooms: RoomAvailabilityDto[];
  to: string;
};
export type PaymentResponseDto = {
  /** The same amount in leones (SLE) at the configured rate, two decimals; what the phone
    is charged. */
  amountSle: number;
  /** Amount charged, US dollars (the booking's total). */
  amountUsd: number;
  bookingId: string;
  /** When the code stops working (the end of the booking's hold), ISO 8601. */
  expiresAt: string;
  paymentId: string;
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
  /** The mobile-money number that will pay (Orange Money or Afrimoney). */
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
export type PropertyAgentDto = {
  company: string;
  email: string;
  experience: string;
  languages: string[];
  license: string;
  name: string;
  phone: string;
  specializations: string[];
  /** Only when the agency has a website. */
  website?: string;
};
export type PropertyFeeDto = {
  amount: number;
  frequency: 'one-time' | 'monthly' | 'yearly';
  name: string;
};
export type PropertyFinancialsDto = {
  /** Twice the rent for rentals, otherwise 10% of the price. */
  deposit: number;
  fees: PropertyFeeDto[];
  /** Estimated per month. */
  maintenance: number;
  /** Per month. */
  rentPrice: number | null;
  salePrice: number | null;
  /** Estimated per month. */
  utilities: number;
};
export type PropertyInspectionDto = {
  certifications: string[];
  condition: string;
  issues: string[];
  lastInspected: string;
  warranty: string;
};
export type SchoolDto = {
  distance: string;
  name: string;
  /** Out of 5. */
  rating: number;
};
export type NeighborhoodDto = {
  amenities: string[];
  description: string;
  /** Chosen from the address. */
  name: string;
  /** Out of 5 stars. */
  safetyRating: number;
  schools: SchoolDto[];
  transportation: string[];
  /** Out of 100. */
  walkScore: number;
};
export type PropertyDetailsDto = {
  /** Garage spaces (shown only when above 0). */
  garage: number;
  /** Monthly owners' association fee (apartments only); US dollars. */
  hoa: number | null;
  lotSize: string;
  parking: string;
  /** 1.5% of the price per year, rounded down; US dollars. */
  propertyTax: number;
  stories: number;
  yearBuilt: number;
};
export type PropertyDto = {
  address: string;
  agent: PropertyAgentDto;
  amenities: string[];
  /** Square feet read from the size text (1800 when it has none). */
  area: number;
  bathrooms: number | null;
  bedrooms: number | null;
  description: string;
  emergencyNumber: string;
  features: string[];
  financials: PropertyFinancialsDto;
  id: number;
  images: string[];
  inspection: PropertyInspectionDto;
  /** Whether the listing takes viewings now. */
  isActive: boolean;
  isForRent: boolean;
  isForSale: boolean;
  /** Monthly rent of a property that is also for sale; US dollars. */
  monthlyRent: number | null;
  neighborhood: NeighborhoodDto;
  /** Sale price, or the monthly rent when the property is for rent only; US dollars. */
  price: number;
  propertyDetails: PropertyDetailsDto;
  size: string;
  title: string;
  type: 'house' | 'apartment' | 'land' | 'commercial';
  /** The flat fee charged for booking a viewing; US dollars. */
  viewingFee: number;
  yearBuilt: number | null;
};
export type ViewingSlotDto = {
  available: boolean;
  time: string;
};
export type ViewingDayDto = {
  date: string;
  slots: ViewingSlotDto[];
  vacancies: number;
};
export type PropertyAvailabilityDto = {
  days: ViewingDayDto[];
  from: string;
  propertyId: number;
  to: string;
};
export type TourGuideDto = {
  experience: string;
  languages: string[];
  name: string;
  specialties: string[];
};
export type ItineraryDayDto = {
  /** Where the night is spent; null on single-day tours. */
  accommodation: string | null;
  activities: string[];
  day: number;
  highlights: string[];
  meals: string[];
  title: string;
};
export type TourOperatorDto = {
  description: string;
  email: string;
  license: string;
  name: string;
  phone: string;
  rating: number;
  yearsOperating: number;
};
export type GroupDiscountDto = {
  discountPercent: number;
  minGroupSize: number;
};
export type TourPricingDto = {
  /** Children aged 8-16: 70% of the shared price, rounded down. */
  children: number;
  childrenAges: string;
  groupDiscounts: GroupDiscountDto[];
  /** 2.5 times the shared price. */
  private: number;
  shared: number;
};
export type EmergencyContactDto = {
  name: string;
  phone: string;
};
export type TourSafetyDto = {
  emergencyContacts: EmergencyContactDto[];
  equipment: string[];
  insurance: string;
  measures: string[];
};
export type TourDto = {
  city: string;
  description: string;
  difficulty: 'easy' | 'moderate' | 'challenging' | 'difficult';
  duration: string;
  /** The duration read as a class, as the duration filter uses it. */
  durationClass: 'half-day' | 'full-day' | 'multi-day';
  fitnessLevel: 'Basic' | 'Moderate' | 'High';
  guides: TourGuideDto[];
  id: number;
  images: string[];
  includedActivities: string[];
  itinerary: ItineraryDayDto[];
  languages: string[];
  location: string;
  maxAge: number;
  maxGroupSize: number;
  /** The largest private group one booking may bring: the group size, unless the operator set
    a larger private limit (at most 20 per booking). */
  maxPrivateGroupSize: number;
  meals: string[];
  minAge: number;
  operator: TourOperatorDto;
  /** Shared price per person, US dollars. */
  price: number;
  pricing: TourPricingDto;
  safety: TourSafetyDto;
  title: string;
  transport: string;
  whatToBring: string[];
};
export type TourDayDto = {
  closed: boolean;
  date: string;
  /** Private groups the operator can still take that day. */
  privateGroupsLeft: number;
  /** Places left on the shared departure. */
  sharedSeatsLeft: number;
};
export type TourAvailabilityDto = {
  days: TourDayDto[];
  from: string;
  maxGroupSize: number;
  to: string;
  tourId: number;
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
  useDeleteAccountMutation,
  useExportAccountQuery,
  useLazyExportAccountQuery,
  useListItinerariesQuery,
  useLazyListItinerariesQuery,
  useGetItineraryQuery,
  useLazyGetItineraryQuery,
  useItineraryCalendarQuery,
  useLazyItineraryCalendarQuery,
  useLockActivityMutation,
  useRegenerateDayMutation,
  useSwapActivityMutation,
  useChangePaceMutation,
  useRefinePlanMutation,
  useUnshareItineraryMutation,
  useShareItineraryMutation,
  useGetSharedItineraryQuery,
  useLazyGetSharedItineraryQuery,
  useSharedCalendarQuery,
  useLazySharedCalendarQuery,
  useGenerateItineraryMutation,
  useLoginMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useRegisterMutation,
  useGetSessionQuery,
  useLazyGetSessionQuery,
  useEndAllSessionsMutation,
  useListSessionsQuery,
  useLazyListSessionsQuery,
  useRevokeSessionMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useCreateBookingMutation,
  useGetBookingByReferenceQuery,
  useLazyGetBookingByReferenceQuery,
  useGetBookingCalendarQuery,
  useLazyGetBookingCalendarQuery,
  useListUserBookingsQuery,
  useLazyListUserBookingsQuery,
  useGetBookingQuery,
  useLazyGetBookingQuery,
  useCancelBookingMutation,
  useListCarsQuery,
  useLazyListCarsQuery,
  useGetCarQuery,
  useLazyGetCarQuery,
  useGetCarAvailabilityQuery,
  useLazyGetCarAvailabilityQuery,
  useSendContactMessageMutation,
  useListServiceContentQuery,
  useLazyListServiceContentQuery,
  useReadDevMailboxQuery,
  useLazyReadDevMailboxQuery,
  useListEventsQuery,
  useLazyListEventsQuery,
  useGetEventQuery,
  useLazyGetEventQuery,
  useGetEventAvailabilityQuery,
  useLazyGetEventAvailabilityQuery,
  useGetLivenessQuery,
  useLazyGetLivenessQuery,
  useGetReadinessQuery,
  useLazyGetReadinessQuery,
  useListHotelsQuery,
  useLazyListHotelsQuery,
  useGetHotelQuery,
  useLazyGetHotelQuery,
  useGetHotelAvailabilityQuery,
  useLazyGetHotelAvailabilityQuery,
  useListHotelRoomsQuery,
  useLazyListHotelRoomsQuery,
  useGetListingImageQuery,
  useLazyGetListingImageQuery,
  useCreateMonimePaymentMutation,
  useCompleteSandboxByReferenceMutation,
  useCompleteSandboxPaymentMutation,
  useGetPaymentQuery,
  useLazyGetPaymentQuery,
  useListPropertiesQuery,
  useLazyListPropertiesQuery,
  useGetPropertyQuery,
  useLazyGetPropertyQuery,
  useGetPropertyAvailabilityQuery,
  useLazyGetPropertyAvailabilityQuery,
  useListToursQuery,
  useLazyListToursQuery,
  useGetTourQuery,
  useLazyGetTourQuery,
  useGetTourAvailabilityQuery,
  useLazyGetTourAvailabilityQuery,
  useUploadDocumentMutation,
} = injectedRtkApi;
