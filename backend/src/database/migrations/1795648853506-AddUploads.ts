import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUploads1795648853506 implements MigrationInterface {
  name = 'AddUploads1795648853506';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "uploads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "purpose" character varying(20) NOT NULL, "file_name" character varying(200) NOT NULL, "mime_type" character varying(40) NOT NULL, "size_bytes" integer NOT NULL, "sha256" character(64) NOT NULL, "content" bytea NOT NULL, "booking_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_4a2e6b8143d12a03a0ad1b25e8" CHECK (octet_length("content") = "size_bytes"), CONSTRAINT "CHK_af4d4b7ab517d481e6d6ca3ff5" CHECK ("size_bytes" BETWEEN 1 AND 5242880), CONSTRAINT "CHK_c10757a6ae22fa53e51100a5a3" CHECK ("mime_type" IN ('application/pdf', 'image/jpeg', 'image/png')), CONSTRAINT "CHK_ce5b120ca059d917211cf9868e" CHECK ("purpose" IN ('kyc_document', 'drivers_license')), CONSTRAINT "PK_d1781d1eedd7459314f60f39bd3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0155aad3e213584b446bf14a85" ON "uploads"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ac16839c9aa97aa1f19652bc14" ON "uploads"  ("booking_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "FK_0155aad3e213584b446bf14a85b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "FK_ac16839c9aa97aa1f19652bc14d" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "uploads" DROP CONSTRAINT "FK_ac16839c9aa97aa1f19652bc14d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "uploads" DROP CONSTRAINT "FK_0155aad3e213584b446bf14a85b"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_ac16839c9aa97aa1f19652bc14"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0155aad3e213584b446bf14a85"`);
    await queryRunner.query(`DROP TABLE "uploads"`);
  }
}
