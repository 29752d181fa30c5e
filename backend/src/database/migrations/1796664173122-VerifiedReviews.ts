import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified reviews (docs/decisions/verified-reviews.md): the reviews module's tables, each
 * listing's kept review average and count, and review photos among the uploads.
 */
export class VerifiedReviews1796664173122 implements MigrationInterface {
  name = 'VerifiedReviews1796664173122';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "uploads" DROP CONSTRAINT "CHK_ce5b120ca059d917211cf9868e"`,
    );
    await queryRunner.query(
      `CREATE TABLE "reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "booking_reference" character varying(12) NOT NULL, "user_id" uuid NOT NULL, "organisation_id" integer NOT NULL, "listing_kind" character varying(20) NOT NULL, "listing_id" integer NOT NULL, "listing_name" character varying(200) NOT NULL, "author_name" character varying(60) NOT NULL, "overall" smallint NOT NULL, "sub_scores" jsonb NOT NULL DEFAULT '{}', "text" character varying(2000), "photo_ids" uuid array NOT NULL DEFAULT '{}', "served_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reply" character varying(1000), "replied_at" TIMESTAMP WITH TIME ZONE, "report_count" integer NOT NULL DEFAULT '0', "hidden_at" TIMESTAMP WITH TIME ZONE, "hidden_reason" character varying(500), CONSTRAINT "CHK_0dace4e723ad7f43169590241d" CHECK ("listing_kind" IN ('hotel', 'event', 'car', 'tour', 'property')), CONSTRAINT "CHK_00a64871ae5ed282cc163a86e8" CHECK ("overall" BETWEEN 1 AND 5), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_bbd6ac6e3e6a8f8c6e0e8692d6" ON "reviews"  ("booking_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_728447781a30bc3fcfe5c2f1cd" ON "reviews"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7a1e71e2652010c83ecee18e7b" ON "reviews"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1d91b35c9c40c288d4acc935df" ON "reviews"  ("listing_kind", "listing_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "review_reports" ("review_id" uuid NOT NULL, "user_id" uuid NOT NULL, "reason" character varying(500) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5bf1b6c5a451b49235aadff6bcd" PRIMARY KEY ("review_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "review_requests" ("booking_id" uuid NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1283eb7194d4a841ab9918a8728" PRIMARY KEY ("booking_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "cars" ADD "rating_average" numeric(3,2)`);
    await queryRunner.query(`ALTER TABLE "cars" ADD "rating_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "events" ADD "rating_average" numeric(3,2)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "rating_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "hotels" ADD "rating_average" numeric(3,2)`);
    await queryRunner.query(`ALTER TABLE "hotels" ADD "rating_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "rating_average" numeric(3,2)`);
    await queryRunner.query(
      `ALTER TABLE "properties" ADD "rating_count" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`ALTER TABLE "tours" ADD "rating_average" numeric(3,2)`);
    await queryRunner.query(`ALTER TABLE "tours" ADD "rating_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "CHK_fa6c3ef7819f1ffb92dd4fa7ff" CHECK ("purpose" IN ('kyc_document', 'drivers_license', 'review_photo'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_bbd6ac6e3e6a8f8c6e0e8692d63" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_reports" ADD CONSTRAINT "FK_207877d200ea358e05ab4d70338" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_reports" ADD CONSTRAINT "FK_59d9cc18a57f9e6b7866803b88a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_requests" ADD CONSTRAINT "FK_1283eb7194d4a841ab9918a8728" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "review_requests" DROP CONSTRAINT "FK_1283eb7194d4a841ab9918a8728"`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_reports" DROP CONSTRAINT "FK_59d9cc18a57f9e6b7866803b88a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_reports" DROP CONSTRAINT "FK_207877d200ea358e05ab4d70338"`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" DROP CONSTRAINT "FK_728447781a30bc3fcfe5c2f1cdf"`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" DROP CONSTRAINT "FK_bbd6ac6e3e6a8f8c6e0e8692d63"`,
    );
    await queryRunner.query(
      `ALTER TABLE "uploads" DROP CONSTRAINT "CHK_fa6c3ef7819f1ffb92dd4fa7ff"`,
    );
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "rating_count"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "rating_average"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "rating_count"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "rating_average"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "rating_count"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "rating_average"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "rating_count"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "rating_average"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP COLUMN "rating_count"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP COLUMN "rating_average"`);
    await queryRunner.query(`DROP TABLE "review_requests"`);
    await queryRunner.query(`DROP TABLE "review_reports"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1d91b35c9c40c288d4acc935df"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7a1e71e2652010c83ecee18e7b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_728447781a30bc3fcfe5c2f1cd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bbd6ac6e3e6a8f8c6e0e8692d6"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "CHK_ce5b120ca059d917211cf9868e" CHECK (((purpose)::text = ANY ((ARRAY['kyc_document'::character varying, 'drivers_license'::character varying])::text[])))`,
    );
  }
}
