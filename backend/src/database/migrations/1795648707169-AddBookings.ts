import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddBookings1795648707169 implements MigrationInterface {
  name = 'AddBookings1795648707169';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "bookings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "reference" character varying(12) NOT NULL, "user_id" uuid NOT NULL, "service_type" character varying(20) NOT NULL, "service_id" integer NOT NULL, "room_id" integer, "ticket_category_id" integer, "service_name" character varying(200) NOT NULL, "customer_name" character varying(120) NOT NULL, "customer_email" character varying(254) NOT NULL, "customer_phone" character varying(40) NOT NULL, "guests" smallint NOT NULL, "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE, "total_amount_cents" integer NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending_payment', "hold_expires_at" TIMESTAMP WITH TIME ZONE, "confirmed_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "expired_at" TIMESTAMP WITH TIME ZONE, "metadata" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_e9c133c2fcb23512fa7191d214" CHECK ("end_date" IS NULL OR "end_date" > "start_date"), CONSTRAINT "CHK_9b126e10c56ab7bc80fdf6db58" CHECK ("total_amount_cents" > 0), CONSTRAINT "CHK_e8ecd58072a6af5ca44f0921a5" CHECK ("guests" BETWEEN 1 AND 20), CONSTRAINT "CHK_ab6b7fda11713ed5c4f3e1cfb0" CHECK ("status" IN ('pending_payment', 'confirmed', 'expired', 'cancelled')), CONSTRAINT "CHK_de1eb5938e0d567526998e595c" CHECK ("service_type" IN ('hotel', 'event', 'car', 'tour', 'real_estate')), CONSTRAINT "EX_bookings_viewing_slot" EXCLUDE USING gist ("service_id" WITH =, "start_date" WITH =) WHERE ("service_type" = 'real_estate' AND "status" IN ('pending_payment', 'confirmed')), CONSTRAINT "EX_bookings_car_period" EXCLUDE USING gist ("service_id" WITH =, tstzrange("start_date", "end_date", '[)') WITH &&) WHERE ("service_type" = 'car' AND "status" IN ('pending_payment', 'confirmed')), CONSTRAINT "EX_bookings_room_nights" EXCLUDE USING gist ("room_id" WITH =, tstzrange("start_date", "end_date", '[)') WITH &&) WHERE ("service_type" = 'hotel' AND "status" IN ('pending_payment', 'confirmed')), CONSTRAINT "PK_bee6805982cc1e248e94ce94957" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_d7eca65f0a4d442ec4491f2f80" ON "bookings"  ("reference") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_48b267d894e32a25ebde4b207a" ON "bookings"  ("status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e433321914c499c12493014e07" ON "bookings"  ("hold_expires_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b1f9562c572891881e98e158b2" ON "bookings"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "tour_departures" ("tour_id" integer NOT NULL, "departure_date" date NOT NULL, "capacity" integer NOT NULL, "seats_taken" integer NOT NULL DEFAULT '0', CONSTRAINT "CHK_4184b36335b36b0b796a956d81" CHECK ("seats_taken" >= 0 AND "seats_taken" <= "capacity"), CONSTRAINT "PK_d4c27800196e399d8ec2f73112b" PRIMARY KEY ("tour_id", "departure_date"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "FK_64cd97487c5c42806458ab5520c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "bookings" DROP CONSTRAINT "FK_64cd97487c5c42806458ab5520c"`,
    );
    await queryRunner.query(`DROP TABLE "tour_departures"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b1f9562c572891881e98e158b2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e433321914c499c12493014e07"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_48b267d894e32a25ebde4b207a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d7eca65f0a4d442ec4491f2f80"`);
    await queryRunner.query(`DROP TABLE "bookings"`);
  }
}
