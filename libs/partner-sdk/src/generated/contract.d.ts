// Generated from docs/openapi.json by libs/partner-sdk/scripts/generate.mjs: do not edit.

/** The contract's version (info.version). */
export declare const CONTRACT_VERSION: '2026-12-08';

export type ArrivalDto = {
  checkedInAt: string | null;
  customerName: string;
  customerPhone: string;
  endDate: string | null;
  /** Guests, tickets or participants. */
  guests: number;
  id: string;
  /** The room type, ticket category, car pickup or tour type booked. */
  item: string | null;
  reference: string;
  serviceId: number;
  serviceName: string;
  serviceType: "hotel" | "event" | "car" | "tour" | "real_estate";
  /** confirmed (expected), checked_in or no_show. */
  stage: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator" | "checked_in" | "no_show";
  startDate: string;
  /** SHA-256 (hex) of the voucher's QR token: a scanned code is this booking's genuine voucher when the SHA-256 of its text is this value. Null for a booking paid before vouchers were issued: check it in by its reference. */
  tokenDigest: string | null;
};

export type ArrivalsDto = {
  arrivals: Array<ArrivalDto>;
  day: string;
  /** How `tokenDigest` is made. */
  digest: string;
  /** When the list was read; a phone keeps it with this time. */
  generatedAt: string;
  organisationId: number;
};

export type BookedParticipantDto = {
  /** Empty when the participant gave none. */
  email: string;
  name: string;
  phone: string;
};

/** The booking was cancelled, by the traveller or by you */
export type BookingCancelledEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    booking: OperatorBookingDetailDto;
    cancelledBy: "traveller" | "operator";
    reason: string | null;
    /** US dollars to give back, when the booking had been paid */
    refundDue: number | null;
    /** It had been paid before it was cancelled */
    wasConfirmed: boolean;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "booking.cancelled";
};

/** The front desk checked the traveller in */
export type BookingCheckedInEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    booking: OperatorBookingDetailDto;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "booking.checked_in";
};

/** The booking was paid and is confirmed */
export type BookingConfirmedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    booking: OperatorBookingDetailDto;
    /** The payment that paid it; null when it was confirmed without one */
    payment: (WebhookPayment | null | null) | null;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "booking.confirmed";
};

/** A booking of one of your listings was made; it waits for payment */
export type BookingCreatedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    booking: OperatorBookingDetailDto;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "booking.created";
};

/** The booking was not paid in time and released what it held */
export type BookingExpiredEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    booking: OperatorBookingDetailDto;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "booking.expired";
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
  /** The code was issued by the payment sandbox (no real money): it can be paid with POST /api/payments/sandbox/{paymentId}/complete. False with Monime. */
  sandbox: boolean;
  /** The rate the charge was computed at: leones per US dollar when the code was issued. */
  slePerUsd: number;
  status: string;
  /** Dial this on the phone to pay; shown exactly as issued. */
  ussdCode: string;
};

/** A payment code was issued for the booking */
export type BookingPaymentRequestedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    booking: OperatorBookingDetailDto;
    payment: WebhookPayment;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "booking.payment_requested";
};

export type CarAvailabilityDto = {
  /** The car is free from the first day to the day before `to`, all day. */
  availableForDates: boolean;
  carId: number;
  /** The currency of every price: US dollars. */
  currency: "USD";
  days: Array<CarDayDto>;
  /** What a driver adds per rental day, US dollars. */
  driverPerDay: number;
  from: string;
  to: string;
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
  extras?: Array<CarBookingExtraDto>;
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
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the viewing. */
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
  payment: (BookingPaymentDto | null | null) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: "car";
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the traveller) or cancelled_by_operator (see cancellationReason). */
  status: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator";
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};

export type CarBookingExtraDto = {
  /** US dollars for the whole rental. */
  cost: number;
  name: string;
  /** US dollars per unit. */
  price: number;
  unit: "day" | "rental";
};

export type CarBookingMetadataDto = ({
  driverRequired: true;
} | {
  driverRequired: false;
});

export type CarDayDto = {
  /** Closed by the operator (maintenance, private hire). */
  closed: boolean;
  date: string;
  /** What a booking charges for this rental day without a driver, US dollars; a driver adds `driverPerDay`. Rental days are counted from the pickup time, a started day counting whole. */
  price: number;
  /** 1 when the car is free the whole day, 0 otherwise. */
  vacancies: number;
};

export type CarDto = {
  /** Whether the car is free for the pickupDate/returnDate asked for (live bookings counted); null when no dates were given. */
  availableForDates: boolean | null;
  /** US dollars per day. */
  dailyRate: number;
  extras: Array<CarExtraDto>;
  features: Array<string>;
  fuelType: string;
  id: number;
  images: Array<string>;
  /** Whether the car can be rented at all right now. */
  isAvailable: boolean;
  /** Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it. */
  latitude: number | null;
  location: string;
  /** Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it. */
  longitude: number | null;
  make: string;
  model: string;
  pickupLocations: Array<string>;
  pricing: CarPricingDto;
  /** The average overall score (1-5) of the listing's verified reviews; null while it has none. */
  reviewAverage: number | null;
  /** How many verified reviews the average is of. */
  reviewCount: number;
  seats: number;
  terms: CarTermsDto;
  transmission: string;
  type: "Pickup" | "SUV" | "Sedan" | "Hatchback";
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
  year: number;
};

export type CarExtraDto = {
  name: string;
  /** US dollars per unit. */
  price: number;
  unit: "day" | "rental" | "hour";
};

export type CarExtraInputDto = {
  name: string;
  price: number;
  unit: "day" | "rental" | "hour";
};

export type CarInputDto = {
  /** US dollars per day; applies to bookings made from now on. */
  dailyRate: number;
  extras?: Array<CarExtraInputDto>;
  features?: Array<string>;
  fuelType: string;
  isAvailable?: boolean;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  make: string;
  model: string;
  pickupLocations: Array<string>;
  seats: number;
  terms: CarTermsInputDto;
  transmission: string;
  /** SUV, Sedan, Hatchback or Pickup. */
  type: "Pickup" | "SUV" | "Sedan" | "Hatchback";
  year: number;
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

export type CarTermsInputDto = {
  cancellation: string;
  /** US dollars. */
  deposit: number;
  fuelPolicy: string;
  insurance: string;
  /** US dollars. */
  lateReturnFeePerHour: number;
  mileage: string;
  minimumAge: number;
};

export type CheckInDto = {
  /** When the traveller was checked in, for a check-in made on a phone without a connection and sent later: at most 7 days ago and not in the future (a phone clock up to 5 minutes ahead counts as now). Without it, the check-in happens now. */
  checkedInAt?: string;
  /** The booking's reference, as the traveller reads it out. */
  reference?: string;
  /** The content of the voucher's QR code. */
  token?: string;
};

export type ClosureDto = {
  createdAt: string;
  endDate: string;
  id: string;
  reason: string;
  roomId: number | null;
  serviceId: number;
  serviceType: "hotel" | "car" | "tour";
  startDate: string;
  /** Units closed; null: the whole room type (or the car, or the tour). */
  units: number | null;
};

export type CreateCarBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session: then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its +code; stored and answered in E.164. */
  customerPhone: string;
  /** Return day, YYYY-MM-DD (at `metadata.returnTime`), after the pickup day. The car is booked until the return time that day; a started day of 24 hours is charged in full. */
  endDate: string;
  /** Always 1 (one car). */
  guests: number;
  metadata: CarBookingMetadataDto;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: "car";
  /** Pickup day, YYYY-MM-DD (at `metadata.pickupTime`). */
  startDate: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};

export type CreateClosureDto = {
  /** Last closed day, included, YYYY-MM-DD. */
  endDate: string;
  /** Why (the operator's own note). */
  reason: string;
  /** The hotel's room type (hotels only). */
  roomId?: number;
  /** The hotel, car or tour. */
  serviceId: number;
  /** What is closed: a hotel's room type, a car or a tour. */
  serviceType: "hotel" | "car" | "tour";
  /** First closed day (for a hotel, the first closed night), YYYY-MM-DD. */
  startDate: string;
  /** How many of the room type's units to close (hotels only); all of them when not given. */
  units?: number;
};

export type CreateEventBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session: then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its +code; stored and answered in E.164. */
  customerPhone: string;
  /** Tickets, 1-20; with `metadata.tickets`, their total. */
  guests: number;
  metadata: EventBookingMetadataDto;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: "event";
  /** The event's first day, YYYY-MM-DD. Optional and not read: a ticket is for the event's own dates. */
  startDate?: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};

export type CreateHotelBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session: then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its +code; stored and answered in E.164. */
  customerPhone: string;
  /** Check-out day, YYYY-MM-DD: the morning the guest leaves, not a night booked (the stay is the nights from `startDate` up to, not including, `endDate`). */
  endDate: string;
  /** Guests in the room, 1-10, at most the room type's capacity. */
  guests: number;
  metadata?: HotelBookingMetadataDto;
  /** The room type booked: the id of one of the hotel's `rooms`. */
  roomId: number;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: "hotel";
  /** Check-in day, YYYY-MM-DD: the first night booked. */
  startDate: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};

export type CreateRoomRateDto = {
  /** True: no stay may arrive on these nights; false: stays may arrive again. */
  closedToArrival?: boolean;
  /** Last night, included, YYYY-MM-DD. */
  endDate: string;
  /** The operator's name for the range, shown on the calendar. */
  label?: string;
  /** Shortest stay arriving on a night of the range, 1 to 30 nights. */
  minNights?: number;
  /** Price of each night of the range, US dollars (at most two decimals). */
  price?: number;
  /** The hotel's room types to change. */
  roomIds: Array<number>;
  /** First night (the night that starts on this day), YYYY-MM-DD. */
  startDate: string;
  /** Price of each Friday and Saturday night of the range, US dollars. */
  weekendPrice?: number;
};

