import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The leone rate becomes data (docs/decisions/exchange-rate-as-data.md): one row per admin
 * change, and each payment keeps the rate it was charged at (older payments: the rate their
 * two amounts imply). A change of rate sends the catalogue change signal: pages kept with
 * prices in leones are rendered again. Organisations may publish a WhatsApp number.
 */
export class ExchangeRatesAndWhatsapp1795717600000 implements MigrationInterface {
  name = 'ExchangeRatesAndWhatsapp1795717600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "exchange_rates" (
         "id" SERIAL NOT NULL,
         "sle_per_usd" numeric(10,2) NOT NULL,
         "changed_by_id" uuid,
         "changed_by" character varying(254) NOT NULL,
         "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "CHK_0966b473aaae692de78d3c2df0" CHECK ("sle_per_usd" >= 1 AND "sle_per_usd" <= 1000),
         CONSTRAINT "PK_exchange_rates" PRIMARY KEY ("id"))`,
    );
    // A new rate drops the pages kept with prices in leones, as a catalogue change does.
    await queryRunner.query(
      `CREATE TRIGGER "exchange_rates_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
         ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "salone_catalogue_changed"()`,
    );
    await queryRunner.query(`ALTER TABLE "payments" ADD "sle_per_usd" numeric(10,2)`);
    await queryRunner.query(
      `UPDATE "payments" SET "sle_per_usd" = round("amount_sle_minor"::numeric / "amount_usd_cents", 2)`,
    );
    await queryRunner.query(`ALTER TABLE "payments" ALTER COLUMN "sle_per_usd" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "organisations" ADD "whatsapp_number" character varying(30)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organisations" DROP COLUMN "whatsapp_number"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "sle_per_usd"`);
    await queryRunner.query(`DROP TRIGGER "exchange_rates_catalogue_changed" ON "exchange_rates"`);
    await queryRunner.query(`DROP TABLE "exchange_rates"`);
  }
}
