import { baseApi as api } from '../area-base';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCars: build.query<ListCarsApiResponse, ListCarsApiArg>({
      query: (queryArg) => ({
        url: `/api/cars`,
        params: {
          search: queryArg.search,
          type: queryArg['type'],
          priceBand: queryArg.priceBand,
          sort: queryArg.sort,
          minRating: queryArg.minRating,
          pickupDate: queryArg.pickupDate,
          returnDate: queryArg.returnDate,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
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
          minRating: queryArg.minRating,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
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
    listHotels: build.query<ListHotelsApiResponse, ListHotelsApiArg>({
      query: (queryArg) => ({
        url: `/api/hotels`,
        params: {
          search: queryArg.search,
          stars: queryArg.stars,
          priceBand: queryArg.priceBand,
          sort: queryArg.sort,
          minRating: queryArg.minRating,
          checkIn: queryArg.checkIn,
          checkOut: queryArg.checkOut,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
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
    listProperties: build.query<ListPropertiesApiResponse, ListPropertiesApiArg>({
      query: (queryArg) => ({
        url: `/api/real-estate`,
        params: {
          search: queryArg.search,
          type: queryArg['type'],
          purpose: queryArg.purpose,
          priceBand: queryArg.priceBand,
          sort: queryArg.sort,
          minRating: queryArg.minRating,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
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
          minRating: queryArg.minRating,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedCatalogueApi };
export type ListCarsApiResponse =
  /** status 200 Cars, in id order: the whole list (an array) before version 2026-12-08, a page from 2026-12-08 */ CarDto[];
export type ListCarsApiArg = {
  /** Text found in the make, model or location. */
  search?: string;
  /** SUV, Sedan, Hatchback or Pickup (any letter case). */
  type?: 'Pickup' | 'SUV' | 'Sedan' | 'Hatchback';
  /** Daily rate band: budget under $50, mid $50-$99, premium $100+. */
  priceBand?: 'budget' | 'mid' | 'premium';
  /** Order: lowest daily rate first, or highest first. Without it, the list's own order. */
  sort?: 'price-asc' | 'price-desc' | 'rating';
  /** Only listings whose verified reviews average at least this (1-5); unrated listings are left out. */
  minRating?: number;
  /** Pickup day (YYYY-MM-DD); give it with returnDate to see each car's availability. */
  pickupDate?: string;
  /** Return day (YYYY-MM-DD). */
  returnDate?: string;
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
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
export type ListEventsApiResponse =
  /** status 200 Events, soonest first: the whole list (an array) before version 2026-12-08, a page from 2026-12-08 */ EventDto[];
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
  sort?: 'price-asc' | 'price-desc' | 'rating';
  /** Only listings whose verified reviews average at least this (1-5); unrated listings are left out. */
  minRating?: number;
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
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
export type ListHotelsApiResponse =
  /** status 200 Hotels, in id order: the whole list (an array) before version 2026-12-08, a page from 2026-12-08 */ HotelDto[];
export type ListHotelsApiArg = {
  /** Text found in the name, address, town or description. */
  search?: string;
  /** Only hotels with exactly this many stars. */
  stars?: number;
  /** Band of the lowest room price: budget under $100, mid $100-$200, luxury $200+. */
  priceBand?: 'budget' | 'mid' | 'luxury';
  /** Order: lowest price first, highest price first (the lowest price free for the stay
    dates when they are given), or most stars first. Without it, the list's own order. */
  sort?: 'price-asc' | 'price-desc' | 'rating' | 'rating-desc';
  /** Only listings whose verified reviews average at least this (1-5); unrated listings are left out. */
  minRating?: number;
  /** Check-in day (YYYY-MM-DD); give it with checkOut to see each room's availability. */
  checkIn?: string;
  /** Check-out day (YYYY-MM-DD). */
  checkOut?: string;
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
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
export type ListPropertiesApiResponse =
  /** status 200 Listings, in id order: the whole list (an array) before version 2026-12-08, a page from 2026-12-08 */ PropertyDto[];
export type ListPropertiesApiArg = {
  /** Text found in the title, address or description. */
  search?: string;
  type?: 'house' | 'apartment' | 'land' | 'commercial';
  /** Listings for sale, or for rent (a listing may be both). */
  purpose?: 'rent' | 'sale';
  /** Price band: under $100K, $100K-$500K, $500K and more. */
  priceBand?: 'under-100k' | '100k-500k' | '500k-plus';
  /** Order: lowest price first, or highest first (the sale price, or the monthly rent of a
    listing for rent only). `rating`: the best guests' rating first. Without it, the list's own order. */
  sort?: 'price-asc' | 'price-desc' | 'rating';
  /** Only listings whose verified reviews average at least this (1-5); unrated listings are left out. */
  minRating?: number;
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
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
export type ListToursApiResponse =
  /** status 200 Tours, in id order: the whole list (an array) before version 2026-12-08, a page from 2026-12-08 */ TourDto[];
export type ListToursApiArg = {
  /** Text found in the title, location or description. */
  search?: string;
  difficulty?: 'easy' | 'moderate' | 'challenging' | 'difficult';
  /** Half-day, full-day or multi-day, read from the tour's duration text. */
  duration?: 'half-day' | 'full-day' | 'multi-day';
  /** Order: lowest price per person first, highest first, or best-rated operator first.
    Without it, the list's own order. */
  sort?: 'price-asc' | 'price-desc' | 'rating' | 'rating-desc';
  /** Only listings whose verified reviews average at least this (1-5); unrated listings are left out. */
  minRating?: number;
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
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
export type CarExtraDto = {
  name: string;
  /** US dollars per unit. */
  price: number;
  unit: 'day' | 'rental' | 'hour';
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
  /** Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it. */
  latitude: number | null;
  location: string;
  /** Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it. */
  longitude: number | null;
  make: string;
  model: string;
  pickupLocations: string[];
  pricing: CarPricingDto;
  /** The average overall score (1-5) of the listing's verified reviews; null while it has none. */
  reviewAverage: number | null;
  /** How many verified reviews the average is of. */
  reviewCount: number;
  seats: number;
  terms: CarTermsDto;
  transmission: string;
  type: 'Pickup' | 'SUV' | 'Sedan' | 'Hatchback';
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
    gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
  year: number;
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
export type CarDayDto = {
  /** Closed by the operator (maintenance, private hire). */
  closed: boolean;
  date: string;
  /** What a booking charges for this rental day without a driver, US dollars; a driver adds
    `driverPerDay`. Rental days are counted from the pickup time, a started day counting whole. */
  price: number;
  /** 1 when the car is free the whole day, 0 otherwise. */
  vacancies: number;
};
export type CarAvailabilityDto = {
  /** The car is free from the first day to the day before `to`, all day. */
  availableForDates: boolean;
  carId: number;
  /** The currency of every price: US dollars. */
  currency: 'USD';
  days: CarDayDto[];
  /** What a driver adds per rental day, US dollars. */
  driverPerDay: number;
  from: string;
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
  /** Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it. */
  latitude: number | null;
  location: string;
  /** Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it. */
  longitude: number | null;
  organizer: EventOrganizerDto;
  /** Lowest ticket price, US dollars ("from" price). */
  price: number;
  /** The average overall score (1-5) of the listing's verified reviews; null while it has none. */
  reviewAverage: number | null;
  /** How many verified reviews the average is of. */
  reviewCount: number;
  schedule: ScheduleItemDto[];
  /** Start, ISO 8601 (UTC; Sierra Leone keeps GMT). */
  startDate: string;
  ticketCategories: TicketCategoryDto[];
  title: string;
  venue: EventVenueDto;
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
    gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
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
  /** The currency of every price (each category's `price` is what a booking charges per
    ticket): US dollars. */
  currency: 'USD';
  eventId: number;
  /** Tickets can still be bought: the event has not ended and some are left. */
  onSale: boolean;
};
export type RatePeriodDto = {
  /** No stay may arrive on these nights (true), or may again (false); null: unchanged. */
  closedToArrival: boolean | null;
  endDate: string;
  /** Shortest stay arriving on one of these nights; null: unchanged. */
  minNights: number | null;
  /** US dollars a night; null: unchanged. */
  price: number | null;
  startDate: string;
  /** US dollars a Friday or Saturday night; null: unchanged. */
  weekendPrice: number | null;
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
  /** With `checkIn` and `checkOut`: the shortest stay arriving on `checkIn` (1 when none is set);
    null without dates. */
  minNightsForDates: number | null;
  /** Base price per night in US dollars: the price of a night no date range changes. */
  price: number;
  /** With `checkIn` and `checkOut`: what a night of that stay costs on average, US dollars
    (the stay's total over its nights, to the cent); null without dates. */
  priceForDates: number | null;
  /** The room type's price calendar from today on, over `price` (docs/decisions/prices-by-date.md):
    a stay costs the sum of its nights, each priced by the later range covering it. */
  rates: RatePeriodDto[];
  roomType: string;
  /** With `checkIn` and `checkOut`: what the stay costs, US dollars; null without dates. */
  totalForDates: number | null;
};
export type HotelDto = {
  address: string;
  amenities: string[];
  /** Check-in from this time (HH:MM, Africa/Freetown), as the hotel's operator set it. */
  checkInTime: string;
  /** Check-out by this time (HH:MM, Africa/Freetown), as the hotel's operator set it. */
  checkOutTime: string;
  /** Town or area: Freetown, Peninsula, Bo, Kenema or Makeni. */
  city: string;
  description: string;
  id: number;
  images: string[];
  /** Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it. */
  latitude: number | null;
  /** Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it. */
  longitude: number | null;
  /** Lowest nightly price among the hotel's rooms, US dollars; null when it has no rooms.
    With `checkIn` and `checkOut`: the lowest `priceForDates` among the rooms free for those
    nights (by their price calendars), null when none is. */
  lowestRoomPrice: number | null;
  name: string;
  /** The average overall score (1-5) of the listing's verified reviews; null while it has none. */
  reviewAverage: number | null;
  /** How many verified reviews the average is of. */
  reviewCount: number;
  roomCount: number;
  rooms: RoomDto[];
  /** Stars, 1 to 5. */
  starRating: number;
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
    gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
};
export type RoomNightDto = {
  /** Units held by live bookings (paid, or unpaid with their hold running). */
  booked: number;
  /** Units closed by the operator. */
  closed: number;
  /** No stay may arrive on this night (409 CLOSED_TO_ARRIVAL); stays may pass through it. */
  closedToArrival: boolean;
  /** The night that starts on this day. */
  date: string;
  /** The shortest stay that may arrive on this night (1 when none is set); a shorter one is
    refused with 409 MINIMUM_STAY. */
  minNights: number;
  /** What a booking charges for this night of the room type, US dollars, by its price calendar
    (base price, date ranges, weekend price): a stay costs the sum of its nights. */
  price: number;
  units: number;
  vacant: number;
  /** A Friday or Saturday night, priced at the weekend price where one is set. */
  weekend: boolean;
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
  /** The currency of every price: US dollars. */
  currency: 'USD';
  from: string;
  hotelId: number;
  rooms: RoomAvailabilityDto[];
  to: string;
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
  /** Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it. */
  latitude: number | null;
  /** Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it. */
  longitude: number | null;
  /** Monthly rent of a property that is also for sale; US dollars. */
  monthlyRent: number | null;
  neighborhood: NeighborhoodDto;
  /** Sale price, or the monthly rent when the property is for rent only; US dollars. */
  price: number;
  propertyDetails: PropertyDetailsDto;
  /** The average overall score (1-5) of the listing's verified reviews; null while it has none. */
  reviewAverage: number | null;
  /** How many verified reviews the average is of. */
  reviewCount: number;
  size: string;
  title: string;
  type: 'house' | 'apartment' | 'land' | 'commercial';
  /** The flat fee charged for booking a viewing; US dollars. */
  viewingFee: number;
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
    gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
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
  /** The currency of `viewingFee`: US dollars. */
  currency: 'USD';
  days: ViewingDayDto[];
  from: string;
  propertyId: number;
  to: string;
  /** What a booking charges for one viewing, US dollars: the flat viewing fee. */
  viewingFee: number;
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
  /** Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it. */
  latitude: number | null;
  location: string;
  /** Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it. */
  longitude: number | null;
  maxAge: number;
  maxGroupSize: number;
  /** The largest private group one booking may bring: the group size, unless the operator set
    a larger private limit (at most 20 per booking). */
  maxPrivateGroupSize: number;
  meals: string[];
  /** Where the tour picks up or meets its guests; empty when the operator has not said. */
  meetingPoint: string;
  minAge: number;
  operator: TourOperatorDto;
  /** Shared price per person, US dollars. */
  price: number;
  pricing: TourPricingDto;
  /** The average overall score (1-5) of the listing's verified reviews; null while it has none. */
  reviewAverage: number | null;
  /** How many verified reviews the average is of. */
  reviewCount: number;
  safety: TourSafetyDto;
  /** When the tour starts on its day (HH:MM, Africa/Freetown): pickup or meeting time. */
  startTime: string;
  title: string;
  transport: string;
  whatToBring: string[];
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
    gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
};
export type TourDayDto = {
  closed: boolean;
  date: string;
  /** Private groups the operator can still take that day. */
  privateGroupsLeft: number;
  /** What a booking charges per participant of a private tour, US dollars, before the group
    discount. */
  privatePricePerPerson: number;
  /** What a booking charges per participant on the shared departure, US dollars, before the
    group discount (`groupDiscounts`). */
  sharedPricePerPerson: number;
  /** Places left on the shared departure. */
  sharedSeatsLeft: number;
};
export type TourAvailabilityDto = {
  /** The currency of every price: US dollars. */
  currency: 'USD';
  days: TourDayDto[];
  from: string;
  /** Taken off a booking's total when its party reaches the size: the largest reached applies,
    shared or private. */
  groupDiscounts: GroupDiscountDto[];
  maxGroupSize: number;
  to: string;
  tourId: number;
};
export const {
  useListCarsQuery,
  useLazyListCarsQuery,
  useGetCarQuery,
  useLazyGetCarQuery,
  useGetCarAvailabilityQuery,
  useLazyGetCarAvailabilityQuery,
  useListEventsQuery,
  useLazyListEventsQuery,
  useGetEventQuery,
  useLazyGetEventQuery,
  useGetEventAvailabilityQuery,
  useLazyGetEventAvailabilityQuery,
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
} = injectedRtkApi;
