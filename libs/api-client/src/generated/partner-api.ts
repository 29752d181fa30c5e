import { baseApi as api } from '../area-base';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<ListAuditLogApiResponse, ListAuditLogApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/audit-log`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          organisationId: queryArg.organisationId,
          action: queryArg.action,
          entityType: queryArg.entityType,
          entityId: queryArg.entityId,
          actor: queryArg.actor,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    searchAllBookings: build.query<SearchAllBookingsApiResponse, SearchAllBookingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/bookings`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          q: queryArg.q,
          status: queryArg.status,
          serviceType: queryArg.serviceType,
          organisationId: queryArg.organisationId,
        },
      }),
    }),
    listContactMessages: build.query<ListContactMessagesApiResponse, ListContactMessagesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          state: queryArg.state,
        },
      }),
    }),
    readContactMessage: build.query<ReadContactMessageApiResponse, ReadContactMessageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    markContactMessageHandled: build.mutation<
      MarkContactMessageHandledApiResponse,
      MarkContactMessageHandledApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages/${encodeURIComponent(String(queryArg.id))}/handled`,
        method: 'POST',
      }),
    }),
    reopenContactMessage: build.mutation<
      ReopenContactMessageApiResponse,
      ReopenContactMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages/${encodeURIComponent(String(queryArg.id))}/reopen`,
        method: 'POST',
      }),
    }),
    getAdminExchangeRate: build.query<GetAdminExchangeRateApiResponse, GetAdminExchangeRateApiArg>({
      query: () => ({ url: `/api/admin/exchange-rate` }),
    }),
    changeExchangeRate: build.mutation<ChangeExchangeRateApiResponse, ChangeExchangeRateApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exchange-rate`,
        method: 'PUT',
        body: queryArg.changeExchangeRateDto,
      }),
    }),
    listListingHolds: build.query<ListListingHoldsApiResponse, ListListingHoldsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/listing-holds`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          state: queryArg.state,
        },
      }),
    }),
    listAllListings: build.query<ListAllListingsApiResponse, ListAllListingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/listings`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          status: queryArg.status,
          kind: queryArg.kind,
          organisationId: queryArg.organisationId,
        },
      }),
    }),
    refuseListingReview: build.mutation<RefuseListingReviewApiResponse, RefuseListingReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/refuse-review`,
        method: 'POST',
        body: queryArg.reasonDto,
      }),
    }),
    reinstateListing: build.mutation<ReinstateListingApiResponse, ReinstateListingApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/reinstate`,
        method: 'POST',
      }),
    }),
    moderateListing: build.mutation<ModerateListingApiResponse, ModerateListingApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/unpublish`,
        method: 'POST',
        body: queryArg.reasonDto,
      }),
    }),
    listOrganisations: build.query<ListOrganisationsApiResponse, ListOrganisationsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/organisations`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          status: queryArg.status,
        },
      }),
    }),
    approveOrganisation: build.mutation<ApproveOrganisationApiResponse, ApproveOrganisationApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/organisations/${encodeURIComponent(String(queryArg.id))}/approve`,
        method: 'POST',
      }),
    }),
    rejectOrganisation: build.mutation<RejectOrganisationApiResponse, RejectOrganisationApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/organisations/${encodeURIComponent(String(queryArg.id))}/reject`,
        method: 'POST',
        body: queryArg.reasonDto,
      }),
    }),
    requestOrganisationChanges: build.mutation<
      RequestOrganisationChangesApiResponse,
      RequestOrganisationChangesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/organisations/${encodeURIComponent(String(queryArg.id))}/request-changes`,
        method: 'POST',
        body: queryArg.reasonDto,
      }),
    }),
    suspendOrganisation: build.mutation<SuspendOrganisationApiResponse, SuspendOrganisationApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/organisations/${encodeURIComponent(String(queryArg.id))}/suspend`,
        method: 'POST',
        body: queryArg.reasonDto,
      }),
    }),
    listAllReviews: build.query<ListAllReviewsApiResponse, ListAllReviewsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reviews`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          filter: queryArg.filter,
        },
      }),
    }),
    hideReview: build.mutation<HideReviewApiResponse, HideReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reviews/${encodeURIComponent(String(queryArg.id))}/hide`,
        method: 'POST',
        body: queryArg.hideReviewDto,
      }),
    }),
    applyAsOperator: build.mutation<ApplyAsOperatorApiResponse, ApplyAsOperatorApiArg>({
      query: (queryArg) => ({
        url: `/api/operators`,
        method: 'POST',
        body: queryArg.applyOperatorDto,
      }),
    }),
    listMyOrganisations: build.query<ListMyOrganisationsApiResponse, ListMyOrganisationsApiArg>({
      query: () => ({ url: `/api/partner/organisations` }),
    }),
    getMyOrganisation: build.query<GetMyOrganisationApiResponse, GetMyOrganisationApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}`,
      }),
    }),
    updateMyOrganisation: build.mutation<
      UpdateMyOrganisationApiResponse,
      UpdateMyOrganisationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}`,
        method: 'PATCH',
        body: queryArg.updateOrganisationDto,
      }),
    }),
    listApiKeys: build.query<ListApiKeysApiResponse, ListApiKeysApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/api-keys`,
      }),
    }),
    createApiKey: build.mutation<CreateApiKeyApiResponse, CreateApiKeyApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/api-keys`,
        method: 'POST',
        body: queryArg.createApiKeyDto,
      }),
    }),
    revokeApiKey: build.mutation<RevokeApiKeyApiResponse, RevokeApiKeyApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/api-keys/${encodeURIComponent(String(queryArg.keyId))}/revoke`,
        method: 'POST',
      }),
    }),
    listOperatorArrivals: build.query<ListOperatorArrivalsApiResponse, ListOperatorArrivalsApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/arrivals`,
        params: {
          day: queryArg.day,
        },
      }),
    }),
    listOrganisationAuditLog: build.query<
      ListOrganisationAuditLogApiResponse,
      ListOrganisationAuditLogApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/audit-log`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    listOperatorBookings: build.query<ListOperatorBookingsApiResponse, ListOperatorBookingsApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/bookings`,
        params: {
          sort: queryArg.sort,
          status: queryArg.status,
          from: queryArg['from'],
          to: queryArg.to,
          serviceType: queryArg.serviceType,
          serviceId: queryArg.serviceId,
          roomId: queryArg.roomId,
          search: queryArg.search,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          updatedSince: queryArg.updatedSince,
        },
      }),
    }),
    exportOperatorBookings: build.query<
      ExportOperatorBookingsApiResponse,
      ExportOperatorBookingsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/bookings.csv`,
        params: {
          status: queryArg.status,
          from: queryArg['from'],
          to: queryArg.to,
          serviceType: queryArg.serviceType,
          serviceId: queryArg.serviceId,
          roomId: queryArg.roomId,
          search: queryArg.search,
        },
      }),
    }),
    checkInOperatorBooking: build.mutation<
      CheckInOperatorBookingApiResponse,
      CheckInOperatorBookingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/bookings/check-in`,
        method: 'POST',
        body: queryArg.checkInDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getOperatorBooking: build.query<GetOperatorBookingApiResponse, GetOperatorBookingApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/bookings/${encodeURIComponent(String(queryArg.bookingId))}`,
      }),
    }),
    cancelOperatorBooking: build.mutation<
      CancelOperatorBookingApiResponse,
      CancelOperatorBookingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/bookings/${encodeURIComponent(String(queryArg.bookingId))}/cancel`,
        method: 'POST',
        body: queryArg.operatorCancelDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    markOperatorBookingNoShow: build.mutation<
      MarkOperatorBookingNoShowApiResponse,
      MarkOperatorBookingNoShowApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/bookings/${encodeURIComponent(String(queryArg.bookingId))}/no-show`,
        method: 'POST',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    createCar: build.mutation<CreateCarApiResponse, CreateCarApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/cars`,
        method: 'POST',
        body: queryArg.carInputDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    updateCar: build.mutation<UpdateCarApiResponse, UpdateCarApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/cars/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.updateCarDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getPartnerCarAvailability: build.query<
      GetPartnerCarAvailabilityApiResponse,
      GetPartnerCarAvailabilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/cars/${encodeURIComponent(String(queryArg.id))}/availability`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listClosures: build.query<ListClosuresApiResponse, ListClosuresApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/closures`,
        params: {
          serviceType: queryArg.serviceType,
          serviceId: queryArg.serviceId,
          includePast: queryArg.includePast,
        },
      }),
    }),
    createClosure: build.mutation<CreateClosureApiResponse, CreateClosureApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/closures`,
        method: 'POST',
        body: queryArg.createClosureDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    deleteClosure: build.mutation<DeleteClosureApiResponse, DeleteClosureApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/closures/${encodeURIComponent(String(queryArg.closureId))}`,
        method: 'DELETE',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    createEvent: build.mutation<CreateEventApiResponse, CreateEventApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/events`,
        method: 'POST',
        body: queryArg.eventInputDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    updateEvent: build.mutation<UpdateEventApiResponse, UpdateEventApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/events/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.updateEventDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getPartnerEventAvailability: build.query<
      GetPartnerEventAvailabilityApiResponse,
      GetPartnerEventAvailabilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/events/${encodeURIComponent(String(queryArg.id))}/availability`,
      }),
    }),
    addTicketCategory: build.mutation<AddTicketCategoryApiResponse, AddTicketCategoryApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/events/${encodeURIComponent(String(queryArg.id))}/ticket-categories`,
        method: 'POST',
        body: queryArg.ticketCategoryInputDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    removeTicketCategory: build.mutation<
      RemoveTicketCategoryApiResponse,
      RemoveTicketCategoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/events/${encodeURIComponent(String(queryArg.id))}/ticket-categories/${encodeURIComponent(String(queryArg.categoryId))}`,
        method: 'DELETE',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    updateTicketCategory: build.mutation<
      UpdateTicketCategoryApiResponse,
      UpdateTicketCategoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/events/${encodeURIComponent(String(queryArg.id))}/ticket-categories/${encodeURIComponent(String(queryArg.categoryId))}`,
        method: 'PATCH',
        body: queryArg.updateTicketCategoryDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    createHotel: build.mutation<CreateHotelApiResponse, CreateHotelApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels`,
        method: 'POST',
        body: queryArg.hotelInputDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    updateHotel: build.mutation<UpdateHotelApiResponse, UpdateHotelApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.updateHotelDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getPartnerHotelAvailability: build.query<
      GetPartnerHotelAvailabilityApiResponse,
      GetPartnerHotelAvailabilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/availability`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listRoomRates: build.query<ListRoomRatesApiResponse, ListRoomRatesApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rates`,
        params: {
          includePast: queryArg.includePast,
        },
      }),
    }),
    createRoomRates: build.mutation<CreateRoomRatesApiResponse, CreateRoomRatesApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rates`,
        method: 'POST',
        body: queryArg.createRoomRateDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    deleteRoomRate: build.mutation<DeleteRoomRateApiResponse, DeleteRoomRateApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rates/${encodeURIComponent(String(queryArg.rateId))}`,
        method: 'DELETE',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    addRoom: build.mutation<AddRoomApiResponse, AddRoomApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rooms`,
        method: 'POST',
        body: queryArg.roomInputDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    archiveRoom: build.mutation<ArchiveRoomApiResponse, ArchiveRoomApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rooms/${encodeURIComponent(String(queryArg.roomId))}`,
        method: 'DELETE',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    updateRoom: build.mutation<UpdateRoomApiResponse, UpdateRoomApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rooms/${encodeURIComponent(String(queryArg.roomId))}`,
        method: 'PATCH',
        body: queryArg.updateRoomDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    orderRoomImages: build.mutation<OrderRoomImagesApiResponse, OrderRoomImagesApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rooms/${encodeURIComponent(String(queryArg.roomId))}/images`,
        method: 'PATCH',
        body: queryArg.imageOrderDto,
      }),
    }),
    addRoomImage: build.mutation<AddRoomImageApiResponse, AddRoomImageApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rooms/${encodeURIComponent(String(queryArg.roomId))}/images`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    removeRoomImage: build.mutation<RemoveRoomImageApiResponse, RemoveRoomImageApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/hotels/${encodeURIComponent(String(queryArg.id))}/rooms/${encodeURIComponent(String(queryArg.roomId))}/images/remove`,
        method: 'POST',
        body: queryArg.imageRefDto,
      }),
    }),
    revokeInvitation: build.mutation<RevokeInvitationApiResponse, RevokeInvitationApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/invitations/${encodeURIComponent(String(queryArg.invitationId))}`,
        method: 'DELETE',
      }),
    }),
    listOwnListings: build.query<ListOwnListingsApiResponse, ListOwnListingsApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings`,
        params: {
          sort: queryArg.sort,
          status: queryArg.status,
          kind: queryArg.kind,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          updatedSince: queryArg.updatedSince,
        },
      }),
    }),
    getOwnListing: build.query<GetOwnListingApiResponse, GetOwnListingApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    archiveListing: build.mutation<ArchiveListingApiResponse, ArchiveListingApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/archive`,
        method: 'POST',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    orderListingImages: build.mutation<OrderListingImagesApiResponse, OrderListingImagesApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/images`,
        method: 'PATCH',
        body: queryArg.imageOrderDto,
      }),
    }),
    addListingImage: build.mutation<AddListingImageApiResponse, AddListingImageApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/images`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    removeListingImage: build.mutation<RemoveListingImageApiResponse, RemoveListingImageApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/images/remove`,
        method: 'POST',
        body: queryArg.imageRefDto,
      }),
    }),
    publishListing: build.mutation<PublishListingApiResponse, PublishListingApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/publish`,
        method: 'POST',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    quoteListing: build.mutation<QuoteListingApiResponse, QuoteListingApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/quote`,
        method: 'POST',
        body: queryArg.quoteRequestDto,
      }),
    }),
    requestListingReview: build.mutation<
      RequestListingReviewApiResponse,
      RequestListingReviewApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/review-request`,
        method: 'POST',
        body: queryArg.reviewRequestDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    unpublishListing: build.mutation<UnpublishListingApiResponse, UnpublishListingApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/listings/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.id))}/unpublish`,
        method: 'POST',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    listMembers: build.query<ListMembersApiResponse, ListMembersApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/members`,
      }),
    }),
    inviteMember: build.mutation<InviteMemberApiResponse, InviteMemberApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/members`,
        method: 'POST',
        body: queryArg.inviteMemberDto,
      }),
    }),
    removeMember: build.mutation<RemoveMemberApiResponse, RemoveMemberApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/members/${encodeURIComponent(String(queryArg.userId))}`,
        method: 'DELETE',
      }),
    }),
    getOperatorMoney: build.query<GetOperatorMoneyApiResponse, GetOperatorMoneyApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/money`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getNotificationPreferences: build.query<
      GetNotificationPreferencesApiResponse,
      GetNotificationPreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/notification-preferences`,
      }),
    }),
    updateNotificationPreferences: build.mutation<
      UpdateNotificationPreferencesApiResponse,
      UpdateNotificationPreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/notification-preferences`,
        method: 'PUT',
        body: queryArg.updateNotificationPreferencesDto,
      }),
    }),
    createProperty: build.mutation<CreatePropertyApiResponse, CreatePropertyApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/properties`,
        method: 'POST',
        body: queryArg.propertyInputDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    updateProperty: build.mutation<UpdatePropertyApiResponse, UpdatePropertyApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/properties/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.updatePropertyDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getPartnerPropertyAvailability: build.query<
      GetPartnerPropertyAvailabilityApiResponse,
      GetPartnerPropertyAvailabilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/real-estate/${encodeURIComponent(String(queryArg.id))}/availability`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    resubmitApplication: build.mutation<ResubmitApplicationApiResponse, ResubmitApplicationApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/resubmit`,
        method: 'POST',
      }),
    }),
    listOrganisationReviews: build.query<
      ListOrganisationReviewsApiResponse,
      ListOrganisationReviewsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/reviews`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    replyToReview: build.mutation<ReplyToReviewApiResponse, ReplyToReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/reviews/${encodeURIComponent(String(queryArg.id))}/reply`,
        method: 'POST',
        body: queryArg.replyDto,
      }),
    }),
    createTour: build.mutation<CreateTourApiResponse, CreateTourApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/tours`,
        method: 'POST',
        body: queryArg.tourInputDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    updateTour: build.mutation<UpdateTourApiResponse, UpdateTourApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/tours/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.updateTourDto,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getPartnerTourAvailability: build.query<
      GetPartnerTourAvailabilityApiResponse,
      GetPartnerTourAvailabilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/tours/${encodeURIComponent(String(queryArg.id))}/availability`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listWebhookEvents: build.query<ListWebhookEventsApiResponse, ListWebhookEventsApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/webhook-events`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
          since: queryArg.since,
        },
      }),
    }),
    listWebhookEndpoints: build.query<ListWebhookEndpointsApiResponse, ListWebhookEndpointsApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/webhooks`,
      }),
    }),
    createWebhookEndpoint: build.mutation<
      CreateWebhookEndpointApiResponse,
      CreateWebhookEndpointApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/webhooks`,
        method: 'POST',
        body: queryArg.createWebhookEndpointDto,
      }),
    }),
    deleteWebhookEndpoint: build.mutation<
      DeleteWebhookEndpointApiResponse,
      DeleteWebhookEndpointApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/webhooks/${encodeURIComponent(String(queryArg.endpointId))}`,
        method: 'DELETE',
      }),
    }),
    listWebhookDeliveries: build.query<
      ListWebhookDeliveriesApiResponse,
      ListWebhookDeliveriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/webhooks/${encodeURIComponent(String(queryArg.endpointId))}/deliveries`,
        params: {
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    redeliverWebhook: build.mutation<RedeliverWebhookApiResponse, RedeliverWebhookApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/webhooks/${encodeURIComponent(String(queryArg.endpointId))}/deliveries/${encodeURIComponent(String(queryArg.deliveryId))}/redeliver`,
        method: 'POST',
      }),
    }),
    sendWebhookTest: build.mutation<SendWebhookTestApiResponse, SendWebhookTestApiArg>({
      query: (queryArg) => ({
        url: `/api/partner/organisations/${encodeURIComponent(String(queryArg.orgId))}/webhooks/${encodeURIComponent(String(queryArg.endpointId))}/test`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedPartnerApi };
export type ListAuditLogApiResponse =
  /** status 200 A page of entries, newest first */ AuditEntryPageDto;
export type ListAuditLogApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  organisationId?: number;
  /** e.g. organisation.approve, listing.publish, member.remove. */
  action?: string;
  /** Entries of one record: give entityType and entityId together. */
  entityType?: string;
  entityId?: string;
  /** Entries by people whose e-mail address contains this (any case). */
  actor?: string;
  /** Entries from this day on (YYYY-MM-DD, UTC: Freetown's time). */
  from?: string;
  /** Entries up to the end of this day (YYYY-MM-DD, UTC). */
  to?: string;
};
export type SearchAllBookingsApiResponse =
  /** status 200 A page of bookings, newest first */ AdminBookingPageDto;
export type SearchAllBookingsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** A booking reference (SL-7K3Q9D), or part of the customer's or account's e-mail or name. */
  q?: string;
  status?: string;
  serviceType?: string;
  /** Only bookings of this organisation's listings. */
  organisationId?: number;
};
export type ListContactMessagesApiResponse =
  /** status 200 A page of messages */ ContactMessagePageDto;
export type ListContactMessagesApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** unread, open (not handled; default), handled or all. */
  state?: 'all' | 'unread' | 'open' | 'handled';
};
export type ReadContactMessageApiResponse = /** status 200 The message */ ContactMessageDto;
export type ReadContactMessageApiArg = {
  id: string;
};
export type MarkContactMessageHandledApiResponse = /** status 200 Handled */ ContactMessageDto;
export type MarkContactMessageHandledApiArg = {
  id: string;
};
export type ReopenContactMessageApiResponse = /** status 200 Open again */ ContactMessageDto;
export type ReopenContactMessageApiArg = {
  id: string;
};
export type GetAdminExchangeRateApiResponse =
  /** status 200 The current rate */ AdminExchangeRateDto;
