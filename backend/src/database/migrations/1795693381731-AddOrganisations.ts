import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables, each of which gets an owning organisation and a listing status. */
const TABLES = ['hotels', 'events', 'cars', 'tours', 'properties'] as const;

/**
 * Operator organisations and their members, admins, listing status and ownership on every
 * catalogue table, room units, tour and viewing capacity, contact-message states, audit log.
 */
export class AddOrganisations1795693381731 implements MigrationInterface {
  name = 'AddOrganisations1795693381731';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "actor_id" uuid, "actor_email" character varying(254) NOT NULL, "actor_role" character varying(10) NOT NULL, "organisation_id" integer, "action" character varying(60) NOT NULL, "entity_type" character varying(40) NOT NULL, "entity_id" character varying(64) NOT NULL, "before" jsonb, "after" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_15a6f5aad57db494c17986ed2e" ON "audit_log"  ("actor_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_951e6339a77994dfbad976b35c" ON "audit_log"  ("action") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2ad7930a7c2af80585c8c1b770" ON "audit_log"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_43fef0ec7f613c19c612fffe62" ON "audit_log"  ("entity_type", "entity_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_54a12b2bb069298a14966e70e4" ON "audit_log"  ("organisation_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "organisations" ("id" SERIAL NOT NULL, "name" character varying(160) NOT NULL, "service_kinds" character varying array NOT NULL, "contact_phone" character varying(30) NOT NULL, "contact_email" character varying(254) NOT NULL, "registration_number" character varying(60) NOT NULL, "payout_number" character varying(30) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'pending', "status_reason" character varying(500), "applied_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_04a66ec4a2974dcb53b1e4b8a7" CHECK (cardinality("service_kinds") > 0 AND "service_kinds" <@ ARRAY['hotel', 'event', 'car', 'tour', 'property']::varchar[]), CONSTRAINT "CHK_62586de8ebdf6d38c4a2e04c78" CHECK ("status" IN ('pending', 'approved', 'suspended')), CONSTRAINT "PK_7bf54cba378d5b2f1d4c10ef4df" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_4a3dcb66f1630f551b81bca1b3" ON "organisations"  ("name") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7fe445bb9035189ecf03cbc0f4" ON "organisations"  ("status") `,
    );
    await queryRunner.query(
      `CREATE TABLE "organisation_invitations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organisation_id" integer NOT NULL, "email" character varying(254) NOT NULL, "invited_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9657c67b15006843b0472d8a75" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6b846f2e4a21943d2e6c0439b7" ON "organisation_invitations"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "organisation_members" ("organisation_id" integer NOT NULL, "user_id" uuid NOT NULL, "role" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_216b5291283fd5f384c499809b" CHECK ("role" IN ('owner', 'staff')), CONSTRAINT "PK_3cc6551a3f80b7aca61439ac6a5" PRIMARY KEY ("organisation_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6d808506119822a1e47422b512" ON "organisation_members"  ("user_id") `,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "is_admin" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "cars" ADD "organisation_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "cars" ADD "status" character varying(20) NOT NULL DEFAULT 'draft'`,
    );
    await queryRunner.query(`ALTER TABLE "cars" ADD "moderation_reason" character varying(500)`);
    await queryRunner.query(
      `ALTER TABLE "cars" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(`ALTER TABLE "events" ADD "organisation_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "events" ADD "status" character varying(20) NOT NULL DEFAULT 'draft'`,
    );
    await queryRunner.query(`ALTER TABLE "events" ADD "moderation_reason" character varying(500)`);
    await queryRunner.query(
      `ALTER TABLE "events" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(`ALTER TABLE "rooms" ADD "units" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "rooms" ADD "archived" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "hotels" ADD "organisation_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD "status" character varying(20) NOT NULL DEFAULT 'draft'`,
    );
    await queryRunner.query(`ALTER TABLE "hotels" ADD "moderation_reason" character varying(500)`);
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(`ALTER TABLE "properties" ADD "organisation_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "properties" ADD "status" character varying(20) NOT NULL DEFAULT 'draft'`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD "moderation_reason" character varying(500)`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD "viewing_days" smallint array NOT NULL DEFAULT '{1,2,3,4,5,6}'`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD "viewing_times" character varying(5) array NOT NULL DEFAULT '{09:00,09:30,10:00,10:30,11:00,11:30,12:00,12:30,14:00,14:30,15:00,15:30,16:00,16:30,17:00,17:30}'`,
    );
    await queryRunner.query(`ALTER TABLE "tours" ADD "organisation_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "tours" ADD "status" character varying(20) NOT NULL DEFAULT 'draft'`,
    );
    await queryRunner.query(`ALTER TABLE "tours" ADD "moderation_reason" character varying(500)`);
    await queryRunner.query(
      `ALTER TABLE "tours" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `ALTER TABLE "tours" ADD "private_groups_per_day" smallint NOT NULL DEFAULT '1'`,
    );
    await queryRunner.query(`ALTER TABLE "tours" ADD "private_group_limit" integer`);
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD "read_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD "handled_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "handled_by_id" uuid`);
    // Listings that exist already (a deployment seeded before organisations) were public: they
    // move, published, to one approved organisation that an admin can rename or split later.
    const [{ count }]: { count: number }[] = await queryRunner.query(
      `SELECT ((SELECT count(*) FROM hotels) + (SELECT count(*) FROM events) + (SELECT count(*) FROM cars)
             + (SELECT count(*) FROM tours) + (SELECT count(*) FROM properties))::int AS count`,
    );
    if (count > 0) {
      const [{ id }]: { id: number }[] = await queryRunner.query(
        `INSERT INTO organisations (name, service_kinds, contact_phone, contact_email, registration_number, payout_number, status)
         VALUES ('Salone Catalogue', '{hotel,event,car,tour,property}', '+232 76 000000', 'catalogue@salone.sl', 'SL-CATALOGUE', '+232 76 000000', 'approved')
         RETURNING id`,
      );
      for (const table of TABLES) {
        await queryRunner.query(
          `UPDATE "${table}" SET organisation_id = $1, status = 'published'`,
          [id],
        );
      }
    }
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "organisation_id" SET NOT NULL`);
    }
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_organisation_invitations_email" ON "organisation_invitations" ("organisation_id", lower("email"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2f502ee99a9909ca5901227e00" ON "cars"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6834b49cf67e4331b0a17212da" ON "events"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cc7ac132e426d74fc1516d87da" ON "hotels"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_86fef120e7b301552ae74727bf" ON "properties"  ("organisation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ad73d49daf911448738b2bac48" ON "tours"  ("organisation_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "cars" ADD CONSTRAINT "CHK_bacf85bf96fc68dcfd0a650aea" CHECK ("status" IN ('draft', 'published', 'unpublished', 'archived'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "CHK_660bfe853aad29b7cf3331a2c3" CHECK ("status" IN ('draft', 'published', 'unpublished', 'archived'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "rooms" ADD CONSTRAINT "CHK_9940d186cdb22f463a87ebbda2" CHECK ("units" BETWEEN 1 AND 1000)`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD CONSTRAINT "CHK_adc979b193cc6f3351d15eee43" CHECK ("status" IN ('draft', 'published', 'unpublished', 'archived'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_d32486d7ac33ed413760ceeb4a" CHECK ("status" IN ('draft', 'published', 'unpublished', 'archived'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tours" ADD CONSTRAINT "CHK_2b7eeb28d3828132ec7e97088f" CHECK ("status" IN ('draft', 'published', 'unpublished', 'archived'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisations" ADD CONSTRAINT "FK_8ce60633aae1bc732cb6892b7c2" FOREIGN KEY ("applied_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cars" ADD CONSTRAINT "FK_2f502ee99a9909ca5901227e00d" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "FK_6834b49cf67e4331b0a17212daf" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD CONSTRAINT "FK_cc7ac132e426d74fc1516d87da7" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "FK_86fef120e7b301552ae74727bf1" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tours" ADD CONSTRAINT "FK_ad73d49daf911448738b2bac484" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD CONSTRAINT "FK_07b999dce1ac9da08fe4830a0dc" FOREIGN KEY ("handled_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_invitations" ADD CONSTRAINT "FK_6b846f2e4a21943d2e6c0439b75" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_invitations" ADD CONSTRAINT "FK_b98978389fef398262f656792e7" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_members" ADD CONSTRAINT "FK_588fd3930af62ea399879e1d7ab" FOREIGN KEY ("organisation_id") REFERENCES "organisations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_members" ADD CONSTRAINT "FK_6d808506119822a1e47422b512a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "organisation_members" DROP CONSTRAINT "FK_6d808506119822a1e47422b512a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_members" DROP CONSTRAINT "FK_588fd3930af62ea399879e1d7ab"`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_invitations" DROP CONSTRAINT "FK_b98978389fef398262f656792e7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "organisation_invitations" DROP CONSTRAINT "FK_6b846f2e4a21943d2e6c0439b75"`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_messages" DROP CONSTRAINT "FK_07b999dce1ac9da08fe4830a0dc"`,
    );
    await queryRunner.query(`ALTER TABLE "tours" DROP CONSTRAINT "FK_ad73d49daf911448738b2bac484"`);
    await queryRunner.query(
      `ALTER TABLE "properties" DROP CONSTRAINT "FK_86fef120e7b301552ae74727bf1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" DROP CONSTRAINT "FK_cc7ac132e426d74fc1516d87da7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" DROP CONSTRAINT "FK_6834b49cf67e4331b0a17212daf"`,
    );
    await queryRunner.query(`ALTER TABLE "cars" DROP CONSTRAINT "FK_2f502ee99a9909ca5901227e00d"`);
    await queryRunner.query(
      `ALTER TABLE "organisations" DROP CONSTRAINT "FK_8ce60633aae1bc732cb6892b7c2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" DROP CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2"`,
    );
    await queryRunner.query(`ALTER TABLE "tours" DROP CONSTRAINT "CHK_2b7eeb28d3828132ec7e97088f"`);
    await queryRunner.query(
      `ALTER TABLE "properties" DROP CONSTRAINT "CHK_d32486d7ac33ed413760ceeb4a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" DROP CONSTRAINT "CHK_adc979b193cc6f3351d15eee43"`,
    );
    await queryRunner.query(`ALTER TABLE "rooms" DROP CONSTRAINT "CHK_9940d186cdb22f463a87ebbda2"`);
    await queryRunner.query(
      `ALTER TABLE "events" DROP CONSTRAINT "CHK_660bfe853aad29b7cf3331a2c3"`,
    );
    await queryRunner.query(`ALTER TABLE "cars" DROP CONSTRAINT "CHK_bacf85bf96fc68dcfd0a650aea"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ad73d49daf911448738b2bac48"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_86fef120e7b301552ae74727bf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cc7ac132e426d74fc1516d87da"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6834b49cf67e4331b0a17212da"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2f502ee99a9909ca5901227e00"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "handled_by_id"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "handled_at"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "read_at"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "private_group_limit"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "private_groups_per_day"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "moderation_reason"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "organisation_id"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "viewing_times"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "viewing_days"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "moderation_reason"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "organisation_id"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "moderation_reason"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "organisation_id"`);
    await queryRunner.query(`ALTER TABLE "rooms" DROP COLUMN "archived"`);
    await queryRunner.query(`ALTER TABLE "rooms" DROP COLUMN "units"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "moderation_reason"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "organisation_id"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP COLUMN "moderation_reason"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP COLUMN "organisation_id"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "is_admin"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6d808506119822a1e47422b512"`);
    await queryRunner.query(`DROP TABLE "organisation_members"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_organisation_invitations_email"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6b846f2e4a21943d2e6c0439b7"`);
    await queryRunner.query(`DROP TABLE "organisation_invitations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7fe445bb9035189ecf03cbc0f4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4a3dcb66f1630f551b81bca1b3"`);
    await queryRunner.query(`DROP TABLE "organisations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_54a12b2bb069298a14966e70e4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_43fef0ec7f613c19c612fffe62"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2ad7930a7c2af80585c8c1b770"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_951e6339a77994dfbad976b35c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_15a6f5aad57db494c17986ed2e"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
