import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPayments1795648838721 implements MigrationInterface {
  name = 'AddPayments1795648838721';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "provider" character varying(20) NOT NULL, "provider_payment_id" character varying(100) NOT NULL, "ussd_code" character varying(64) NOT NULL, "amount_usd_cents" integer NOT NULL, "amount_sle_minor" bigint NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "idempotency_key" character varying(64) NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_9aaa6aa84da0d7063a9ea1442c" CHECK ("amount_usd_cents" > 0 AND "amount_sle_minor" > 0), CONSTRAINT "CHK_b618c3b1aa93aa4d0fe9737516" CHECK ("provider" IN ('sandbox', 'monime')), CONSTRAINT "CHK_306a48569f5ffbe22ee589389c" CHECK ("status" IN ('pending', 'completed', 'expired', 'cancelled', 'failed')), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e86edf76dc2424f123b9023a2b" ON "payments"  ("booking_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_9670987a405c3f3a93b3ac08a4" ON "payments"  ("provider_payment_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_59dcef70bd19850783c84f840e" ON "payments"  ("idempotency_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_events" ("event_id" character varying(100) NOT NULL, "name" character varying(100) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_eca7d9af1d5bb2184a201ed250d" PRIMARY KEY ("event_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_e86edf76dc2424f123b9023a2b2" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "payments" DROP CONSTRAINT "FK_e86edf76dc2424f123b9023a2b2"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_59dcef70bd19850783c84f840e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9670987a405c3f3a93b3ac08a4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e86edf76dc2424f123b9023a2b"`);
    await queryRunner.query(`DROP TABLE "payments"`);
  }
}
