import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddNotifications1795714000000 implements MigrationInterface {
  name = 'AddNotifications1795714000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dev_mail_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "recipient" character varying(254) NOT NULL, "message_id" character varying(200) NOT NULL, "subject" character varying(300) NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "attachments" text array NOT NULL DEFAULT '{}', "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7d30e5a06686a20ace6f301adc1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_b08f6559439f77cf8030468f68" ON "dev_mail_messages"  ("message_id", "recipient") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a71f74501091d18144b57ba647" ON "dev_mail_messages"  ("recipient", "sent_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" character varying(60) NOT NULL, "aggregate_type" character varying(30) NOT NULL, "aggregate_id" character varying(64) NOT NULL, "payload" jsonb NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6689a16c00d09b8089f6237f1d2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5a9db52f2e5e5a4f276da1ebfc" ON "outbox_events"  ("aggregate_type", "aggregate_id", "occurred_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "channel" character varying(20) NOT NULL, "target" character varying(320) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" text, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_946c05e529a5296c1520f93b94" CHECK ("channel" IN ('email', 'webhook')), CONSTRAINT "CHK_b1dfb6328339f3788ccc1350d7" CHECK ("status" IN ('pending', 'sent', 'dead')), CONSTRAINT "PK_553a2a80e9203a20e34f9771f34" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_outbox_deliveries_due" ON "outbox_deliveries"  ("next_attempt_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_baf62fc14a68339064359cf182" ON "outbox_deliveries"  ("event_id", "channel", "target") `,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "FK_e940111af8a292debf9a59d30fe" FOREIGN KEY ("event_id") REFERENCES "outbox_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "outbox_deliveries" DROP CONSTRAINT "FK_e940111af8a292debf9a59d30fe"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_baf62fc14a68339064359cf182"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_outbox_deliveries_due"`);
    await queryRunner.query(`DROP TABLE "outbox_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5a9db52f2e5e5a4f276da1ebfc"`);
    await queryRunner.query(`DROP TABLE "outbox_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a71f74501091d18144b57ba647"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b08f6559439f77cf8030468f68"`);
    await queryRunner.query(`DROP TABLE "dev_mail_messages"`);
  }
}
