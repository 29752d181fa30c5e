import { migrationDatabase } from './support/migration-database.js';

const PHONES_IN_E164 = 1795717200000;

describe('the phone migration on rows written before the phone rule', () => {
  const database = migrationDatabase();

  it('rewrites every number it can read in E.164 and leaves the others as they were', async () => {
    const before = await database.before(PHONES_IN_E164);
    const written = [
      '076123456',
      '76 123 456',
      '+232 76 123 456',
      '+23276123456',
      '+44 20 7946 0958',
      '12345',
      'ask at reception',
    ];
    for (const [i, phone] of written.entries()) {
      await before.query(
        `INSERT INTO contact_messages (name, email, phone, subject, message)
         VALUES ('Aminata', 'aminata@example.com', $1, $2, 'Hello')`,
        [phone, `message ${i}`],
      );
    }
    await before.query(
      `INSERT INTO contact_messages (name, email, phone, subject, message)
       VALUES ('Aminata', 'aminata@example.com', NULL, 'no phone', 'Hello')`,
    );
    await before.query(
      `INSERT INTO organisations (name, service_kinds, contact_phone, contact_email,
                                  registration_number, payout_number)
       VALUES ('Kroo Bay Guesthouses', '{hotel}', '+232 76 555 010', 'stay@kroobay.example',
               'SL-BRS-2026-00042', '077 555 011')`,
    );
    await before.destroy();

    const after = database.all();
    await after.initialize();
    try {
      await after.runMigrations({ transaction: 'all' });
      const messages: { subject: string; phone: string | null }[] = await after.query(
        `SELECT subject, phone FROM contact_messages ORDER BY subject`,
      );
      expect(Object.fromEntries(messages.map((m) => [m.subject, m.phone]))).toEqual({
        'message 0': '+23276123456',
        'message 1': '+23276123456',
        'message 2': '+23276123456',
        'message 3': '+23276123456',
        'message 4': '+442079460958',
        'message 5': '12345',
        'message 6': 'ask at reception',
        'no phone': null,
      });
      const [organisation] = await after.query(
        `SELECT contact_phone, payout_number FROM organisations WHERE name = 'Kroo Bay Guesthouses'`,
      );
      expect(organisation).toEqual({
        contact_phone: '+23276555010',
        payout_number: '+23277555011',
      });
    } finally {
      await after.destroy();
    }
  });
});
