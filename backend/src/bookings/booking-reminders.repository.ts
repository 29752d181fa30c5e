import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A confirmed booking whose reminder of the day before was just claimed. */
export interface ReminderDue {
  id: string;
  reference: string;
  serviceType: string;
  serviceName: string;
  startDate: Date;
  customerPhone: string;
  metadata: Record<string, unknown>;
  /** The language of the account that booked. */
  locale: string;
  /** Tours: the first day's plan, where the pickup is said (`08:00 pickup from ...`). */
  tourFirstDay: string[] | null;
  tourLocation: string | null;
  /** Events: when the event starts. */
  eventStart: Date | null;
}

/** The SQL of the SMS reminders of the day before. */
@Injectable()
export class BookingRemindersRepository {
  /**
   * Claims up to `limit` confirmed bookings that start in [from, to) and have not had their
   * reminder, marking them reminded (rows another process holds are skipped: each booking is
   * claimed once, by one process).
   */
  async claim(manager: EntityManager, from: Date, to: Date, limit: number): Promise<ReminderDue[]> {
    const result = (await manager.query(
      `WITH due AS (
         SELECT id FROM bookings
          WHERE status = 'confirmed' AND sms_reminder_at IS NULL
            AND start_date >= $1 AND start_date < $2 AND customer_phone LIKE '+%'
          ORDER BY start_date
          LIMIT $3
          FOR UPDATE SKIP LOCKED)
       UPDATE bookings b SET sms_reminder_at = clock_timestamp()
         FROM due
        WHERE b.id = due.id
       RETURNING b.id, b.reference, b.service_type, b.service_id, b.service_name, b.start_date,
                 b.customer_phone, b.metadata, b.user_id`,
      [from, to, limit],
    )) as [BookingRow[], number] | BookingRow[];
    const rows = (Array.isArray(result[0]) ? result[0] : result) as BookingRow[];
    const due: ReminderDue[] = [];
    for (const row of rows) {
      const [account] = (await manager.query(`SELECT locale FROM users WHERE id = $1`, [
        row.user_id,
      ])) as { locale: string }[];
      const [tour] =
        row.service_type === 'tour'
          ? ((await manager.query(
              `SELECT itinerary -> 0 -> 'activities' AS first_day, location FROM tours WHERE id = $1`,
              [row.service_id],
            )) as { first_day: string[] | null; location: string }[])
          : [];
      const [event] =
        row.service_type === 'event'
          ? ((await manager.query(`SELECT start_date FROM events WHERE id = $1`, [
              row.service_id,
            ])) as { start_date: Date }[])
          : [];
      due.push({
        id: row.id,
        reference: row.reference,
        serviceType: row.service_type,
        serviceName: row.service_name,
        startDate: new Date(row.start_date),
        customerPhone: row.customer_phone,
        metadata: row.metadata ?? {},
        locale: account?.locale ?? 'en',
        tourFirstDay: tour?.first_day ?? null,
        tourLocation: tour?.location ?? null,
        eventStart: event ? new Date(event.start_date) : null,
      });
    }
    return due;
  }
}

interface BookingRow {
  id: string;
  reference: string;
  service_type: string;
  service_id: number;
  service_name: string;
  start_date: Date;
  customer_phone: string;
  metadata: Record<string, unknown> | null;
  user_id: string;
}
