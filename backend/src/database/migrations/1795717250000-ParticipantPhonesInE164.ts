import { normalisePhone } from '@salone/booking-rules';
import type { MigrationInterface, QueryRunner } from 'typeorm';

interface Participant {
  phone?: unknown;
}

/**
 * A tour booking keeps its participants (name, phone, e-mail) in its metadata. Those written
 * before the one phone rule hold the numbers as people typed them: each one the rule reads is
 * rewritten in E.164, as PhonesInE164 did for the phone columns; one it cannot read is left.
 */
export class ParticipantPhonesInE1641795717250000 implements MigrationInterface {
  name = 'ParticipantPhonesInE1641795717250000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(
      `SELECT id, metadata -> 'participants' AS participants FROM bookings
        WHERE jsonb_typeof(metadata -> 'participants') = 'array'`,
    )) as { id: string; participants: Participant[] }[];
    for (const row of rows) {
      let changed = false;
      const participants = row.participants.map((participant) => {
        if (typeof participant?.phone !== 'string') return participant;
        const e164 = normalisePhone(participant.phone);
        if (!e164 || e164 === participant.phone) return participant;
        changed = true;
        return { ...participant, phone: e164 };
      });
      if (changed) {
        await queryRunner.query(
          `UPDATE bookings SET metadata = jsonb_set(metadata, '{participants}', $1::jsonb)
            WHERE id = $2`,
          [JSON.stringify(participants), row.id],
        );
      }
    }
  }

  async down(): Promise<void> {
    // How each number was typed is not kept; E.164 reads the same under the old rule.
  }
}