export type GetAdminExchangeRateApiArg = void;
export type ChangeExchangeRateApiResponse =
  /** status 200 The rate now in force */ AdminExchangeRateDto;
export type ChangeExchangeRateApiArg = {
  changeExchangeRateDto: ChangeExchangeRateDto;
};
export type ListListingHoldsApiResponse =
  /** status 200 A page of held listings */ AdminListingHoldPageDto;
export type ListListingHoldsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** held, or review_requested (the review queue); all when left out. */
  state?: 'held' | 'review_requested';
};
export type ListAllListingsApiResponse = /** status 200 A page of listings */ ListingSummaryPageDto;
export type ListAllListingsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  status?: 'draft' | 'published' | 'unpublished' | 'archived';
  kind?: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  /** Only this organisation's listings. */
  organisationId?: number;
};
export type RefuseListingReviewApiResponse =
  /** status 200 Refused: the listing stays held */ AdminListingHoldDto;
export type RefuseListingReviewApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  reasonDto: ReasonDto;
};
export type ReinstateListingApiResponse =
  /** status 200 Reinstated (published) */ ListingSummaryDto;
export type ReinstateListingApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
};
export type ModerateListingApiResponse = /** status 200 Unpublished */ ListingSummaryDto;
export type ModerateListingApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  reasonDto: ReasonDto;
};
export type ListOrganisationsApiResponse =
  /** status 200 A page of organisations, oldest application first */ AdminOrganisationPageDto;
