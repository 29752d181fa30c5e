import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddListingImages1795697808728 implements MigrationInterface {
  name = 'AddListingImages1795697808728';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_images" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organisation_id" integer NOT NULL, "listing_kind" character varying(10) NOT NULL, "listing_id" integer NOT NULL, "mime_type" character varying(20) NOT NULL, "size_bytes" integer NOT NULL, "content" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_b0e15e9759e9f52a095071085a" CHECK ("size_bytes" BETWEEN 1 AND 5242880), CONSTRAINT "CHK_820a9653e645a92206beeeb325" CHECK ("mime_type" IN ('image/jpeg', 'image/png')), CONSTRAINT "PK_2abb5c9d795f27dbc4b10ced9dc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2398847d424227426c3f003338" ON "listing_images"  ("organisation_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_2398847d424227426c3f003338"`);
    await queryRunner.query(`DROP TABLE "listing_images"`);
  }
}
