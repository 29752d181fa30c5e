/**
 * What the catalogue needs to know about bookings: which rooms and cars are held. The
 * bookings module owns the `bookings` table and provides this port (it also reads the
 * catalogue, so the catalogue cannot depend on it directly).
 */
export interface Occupancy {
  /** Which of these rooms have no unit free (booked or closed) on some night of [from, to). */
  roomsTaken(roomIds: number[], from: Date, to: Date): Promise<Set<number>>;
  /** Which of these cars are rented out or closed for any time of [from, to). */
  carsTaken(carIds: number[], from: Date, to: Date): Promise<Set<number>>;
  /** Full room nights, and car bookings and closures, overlapping [from, to). */
  heldBetween(from: Date, to: Date): Promise<HeldSpan[]>;
}

/** One live booking that holds a room or a car. */
export interface HeldSpan {
  serviceType: 'hotel' | 'car';
  serviceId: number;
  roomId: number | null;
  startDate: Date;
  endDate: Date | null;
}

/** Injection token of the {@link Occupancy} port. */
export const OCCUPANCY = Symbol('OCCUPANCY');