export type CreateTourBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session: then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its +code; stored and answered in E.164. */
  customerPhone: string;
  /** Participants, 1-20: as many as `metadata.participants`. */
  guests: number;
  metadata: TourBookingMetadataDto;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: "tour";
  /** The tour's day, YYYY-MM-DD. */
  startDate: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};

export type CreateViewingBookingDto = {
  /** Required, except from an account with a verified phone number booking with its session: then it may be left out (or empty) and the booking's messages go to the phone. */
  customerEmail?: string;
  customerName: string;
  /** A Sierra Leone number (`076 123 456`, `+232 76 123 456`) or another country's with its +code; stored and answered in E.164. */
  customerPhone: string;
  /** Always 1 (one viewing). */
  guests: number;
  metadata: ViewingBookingMetadataDto;
  /** Id of the hotel, event, car, tour or property. */
  serviceId: number;
  serviceType: "real_estate";
  /** The viewing's day, YYYY-MM-DD (at `metadata.viewingTime`). */
  startDate: string;
  /** The total the client shows, US dollars; refused unless it equals the server's price. */
  totalAmount: number;
};

export type CreateWebhookEndpointDto = {
  /** The API version whose event shapes the endpoint receives; without it, the version of the request (`Salone-Version`). From 2026-12-07 an event's `booking` is the booking as `GET …/bookings/{bookingId}` shows it; 2026-11-26 keeps the first edition's snapshot. */
  apiVersion?: "2026-11-26" | "2026-12-07" | "2026-12-08";
  /** What the endpoint is for. */
  description?: string;
  /** The event types to receive. */
  eventTypes: Array<"booking.created" | "booking.payment_requested" | "booking.confirmed" | "booking.cancelled" | "booking.expired" | "booking.checked_in" | "payment.failed" | "listing.published" | "listing.unpublished" | "listing.reinstated" | "listing.review_requested" | "listing.review_refused" | "review.created">;
  /** Where the events are POSTed; `https` only in production. */
  url: string;
};

export type CreatedWebhookEndpointDto = {
  /** The API version whose event shapes it receives. */
  apiVersion: string;
  /** Tries in a row that failed since the last success. */
  consecutiveFailures: number;
  createdAt: string;
  description: string;
  eventTypes: Array<string>;
  /** When that run of failures began (null: the last try succeeded). */
  failingSince: string | null;
  id: string;
  /** When the endpoint was paused for failing too long (null: it is not). A paused endpoint receives only test events; its other events wait, and are sent once a test succeeds. */
  pausedAt: string | null;
  /** The signing secret, shown this once: keep it to verify `Salone-Signature` (or, with a Standard Webhooks library, `webhook-signature`). */
  secret: string;
  url: string;
};

export type EmergencyContactDto = {
  name: string;
  phone: string;
};

export type EventAvailabilityDto = {
  categories: Array<TicketSlotDto>;
  /** The currency of every price (each category's `price` is what a booking charges per ticket): US dollars. */
  currency: "USD";
  eventId: number;
  /** Tickets can still be bought: the event has not ended and some are left. */
  onSale: boolean;
};

export type EventBookingDetailsDto = {
  eventTitle: string;
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  specialRequests?: string;
  /** The category; for a booking of several categories, each line as '2 x Standard, 1 x VIP'. */
  ticketCategory: string;
  /** US dollars per ticket; for a booking of several categories, the average (the total over `ticketQuantity`): each line's own price is in `tickets`. */
  ticketPrice: number;
  /** Tickets in all. */
  ticketQuantity: number;
  /** One line per category, with its price (bookings made before mixed tickets have none). */
  tickets?: Array<EventTicketLineDto>;
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
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the viewing. */
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
  payment: (BookingPaymentDto | null | null) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: "event";
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the traveller) or cancelled_by_operator (see cancellationReason). */
  status: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator";
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};

export type EventBookingMetadataDto = (Record<string, unknown>);

export type EventDto = {
  /** Largest number of attendees, when stated. */
  capacity: number | null;
  category: "food" | "music" | "cultural" | "festival" | "sports";
  city: string;
  description: string;
  /** End, ISO 8601, when known. */
  endDate: string | null;
  excluded: Array<string>;
  id: number;
  images: Array<string>;
  included: Array<string>;
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
  schedule: Array<ScheduleItemDto>;
  /** Start, ISO 8601 (UTC; Sierra Leone keeps GMT). */
  startDate: string;
  ticketCategories: Array<TicketCategoryDto>;
  title: string;
  venue: EventVenueDto;
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
};

export type EventInputDto = {
  /** Largest number of attendees. */
  capacity?: number;
  /** cultural, festival, music, food or sports. */
  category: "food" | "music" | "cultural" | "festival" | "sports";
  city: string;
  description: string;
  /** End, ISO 8601, after the start. */
  endDate?: string;
  excluded?: Array<string>;
  included?: Array<string>;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  schedule?: Array<ScheduleItemInputDto>;
  /** Start, ISO 8601 (UTC). */
  startDate: string;
  title: string;
  venue: VenueInputDto;
};

export type EventOrganizerDto = {
  description: string;
  email: string;
  name: string;
  phone: string;
  website?: string;
};

export type EventTicketLineDto = {
  category: string;
  categoryId: number;
  /** US dollars per ticket. */
  price: number;
  quantity: number;
};

export type EventVenueDto = {
  address: string;
  capacity: number;
  directions: string;
  facilities: Array<string>;
  name: string;
};

export type GroupDiscountDto = {
  discountPercent: number;
  minGroupSize: number;
};

export type HotelAvailabilityDto = {
  /** The currency of every price: US dollars. */
  currency: "USD";
  from: string;
  hotelId: number;
  rooms: Array<RoomAvailabilityDto>;
  to: string;
};

export type HotelBookingDetailsDto = {
  /** Check-in from this time (HH:MM, Freetown), as the hotel set it when booked. */
  checkInTime?: string;
  /** Check-out by this time (HH:MM, Freetown), as the hotel set it when booked. */
  checkOutTime?: string;
  hotelName: string;
  kycDocumentId?: string;
  /** Each night's price, when they differ (weekend prices, seasons); the total is their sum. */
  nightPrices?: Array<NightPriceDto>;
  /** US dollars per night; when the room type's calendar priced the nights differently, their average (rounded to the cent), each night being in `nightPrices`. */
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
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the viewing. */
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
  payment: (BookingPaymentDto | null | null) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: "hotel";
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the traveller) or cancelled_by_operator (see cancellationReason). */
  status: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator";
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};

export type HotelBookingMetadataDto = {
  /** Id of an uploaded KYC document (POST /api/uploads, purpose kyc_document); optional. */
  kycDocumentId?: string;
  specialRequests?: string;
};

export type HotelDto = {
  address: string;
  amenities: Array<string>;
  /** Check-in from this time (HH:MM, Africa/Freetown), as the hotel's operator set it. */
  checkInTime: string;
  /** Check-out by this time (HH:MM, Africa/Freetown), as the hotel's operator set it. */
  checkOutTime: string;
  /** Town or area: Freetown, Peninsula, Bo, Kenema or Makeni. */
  city: string;
  description: string;
  id: number;
  images: Array<string>;
  /** Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it. */
  latitude: number | null;
  /** Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it. */
  longitude: number | null;
  /** Lowest nightly price among the hotel's rooms, US dollars; null when it has no rooms. With `checkIn` and `checkOut`: the lowest `priceForDates` among the rooms free for those nights (by their price calendars), null when none is. */
  lowestRoomPrice: number | null;
  name: string;
  /** The average overall score (1-5) of the listing's verified reviews; null while it has none. */
  reviewAverage: number | null;
  /** How many verified reviews the average is of. */
  reviewCount: number;
  roomCount: number;
  rooms: Array<RoomDto>;
  /** Stars, 1 to 5. */
  starRating: number;
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
};

export type HotelInputDto = {
  address: string;
  amenities?: Array<string>;
  /** Guests may check in from this time (HH:MM, Freetown); 14:00 unless given. */
  checkInTime?: string;
  /** Guests check out by this time (HH:MM, Freetown); 11:00 unless given. */
  checkOutTime?: string;
  /** Town or area: Freetown, Peninsula, Bo, Kenema, Makeni, ... */
  city: string;
  description: string;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  name: string;
  /** 1 to 5. */
  starRating: number;
};

export type ItineraryDayDto = {
  /** Where the night is spent; null on single-day tours. */
  accommodation: string | null;
  activities: Array<string>;
  day: number;
  highlights: Array<string>;
  meals: Array<string>;
  title: string;
};

export type ItineraryDayInputDto = {
  accommodation?: string | null;
  activities: Array<string>;
  day: number;
  highlights: Array<string>;
  meals: Array<string>;
  title: string;
};

export type ListingHoldDto = {
  heldAt: string;
  /** The admin's reason. */
  reason: string;
  /** Why the admin refused the latest review. */
  refusalReason: string | null;
  refusedAt: string | null;
  /** The operator's note with its latest request for a review. */
  reviewNote: string | null;
  reviewRequestedAt: string | null;
  /** admin_unpublish, or suspension (of the organisation). */
  source: "admin_unpublish" | "suspension";
  /** held, or review_requested (waiting for an admin). */
  state: "held" | "review_requested";
};

/** A listing entered the catalogue */
export type ListingPublishedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    listing: WebhookListing;
    /** Your organisation */
    organisationId: number;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "listing.published";
};

/** Salone put a held listing back in the catalogue */
export type ListingReinstatedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    listing: WebhookListing;
    /** Your organisation */
    organisationId: number;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "listing.reinstated";
};

/** Salone refused to reinstate a held listing, with a reason; it stays held */
export type ListingReviewRefusedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    listing: WebhookListing;
    /** Your organisation */
    organisationId: number;
    reason?: string;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "listing.review_refused";
};

