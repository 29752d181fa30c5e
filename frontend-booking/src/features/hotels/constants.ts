/** Title of the hotel booking dialog. */
export const HOTEL_BOOKING_TITLE = 'Book Your Stay';

/** How a hotel stay can be paid (the booking itself is paid by mobile money). */
export const HOTEL_PAYMENT_METHODS = ['Mobile money', 'Bank transfer', 'Cash'];
