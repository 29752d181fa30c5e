/**
 * `@salone/api-client/bookings`: booking, paying and the booking's documents, for the booking
 * dialogs, the booking page and the dashboard. A booking invalidates the booked listing's tags,
 * which the catalogue's answers provide: the tag types are the slice's, so this works whichever
 * area a page has loaded.
 */
import { generatedBookingsApi } from './generated/bookings-api';
import type {
  CreateBookingApiArg,
  CreateBookingApiResponse,
  ListUserBookingsApiResponse,
} from './generated/bookings-api';
import type { TagType } from './base-api';
import { LIST, listed } from './tags';

export * from './generated/bookings-api';

/** A booking; `metadata` narrows by `serviceType` (the contract's discriminated `oneOf`). */
export type BookingDto = CreateBookingApiResponse;
/** A booking request; `metadata` narrows by `serviceType`. */
export type CreateBookingDto = CreateBookingApiArg['body'];

/** Which catalogue entry a booking of each service type changes (rooms, tickets, seats, slots). */
const SERVICE_TAG: Record<CreateBookingApiArg['body']['serviceType'], TagType> = {
  hotel: 'Hotel',
  event: 'Event',
  car: 'Car',
  tour: 'Tour',
  real_estate: 'Property',
};

const enhancedBookingsApi = generatedBookingsApi.enhanceEndpoints({
  endpoints: {
    listUserBookings: { providesTags: (result) => listed('Booking', result?.items) },
    // Reviews: writing one changes the listing's reviews, the dashboard's list and the
    // listing's average (its catalogue tags).
    listReviews: { providesTags: [{ type: 'Review', id: LIST }] },
    listMyReviewableBookings: { providesTags: [{ type: 'Review', id: 'MINE' }] },
    createReview: {
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [
              { type: 'Review', id: LIST },
              { type: 'Review', id: 'MINE' },
            ],
    },
    // The booking page (by reference): any change of the traveller's bookings (paid,
    // cancelled) refreshes it.
    getBooking: {
      providesTags: (result, _e, arg) =>
        result
          ? [
              { type: 'Booking', id: result.id },
              { type: 'Booking', id: LIST },
            ]
          : [{ type: 'Booking', id: arg.id }],
    },
    createBooking: {
      // A booking holds inventory: the booked thing's availability changes for everyone.
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              { type: 'Booking', id: LIST },
              {
                type: SERVICE_TAG[arg.body.serviceType],
                id: arg.body.serviceId,
              },
              { type: SERVICE_TAG[arg.body.serviceType], id: LIST },
            ],
    },
    cancelBooking: {
      invalidatesTags: (result, _e, arg) => [
        { type: 'Booking', id: arg.id },
        { type: 'Booking', id: LIST },
        ...(result ? [{ type: SERVICE_TAG[result.serviceType], id: result.serviceId }] : []),
      ],
    },
    createMonimePayment: {
      invalidatesTags: (_r, _e, arg) => [
        { type: 'Booking', id: arg.createMonimePaymentDto.bookingId },
        { type: 'Booking', id: LIST },
      ],
    },
    completeSandboxPayment: { invalidatesTags: [{ type: 'Booking', id: LIST }] },
    uploadDocument: {
      // The contract describes a multipart form; the browser sends it as FormData.
      query: (arg) => {
        const form = new FormData();
        form.append('purpose', arg.body.purpose);
        form.append('file', arg.body.file);
        return { url: '/api/uploads', method: 'POST', body: form };
      },
    },
    uploadReviewPhoto: {
      // A multipart form too: the photo in the field `file`.
      query: (arg) => {
        const form = new FormData();
        form.append('file', arg.body.file);
        return { url: '/api/reviews/photos', method: 'POST', body: form };
      },
    },
  },
});

/** Pages the dashboard follows at most (100 bookings each): far beyond any traveller's. */
export const MAX_BOOKING_PAGES = 50;

/**
 * Every booking of the signed-in user, newest first: `GET /api/bookings/user` a page of 100 at
 * a time, following `nextCursor` to the end, so the dashboard's list and counts are whole.
 */
export const bookingsApi = enhancedBookingsApi.injectEndpoints({
  endpoints: (build) => ({
    listAllUserBookings: build.query<ListUserBookingsApiResponse['items'], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const items: ListUserBookingsApiResponse['items'] = [];
        let cursor: string | undefined;
        for (let page = 0; page < MAX_BOOKING_PAGES; page += 1) {
          const result = await baseQuery({
            url: '/api/bookings/user',
            params: { limit: 100, ...(cursor ? { cursor } : {}) },
          });
          if (result.error) return { error: result.error };
          const data = result.data as ListUserBookingsApiResponse;
          items.push(...data.items);
          if (!data.nextCursor) break;
          cursor = data.nextCursor;
        }
        return { data: items };
      },
      providesTags: (result) => listed('Booking', result),
    }),
  }),
});

export const { useListAllUserBookingsQuery } = bookingsApi;
