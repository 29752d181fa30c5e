import type { OpenAPIObject } from '@nestjs/swagger';
import type { BookingServiceType } from '@salone/booking-rules';
import type { CREATE_BOOKING_SCHEMAS } from './create-booking.dto.js';

/**
 * What the contract says of a booking request beyond its classes' properties: the rules that
 * join two fields, and one whole request per kind. The examples are booked as they are by
 * backend/test/booking-requests.e2e-spec.ts on the sample data (only their days moved to come),
 * so they stay requests the server accepts.
 */

/** One whole request per kind, on the sample data's listings. */
export const BOOKING_REQUEST_EXAMPLES = {
  hotel: {
    serviceType: 'hotel',
    serviceId: 1,
    roomId: 1,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+23276123456',
    guests: 2,
    startDate: '2027-01-15',
    endDate: '2027-01-17',
    totalAmount: 480,
    metadata: { specialRequests: 'Late arrival, around 22:00' },
  },
  event: {
    serviceType: 'event',
    serviceId: 3,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+23276123456',
    guests: 3,
    totalAmount: 95,
    metadata: {
      tickets: [
        { category: 'Terrace', quantity: 2 },
        { category: 'VIP box', quantity: 1 },
      ],
    },
  },
  car: {
    serviceType: 'car',
    serviceId: 1,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+23276123456',
    guests: 1,
    startDate: '2027-01-15',
    endDate: '2027-01-17',
    totalAmount: 380,
    metadata: {
      pickupLocation: 'Freetown International Airport',
      pickupTime: '09:30',
      returnTime: '09:30',
      driverRequired: true,
    },
  },
  tour: {
    serviceType: 'tour',
    serviceId: 1,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+23276123456',
    guests: 2,
    startDate: '2027-01-15',
    totalAmount: 90,
    metadata: {
      tourType: 'shared',
      preferredLanguage: 'English',
      participants: [
        { name: 'Aminata Kamara', phone: '+23276123456', email: 'aminata@example.com' },
        { name: 'Mohamed Sesay', phone: '+23277100200' },
      ],
    },
  },
  real_estate: {
    serviceType: 'real_estate',
    serviceId: 1,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+23276123456',
    guests: 1,
    startDate: '2027-01-15',
    totalAmount: 25,
    metadata: { viewingTime: '10:30', purpose: 'buy' },
  },
} satisfies { [K in BookingServiceType]: InstanceType<(typeof CREATE_BOOKING_SCHEMAS)[K]> };

type Schema = Record<string, unknown>;

/**
 * Writes into the document the rules that join two fields: an event's request names its
 * tickets by `ticketCategory` or by `tickets`, exactly one of them; a car without a driver
 * needs the driver's licence. Each request class gets its kind's whole example.
 */
export function bookingRequestRules(
  document: OpenAPIObject,
  classes: Record<BookingServiceType, { name: string }>,
): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const event = schemas.EventBookingMetadataDto;
  if (event) {
    event.oneOf = [
      { title: 'One category', required: ['ticketCategory'] },
      { title: 'Several categories', required: ['tickets'] },
    ];
  }
  const car = schemas.CarBookingMetadataDto;
  if (car) {
    car.oneOf = [
      {
        title: 'With a driver',
        properties: { driverRequired: { type: 'boolean', enum: [true] } },
        required: ['driverRequired'],
      },
      {
        title: 'Driving themselves',
        properties: { driverRequired: { type: 'boolean', enum: [false] } },
        required: ['driverRequired', 'driversLicenseId'],
      },
    ];
  }
  for (const [kind, type] of Object.entries(classes) as [BookingServiceType, { name: string }][]) {
    const schema = schemas[type.name];
    if (schema) schema.example = BOOKING_REQUEST_EXAMPLES[kind];
  }
  return document;
}
