import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each tour says where it picks up or meets its guests (a hotel in Freetown, Kent jetty, a
 * town up-country), so a trip plan books it only from where the traveller sleeps or with
 * the transfer to it. Tours already listed keep an empty meeting point until edited.
 */
export class TourMeetingPoints1795717700000 implements MigrationInterface {
  name = 'TourMeetingPoints1795717700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tours" ADD "meeting_point" character varying(200) NOT NULL DEFAULT ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "meeting_point"`);
  }
}
