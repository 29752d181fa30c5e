/**
 * The public catalogue's lists page like every other list from API version 2026-12-08
 * (`{items, nextCursor}`, `limit`, `cursor`), while a request without a version, or naming an
 * older one, gets the whole array as before and is refused `limit` as before. Answers are
 * checked against the contract by the validating proxy; the catalogue's kept answers are kept
 * apart per version.
 */
import { PAGES_NEED_VERSION } from '../src/catalogue/catalogue-pages.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const LISTS = ['/api/hotels', '/api/events', '/api/cars', '/api/tours', '/api/real-estate'];
const PAGED = '2026-12-08';

describe('catalogue lists paged from version 2026-12-08', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, { contract: true });
  });
  afterAll(() => t.close());

  it.each(LISTS)(
    '%s: the whole array without a version, pages of limit with 2026-12-08',
    async (list) => {
      const whole = await t.http.get(list).expect(200);
      expect(Array.isArray(whole.body)).toBe(true);
      expect(whole.body.length).toBeGreaterThan(2);
      // Kept answers are per version: the array first, then a page, then the array again.
      const first = await t.http.get(`${list}?limit=2`).set('Salone-Version', PAGED).expect(200);
      expect(first.headers['salone-version']).toBe(PAGED);
      expect(first.body.items).toHaveLength(2);
      const again = await t.http.get(list).expect(200);
      expect(again.body).toEqual(whole.body);
      // Walked page by page, the pages hold the whole list in its order, each listing once.
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
        const page = await t.http.get(`${list}${query}`).set('Salone-Version', PAGED).expect(200);
        expect(page.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.items.map((item: Json) => item.id));
        cursor = page.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 50);
      expect(seen).toEqual(whole.body.map((item: Json) => item.id));
      // Without limit, 25 a page.
      const full = await t.http.get(list).set('Salone-Version', PAGED).expect(200);
      expect(full.body.items.map((item: Json) => item.id)).toEqual(
        whole.body.slice(0, 25).map((item: Json) => item.id),
      );
    },
  );

  it('refuses limit and cursor to older versions as before, and a cursor no list gave', async () => {
    for (const version of [undefined, '2026-11-26', '2026-12-07']) {
      const request = t.http.get('/api/hotels?limit=2');
      if (version) request.set('Salone-Version', version);
      const res = await request.expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'limit', message: PAGES_NEED_VERSION }],
      });
    }
    const bad = await t.http
      .get('/api/tours?cursor=nonsense')
      .set('Salone-Version', PAGED)
      .expect(400);
    expect(bad.body.code).toBe('INVALID_CURSOR');
    const tooMany = await t.http
      .get('/api/cars?limit=101')
      .set('Salone-Version', PAGED)
      .expect(400);
    expect(tooMany.body.code).toBe('VALIDATION_FAILED');
  });

  it('keeps filters and sort on every page', async () => {
    const sorted = await t.http.get('/api/hotels?sort=price-desc').expect(200);
    const page = await t.http
      .get('/api/hotels?sort=price-desc&limit=3')
      .set('Salone-Version', PAGED)
      .expect(200);
    expect(page.body.items.map((item: Json) => item.id)).toEqual(
      sorted.body.slice(0, 3).map((item: Json) => item.id),
    );
    expect(t.contract!.violations).toEqual([]);
  });
});
