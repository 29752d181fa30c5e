import * as fs from 'node:fs';
import * as http from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { errorBody } from '../src/common/errors/global-exception.filter.js';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  NOT_BUILT_MESSAGE,
} from '../src/frontends/serve-frontends.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SHELL_HTML = '<!doctype html><html><body><div id="root">shell</div></body></html>';
/** Big and repetitive enough to be worth compressing. */
const MAIN_JS = `console.log(${JSON.stringify('Discover Sierra Leone. '.repeat(400))});\n`;
const HASHED = 'main.3f9a1c2b7d4e5f60a1b2.js';

/** Writes files (path relative to `root` -> content). */
function writeTree(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

describe('serving the web app from one origin', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-frontends-'));
    writeTree(root, {
      'frontend-shell/dist/index.html': SHELL_HTML,
      [`frontend-shell/dist/${HASHED}`]: MAIN_JS,
      'frontend-shell/dist/remoteEntry.js': 'var shell = {};',
      'frontend-shell/dist/mf-manifest.json': '{"name":"shell"}',
      'frontend-shell/dist/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'frontend-shell/dist/.env': 'SECRET=1',
      'frontend-booking/dist/index.html': '<!doctype html><title>booking</title>',
      'frontend-booking/dist/remoteEntry.js': 'var booking = {};',
      'frontend-booking/dist/mf-manifest.json': '{"name":"booking"}',
      'frontend-booking/dist/412.0e6b7a9d1c.js': 'var chunk = 412;',
      'frontend-booking/dist/412.0e6b7a9d1c.js.map': '{"sourcesContent":["secret source"]}',
      [`frontend-shell/dist/${HASHED}.map`]: '{"sourcesContent":["secret source"]}',
      'frontend-booking/dist/stats.0e6b7a9d1c.json': '{}',
      // A remote that has not been built yet.
      'frontend-planner/package.json': '{}',
      'secret.txt': 'outside every dist folder',
    });
    t = await startTestApp({ FRONTEND_DIST_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** GET over a real socket, the body exactly as sent (no decoding). */
  const rawGet = async (url: string, headers: Record<string, string>) => {
    const server: Server = t.app.getHttpServer();
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  };

  const html = (url: string) => t.http.get(url).set('Accept', 'text/html,application/xhtml+xml');

  it('serves the shell at / as a document that is always revalidated', async () => {
    const res = await html('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE);
    expect(res.headers.etag).toBeDefined();
    expect(res.text).toBe(SHELL_HTML);
    await html('/').set('If-None-Match', res.headers.etag).expect(304);
  });

  it.each(['/hotels', '/hotels/3', '/real-estate/12', '/dashboard/', '/remotes'])(
    'answers index.html for the app route %s',
    async (url) => {
      const res = await html(url).expect(200);
      expect(res.text).toBe(SHELL_HTML);
      expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE);
    },
  );

  it('answers index.html for a path without an extension whatever the Accept header', async () => {
    const res = await t.http.get('/contact').set('Accept', '*/*').expect(200);
    expect(res.text).toBe(SHELL_HTML);
  });

  it('answers index.html when a browser navigates to a missing path with an extension', async () => {
    expect((await html('/about.php').expect(200)).text).toBe(SHELL_HTML);
  });

  it('answers a plain 404 for a missing asset', async () => {
    for (const url of ['/main.0123456789abcdef.js', '/favicon.ico', '/static/app.css']) {
      const res = await t.http.get(url).set('Accept', '*/*').expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('Not found');
    }
  });

  it('caches files with a content hash for a year and revalidates the rest', async () => {
    const hashed = await t.http.get(`/${HASHED}`).expect(200);
    expect(hashed.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    expect(hashed.text).toBe(MAIN_JS);
    for (const url of ['/remoteEntry.js', '/mf-manifest.json', '/logo.svg']) {
      const res = await t.http.get(url).expect(200);
      expect({ url, cache: res.headers['cache-control'] }).toEqual({
        url,
        cache: CACHE_REVALIDATE,
      });
    }
  });

  it('serves each remote under /remotes/<name>/ with the same cache policy', async () => {
    const entry = await t.http.get('/remotes/booking/remoteEntry.js').expect(200);
    expect(entry.text).toBe('var booking = {};');
    expect(entry.headers['cache-control']).toBe(CACHE_REVALIDATE);
    await t.http
      .get('/remotes/booking/remoteEntry.js')
      .set('If-None-Match', entry.headers.etag)
      .expect(304);

    const manifest = await t.http.get('/remotes/booking/mf-manifest.json').expect(200);
    expect(manifest.body).toEqual({ name: 'booking' });
    expect(manifest.headers['cache-control']).toBe(CACHE_REVALIDATE);

    const chunk = await t.http.get('/remotes/booking/412.0e6b7a9d1c.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    // JSON is never immutable, hashed name or not.
    const stats = await t.http.get('/remotes/booking/stats.0e6b7a9d1c.json').expect(200);
    expect(stats.headers['cache-control']).toBe(CACHE_REVALIDATE);

    const index = await html('/remotes/booking/').expect(200);
    expect(index.text).toContain('<title>booking</title>');
  });

  it('answers a plain 404 under /remotes/ for a missing file, remote or build', async () => {
    for (const url of [
      '/remotes/booking/missing.js',
      '/remotes/booking/hotels/3',
      '/remotes/x/y.js',
      '/remotes/shell/remoteEntry.js',
      '/remotes/planner/remoteEntry.js',
      '/remotes/planner/mf-manifest.json',
    ]) {
      const res = await html(url);
      expect({ url, status: res.status, text: res.text }).toEqual({
        url,
        status: 404,
        text: 'Not found',
      });
    }
  });

  it('never serves dotfiles, source maps or anything outside a dist folder', async () => {
    // A dotfile is not served; without an extension its path reads as an app route.
    expect((await t.http.get('/.env').expect(200)).text).toBe(SHELL_HTML);
    for (const url of [
      '/%2e%2e/%2e%2e/secret.txt',
      '/remotes/booking/..%2f..%2fsecret.txt',
      '/remotes/booking/%2e%2e/%2e%2e/frontend-shell/dist/.env',
      '/remotes/booking/.env',
      // Source maps would publish the source.
      '/remotes/booking/412.0e6b7a9d1c.js.map',
      `/${HASHED}.map`,
    ]) {
      const res = await t.http.get(url);
      expect({ url, status: res.status, text: res.text }).toEqual({
        url,
        status: 404,
        text: 'Not found',
      });
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.http.head(`/${HASHED}`).expect(200);
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(res.text).toBeUndefined();
  });

  it('leaves the API to the API: unknown routes keep the JSON error body', async () => {
    const res = await html('/api/nope').expect(404);
    expect(res.body).toEqual(errorBody(404, 'No route for GET /api/nope'));
    await html('/api').expect(404);
    const post = await t.http.post('/api/nope').send({}).expect(404);
    expect(post.body).toEqual(errorBody(404, 'No route for POST /api/nope'));
    await t.http.get('/api/health').expect(200);
  });

  it('answers 405 to other methods outside /api', async () => {
    const res = await t.http.post('/hotels').send({}).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('does not shadow Swagger UI or the media files', async () => {
    const docs = await html('/api/docs').expect(200);
    expect(docs.text).toContain('swagger');
    expect(docs.text).not.toBe(SHELL_HTML);
    await t.http.get('/api/docs/openapi.json').expect(200);
    const media = await t.http.get('/api/media/hotels/beach-resort.svg').expect(200);
    expect(media.headers['content-type']).toMatch(/^image\/svg\+xml/);
    await t.http.get('/api/media/hotels/missing.svg').expect(404);
  });

  it('compresses static files and API responses with gzip or brotli', async () => {
    const gzip = await t.http.get(`/${HASHED}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzip.text).toBe(MAIN_JS); // supertest inflates gzip

    // supertest decodes brotli too: read the bytes off the wire.
    const br = await rawGet(`/${HASHED}`, { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(MAIN_JS.length / 10);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(MAIN_JS);

    const api = await t.http.get('/api/hotels').set('Accept-Encoding', 'gzip').expect(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(api.body)).toBe(true);

    const plain = await t.http.get(`/${HASHED}`).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('serving the web app before it is built', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-unbuilt-'));
    t = await startTestApp({ FRONTEND_DIST_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('starts, says so on every page, and keeps the API working', async () => {
    for (const url of ['/', '/hotels/3']) {
      const res = await t.http.get(url).set('Accept', 'text/html').expect(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toBe(NOT_BUILT_MESSAGE);
    }
    await t.http.get('/main.3f9a1c2b.js').expect(404);
    await t.http.get('/remotes/booking/remoteEntry.js').expect(404);
    await t.http.get('/api/health').expect(200);
  });
});
