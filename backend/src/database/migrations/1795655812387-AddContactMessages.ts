import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddContactMessages1795655812387 implements MigrationInterface {
  name = 'AddContactMessages1795655812387';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(30), "subject" character varying(150) NOT NULL, "message" character varying(5000) NOT NULL, "user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9e5c22b90643dd077c3581f3c3" ON "contact_messages"  ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD CONSTRAINT "FK_9e5c22b90643dd077c3581f3c3b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "contact_messages" DROP CONSTRAINT "FK_9e5c22b90643dd077c3581f3c3b"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_9e5c22b90643dd077c3581f3c3"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
  }
}
