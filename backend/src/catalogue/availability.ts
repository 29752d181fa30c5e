import type { DataSource } from 'typeorm';
import { DomainException } from '../common/errors/domain.exception.js';
import { HttpStatus } from '@nestjs/common';

/** Live bookings: confirmed, or unpaid with their hold still running. */
export const LIVE_BOOKING = `(status = 'confirmed' OR (status = 'pending_payment' AND hold_expires_at > now()))`;

/** Which of these rooms are held by a live booking for any night of [from, to). */
export async function roomsTaken(
  dataSource: DataSource,
  roomIds: number[],
  from: Date,
  to: Date,
): Promise<Set<number>> {
  if (roomIds.length === 0) return new Set();
  const rows: { room_id: number }[] = await dataSource.query(
    `SELECT DISTINCT room_id FROM bookings
      WHERE service_type = 'hotel' AND room_id = ANY($1) AND ${LIVE_BOOKING}
        AND tstzrange(start_date, end_date, '[)') && tstzrange($2, $3, '[)')`,
    [roomIds, from, to],
  );
  return new Set(rows.map((row) => row.room_id));
}

/** Which of these cars are rented out by a live booking for any time of [from, to). */
export async function carsTaken(
  dataSource: DataSource,
  carIds: number[],
  from: Date,
  to: Date,
): Promise<Set<number>> {
  if (carIds.length === 0) return new Set();
  const rows: { service_id: number }[] = await dataSource.query(
    `SELECT DISTINCT service_id FROM bookings
      WHERE service_type = 'car' AND service_id = ANY($1) AND ${LIVE_BOOKING}
        AND tstzrange(start_date, end_date, '[)') && tstzrange($2, $3, '[)')`,
    [carIds, from, to],
  );
  return new Set(rows.map((row) => row.service_id));
}

/** The [from, to) span of two YYYY-MM-DD days, or null when none were given. */
export function daySpan(
  from: string | undefined,
  to: string | undefined,
  message: string,
  field: string,
  sameDayAllowed = false,
): { from: Date; to: Date } | null {
  if (from === undefined || to === undefined) return null;
  const span = { from: new Date(`${from}T00:00:00Z`), to: new Date(`${to}T00:00:00Z`) };
  const backwards = sameDayAllowed ? span.to < span.from : span.to <= span.from;
  if (Number.isNaN(span.from.getTime()) || Number.isNaN(span.to.getTime()) || backwards) {
    throw new DomainException(HttpStatus.BAD_REQUEST, message, 'INVALID_DATES', [
      { field, message },
    ]);
  }
  return span;
}
