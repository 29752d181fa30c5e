import { migrationDatabase } from './support/migration-database.js';

const ORGANISATIONS = 1795693381731;

describe('the organisations migration on a database that already has a catalogue', () => {
  const database = migrationDatabase();

  it('moves existing listings, published, to one approved organisation', async () => {
    const before = await database.before(ORGANISATIONS);
    await before.query(
      `INSERT INTO hotels (name, address, city, description, star_rating)
       VALUES ('Old Hotel', '1 Old Road', 'Freetown', 'Seeded before organisations.', 3)`,
    );
    await before.destroy();

    const after = database.all();
    await after.initialize();
    try {
      await after.runMigrations({ transaction: 'all' });
      const [hotel] = await after.query(
        `SELECT h.status, o.name, o.status AS organisation_status
           FROM hotels h JOIN organisations o ON o.id = h.organisation_id`,
      );
      expect(hotel).toEqual({
        status: 'published',
        name: 'Salone Catalogue',
        organisation_status: 'approved',
      });
      await expect(
        after.query(`INSERT INTO hotels (name, address, city, description, star_rating)
                     VALUES ('No Owner', '2 Road', 'Bo', 'x', 3)`),
      ).rejects.toThrow(/organisation_id/);
    } finally {
      await after.destroy();
    }
  });
});
