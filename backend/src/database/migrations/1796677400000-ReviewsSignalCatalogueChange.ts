import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listing's page shows its reviews and the operator's replies, server-rendered and kept by
 * the catalogue cache: a change of the reviews table (a review written or hidden, a reply)
 * drops the kept pages and answers as a change of the catalogue tables does.
 */
export class ReviewsSignalCatalogueChange1796677400000 implements MigrationInterface {
  name = 'ReviewsSignalCatalogueChange1796677400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TRIGGER "reviews_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
         ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "salone_catalogue_changed"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "reviews_catalogue_changed" ON "reviews"`);
  }
}
