import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp } from './support/accounts.js';
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

  it('gives Swagger UI, public for partners, a policy of its own', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/swagger-ui-init.js']) {
      const res = await t.http.get(path).redirects(1).expect(200);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('openstreetmap');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // Its page loads its code from files, never inline.
    const page = await t.http.get('/api/docs/').expect(200);
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.text).toMatch(/<script src="\.\/swagger-ui-init\.js">/);
  });

  it('sends a Permissions-Policy that allows only the camera, on this origin', async () => {
    for (const path of ['/api/health', '/api/docs/', '/api/no-such-route']) {
      const res = await t.http.get(path);
      expect(res.headers['permissions-policy']).toContain('camera=(self)');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
      expect(res.headers['permissions-policy']).toContain('microphone=()');
      expect(res.headers['permissions-policy']).toContain('payment=()');
    }
  });
});

describe('caching of personal answers', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0' });
    ({ cookie } = await signUp(t));
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store on every answer to a signed-in request', async () => {
    for (const path of [
      '/api/auth/user',
      '/api/bookings',
      '/api/hotels',
      '/api/health',
      '/api/nope',
    ]) {
      const res = await t.http.get(path).set('Cookie', cookie);
      expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({
        path,
        cacheControl: 'no-store',
      });
    }
    // Also on errors and on answers whose handler set its own caching.
    const refused = await t.http
      .post('/api/bookings')
      .set('Cookie', cookie)
      .send({ serviceType: 'hotel' })
      .expect(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sends it on every auth answer, signed in or not', async () => {
    const anonymous = await t.http.get('/api/auth/user');
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'wrong-password-1' });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.headers['cache-control']).toBe('no-store');
    const register = await t.http.post('/api/auth/register').send({});
    expect(register.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers to anonymous visitors cacheable as before', async () => {
    const res = await t.http.get('/api/hotels').expect(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
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
