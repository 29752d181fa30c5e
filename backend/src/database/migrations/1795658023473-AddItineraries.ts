import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddItineraries1795658023473 implements MigrationInterface {
  name = 'AddItineraries1795658023473';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "itineraries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "request" jsonb NOT NULL, "plan" jsonb NOT NULL, "total_cents" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_f1d7fbb02092f8adcb103d11a3" CHECK ("total_cents" >= 0), CONSTRAINT "PK_9c5db87d0f85f56e4466ae09a38" PRIMARY KEY ("id"))`,
    );
    // A traveller's plans, newest first (the entity's index is synchronize: false).
    await queryRunner.query(
      `CREATE INDEX "IDX_itineraries_user_created" ON "itineraries" ("user_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `ALTER TABLE "itineraries" ADD CONSTRAINT "FK_2c1f9990ff4b57b054ed85a45e6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "itineraries" DROP CONSTRAINT "FK_2c1f9990ff4b57b054ed85a45e6"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_itineraries_user_created"`);
    await queryRunner.query(`DROP TABLE "itineraries"`);
  }
}
