import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks as a product (issue 33 part 2):
 *
 * - An endpoint keeps the API version it was registered with (`api_version`): its events are
 *   shaped as that version's contract says. Endpoints registered before versions existed get
 *   the first edition, `2026-11-26`, whose booking is the snapshot they were written for.
 * - An event names the organisation whose webhooks hear of it (`organisation_id`, null for
 *   events no organisation receives), so `GET …/webhook-events` reads one organisation's
 *   events in order by an index. Events written before are filled in from their payload.
 */
export class WebhookVersionsAndEvents1796710000000 implements MigrationInterface {
  name = 'WebhookVersionsAndEvents1796710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD "api_version" character varying(10) NOT NULL DEFAULT '2026-11-26'`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_events" ADD "organisation_id" integer`);
    await queryRunner.query(
      `UPDATE "outbox_events"
          SET "organisation_id" = COALESCE(("payload"->'booking'->>'organisationId')::int,
                                           ("payload"->>'organisationId')::int)
        WHERE "type" IN ('booking.created', 'booking.payment_requested', 'booking.confirmed',
                         'booking.cancelled', 'booking.expired', 'booking.checked_in',
                         'payment.failed', 'listing.published', 'listing.unpublished',
                         'listing.reinstated', 'listing.review_requested', 'listing.review_refused',
                         'review.created')`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_outbox_events_organisation" ON "outbox_events" ("organisation_id", "occurred_at", "id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_outbox_events_organisation"`);
    await queryRunner.query(`ALTER TABLE "outbox_events" DROP COLUMN "organisation_id"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "api_version"`);
  }
}
