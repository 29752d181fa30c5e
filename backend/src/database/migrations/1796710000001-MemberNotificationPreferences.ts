import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each member of an organisation chooses how it hears of bookings: the 'New booking' and
 * cancellation e-mails at its own address, the 'New booking' SMS at its verified phone, and a
 * digest of tomorrow's arrivals by e-mail (`arrivals_digest_sent_for`: the day whose digest it
 * was last sent, so each day's goes once). All off until the member opts in: the listing's
 * contact address keeps receiving the booking e-mails as before.
 */
export class MemberNotificationPreferences1796710000001 implements MigrationInterface {
  name = 'MemberNotificationPreferences1796710000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "organisation_members" ADD "booking_emails" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_members" ADD "booking_sms" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_members" ADD "arrivals_digest" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_members" ADD "arrivals_digest_sent_for" date`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "organisation_members" DROP COLUMN "arrivals_digest_sent_for"`,
    );
    await queryRunner.query(`ALTER TABLE "organisation_members" DROP COLUMN "arrivals_digest"`);
    await queryRunner.query(`ALTER TABLE "organisation_members" DROP COLUMN "booking_sms"`);
    await queryRunner.query(`ALTER TABLE "organisation_members" DROP COLUMN "booking_emails"`);
  }
}
