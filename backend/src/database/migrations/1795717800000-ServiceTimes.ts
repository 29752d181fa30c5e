import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Service times (docs/decisions/service-times.md): a hotel's check-in and check-out times and a
 * tour's start time, set by the operator, defaulting to 14:00, 11:00 and 08:00.
 */
export class ServiceTimes1795717800000 implements MigrationInterface {
  name = 'ServiceTimes1795717800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD "check_in_time" character varying(5) NOT NULL DEFAULT '14:00'`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD "check_out_time" character varying(5) NOT NULL DEFAULT '11:00'`,
    );
    await queryRunner.query(
      `ALTER TABLE "tours" ADD "start_time" character varying(5) NOT NULL DEFAULT '08:00'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "start_time"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "check_out_time"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "check_in_time"`);
  }
}
