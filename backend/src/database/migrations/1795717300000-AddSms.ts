import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SMS as a channel of the outbox (issue 30): deliveries on channel `sms` with the provider's
 * id and delivery report, the development SMS inbox, and the language of each account's
 * messages.
 */
export class AddSms1795717300000 implements MigrationInterface {
  name = 'AddSms1795717300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" DROP CONSTRAINT "CHK_946c05e529a5296c1520f93b94"`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "CHK_outbox_deliveries_channel" CHECK ("channel" IN ('email', 'webhook', 'sms'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" ADD "provider_message_id" character varying(100)`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" ADD "provider_status" character varying(40)`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" ADD "provider_status_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_outbox_deliveries_provider_message" ON "outbox_deliveries" ("provider_message_id") WHERE "provider_message_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "dev_sms_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "recipient" character varying(16) NOT NULL, "message_id" character varying(100) NOT NULL, "kind" character varying(40) NOT NULL, "text" text NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_dev_sms_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_dev_sms_messages_recipient" ON "dev_sms_messages" ("recipient", "sent_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_dev_sms_messages_message" ON "dev_sms_messages" ("message_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD "locale" character varying(3) NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_locale" CHECK ("locale" IN ('en', 'kri', 'fr'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_locale"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "locale"`);
    await queryRunner.query(`DROP TABLE "dev_sms_messages"`);
    await queryRunner.query(`DROP INDEX "IDX_outbox_deliveries_provider_message"`);
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" DROP COLUMN "provider_status_at"`);
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" DROP COLUMN "provider_status"`);
    await queryRunner.query(`ALTER TABLE "outbox_deliveries" DROP COLUMN "provider_message_id"`);
    await queryRunner.query(`DELETE FROM "outbox_deliveries" WHERE "channel" = 'sms'`);
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" DROP CONSTRAINT "CHK_outbox_deliveries_channel"`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "CHK_946c05e529a5296c1520f93b94" CHECK ("channel" IN ('email', 'webhook'))`,
    );
  }
}