/** You asked Salone to review a held listing */
export type ListingReviewRequestedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    listing: WebhookListing & {
      /** Why, when given */
      reason: string | null;
    };
    note: string;
    /** Your organisation */
    organisationId: number;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "listing.review_requested";
};

export type ListingSummaryDto = {
  id: number;
  kind: "hotel" | "event" | "car" | "tour" | "property";
  /** Why an admin unpublished it. */
  moderationReason: string | null;
  name: string;
  organisationId: number;
  organisationName: string;
  status: "draft" | "published" | "unpublished" | "archived";
  updatedAt: string;
};

export type ListingSummaryPageDto = {
  items: Array<ListingSummaryDto>;
  nextCursor: string | null;
};

/** A listing left the catalogue (byAdmin: Salone holds it until reinstated) */
export type ListingUnpublishedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    byAdmin?: boolean;
    listing: WebhookListing & {
      /** Why, when given */
      reason: string | null;
    };
    /** Your organisation */
    organisationId: number;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "listing.unpublished";
};

export type ModeratedReviewDto = {
  /** The author's first name and initial. */
  authorName: string;
  bookingReference: string;
  createdAt: string;
  /** When an admin hid it; null: visible. */
  hiddenAt: string | null;
  hiddenReason: string | null;
  id: string;
  listingId: number;
  listingKind: string;
  listingName: string;
  overall: number;
  /** The photos' addresses, each its largest JPEG, `/api/photos/{id}/{width}x{height}.jpg`; the other sizes and WebP are beside it (`/api/photos/{id}/{width}.webp|jpg`). */
  photos: Array<string>;
  repliedAt: string | null;
  /** The operator's public reply; null while there is none. */
  reply: string | null;
  reportCount: number;
  /** When the booked service took place (its start). */
  servedAt: string;
  subScores: Record<string, number>;
  text: string | null;
  /** Always true: every review is of a paid booking of the author's. */
  verifiedBooking: boolean;
};

export type ModeratedReviewPageDto = {
  items: Array<ModeratedReviewDto>;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

export type NeighborhoodDto = {
  amenities: Array<string>;
  description: string;
  /** Chosen from the address. */
  name: string;
  /** Out of 5 stars. */
  safetyRating: number;
  schools: Array<SchoolDto>;
  transportation: Array<string>;
  /** Out of 100. */
  walkScore: number;
};

export type NightPriceDto = {
  date: string;
  /** US dollars. */
  price: number;
};

export type OperatorBookingDetailDto = {
  cancellationReason: string | null;
  cancelledAt: string | null;
  checkedInAt: string | null;
  confirmedAt: string | null;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  endDate: string | null;
  /** When it ends: check-out time, event end, return, tour end or end of the viewing. */
  endsAt: string;
  /** Guests, tickets or participants. */
  guests: number;
  id: string;
  /** The room type, ticket category, car pickup or tour type booked. */
  item: string | null;
  /** Per-type details as stored (nights, room type, ticket category, pickup, participants, special requests...). */
  metadata: Record<string, unknown>;
  noShowAt: string | null;
  /** Paid by mobile money. */
  paid: boolean;
  reference: string;
  /** US dollars owed back to the traveller. */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** Hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: "hotel" | "event" | "car" | "tour" | "real_estate";
  /** What the traveller asked for, as written; null when nothing. */
  specialRequests: string | null;
  /** Where the booking is, check-in and no-show included. */
  stage: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator" | "checked_in" | "no_show";
  startDate: string;
  /** When the service begins (ISO 8601, UTC = Freetown): check-in time, event start, pickup, tour start time or viewing time. */
  startsAt: string;
  /** The stored status: pending_payment, confirmed, expired, cancelled or cancelled_by_operator. */
  status: string;
  /** US dollars, as charged. */
  totalAmount: number;
  /** When anything a partner sees of the booking last changed: its status, payment, check-in, no-show or cancellation (to the millisecond). Give it as `updatedSince` to sync. */
  updatedAt: string;
};

export type OperatorBookingDto = {
  cancellationReason: string | null;
  cancelledAt: string | null;
  checkedInAt: string | null;
  confirmedAt: string | null;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  endDate: string | null;
  /** When it ends: check-out time, event end, return, tour end or end of the viewing. */
  endsAt: string;
  /** Guests, tickets or participants. */
  guests: number;
  id: string;
  /** The room type, ticket category, car pickup or tour type booked. */
  item: string | null;
  noShowAt: string | null;
  /** Paid by mobile money. */
  paid: boolean;
  reference: string;
  /** US dollars owed back to the traveller. */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** Hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: "hotel" | "event" | "car" | "tour" | "real_estate";
  /** What the traveller asked for, as written; null when nothing. */
  specialRequests: string | null;
  /** Where the booking is, check-in and no-show included. */
  stage: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator" | "checked_in" | "no_show";
  startDate: string;
  /** When the service begins (ISO 8601, UTC = Freetown): check-in time, event start, pickup, tour start time or viewing time. */
  startsAt: string;
  /** The stored status: pending_payment, confirmed, expired, cancelled or cancelled_by_operator. */
  status: string;
  /** US dollars, as charged. */
  totalAmount: number;
  /** When anything a partner sees of the booking last changed: its status, payment, check-in, no-show or cancellation (to the millisecond). Give it as `updatedSince` to sync. */
  updatedAt: string;
};

export type OperatorBookingPageDto = {
  items: Array<OperatorBookingDto>;
  /** Give it as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

export type OperatorCancelDto = {
  /** Why: the traveller sees it. */
  reason: string;
};

export type PartnerListingDto = {
  /** The listing in the shape of the public catalogue (HotelDto, EventDto, CarDto, TourDto or PropertyDto). */
  details: (HotelDto | EventDto | CarDto | TourDto | PropertyDto);
  /** An admin's hold: the listing cannot be published until an admin reinstates it. */
  hold: (ListingHoldDto | null | null) | null;
  id: number;
  /** hotel, event, car, tour or property. */
  kind: "hotel" | "event" | "car" | "tour" | "property";
  /** Why an admin unpublished it; null otherwise. */
  moderationReason: string | null;
  name: string;
  organisationId: number;
  /** Tours: largest private group when above maxGroupSize. */
  privateGroupLimit?: number | null;
  /** Tours: private groups the operator takes a day. */
  privateGroupsPerDay?: number;
  /** Hotels: every room type, archived ones included. */
  rooms?: Array<PartnerRoomDto>;
  /** draft, published, unpublished or archived. */
  status: "draft" | "published" | "unpublished" | "archived";
  /** Events: the ticket categories with what is sold. */
  ticketCategories?: Array<PartnerTicketCategoryDto>;
  updatedAt: string;
  /** Properties: ISO weekdays with viewings. */
  viewingDays?: Array<number>;
  /** Properties: viewing start times. */
  viewingTimes?: Array<string>;
};

export type PartnerRoomDto = {
  amenities: Array<string>;
  /** Archived room types are kept for their bookings but offered no more. */
  archived: boolean;
  capacity: number;
  description: string;
  id: number;
  images: Array<string>;
  isAvailable: boolean;
  /** Nightly price, US dollars. */
  price: number;
  roomType: string;
  /** Identical rooms of this type. */
  units: number;
};

export type PartnerTicketCategoryDto = {
  description: string;
  id: number;
  name: string;
  /** US dollars. */
  price: number;
  quantity: number;
  /** Sold or held by live bookings. */
  sold: number;
};

/** A payment code was cancelled by the provider or ran out while the booking waited */
export type PaymentFailedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    booking: OperatorBookingDetailDto;
    payment: WebhookPayment;
    /** Why, in words */
    reason: string;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "payment.failed";
};

export type PropertyAgentDto = {
  company: string;
  email: string;
  experience: string;
  languages: Array<string>;
  license: string;
  name: string;
  phone: string;
  specializations: Array<string>;
  /** Only when the agency has a website. */
  website?: string;
};

export type PropertyAvailabilityDto = {
  /** The currency of `viewingFee`: US dollars. */
  currency: "USD";
  days: Array<ViewingDayDto>;
  from: string;
  propertyId: number;
  to: string;
  /** What a booking charges for one viewing, US dollars: the flat viewing fee. */
  viewingFee: number;
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
  amenities: Array<string>;
  /** Square feet read from the size text (1800 when it has none). */
  area: number;
  bathrooms: number | null;
  bedrooms: number | null;
  description: string;
  emergencyNumber: string;
  features: Array<string>;
  financials: PropertyFinancialsDto;
  id: number;
  images: Array<string>;
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
  type: "house" | "apartment" | "land" | "commercial";
  /** The flat fee charged for booking a viewing; US dollars. */
  viewingFee: number;
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
  yearBuilt: number | null;
};

export type PropertyFeeDto = {
  amount: number;
  frequency: "one-time" | "monthly" | "yearly";
  name: string;
};

export type PropertyFinancialsDto = {
  /** Twice the rent for rentals, otherwise 10% of the price. */
  deposit: number;
  fees: Array<PropertyFeeDto>;
  /** Estimated per month. */
  maintenance: number;
  /** Per month. */
  rentPrice: number | null;
  salePrice: number | null;
  /** Estimated per month. */
  utilities: number;
};

