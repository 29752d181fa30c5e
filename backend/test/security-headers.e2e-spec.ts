import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  it('sends a content security policy that keeps scripts to this origin', async () => {
    const res = await t.http.get('/api/health').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only on HTTPS (here: behind a trusted proxy that says so)', async () => {
    const plain = await t.http.get('/api/health').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.http.get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers a request whose address is too long for the server with the error body', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{
      status?: number;
      type?: string;
      nosniff?: string;
      body: string;
    }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/hotels?search=${'a'.repeat(20_000)}` },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              type: res.headers['content-type'],
              nosniff: res.headers['x-content-type-options'] as string | undefined,
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.nosniff).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: 'The address or the headers of the request are too long',
    });
  });

  it('leaves Swagger UI without the policy (its page has inline code) but with the rest', async () => {
    const res = await t.http.get('/api/docs/').expect(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers with the remotes on a CDN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      REMOTE_ORIGINS: 'https://cdn.example.com, https://static.example.net',
      SEED_ON_START: 'false',
    });
  });
  afterAll(() => t.close());

  it('lets the shell load and fetch from the configured origins only', async () => {
    const csp = (await t.http.get('/api/health').expect(200)).headers['content-security-policy'];
    expect(csp).toMatch(
      /script-src 'self' https:\/\/cdn\.example\.com https:\/\/static\.example\.net(;|$)/,
    );
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/cdn\.example\.com https:\/\/static\.example\.net(;|$)/,
    );
    expect(csp).toContain("default-src 'self';");
  });
});
