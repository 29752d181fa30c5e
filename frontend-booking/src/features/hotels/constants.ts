/** Title of the hotel booking dialog. */
export const HOTEL_BOOKING_TITLE = 'Book Your Stay';
