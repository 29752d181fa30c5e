import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operators may hear of new bookings by SMS (issue 30), and each booking's reminder of the
 * day before is queued once.
 */
export class SmsAlertsAndReminders1795717500000 implements MigrationInterface {
  name = 'SmsAlertsAndReminders1795717500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "organisations" ADD "sms_booking_alerts" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookings" ADD "sms_reminder_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "sms_reminder_at"`);
    await queryRunner.query(`ALTER TABLE "organisations" DROP COLUMN "sms_booking_alerts"`);
  }
}
