// Generated from docs/openapi.json by libs/partner-sdk/scripts/generate.mjs: do not edit.

/** The contract's version (info.version). */
export const CONTRACT_VERSION = '2026-12-08';

/** Every operation an API key may call, by operationId. */
export const OPERATIONS = {
  "createBooking": {
    "method": "POST",
    "path": "/api/bookings",
    "pathParams": [],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "listOperatorArrivals": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/arrivals",
    "pathParams": [
      "orgId"
    ],
    "query": [
      "day"
    ],
    "body": false,
    "response": "json",
    "paged": false
  },
  "listOperatorBookings": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/bookings",
    "pathParams": [
      "orgId"
    ],
    "query": [
      "sort",
      "status",
      "from",
      "to",
      "serviceType",
      "serviceId",
      "roomId",
      "search",
      "limit",
      "cursor",
      "updatedSince"
    ],
    "body": false,
    "response": "json",
    "paged": true
  },
  "exportOperatorBookings": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/bookings.csv",
    "pathParams": [
      "orgId"
    ],
    "query": [
      "status",
      "from",
      "to",
      "serviceType",
      "serviceId",
      "roomId",
      "search"
    ],
    "body": false,
    "response": "text",
    "paged": false
  },
  "checkInOperatorBooking": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/bookings/check-in",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "getOperatorBooking": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/bookings/{bookingId}",
    "pathParams": [
      "orgId",
      "bookingId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "cancelOperatorBooking": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/bookings/{bookingId}/cancel",
    "pathParams": [
      "bookingId",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "markOperatorBookingNoShow": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/bookings/{bookingId}/no-show",
    "pathParams": [
      "bookingId",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "createCar": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/cars",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "updateCar": {
    "method": "PATCH",
    "path": "/api/partner/organisations/{orgId}/cars/{id}",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "getPartnerCarAvailability": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/cars/{id}/availability",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [
      "from",
      "to"
    ],
    "body": false,
    "response": "json",
    "paged": false
  },
  "listClosures": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/closures",
    "pathParams": [
      "orgId"
    ],
    "query": [
      "serviceType",
      "serviceId",
      "includePast"
    ],
    "body": false,
    "response": "json",
    "paged": false
  },
  "createClosure": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/closures",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "deleteClosure": {
    "method": "DELETE",
    "path": "/api/partner/organisations/{orgId}/closures/{closureId}",
    "pathParams": [
      "closureId",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "none",
    "paged": false
  },
  "createEvent": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/events",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "updateEvent": {
    "method": "PATCH",
    "path": "/api/partner/organisations/{orgId}/events/{id}",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "getPartnerEventAvailability": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/events/{id}/availability",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "addTicketCategory": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/events/{id}/ticket-categories",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "removeTicketCategory": {
    "method": "DELETE",
    "path": "/api/partner/organisations/{orgId}/events/{id}/ticket-categories/{categoryId}",
    "pathParams": [
      "id",
      "categoryId",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "updateTicketCategory": {
    "method": "PATCH",
    "path": "/api/partner/organisations/{orgId}/events/{id}/ticket-categories/{categoryId}",
    "pathParams": [
      "id",
      "categoryId",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "createHotel": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/hotels",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "updateHotel": {
    "method": "PATCH",
    "path": "/api/partner/organisations/{orgId}/hotels/{id}",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "getPartnerHotelAvailability": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/hotels/{id}/availability",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [
      "from",
      "to"
    ],
    "body": false,
    "response": "json",
    "paged": false
  },
  "listRoomRates": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/hotels/{id}/rates",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [
      "includePast"
    ],
    "body": false,
    "response": "json",
    "paged": false
  },
  "createRoomRates": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/hotels/{id}/rates",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "deleteRoomRate": {
    "method": "DELETE",
    "path": "/api/partner/organisations/{orgId}/hotels/{id}/rates/{rateId}",
    "pathParams": [
      "id",
      "rateId",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "none",
    "paged": false
  },
  "addRoom": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/hotels/{id}/rooms",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "archiveRoom": {
    "method": "DELETE",
    "path": "/api/partner/organisations/{orgId}/hotels/{id}/rooms/{roomId}",
    "pathParams": [
      "id",
      "roomId",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "updateRoom": {
    "method": "PATCH",
    "path": "/api/partner/organisations/{orgId}/hotels/{id}/rooms/{roomId}",
    "pathParams": [
      "id",
      "roomId",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "listOwnListings": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/listings",
    "pathParams": [
      "orgId"
    ],
    "query": [
      "sort",
      "status",
      "kind",
      "limit",
      "cursor",
      "updatedSince"
    ],
    "body": false,
    "response": "json",
    "paged": true
  },
  "getOwnListing": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/listings/{kind}/{id}",
    "pathParams": [
      "kind",
      "id",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "archiveListing": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/listings/{kind}/{id}/archive",
    "pathParams": [
      "kind",
      "id",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "publishListing": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/listings/{kind}/{id}/publish",
    "pathParams": [
      "kind",
      "id",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "quoteListing": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/listings/{kind}/{id}/quote",
    "pathParams": [
      "kind",
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "requestListingReview": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/listings/{kind}/{id}/review-request",
    "pathParams": [
      "kind",
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "unpublishListing": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/listings/{kind}/{id}/unpublish",
    "pathParams": [
      "kind",
      "id",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "createProperty": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/properties",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "updateProperty": {
    "method": "PATCH",
    "path": "/api/partner/organisations/{orgId}/properties/{id}",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "getPartnerPropertyAvailability": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/real-estate/{id}/availability",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [
      "from",
      "to"
    ],
    "body": false,
    "response": "json",
    "paged": false
  },
  "listOrganisationReviews": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/reviews",
    "pathParams": [
      "orgId"
    ],
    "query": [
      "limit",
      "cursor"
    ],
    "body": false,
    "response": "json",
    "paged": true
  },
  "createTour": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/tours",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "updateTour": {
    "method": "PATCH",
    "path": "/api/partner/organisations/{orgId}/tours/{id}",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "getPartnerTourAvailability": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/tours/{id}/availability",
    "pathParams": [
      "id",
      "orgId"
    ],
    "query": [
      "from",
      "to"
    ],
    "body": false,
    "response": "json",
    "paged": false
  },
  "listWebhookEvents": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/webhook-events",
    "pathParams": [
      "orgId"
    ],
    "query": [
      "limit",
      "cursor",
      "since"
    ],
    "body": false,
    "response": "json",
    "paged": true
  },
  "listWebhookEndpoints": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/webhooks",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "createWebhookEndpoint": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/webhooks",
    "pathParams": [
      "orgId"
    ],
    "query": [],
    "body": true,
    "response": "json",
    "paged": false
  },
  "deleteWebhookEndpoint": {
    "method": "DELETE",
    "path": "/api/partner/organisations/{orgId}/webhooks/{endpointId}",
    "pathParams": [
      "endpointId",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "none",
    "paged": false
  },
  "listWebhookDeliveries": {
    "method": "GET",
    "path": "/api/partner/organisations/{orgId}/webhooks/{endpointId}/deliveries",
    "pathParams": [
      "endpointId",
      "orgId"
    ],
    "query": [
      "limit",
      "cursor"
    ],
    "body": false,
    "response": "json",
    "paged": true
  },
  "redeliverWebhook": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver",
    "pathParams": [
      "endpointId",
      "deliveryId",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  },
  "sendWebhookTest": {
    "method": "POST",
    "path": "/api/partner/organisations/{orgId}/webhooks/{endpointId}/test",
    "pathParams": [
      "endpointId",
      "orgId"
    ],
    "query": [],
    "body": false,
    "response": "json",
    "paged": false
  }
};
