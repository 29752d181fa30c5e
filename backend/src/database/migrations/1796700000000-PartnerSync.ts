import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner sync (issue 33 part 3): the update time of a booking or listing moves with every
 * change a partner cares about, whichever code makes it, and the bookings of an organisation
 * can be read in update order by an index.
 *
 * - A booking's `updated_at` is set by PostgreSQL whenever what a partner sees of it changes
 *   (status, payment, check-in, no-show, cancellation, dates, total, details), and when one of
 *   its payments is created or changes status. The SMS reminder mark does not count.
 * - A listing's `updated_at` moves when one of its parts changes: a room type (price, units,
 *   photos), a ticket category (not its sold count, which every booking moves), a closure, or
 *   an admin's hold.
 *
 * A trigger touches the booking or listing only when no other transaction holds its row
 * (SKIP LOCKED): a transaction that holds it is changing it and moves its time itself, and
 * waiting for it could deadlock (the payment sweep locks codes before bookings, a cancellation
 * bookings before codes).
 */
export class PartnerSync1796700000000 implements MigrationInterface {
  name = 'PartnerSync1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_organisation_updated" ON "bookings" ("organisation_id", "updated_at", "id") `,
    );
    await queryRunner.query(
      `CREATE FUNCTION "salone_booking_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF (to_jsonb(NEW) - 'updated_at' - 'sms_reminder_at')
              IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at' - 'sms_reminder_at') THEN
           NEW.updated_at := now();
         END IF;
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "bookings_touched" BEFORE UPDATE ON "bookings"
         FOR EACH ROW EXECUTE FUNCTION "salone_booking_touched"()`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "salone_payment_touches_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
           UPDATE bookings SET updated_at = now()
            WHERE id = (SELECT id FROM bookings WHERE id = NEW.booking_id FOR UPDATE SKIP LOCKED);
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "payments_touch_booking" AFTER INSERT OR UPDATE ON "payments"
         FOR EACH ROW EXECUTE FUNCTION "salone_payment_touches_booking"()`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "salone_touch_listing"(kind text, listing_id int) RETURNS void
         LANGUAGE plpgsql AS $$
       BEGIN
         CASE kind
           WHEN 'hotel' THEN UPDATE hotels SET updated_at = now()
             WHERE id = (SELECT id FROM hotels WHERE id = listing_id FOR UPDATE SKIP LOCKED);
           WHEN 'event' THEN UPDATE events SET updated_at = now()
             WHERE id = (SELECT id FROM events WHERE id = listing_id FOR UPDATE SKIP LOCKED);
           WHEN 'car' THEN UPDATE cars SET updated_at = now()
             WHERE id = (SELECT id FROM cars WHERE id = listing_id FOR UPDATE SKIP LOCKED);
           WHEN 'tour' THEN UPDATE tours SET updated_at = now()
             WHERE id = (SELECT id FROM tours WHERE id = listing_id FOR UPDATE SKIP LOCKED);
           WHEN 'property' THEN UPDATE properties SET updated_at = now()
             WHERE id = (SELECT id FROM properties WHERE id = listing_id FOR UPDATE SKIP LOCKED);
           ELSE NULL;
         END CASE;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "salone_part_touches_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         row_now jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
         row_before jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
         part jsonb := COALESCE(row_now, row_before);
       BEGIN
         IF TG_OP = 'UPDATE' AND (row_now - 'sold' - 'updated_at') = (row_before - 'sold' - 'updated_at') THEN
           RETURN NULL;
         END IF;
         CASE TG_TABLE_NAME
           WHEN 'rooms' THEN PERFORM salone_touch_listing('hotel', (part->>'hotel_id')::int);
           WHEN 'event_ticket_categories' THEN PERFORM salone_touch_listing('event', (part->>'event_id')::int);
           WHEN 'closures' THEN PERFORM salone_touch_listing(part->>'service_type', (part->>'service_id')::int);
           WHEN 'listing_holds' THEN PERFORM salone_touch_listing(part->>'kind', (part->>'listing_id')::int);
         END CASE;
         RETURN NULL;
       END $$`,
    );
    for (const table of PARTS) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_touch_listing" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
           FOR EACH ROW EXECUTE FUNCTION "salone_part_touches_listing"()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PARTS) {
      await queryRunner.query(`DROP TRIGGER "${table}_touch_listing" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "salone_part_touches_listing"()`);
    await queryRunner.query(`DROP FUNCTION "salone_touch_listing"(text, int)`);
    await queryRunner.query(`DROP TRIGGER "payments_touch_booking" ON "payments"`);
    await queryRunner.query(`DROP FUNCTION "salone_payment_touches_booking"()`);
    await queryRunner.query(`DROP TRIGGER "bookings_touched" ON "bookings"`);
    await queryRunner.query(`DROP FUNCTION "salone_booking_touched"()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bookings_organisation_updated"`);
  }
}

/** Tables whose rows are parts of a listing. */
const PARTS = ['rooms', 'event_ticket_categories', 'closures', 'listing_holds'];
