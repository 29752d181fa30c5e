import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables public catalogue answers are read from. A statement that changes one of them
 * sends a notification on `salone_catalogue` (delivered when its transaction commits, once
 * per table and transaction), so every backend process drops the catalogue answers it keeps
 * in memory (src/catalogue/cache).
 */
export const CATALOGUE_SIGNAL_TABLES = [
  'hotels',
  'rooms',
  'events',
  'event_ticket_categories',
  'cars',
  'tours',
  'tour_departures',
  'properties',
  'service_content',
  'listing_images',
  'organisations',
  'closures',
];

export class CatalogueChangeSignal1795717000000 implements MigrationInterface {
  name = 'CatalogueChangeSignal1795717000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "salone_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('salone_catalogue', TG_TABLE_NAME);
         RETURN NULL;
       END $$`,
    );
    for (const table of CATALOGUE_SIGNAL_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
           ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "salone_catalogue_changed"()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_SIGNAL_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_changed" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "salone_catalogue_changed"()`);
  }
}
