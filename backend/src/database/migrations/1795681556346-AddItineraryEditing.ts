import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved plans keep what editing needs (state), when they changed, and a revocable share link. */
export class AddItineraryEditing1795681556346 implements MigrationInterface {
  name = 'AddItineraryEditing1795681556346';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "itineraries" ADD "state" jsonb`);
    await queryRunner.query(`ALTER TABLE "itineraries" ADD "share_token" character varying(64)`);
    await queryRunner.query(
      `ALTER TABLE "itineraries" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_itineraries_share_token" ON "itineraries" ("share_token") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_itineraries_share_token"`);
    await queryRunner.query(`ALTER TABLE "itineraries" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "itineraries" DROP COLUMN "share_token"`);
    await queryRunner.query(`ALTER TABLE "itineraries" DROP COLUMN "state"`);
  }
}
