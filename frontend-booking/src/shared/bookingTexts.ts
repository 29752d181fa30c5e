/**
 * Texts of the booking flows (docs/product.md, errors), one set per service. The success
 * toasts are the product's; a refusal the server explains (sold out, price changed, dates taken)
 * shows the
 * server's own words under the same title.
 */
export interface FlowTexts {
  successTitle: string;
  successText(ussdCode: string): string;
  failureTitle: string;
  failureText: string;
}

const useCode = (code: string) => `Use USSD code: ${code} to complete payment.`;

export const BOOKING_TEXTS = {
  hotel: {
    successTitle: 'Booking Created Successfully',
    successText: (code: string) =>
      `Your booking has been created. Please use USSD code: ${code} to complete payment.`,
    failureTitle: 'Booking Failed',
    failureText: 'There was an error creating your booking. Please try again.',
  },
  event: {
    successTitle: 'Tickets Booked Successfully',
    successText: useCode,
    failureTitle: 'Booking Failed',
    failureText: 'There was an error booking your tickets. Please try again.',
  },
  car: {
    successTitle: 'Car Rental Booked Successfully',
    successText: useCode,
    failureTitle: 'Booking Failed',
    failureText: 'There was an error booking your rental. Please try again.',
  },
  tour: {
    successTitle: 'Tour Booked Successfully',
    successText: useCode,
    failureTitle: 'Booking Failed',
    failureText: 'There was an error booking your tour. Please try again.',
  },
  real_estate: {
    successTitle: 'Viewing Scheduled Successfully',
    successText: useCode,
    failureTitle: 'Booking Failed',
    failureText: 'There was an error booking your viewing. Please try again.',
  },
} satisfies Record<string, FlowTexts>;
