import sharp from 'sharp';
import { photoSources } from '@salone/booking-rules';
import { signUp } from './support/accounts.js';
import { hasMetadata, photoWithGps, pngClaiming } from './support/images.js';
import { organisationOf, signIn } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const IMAGE_TOO_MANY_PIXELS = {
  statusCode: 422,
  error: 'Unprocessable Entity',
  code: 'IMAGE_TOO_MANY_PIXELS',
  message:
    'The image is 50000 x 50000 pixels; images may have at most 40 megapixels. Please upload a smaller image.',
};
const IMAGE_UNREADABLE = {
  statusCode: 422,
  error: 'Unprocessable Entity',
  code: 'IMAGE_UNREADABLE',
  message:
    'The image could not be read: the file is damaged or not a JPG or PNG image. Please choose another file.',
};

/** GETs a binary answer, its body as a Buffer. */
const getBinary = (t: TestApp, address: string) =>
  t.http
    .get(address)
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });

// Decoding a 12-megapixel photo and writing eight variants takes a few seconds of CPU.
describe('photos: decoded, checked, stored as variants without metadata (issue 31, part 3)', () => {
  let t: TestApp;
  let owner: string;
  let base: string;
  let hotelId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t, 'hotels@demo.salone.sl');
    const orgId = await organisationOf(t, 'hotels@demo.salone.sl');
    [{ id: hotelId }] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
      [orgId],
    );
    base = `/api/partner/organisations/${orgId}/listings/hotel/${hotelId}/images`;
  });
  afterAll(() => t.close());

  const addPhoto = (content: Buffer, filename: string) =>
    t.http.post(base).set('Cookie', owner).attach('file', content, { filename });
  const photoRows = async () =>
    Number((await t.dataSource.query(`SELECT count(*) FROM photos`))[0].count);

  it('refuses a PNG whose header claims 50,000 x 50,000 pixels, with a clear message', async () => {
    const before = await photoRows();
    const bomb = pngClaiming(50_000, 50_000);
    const res = await addPhoto(bomb, 'bomb.png').expect(422);
    expect(res.body).toEqual(IMAGE_TOO_MANY_PIXELS);
    expect(await photoRows()).toBe(before);
    const { body: hotel } = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    expect(hotel.images.some((url: string) => url.startsWith('/api/photos/'))).toBe(false);

    // A booking document too: every upload is decoded.
    const traveller = await signUp(t);
    const document = await t.http
      .post('/api/uploads')
      .set('Cookie', traveller.cookie)
      .field('purpose', 'kyc_document')
      .attach('file', bomb, 'passport.png')
      .expect(422);
    expect(document.body).toEqual(IMAGE_TOO_MANY_PIXELS);
  });

  it('refuses a file that does not decode', async () => {
    const jpeg = await photoWithGps(400, 300);
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect((await addPhoto(cut, 'cut.jpg').expect(422)).body).toEqual(IMAGE_UNREADABLE);
  });

  it('stores a 4000 x 3000 JPEG with GPS as WebP and JPEG variants without it, served for a year', async () => {
    const upload = await photoWithGps(4000, 3000);
    expect(await hasMetadata(upload)).toBe(true);
    const added = await addPhoto(upload, 'beach.jpg').expect(201);
    const url: string = added.body.details.images.at(-1);
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/1600x1200\.jpg$/);
    // The public page lists it, and a page can write its srcset from the address.
    const { body: hotel } = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    expect(hotel.images.at(-1)).toBe(url);
    const sources = photoSources(url)!;
    expect(sources.webp.split(', ').map((s) => s.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '1024w',
      '1600w',
    ]);

    // Every address of the srcset answers, with the type and size it names, and no metadata.
    for (const [format, set] of [
      ['webp', sources.webp],
      ['jpeg', sources.jpeg],
    ] as const) {
      for (const candidate of set.split(', ')) {
        const [address, width] = candidate.split(' ');
        const res = await getBinary(t, address).expect(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.body as Buffer).metadata();
        expect(meta.format).toBe(format);
        expect(`${meta.width}w`).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(await hasMetadata(res.body as Buffer)).toBe(false);
      }
    }
    // The listed address itself is the largest JPEG.
    const largest = await getBinary(t, url).expect(200);
    expect((await sharp(largest.body as Buffer).metadata()).width).toBe(1600);
    expect((largest.body as Buffer).length).toBeLessThan(upload.length / 4);
    // No GPS in the database either: the uploaded bytes are not kept.
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM photo_variants WHERE photo_id = $1`,
      [url.split('/')[3]],
    );
    expect(count).toBe(8);
    await t.http.get(url.replace('1600x1200.jpg', '2000.webp')).expect(404);
    await t.http.get(url.replace('1600x1200.jpg', '640.png')).expect(404);

    // Removing the photo deletes every variant.
    await t.http.post(`${base}/remove`).set('Cookie', owner).send({ image: url }).expect(200);
    await t.http.get(url).expect(404);
    await t.http.get(url.replace('1600x1200.jpg', '320.webp')).expect(404);
  }, 180_000);

  it('does not serve an image bomb stored before uploads were decoded', async () => {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO listing_images (organisation_id, listing_kind, listing_id, mime_type, size_bytes, content)
       SELECT organisation_id, 'hotel', id, 'image/png', $2, $3 FROM hotels WHERE id = $1 RETURNING id`,
      [hotelId, pngClaiming(50_000, 50_000).length, pngClaiming(50_000, 50_000)],
    );
    await t.http.get(`/api/listing-images/${id}`).expect(404);
  });

  it("keeps another organisation's photo when its address is removed from a listing", async () => {
    const tours = await signIn(t, 'tours@demo.salone.sl');
    const toursOrg = await organisationOf(t, 'tours@demo.salone.sl');
    const [{ id: tourId }] = await t.dataSource.query(
      `SELECT id FROM tours WHERE organisation_id = $1 ORDER BY id LIMIT 1`,
      [toursOrg],
    );
    const added = await addPhoto(await photoWithGps(800, 600), 'room.jpg').expect(201);
    const url: string = added.body.details.images.at(-1);
    // The tour operator lists the hotel group's photo on a tour, then removes it there.
    await t.dataSource.query(`UPDATE tours SET images = array_append(images, $2) WHERE id = $1`, [
      tourId,
      url,
    ]);
    await t.http
      .post(`/api/partner/organisations/${toursOrg}/listings/tour/${tourId}/images/remove`)
      .set('Cookie', tours)
      .send({ image: url })
      .expect(200);
    await t.http.get(url).expect(200);
  });
});
