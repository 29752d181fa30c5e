import { photoUrl } from '@salone/booking-rules';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { processPhoto } from '../../common/photos/photo-pipeline.js';

/**
 * Review photos move from the uploads table to the photo pipeline
 * (docs/decisions/review-photos-through-the-pipeline.md): each photo a review shows is decoded
 * and stored as variants under the same id, and the review lists its address. A photo the
 * pipeline refuses (it does not decode, or has more than 40 megapixels) stays in `uploads`,
 * untouched and no longer served.
 */
export class ReviewPhotosThroughPipeline1796677307210 implements MigrationInterface {
  name = 'ReviewPhotosThroughPipeline1796677307210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "photos" ADD "user_id" uuid`);
    await queryRunner.query(`ALTER TABLE "photos" ADD "claimed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "photos" ADD "shown" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `CREATE INDEX "IDX_c4404a2ee605249b508c623e68" ON "photos"  ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "photos" ADD CONSTRAINT "FK_c4404a2ee605249b508c623e68f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD "photos" character varying(120) array NOT NULL DEFAULT '{}'`,
    );

    const reviews: {
      id: string;
      user_id: string;
      created_at: Date;
      hidden: boolean;
      photo_ids: string[];
    }[] = await queryRunner.query(
      `SELECT id, user_id, created_at, hidden_at IS NOT NULL AS hidden, photo_ids
         FROM reviews WHERE cardinality(photo_ids) > 0 ORDER BY created_at`,
    );
    for (const review of reviews) {
      const urls: string[] = [];
      for (const uploadId of review.photo_ids) {
        const [upload]: { content: Buffer }[] = await queryRunner.query(
          `SELECT content FROM uploads WHERE id = $1 AND purpose = 'review_photo'`,
          [uploadId],
        );
        if (!upload) continue;
        let processed: Awaited<ReturnType<typeof processPhoto>>;
        try {
          processed = await processPhoto(upload.content);
        } catch {
          continue; // kept in uploads, no longer served
        }
        await queryRunner.query(
          `INSERT INTO photos (id, organisation_id, user_id, claimed_at, shown, width, height)
           VALUES ($1, NULL, $2, $3, $4, $5, $6)`,
          [
            uploadId,
            review.user_id,
            review.created_at,
            !review.hidden,
            processed.width,
            processed.height,
          ],
        );
        for (const variant of processed.variants) {
          await queryRunner.query(
            `INSERT INTO photo_variants (photo_id, width, format, height, size_bytes, content)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [
              uploadId,
              variant.width,
              variant.format,
              variant.height,
              variant.content.length,
              variant.content,
            ],
          );
        }
        await queryRunner.query(`DELETE FROM uploads WHERE id = $1`, [uploadId]);
        urls.push(photoUrl({ id: uploadId, width: processed.width, height: processed.height }));
      }
      await queryRunner.query(`UPDATE reviews SET photos = $2 WHERE id = $1`, [review.id, urls]);
    }
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "photo_ids"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The photos stay in the pipeline's tables; the reviews name them by id again.
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD "photo_ids" uuid array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(
      `UPDATE reviews SET photo_ids = ARRAY(
         SELECT substring(url FROM '/api/photos/([0-9a-f-]{36})/')::uuid FROM unnest(photos) AS url)`,
    );
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "photos"`);
    await queryRunner.query(
      `ALTER TABLE "photos" DROP CONSTRAINT "FK_c4404a2ee605249b508c623e68f"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_c4404a2ee605249b508c623e68"`);
    await queryRunner.query(`ALTER TABLE "photos" DROP COLUMN "shown"`);
    await queryRunner.query(`ALTER TABLE "photos" DROP COLUMN "claimed_at"`);
    await queryRunner.query(`ALTER TABLE "photos" DROP COLUMN "user_id"`);
  }
}
