import { migrationDatabase } from './support/migration-database.js';

const PARTICIPANT_PHONES_IN_E164 = 1795717250000;

// A file of its own: the database is migrated once per file.
describe("the phone migration on tour participants' numbers written before the phone rule", () => {
  const database = migrationDatabase();

  it("rewrites a tour's participants' numbers in E.164 and keeps the rest of the metadata", async () => {
    const before = await database.before(PARTICIPANT_PHONES_IN_E164);
    const [user] = await before.query(
      `INSERT INTO users (first_name, last_name, email, password_hash)
       VALUES ('Fatmata', 'Sesay', 'fatmata@example.com', 'x') RETURNING id`,
    );
    const [organisation] = await before.query(
      `INSERT INTO organisations (name, service_kinds, contact_phone, contact_email,
                                  registration_number, payout_number)
       VALUES ('River No. 2 Tours', '{tour}', '+23276555020', 'go@river2.example',
               'SL-BRS-2026-00043', '+23276555021') RETURNING id`,
    );
    const participants = [
      { name: 'Fatmata Sesay', phone: '076 123 456', email: 'fatmata@example.com' },
      { name: 'Ibrahim Kamara', phone: '+23277654321', email: 'ibrahim@example.com' },
      { name: 'Jo Smith', phone: '+44 20 7946 0958', email: 'jo@example.com' },
      { name: 'Mariama Bah', phone: 'ask my sister', email: 'mariama@example.com' },
    ];
    const metadata = { participants, tourType: 'group', pickup: 'Lumley Beach' };
    const insertBooking = (reference: string, value: unknown) =>
      before.query(
        `INSERT INTO bookings (reference, user_id, organisation_id, service_type, service_id,
                               service_name, customer_name, customer_email, customer_phone,
                               guests, start_date, total_amount_cents, metadata)
         VALUES ($1, $2, $3, 'tour', 1, 'River No. 2 day trip', 'Fatmata Sesay',
                 'fatmata@example.com', '+23276123456', 4, '2027-01-10T08:00:00Z', 20000, $4)`,
        [reference, user.id, organisation.id, JSON.stringify(value)],
      );
    await insertBooking('SL-TOUR01', metadata);
    await insertBooking('SL-HOTEL1', { nights: 2 });
    await before.destroy();

    const after = database.all();
    await after.initialize();
    try {
      await after.runMigrations({ transaction: 'all' });
      const rows: { reference: string; metadata: unknown }[] = await after.query(
        `SELECT reference, metadata FROM bookings ORDER BY reference`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.reference, row.metadata]))).toEqual({
        'SL-HOTEL1': { nights: 2 },
        'SL-TOUR01': {
          tourType: 'group',
          pickup: 'Lumley Beach',
          participants: [
            { name: 'Fatmata Sesay', phone: '+23276123456', email: 'fatmata@example.com' },
            { name: 'Ibrahim Kamara', phone: '+23277654321', email: 'ibrahim@example.com' },
            { name: 'Jo Smith', phone: '+442079460958', email: 'jo@example.com' },
            { name: 'Mariama Bah', phone: 'ask my sister', email: 'mariama@example.com' },
          ],
        },
      });
    } finally {
      await after.destroy();
    }
  });
});