export type PropertyInputDto = {
  address: string;
  bathrooms?: number | null;
  bedrooms?: number | null;
  description: string;
  features?: Array<string>;
  /** Open for viewings. */
  isActive?: boolean;
  isForRent: boolean;
  isForSale: boolean;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  /** Estimated monthly maintenance, US dollars. */
  maintenance: number;
  /** Monthly rent when it is both for sale and for rent. */
  monthlyRent?: number | null;
  parking: string;
  /** Sale price, or the monthly rent when only for rent; US dollars. */
  price: number;
  size: string;
  title: string;
  /** house, apartment, land or commercial. */
  type: "house" | "apartment" | "land" | "commercial";
  /** Estimated monthly utilities, US dollars. */
  utilities: number;
  /** ISO weekdays when viewings can happen (1 Monday ... 7 Sunday). */
  viewingDays?: Array<number>;
  /** Viewing start times (HH:MM) from 09:00-12:30 and 14:00-17:30, every 30 minutes. */
  viewingTimes?: Array<string>;
  yearBuilt?: number | null;
};

export type PropertyInspectionDto = {
  certifications: Array<string>;
  condition: string;
  issues: Array<string>;
  lastInspected: string;
  warranty: string;
};

export type QuoteDiscountDto = {
  /** US dollars taken off. */
  amount: number;
  code: "group_discount";
  description: string;
  percent: number;
};

export type QuoteDto = {
  /** Whether the booking could be made now: the room, car, seats, tickets or viewing slot are free and the listing is on sale. */
  available: boolean;
  /** The currency of every amount: US dollars (a booking is charged in leones at the day's rate when paid by mobile money). */
  currency: "USD";
  discounts: Array<QuoteDiscountDto>;
  /** When it would end; null where the kind has no end. */
  endDate: string | null;
  guests: number;
  kind: "hotel" | "event" | "car" | "tour" | "property";
  /** What is charged, line by line; empty when the listing cannot be booked on these terms at all. */
  lines: Array<QuoteLineDto>;
  listingId: number;
  listingName: string;
  quotedAt: string;
  /** When the booking would start (ISO 8601, UTC). */
  startDate: string | null;
  /** The lines' sum, US dollars; null with no lines. */
  subtotal: number | null;
  /** What the booking would charge, US dollars: send it as the booking's `totalAmount`. Null when the listing cannot be booked on these terms at all (see `unavailable`). */
  total: number | null;
  /** Why not, when `available` is false; null otherwise. */
  unavailable: (QuoteUnavailableDto | null | null) | null;
};

export type QuoteLineDto = {
  /** quantity × unitPrice, US dollars. */
  amount: number;
  /** night, ticket, rental_day, driver_day, extra, participant or viewing_fee. */
  code: "night" | "ticket" | "rental_day" | "driver_day" | "extra" | "participant" | "viewing_fee";
  description: string;
  quantity: number;
  /** US dollars. */
  unitPrice: number;
};

export type QuoteRequestDto = {
  /** Cars: with a driver ($50 a day). Default false. */
  driverRequired?: boolean;
  /** YYYY-MM-DD: check-out (hotels) or return day (cars). */
  endDate?: string;
  /** Cars: names of the car's extras to add. */
  extras?: Array<string>;
  /** Guests (hotels), participants (tours) or tickets (events); 1 for cars and viewings. Default 1. */
  guests?: number;
  /** Cars: one of the car's pickup locations; its first when left out. */
  pickupLocation?: string;
  /** Cars: HH:MM, every 30 minutes from 08:00 to 18:00. */
  pickupTime?: string;
  /** Tours: the language of the guide; the tour's first language when left out. */
  preferredLanguage?: string;
  /** Properties: to buy or to rent. Default rent when the property is for rent, else buy. */
  purpose?: "buy" | "rent";
  /** Cars: HH:MM, every 30 minutes from 08:00 to 18:00. */
  returnTime?: string;
  /** Hotels: the room type. */
  roomId?: number;
  /** YYYY-MM-DD: check-in, tour day, pickup day or viewing day (events: leave out). */
  startDate?: string;
  /** Events: the ticket category's name, as the event's availability lists it. */
  ticketCategory?: string;
  /** Tours: shared (a seat on the day's departure) or private (the group alone). */
  tourType?: "private" | "shared";
  /** Properties: HH:MM, 09:00-12:30 or 14:00-17:30, every 30 minutes. */
  viewingTime?: string;
};

export type QuoteUnavailableDto = {
  code: "VALIDATION_FAILED" | "INVALID_JSON" | "INVALID_TEXT" | "TEXT_TOO_LONG" | "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "CSRF" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "ROUTE_RETIRED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNPROCESSABLE" | "THROTTLED" | "INTERNAL_ERROR" | "BAD_GATEWAY" | "SERVICE_UNAVAILABLE" | "STOPPING" | "DB_DOWN" | "BAD_LOGIN" | "EMAIL_TAKEN" | "DEMO_ACCOUNT" | "WRONG_PASSWORD" | "EMAIL_NOT_VERIFIED" | "EMAIL_ALREADY_VERIFIED" | "WRONG_CODE" | "CODE_NOT_VALID" | "NO_PHONE_ACCOUNT" | "PHONE_TAKEN" | "INVALID_TOKEN" | "WEAK_PASSWORD" | "ACCOUNT_OWNS_ORGANISATION" | "ADMIN_ONLY" | "OWNER_ONLY" | "UNAUTHORIZED" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "API_KEY_EXPIRED" | "API_KEY_NOT_ALLOWED" | "API_KEY_SCOPE_MISSING" | "TOO_MANY_API_KEYS" | "INVALID_IDEMPOTENCY_KEY" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "INVALID_BOOKING" | "INVALID_DATES" | "ROOM_UNAVAILABLE" | "CAR_UNAVAILABLE" | "PROPERTY_INACTIVE" | "EVENT_PAST" | "SOLD_OUT" | "TOUR_FULL" | "VIEWING_TAKEN" | "TOTAL_MISMATCH" | "CLOSED" | "CANCELLATION_WINDOW_CLOSED" | "TOO_MANY_UNPAID" | "REBOOK_TOO_SOON" | "HOLD_LIMIT_ROOMS" | "HOLD_LIMIT_CARS" | "HOLD_LIMIT_TICKETS" | "STAY_TOO_LONG" | "MINIMUM_STAY" | "CLOSED_TO_ARRIVAL" | "VIEWING_NOT_OFFERED" | "NOT_CANCELLABLE" | "NOT_PAID" | "NOT_CHECKABLE" | "TOO_EARLY" | "ALREADY_CHECKED_IN" | "ALREADY_NO_SHOW" | "INVALID_VOUCHER" | "INVALID_CURSOR" | "INVALID_UPDATED_SINCE" | "INVALID_REQUEST" | "HOLD_EXPIRED" | "BOOKING_NOT_PAYABLE" | "BOOKING_PAID" | "PAYMENT_EXPIRED" | "PAYMENT_CLOSED" | "AMOUNT_MISMATCH" | "INVALID_SIGNATURE" | "INVALID_EVENT" | "PAYMENT_PROVIDER_UNAVAILABLE" | "ORGANISATION_NOT_FOUND" | "ORGANISATION_NAME_TAKEN" | "ORGANISATION_SUSPENDED" | "ALREADY_MEMBER" | "LAST_OWNER" | "ALREADY_APPROVED" | "ALREADY_SUSPENDED" | "NOT_PUBLISHED" | "LISTING_HELD_BY_ADMIN" | "LISTING_NOT_HELD" | "REVIEW_ALREADY_REQUESTED" | "NO_REVIEW_REQUESTED" | "ORGANISATION_NOT_APPROVED" | "APPLICATION_REJECTED" | "NOT_AN_APPLICATION" | "NOTHING_TO_RESUBMIT" | "NO_VERIFIED_PHONE" | "NO_EMAIL_ADDRESS" | "SERVICE_KIND_NOT_OFFERED" | "LISTING_CONFLICT" | "LOCATION_OUTSIDE_SIERRA_LEONE" | "UNITS_BELOW_BOOKED" | "CLOSURE_CUTS_BOOKINGS" | "INVALID_CLOSURE" | "INVALID_RATE" | "FILE_TOO_LARGE" | "FILE_REQUIRED" | "ONE_FILE_ONLY" | "UNSUPPORTED_FILE" | "DOCUMENT_NOT_FOUND" | "UPLOAD_DAILY_LIMIT" | "UPLOAD_QUOTA_EXCEEDED" | "IMAGE_UNREADABLE" | "IMAGE_TOO_MANY_PIXELS" | "TOO_MANY_ENDPOINTS" | "WEBHOOK_ENDPOINT_NOT_FOUND" | "WEBHOOK_DELIVERY_NOT_FOUND" | "WEBHOOK_URL_NOT_HTTPS" | "WEBHOOK_URL_NOT_PUBLIC" | "REVIEW_NOT_ELIGIBLE" | "REVIEW_OWN_LISTING" | "REVIEW_ALREADY_EXISTS" | "REVIEW_WINDOW_CLOSED" | "REVIEW_SUB_SCORES" | "REVIEW_PHOTO_NOT_FOUND" | "REVIEW_ALREADY_REPLIED" | "REVIEW_ALREADY_HIDDEN" | "NO_LANGUAGE_MODEL" | "MODEL_UNSURE" | "NO_DATES";
  message: string;
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

/** A traveller reviewed one of your listings */
export type ReviewCreatedEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    /** Your organisation */
    organisationId: number;
    review: WebhookReview;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "review.created";
};

export type ReviewRequestDto = {
  /** What changed, for the admin; 3-1000 characters. */
  note: string;
};

export type RoomAvailabilityDto = {
  /** A unit is free on every night asked about (and the room type is on sale). */
  availableForDates: boolean;
  nights: Array<RoomNightDto>;
  roomId: number;
  roomType: string;
  units: number;
};

