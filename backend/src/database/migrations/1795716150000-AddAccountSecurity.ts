import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAccountSecurity1795716150000 implements MigrationInterface {
  name = 'AddAccountSecurity1795716150000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "account_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token_hash" character(64) NOT NULL, "purpose" character varying(20) NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5e3640c493cc6206a44b885e6a9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_167033390a71c52224c7c636c8" ON "account_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1b5fea09efc20c7f63c4a09b3d" ON "account_tokens"  ("user_id") `,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`);
    // Accounts made before addresses were verified keep booking: they had no link to follow.
    await queryRunner.query(`UPDATE "users" SET "email_verified_at" = "created_at"`);
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD "user_agent" character varying(400) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD "ip_address" character varying(64) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_tokens" ADD CONSTRAINT "FK_1b5fea09efc20c7f63c4a09b3d6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "account_tokens" DROP CONSTRAINT "FK_1b5fea09efc20c7f63c4a09b3d6"`,
    );
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "ip_address"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "user_agent"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1b5fea09efc20c7f63c4a09b3d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_167033390a71c52224c7c636c8"`);
    await queryRunner.query(`DROP TABLE "account_tokens"`);
  }
}
