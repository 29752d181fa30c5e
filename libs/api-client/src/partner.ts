/**
 * `@salone/api-client/partner`: the endpoints of operators (`/api/partner`, `/api/operators`)
 * and admins (`/api/admin`), for the partner remote only; the traveller's apps never load them.
 */
import { generatedPartnerApi } from './generated/partner-api';

export * from './generated/partner-api';

const LIST = 'LIST' as const;

// A check-in, no-show or cancellation changes the booking, the lists and the day's arrivals.
const operatorBookingChanged = (result: { id: string } | undefined) =>
  result
    ? [
        { type: 'OperatorBooking' as const, id: result.id },
        { type: 'OperatorBooking' as const, id: LIST },
        { type: 'OperatorBooking' as const, id: 'ARRIVALS' },
        'Availability' as const,
      ]
    : [];

// A closure made or removed changes the listing's calendar and the list of closures.
const inventoryChanged = (_result: unknown, error: unknown) =>
  error ? [] : ['Availability' as const, 'Closure' as const];

export const partnerApi = generatedPartnerApi.enhanceEndpoints({
  addTagTypes: ['OperatorBooking', 'Organisation', 'Availability', 'Closure'],
  endpoints: {
    // Applying makes the account an operator: the session's roles change too.
    applyAsOperator: {
      invalidatesTags: (_r, error) => (error ? [] : ['User', { type: 'Organisation', id: LIST }]),
    },
    listMyOrganisations: { providesTags: [{ type: 'Organisation', id: LIST }] },
    listOrganisations: { providesTags: [{ type: 'Organisation', id: LIST }] },
    approveOrganisation: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Organisation', id: LIST }]),
    },
    suspendOrganisation: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Organisation', id: LIST }]),
    },
    listOperatorBookings: { providesTags: [{ type: 'OperatorBooking', id: LIST }] },
    listOperatorArrivals: { providesTags: [{ type: 'OperatorBooking', id: 'ARRIVALS' }] },
    getOperatorBooking: {
      providesTags: (_r, _e, arg) => [{ type: 'OperatorBooking', id: arg.bookingId }],
    },
    checkInOperatorBooking: { invalidatesTags: operatorBookingChanged },
    markOperatorBookingNoShow: { invalidatesTags: operatorBookingChanged },
    cancelOperatorBooking: { invalidatesTags: operatorBookingChanged },
    getPartnerHotelAvailability: { providesTags: ['Availability'] },
    getPartnerCarAvailability: { providesTags: ['Availability'] },
    getPartnerTourAvailability: { providesTags: ['Availability'] },
    getPartnerEventAvailability: { providesTags: ['Availability'] },
    getPartnerPropertyAvailability: { providesTags: ['Availability'] },
    listClosures: { providesTags: ['Closure'] },
    createClosure: { invalidatesTags: inventoryChanged },
    deleteClosure: { invalidatesTags: inventoryChanged },
  },
});
