import type { EntityManager } from 'typeorm';
import type { BookingServiceType } from '@salone/booking-rules';

/**
 * What is free, per night or day, for rooms, cars and tours: live bookings and closures
 * counted by PostgreSQL. Every write that changes the answer (a booking, a closure, fewer
 * units) first takes the item's booking lock, so they take turns and a count read under the
 * lock stays true until the transaction ends (docs/decisions/bookings-of-one-item-take-turns.md,
 * docs/decisions/counted-inventory.md). The rules that refuse on these counts are in
 * availability-rules.ts.
 */

/** First key of the per-item booking lock, one per service type (second key: the item's id). */
export const BOOKING_LOCK_NAMESPACE = {
  hotel: 1,
  event: 2,
  car: 3,
  tour: 4,
  real_estate: 5,
} as const satisfies Record<BookingServiceType, number>;

/** Takes the booking lock of a hotel, event, car, tour or property until the transaction ends. */
export async function lockItem(
  manager: EntityManager,
  serviceType: BookingServiceType,
  serviceId: number,
): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [
    BOOKING_LOCK_NAMESPACE[serviceType],
    serviceId,
  ]);
}

/** A booking that holds inventory at `$now`: confirmed, or unpaid with its hold running. */
const live = (alias: string, now: string) =>
  `(${alias}.status = 'confirmed' OR (${alias}.status = 'pending_payment' AND ${alias}.hold_expires_at > ${now}))`;

/** Midnight UTC of a `date` expression, as timestamptz. */
const midnight = (date: string) => `((${date})::timestamp AT TIME ZONE 'UTC')`;

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export interface RoomNight {
  roomId: number;
  units: number;
  /** YYYY-MM-DD: the night that starts on this day. */
  night: string;
  booked: number;
  closed: number;
  vacant: number;
}

/** For each room and each night of [from, to): units, live bookings, closed units, vacancies. */
export async function roomNights(
  manager: EntityManager,
  roomIds: number[],
  from: string,
  to: string,
  now: Date,
): Promise<RoomNight[]> {
  if (roomIds.length === 0 || to <= from) return [];
  const rows: {
    room_id: number;
    units: number;
    night: string;
    booked: number;
    closed: number;
  }[] = await manager.query(
    `SELECT r.id AS room_id, r.units, to_char(d.night, 'YYYY-MM-DD') AS night,
            (SELECT COUNT(*)::int FROM bookings b
              WHERE b.service_type = 'hotel' AND b.room_id = r.id AND ${live('b', '$4')}
                AND b.start_date <= ${midnight('d.night')} AND b.end_date > ${midnight('d.night')}
            ) AS booked,
            (SELECT COALESCE(SUM(COALESCE(c.units, r.units)), 0)::int FROM closures c
              WHERE c.service_type = 'hotel' AND c.room_id = r.id
                AND c.start_date <= d.night::date AND c.end_date >= d.night::date
            ) AS closed
       FROM rooms r
      CROSS JOIN generate_series($2::date, $3::date - 1, interval '1 day') AS d(night)
      WHERE r.id = ANY($1)
      ORDER BY r.id, d.night`,
    [roomIds, from, to, now],
  );
  return rows.map((row) => ({
    roomId: row.room_id,
    units: row.units,
    night: row.night,
    booked: row.booked,
    closed: Math.min(row.closed, row.units),
    vacant: Math.max(0, row.units - row.booked - Math.min(row.closed, row.units)),
  }));
}

/** The night from `from` on when most units of a room type are held (for a units decrease). */
export async function busiestRoomNight(
  manager: EntityManager,
  roomId: number,
  from: string,
  now: Date,
): Promise<RoomNight | null> {
  const [{ last }]: { last: string | null }[] = await manager.query(
    `SELECT to_char(MAX(b.end_date) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS last FROM bookings b
      WHERE b.service_type = 'hotel' AND b.room_id = $1 AND ${live('b', '$3')}
        AND b.end_date > ${midnight('$2::date')}`,
    [roomId, from, now],
  );
  if (!last) return null;
  const nights = await roomNights(manager, [roomId], from, last, now);
  return nights.reduce<RoomNight | null>(
    (busiest, night) => (!busiest || night.booked > busiest.booked ? night : busiest),
    null,
  );
}

