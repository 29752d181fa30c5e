import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795646475729 implements MigrationInterface {
  name = 'Init1795646475729';

  async up(queryRunner: QueryRunner): Promise<void> {
    // pgcrypto: gen_random_uuid() and digests; btree_gist: exclusion constraints on ranges.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(
      `CREATE TABLE "cars" ("id" SERIAL NOT NULL, "make" character varying(60) NOT NULL, "model" character varying(60) NOT NULL, "year" smallint NOT NULL, "type" character varying(20) NOT NULL, "daily_rate_cents" integer NOT NULL, "location" character varying(120) NOT NULL, "is_available" boolean NOT NULL DEFAULT true, "seats" smallint NOT NULL, "transmission" character varying(20) NOT NULL, "fuel_type" character varying(20) NOT NULL, "features" text array NOT NULL DEFAULT '{}', "images" text array NOT NULL DEFAULT '{}', "extras" jsonb NOT NULL DEFAULT '[]', "terms" jsonb NOT NULL, "pickup_locations" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_7f3f687b19d6ba6a5baf7f8c64" CHECK ("year" BETWEEN 1990 AND 2100), CONSTRAINT "CHK_e5fd269aa2553496404b98bfc0" CHECK ("daily_rate_cents" > 0), CONSTRAINT "CHK_b9954395c855d559eef8f8927f" CHECK ("type" IN ('SUV', 'Sedan', 'Hatchback', 'Pickup')), CONSTRAINT "PK_fc218aa84e79b477d55322271b6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "service_content" ("id" SERIAL NOT NULL, "title" character varying(120) NOT NULL, "description" text NOT NULL, "image_url" character varying(300) NOT NULL, "service_type" character varying(20) NOT NULL, "href" character varying(120) NOT NULL, "gradient" character varying(200), "sort_order" smallint NOT NULL DEFAULT '0', CONSTRAINT "UQ_fa7a519d6d1e994f780dee36fa9" UNIQUE ("service_type"), CONSTRAINT "CHK_fd4691e83b8715f70c4990fbef" CHECK ("service_type" IN ('hotels', 'events', 'tours', 'cars', 'real_estate', 'ai_planner')), CONSTRAINT "PK_c1651f055a107d4f18e4aedf34a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_ticket_categories" ("id" SERIAL NOT NULL, "event_id" integer NOT NULL, "name" character varying(40) NOT NULL, "description" character varying(200) NOT NULL, "price_cents" integer NOT NULL, "quantity" integer NOT NULL, "sold" integer NOT NULL DEFAULT '0', "sort_order" smallint NOT NULL DEFAULT '0', CONSTRAINT "UQ_03bdae3cbc7651a21adf83f9f7a" UNIQUE ("event_id", "name"), CONSTRAINT "CHK_548796d2ce53e29f496ae8ad14" CHECK ("sold" >= 0 AND "sold" <= "quantity"), CONSTRAINT "CHK_f1f5c75fa00646063c554c5a03" CHECK ("quantity" >= 0), CONSTRAINT "CHK_f6245b75ee7452a9d8c44648d5" CHECK ("price_cents" > 0), CONSTRAINT "PK_c28637eef70bceb736cea0bdb14" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "events" ("id" SERIAL NOT NULL, "title" character varying(160) NOT NULL, "category" character varying(20) NOT NULL, "description" text NOT NULL, "location" character varying(200) NOT NULL, "city" character varying(80) NOT NULL, "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE, "capacity" integer, "images" text array NOT NULL DEFAULT '{}', "schedule" jsonb NOT NULL DEFAULT '[]', "included" text array NOT NULL DEFAULT '{}', "excluded" text array NOT NULL DEFAULT '{}', "venue" jsonb NOT NULL, "organizer" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_3b61b9b37633f425e24d431ac1" CHECK ("capacity" IS NULL OR "capacity" > 0), CONSTRAINT "CHK_8c64cfb13adeabfceef3db12b9" CHECK ("end_date" IS NULL OR "end_date" >= "start_date"), CONSTRAINT "CHK_a5647824aa808d0c0ea4e7c4a7" CHECK ("category" IN ('cultural', 'festival', 'music', 'food', 'sports')), CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ce5225c17497c5adddc1819c69" ON "events"  ("start_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "rooms" ("id" SERIAL NOT NULL, "hotel_id" integer NOT NULL, "room_type" character varying(120) NOT NULL, "price_cents" integer NOT NULL, "description" text NOT NULL, "capacity" smallint NOT NULL DEFAULT '2', "amenities" text array NOT NULL DEFAULT '{}', "images" text array NOT NULL DEFAULT '{}', "is_available" boolean NOT NULL DEFAULT true, CONSTRAINT "CHK_428c7a44a4eabba66cfe16f7ca" CHECK ("capacity" BETWEEN 1 AND 10), CONSTRAINT "CHK_19312034a41c555ee96e6104d1" CHECK ("price_cents" > 0), CONSTRAINT "PK_0368a2d7c215f2d0458a54933f2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7a61484af364d0d804b21b25c7" ON "rooms"  ("hotel_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "hotels" ("id" SERIAL NOT NULL, "name" character varying(160) NOT NULL, "address" character varying(240) NOT NULL, "city" character varying(80) NOT NULL, "description" text NOT NULL, "star_rating" smallint NOT NULL, "images" text array NOT NULL DEFAULT '{}', "amenities" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_01caa7226eb2543ac915612c0f" CHECK ("star_rating" BETWEEN 1 AND 5), CONSTRAINT "PK_2bb06797684115a1ba7c705fc7b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_30d048e1a4d30b057739a0ef69" ON "hotels"  ("name") `,
    );
    await queryRunner.query(
      `CREATE TABLE "properties" ("id" SERIAL NOT NULL, "title" character varying(160) NOT NULL, "address" character varying(240) NOT NULL, "description" text NOT NULL, "type" character varying(20) NOT NULL, "price_cents" bigint NOT NULL, "monthly_rent_cents" bigint, "is_for_sale" boolean NOT NULL DEFAULT false, "is_for_rent" boolean NOT NULL DEFAULT false, "is_active" boolean NOT NULL DEFAULT true, "bedrooms" smallint, "bathrooms" smallint, "size" character varying(60) NOT NULL, "features" text array NOT NULL DEFAULT '{}', "images" text array NOT NULL DEFAULT '{}', "year_built" smallint, "parking" character varying(120) NOT NULL, "utilities_cents" integer NOT NULL, "maintenance_cents" integer NOT NULL, "agent" jsonb NOT NULL, "neighborhood" jsonb NOT NULL, "inspection" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_3ea45dc69f2c09a85a21c70559" CHECK ("is_for_sale" OR "is_for_rent"), CONSTRAINT "CHK_c3a9ed1c43fecbcb6a7ee60ebf" CHECK ("price_cents" > 0), CONSTRAINT "CHK_e7ddb838a22af1f93cd068a4e0" CHECK ("type" IN ('house', 'apartment', 'land', 'commercial')), CONSTRAINT "PK_2d83bfa0b9fcd45dee1785af44d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "tours" ("id" SERIAL NOT NULL, "title" character varying(160) NOT NULL, "location" character varying(160) NOT NULL, "city" character varying(80) NOT NULL, "description" text NOT NULL, "difficulty" character varying(20) NOT NULL, "duration" character varying(60) NOT NULL, "max_group_size" integer NOT NULL, "price_cents" integer NOT NULL, "included_activities" text array NOT NULL DEFAULT '{}', "images" text array NOT NULL DEFAULT '{}', "itinerary" jsonb NOT NULL DEFAULT '[]', "meals" text array NOT NULL DEFAULT '{}', "transport" character varying(200) NOT NULL, "what_to_bring" text array NOT NULL DEFAULT '{}', "safety" jsonb NOT NULL, "operator" jsonb NOT NULL, "guides" jsonb NOT NULL DEFAULT '[]', "languages" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_a5f85b09f26d45d11b624e6c0f" CHECK ("price_cents" > 0), CONSTRAINT "CHK_38ead397ec7cc3333062d155a4" CHECK ("max_group_size" BETWEEN 1 AND 100), CONSTRAINT "CHK_26d3bd86ec1f1c3f27d7794612" CHECK ("difficulty" IN ('easy', 'moderate', 'challenging', 'difficult')), CONSTRAINT "PK_2202ba445792c1ad0edf2de8de2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_ticket_categories" ADD CONSTRAINT "FK_4cfa4c76e98c84fec8225dc727c" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rooms" ADD CONSTRAINT "FK_7a61484af364d0d804b21b25c7f" FOREIGN KEY ("hotel_id") REFERENCES "hotels"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rooms" DROP CONSTRAINT "FK_7a61484af364d0d804b21b25c7f"`);
    await queryRunner.query(
      `ALTER TABLE "event_ticket_categories" DROP CONSTRAINT "FK_4cfa4c76e98c84fec8225dc727c"`,
    );
    await queryRunner.query(`DROP TABLE "tours"`);
    await queryRunner.query(`DROP TABLE "properties"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_30d048e1a4d30b057739a0ef69"`);
    await queryRunner.query(`DROP TABLE "hotels"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7a61484af364d0d804b21b25c7"`);
    await queryRunner.query(`DROP TABLE "rooms"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ce5225c17497c5adddc1819c69"`);
    await queryRunner.query(`DROP TABLE "events"`);
    await queryRunner.query(`DROP TABLE "event_ticket_categories"`);
    await queryRunner.query(`DROP TABLE "service_content"`);
    await queryRunner.query(`DROP TABLE "cars"`);
  }
}
