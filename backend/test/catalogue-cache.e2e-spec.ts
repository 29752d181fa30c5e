/**
 * Public catalogue reads answered from memory (issue 19, part 3): strong entity tags, 304,
 * the caching headers, and every change to the catalogue seen by the very next read.
 */
import { CatalogueCache } from '../src/catalogue/cache/catalogue-cache.js';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { organisationOf, signIn } from './support/operators.js';
import { daysFromNow } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A strong tag; each encoding of an answer has its own (`-gzip`, `-br`). */
const STRONG_TAG = /^"[A-Za-z0-9_-]{27}(-gzip|-br)?"$/;

describe('catalogue answers from memory', () => {
  let t: TestApp;
  let owner: string;
  let orgId: number;
  let hotelId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t, 'hotels@demo.salone.sl', DEMO_PASSWORD);
    orgId = await organisationOf(t, 'hotels@demo.salone.sl');
    [{ id: hotelId }] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
      [orgId],
    );
  });
  afterAll(() => t.close());

  it('gives each public read a strong tag, CDN caching rules, and 304 to a caller who has it', async () => {
    for (const path of [
      '/api/hotels',
      `/api/hotels/${hotelId}`,
      `/api/hotels/${hotelId}/rooms`,
      '/api/events',
      '/api/cars',
      '/api/tours',
      '/api/real-estate',
      '/api/content/service-content',
      '/api/hotels?stars=4',
    ]) {
      const first = await t.http.get(path).expect(200);
      expect(first.headers.etag).toMatch(STRONG_TAG);
      expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      // The security headers and the request id are on every answer, kept or not.
      expect(first.headers['x-request-id']).toBeTruthy();
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      expect(first.headers['x-content-type-options']).toBe('nosniff');

      const again = await t.http.get(path).expect(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

      const notModified = await t.http
        .get(path)
        .set('If-None-Match', first.headers.etag)
        .expect(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.etag).toBe(first.headers.etag);
      expect(notModified.headers['cache-control']).toBe(
        'public, max-age=10, stale-while-revalidate=60',
      );
      await t.http.get(path).set('If-None-Match', '"someone-elses"').expect(200);
    }
  });

  it('answers HEAD with the headers only, and gzip with its own tag', async () => {
    const plain = await t.http.get('/api/hotels').set('Accept-Encoding', 'identity').expect(200);
    const head = await t.http.head('/api/hotels').set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));

    const zipped = await t.http
      .get('/api/hotels')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag.replace(/"$/, '-gzip"'));
    // supertest decompresses: the body is the same JSON.
    expect(Buffer.from(zipped.body as Buffer).toString('utf8')).toBe(plain.text);
    await t.http
      .get('/api/hotels')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', zipped.headers.etag)
      .expect(304);
  });

  it('shows an operator’s change on the next read; the old tag then gets the new body', async () => {
    const before = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    const list = await t.http.get('/api/hotels').expect(200);
    const name = `Renamed Lodge ${Date.now()}`;
    await t.http
      .patch(`/api/partner/organisations/${orgId}/hotels/${hotelId}`)
      .set('Cookie', owner)
      .send({ name })
      .expect(200);

    const after = await t.http
      .get(`/api/hotels/${hotelId}`)
      .set('If-None-Match', before.headers.etag)
      .expect(200);
    expect(after.body.name).toBe(name);
    expect(after.headers.etag).toMatch(STRONG_TAG);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listAfter = await t.http
      .get('/api/hotels')
      .set('If-None-Match', list.headers.etag)
      .expect(200);
    expect(listAfter.body.find((h: Json) => h.id === hotelId).name).toBe(name);

    // Unpublished: gone from the list and the detail at once.
    await t.http
      .post(`/api/partner/organisations/${orgId}/listings/hotel/${hotelId}/unpublish`)
      .set('Cookie', owner)
      .expect(200);
    await t.http.get(`/api/hotels/${hotelId}`).expect(404);
    const hidden = await t.http.get('/api/hotels').expect(200);
    expect(hidden.body.map((h: Json) => h.id)).not.toContain(hotelId);
    await t.http
      .post(`/api/partner/organisations/${orgId}/listings/hotel/${hotelId}/publish`)
      .set('Cookie', owner)
      .expect(200);
    await t.http.get(`/api/hotels/${hotelId}`).expect(200);
  });

  it('shows a change written by any statement on the catalogue tables (tickets sold) at once', async () => {
    const events = (await t.http.get('/api/events').expect(200)).body as Json[];
    const event = events.find((e) => e.ticketCategories?.length > 0)!;
    const before = await t.http.get(`/api/events/${event.id}`).expect(200);
    const category = before.body.ticketCategories[0];
    await t.dataSource.query('UPDATE event_ticket_categories SET sold = sold + 1 WHERE id = $1', [
      category.id,
    ]);
    const after = await t.http.get(`/api/events/${event.id}`).expect(200);
    expect(after.body.ticketCategories[0].remaining).toBe(category.remaining - 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listed = (await t.http.get('/api/events').expect(200)).body as Json[];
    expect(listed.find((e) => e.id === event.id)!.ticketCategories[0].remaining).toBe(
      category.remaining - 1,
    );
  });

  it('drops the kept answers once per change, however many of its connections hear it', async () => {
    const cache = t.app.get(CatalogueCache);
    /** A round trip on several pooled connections at once: each has LISTENed and heard all. */
    const everyConnection = () =>
      Promise.all(Array.from({ length: 4 }, () => t.dataSource.query('SELECT pg_sleep(0.05)')));
    await everyConnection();
    const before = cache.counts.invalidations;
    // One transaction changing two catalogue tables.
    await t.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE hotels SET name = name WHERE id = $1', [hotelId]);
      await manager.query('UPDATE rooms SET room_type = room_type WHERE hotel_id = $1', [hotelId]);
    });
    expect(cache.counts.invalidations).toBe(before + 1);
    // A later signal reaches every connection after the first one did.
    await t.dataSource.query(`SELECT pg_notify('salone_catalogue', $1)`, [`tx:mark-${Date.now()}`]);
    for (let i = 0; i < 100 && cache.counts.invalidations < before + 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await everyConnection();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.counts.invalidations).toBe(before + 2);
    // The answers read after the change are kept again.
    await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    const hits = cache.counts.hits;
    await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    expect(cache.counts.hits).toBe(hits + 1);
  });

  it('never keeps answers for dates: availability is read every time', async () => {
    const checkIn = daysFromNow(40);
    const checkOut = daysFromNow(41);
    const dated = `/api/hotels/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`;
    const free = await t.http.get(dated).expect(200);
    expect(free.headers['cache-control']).toBe('no-cache');
    expect(free.headers.etag ?? '').not.toMatch(STRONG_TAG);
    const room = free.body.rooms.find((r: Json) => r.availableForDates === true);
    // A change the catalogue's triggers do not see (as a booking is): the next dated read
    // still shows it.
    await t.dataSource.query('ALTER TABLE rooms DISABLE TRIGGER USER');
    try {
      await t.dataSource.query('UPDATE rooms SET is_available = false WHERE id = $1', [room.id]);
    } finally {
      await t.dataSource.query('ALTER TABLE rooms ENABLE TRIGGER USER');
    }
    const taken = await t.http.get(dated).expect(200);
    expect(taken.body.rooms.find((r: Json) => r.id === room.id).availableForDates).toBe(false);
    const cars = await t.http
      .get(`/api/cars?pickupDate=${checkIn}&returnDate=${checkOut}`)
      .expect(200);
    expect(cars.headers['cache-control']).toBe('no-cache');
    await t.dataSource.query('UPDATE rooms SET is_available = true WHERE id = $1', [room.id]);
  });

  it('gives a signed-in reader the same bytes, marked no-store', async () => {
    const anonymous = await t.http.get('/api/tours').expect(200);
    const signedIn = await t.http.get('/api/tours').set('Cookie', owner).expect(200);
    expect(signedIn.text).toBe(anonymous.text);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('plans trips from listings kept in memory, and the next plan shows a change at once', async () => {
    const ask = () =>
      t.http
        .post('/api/ai/trip-planner')
        .set('Cookie', owner)
        .send({ budget: '500-1000', duration: '4-7-days', interests: ['beaches', 'culture'] })
        .expect(201);
    const first = (await ask()).body.recommendations.hotels[0] as Json;
    const again = (await ask()).body.recommendations.hotels[0] as Json;
    expect(again).toEqual(first);

    const [{ name: original }] = await t.dataSource.query('SELECT name FROM hotels WHERE id = $1', [
      first.hotelId,
    ]);
    const name = `Planner Lodge ${Date.now()}`;
    await t.dataSource.query('UPDATE hotels SET name = $2 WHERE id = $1', [first.hotelId, name]);
    try {
      const changed = (await ask()).body.recommendations.hotels as Json[];
      expect(changed.find((h) => h.hotelId === first.hotelId)?.name).toBe(name);
    } finally {
      await t.dataSource.query('UPDATE hotels SET name = $2 WHERE id = $1', [
        first.hotelId,
        original,
      ]);
    }
  });

  it('keeps no error: a missing listing stays a 404 with its code, a bad filter a 400', async () => {
    for (let i = 0; i < 2; i += 1) {
      const missing = await t.http.get('/api/hotels/987654').expect(404);
      expect(missing.body.code).toBe('NOT_FOUND');
      expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/);
      const invalid = await t.http.get('/api/hotels?priceBand=cheap').expect(400);
      expect(invalid.body.code).toBeDefined();
    }
  });
});
