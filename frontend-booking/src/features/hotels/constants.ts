/** The hotel booking dialog's title in English (its catalogue message is `hotel.bookingTitle`). */
export const HOTEL_BOOKING_TITLE = 'Book Your Stay';
