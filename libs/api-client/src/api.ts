import { generatedApi } from './generated/salone-api';
import type {
  CreateBookingApiArg,
  ItineraryDto,
  ListUserBookingsApiResponse,
} from './generated/salone-api';

/** Cache tags: what each call provides and which writes make it stale. */
export const TAG_TYPES = [
  'User',
  'Booking',
  'Hotel',
  'Event',
  'Car',
  'Tour',
  'Property',
  'Content',
  'Itinerary',
  'AccountSession',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

const LIST = 'LIST' as const;

/** Which catalogue entry a booking of each service type changes (rooms, tickets, seats, slots). */
const SERVICE_TAG: Record<CreateBookingApiArg['body']['serviceType'], TagType> = {
  hotel: 'Hotel',
  event: 'Event',
  car: 'Car',
  tour: 'Tour',
  real_estate: 'Property',
};

function listed<T extends { id: number | string }>(type: TagType, items: T[] | undefined) {
  return [{ type, id: LIST }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}

const itineraryList = (_r: unknown, error: unknown) =>
  error ? [] : [{ type: 'Itinerary' as const, id: LIST }];

/** Puts the plan an edit answered with in the cache of `getItinerary` for its id. */
async function replaceItinerary(
  arg: { id: string },
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: ItineraryDto }>;
  },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (data) dispatch(generatedApi.util.upsertQueryData('getItinerary', { id: arg.id }, data));
}

export const saloneApi = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    getCurrentUser: { providesTags: ['User'] },
    getSession: { providesTags: ['User'] },
    login: { invalidatesTags: ['User', 'Booking', 'AccountSession'] },
    // Following the link changes `emailVerified` of the signed-in user, if it is theirs.
    verifyEmail: { invalidatesTags: (_r, error) => (error ? [] : ['User']) },
    listSessions: { providesTags: ['AccountSession'] },
    revokeSession: { invalidatesTags: (_r, error) => (error ? [] : ['AccountSession']) },
    changePassword: { invalidatesTags: (_r, error) => (error ? [] : ['AccountSession']) },
    endAllSessions: {
      // Signed out here too: the session is known to be over (as after logout).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) {
          dispatch(
            generatedApi.util.upsertQueryData('getSession', undefined, {
              authenticated: false,
              user: null,
              roles: [],
            }),
          );
        }
      },
    },
    logout: {
      // The session is known to be over: it is written into the cache, not asked again, and
      // nothing of the account is fetched again (that would only answer 401). Screens that
      // need an account stop asking for its data as soon as the session says visitor; the
      // next sign-in refreshes (or drops) what the cache still holds of the last one.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          generatedApi.util.upsertQueryData('getSession', undefined, {
            authenticated: false,
            user: null,
            roles: [],
          }),
        );
      },
    },

    listServiceContent: { providesTags: ['Content'] },
    listHotels: { providesTags: (result) => listed('Hotel', result) },
    getHotel: { providesTags: (_r, _e, arg) => [{ type: 'Hotel', id: arg.id }] },
    listHotelRooms: { providesTags: (_r, _e, arg) => [{ type: 'Hotel', id: arg.id }] },
    listEvents: { providesTags: (result) => listed('Event', result) },
    getEvent: { providesTags: (_r, _e, arg) => [{ type: 'Event', id: arg.id }] },
    listCars: { providesTags: (result) => listed('Car', result) },
    getCar: { providesTags: (_r, _e, arg) => [{ type: 'Car', id: arg.id }] },
    listTours: { providesTags: (result) => listed('Tour', result) },
    getTour: { providesTags: (_r, _e, arg) => [{ type: 'Tour', id: arg.id }] },
    listProperties: { providesTags: (result) => listed('Property', result) },
    getProperty: { providesTags: (_r, _e, arg) => [{ type: 'Property', id: arg.id }] },

    listUserBookings: { providesTags: (result) => listed('Booking', result?.items) },
    getBooking: { providesTags: (_r, _e, arg) => [{ type: 'Booking', id: arg.id }] },
    // The booking page: any change of the traveller's bookings (paid, cancelled) refreshes it.
    getBookingByReference: {
      providesTags: (result) =>
        result
          ? [
              { type: 'Booking', id: result.id },
              { type: 'Booking', id: LIST },
            ]
          : [],
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
    // Saved plans belong to the signed-in user: signing in or out makes them stale too.
    generateItinerary: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Itinerary', id: LIST }]),
    },
    listItineraries: {
      providesTags: (result) => ['User', ...listed('Itinerary', result)],
    },
    getItinerary: {
      providesTags: (_r, _e, arg) => ['User', { type: 'Itinerary', id: arg.id }],
    },
    // An edit answers with the whole plan: it replaces the cached copy, and the list's summary.
    regenerateDay: { onQueryStarted: replaceItinerary, invalidatesTags: itineraryList },
    swapActivity: { onQueryStarted: replaceItinerary, invalidatesTags: itineraryList },
    lockActivity: { onQueryStarted: replaceItinerary },
    changePace: { onQueryStarted: replaceItinerary, invalidatesTags: itineraryList },
    shareItinerary: { onQueryStarted: replaceItinerary },
    unshareItinerary: { onQueryStarted: replaceItinerary },
    refinePlan: {
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            generatedApi.util.upsertQueryData('getItinerary', { id: arg.id }, data.itinerary),
          );
      },
      invalidatesTags: itineraryList,
    },
    getSharedItinerary: { providesTags: (_r, _e, arg) => [{ type: 'Itinerary', id: arg.token }] },
    uploadDocument: {
      // The contract describes a multipart form; the browser sends it as FormData.
      query: (arg) => {
        const form = new FormData();
        form.append('purpose', arg.body.purpose);
        form.append('file', arg.body.file);
        return { url: '/api/uploads', method: 'POST', body: form };
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
export const bookingsApi = saloneApi.injectEndpoints({
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
