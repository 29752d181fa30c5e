import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { hasMetadata, photoWithGps } from './support/images.js';
import { migrationDatabase } from './support/migration-database.js';

const REVIEW_PHOTOS_THROUGH_PIPELINE = 1796677307210;

// A file of its own: the database is migrated once per file.
describe('the migration of review photos stored as uploads to the photo pipeline', () => {
  const database = migrationDatabase();

  it('stores each shown photo as variants under its id, keeps what the pipeline refuses, and loses nothing', async () => {
    const before = await database.before(REVIEW_PHOTOS_THROUGH_PIPELINE);
    const [user] = await before.query(
      `INSERT INTO users (first_name, last_name, email, password_hash)
       VALUES ('Aminata', 'Kamara', 'aminata@example.com', 'x') RETURNING id`,
    );
    const [organisation] = await before.query(
      `INSERT INTO organisations (name, service_kinds, contact_phone, contact_email,
                                  registration_number, payout_number)
       VALUES ('Tacugama Tours', '{tour}', '+23276555020', 'go@tacugama.example',
               'SL-BRS-2026-00044', '+23276555021') RETURNING id`,
    );
    const booking = async (reference: string): Promise<string> => {
      const [row] = await before.query(
        `INSERT INTO bookings (reference, user_id, organisation_id, service_type, service_id,
                               service_name, customer_name, customer_email, customer_phone,
                               guests, start_date, total_amount_cents, status)
         VALUES ($1, $2, $3, 'tour', 1, 'Tacugama visit', 'Aminata Kamara',
                 'aminata@example.com', '+23276123456', 1, '2026-11-20T08:00:00Z', 5000,
                 'confirmed') RETURNING id`,
        [reference, user.id, organisation.id],
      );
      return row.id;
    };
    const upload = async (bookingId: string, content: Buffer, mime: string): Promise<string> => {
      const [row] = await before.query(
        `INSERT INTO uploads (user_id, purpose, file_name, mime_type, size_bytes, sha256, content,
                              booking_id)
         VALUES ($1, 'review_photo', 'photo', $2, $3, $4, $5, $6) RETURNING id`,
        [
          user.id,
          mime,
          content.length,
          createHash('sha256').update(content).digest('hex'),
          content,
          bookingId,
        ],
      );
      return row.id;
    };
    const review = (bookingId: string, reference: string, photoIds: string[], hidden: boolean) =>
      before.query(
        `INSERT INTO reviews (booking_id, booking_reference, user_id, organisation_id, listing_kind,
                              listing_id, listing_name, author_name, overall, sub_scores,
                              photo_ids, served_at, hidden_at, hidden_reason)
         VALUES ($1, $2, $3, $4, 'tour', 1, 'Tacugama visit', 'Aminata K.', 5, '{}', $5,
                 '2026-11-20T08:00:00Z', $6, $7) RETURNING id`,
        [
          bookingId,
          reference,
          user.id,
          organisation.id,
          photoIds,
          hidden ? new Date() : null,
          hidden ? 'Off topic' : null,
        ],
      );

    const first = await booking('SL-REV001');
    const second = await booking('SL-REV002');
    const gps = await photoWithGps(800, 600);
    const good = await upload(first, gps, 'image/jpeg');
    // Cut short: it does not decode, so the pipeline cannot take it.
    const broken = await upload(first, gps.subarray(0, 200), 'image/jpeg');
    const ofHidden = await upload(second, gps, 'image/jpeg');
    await review(first, 'SL-REV001', [good, broken], false);
    await review(second, 'SL-REV002', [ofHidden], true);
    await before.destroy();

    const after = database.all();
    await after.initialize();
    try {
      await after.runMigrations({ transaction: 'all' });
      const reviews: { booking_reference: string; photos: string[] }[] = await after.query(
        `SELECT booking_reference, photos FROM reviews ORDER BY booking_reference`,
      );
      expect(reviews).toEqual([
        { booking_reference: 'SL-REV001', photos: [`/api/photos/${good}/800x600.jpg`] },
        { booking_reference: 'SL-REV002', photos: [`/api/photos/${ofHidden}/800x600.jpg`] },
      ]);
      const photos = await after.query(
        `SELECT id, user_id, shown, claimed_at IS NOT NULL AS claimed, width, height,
                (SELECT count(*)::int FROM photo_variants v WHERE v.photo_id = p.id) AS variants
           FROM photos p ORDER BY shown DESC`,
      );
      expect(photos).toEqual([
        {
          id: good,
          user_id: user.id,
          shown: true,
          claimed: true,
          width: 800,
          height: 600,
          variants: 6,
        },
        {
          id: ofHidden,
          user_id: user.id,
          shown: false,
          claimed: true,
          width: 800,
          height: 600,
          variants: 6,
        },
      ]);
      const [variant]: { content: Buffer }[] = await after.query(
        `SELECT content FROM photo_variants WHERE photo_id = $1 AND width = 640 AND format = 'webp'`,
        [good],
      );
      expect((await sharp(variant.content).metadata()).width).toBe(640);
      expect(await hasMetadata(variant.content)).toBe(false);
      // The moved uploads are gone; the one the pipeline refused is kept as it was.
      const uploads: { id: string; size_bytes: number }[] = await after.query(
        `SELECT id, size_bytes FROM uploads`,
      );
      expect(uploads).toEqual([{ id: broken, size_bytes: 200 }]);
    } finally {
      await after.destroy();
    }
  }, 120_000);
});
