import { skipToken } from '@salone/api-client';
import {
  useGetCarQuery,
  useGetEventQuery,
  useGetHotelQuery,
  useGetPropertyQuery,
  useGetTourQuery,
} from '@salone/api-client/catalogue';
import { type BookingDto } from '@salone/api-client/bookings';

export interface OperatorContact {
  name: string;
  phone: string;
  email: string;
}

export interface ListingDetails {
  /** Who runs what was booked: the organisation that owns the listing. */
  contact: OperatorContact | null;
  /** How to get there, in words. */
  directions: string | null;
}

/**
 * The voucher's operator contact and directions. The contact comes with the booking itself
 * (the organisation that owns the listing); directions are read from
 * the booked listing's public page (cached like every catalogue read, so they show offline
 * too once seen). Car pickups come from the booking itself.
 */
export function useListingDetails(booking: BookingDto): ListingDetails {
  const id = booking.serviceId;
  const arg = (type: BookingDto['serviceType']) =>
    booking.serviceType === type ? { id } : skipToken;
  const { data: hotel } = useGetHotelQuery(arg('hotel'));
  const { data: event } = useGetEventQuery(arg('event'));
  const { data: car } = useGetCarQuery(arg('car'));
  const { data: tour } = useGetTourQuery(arg('tour'));
  const { data: property } = useGetPropertyQuery(arg('real_estate'));

  // A booking read before operators were part of the answer (an offline copy) has none.
  const contact: OperatorContact | null = booking.operator ?? null;
  switch (booking.serviceType) {
    case 'hotel':
      return {
        contact,
        directions: hotel ? `${hotel.name}, ${hotel.address}, ${hotel.city}.` : null,
      };
    case 'event':
      return {
        contact,
        directions: event
          ? [`${event.venue.name}, ${event.venue.address}.`, event.venue.directions]
              .filter(Boolean)
              .join(' ')
          : null,
      };
    case 'car':
      return {
        contact,
        directions: `Pick the car up at ${booking.metadata.pickupLocation} at ${booking.metadata.pickupTime}${
          car ? ` (${car.make} ${car.model})` : ''
        }; return it at ${booking.metadata.returnLocation} by ${booking.metadata.returnTime}.`,
      };
    case 'tour':
      return {
        contact,
        directions: tour ? `The tour starts from ${tour.location}.` : null,
      };
    case 'real_estate':
      return {
        contact,
        directions: property
          ? `${property.address}. Ask for ${property.agent.name} at ${booking.metadata.viewingTime}.`
          : null,
      };
  }
}
