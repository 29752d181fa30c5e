import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliveries that never hold anyone up (issue 33): a delivery being tried carries the end of
 * its lease, so an endpoint's tries in flight can be counted; an endpoint counts its failed
 * tries in a row and is paused when it keeps failing.
 */
export class WebhookSlotsAndPauses1795717880000 implements MigrationInterface {
  name = 'WebhookSlotsAndPauses1795717880000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" ADD "leased_until" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD "consecutive_failures" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD "failing_since" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD "paused_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "paused_at"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "failing_since"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "consecutive_failures"`);
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" DROP COLUMN "leased_until"`);
  }
}
