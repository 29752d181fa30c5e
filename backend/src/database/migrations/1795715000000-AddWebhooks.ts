import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddWebhooks1795715000000 implements MigrationInterface {
  name = 'AddWebhooks1795715000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organisation_id" integer NOT NULL, "url" character varying(2000) NOT NULL, "event_types" character varying array NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "secret" character varying(80) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7d7382d4de6412d2e90e914118" ON "webhook_endpoints"  ("organisation_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" ADD "last_attempt_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" ADD "response_status" integer`);
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" ADD "duration_ms" integer`);
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_7d7382d4de6412d2e90e9141185" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_7d7382d4de6412d2e90e9141185"`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" DROP COLUMN "duration_ms"`);
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" DROP COLUMN "response_status"`);
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" DROP COLUMN "last_attempt_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7d7382d4de6412d2e90e914118"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
