import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prices by date (issue 32 part 3): a room type's date ranges with a price, a weekend price, a
 * minimum stay or closed-to-arrival. A change to them drops the catalogue answers kept in
 * memory (like a room type's) and moves the hotel's `updated_at` for partners' sync.
 */
export class RoomRates1796700100000 implements MigrationInterface {
  name = 'RoomRates1796700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "room_rates" ("id" SERIAL NOT NULL, "organisation_id" integer NOT NULL, "hotel_id" integer NOT NULL, "room_id" integer NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, "label" character varying(80) NOT NULL DEFAULT '', "price_cents" integer, "weekend_price_cents" integer, "min_nights" smallint, "closed_to_arrival" boolean, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_b0ac086ab7ef05c5a79765d10d" CHECK ("price_cents" IS NOT NULL OR "weekend_price_cents" IS NOT NULL OR "min_nights" IS NOT NULL OR "closed_to_arrival" IS NOT NULL), CONSTRAINT "CHK_cbbb043377ded68648f30e1f3e" CHECK ("min_nights" IS NULL OR "min_nights" BETWEEN 1 AND 30), CONSTRAINT "CHK_7a8f2154a3ab631a8253c97bbb" CHECK ("weekend_price_cents" IS NULL OR "weekend_price_cents" > 0), CONSTRAINT "CHK_b6d57812d77794ae5d8ec54cee" CHECK ("price_cents" IS NULL OR "price_cents" > 0), CONSTRAINT "CHK_4dfd899ac9fe13f55d77b68da9" CHECK ("end_date" >= "start_date"), CONSTRAINT "PK_ba68cbdf564e4f344a05b3f214a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d0999ac81310b1d535f9b9194b" ON "room_rates"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7b3bc64af0eb9d6608ec1bbcef" ON "room_rates"  ("room_id", "end_date") `,
    );
    await queryRunner.query(
      `ALTER TABLE "room_rates" ADD CONSTRAINT "FK_d0999ac81310b1d535f9b9194bc" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "room_rates" ADD CONSTRAINT "FK_6ba472ea05539ceac9ed7433fbd" FOREIGN KEY ("room_id") REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "room_rates_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
         ON "room_rates" FOR EACH STATEMENT EXECUTE FUNCTION "salone_catalogue_changed"()`,
    );
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "salone_part_touches_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
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
           WHEN 'room_rates' THEN PERFORM salone_touch_listing('hotel', (part->>'hotel_id')::int);
         END CASE;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "room_rates_touch_listing" AFTER INSERT OR UPDATE OR DELETE ON "room_rates"
         FOR EACH ROW EXECUTE FUNCTION "salone_part_touches_listing"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "room_rates_touch_listing" ON "room_rates"`);
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "salone_part_touches_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(`DROP TRIGGER "room_rates_catalogue_changed" ON "room_rates"`);
    await queryRunner.query(
      `ALTER TABLE "room_rates" DROP CONSTRAINT "FK_6ba472ea05539ceac9ed7433fbd"`,
    );
    await queryRunner.query(
      `ALTER TABLE "room_rates" DROP CONSTRAINT "FK_d0999ac81310b1d535f9b9194bc"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_7b3bc64af0eb9d6608ec1bbcef"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d0999ac81310b1d535f9b9194b"`);
    await queryRunner.query(`DROP TABLE "room_rates"`);
  }
}