export type RoomDto = {
  amenities: Array<string>;
  /** Whether the room is free for the checkIn/checkOut asked for (live bookings counted); null when no dates were given. */
  availableForDates: boolean | null;
  /** Most guests the room sleeps. */
  capacity: number;
  description: string;
  hotelId: number;
  id: number;
  images: Array<string>;
  /** False when the hotel has taken the room off sale. */
  isAvailable: boolean;
  /** With `checkIn` and `checkOut`: the shortest stay arriving on `checkIn` (1 when none is set); null without dates. */
  minNightsForDates: number | null;
  /** Base price per night in US dollars: the price of a night no date range changes. */
  price: number;
  /** With `checkIn` and `checkOut`: what a night of that stay costs on average, US dollars (the stay's total over its nights, to the cent); null without dates. */
  priceForDates: number | null;
  /** The room type's price calendar from today on, over `price` (docs/decisions/prices-by-date.md): a stay costs the sum of its nights, each priced by the later range covering it. */
  rates: Array<RatePeriodDto>;
  roomType: string;
  /** With `checkIn` and `checkOut`: what the stay costs, US dollars; null without dates. */
  totalForDates: number | null;
};

export type RoomInputDto = {
  amenities?: Array<string>;
  /** Most guests the room sleeps, 1-10. */
  capacity: number;
  description: string;
  /** Offered for booking (false: shown as unavailable). */
  isAvailable?: boolean;
  /** Nightly price, US dollars. Applies to bookings made from now on. */
  price: number;
  roomType: string;
  /** How many identical rooms of this type the hotel has, 1-1000. */
  units: number;
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
  /** The shortest stay that may arrive on this night (1 when none is set); a shorter one is refused with 409 MINIMUM_STAY. */
  minNights: number;
  /** What a booking charges for this night of the room type, US dollars, by its price calendar (base price, date ranges, weekend price): a stay costs the sum of its nights. */
  price: number;
  units: number;
  vacant: number;
  /** A Friday or Saturday night, priced at the weekend price where one is set. */
  weekend: boolean;
};

export type RoomRateDto = {
  /** Closed to arrival (true), open again (false); null: unchanged. */
  closedToArrival: boolean | null;
  createdAt: string;
  endDate: string;
  hotelId: number;
  id: number;
  label: string;
  /** Shortest stay arriving on one of these nights; null: unchanged. */
  minNights: number | null;
  /** US dollars a night; null: the range leaves it unchanged. */
  price: number | null;
  roomId: number;
  startDate: string;
  /** US dollars a Friday or Saturday night; null: unchanged. */
  weekendPrice: number | null;
};

export type ScheduleItemDto = {
  description: string;
  time: string;
  title: string;
};

export type ScheduleItemInputDto = {
  description: string;
  /** HH:MM. */
  time: string;
  title: string;
};

export type SchoolDto = {
  distance: string;
  name: string;
  /** Out of 5. */
  rating: number;
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

export type TicketCategoryInputDto = {
  description: string;
  name: string;
  /** US dollars per ticket; applies to bookings made from now on. */
  price: number;
  /** Tickets on offer; never below those already sold or held. */
  quantity: number;
};

export type TicketLineDto = {
  /** The name of one of the event's `ticketCategories`. */
  category: string;
  /** Tickets of this category. */
  quantity: number;
};

export type TicketSlotDto = {
  name: string;
  price: number;
  quantity: number;
  remaining: number;
  /** Tickets held by live bookings. */
  sold: number;
};

export type TourAvailabilityDto = {
  /** The currency of every price: US dollars. */
  currency: "USD";
  days: Array<TourDayDto>;
  from: string;
  /** Taken off a booking's total when its party reaches the size: the largest reached applies, shared or private. */
  groupDiscounts: Array<GroupDiscountDto>;
  maxGroupSize: number;
  to: string;
  tourId: number;
};

export type TourBookingDetailsDto = {
  /** How long it takes, in hours, read from its duration when booked. */
  durationHours?: number;
  participants: Array<BookedParticipantDto>;
  preferredLanguage: string;
  /** US dollars per participant. */
  pricePerPerson: number;
  /** US dollars to refund: set when a paid booking was cancelled. */
  refundDue?: number;
  specialRequests?: string;
  /** When the tour starts (HH:MM, Freetown), as the catalogue said when booked. */
  startTime?: string;
  tourTitle: string;
  tourType: "private" | "shared";
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
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the viewing. */
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
  payment: (BookingPaymentDto | null | null) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: "tour";
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the traveller) or cancelled_by_operator (see cancellationReason). */
  status: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator";
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};

export type TourBookingMetadataDto = {
  participants: Array<TourParticipantDto>;
  /** One of the tour's `languages` (`language` is accepted as well, from older clients). */
  preferredLanguage: string;
  specialRequests?: string;
  tourType: "private" | "shared";
};

export type TourDayDto = {
  closed: boolean;
  date: string;
  /** Private groups the operator can still take that day. */
  privateGroupsLeft: number;
  /** What a booking charges per participant of a private tour, US dollars, before the group discount. */
  privatePricePerPerson: number;
  /** What a booking charges per participant on the shared departure, US dollars, before the group discount (`groupDiscounts`). */
  sharedPricePerPerson: number;
  /** Places left on the shared departure. */
  sharedSeatsLeft: number;
};

export type TourDto = {
  city: string;
  description: string;
  difficulty: "easy" | "moderate" | "challenging" | "difficult";
  duration: string;
  /** The duration read as a class, as the duration filter uses it. */
  durationClass: "half-day" | "full-day" | "multi-day";
  fitnessLevel: "Basic" | "Moderate" | "High";
  guides: Array<TourGuideDto>;
  id: number;
  images: Array<string>;
  includedActivities: Array<string>;
  itinerary: Array<ItineraryDayDto>;
  languages: Array<string>;
  /** Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it. */
  latitude: number | null;
  location: string;
  /** Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it. */
  longitude: number | null;
  maxAge: number;
  maxGroupSize: number;
  /** The largest private group one booking may bring: the group size, unless the operator set a larger private limit (at most 20 per booking). */
  maxPrivateGroupSize: number;
  meals: Array<string>;
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
  whatToBring: Array<string>;
  /** The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it gave none. Only in the answer for one listing, not in lists. */
  whatsapp?: string | null;
};

export type TourGuideDto = {
  experience: string;
  languages: Array<string>;
  name: string;
  specialties: Array<string>;
};

export type TourGuideInputDto = {
  experience: string;
  languages: Array<string>;
  name: string;
  specialties: Array<string>;
};

export type TourInputDto = {
  city: string;
  description: string;
  /** easy, moderate, challenging or difficult. */
  difficulty: "easy" | "moderate" | "challenging" | "difficult";
  duration: string;
  guides?: Array<TourGuideInputDto>;
  includedActivities?: Array<string>;
  itinerary?: Array<ItineraryDayInputDto>;
  languages?: Array<string>;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  /** Seats of a shared departure; also the largest private group unless privateGroupLimit is set. */
  maxGroupSize: number;
  meals?: Array<string>;
  /** Where the tour picks up or meets its guests (trip plans book it from there). */
  meetingPoint?: string;
  /** US dollars per person; applies to bookings made from now on. */
  price: number;
  /** Largest private group when it may be larger than maxGroupSize. */
  privateGroupLimit?: number | null;
  /** How many private groups the operator can take on one day. */
  privateGroupsPerDay?: number;
  /** When the tour starts on its day (HH:MM, Freetown): pickup or meeting time; 08:00 unless given. */
  startTime?: string;
  title: string;
  transport: string;
  whatToBring?: Array<string>;
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

export type TourParticipantDto = {
  /** Optional: a participant may have no e-mail address (the guide calls the phone). When given it must be valid; left out or empty, it is stored as "". */
  email?: string;
  name: string;
  /** As customerPhone: stored in E.164. */
  phone: string;
};

export type TourPricingDto = {
  /** Children aged 8-16: 70% of the shared price, rounded down. */
  children: number;
  childrenAges: string;
  groupDiscounts: Array<GroupDiscountDto>;
  /** 2.5 times the shared price. */
  private: number;
  shared: number;
};

export type TourSafetyDto = {
  emergencyContacts: Array<EmergencyContactDto>;
  equipment: Array<string>;
  insurance: string;
  measures: Array<string>;
};

export type UpdateCarDto = {
  /** US dollars per day; applies to bookings made from now on. */
  dailyRate?: number;
  extras?: Array<CarExtraInputDto>;
  features?: Array<string>;
  fuelType?: string;
  isAvailable?: boolean;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location?: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  make?: string;
  model?: string;
  pickupLocations?: Array<string>;
  seats?: number;
  terms?: CarTermsInputDto;
  transmission?: string;
  /** SUV, Sedan, Hatchback or Pickup. */
  type?: "Pickup" | "SUV" | "Sedan" | "Hatchback";
  year?: number;
};

export type UpdateEventDto = {
  /** Largest number of attendees. */
  capacity?: number;
  /** cultural, festival, music, food or sports. */
  category?: "food" | "music" | "cultural" | "festival" | "sports";
  city?: string;
  description?: string;
  /** End, ISO 8601, after the start. */
  endDate?: string;
  excluded?: Array<string>;
  included?: Array<string>;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location?: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  schedule?: Array<ScheduleItemInputDto>;
  /** Start, ISO 8601 (UTC). */
  startDate?: string;
  title?: string;
  venue?: VenueInputDto;
};

export type UpdateHotelDto = {
  address?: string;
  amenities?: Array<string>;
  /** Guests may check in from this time (HH:MM, Freetown); 14:00 unless given. */
  checkInTime?: string;
  /** Guests check out by this time (HH:MM, Freetown); 11:00 unless given. */
  checkOutTime?: string;
  /** Town or area: Freetown, Peninsula, Bo, Kenema, Makeni, ... */
  city?: string;
  description?: string;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  name?: string;
  /** 1 to 5. */
  starRating?: number;
};

export type UpdatePropertyDto = {
  address?: string;
  bathrooms?: number | null;
  bedrooms?: number | null;
  description?: string;
  features?: Array<string>;
  /** Open for viewings. */
  isActive?: boolean;
  isForRent?: boolean;
  isForSale?: boolean;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  /** Estimated monthly maintenance, US dollars. */
  maintenance?: number;
  /** Monthly rent when it is both for sale and for rent. */
  monthlyRent?: number | null;
  parking?: string;
  /** Sale price, or the monthly rent when only for rent; US dollars. */
  price?: number;
  size?: string;
  title?: string;
  /** house, apartment, land or commercial. */
  type?: "house" | "apartment" | "land" | "commercial";
  /** Estimated monthly utilities, US dollars. */
  utilities?: number;
  /** ISO weekdays when viewings can happen (1 Monday ... 7 Sunday). */
  viewingDays?: Array<number>;
  /** Viewing start times (HH:MM) from 09:00-12:30 and 14:00-17:30, every 30 minutes. */
  viewingTimes?: Array<string>;
  yearBuilt?: number | null;
};

export type UpdateRoomDto = {
  amenities?: Array<string>;
  /** Most guests the room sleeps, 1-10. */
  capacity?: number;
  description?: string;
  /** Offered for booking (false: shown as unavailable). */
  isAvailable?: boolean;
  /** Nightly price, US dollars. Applies to bookings made from now on. */
  price?: number;
  roomType?: string;
  /** How many identical rooms of this type the hotel has, 1-1000. */
  units?: number;
};

export type UpdateTicketCategoryDto = {
  description?: string;
  name?: string;
  /** US dollars per ticket; applies to bookings made from now on. */
  price?: number;
  /** Tickets on offer; never below those already sold or held. */
  quantity?: number;
};

export type UpdateTourDto = {
  city?: string;
  description?: string;
  /** easy, moderate, challenging or difficult. */
  difficulty?: "easy" | "moderate" | "challenging" | "difficult";
  duration?: string;
  guides?: Array<TourGuideInputDto>;
  includedActivities?: Array<string>;
  itinerary?: Array<ItineraryDayInputDto>;
  languages?: Array<string>;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to 10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location?: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to -9.8); null clears the place. */
  longitude?: number | null;
  /** Seats of a shared departure; also the largest private group unless privateGroupLimit is set. */
  maxGroupSize?: number;
  meals?: Array<string>;
  /** Where the tour picks up or meets its guests (trip plans book it from there). */
  meetingPoint?: string;
  /** US dollars per person; applies to bookings made from now on. */
  price?: number;
  /** Largest private group when it may be larger than maxGroupSize. */
  privateGroupLimit?: number | null;
  /** How many private groups the operator can take on one day. */
  privateGroupsPerDay?: number;
  /** When the tour starts on its day (HH:MM, Freetown): pickup or meeting time; 08:00 unless given. */
  startTime?: string;
  title?: string;
  transport?: string;
  whatToBring?: Array<string>;
};

