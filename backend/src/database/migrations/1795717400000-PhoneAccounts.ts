import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts by phone: the e-mail address becomes optional, an account may hold one verified
 * phone number (E.164, unique: written only once its code is entered), and one-time codes
 * sent by SMS live in `phone_codes`, one row per number
 * (docs/decisions/phone-accounts-and-sms-codes.md).
 */
export class PhoneAccounts1795717400000 implements MigrationInterface {
  name = 'PhoneAccounts1795717400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ADD "phone" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "phone_verified_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_phone" ON "users" ("phone")`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_contact" CHECK ("email" IS NOT NULL OR "phone" IS NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "phone_codes" (
        "phone" character varying(16) NOT NULL,
        "purpose" character varying(12) NOT NULL,
        "user_id" uuid,
        "code_hash" character varying(200) NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "sends" integer NOT NULL DEFAULT 1,
        "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "last_sent_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_phone_codes" PRIMARY KEY ("phone"),
        CONSTRAINT "FK_phone_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "phone_codes"`);
    await queryRunner.query(`DELETE FROM "users" WHERE "email" IS NULL`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_contact"`);
    await queryRunner.query(`DROP INDEX "UQ_users_phone"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "phone_verified_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "phone"`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL`);
  }
}
