import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every listing gets a place on the map (catalogue/location.ts): latitude and longitude,
 * nullable and set together, in the world's ranges; that the point is in Sierra Leone is the
 * partner API's check. The sample catalogue's places are filled by the seed.
 */
export class ListingLocations1796677297903 implements MigrationInterface {
  name = 'ListingLocations1796677297903';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cars" ADD "latitude" numeric(8,6)`);
    await queryRunner.query(`ALTER TABLE "cars" ADD "longitude" numeric(9,6)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "latitude" numeric(8,6)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "longitude" numeric(9,6)`);
    await queryRunner.query(`ALTER TABLE "hotels" ADD "latitude" numeric(8,6)`);
    await queryRunner.query(`ALTER TABLE "hotels" ADD "longitude" numeric(9,6)`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "latitude" numeric(8,6)`);
    await queryRunner.query(`ALTER TABLE "properties" ADD "longitude" numeric(9,6)`);
    await queryRunner.query(`ALTER TABLE "tours" ADD "latitude" numeric(8,6)`);
    await queryRunner.query(`ALTER TABLE "tours" ADD "longitude" numeric(9,6)`);
    await queryRunner.query(
      `ALTER TABLE "cars" ADD CONSTRAINT "CHK_18485cb28c6de1a34926f25524" CHECK (("latitude" IS NULL) = ("longitude" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "cars" ADD CONSTRAINT "CHK_9d9423dc420bc3d6518ec88abe" CHECK ("longitude" BETWEEN -180 AND 180)`,
    );
    await queryRunner.query(
      `ALTER TABLE "cars" ADD CONSTRAINT "CHK_832d8ccafb4faa6fc998ceae16" CHECK ("latitude" BETWEEN -90 AND 90)`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "CHK_1d1394ce9791121707f18f4f18" CHECK (("latitude" IS NULL) = ("longitude" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "CHK_b3978a67104a552094366509e8" CHECK ("longitude" BETWEEN -180 AND 180)`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "CHK_ebb1ac31ac41802119ac259b7a" CHECK ("latitude" BETWEEN -90 AND 90)`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD CONSTRAINT "CHK_43ecdb00d9477df58638fcea15" CHECK (("latitude" IS NULL) = ("longitude" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD CONSTRAINT "CHK_37d2421377221f067e136f9d7c" CHECK ("longitude" BETWEEN -180 AND 180)`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" ADD CONSTRAINT "CHK_2a858f63da1e6633ad7c889cd6" CHECK ("latitude" BETWEEN -90 AND 90)`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_6b3e83d4cf63c3e7c0e4ba23e5" CHECK (("latitude" IS NULL) = ("longitude" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_0e48d81c14111eb028b4b7f3ca" CHECK ("longitude" BETWEEN -180 AND 180)`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "CHK_189468f9bd184a4b100fb89644" CHECK ("latitude" BETWEEN -90 AND 90)`,
    );
    await queryRunner.query(
      `ALTER TABLE "tours" ADD CONSTRAINT "CHK_064058e380fd017edc4c8457ab" CHECK (("latitude" IS NULL) = ("longitude" IS NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tours" ADD CONSTRAINT "CHK_c7fb541d782aa6ee59aafa8eea" CHECK ("longitude" BETWEEN -180 AND 180)`,
    );
    await queryRunner.query(
      `ALTER TABLE "tours" ADD CONSTRAINT "CHK_7f71597747ac7553c03782bf2d" CHECK ("latitude" BETWEEN -90 AND 90)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tours" DROP CONSTRAINT "CHK_7f71597747ac7553c03782bf2d"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP CONSTRAINT "CHK_c7fb541d782aa6ee59aafa8eea"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP CONSTRAINT "CHK_064058e380fd017edc4c8457ab"`);
    await queryRunner.query(
      `ALTER TABLE "properties" DROP CONSTRAINT "CHK_189468f9bd184a4b100fb89644"`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" DROP CONSTRAINT "CHK_0e48d81c14111eb028b4b7f3ca"`,
    );
    await queryRunner.query(
      `ALTER TABLE "properties" DROP CONSTRAINT "CHK_6b3e83d4cf63c3e7c0e4ba23e5"`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" DROP CONSTRAINT "CHK_2a858f63da1e6633ad7c889cd6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" DROP CONSTRAINT "CHK_37d2421377221f067e136f9d7c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "hotels" DROP CONSTRAINT "CHK_43ecdb00d9477df58638fcea15"`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" DROP CONSTRAINT "CHK_ebb1ac31ac41802119ac259b7a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" DROP CONSTRAINT "CHK_b3978a67104a552094366509e8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" DROP CONSTRAINT "CHK_1d1394ce9791121707f18f4f18"`,
    );
    await queryRunner.query(`ALTER TABLE "cars" DROP CONSTRAINT "CHK_832d8ccafb4faa6fc998ceae16"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP CONSTRAINT "CHK_9d9423dc420bc3d6518ec88abe"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP CONSTRAINT "CHK_18485cb28c6de1a34926f25524"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "longitude"`);
    await queryRunner.query(`ALTER TABLE "tours" DROP COLUMN "latitude"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "longitude"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "latitude"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "longitude"`);
    await queryRunner.query(`ALTER TABLE "hotels" DROP COLUMN "latitude"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "longitude"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "latitude"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP COLUMN "longitude"`);
    await queryRunner.query(`ALTER TABLE "cars" DROP COLUMN "latitude"`);
  }
}
