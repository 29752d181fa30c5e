import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPhotos1795718300000 implements MigrationInterface {
  name = 'AddPhotos1795718300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "photos" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organisation_id" integer, "width" integer NOT NULL, "height" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_b22063de20367dda906801a77c" CHECK ("width" > 0 AND "height" > 0), CONSTRAINT "PK_5220c45b8e32d49d767b9b3d725" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_416a3cb02c3c11684ef6cbf029" ON "photos"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "photo_variants" ("photo_id" uuid NOT NULL, "width" integer NOT NULL, "format" character varying(4) NOT NULL, "height" integer NOT NULL, "size_bytes" integer NOT NULL, "content" bytea NOT NULL, CONSTRAINT "CHK_085dea28ca8e477604a1e08865" CHECK (octet_length("content") = "size_bytes"), CONSTRAINT "CHK_09263e4aa06eee3fa06c07d43a" CHECK ("format" IN ('webp', 'jpg')), CONSTRAINT "PK_caf7b5978055b216d5bef6ef341" PRIMARY KEY ("photo_id", "width", "format"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "photo_variants" ADD CONSTRAINT "FK_aed31971e9da0cfc57baa16b488" FOREIGN KEY ("photo_id") REFERENCES "photos"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "photo_variants" DROP CONSTRAINT "FK_aed31971e9da0cfc57baa16b488"`,
    );
    await queryRunner.query(`DROP TABLE "photo_variants"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_416a3cb02c3c11684ef6cbf029"`);
    await queryRunner.query(`DROP TABLE "photos"`);
  }
}
