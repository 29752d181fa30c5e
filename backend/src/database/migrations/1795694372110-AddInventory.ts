import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13's inventory: room units counted per night (the one-booking-per-room exclusion goes),
 * closures, vouchers, operator actions on bookings, and each booking's organisation.
 */
export class AddInventory1795694372110 implements MigrationInterface {
  name = 'AddInventory1795694372110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "bookings" DROP CONSTRAINT "CHK_ab6b7fda11713ed5c4f3e1cfb0"`,
    );
    await queryRunner.query(`ALTER TABLE "bookings" DROP CONSTRAINT "EX_bookings_room_nights"`);
    // 'cancelled_by_operator' is longer than the 20 characters the status had.
    await queryRunner.query(
      `ALTER TABLE "bookings" ALTER COLUMN "status" TYPE character varying(30)`,
    );
    await queryRunner.query(
      `CREATE TABLE "app_secrets" ("name" character varying(40) NOT NULL, "value" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6c785a9da9881929b0d1d780423" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "closures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organisation_id" integer NOT NULL, "service_type" character varying(20) NOT NULL, "service_id" integer NOT NULL, "room_id" integer, "units" smallint, "start_date" date NOT NULL, "end_date" date NOT NULL, "reason" character varying(200) NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_e9cb6831ae9c18d22d06f523fb" CHECK ("units" IS NULL OR ("units" >= 1 AND "service_type" = 'hotel')), CONSTRAINT "CHK_2bba6310f3a9b479b4c86c6675" CHECK (("service_type" = 'hotel') = ("room_id" IS NOT NULL)), CONSTRAINT "CHK_cc8e0a934ea45c06b2f8d2706d" CHECK ("end_date" >= "start_date"), CONSTRAINT "CHK_72a0cf986428374fa863f15aa9" CHECK ("service_type" IN ('hotel', 'car', 'tour')), CONSTRAINT "PK_46899be9fc60da350bc4d55a2de" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_86d54ee3482995f0b58bdf0027" ON "closures"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7c7d8b04798e245cb761a52f50" ON "closures"  ("service_type", "service_id", "start_date") `,
    );
    // Bookings made before organisations existed take their listing's organisation.
    await queryRunner.query(`ALTER TABLE "bookings" ADD "organisation_id" integer`);
    await queryRunner.query(
      `UPDATE "bookings" b SET "organisation_id" = CASE b."service_type"
         WHEN 'hotel' THEN (SELECT "organisation_id" FROM "hotels" WHERE "id" = b."service_id")
         WHEN 'event' THEN (SELECT "organisation_id" FROM "events" WHERE "id" = b."service_id")
         WHEN 'car' THEN (SELECT "organisation_id" FROM "cars" WHERE "id" = b."service_id")
         WHEN 'tour' THEN (SELECT "organisation_id" FROM "tours" WHERE "id" = b."service_id")
         ELSE (SELECT "organisation_id" FROM "properties" WHERE "id" = b."service_id") END`,
    );
    await queryRunner.query(`ALTER TABLE "bookings" ALTER COLUMN "organisation_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "bookings" ADD "checked_in_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "bookings" ADD "no_show_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD "cancellation_reason" character varying(500)`,
    );
    await queryRunner.query(`ALTER TABLE "bookings" ADD "refund_due_cents" integer`);
    await queryRunner.query(`ALTER TABLE "bookings" ADD "voucher_nonce" character varying(32)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_aaa6e9ae59b60b47b084cc7e98" ON "bookings"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_room_period" ON "bookings"  ("room_id", "start_date") WHERE "service_type" = 'hotel' AND "status" IN ('pending_payment', 'confirmed')`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "CHK_99441a15f9b64af12d848d2456" CHECK ("refund_due_cents" IS NULL OR "refund_due_cents" > 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "CHK_08830817d3741210cb8a420cbf" CHECK ("status" IN ('pending_payment', 'confirmed', 'expired', 'cancelled', 'cancelled_by_operator'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "FK_aaa6e9ae59b60b47b084cc7e985" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "closures" ADD CONSTRAINT "FK_86d54ee3482995f0b58bdf00276" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "closures" DROP CONSTRAINT "FK_86d54ee3482995f0b58bdf00276"`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" DROP CONSTRAINT "FK_aaa6e9ae59b60b47b084cc7e985"`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" DROP CONSTRAINT "CHK_08830817d3741210cb8a420cbf"`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" DROP CONSTRAINT "CHK_99441a15f9b64af12d848d2456"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_bookings_room_period"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_aaa6e9ae59b60b47b084cc7e98"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "voucher_nonce"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "refund_due_cents"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "cancellation_reason"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "no_show_at"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "checked_in_at"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "organisation_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7c7d8b04798e245cb761a52f50"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_86d54ee3482995f0b58bdf0027"`);
    await queryRunner.query(`DROP TABLE "closures"`);
    await queryRunner.query(`DROP TABLE "app_secrets"`);
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "EX_bookings_room_nights" EXCLUDE USING gist (room_id WITH =, tstzrange(start_date, end_date, '[)'::text) WITH &&) WHERE ((((service_type)::text = 'hotel'::text) AND ((status)::text = ANY ((ARRAY['pending_payment'::character varying, 'confirmed'::character varying])::text[]))))`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ALTER COLUMN "status" TYPE character varying(20)`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "CHK_ab6b7fda11713ed5c4f3e1cfb0" CHECK (((status)::text = ANY ((ARRAY['pending_payment'::character varying, 'confirmed'::character varying, 'expired'::character varying, 'cancelled'::character varying])::text[])))`,
    );
  }
}