export type ListOrganisationsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** pending (the application queue), approved, suspended, changes_requested or rejected; all
    when left out. */
  status?: 'pending' | 'approved' | 'suspended' | 'changes_requested' | 'rejected';
};
export type ApproveOrganisationApiResponse = /** status 200 Approved */ AdminOrganisationDto;
export type ApproveOrganisationApiArg = {
  id: number;
};
export type RejectOrganisationApiResponse = /** status 200 Rejected */ AdminOrganisationDto;
export type RejectOrganisationApiArg = {
  id: number;
  reasonDto: ReasonDto;
};
export type RequestOrganisationChangesApiResponse =
  /** status 200 Changes asked for */ AdminOrganisationDto;
export type RequestOrganisationChangesApiArg = {
  id: number;
  reasonDto: ReasonDto;
};
export type SuspendOrganisationApiResponse = /** status 200 Suspended */ AdminOrganisationDto;
export type SuspendOrganisationApiArg = {
  id: number;
  reasonDto: ReasonDto;
};
export type ListAllReviewsApiResponse = /** status 200 A page of reviews */ ModeratedReviewPageDto;
export type ListAllReviewsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** `reported`: only reviews travellers reported; `hidden`: only hidden ones. */
  filter?: 'reported' | 'hidden';
};
export type HideReviewApiResponse = /** status 200 Hidden */ ModeratedReviewDto;
export type HideReviewApiArg = {
  /** The review */
  id: string;
  hideReviewDto: HideReviewDto;
};
export type ApplyAsOperatorApiResponse = /** status 201 The application, pending */ OrganisationDto;
export type ApplyAsOperatorApiArg = {
  applyOperatorDto: ApplyOperatorDto;
};
export type ListMyOrganisationsApiResponse =
  /** status 200 Organisations, by name */ OrganisationDto[];
export type ListMyOrganisationsApiArg = void;
export type GetMyOrganisationApiResponse = /** status 200 The organisation */ OrganisationDto;
export type GetMyOrganisationApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type UpdateMyOrganisationApiResponse =
  /** status 200 The organisation as changed */ OrganisationDto;
export type UpdateMyOrganisationApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  updateOrganisationDto: UpdateOrganisationDto;
};
export type ListApiKeysApiResponse = /** status 200 Keys, newest first */ ApiKeyDto[];
export type ListApiKeysApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type CreateApiKeyApiResponse = /** status 201 The key, with its secret */ CreatedApiKeyDto;
export type CreateApiKeyApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  createApiKeyDto: CreateApiKeyDto;
};
export type RevokeApiKeyApiResponse = /** status 200 Revoked */ ApiKeyDto;
export type RevokeApiKeyApiArg = {
  keyId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListOperatorArrivalsApiResponse =
  /** status 200 The day’s arrivals, soonest first */ ArrivalsDto;
export type ListOperatorArrivalsApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  day?: string;
};
export type ListOrganisationAuditLogApiResponse =
  /** status 200 A page of entries, newest first */ AuditEntryPageDto;
export type ListOrganisationAuditLogApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListOperatorBookingsApiResponse =
  /** status 200 A page of bookings */ OperatorBookingPageDto;
export type ListOperatorBookingsApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** `startDate` (default): soonest start first. `updatedAt`: least recently changed first, by id
    within the same instant, to sync changes page by page. */
  sort?: 'startDate' | 'updatedAt';
  /** Where the booking is: pending_payment, confirmed (paid, not yet checked in or a no-show),
    checked_in, no_show, expired, cancelled (by the traveller) or cancelled_by_operator. */
  status?:
    | 'confirmed'
    | 'pending_payment'
    | 'expired'
    | 'cancelled'
    | 'cancelled_by_operator'
    | 'checked_in'
    | 'no_show';
  /** Bookings starting on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Bookings starting on or before this day (YYYY-MM-DD). */
  to?: string;
  /** One kind of listing: hotel, event, car, tour or real_estate. */
  serviceType?: 'hotel' | 'event' | 'car' | 'tour' | 'real_estate';
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
  /** Only rows changed after this instant: a date and time with a time zone (ISO 8601, up to
    microseconds), at most a few minutes ahead of the server's clock. Give the `updatedAt` of
    the last row of your previous sync. */
  updatedSince?: string;
};
export type ExportOperatorBookingsApiResponse =
  /** status 200 CSV, one booking a line, with a header line */ string;
export type ExportOperatorBookingsApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Where the booking is: pending_payment, confirmed (paid, not yet checked in or a no-show),
    checked_in, no_show, expired, cancelled (by the traveller) or cancelled_by_operator. */
  status?:
    | 'confirmed'
    | 'pending_payment'
    | 'expired'
    | 'cancelled'
    | 'cancelled_by_operator'
    | 'checked_in'
    | 'no_show';
  /** Bookings starting on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Bookings starting on or before this day (YYYY-MM-DD). */
  to?: string;
  /** One kind of listing: hotel, event, car, tour or real_estate. */
  serviceType?: 'hotel' | 'event' | 'car' | 'tour' | 'real_estate';
  /** One listing (give serviceType with it). */
  serviceId?: number;
  /** One room type of a hotel. */
  roomId?: number;
  /** Text in the reference, the traveller's name, e-mail or phone. */
  search?: string;
};
export type CheckInOperatorBookingApiResponse =
  /** status 200 Checked in */ OperatorBookingDetailDto;
export type CheckInOperatorBookingApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  checkInDto: CheckInDto;
};
export type GetOperatorBookingApiResponse = /** status 200 The booking */ OperatorBookingDetailDto;
export type GetOperatorBookingApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  bookingId: string;
};
export type CancelOperatorBookingApiResponse =
  /** status 200 Cancelled by the operator */ OperatorBookingDetailDto;
export type CancelOperatorBookingApiArg = {
  bookingId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  operatorCancelDto: OperatorCancelDto;
};
export type MarkOperatorBookingNoShowApiResponse =
  /** status 200 Marked as a no-show */ OperatorBookingDetailDto;
export type MarkOperatorBookingNoShowApiArg = {
  bookingId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
};
export type CreateCarApiResponse = /** status 201 The draft car */ PartnerListingDto;
export type CreateCarApiArg = {
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  carInputDto: CarInputDto;
};
export type UpdateCarApiResponse = /** status 200 The car as changed */ PartnerListingDto;
export type UpdateCarApiArg = {
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  updateCarDto: UpdateCarDto;
};
export type GetPartnerCarAvailabilityApiResponse =
  /** status 200 Vacancy per day */ CarAvailabilityDto;