export type VenueInputDto = {
  address: string;
  capacity: number;
  directions: string;
  facilities: Array<string>;
  name: string;
};

export type ViewingBookingDetailsDto = {
  propertyTitle: string;
  purpose: "buy" | "rent";
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
  /** When it ends (ISO 8601, UTC): check-out time, event end, return, tour end or end of the viewing. */
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
  payment: (BookingPaymentDto | null | null) | null;
  /** Short reference to quote to support. */
  reference: string;
  /** US dollars owed back after a paid booking was cancelled (recorded; paid out by support). */
  refundDue: number | null;
  roomId: number | null;
  serviceId: number;
  /** What was booked: hotel, event, car, tour or property name. */
  serviceName: string;
  serviceType: "real_estate";
  /** Check-in, event start, pickup, tour day or viewing time (ISO 8601, UTC). */
  startDate: string;
  /** When the service begins (ISO 8601, UTC, which is Freetown's time): check-in time, event start, pickup, tour start time or viewing time. What the voucher, e-mails and calendar show. */
  startsAt: string;
  /** pending_payment (held until holdExpiresAt), confirmed, expired, cancelled (by the traveller) or cancelled_by_operator (see cancellationReason). */
  status: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator";
  /** US dollars, computed by the server. */
  totalAmount: number;
  /** The voucher's QR code content, issued when the booking is confirmed (null before). The operator scans it to check the traveller in; it cannot be guessed or forged. */
  voucherToken: string | null;
};

export type ViewingBookingMetadataDto = {
  purpose: "buy" | "rent";
  specialRequests?: string;
  /** HH:MM: 09:00-12:30 or 14:00-17:30, every 30 minutes. */
  viewingTime: string;
};

export type ViewingDayDto = {
  date: string;
  slots: Array<ViewingSlotDto>;
  vacancies: number;
};

export type ViewingSlotDto = {
  available: boolean;
  time: string;
};

export type WebhookDeliveryDto = {
  /** Tries so far. */
  attempts: number;
  createdAt: string;
  /** How long the last try took, milliseconds. */
  durationMs: number | null;
  /** The event's id, sent as `Salone-Event-Id` and as `id` in the body. */
  eventId: string;
  eventType: string;
  /** The delivery's id, also sent as `Salone-Delivery-Id` and `Idempotency-Key`. */
  id: string;
  lastAttemptAt: string | null;
  /** Why the last try failed. */
  lastError: string | null;
  /** When it is tried next (pending only). */
  nextAttemptAt: string | null;
  /** The endpoint's HTTP status on the last try; null when it did not answer. */
  responseStatus: number | null;
  /** pending (due, or waiting for its next try), sent, or dead (no more tries). */
  status: "pending" | "sent" | "dead";
};

