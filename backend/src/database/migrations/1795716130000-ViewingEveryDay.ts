import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Viewing days are enforced from now on (docs/decisions/viewing-days-and-hours.md): a property
 * takes viewings every day unless its operator narrows them. Rows still at the old default (Monday
 * to Saturday, never enforced, so in fact every day) keep taking viewings every day.
 */
export class ViewingEveryDay1795716130000 implements MigrationInterface {
  name = 'ViewingEveryDay1795716130000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "properties" ALTER COLUMN "viewing_days" SET DEFAULT '{1,2,3,4,5,6,7}'`,
    );
    await queryRunner.query(
      `UPDATE "properties" SET "viewing_days" = '{1,2,3,4,5,6,7}' WHERE "viewing_days" = '{1,2,3,4,5,6}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "properties" ALTER COLUMN "viewing_days" SET DEFAULT '{1,2,3,4,5,6}'`,
    );
  }
}
