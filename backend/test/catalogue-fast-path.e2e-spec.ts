/**
 * Kept public catalogue answers sent before Express
 * (docs/decisions/catalogue-fast-path-before-express.md): the same status, headers and bytes as the
 * whole pipeline sends, a request id of their own, the request metrics and the access log;
 * everything that could change the answer goes through the pipeline.
 */
import type { Response as AgentResponse } from 'superagent';
import type { Response } from 'supertest';
import { CatalogueCache } from '../src/catalogue/cache/catalogue-cache.js';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { daysFromNow } from './support/accounts.js';
import { organisationOf, signIn } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Headers made for each request, by the application (the id) or by Node (the rest). */
const PER_REQUEST = ['x-request-id', 'date', 'connection', 'keep-alive'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PARTNER_ORIGIN = 'https://partner.example';

const withoutPerRequest = (response: Response): Record<string, unknown> => {
  const headers: Record<string, unknown> = { ...response.headers };
  for (const name of PER_REQUEST) delete headers[name];
  return headers;
};

/** Keeps the body as bytes, compressed or not. */
const asBytes = (res: AgentResponse, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each([
  ['without CORS', {}],
  ['with CORS and one trusted proxy', { CORS_ORIGINS: PARTNER_ORIGIN, TRUST_PROXY_HOPS: '1' }],
])('kept catalogue answers before Express, %s', (_label, env: Record<string, string>) => {
  let t: TestApp;
  let cache: CatalogueCache;
  let hotelId: number;
  const cors = 'CORS_ORIGINS' in env;

  beforeAll(async () => {
    t = await startTestApp(env);
    cache = t.app.get(CatalogueCache);
    [{ id: hotelId }] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE status = 'published' ORDER BY id LIMIT 1`,
    );
  });
  afterAll(() => t.close());

  /** Sends the request and tells whether the fast path answered it. */
  const viaFastPath = async (send: () => Promise<Response>) => {
    const before = cache.counts.fastPath;
    const response = await send();
    return { response, fast: cache.counts.fastPath > before };
  };

  /** The pipeline's answer (the cache emptied first: a miss), then the fast path's. */
  const pipelineThenFast = async (send: () => Promise<Response>) => {
    cache.invalidate();
    const pipeline = await viaFastPath(send);
    expect(pipeline.fast).toBe(false);
    const fast = await viaFastPath(send);
    expect(fast.fast).toBe(true);
    return { pipeline: pipeline.response, fast: fast.response };
  };

  it.each(['identity', 'gzip', 'br', 'gzip;q=0.5, br;q=0.4', 'br;q=0, gzip'])(
    'sends the headers and bytes the pipeline sends, Accept-Encoding: %s',
    async (acceptEncoding) => {
      for (const path of [
        '/api/hotels',
        `/api/hotels/${hotelId}`,
        '/api/hotels?stars=4',
        '/api/tours',
      ]) {
        const get = () =>
          t.http.get(path).set('Accept-Encoding', acceptEncoding).buffer(true).parse(asBytes);
        const { pipeline, fast } = await pipelineThenFast(get);
        expect(fast.status).toBe(200);
        expect(withoutPerRequest(fast)).toEqual(withoutPerRequest(pipeline));
        expect(Buffer.compare(fast.body as Buffer, pipeline.body as Buffer)).toBe(0);
        expect(fast.headers['x-request-id']).toMatch(UUID);
        expect(fast.headers['x-request-id']).not.toBe(pipeline.headers['x-request-id']);
        // The headers the issue names, on both.
        expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
        expect(fast.headers['x-content-type-options']).toBe('nosniff');
        expect(fast.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(fast.headers['permissions-policy']).toContain('camera=(self)');
        expect(fast.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
        // With CORS the answer depends on the Origin too: a CDN keeps a copy per origin.
        expect(fast.headers.vary).toBe(cors ? 'Origin, Accept-Encoding' : 'Accept-Encoding');
        if (cors) expect(fast.headers['access-control-allow-credentials']).toBe('true');
      }
    },
  );

  it('answers 304 and HEAD as the pipeline does', async () => {
    const path = `/api/hotels/${hotelId}`;
    const { etag } = (await t.http.get(path).set('Accept-Encoding', 'gzip').expect(200)).headers;
    // The same bytes read again after the cache was emptied have the same tag: a 304 both ways.
    const notModified = await pipelineThenFast(() =>
      t.http.get(path).set('Accept-Encoding', 'gzip').set('If-None-Match', etag),
    );
    expect(notModified.fast.status).toBe(304);
    expect(notModified.pipeline.status).toBe(304);
    expect(withoutPerRequest(notModified.fast)).toEqual(withoutPerRequest(notModified.pipeline));
    expect(notModified.fast.headers.etag).toBe(etag);

    const head = await pipelineThenFast(() => t.http.head(path).set('Accept-Encoding', 'br'));
    expect(head.fast.status).toBe(200);
    expect(withoutPerRequest(head.fast)).toEqual(withoutPerRequest(head.pipeline));
    expect(head.fast.text ?? '').toBe('');
  });

  it('keeps a sane X-Request-Id and replaces one that is not, as the pipeline does', async () => {
    await t.http.get('/api/cars').expect(200);
    const kept = await viaFastPath(() => t.http.get('/api/cars').set('X-Request-Id', 'trace-42_a'));
    expect(kept.fast).toBe(true);
    expect(kept.response.headers['x-request-id']).toBe('trace-42_a');
    for (const bad of ['has space', 'x'.repeat(65), 'semi;colon']) {
      const replaced = await viaFastPath(() => t.http.get('/api/cars').set('X-Request-Id', bad));
      expect(replaced.fast).toBe(true);
      expect(replaced.response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('leaves to the pipeline every request whose answer could differ', async () => {
    const owner = await signIn(t, 'hotels@demo.salone.sl', DEMO_PASSWORD);
    const path = `/api/hotels/${hotelId}`;
    await t.http.get(path).expect(200);
    await t.http.get(path).expect(200);

    const signedIn = await viaFastPath(() => t.http.get(path).set('Cookie', owner));
    expect(signedIn.fast).toBe(false);
    expect(signedIn.response.headers['cache-control']).toBe('no-store');

    // Another site's cookie alone changes nothing: still from memory.
    const otherCookie = await viaFastPath(() => t.http.get(path).set('Cookie', 'theme=dark'));
    expect(otherCookie.fast).toBe(true);

    const withKey = await viaFastPath(() =>
      t.http.get(path).set('Authorization', 'Bearer sk_live_not_a_real_key'),
    );
    expect(withKey.fast).toBe(false);
    expect(withKey.response.headers['cache-control']).toBe('no-store');

    const fromOrigin = await viaFastPath(() => t.http.get(path).set('Origin', PARTNER_ORIGIN));
    expect(fromOrigin.response.status).toBe(200);
    if (cors) {
      expect(fromOrigin.fast).toBe(false);
      expect(fromOrigin.response.headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
    } else {
      expect(fromOrigin.fast).toBe(true);
    }

    const dated = await viaFastPath(() =>
      t.http.get(`${path}?checkIn=${daysFromNow(30)}&checkOut=${daysFromNow(31)}`),
    );
    expect(dated.fast).toBe(false);
    expect(dated.response.headers['cache-control']).toBe('no-cache');

    // A body's type the charset check refuses, whatever the method.
    const utf16 = await viaFastPath(() =>
      t.http.get(path).set('Content-Type', 'application/json; charset=utf-16'),
    );
    expect(utf16.fast).toBe(false);
    expect(utf16.response.status).toBe(415);

    for (const method of ['post', 'put', 'patch', 'delete', 'options'] as const) {
      const other = await viaFastPath(() => t.http[method](path));
      expect(other.fast).toBe(false);
    }

    const notHeld = await viaFastPath(() => t.http.get('/api/hotels?stars=2'));
    expect(notHeld.fast).toBe(false);

    // A large answer to a client taking deflate only: the compression middleware deflates it.
    await t.http.get('/api/hotels').expect(200);
    const deflate = await viaFastPath(() =>
      t.http.get('/api/hotels').set('Accept-Encoding', 'deflate').buffer(true).parse(asBytes),
    );
    expect(deflate.fast).toBe(false);
    expect(deflate.response.headers['content-encoding']).toBe('deflate');

    cache.setLive(false);
    try {
      await t.http.get(path).expect(200);
      const offline = await viaFastPath(() => t.http.get(path));
      expect(offline.fast).toBe(false);
      expect(offline.response.status).toBe(200);
    } finally {
      cache.setLive(true);
    }
  });

  it('never sends a stale answer: the read after a change goes through the pipeline', async () => {
    const path = `/api/hotels/${hotelId}`;
    await t.http.get(path).expect(200);
    const before = await viaFastPath(() => t.http.get(path));
    expect(before.fast).toBe(true);
    const name = `Fast Path Lodge ${Date.now()}`;
    await t.dataSource.query('UPDATE hotels SET name = $2 WHERE id = $1', [hotelId, name]);
    const after = await viaFastPath(() =>
      t.http.get(path).set('If-None-Match', before.response.headers.etag),
    );
    expect(after.fast).toBe(false);
    expect(after.response.status).toBe(200);
    expect(after.response.body.name).toBe(name);
    const again = await viaFastPath(() => t.http.get(path));
    expect(again.fast).toBe(true);
    expect(again.response.body.name).toBe(name);
  });

  it('counts its answers in the request metrics under the route pattern', async () => {
    const route = '/api/hotels/:id';
    const count = async () => {
      const text = (await t.http.get('/api/metrics').expect(200)).text;
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('salone_http_request_duration_seconds_count{') &&
            l.includes(`route="${route}"`) &&
            l.includes('method="GET"') &&
            l.includes('status_code="200"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    const before = await count();
    const fast = await viaFastPath(() => t.http.get(`/api/hotels/${hotelId}`));
    expect(fast.fast).toBe(true);
    await viaFastPath(() => t.http.get(`/api/hotels/${hotelId}`));
    // 'close' comes just after the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count()).toBe(before + 2);
  });

  if (cors) {
    it('keeps the HTTPS answer (HSTS) apart from the plain one behind the trusted proxy', async () => {
      const path = '/api/events';
      cache.invalidate();
      await t.http.get(path).expect(200);
      const secure = () => t.http.get(path).set('X-Forwarded-Proto', 'https');
      const first = await viaFastPath(secure);
      expect(first.fast).toBe(false);
      expect(first.response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const second = await viaFastPath(secure);
      expect(second.fast).toBe(true);
      expect(withoutPerRequest(second.response)).toEqual(withoutPerRequest(first.response));
      const plain = await viaFastPath(() => t.http.get(path));
      expect(plain.fast).toBe(true);
      expect(plain.response.headers['strict-transport-security']).toBeUndefined();
    });
  }

  it('organisations keep seeing their own changes at once', async () => {
    const owner = await signIn(t, 'hotels@demo.salone.sl', DEMO_PASSWORD);
    const orgId = await organisationOf(t, 'hotels@demo.salone.sl');
    const [{ id }] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
      [orgId],
    );
    await t.http.get(`/api/hotels/${id}`).expect(200);
    expect((await viaFastPath(() => t.http.get(`/api/hotels/${id}`))).fast).toBe(true);
    const name = `Edited Lodge ${Date.now()}`;
    await t.http
      .patch(`/api/partner/organisations/${orgId}/hotels/${id}`)
      .set('Cookie', owner)
      .send({ name })
      .expect(200);
    const next = await viaFastPath(() => t.http.get(`/api/hotels/${id}`));
    expect(next.fast).toBe(false);
    expect(next.response.body.name).toBe(name);
  });
});
