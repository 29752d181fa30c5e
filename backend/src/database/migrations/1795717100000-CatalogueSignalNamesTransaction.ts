import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue change signal names the transaction that made the change instead of the
 * table. Every connection of a process listens, so one change reaches a process several
 * times; with the transaction's id the process drops its kept answers once per change
 * instead of once per connection, and answers read after the first arrival stay kept
 * (docs/decisions/catalogue-change-drops-cache-once.md). One notification per transaction, however
 * many tables it touched.
 */
export class CatalogueSignalNamesTransaction1795717100000 implements MigrationInterface {
  name = 'CatalogueSignalNamesTransaction1795717100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "salone_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('salone_catalogue', 'tx:' || txid_current()::text);
         RETURN NULL;
       END $$`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "salone_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('salone_catalogue', TG_TABLE_NAME);
         RETURN NULL;
       END $$`,
    );
  }
}
