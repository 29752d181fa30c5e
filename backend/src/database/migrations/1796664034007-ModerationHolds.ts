import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's decision holds (ruling 22): `listing_holds` keeps one hold per listing an admin
 * unpublished or whose organisation was suspended; its operator cannot publish it until an admin
 * reinstates it. Listings admins unpublished before this migration (their moderation reason set,
 * still unpublished) are held from now on. Applications may be rejected or sent back for changes;
 * audit entries keep the name of what they concern.
 */
export class ModerationHolds1796664034007 implements MigrationInterface {
  name = 'ModerationHolds1796664034007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "organisations" DROP CONSTRAINT "CHK_62586de8ebdf6d38c4a2e04c78"`,
    );
    await queryRunner.query(
      `CREATE TABLE "listing_holds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organisation_id" integer NOT NULL, "kind" character varying(20) NOT NULL, "listing_id" integer NOT NULL, "state" character varying(20) NOT NULL DEFAULT 'held', "source" character varying(20) NOT NULL DEFAULT 'admin_unpublish', "reason" character varying(500) NOT NULL, "review_note" character varying(1000), "review_requested_at" TIMESTAMP WITH TIME ZONE, "refusal_reason" character varying(500), "refused_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_bf2dd2b436b39c8e311e586a57" CHECK ("source" IN ('admin_unpublish', 'suspension')), CONSTRAINT "CHK_94a65afd6f8f8919ac3ca081f2" CHECK ("state" IN ('held', 'review_requested')), CONSTRAINT "PK_d31758b624ef6159f3b4b4cef0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ad42cfd6f74023dc6f210aaa0a" ON "listing_holds"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_listing_holds_listing" ON "listing_holds"  ("kind", "listing_id") `,
    );
    await queryRunner.query(`ALTER TABLE "audit_log" ADD "entity_name" character varying(200)`);
    await queryRunner.query(
      `ALTER TABLE "organisations" ADD CONSTRAINT "CHK_a9858493ad58b9d0a73cc028d9" CHECK ("status" IN ('pending', 'approved', 'suspended', 'changes_requested', 'rejected'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "listing_holds" ADD CONSTRAINT "FK_ad42cfd6f74023dc6f210aaa0a0" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const [kind, table] of [
      ['hotel', 'hotels'],
      ['event', 'events'],
      ['car', 'cars'],
      ['tour', 'tours'],
      ['property', 'properties'],
    ]) {
      await queryRunner.query(
        `INSERT INTO "listing_holds" ("organisation_id", "kind", "listing_id", "reason", "source")
         SELECT "organisation_id", $1, "id", "moderation_reason",
                CASE WHEN "moderation_reason" LIKE 'Organisation suspended: %' THEN 'suspension'
                     ELSE 'admin_unpublish' END
           FROM "${table}"
          WHERE "status" = 'unpublished' AND "moderation_reason" IS NOT NULL
            AND "organisation_id" IS NOT NULL`,
        [kind],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "listing_holds" DROP CONSTRAINT "FK_ad42cfd6f74023dc6f210aaa0a0"`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisations" DROP CONSTRAINT "CHK_a9858493ad58b9d0a73cc028d9"`,
    );
    await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "entity_name"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_listing_holds_listing"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ad42cfd6f74023dc6f210aaa0a"`);
    await queryRunner.query(`DROP TABLE "listing_holds"`);
    await queryRunner.query(
      `ALTER TABLE "organisations" ADD CONSTRAINT "CHK_62586de8ebdf6d38c4a2e04c78" CHECK (((status)::text = ANY ((ARRAY['pending'::character varying, 'approved'::character varying, 'suspended'::character varying])::text[])))`,
    );
  }
}
