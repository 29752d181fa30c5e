import { BookingEntity } from './booking.entity.js';
import { ClosureEntity } from './closure.entity.js';
import { TourDepartureEntity } from './tour-departure.entity.js';

export const BOOKING_ENTITIES = [BookingEntity, TourDepartureEntity, ClosureEntity];
