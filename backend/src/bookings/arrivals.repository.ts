import type { EntityManager } from 'typeorm';

/** A confirmed booking that starts on the day asked for, as the front desk prepares it. */
export interface Arrival {
  bookingId: string;
  reference: string;
  serviceName: string;
  customerName: string;
  customerPhone: string | null;
  guests: number;
  roomType: string | null;
  specialRequests: string | null;
}

/** The organisation's confirmed bookings that start in [from, to), earliest first. */
export async function confirmedArrivalsOf(
  manager: EntityManager,
  organisationId: number,
  from: Date,
  to: Date,
): Promise<Arrival[]> {
  const rows = (await manager.query(
    `SELECT id, reference, service_name, customer_name, customer_phone, guests,
            metadata ->> 'roomType' AS room_type,
            metadata ->> 'specialRequests' AS special_requests
       FROM bookings
      WHERE organisation_id = $1 AND status = 'confirmed'
        AND start_date >= $2 AND start_date < $3
      ORDER BY start_date, customer_name, reference`,
    [organisationId, from, to],
  )) as Record<string, string | number | null>[];
  return rows.map((row) => ({
    bookingId: String(row.id),
    reference: String(row.reference),
    serviceName: String(row.service_name),
    customerName: String(row.customer_name),
    customerPhone: row.customer_phone ? String(row.customer_phone) : null,
    guests: Number(row.guests),
    roomType: row.room_type ? String(row.room_type) : null,
    specialRequests:
      typeof row.special_requests === 'string' && row.special_requests.trim() !== ''
        ? row.special_requests.trim()
        : null,
  }));
}