export type WebhookDeliveryPageDto = {
  items: Array<WebhookDeliveryDto>;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

export type WebhookDeliveryQueuedDto = {
  /** The delivery that will be tried now. */
  deliveryId: string;
};

export type WebhookEndpointDto = {
  /** The API version whose event shapes it receives. */
  apiVersion: string;
  /** Tries in a row that failed since the last success. */
  consecutiveFailures: number;
  createdAt: string;
  description: string;
  eventTypes: Array<string>;
  /** When that run of failures began (null: the last try succeeded). */
  failingSince: string | null;
  id: string;
  /** When the endpoint was paused for failing too long (null: it is not). A paused endpoint receives only test events; its other events wait, and are sent once a test succeeds. */
  pausedAt: string | null;
  url: string;
};

export type WebhookEventDto = {
  createdAt: string;
  /** The event's data: its schema is the type's, under the contract's `x-webhooks`. */
  data: Record<string, unknown>;
  id: string;
  type: string;
};

export type WebhookEventPageDto = {
  items: Array<WebhookEventDto>;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

/** The listing the event is about */
export type WebhookListing = {
  id: number;
  /** hotel, event, car, tour or real_estate */
  kind: string;
  /** The listing’s name or title */
  name: string;
};

/** A mobile-money payment request of the booking. The USSD code itself is the traveller’s to dial and is never sent. */
export type WebhookPayment = {
  /** Leones charged, whole leones */
  amountSle: number;
  /** US dollars */
  amountUsd: number;
  /** When the payment code runs out */
  expiresAt: string;
  id: string;
};

/** A review of one of the organisation’s listings (never the author’s address) */
export type WebhookReview = {
  /** First name and initial */
  authorName: string;
  /** The reviewed booking */
  bookingReference: string;
  createdAt: string;
  id: string;
  listing: WebhookListing;
  overall: number;
  photoCount: number;
  subScores: Record<string, number>;
  text: string | null;
};

/** A test event, sent on request to one endpoint */
export type WebhookTestEvent = {
  /** When it happened */
  createdAt: string;
  data: {
    message: string;
    /** Your organisation */
    organisationId: number;
  };
  /** The event’s id, also in the `Salone-Event-Id` header */
  id: string;
  type: "webhook.test";
};

/** A webhook event, by its type. */
export interface WebhookEvents {
  "booking.cancelled": BookingCancelledEvent;
  "booking.checked_in": BookingCheckedInEvent;
  "booking.confirmed": BookingConfirmedEvent;
  "booking.created": BookingCreatedEvent;
  "booking.expired": BookingExpiredEvent;
  "booking.payment_requested": BookingPaymentRequestedEvent;
  "listing.published": ListingPublishedEvent;
  "listing.reinstated": ListingReinstatedEvent;
  "listing.review_refused": ListingReviewRefusedEvent;
  "listing.review_requested": ListingReviewRequestedEvent;
  "listing.unpublished": ListingUnpublishedEvent;
  "payment.failed": PaymentFailedEvent;
  "review.created": ReviewCreatedEvent;
  "webhook.test": WebhookTestEvent;
}

/** Any webhook event: narrow it by `type`. */
export type WebhookEvent = WebhookEvents[keyof WebhookEvents];

/** Every operation an API key may call, by operationId. */
export interface Operations {
  /** Books a room, tickets, a car, a tour or a property viewing for the signed-in user Books a room, tickets, a car, a tour or a property viewing for the signed-in user. The server validates every rule, prices the booking itself and holds the inventory until the hold expires unpaid; then request a USSD code with POST /api/payments/monime. A signed-in account must have verified its e-mail address. A server may call it with an API key holding `bookings:write`, for its own organisation's listings only; send an `Idempotency-Key` so a retry never books twice.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `bookings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). */
  createBooking: {
    method: 'POST';
    path: Record<never, never>;
    query: never;
    body: (CreateHotelBookingDto | CreateEventBookingDto | CreateCarBookingDto | CreateTourBookingDto | CreateViewingBookingDto);
    response: (HotelBookingDto | EventBookingDto | CarBookingDto | TourBookingDto | ViewingBookingDto);
    status: 201;
  };
  /** The day's expected arrivals The day's expected arrivals (today unless `day` is given), for a phone to keep and check vouchers against without a connection: paid bookings starting that day and paid stays under way whose traveller has not arrived, each with the SHA-256 of its voucher token. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `bookings:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  listOperatorArrivals: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      day?: string;
    };
    body: never;
    response: ArrivalsDto;
    status: 200;
  };
  /** The organisation's bookings, soonest start first, a page at a time The organisation's bookings, soonest start first, a page at a time. Members only. Filters: status (stage), start dates, listing, text, and `updatedSince` (changed after an instant). To sync, ask with `sort=updatedAt` (least recently changed first, by id within an instant) and `updatedSince` set to the last `updatedAt` you saw, then follow `nextCursor` to the end: a booking changed meanwhile comes again on a later page, no other booking comes twice.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `bookings:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  listOperatorBookings: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** `startDate` (default): soonest start first. `updatedAt`: least recently changed first, by id within the same instant, to sync changes page by page. */
      sort?: "startDate" | "updatedAt";
      /** Where the booking is: pending_payment, confirmed (paid, not yet checked in or a no-show), checked_in, no_show, expired, cancelled (by the traveller) or cancelled_by_operator. */
      status?: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator" | "checked_in" | "no_show";
      /** Bookings starting on or after this day (YYYY-MM-DD). */
      from?: string;
      /** Bookings starting on or before this day (YYYY-MM-DD). */
      to?: string;
      /** One kind of listing: hotel, event, car, tour or real_estate. */
      serviceType?: "hotel" | "event" | "car" | "tour" | "real_estate";
      /** One listing (give serviceType with it). */
      serviceId?: number;
      /** One room type of a hotel. */
      roomId?: number;
      /** Text in the reference, the traveller's name, e-mail or phone. */
      search?: string;
      /** Rows per page, 1-100 (default 25). */
      limit?: number;
      /** The `nextCursor` of the previous page; leave it out for the first page. */
      cursor?: string;
      /** Only rows changed after this instant: a date and time with a time zone (ISO 8601, up to microseconds), at most a few minutes ahead of the server's clock. Give the `updatedAt` of the last row of your previous sync. */
      updatedSince?: string;
    };
    body: never;
    response: OperatorBookingPageDto;
    status: 200;
  };
  /** The same bookings as a CSV file (at most 10,000 rows) The same bookings as a CSV file (at most 10,000 rows). Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `bookings:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  exportOperatorBookings: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** Where the booking is: pending_payment, confirmed (paid, not yet checked in or a no-show), checked_in, no_show, expired, cancelled (by the traveller) or cancelled_by_operator. */
      status?: "confirmed" | "pending_payment" | "expired" | "cancelled" | "cancelled_by_operator" | "checked_in" | "no_show";
      /** Bookings starting on or after this day (YYYY-MM-DD). */
      from?: string;
      /** Bookings starting on or before this day (YYYY-MM-DD). */
      to?: string;
      /** One kind of listing: hotel, event, car, tour or real_estate. */
      serviceType?: "hotel" | "event" | "car" | "tour" | "real_estate";
      /** One listing (give serviceType with it). */
      serviceId?: number;
      /** One room type of a hotel. */
      roomId?: number;
      /** Text in the reference, the traveller's name, e-mail or phone. */
      search?: string;
    };
    body: never;
    response: string;
    status: 200;
  };
  /** Checks the traveller in by the booking's reference or by the voucher's QR token Checks the traveller in by the booking's reference or by the voucher's QR token. Paid bookings only, once, from the day the booking starts. A check-in made on a phone without a connection is sent later with `checkedInAt`, the time it happened; a booking already checked in is refused with 409 ALREADY_CHECKED_IN, whoever sends it. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `bookings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  checkInOperatorBooking: {
    method: 'POST';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: CheckInDto;
    response: OperatorBookingDetailDto;
    status: 200;
  };
  /** One booking with the traveller's contact details and what was booked One booking with the traveller's contact details and what was booked. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `bookings:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  getOperatorBooking: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
      bookingId: string;
    };
    query: never;
    body: never;
    response: OperatorBookingDetailDto;
    status: 200;
  };
  /** Cancels a booking with a reason the traveller sees Cancels a booking with a reason the traveller sees; what it held is released and a paid booking records its refund as due. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `bookings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  cancelOperatorBooking: {
    method: 'POST';
    path: {
      bookingId: string;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: OperatorCancelDto;
    response: OperatorBookingDetailDto;
    status: 200;
  };
  /** Records that the traveller did not come Records that the traveller did not come. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `bookings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  markOperatorBookingNoShow: {
    method: 'POST';
    path: {
      bookingId: string;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: OperatorBookingDetailDto;
    status: 200;
  };
  /** Creates a rental car, as a draft Creates a rental car, as a draft.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  createCar: {
    method: 'POST';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: CarInputDto;
    response: PartnerListingDto;
    status: 201;
  };
  /** Changes a car; a new daily rate applies to bookings made from now on Changes a car; a new daily rate applies to bookings made from now on.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  updateCar: {
    method: 'PATCH';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: UpdateCarDto;
    response: PartnerListingDto;
    status: 200;
  };
  /** The car's days The car's days. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  getPartnerCarAvailability: {
    method: 'GET';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** First day (YYYY-MM-DD), today when not given. */
      from?: string;
      /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
      to?: string;
    };
    body: never;
    response: CarAvailabilityDto;
    status: 200;
  };
  /** Closures of the organisation's room types, cars and tours (today on, unless includePast) Closures of the organisation's room types, cars and tours (today on, unless includePast). Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  listClosures: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** Only closures of this kind. */
      serviceType?: "hotel" | "car" | "tour";
      /** Only closures of this listing. */
      serviceId?: number;
      /** Also closures that ended before today. */
      includePast?: "true" | "false";
    };
    body: never;
    response: Array<ClosureDto>;
    status: 200;
  };
  /** Closes a room type (all or some units), a car or a tour for whole days Closes a room type (all or some units), a car or a tour for whole days. Refused when it would cut into live bookings: the answer lists them. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  createClosure: {
    method: 'POST';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: CreateClosureDto;
    response: ClosureDto;
    status: 201;
  };
  /** Reopens what a closure closed Reopens what a closure closed. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  deleteClosure: {
    method: 'DELETE';
    path: {
      closureId: string;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: void;
    status: 204;
  };
  /** Creates an event, as a draft Creates an event, as a draft. Add ticket categories, then publish.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  createEvent: {
    method: 'POST';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: EventInputDto;
    response: PartnerListingDto;
    status: 201;
  };
  /** Changes an event's details Changes an event's details.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  updateEvent: {
    method: 'PATCH';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: UpdateEventDto;
    response: PartnerListingDto;
    status: 200;
  };
  /** The event's ticket categories: quantity, sold or held, remaining The event's ticket categories: quantity, sold or held, remaining. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  getPartnerEventAvailability: {
    method: 'GET';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: EventAvailabilityDto;
    status: 200;
  };
  /** Adds a ticket category (name, price, quantity) Adds a ticket category (name, price, quantity).  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  addTicketCategory: {
    method: 'POST';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: TicketCategoryInputDto;
    response: PartnerListingDto;
    status: 201;
  };
  /** Removes a ticket category that has never sold a ticket Removes a ticket category that has never sold a ticket.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  removeTicketCategory: {
    method: 'DELETE';
    path: {
      id: number;
      categoryId: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: PartnerListingDto;
    status: 200;
  };
  /** Changes a ticket category; the quantity never goes below what is sold or held Changes a ticket category; the quantity never goes below what is sold or held.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  updateTicketCategory: {
    method: 'PATCH';
    path: {
      id: number;
      categoryId: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: UpdateTicketCategoryDto;
    response: PartnerListingDto;
    status: 200;
  };
  /** Creates a hotel, as a draft Creates a hotel, as a draft. Add room types, then publish.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  createHotel: {
    method: 'POST';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: HotelInputDto;
    response: PartnerListingDto;
    status: 201;
  };
  /** Changes a hotel's details Changes a hotel's details.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  updateHotel: {
    method: 'PATCH';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: UpdateHotelDto;
    response: PartnerListingDto;
    status: 200;
  };
  /** Units, bookings, closures and vacancies per room type and night Units, bookings, closures and vacancies per room type and night. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  getPartnerHotelAvailability: {
    method: 'GET';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** First day (YYYY-MM-DD), today when not given. */
      from?: string;
      /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
      to?: string;
    };
    body: never;
    response: HotelAvailabilityDto;
    status: 200;
  };
  /** The hotel's price calendar The hotel's price calendar: date ranges set over its room types' base prices (prices, weekend prices, minimum stays, closed to arrival), oldest first: where they overlap, the later wins. Those with nights from today on, unless includePast. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  listRoomRates: {
    method: 'GET';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** Also ranges whose last night is before today. */
      includePast?: "true" | "false";
    };
    body: never;
    response: Array<RoomRateDto>;
    status: 200;
  };
  /** Sets a price, a weekend price Sets a price, a weekend price (Friday and Saturday nights), a minimum stay or closed-to-arrival on a range of nights of one or more room types, in one step: one range per room type, newer than every other so it wins where they overlap. Bookings already made keep their price. Audited as `room_rate.create`. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  createRoomRates: {
    method: 'POST';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: CreateRoomRateDto;
    response: Array<RoomRateDto>;
    status: 201;
  };
  /** Removes a date range: its nights go back to what the other ranges and the base price say Removes a date range: its nights go back to what the other ranges and the base price say. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  deleteRoomRate: {
    method: 'DELETE';
    path: {
      id: number;
      /** The date range */
      rateId: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: void;
    status: 204;
  };
  /** Adds a room type with its number of identical units Adds a room type with its number of identical units.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  addRoom: {
    method: 'POST';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: RoomInputDto;
    response: PartnerListingDto;
    status: 201;
  };
  /** Archives a room type: no longer offered; its bookings stand Archives a room type: no longer offered; its bookings stand.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  archiveRoom: {
    method: 'DELETE';
    path: {
      id: number;
      roomId: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: PartnerListingDto;
    status: 200;
  };
  /** Changes a room type; a new price applies to bookings made from now on Changes a room type; a new price applies to bookings made from now on.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  updateRoom: {
    method: 'PATCH';
    path: {
      id: number;
      roomId: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: UpdateRoomDto;
    response: PartnerListingDto;
    status: 200;
  };
  /** Every listing of the organisation, all kinds, most recently changed first Every listing of the organisation, all kinds, most recently changed first. To sync, ask with `sort=updatedAt` (least recently changed first) and `updatedSince` set to the last `updatedAt` you saw, then follow `nextCursor` to the end. A listing's `updatedAt` moves with every change to it or its parts: prices, room types, ticket categories, photos, closures, publication and an admin's hold.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  listOwnListings: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** `-updatedAt` (default): most recently changed first. `updatedAt`: least recently changed first, by kind and id within the same instant, to sync changes page by page. */
      sort?: "updatedAt" | "-updatedAt";
      status?: "draft" | "published" | "unpublished" | "archived";
      kind?: "hotel" | "event" | "car" | "tour" | "property";
      /** Rows per page, 1-100 (default 25). */
      limit?: number;
      /** The `nextCursor` of the previous page; leave it out for the first page. */
      cursor?: string;
      /** Only rows changed after this instant: a date and time with a time zone (ISO 8601, up to microseconds), at most a few minutes ahead of the server's clock. Give the `updatedAt` of the last row of your previous sync. */
      updatedSince?: string;
    };
    body: never;
    response: ListingSummaryPageDto;
    status: 200;
  };
  /** One listing with its parts, and the public page's shape of it One listing with its parts, and the public page's shape of it.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  getOwnListing: {
    method: 'GET';
    path: {
      /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
      kind: "hotel" | "event" | "car" | "tour" | "property";
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: PartnerListingDto;
    status: 200;
  };
  /** Archives a listing for good: out of every list, kept for the bookings that name it Archives a listing for good: out of every list, kept for the bookings that name it.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  archiveListing: {
    method: 'POST';
    path: {
      /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
      kind: "hotel" | "event" | "car" | "tour" | "property";
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: PartnerListingDto;
    status: 200;
  };
  /** Publishes a draft or unpublished listing: public once the organisation is approved Publishes a draft or unpublished listing: public once the organisation is approved. A hotel needs a room type, an event a ticket category and a date still to come.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  publishListing: {
    method: 'POST';
    path: {
      /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
      kind: "hotel" | "event" | "car" | "tour" | "property";
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: PartnerListingDto;
    status: 200;
  };
  /** What a booking of the listing with these dates and this party would charge now, line by line… What a booking of the listing with these dates and this party would charge now, line by line, computed by the booking's own code; and whether it could be made now. Nothing is held: book with `POST /api/bookings` and the quote's `total` as `totalAmount`. Refused as the booking would refuse the same terms (400 INVALID_BOOKING with the field at fault). A listing sold out, off sale or over answers 200 with `available: false`, `unavailable` saying why and, when the booking's code could not price it, `total: null`. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  quoteListing: {
    method: 'POST';
    path: {
      kind: "hotel" | "event" | "car" | "tour" | "property";
      /** The listing */
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: QuoteRequestDto;
    response: QuoteDto;
    status: 200;
  };
  /** Asks the admins to review a listing an admin unpublished Asks the admins to review a listing an admin unpublished (it cannot be published by its operator meanwhile), with a note of what changed. Admins are told by e-mail; webhooks subscribed to `listing.review_requested` hear of it.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  requestListingReview: {
    method: 'POST';
    path: {
      /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
      kind: "hotel" | "event" | "car" | "tour" | "property";
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: ReviewRequestDto;
    response: PartnerListingDto;
    status: 200;
  };
  /** Takes a published listing out of the public catalogue; bookings already made stand Takes a published listing out of the public catalogue; bookings already made stand.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  unpublishListing: {
    method: 'POST';
    path: {
      /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
      kind: "hotel" | "event" | "car" | "tour" | "property";
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: PartnerListingDto;
    status: 200;
  };
  /** Creates a property with its viewing days and hours, as a draft Creates a property with its viewing days and hours, as a draft.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  createProperty: {
    method: 'POST';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: PropertyInputDto;
    response: PartnerListingDto;
    status: 201;
  };
  /** Changes a property Changes a property.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  updateProperty: {
    method: 'PATCH';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: UpdatePropertyDto;
    response: PartnerListingDto;
    status: 200;
  };
  /** The property's viewing slots per day The property's viewing slots per day. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  getPartnerPropertyAvailability: {
    method: 'GET';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** First day (YYYY-MM-DD), today when not given. */
      from?: string;
      /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
      to?: string;
    };
    body: never;
    response: PropertyAvailabilityDto;
    status: 200;
  };
  /** The organisation's reviews, newest first, hidden ones marked The organisation's reviews, newest first, hidden ones marked. Members, or a key with reviews:read.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `reviews:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  listOrganisationReviews: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** Rows per page, 1-100 (default 25). */
      limit?: number;
      /** The `nextCursor` of the previous page; leave it out for the first page. */
      cursor?: string;
    };
    body: never;
    response: ModeratedReviewPageDto;
    status: 200;
  };
  /** Creates a tour (shared seats per departure, private groups per day), as a draft Creates a tour (shared seats per departure, private groups per day), as a draft.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  createTour: {
    method: 'POST';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: TourInputDto;
    response: PartnerListingDto;
    status: 201;
  };
  /** Changes a tour; a new price applies to bookings made from now on Changes a tour; a new price applies to bookings made from now on.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `listings:write` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  updateTour: {
    method: 'PATCH';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: UpdateTourDto;
    response: PartnerListingDto;
    status: 200;
  };
  /** The tour's days: shared seats and private groups left The tour's days: shared seats and private groups left. Members only.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `catalogue:read` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Members of the organisation (owners and staff) may call it; others get 404. */
  getPartnerTourAvailability: {
    method: 'GET';
    path: {
      id: number;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** First day (YYYY-MM-DD), today when not given. */
      from?: string;
      /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
      to?: string;
    };
    body: never;
    response: TourAvailabilityDto;
    status: 200;
  };
  /** The events the organisation's webhooks hear of The events the organisation's webhooks hear of (whether or not an endpoint was subscribed), oldest first, shaped for the request's `Salone-Version` as deliveries to an endpoint of that version are. Kept with the outbox; follow `nextCursor` to the end, then keep the last `createdAt` as the next `since`.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `webhooks:manage` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Owners of the organisation may call it; staff get 403, others 404. */
  listWebhookEvents: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** Rows per page, 1-100 (default 25). */
      limit?: number;
      /** The `nextCursor` of the previous page; leave it out for the first page. */
      cursor?: string;
      /** Only events from this instant on (ISO 8601 with a time zone), inclusive: give the `createdAt` of the last event you handled and skip the ids you have. Without it, every event kept. */
      since?: string;
    };
    body: never;
    response: WebhookEventPageDto;
    status: 200;
  };
  /** The organisation's endpoints (without their secrets) The organisation's endpoints (without their secrets).  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `webhooks:manage` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Owners of the organisation may call it; staff get 403, others 404. */
  listWebhookEndpoints: {
    method: 'GET';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: Array<WebhookEndpointDto>;
    status: 200;
  };
  /** Registers an endpoint for the event types it wants Registers an endpoint for the event types it wants. The answer holds the signing secret, shown this once. In production only `https` URLs on public addresses are accepted.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `webhooks:manage` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Owners of the organisation may call it; staff get 403, others 404. */
  createWebhookEndpoint: {
    method: 'POST';
    path: {
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: CreateWebhookEndpointDto;
    response: CreatedWebhookEndpointDto;
    status: 201;
  };
  /** Removes an endpoint; its pending deliveries are dropped Removes an endpoint; its pending deliveries are dropped.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `webhooks:manage` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Owners of the organisation may call it; staff get 403, others 404. */
  deleteWebhookEndpoint: {
    method: 'DELETE';
    path: {
      endpointId: string;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: void;
    status: 204;
  };
  /** The delivery log of an endpoint, newest first: status, response code, time taken The delivery log of an endpoint, newest first: status, response code, time taken.  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `webhooks:manage` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Owners of the organisation may call it; staff get 403, others 404. */
  listWebhookDeliveries: {
    method: 'GET';
    path: {
      endpointId: string;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: {
      /** Rows per page, 1-100 (default 25). */
      limit?: number;
      /** The `nextCursor` of the previous page; leave it out for the first page. */
      cursor?: string;
    };
    body: never;
    response: WebhookDeliveryPageDto;
    status: 200;
  };
  /** Sends a delivery again, now Sends a delivery again, now (one more try, whatever its state). 30 a minute per account (429 THROTTLED).  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `webhooks:manage` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Owners of the organisation may call it; staff get 403, others 404. */
  redeliverWebhook: {
    method: 'POST';
    path: {
      endpointId: string;
      deliveryId: string;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: WebhookDeliveryQueuedDto;
    status: 202;
  };
  /** Sends a `webhook.test` event to this endpoint, to check the receiver and its signature check Sends a `webhook.test` event to this endpoint, to check the receiver and its signature check. It is sent even to a paused endpoint, and its success resumes it. 5 a minute per account (429 THROTTLED).  Needs a session: the `salone_session` cookie (401 without). A server may call it with an API key holding `webhooks:manage` (`Authorization: Bearer`), rate limited per key (RateLimit headers, 429 with Retry-After). Owners of the organisation may call it; staff get 403, others 404. */
  sendWebhookTest: {
    method: 'POST';
    path: {
      endpointId: string;
      /** The organisation (the caller must be a member) */
      orgId?: number;
    };
    query: never;
    body: never;
    response: WebhookDeliveryQueuedDto;
    status: 202;
  };
}
