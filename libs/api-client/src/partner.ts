/**
 * `@salone/api-client/partner`: the endpoints of operators (`/api/partner`, `/api/operators`)
 * and admins (`/api/admin`), for the partner remote only; the traveller's apps never load them.
 */
import { generatedPartnerApi, type PartnerListingDto } from './generated/partner-api';

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

/** The cache key of one listing as its editor reads it. */
const listingKey = (listing: PartnerListingDto) => ({
  orgId: listing.organisationId,
  kind: listing.kind,
  id: listing.id,
});

/**
 * Every listing change answers with the whole listing: it replaces the editor's cached copy (no
 * second request, and a form being typed in is not reloaded), and the lists are read again.
 */
const listingChanged = {
  onQueryStarted: async (
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> },
  ) => {
    const result = await queryFulfilled.catch(() => undefined);
    const listing = result?.data as PartnerListingDto | undefined;
    if (listing) {
      dispatch(
        generatedPartnerApi.util.upsertQueryData('getOwnListing', listingKey(listing), listing),
      );
    }
  },
  // Units, seats, ticket quantities and viewing hours are what the calendar counts.
  invalidatesTags: (_r: unknown, error: unknown) =>
    error ? [] : [{ type: 'Listing' as const, id: LIST }, 'Availability' as const],
};

/** A photo goes as a multipart form, as the contract describes it. */
const photoForm = (file: Blob) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const partnerApi = generatedPartnerApi.enhanceEndpoints({
  addTagTypes: [
    'OperatorBooking',
    'Organisation',
    'Availability',
    'Closure',
    'RoomRate',
    'ApiKey',
    'WebhookEndpoint',
    'WebhookDelivery',
    'Member',
    'ContactMessage',
    'AdminListing',
    'ListingHold',
    'Listing',
    'Review',
  ],
  endpoints: {
    listOwnListings: { providesTags: [{ type: 'Listing', id: LIST }] },
    createHotel: listingChanged,
    updateHotel: listingChanged,
    addRoom: listingChanged,
    updateRoom: listingChanged,
    archiveRoom: listingChanged,
    createEvent: listingChanged,
    updateEvent: listingChanged,
    addTicketCategory: listingChanged,
    updateTicketCategory: listingChanged,
    removeTicketCategory: listingChanged,
    createCar: listingChanged,
    updateCar: listingChanged,
    createTour: listingChanged,
    updateTour: listingChanged,
    createProperty: listingChanged,
    updateProperty: listingChanged,
    publishListing: listingChanged,
    unpublishListing: listingChanged,
    requestListingReview: listingChanged,
    archiveListing: listingChanged,
    orderListingImages: listingChanged,
    removeListingImage: listingChanged,
    orderRoomImages: listingChanged,
    removeRoomImage: listingChanged,
    addListingImage: {
      ...listingChanged,
      query: (arg) => ({
        url: `/api/partner/organisations/${arg.orgId}/listings/${encodeURIComponent(arg.kind)}/${arg.id}/images`,
        method: 'POST',
        body: photoForm(arg.body.file),
      }),
    },
    addRoomImage: {
      ...listingChanged,
      query: (arg) => ({
        url: `/api/partner/organisations/${arg.orgId}/hotels/${arg.id}/rooms/${arg.roomId}/images`,
        method: 'POST',
        body: photoForm(arg.body.file),
      }),
    },
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
    rejectOrganisation: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Organisation', id: LIST }]),
    },
    requestOrganisationChanges: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Organisation', id: LIST }]),
    },
    resubmitApplication: {
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
    // A price range set or removed changes the nights' prices on the calendar.
    listRoomRates: { providesTags: ['RoomRate'] },
    createRoomRates: {
      invalidatesTags: (_r, error) => (error ? [] : ['Availability', 'RoomRate']),
    },
    deleteRoomRate: {
      invalidatesTags: (_r, error) => (error ? [] : ['Availability', 'RoomRate']),
    },
    // Developers' settings: each change reads its list again.
    listApiKeys: { providesTags: [{ type: 'ApiKey', id: LIST }] },
    createApiKey: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'ApiKey', id: LIST }]) },
    revokeApiKey: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'ApiKey', id: LIST }]) },
    listWebhookEndpoints: { providesTags: [{ type: 'WebhookEndpoint', id: LIST }] },
    createWebhookEndpoint: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'WebhookEndpoint', id: LIST }]),
    },
    deleteWebhookEndpoint: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'WebhookEndpoint', id: LIST }]),
    },
    listWebhookDeliveries: {
      providesTags: (_r, _e, arg) => [{ type: 'WebhookDelivery', id: arg.endpointId }],
    },
    redeliverWebhook: {
      invalidatesTags: (_r, error, arg) =>
        error ? [] : [{ type: 'WebhookDelivery', id: arg.endpointId }],
    },
    sendWebhookTest: {
      invalidatesTags: (_r, error, arg) =>
        error ? [] : [{ type: 'WebhookDelivery', id: arg.endpointId }],
    },
    listMembers: { providesTags: [{ type: 'Member', id: LIST }] },
    inviteMember: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Member', id: LIST }]) },
    removeMember: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Member', id: LIST }]) },
    revokeInvitation: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Member', id: LIST }]),
    },
    // Reviews: a reply or a hiding changes the lists that show the review.
    listOrganisationReviews: { providesTags: [{ type: 'Review', id: LIST }] },
    replyToReview: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Review', id: LIST }]),
    },
    listAllReviews: { providesTags: [{ type: 'Review', id: LIST }] },
    hideReview: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Review', id: LIST }]),
    },
    // The admin console.
    listAllListings: { providesTags: [{ type: 'AdminListing', id: LIST }] },
    moderateListing: {
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [
              { type: 'AdminListing', id: LIST },
              { type: 'ListingHold', id: LIST },
            ],
    },
    listListingHolds: { providesTags: [{ type: 'ListingHold', id: LIST }] },
    reinstateListing: {
      invalidatesTags: (_r, error) =>
        error
          ? []
          : [
              { type: 'AdminListing', id: LIST },
              { type: 'ListingHold', id: LIST },
            ],
    },
    refuseListingReview: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'ListingHold', id: LIST }]),
    },
    listContactMessages: { providesTags: [{ type: 'ContactMessage', id: LIST }] },
    // Opening a message marks it read: the list's 'Unread' changes.
    readContactMessage: {
      providesTags: (_r, _e, arg) => [{ type: 'ContactMessage', id: arg.id }],
    },
    markContactMessageHandled: {
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              { type: 'ContactMessage', id: LIST },
              { type: 'ContactMessage', id: arg.id },
            ],
    },
    reopenContactMessage: {
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [
              { type: 'ContactMessage', id: LIST },
              { type: 'ContactMessage', id: arg.id },
            ],
    },
  },
});
