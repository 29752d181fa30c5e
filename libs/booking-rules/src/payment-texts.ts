import type { ViewingPurpose } from './property.js';

/**
 * Payment description texts: what a mobile-money payment says it pays for
 * (docs/product.md, Payments). The booking dialogs send them with the payment request; the
 * dashboard writes the same text when it asks for a new code.
 */
export const paymentDescriptions = {
  hotel: (hotelName: string, roomType: string) => `Hotel booking: ${hotelName} - ${roomType}`,
  event: (eventTitle: string, tickets: number) =>
    `Event tickets: ${eventTitle} - ${tickets} ticket(s)`,
  car: (make: string, model: string, days: number) =>
    `Car rental: ${`${make} ${model}`.trim()} - ${days} day(s)`,
  tour: (tourTitle: string, participants: number) =>
    `Tour booking: ${tourTitle} - ${participants} participant(s)`,
  real_estate: (propertyTitle: string, purpose: ViewingPurpose) =>
    `Property viewing: ${propertyTitle} (${purpose === 'rent' ? 'to rent' : 'to buy'})`,
};
