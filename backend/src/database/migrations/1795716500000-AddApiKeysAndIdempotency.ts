import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddApiKeysAndIdempotency1795716500000 implements MigrationInterface {
  name = 'AddApiKeysAndIdempotency1795716500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organisation_id" integer NOT NULL, "created_by_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "prefix" character varying(24) NOT NULL, "secret_hash" character varying(64) NOT NULL, "scopes" character varying array NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f68f7c5caa6f5f87a855b8cf3c" ON "api_keys"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_6f6105c8efe05b310d046cbdb3" ON "api_keys"  ("prefix") `,
    );
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("caller" character varying(60) NOT NULL, "key" character varying(255) NOT NULL, "request_hash" character varying(64) NOT NULL, "response_status" integer, "response_body" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a661c9488678a6eb48ebb65eb63" PRIMARY KEY ("caller", "key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5e72f040fdc5efc8eef52a388c" ON "idempotency_keys"  ("created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "api_keys" ADD CONSTRAINT "FK_f68f7c5caa6f5f87a855b8cf3c8" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_keys" ADD CONSTRAINT "FK_3afd227c6cb003779abe2a88b4e" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "api_keys" DROP CONSTRAINT "FK_3afd227c6cb003779abe2a88b4e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_keys" DROP CONSTRAINT "FK_f68f7c5caa6f5f87a855b8cf3c8"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_5e72f040fdc5efc8eef52a388c"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6f6105c8efe05b310d046cbdb3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f68f7c5caa6f5f87a855b8cf3c"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
