import { normalisePhone } from '@salone/booking-rules';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The phone columns, and the key of their rows. */
const PHONE_COLUMNS = [
  { table: 'bookings', key: 'id', column: 'customer_phone' },
  { table: 'organisations', key: 'id', column: 'contact_phone' },
  { table: 'organisations', key: 'id', column: 'payout_number' },
  { table: 'contact_messages', key: 'id', column: 'phone' },
] as const;

/**
 * Phone numbers are kept in E.164 (`+23276123456`) since the one phone rule of
 * @salone/booking-rules (RULINGS 18). Rows written before it hold the numbers as people
 * typed them (`+232 76 123 456`, `076123456`): each one the rule reads is rewritten in
 * E.164; one it cannot read is left as it is (it is still shown as written).
 */
export class PhonesInE1641795717200000 implements MigrationInterface {
  name = 'PhonesInE1641795717200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, key, column } of PHONE_COLUMNS) {
      const rows = (await queryRunner.query(
        `SELECT "${key}" AS key, "${column}" AS phone FROM "${table}"
          WHERE "${column}" IS NOT NULL AND "${column}" !~ '^\\+[1-9][0-9]{6,14}$'`,
      )) as { key: string | number; phone: string }[];
      for (const row of rows) {
        const e164 = normalisePhone(row.phone);
        if (e164 && e164 !== row.phone) {
          await queryRunner.query(`UPDATE "${table}" SET "${column}" = $1 WHERE "${key}" = $2`, [
            e164,
            row.key,
          ]);
        }
      }
    }
  }

  async down(): Promise<void> {
    // How each number was typed is not kept; E.164 reads the same under the old rule.
  }
}