/** Closed days of a car or a tour inside [from, to) (YYYY-MM-DD, `to` excluded). */
export async function closedDays(
  manager: EntityManager,
  serviceType: 'car' | 'tour',
  serviceId: number,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows: { day: string }[] = await manager.query(
    `SELECT DISTINCT to_char(d.day, 'YYYY-MM-DD') AS day
       FROM generate_series($3::date, $4::date - 1, interval '1 day') AS d(day)
       JOIN closures c ON c.service_type = $1 AND c.service_id = $2
                      AND c.start_date <= d.day::date AND c.end_date >= d.day::date`,
    [serviceType, serviceId, from, to],
  );
  return new Set(rows.map((row) => row.day));
}

/** Whether a closure of the car overlaps [from, to) (instants). */
export async function carClosedDuring(
  manager: EntityManager,
  carId: number,
  from: Date,
  to: Date,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM closures c
      WHERE c.service_type = 'car' AND c.service_id = $1
        AND ${midnight('c.start_date')} < $3 AND ${midnight('c.end_date + 1')} > $2
      LIMIT 1`,
    [carId, from, to],
  );
  return rows.length > 0;
}

/** Live car bookings overlapping each day of [from, to): the days on which the car is out. */
export async function carBookedDays(
  manager: EntityManager,
  carId: number,
  from: string,
  to: string,
  now: Date,
): Promise<Set<string>> {
  const rows: { day: string }[] = await manager.query(
    `SELECT DISTINCT to_char(d.day, 'YYYY-MM-DD') AS day
       FROM generate_series($2::date, $3::date - 1, interval '1 day') AS d(day)
       JOIN bookings b ON b.service_type = 'car' AND b.service_id = $1 AND ${live('b', '$4')}
                      AND b.start_date < ${midnight("d.day + interval '1 day'")}
                      AND b.end_date > ${midnight('d.day')}`,
    [carId, from, to, now],
  );
  return new Set(rows.map((row) => row.day));
}

/** Live bookings of a tour per day of [from, to): shared seats taken and private groups. */
export async function tourDays(
  manager: EntityManager,
  tourId: number,
  from: string,
  to: string,
  now: Date,
): Promise<Map<string, { sharedSeats: number; privateGroups: number }>> {
  const rows: { day: string; shared_seats: number; private_groups: number }[] = await manager.query(
    `SELECT to_char(b.start_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              COALESCE(SUM(b.guests) FILTER (WHERE b.metadata->>'tourType' = 'shared'), 0)::int AS shared_seats,
              COUNT(*) FILTER (WHERE b.metadata->>'tourType' = 'private')::int AS private_groups
         FROM bookings b
        WHERE b.service_type = 'tour' AND b.service_id = $1 AND ${live('b', '$4')}
          AND b.start_date >= ${midnight('$2::date')} AND b.start_date < ${midnight('$3::date')}
        GROUP BY 1`,
    [tourId, from, to, now],
  );
  return new Map(
    rows.map((row) => [
      row.day,
      { sharedSeats: row.shared_seats, privateGroups: row.private_groups },
    ]),
  );
}

/** Taken viewing slots (HH:MM) of a property per day of [from, to). */
export async function viewingSlotsTaken(
  manager: EntityManager,
  propertyId: number,
  from: string,
  to: string,
  now: Date,
): Promise<Map<string, Set<string>>> {
  const rows: { day: string; time: string }[] = await manager.query(
    `SELECT to_char(b.start_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            to_char(b.start_date AT TIME ZONE 'UTC', 'HH24:MI') AS time
       FROM bookings b
      WHERE b.service_type = 'real_estate' AND b.service_id = $1 AND ${live('b', '$4')}
        AND b.start_date >= ${midnight('$2::date')} AND b.start_date < ${midnight('$3::date')}`,
    [propertyId, from, to, now],
  );
  const out = new Map<string, Set<string>>();
  for (const row of rows) {
    const slots = out.get(row.day) ?? new Set<string>();
    slots.add(row.time);
    out.set(row.day, slots);
  }
  return out;
}

/** A live booking a closure would cut into, as the refusal lists it. */
export interface ConflictingBooking {
  id: string;
  reference: string;
  status: string;
  startDate: string;
  endDate: string | null;
  customerName: string;
}

/**
 * Live bookings that a closure of [startDay, endDay] (days, both included) would cut into:
 * the room type's when it would leave fewer units than booked on some night, the car's or
 * the tour's when they overlap at all.
 */
export async function bookingsCutBy(
  manager: EntityManager,
  closure: {
    serviceType: 'hotel' | 'car' | 'tour';
    serviceId: number;
    roomId: number | null;
    units: number | null;
    startDate: string;
    endDate: string;
  },
  now: Date,
): Promise<ConflictingBooking[]> {
  const { serviceType, serviceId, roomId, startDate, endDate } = closure;
  const dayAfter = dayOf(new Date(Date.parse(`${endDate}T00:00:00Z`) + 86_400_000));
  let rows: {
    id: string;
    reference: string;
    status: string;
    start_date: Date;
    end_date: Date | null;
    customer_name: string;
  }[];
  if (serviceType === 'hotel') {
    const nights = await roomNights(manager, [roomId!], startDate, dayAfter, now);
    const tooFull = nights.filter(
      (night) => night.booked + night.closed + (closure.units ?? night.units) > night.units,
    );
    if (tooFull.length === 0) return [];
    rows = await manager.query(
      `SELECT b.id, b.reference, b.status, b.start_date, b.end_date, b.customer_name
         FROM bookings b
        WHERE b.service_type = 'hotel' AND b.room_id = $1 AND ${live('b', '$3')}
          AND EXISTS (SELECT 1 FROM unnest($2::date[]) AS n(night)
                       WHERE b.start_date <= ${midnight('n.night')}
                         AND b.end_date > ${midnight('n.night')})
        ORDER BY b.start_date, b.reference`,
      [roomId, tooFull.map((night) => night.night), now],
    );
  } else {
    rows = await manager.query(
      `SELECT b.id, b.reference, b.status, b.start_date, b.end_date, b.customer_name
         FROM bookings b
        WHERE b.service_type = $1 AND b.service_id = $2 AND ${live('b', '$5')}
          AND b.start_date < ${midnight('$4::date')}
          AND COALESCE(b.end_date, b.start_date + interval '1 second') > ${midnight('$3::date')}
        ORDER BY b.start_date, b.reference`,
      [serviceType, serviceId, startDate, dayAfter, now],
    );
  }
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    status: row.status,
    startDate: new Date(row.start_date).toISOString(),
    endDate: row.end_date ? new Date(row.end_date).toISOString() : null,
    customerName: row.customer_name,
  }));
}
/** Whether any booking, live or not, names this ticket category. */
export async function ticketCategoryHasBookings(
  manager: EntityManager,
  categoryId: number,
): Promise<boolean> {
  const booked: unknown[] = await manager.query(
    // A booking of several categories names the others in its metadata's ticket lines.
    `SELECT 1 FROM bookings
      WHERE ticket_category_id = $1
         OR (service_type = 'event'
             AND metadata->'tickets' @> jsonb_build_array(jsonb_build_object('categoryId', $1::int)))
      LIMIT 1`,
    [categoryId],
  );
  return booked.length > 0;
}

/**
 * Takes `guests` shared seats of the tour's departure that day, never above `capacity`; the
 * seats now taken, or null when too few were left (nothing taken).
 */
export async function takeSharedSeats(
  manager: EntityManager,
  tourId: number,
  departureDate: string,
  capacity: number,
  guests: number,
): Promise<number | null> {
  const rows = await manager.query(
    `INSERT INTO tour_departures (tour_id, departure_date, capacity, seats_taken)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (tour_id, departure_date) DO UPDATE
       SET seats_taken = tour_departures.seats_taken + EXCLUDED.seats_taken
       WHERE tour_departures.seats_taken + EXCLUDED.seats_taken <= tour_departures.capacity
     RETURNING seats_taken`,
    [tourId, departureDate, capacity, guests],
  );
  return rows.length === 0 ? null : rows[0].seats_taken;
}

/** The shared seats left on the tour's departure that day. */
export async function sharedSeatsLeft(
  manager: EntityManager,
  tourId: number,
  departureDate: string,
): Promise<number> {
  const [row] = await manager.query(
    'SELECT capacity - seats_taken AS left FROM tour_departures WHERE tour_id = $1 AND departure_date = $2',
    [tourId, departureDate],
  );
  return Number(row.left);
}

/** Live bookings: confirmed, or unpaid with their hold still running (at the database's now). */
const LIVE_BOOKING = `(status = 'confirmed' OR (status = 'pending_payment' AND hold_expires_at > now()))`;

/** Of these cars, those rented out by a live booking, or closed, for any time of [from, to). */
export async function carsOutBetween(
  manager: EntityManager,
  carIds: number[],
  from: Date,
  to: Date,
): Promise<Set<number>> {
  const rows: { service_id: number }[] = await manager.query(
    `SELECT DISTINCT service_id FROM bookings
      WHERE service_type = 'car' AND service_id = ANY($1) AND ${LIVE_BOOKING}
        AND tstzrange(start_date, end_date, '[)') && tstzrange($2, $3, '[)')
     UNION
     SELECT DISTINCT service_id FROM closures
      WHERE service_type = 'car' AND service_id = ANY($1)
        AND (start_date::timestamp AT TIME ZONE 'UTC') < $3
        AND ((end_date + 1)::timestamp AT TIME ZONE 'UTC') > $2`,
    [carIds, from, to],
  );
  return new Set(rows.map((row) => row.service_id));
}

/** Room types with a live booking or a closure in [from, to); null when none. */
export async function roomsHeldBetween(
  manager: EntityManager,
  from: Date,
  to: Date,
): Promise<number[] | null> {
  const [{ room_ids }]: { room_ids: number[] | null }[] = await manager.query(
    `SELECT array_agg(DISTINCT room_id) AS room_ids FROM (
       SELECT room_id FROM bookings
        WHERE service_type = 'hotel' AND ${LIVE_BOOKING}
          AND tstzrange(start_date, end_date, '[)') && tstzrange($1, $2, '[)')
       UNION
       SELECT room_id FROM closures
        WHERE service_type = 'hotel'
          AND (start_date::timestamp AT TIME ZONE 'UTC') < $2
          AND ((end_date + 1)::timestamp AT TIME ZONE 'UTC') > $1) AS held`,
    [from, to],
  );
  return room_ids;
}

/** The hotel of each of these room types. */
export async function hotelsOfRooms(
  manager: EntityManager,
  roomIds: number[],
): Promise<{ id: number; hotel_id: number }[]> {
  return manager.query(`SELECT id, hotel_id FROM rooms WHERE id = ANY($1)`, [roomIds]);
}

/** Each car's live bookings and closures in [from, to), by car and start. */
export async function carSpansBetween(
  manager: EntityManager,
  from: Date,
  to: Date,
): Promise<{ service_id: number; start_date: Date; end_date: Date | null }[]> {
  return manager.query(
    `SELECT service_id, start_date, end_date FROM bookings
      WHERE service_type = 'car' AND ${LIVE_BOOKING}
        AND tstzrange(start_date, end_date, '[)') && tstzrange($1, $2, '[)')
     UNION ALL
     SELECT service_id, (start_date::timestamp AT TIME ZONE 'UTC'),
            ((end_date + 1)::timestamp AT TIME ZONE 'UTC')
       FROM closures
      WHERE service_type = 'car'
        AND (start_date::timestamp AT TIME ZONE 'UTC') < $2
        AND ((end_date + 1)::timestamp AT TIME ZONE 'UTC') > $1
      ORDER BY 1, 2`,
    [from, to],
  );
}

/** Gives back `guests` shared seats of the tour's departure that day. */
export async function returnSharedSeats(
  manager: EntityManager,
  tourId: number,
  departureDate: string,
  guests: number,
): Promise<void> {
  await manager.query(
    'UPDATE tour_departures SET seats_taken = seats_taken - $3 WHERE tour_id = $1 AND departure_date = $2',
    [tourId, departureDate, guests],
  );
}

/**
 * Whether a live booking (paid, or unpaid with its hold running at `now`) holds what a new
 * booking would: the car for part of [start, end), or the property's viewing slot at `start`.
 * PostgreSQL's exclusion constraints refuse the same overlaps when a booking is inserted.
 */
export async function liveBookingClash(
  manager: EntityManager,
  kind: 'car' | 'property',
  serviceId: number,
  start: Date,
  end: Date | null,
  now: Date,
): Promise<boolean> {
  const live = `service_id = $1 AND status IN ('pending_payment', 'confirmed')
    AND (status = 'confirmed' OR hold_expires_at > $2)`;
  const rows: unknown[] =
    kind === 'car'
      ? await manager.query(
          `SELECT 1 FROM bookings WHERE service_type = 'car' AND ${live}
             AND tstzrange(start_date, end_date, '[)') && tstzrange($3, $4, '[)') LIMIT 1`,
          [serviceId, now, start, end],
        )
      : await manager.query(
          `SELECT 1 FROM bookings WHERE service_type = 'real_estate' AND ${live}
             AND start_date = $3 LIMIT 1`,
          [serviceId, now, start],
        );
  return rows.length > 0;
}