export type GetPartnerCarAvailabilityApiArg = {
  id: number;
  /** First day (YYYY-MM-DD), today when not given. */
  from?: string;
  /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
  to?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListClosuresApiResponse = /** status 200 Closures, first day first */ ClosureDto[];
export type ListClosuresApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Only closures of this kind. */
  serviceType?: 'hotel' | 'car' | 'tour';
  /** Only closures of this listing. */
  serviceId?: number;
  /** Also closures that ended before today. */
  includePast?: 'true' | 'false';
};
export type CreateClosureApiResponse = /** status 201 The closure */ ClosureDto;
export type CreateClosureApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  createClosureDto: CreateClosureDto;
};
export type DeleteClosureApiResponse = unknown;
export type DeleteClosureApiArg = {
  closureId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
};
export type CreateEventApiResponse = /** status 201 The draft event */ PartnerListingDto;
export type CreateEventApiArg = {
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  eventInputDto: EventInputDto;
};
export type UpdateEventApiResponse = /** status 200 The event as changed */ PartnerListingDto;
export type UpdateEventApiArg = {
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  updateEventDto: UpdateEventDto;
};
export type GetPartnerEventAvailabilityApiResponse =
  /** status 200 Tickets per category */ EventAvailabilityDto;
export type GetPartnerEventAvailabilityApiArg = {
  id: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type AddTicketCategoryApiResponse =
  /** status 201 The event with the new category */ PartnerListingDto;
export type AddTicketCategoryApiArg = {
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  ticketCategoryInputDto: TicketCategoryInputDto;
};
export type RemoveTicketCategoryApiResponse =
  /** status 200 The event as changed */ PartnerListingDto;
export type RemoveTicketCategoryApiArg = {
  id: number;
  categoryId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type UpdateTicketCategoryApiResponse =
  /** status 200 The event as changed */ PartnerListingDto;
export type UpdateTicketCategoryApiArg = {
  id: number;
  categoryId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  updateTicketCategoryDto: UpdateTicketCategoryDto;
};
export type CreateHotelApiResponse = /** status 201 The draft hotel */ PartnerListingDto;
export type CreateHotelApiArg = {
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  hotelInputDto: HotelInputDto;
};
export type UpdateHotelApiResponse = /** status 200 The hotel as changed */ PartnerListingDto;
export type UpdateHotelApiArg = {
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  updateHotelDto: UpdateHotelDto;
};
export type GetPartnerHotelAvailabilityApiResponse =
  /** status 200 Vacancies per room type and night */ HotelAvailabilityDto;
export type GetPartnerHotelAvailabilityApiArg = {
  id: number;
  /** First day (YYYY-MM-DD), today when not given. */
  from?: string;
  /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
  to?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListRoomRatesApiResponse = /** status 200 Date ranges, oldest first */ RoomRateDto[];
export type ListRoomRatesApiArg = {
  id: number;
  /** Also ranges whose last night is before today. */
  includePast?: 'true' | 'false';
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type CreateRoomRatesApiResponse =
  /** status 201 The ranges made, one per room type */ RoomRateDto[];
export type CreateRoomRatesApiArg = {
  id: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  createRoomRateDto: CreateRoomRateDto;
};
export type DeleteRoomRateApiResponse = unknown;
export type DeleteRoomRateApiArg = {
  id: number;
  /** The date range */
  rateId: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
};
export type AddRoomApiResponse =
  /** status 201 The hotel with the new room type */ PartnerListingDto;
export type AddRoomApiArg = {
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  roomInputDto: RoomInputDto;
};
export type ArchiveRoomApiResponse = /** status 200 The hotel as changed */ PartnerListingDto;
export type ArchiveRoomApiArg = {
  id: number;
  roomId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type UpdateRoomApiResponse = /** status 200 The hotel as changed */ PartnerListingDto;
export type UpdateRoomApiArg = {
  id: number;
  roomId: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  updateRoomDto: UpdateRoomDto;
};
export type OrderRoomImagesApiResponse =
  /** status 200 The hotel with the photos in order */ PartnerListingDto;
export type OrderRoomImagesApiArg = {
  id: number;
  roomId: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  imageOrderDto: ImageOrderDto;
};
export type AddRoomImageApiResponse =
  /** status 201 The hotel with the room type's new photo */ PartnerListingDto;
export type AddRoomImageApiArg = {
  id: number;
  roomId: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  body: {
    file: Blob;
  };
};
export type RemoveRoomImageApiResponse =
  /** status 200 The hotel without the photo */ PartnerListingDto;
export type RemoveRoomImageApiArg = {
  id: number;
  roomId: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  imageRefDto: ImageRefDto;
};
export type RevokeInvitationApiResponse = unknown;
export type RevokeInvitationApiArg = {
  invitationId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListOwnListingsApiResponse = /** status 200 A page of listings */ ListingSummaryPageDto;
export type ListOwnListingsApiArg = {
  /** `-updatedAt` (default): most recently changed first. `updatedAt`: least recently changed
    first, by kind and id within the same instant, to sync changes page by page. */
  sort?: 'updatedAt' | '-updatedAt';
  status?: 'draft' | 'published' | 'unpublished' | 'archived';
  kind?: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** Only rows changed after this instant: a date and time with a time zone (ISO 8601, up to
    microseconds), at most a few minutes ahead of the server's clock. Give the `updatedAt` of
    the last row of your previous sync. */
  updatedSince?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type GetOwnListingApiResponse = /** status 200 The listing */ PartnerListingDto;
export type GetOwnListingApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ArchiveListingApiResponse = /** status 200 Archived */ PartnerListingDto;
export type ArchiveListingApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type OrderListingImagesApiResponse =
  /** status 200 The listing with its images in order */ PartnerListingDto;
export type OrderListingImagesApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  imageOrderDto: ImageOrderDto;
};
export type AddListingImageApiResponse =
  /** status 201 The listing with the new image */ PartnerListingDto;
export type AddListingImageApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  body: {
    file: Blob;
  };
};
export type RemoveListingImageApiResponse =
  /** status 200 The listing without the image */ PartnerListingDto;
export type RemoveListingImageApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  imageRefDto: ImageRefDto;
};
export type PublishListingApiResponse = /** status 200 Published */ PartnerListingDto;
export type PublishListingApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type QuoteListingApiResponse =
  /** status 200 The quote. When `available` is false, `unavailable.code` is what the booking would answer: ROOM_UNAVAILABLE, MINIMUM_STAY, CLOSED_TO_ARRIVAL (the room type’s price calendar; the total is still given), CAR_UNAVAILABLE, TOUR_FULL, SOLD_OUT, CLOSED, EVENT_PAST, PROPERTY_INACTIVE or VIEWING_TAKEN */ QuoteDto;
export type QuoteListingApiArg = {
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  /** The listing */
  id: number;
  /** The organisation (the caller must be a member) */
  orgId: number;
  quoteRequestDto: QuoteRequestDto;
};
export type RequestListingReviewApiResponse =
  /** status 200 Review requested: `hold.state` is review_requested */ PartnerListingDto;
export type RequestListingReviewApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  reviewRequestDto: ReviewRequestDto;
};
export type UnpublishListingApiResponse = /** status 200 Unpublished */ PartnerListingDto;
export type UnpublishListingApiArg = {
  /** The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate` */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListMembersApiResponse = /** status 200 Members and invitations */ MembersDto;
export type ListMembersApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type InviteMemberApiResponse = /** status 201 Added, or invited */ InviteResultDto;
export type InviteMemberApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  inviteMemberDto: InviteMemberDto;
};
export type RemoveMemberApiResponse = unknown;
export type RemoveMemberApiArg = {
  userId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type GetOperatorMoneyApiResponse = /** status 200 The figures per month */ MoneyDto;
export type GetOperatorMoneyApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  from?: string;
  to?: string;
};
export type GetNotificationPreferencesApiResponse =
  /** status 200 The member's choices */ NotificationPreferencesDto;
export type GetNotificationPreferencesApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type UpdateNotificationPreferencesApiResponse =
  /** status 200 The member's choices, as changed */ NotificationPreferencesDto;
export type UpdateNotificationPreferencesApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  updateNotificationPreferencesDto: UpdateNotificationPreferencesDto;
};
export type CreatePropertyApiResponse = /** status 201 The draft property */ PartnerListingDto;
export type CreatePropertyApiArg = {
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  propertyInputDto: PropertyInputDto;
};
export type UpdatePropertyApiResponse = /** status 200 The property as changed */ PartnerListingDto;
export type UpdatePropertyApiArg = {
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  updatePropertyDto: UpdatePropertyDto;
};
export type GetPartnerPropertyAvailabilityApiResponse =
  /** status 200 Viewing slots per day */ PropertyAvailabilityDto;
export type GetPartnerPropertyAvailabilityApiArg = {
  id: number;
  /** First day (YYYY-MM-DD), today when not given. */
  from?: string;
  /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
  to?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ResubmitApplicationApiResponse = /** status 200 Pending again */ OrganisationDto;
export type ResubmitApplicationApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListOrganisationReviewsApiResponse =
  /** status 200 A page of reviews */ ModeratedReviewPageDto;
export type ListOrganisationReviewsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ReplyToReviewApiResponse =
  /** status 200 The review with its reply */ ModeratedReviewDto;
export type ReplyToReviewApiArg = {
  /** The review */
  id: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  replyDto: ReplyDto;
};
export type CreateTourApiResponse = /** status 201 The draft tour */ PartnerListingDto;
export type CreateTourApiArg = {
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  tourInputDto: TourInputDto;
};
export type UpdateTourApiResponse = /** status 200 The tour as changed */ PartnerListingDto;
export type UpdateTourApiArg = {
  id: number;
  /** Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key. */
  'Idempotency-Key'?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
  updateTourDto: UpdateTourDto;
};
export type GetPartnerTourAvailabilityApiResponse =
  /** status 200 Places left per day */ TourAvailabilityDto;
export type GetPartnerTourAvailabilityApiArg = {
  id: number;
  /** First day (YYYY-MM-DD), today when not given. */
  from?: string;
  /** Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30. */
  to?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListWebhookEventsApiResponse =
  /** status 200 One page of events, oldest first */ WebhookEventPageDto;
export type ListWebhookEventsApiArg = {
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** Only events from this instant on (ISO 8601 with a time zone), inclusive: give the
    `createdAt` of the last event you handled and skip the ids you have. Without it, every
    event kept. */
  since?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListWebhookEndpointsApiResponse =
  /** status 200 Endpoints, oldest first */ WebhookEndpointDto[];
export type ListWebhookEndpointsApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type CreateWebhookEndpointApiResponse =
  /** status 201 The endpoint, with its secret */ CreatedWebhookEndpointDto;
export type CreateWebhookEndpointApiArg = {
  /** The organisation (the caller must be a member) */
  orgId: number;
  createWebhookEndpointDto: CreateWebhookEndpointDto;
};
export type DeleteWebhookEndpointApiResponse = unknown;
export type DeleteWebhookEndpointApiArg = {
  endpointId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type ListWebhookDeliveriesApiResponse =
  /** status 200 One page of deliveries */ WebhookDeliveryPageDto;
export type ListWebhookDeliveriesApiArg = {
  endpointId: string;
  /** Rows per page, 1-100 (default 25). */
  limit?: number;
  /** The `nextCursor` of the previous page; leave it out for the first page. */
  cursor?: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type RedeliverWebhookApiResponse =
  /** status 202 Queued for a try now */ WebhookDeliveryQueuedDto;
export type RedeliverWebhookApiArg = {
  endpointId: string;
  deliveryId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type SendWebhookTestApiResponse = /** status 202 Queued */ WebhookDeliveryQueuedDto;
export type SendWebhookTestApiArg = {
  endpointId: string;
  /** The organisation (the caller must be a member) */
  orgId: number;
};
export type AuditEntryDto = {
  action: string;
  actorEmail: string;
  actorId: string | null;
  /** admin, owner, staff or system. */
  actorRole: string;
  /** The record after it (null for a removal). */
  after: {
    [key: string]: any;
  } | null;
  at: string;
  /** The record before the action (null for a creation). */
  before: {
    [key: string]: any;
  } | null;
  entityId: string;
  /** The record's name when the action was taken (a listing's, an API key's, an
    organisation's); null for older entries and nameless records. */
  entityName: string | null;
  entityType: string;
  id: string;
  organisationId: number | null;
  /** The organisation's name as it is now; null when the entry concerns none. */
  organisationName: string | null;
};
export type AuditEntryPageDto = {
  items: AuditEntryDto[];
  nextCursor: string | null;
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
export type AdminBookingDto = {
  /** The account that booked. */
  accountEmail: string;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  endDate: string | null;
  guests: number;
  id: string;
  organisationId: number | null;
  organisationName: string | null;
  reference: string;
  serviceId: number;
  serviceName: string;
  serviceType: string;
  startDate: string;
  status: string;
  /** US dollars. */
  totalAmount: number;
};
export type AdminBookingPageDto = {
  items: AdminBookingDto[];
  nextCursor: string | null;
};
export type ContactMessageDto = {
  createdAt: string;
  email: string;
  /** When an admin marked it handled; null: open. */
  handledAt: string | null;
  /** Who handled it. */
  handledByEmail: string | null;
  id: string;
  message: string;
  name: string;
  phone: string | null;
  /** When an admin first opened it; null: unread. */
  readAt: string | null;
  subject: string;
};
export type ContactMessagePageDto = {
  items: ContactMessageDto[];
  nextCursor: string | null;
};
export type AdminExchangeRateDto = {
  /** When an admin set it; null while the configured rate (`SLE_PER_USD`) applies. */
  changedAt: string | null;
  /** Who set it (their e-mail address); null while the configured rate applies. */
  changedBy: string | null;
  /** Leones (SLE) per US dollar: prices shown in leones and every mobile-money charge use it. */
  slePerUsd: number;
};
export type ChangeExchangeRateDto = {
  /** Leones (SLE) per US dollar, from 1 to 1000, at most two decimals. */
  slePerUsd: number;
};
export type AdminListingHoldDto = {
  heldAt: string;
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  listingId: number;
  name: string;
  organisationId: number;
  organisationName: string;
  /** The admin's reason. */
  reason: string;
  /** Why the admin refused the latest review. */
  refusalReason: string | null;
  refusedAt: string | null;
  /** The operator's note with its latest request for a review. */
  reviewNote: string | null;
  reviewRequestedAt: string | null;
  /** admin_unpublish, or suspension (of the organisation). */
  source: 'admin_unpublish' | 'suspension';
  /** held, or review_requested (waiting for an admin). */
  state: 'held' | 'review_requested';
};
export type AdminListingHoldPageDto = {
  items: AdminListingHoldDto[];
  nextCursor: string | null;
};
export type ListingSummaryDto = {
  id: number;
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  /** Why an admin unpublished it. */
  moderationReason: string | null;
  name: string;
  organisationId: number;
  organisationName: string;
  status: 'draft' | 'published' | 'unpublished' | 'archived';
  updatedAt: string;
};
export type ListingSummaryPageDto = {
  items: ListingSummaryDto[];
  nextCursor: string | null;
};
export type ReasonDto = {
  /** Shown to the operator; 3-500 characters. */
  reason: string;
};
export type AdminOrganisationDto = {
  /** E-mail address of the account that applied. */
  appliedByEmail: string | null;
  contactEmail: string;
  contactPhone: string;
  createdAt: string;
  id: number;
  name: string;
  payoutNumber: string;
  registrationNumber: string;
  /** The caller's role in it (owner or staff); null when an admin reads it. */
  role: ('owner' | 'staff' | null) | null;
  serviceKinds: ('hotel' | 'event' | 'car' | 'tour' | 'property')[];
  /** New confirmed bookings are also sent by SMS to the contact phone. */
  smsBookingAlerts: boolean;
  /** pending (waiting for an admin), approved (published listings are public), suspended,
    changes_requested (the admin asked for changes: resubmit) or rejected. */
  status: 'pending' | 'approved' | 'suspended' | 'changes_requested' | 'rejected';
  /** Why an admin suspended or rejected it, or the changes the admin asked for. */
  statusReason: string | null;
  /** Published WhatsApp number, E.164; null when none. */
  whatsappNumber: string | null;
};
export type AdminOrganisationPageDto = {
  items: AdminOrganisationDto[];
  nextCursor: string | null;
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
  /** The photos' addresses, each its largest JPEG, `/api/photos/{id}/{width}x{height}.jpg`; the
    other sizes and WebP are beside it (`/api/photos/{id}/{width}.webp|jpg`). */
  photos: string[];
  repliedAt: string | null;
  /** The operator's public reply; null while there is none. */
  reply: string | null;
  reportCount: number;
  /** When the booked service took place (its start). */
  servedAt: string;
  subScores: {
    [key: string]: number;
  };
  text: string | null;
  /** Always true: every review is of a paid booking of the author's. */
  verifiedBooking: boolean;
};
export type ModeratedReviewPageDto = {
  items: ModeratedReviewDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};
export type HideReviewDto = {
  /** Told to the author; 3-500 characters. */
  reason: string;
};
export type OrganisationDto = {
  contactEmail: string;
  contactPhone: string;
  createdAt: string;
  id: number;
  name: string;
  payoutNumber: string;
  registrationNumber: string;
  /** The caller's role in it (owner or staff); null when an admin reads it. */
  role: ('owner' | 'staff' | null) | null;
  serviceKinds: ('hotel' | 'event' | 'car' | 'tour' | 'property')[];
  /** New confirmed bookings are also sent by SMS to the contact phone. */
  smsBookingAlerts: boolean;
  /** pending (waiting for an admin), approved (published listings are public), suspended,
    changes_requested (the admin asked for changes: resubmit) or rejected. */
  status: 'pending' | 'approved' | 'suspended' | 'changes_requested' | 'rejected';
  /** Why an admin suspended or rejected it, or the changes the admin asked for. */
  statusReason: string | null;
  /** Published WhatsApp number, E.164; null when none. */
  whatsappNumber: string | null;
};
export type ApplyOperatorDto = {
  /** Public contact e-mail. */
  contactEmail: string;
  /** Public contact phone. */
  contactPhone: string;
  /** The organisation's public name, unique on Salone; 2-160 characters. */
  name: string;
  /** Mobile-money number (Orange Money or Afrimoney) that payouts go to. */
  payoutNumber: string;
  /** Business registration number (Office of the Administrator and Registrar General). */
  registrationNumber: string;
  /** What it offers: one or more of hotel, event, car, tour, property. */
  serviceKinds: ('hotel' | 'event' | 'car' | 'tour' | 'property')[];
  /** WhatsApp number to publish on the organisation's listings and its bookings' pages
    ("Message on WhatsApp"); optional, null or empty to remove it. */
  whatsappNumber?: string | null;
};
export type UpdateOrganisationDto = {
  /** Public contact e-mail. */
  contactEmail?: string;
  /** Public contact phone. */
  contactPhone?: string;
  /** The organisation's public name, unique on Salone; 2-160 characters. */
  name?: string;
  /** Mobile-money number (Orange Money or Afrimoney) that payouts go to. */
  payoutNumber?: string;
  /** Business registration number (Office of the Administrator and Registrar General). */
  registrationNumber?: string;
  /** What it offers: one or more of hotel, event, car, tour, property. */
  serviceKinds?: ('hotel' | 'event' | 'car' | 'tour' | 'property')[];
  /** Also hear of each new confirmed booking by SMS, at the contact phone. */
  smsBookingAlerts?: boolean;
  /** WhatsApp number to publish on the organisation's listings and its bookings' pages
    ("Message on WhatsApp"); optional, null or empty to remove it. */
  whatsappNumber?: string | null;
};
export type ApiKeyDto = {
  createdAt: string;
  expiresAt: string | null;
  id: string;
  /** The last request made with the key (to the minute); null: never used. */
  lastUsedAt: string | null;
  name: string;
  /** The start of the key, as it is shown again: `sk_live_` (production) or `sk_test_`, and 12
    hex digits. */
  prefix: string;
  revokedAt: string | null;
  scopes: (
    | 'catalogue:read'
    | 'listings:write'
    | 'bookings:read'
    | 'bookings:write'
    | 'reviews:read'
    | 'webhooks:manage'
  )[];
  /** active, revoked or expired. */
  status: 'expired' | 'active' | 'revoked';
};
export type CreatedApiKeyDto = {
  createdAt: string;
  expiresAt: string | null;
  id: string;
  /** The key, shown this once: send it as `Authorization: Bearer <key>`. */
  key: string;
  /** The last request made with the key (to the minute); null: never used. */
  lastUsedAt: string | null;
  name: string;
  /** The start of the key, as it is shown again: `sk_live_` (production) or `sk_test_`, and 12
    hex digits. */
  prefix: string;
  revokedAt: string | null;
  scopes: (
    | 'catalogue:read'
    | 'listings:write'
    | 'bookings:read'
    | 'bookings:write'
    | 'reviews:read'
    | 'webhooks:manage'
  )[];
  /** active, revoked or expired. */
  status: 'expired' | 'active' | 'revoked';
};
export type CreateApiKeyDto = {
  /** When the key stops working (ISO 8601, in the future); without it the key works until it is
    revoked. */
  expiresAt?: string;
  /** What the key is for (shown in the list). */
  name: string;
  /** What the key may do: `catalogue:read` (the organisation's listings and their availability),
    `listings:write` (edit, publish and close listings), `bookings:read` (the organisation's
    bookings), `bookings:write` (create bookings of its listings, check in, cancel),
    `reviews:read` (the reviews of the organisation's listings), `webhooks:manage` (webhook
    endpoints, their deliveries, tests and redeliveries, and past events). */
  scopes: (
    | 'catalogue:read'
    | 'listings:write'
    | 'bookings:read'
    | 'bookings:write'
    | 'reviews:read'
    | 'webhooks:manage'
  )[];
};
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
  serviceType: 'hotel' | 'event' | 'car' | 'tour' | 'real_estate';
  /** confirmed (expected), checked_in or no_show. */
  stage:
    | 'confirmed'
    | 'pending_payment'
    | 'expired'
    | 'cancelled'
    | 'cancelled_by_operator'
    | 'checked_in'
    | 'no_show';
  startDate: string;
  /** SHA-256 (hex) of the voucher's QR token: a scanned code is this booking's genuine voucher
    when the SHA-256 of its text is this value. Null for a booking paid before vouchers were
    issued: check it in by its reference. */
  tokenDigest: string | null;
};
export type ArrivalsDto = {
  arrivals: ArrivalDto[];
  day: string;
  /** How `tokenDigest` is made. */
  digest: string;
  /** When the list was read; a phone keeps it with this time. */
  generatedAt: string;
  organisationId: number;
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
  serviceType: 'hotel' | 'event' | 'car' | 'tour' | 'real_estate';
  /** What the traveller asked for, as written; null when nothing. */
  specialRequests: string | null;
  /** Where the booking is, check-in and no-show included. */
  stage:
    | 'confirmed'
    | 'pending_payment'
    | 'expired'
    | 'cancelled'
    | 'cancelled_by_operator'
    | 'checked_in'
    | 'no_show';
  startDate: string;
  /** When the service begins (ISO 8601, UTC = Freetown): check-in time, event start, pickup,
    tour start time or viewing time. */
  startsAt: string;
  /** The stored status: pending_payment, confirmed, expired, cancelled or cancelled_by_operator. */
  status: string;
  /** US dollars, as charged. */
  totalAmount: number;
  /** When anything a partner sees of the booking last changed: its status, payment, check-in,
    no-show or cancellation (to the millisecond). Give it as `updatedSince` to sync. */
  updatedAt: string;
};
export type OperatorBookingPageDto = {
  items: OperatorBookingDto[];
  /** Give it as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
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
  /** Per-type details as stored (nights, room type, ticket category, pickup, participants,
    special requests...). */
  metadata: {
    [key: string]: any;
  };
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
  serviceType: 'hotel' | 'event' | 'car' | 'tour' | 'real_estate';
  /** What the traveller asked for, as written; null when nothing. */
  specialRequests: string | null;
  /** Where the booking is, check-in and no-show included. */
  stage:
    | 'confirmed'
    | 'pending_payment'
    | 'expired'
    | 'cancelled'
    | 'cancelled_by_operator'
    | 'checked_in'
    | 'no_show';
  startDate: string;
  /** When the service begins (ISO 8601, UTC = Freetown): check-in time, event start, pickup,
    tour start time or viewing time. */
  startsAt: string;
  /** The stored status: pending_payment, confirmed, expired, cancelled or cancelled_by_operator. */
  status: string;
  /** US dollars, as charged. */
  totalAmount: number;
  /** When anything a partner sees of the booking last changed: its status, payment, check-in,
    no-show or cancellation (to the millisecond). Give it as `updatedSince` to sync. */
  updatedAt: string;
};
export type CheckInDto = {
  /** When the traveller was checked in, for a check-in made on a phone without a connection and
    sent later: at most 7 days ago and not in the future (a phone clock up to 5 minutes ahead
    counts as now). Without it, the check-in happens now. */
  checkedInAt?: string;
  /** The booking's reference, as the traveller reads it out. */
  reference?: string;
  /** The content of the voucher's QR code. */
  token?: string;
};
export type OperatorCancelDto = {
  /** Why: the traveller sees it. */
  reason: string;
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
  source: 'admin_unpublish' | 'suspension';
  /** held, or review_requested (waiting for an admin). */
  state: 'held' | 'review_requested';
};
export type PartnerRoomDto = {
  amenities: string[];
  /** Archived room types are kept for their bookings but offered no more. */
  archived: boolean;
  capacity: number;
  description: string;
  id: number;
  images: string[];
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
export type PartnerListingDto = {
  /** The listing in the shape of the public catalogue (HotelDto, EventDto, CarDto, TourDto or PropertyDto). */
  details: HotelDto | EventDto | CarDto | TourDto | PropertyDto;
  /** An admin's hold: the listing cannot be published until an admin reinstates it. */
  hold: (ListingHoldDto | (null | null)) | null;
  id: number;
  /** hotel, event, car, tour or property. */
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  /** Why an admin unpublished it; null otherwise. */
  moderationReason: string | null;
  name: string;
  organisationId: number;
  /** Tours: largest private group when above maxGroupSize. */
  privateGroupLimit?: number | null;
  /** Tours: private groups the operator takes a day. */
  privateGroupsPerDay?: number;
  /** Hotels: every room type, archived ones included. */
  rooms?: PartnerRoomDto[];
  /** draft, published, unpublished or archived. */
  status: 'draft' | 'published' | 'unpublished' | 'archived';
  /** Events: the ticket categories with what is sold. */
  ticketCategories?: PartnerTicketCategoryDto[];
  updatedAt: string;
  /** Properties: ISO weekdays with viewings. */
  viewingDays?: number[];
  /** Properties: viewing start times. */
  viewingTimes?: string[];
};
export type CarExtraInputDto = {
  name: string;
  price: number;
  unit: 'day' | 'rental' | 'hour';
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
export type CarInputDto = {
  /** US dollars per day; applies to bookings made from now on. */
  dailyRate: number;
  extras?: CarExtraInputDto[];
  features?: string[];
  fuelType: string;
  isAvailable?: boolean;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
  longitude?: number | null;
  make: string;
  model: string;
  pickupLocations: string[];
  seats: number;
  terms: CarTermsInputDto;
  transmission: string;
  /** SUV, Sedan, Hatchback or Pickup. */
  type: 'Pickup' | 'SUV' | 'Sedan' | 'Hatchback';
  year: number;
};
export type UpdateCarDto = {
  /** US dollars per day; applies to bookings made from now on. */
  dailyRate?: number;
  extras?: CarExtraInputDto[];
  features?: string[];
  fuelType?: string;
  isAvailable?: boolean;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location?: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
  longitude?: number | null;
  make?: string;
  model?: string;
  pickupLocations?: string[];
  seats?: number;
  terms?: CarTermsInputDto;
  transmission?: string;
  /** SUV, Sedan, Hatchback or Pickup. */
  type?: 'Pickup' | 'SUV' | 'Sedan' | 'Hatchback';
  year?: number;
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
export type ClosureDto = {
  createdAt: string;
  endDate: string;
  id: string;
  reason: string;
  roomId: number | null;
  serviceId: number;
  serviceType: 'hotel' | 'car' | 'tour';
  startDate: string;
  /** Units closed; null: the whole room type (or the car, or the tour). */
  units: number | null;
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
  serviceType: 'hotel' | 'car' | 'tour';
  /** First closed day (for a hotel, the first closed night), YYYY-MM-DD. */
  startDate: string;
  /** How many of the room type's units to close (hotels only); all of them when not given. */
  units?: number;
};
export type ScheduleItemInputDto = {
  description: string;
  /** HH:MM. */
  time: string;
  title: string;
};
export type VenueInputDto = {
  address: string;
  capacity: number;
  directions: string;
  facilities: string[];
  name: string;
};
export type EventInputDto = {
  /** Largest number of attendees. */
  capacity?: number;
  /** cultural, festival, music, food or sports. */
  category: 'food' | 'music' | 'cultural' | 'festival' | 'sports';
  city: string;
  description: string;
  /** End, ISO 8601, after the start. */
  endDate?: string;
  excluded?: string[];
  included?: string[];
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
  longitude?: number | null;
  schedule?: ScheduleItemInputDto[];
  /** Start, ISO 8601 (UTC). */
  startDate: string;
  title: string;
  venue: VenueInputDto;
};
export type UpdateEventDto = {
  /** Largest number of attendees. */
  capacity?: number;
  /** cultural, festival, music, food or sports. */
  category?: 'food' | 'music' | 'cultural' | 'festival' | 'sports';
  city?: string;
  description?: string;
  /** End, ISO 8601, after the start. */
  endDate?: string;
  excluded?: string[];
  included?: string[];
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location?: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
  longitude?: number | null;
  schedule?: ScheduleItemInputDto[];
  /** Start, ISO 8601 (UTC). */
  startDate?: string;
  title?: string;
  venue?: VenueInputDto;
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
export type TicketCategoryInputDto = {
  description: string;
  name: string;
  /** US dollars per ticket; applies to bookings made from now on. */
  price: number;
  /** Tickets on offer; never below those already sold or held. */
  quantity: number;
};
export type UpdateTicketCategoryDto = {
  description?: string;
  name?: string;
  /** US dollars per ticket; applies to bookings made from now on. */
  price?: number;
  /** Tickets on offer; never below those already sold or held. */
  quantity?: number;
};
export type HotelInputDto = {
  address: string;
  amenities?: string[];
  /** Guests may check in from this time (HH:MM, Freetown); 14:00 unless given. */
  checkInTime?: string;
  /** Guests check out by this time (HH:MM, Freetown); 11:00 unless given. */
  checkOutTime?: string;
  /** Town or area: Freetown, Peninsula, Bo, Kenema, Makeni, ... */
  city: string;
  description: string;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
  longitude?: number | null;
  name: string;
  /** 1 to 5. */
  starRating: number;
};
export type UpdateHotelDto = {
  address?: string;
  amenities?: string[];
  /** Guests may check in from this time (HH:MM, Freetown); 14:00 unless given. */
  checkInTime?: string;
  /** Guests check out by this time (HH:MM, Freetown); 11:00 unless given. */
  checkOutTime?: string;
  /** Town or area: Freetown, Peninsula, Bo, Kenema, Makeni, ... */
  city?: string;
  description?: string;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
  longitude?: number | null;
  name?: string;
  /** 1 to 5. */
  starRating?: number;
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
  roomIds: number[];
  /** First night (the night that starts on this day), YYYY-MM-DD. */
  startDate: string;
  /** Price of each Friday and Saturday night of the range, US dollars. */
  weekendPrice?: number;
};
export type RoomInputDto = {
  amenities?: string[];
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
export type UpdateRoomDto = {
  amenities?: string[];
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
export type ImageOrderDto = {
  /** Every image URL of the listing, once each. */
  images: string[];
};
export type ImageRefDto = {
  /** Its URL, as listed in `images`. */
  image: string;
};
export type QuoteDiscountDto = {
  /** US dollars taken off. */
  amount: number;
  code: 'group_discount';
  description: string;
  percent: number;
};
export type QuoteLineDto = {
  /** quantity × unitPrice, US dollars. */
  amount: number;
  /** night, ticket, rental_day, driver_day, extra, participant or viewing_fee. */
  code: 'night' | 'ticket' | 'rental_day' | 'driver_day' | 'extra' | 'participant' | 'viewing_fee';
  description: string;
  quantity: number;
  /** US dollars. */
  unitPrice: number;
};
export type QuoteUnavailableDto = {
  code:
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
  message: string;
};
export type QuoteDto = {
  /** Whether the booking could be made now: the room, car, seats, tickets or viewing slot are
    free and the listing is on sale. */
  available: boolean;
  /** The currency of every amount: US dollars (a booking is charged in leones at the day's rate
    when paid by mobile money). */
  currency: 'USD';
  discounts: QuoteDiscountDto[];
  /** When it would end; null where the kind has no end. */
  endDate: string | null;
  guests: number;
  kind: 'hotel' | 'event' | 'car' | 'tour' | 'property';
  /** What is charged, line by line; empty when the listing cannot be booked on these terms at all. */
  lines: QuoteLineDto[];
  listingId: number;
  listingName: string;
  quotedAt: string;
  /** When the booking would start (ISO 8601, UTC). */
  startDate: string | null;
  /** The lines' sum, US dollars; null with no lines. */
  subtotal: number | null;
  /** What the booking would charge, US dollars: send it as the booking's `totalAmount`. Null
    when the listing cannot be booked on these terms at all (see `unavailable`). */
  total: number | null;
  /** Why not, when `available` is false; null otherwise. */
  unavailable: (QuoteUnavailableDto | (null | null)) | null;
};
export type QuoteRequestDto = {
  /** Cars: with a driver ($50 a day). Default false. */
  driverRequired?: boolean;
  /** YYYY-MM-DD: check-out (hotels) or return day (cars). */
  endDate?: string;
  /** Cars: names of the car's extras to add. */
  extras?: string[];
  /** Guests (hotels), participants (tours) or tickets (events); 1 for cars and viewings.
    Default 1. */
  guests?: number;
  /** Cars: one of the car's pickup locations; its first when left out. */
  pickupLocation?: string;
  /** Cars: HH:MM, every 30 minutes from 08:00 to 18:00. */
  pickupTime?: string;
  /** Tours: the language of the guide; the tour's first language when left out. */
  preferredLanguage?: string;
  /** Properties: to buy or to rent. Default rent when the property is for rent, else buy. */
  purpose?: 'buy' | 'rent';
  /** Cars: HH:MM, every 30 minutes from 08:00 to 18:00. */
  returnTime?: string;
  /** Hotels: the room type. */
  roomId?: number;
  /** YYYY-MM-DD: check-in, tour day, pickup day or viewing day (events: leave out). */
  startDate?: string;
  /** Events: the ticket category's name, as the event's availability lists it. */
  ticketCategory?: string;
  /** Tours: shared (a seat on the day's departure) or private (the group alone). */
  tourType?: 'private' | 'shared';
  /** Properties: HH:MM, 09:00-12:30 or 14:00-17:30, every 30 minutes. */
  viewingTime?: string;
};
export type ReviewRequestDto = {
  /** What changed, for the admin; 3-1000 characters. */
  note: string;
};
export type InvitationDto = {
  email: string;
  id: string;
  invitedAt: string;
};
export type MemberDto = {
  email: string;
  firstName: string;
  joinedAt: string;
  lastName: string;
  role: 'owner' | 'staff';
  userId: string;
};
export type MembersDto = {
  invitations: InvitationDto[];
  members: MemberDto[];
};
export type InviteResultDto = {
  email: string;
  /** added: the account existed and is now staff; invited: it joins when it signs up or in. */
  result: 'added' | 'invited';
};
export type InviteMemberDto = {
  /** Their account's address. An account that exists becomes a member at once; otherwise the
    invitation waits until an account with this address signs up or signs in. */
  email: string;
};
export type MonthFiguresDto = {
  /** Paid bookings confirmed this month and not cancelled since. */
  bookings: number;
  /** The platform's commission on the gross, US dollars (rounded to the cent). */
  commission: number;
  commissionPercent: number;
  /** Their total, US dollars. */
  confirmedGross: number;
  month: string;
  /** What the platform owes the organisation: gross less commission. */
  netDue: number;
  /** Paid bookings cancelled this month: owed back to travellers, US dollars. */
  refundsDue: number;
};
export type MoneyDto = {
  currency: string;
  months: MonthFiguresDto[];
  organisationId: number;
};
export type NotificationPreferencesDto = {
  /** An e-mail each evening with tomorrow's arrivals (guests, phones, special requests), when
    there are any. */
  arrivalsDigest: boolean;
  /** The 'New booking' and cancellation e-mails, at `email`. */
  bookingEmails: boolean;
  /** The 'New booking' SMS, at `phone`. */
  bookingSms: boolean;
  /** Where the e-mails go: the account's address; null when it has none. */
  email: string | null;
  /** Where the SMS go: the account's verified phone; null when it has none (no SMS then). */
  phone: string | null;
};
export type UpdateNotificationPreferencesDto = {
  arrivalsDigest?: boolean;
  bookingEmails?: boolean;
  bookingSms?: boolean;
};
export type PropertyInputDto = {
  address: string;
  bathrooms?: number | null;
  bedrooms?: number | null;
  description: string;
  features?: string[];
  /** Open for viewings. */
  isActive?: boolean;
  isForRent: boolean;
  isForSale: boolean;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
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
  type: 'house' | 'apartment' | 'land' | 'commercial';
  /** Estimated monthly utilities, US dollars. */
  utilities: number;
  /** ISO weekdays when viewings can happen (1 Monday ... 7 Sunday). */
  viewingDays?: number[];
  /** Viewing start times (HH:MM) from 09:00-12:30 and 14:00-17:30, every 30 minutes. */
  viewingTimes?: string[];
  yearBuilt?: number | null;
};
export type UpdatePropertyDto = {
  address?: string;
  bathrooms?: number | null;
  bedrooms?: number | null;
  description?: string;
  features?: string[];
  /** Open for viewings. */
  isActive?: boolean;
  isForRent?: boolean;
  isForSale?: boolean;
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
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
  type?: 'house' | 'apartment' | 'land' | 'commercial';
  /** Estimated monthly utilities, US dollars. */
  utilities?: number;
  /** ISO weekdays when viewings can happen (1 Monday ... 7 Sunday). */
  viewingDays?: number[];
  /** Viewing start times (HH:MM) from 09:00-12:30 and 14:00-17:30, every 30 minutes. */
  viewingTimes?: string[];
  yearBuilt?: number | null;
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
export type ReplyDto = {
  /** Shown under the review; 2-1000 characters. */
  text: string;
};
export type TourGuideInputDto = {
  experience: string;
  languages: string[];
  name: string;
  specialties: string[];
};
export type ItineraryDayInputDto = {
  accommodation?: string | null;
  activities: string[];
  day: number;
  highlights: string[];
  meals: string[];
  title: string;
};
export type TourInputDto = {
  city: string;
  description: string;
  /** easy, moderate, challenging or difficult. */
  difficulty: 'easy' | 'moderate' | 'challenging' | 'difficult';
  duration: string;
  guides?: TourGuideInputDto[];
  includedActivities?: string[];
  itinerary?: ItineraryDayInputDto[];
  languages?: string[];
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
  longitude?: number | null;
  /** Seats of a shared departure; also the largest private group unless privateGroupLimit is set. */
  maxGroupSize: number;
  meals?: string[];
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
  whatToBring?: string[];
};
export type UpdateTourDto = {
  city?: string;
  description?: string;
  /** easy, moderate, challenging or difficult. */
  difficulty?: 'easy' | 'moderate' | 'challenging' | 'difficult';
  duration?: string;
  guides?: TourGuideInputDto[];
  includedActivities?: string[];
  itinerary?: ItineraryDayInputDto[];
  languages?: string[];
  /** Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
    10.5); null clears the place. The partner portal sets it with a pin on the map. */
  latitude?: number | null;
  location?: string;
  /** Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
    -9.8); null clears the place. */
  longitude?: number | null;
  /** Seats of a shared departure; also the largest private group unless privateGroupLimit is set. */
  maxGroupSize?: number;
  meals?: string[];
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
  whatToBring?: string[];
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
export type WebhookEventDto = {
  createdAt: string;
  /** The event's data: its schema is the type's, under the contract's `x-webhooks`. */
  data: {
    [key: string]: any;
  };
  id: string;
  type: string;
};
export type WebhookEventPageDto = {
  items: WebhookEventDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};
export type WebhookEndpointDto = {
  /** The API version whose event shapes it receives. */
  apiVersion: string;
  /** Tries in a row that failed since the last success. */
  consecutiveFailures: number;
  createdAt: string;
  description: string;
  eventTypes: string[];
  /** When that run of failures began (null: the last try succeeded). */
  failingSince: string | null;
  id: string;
  /** When the endpoint was paused for failing too long (null: it is not). A paused endpoint
    receives only test events; its other events wait, and are sent once a test succeeds. */
  pausedAt: string | null;
  url: string;
};
export type CreatedWebhookEndpointDto = {
  /** The API version whose event shapes it receives. */
  apiVersion: string;
  /** Tries in a row that failed since the last success. */
  consecutiveFailures: number;
  createdAt: string;
  description: string;
  eventTypes: string[];
  /** When that run of failures began (null: the last try succeeded). */
  failingSince: string | null;
  id: string;
  /** When the endpoint was paused for failing too long (null: it is not). A paused endpoint
    receives only test events; its other events wait, and are sent once a test succeeds. */
  pausedAt: string | null;
  /** The signing secret, shown this once: keep it to verify `Salone-Signature` (or, with a
    Standard Webhooks library, `webhook-signature`). */
  secret: string;
  url: string;
};
export type CreateWebhookEndpointDto = {
  /** The API version whose event shapes the endpoint receives; without it, the version of the
    request (`Salone-Version`). From 2026-12-07 an event's `booking` is the booking as
    `GET …/bookings/{bookingId}` shows it; 2026-11-26 keeps the first edition's snapshot. */
  apiVersion?: '2026-11-26' | '2026-12-07' | '2026-12-08';
  /** What the endpoint is for. */
  description?: string;
  /** The event types to receive. */
  eventTypes: (
    | 'booking.created'
    | 'booking.payment_requested'
    | 'booking.confirmed'
    | 'booking.cancelled'
    | 'booking.expired'
    | 'booking.checked_in'
    | 'payment.failed'
    | 'listing.published'
    | 'listing.unpublished'
    | 'listing.reinstated'
    | 'listing.review_requested'
    | 'listing.review_refused'
    | 'review.created'
  )[];
  /** Where the events are POSTed; `https` only in production. */
  url: string;
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
  status: 'pending' | 'sent' | 'dead';
};
export type WebhookDeliveryPageDto = {
  items: WebhookDeliveryDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};
export type WebhookDeliveryQueuedDto = {
  /** The delivery that will be tried now. */
  deliveryId: string;
};
export const {
  useListAuditLogQuery,
  useLazyListAuditLogQuery,
  useSearchAllBookingsQuery,
  useLazySearchAllBookingsQuery,
  useListContactMessagesQuery,
  useLazyListContactMessagesQuery,
  useReadContactMessageQuery,
  useLazyReadContactMessageQuery,
  useMarkContactMessageHandledMutation,
  useReopenContactMessageMutation,
  useGetAdminExchangeRateQuery,
  useLazyGetAdminExchangeRateQuery,
  useChangeExchangeRateMutation,
  useListListingHoldsQuery,
  useLazyListListingHoldsQuery,
  useListAllListingsQuery,
  useLazyListAllListingsQuery,
  useRefuseListingReviewMutation,
  useReinstateListingMutation,
  useModerateListingMutation,
  useListOrganisationsQuery,
  useLazyListOrganisationsQuery,
  useApproveOrganisationMutation,
  useRejectOrganisationMutation,
  useRequestOrganisationChangesMutation,
  useSuspendOrganisationMutation,
  useListAllReviewsQuery,
  useLazyListAllReviewsQuery,
  useHideReviewMutation,
  useApplyAsOperatorMutation,
  useListMyOrganisationsQuery,
  useLazyListMyOrganisationsQuery,
  useGetMyOrganisationQuery,
  useLazyGetMyOrganisationQuery,
  useUpdateMyOrganisationMutation,
  useListApiKeysQuery,
  useLazyListApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useListOperatorArrivalsQuery,
  useLazyListOperatorArrivalsQuery,
  useListOrganisationAuditLogQuery,
  useLazyListOrganisationAuditLogQuery,
  useListOperatorBookingsQuery,
  useLazyListOperatorBookingsQuery,
  useExportOperatorBookingsQuery,
  useLazyExportOperatorBookingsQuery,
  useCheckInOperatorBookingMutation,
  useGetOperatorBookingQuery,
  useLazyGetOperatorBookingQuery,
  useCancelOperatorBookingMutation,
  useMarkOperatorBookingNoShowMutation,
  useCreateCarMutation,
  useUpdateCarMutation,
  useGetPartnerCarAvailabilityQuery,
  useLazyGetPartnerCarAvailabilityQuery,
  useListClosuresQuery,
  useLazyListClosuresQuery,
  useCreateClosureMutation,
  useDeleteClosureMutation,
  useCreateEventMutation,
  useUpdateEventMutation,
  useGetPartnerEventAvailabilityQuery,
  useLazyGetPartnerEventAvailabilityQuery,
  useAddTicketCategoryMutation,
  useRemoveTicketCategoryMutation,
  useUpdateTicketCategoryMutation,
  useCreateHotelMutation,
  useUpdateHotelMutation,
  useGetPartnerHotelAvailabilityQuery,
  useLazyGetPartnerHotelAvailabilityQuery,
  useListRoomRatesQuery,
  useLazyListRoomRatesQuery,
  useCreateRoomRatesMutation,
  useDeleteRoomRateMutation,
  useAddRoomMutation,
  useArchiveRoomMutation,
  useUpdateRoomMutation,
  useOrderRoomImagesMutation,
  useAddRoomImageMutation,
  useRemoveRoomImageMutation,
  useRevokeInvitationMutation,
  useListOwnListingsQuery,
  useLazyListOwnListingsQuery,
  useGetOwnListingQuery,
  useLazyGetOwnListingQuery,
  useArchiveListingMutation,
  useOrderListingImagesMutation,
  useAddListingImageMutation,
  useRemoveListingImageMutation,
  usePublishListingMutation,
  useQuoteListingMutation,
  useRequestListingReviewMutation,
  useUnpublishListingMutation,
  useListMembersQuery,
  useLazyListMembersQuery,
  useInviteMemberMutation,
  useRemoveMemberMutation,
  useGetOperatorMoneyQuery,
  useLazyGetOperatorMoneyQuery,
  useGetNotificationPreferencesQuery,
  useLazyGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  useGetPartnerPropertyAvailabilityQuery,
  useLazyGetPartnerPropertyAvailabilityQuery,
  useResubmitApplicationMutation,
  useListOrganisationReviewsQuery,
  useLazyListOrganisationReviewsQuery,
  useReplyToReviewMutation,
  useCreateTourMutation,
  useUpdateTourMutation,
  useGetPartnerTourAvailabilityQuery,
  useLazyGetPartnerTourAvailabilityQuery,
  useListWebhookEventsQuery,
  useLazyListWebhookEventsQuery,
  useListWebhookEndpointsQuery,
  useLazyListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useLazyListWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
  useSendWebhookTestMutation,
} = injectedRtkApi;
