import { createHash } from 'node:crypto';
import request from 'supertest';
import { errorBody } from '../src/common/errors/global-exception.filter.js';
import { NESTED_TOO_DEEPLY, TEXT_NOT_UNICODE } from '../src/common/errors/validation.js';
import { SIGN_UP_ACCEPTED } from '../src/auth/auth.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const sessionCookie = (res: request.Response): string | undefined =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('salone_session='));

const tokenOf = (cookie: string) => cookie.split(';')[0].split('=')[1];

/**
 * Made by the `argon2` package (0.45, argon2id m=19456 t=2 p=1) before the move to
 * `@node-rs/argon2`: stored hashes keep verifying. Note its own parameter order (p before t).
 */
const LEGACY_PASSWORD = 'old-library password 1';
const LEGACY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$tjT/eLk+JV6lvqQD53maag$I8mjfpyGHhdpEK3Rc6WN1XdeA7VSUZDihzwst3DLLCc';

const creds = (user: { email: string; password: string }) => ({
  email: user.email,
  password: user.password,
});

let counter = 0;
const newUser = () => ({
  firstName: 'Aminata',
  lastName: 'Kamara',
  email: `aminata.${Date.now()}.${counter++}@example.com`,
  password: 'lumley-beach',
});

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const register = (body: object) => t.http.post('/api/auth/register').send(body);
  const login = (body: object, cookie?: string) => {
    const req = t.http.post('/api/auth/login').send(body);
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('registers, signs in with a hashed-at-rest session cookie, and reads the user', async () => {
    const user = newUser();
    const created = await register(user).expect(201);
    expect(created.body).toEqual({ success: true, message: SIGN_UP_ACCEPTED });
    expect(sessionCookie(created)).toBeUndefined();

    const res = await login({ email: user.email, password: user.password }).expect(200);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const token = tokenOf(cookie);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const rows = await t.dataSource.query('SELECT token_hash FROM sessions');
    const hashes = rows.map((row: { token_hash: string }) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);

    const me = await t.http
      .get('/api/auth/user')
      .set('Cookie', `salone_session=${token}`)
      .expect(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      firstName: 'Aminata',
      lastName: 'Kamara',
      email: user.email,
      emailVerified: false,
      phone: null,
      phoneVerified: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash/i);
    const [stored] = await t.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [
      me.body.id,
    ]);
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('signs in an account whose password was hashed by the previous argon2 library', async () => {
    const email = `legacy.${Date.now()}@example.com`;
    await t.dataSource.query(
      `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ($1, $2, $3, $4)`,
      ['Fatmata', 'Sesay', email, LEGACY_HASH],
    );
    const res = await login({ email, password: LEGACY_PASSWORD }).expect(200);
    expect(res.body.email).toBe(email);
    expect(sessionCookie(res)).toBeDefined();
    const wrong = await login({ email, password: 'old-library password 2' }).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('answers 401 with the error body when signed out or with a bogus cookie', async () => {
    const res = await t.http.get('/api/auth/user').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue',
    });
    await t.http
      .get('/api/auth/user')
      .set('Cookie', 'salone_session=forged-token-value-123456')
      .expect(401);
  });

  it('tells the sign-in state without an error: visitor, bogus cookie, signed in, signed out', async () => {
    const visitor = await t.http.get('/api/auth/session').expect(200);
    expect(visitor.body).toEqual({ authenticated: false, user: null, roles: [] });
    await t.http
      .get('/api/auth/session')
      .set('Cookie', 'salone_session=forged-token-value-123456')
      .expect(200, { authenticated: false, user: null, roles: [] });

    const user = newUser();
    await register(user).expect(201);
    const signIn = await login({ email: user.email, password: user.password }).expect(200);
    const cookie = sessionCookie(signIn)!.split(';')[0];
    const signedIn = await t.http.get('/api/auth/session').set('Cookie', cookie).expect(200);
    expect(signedIn.body).toEqual({ authenticated: true, user: signIn.body, roles: [] });

    await t.http.post('/api/auth/logout').set('Cookie', cookie).expect(200);
    await t.http
      .get('/api/auth/session')
      .set('Cookie', cookie)
      .expect(200, { authenticated: false, user: null, roles: [] });
  });

  it('compares e-mails case-insensitively; a second sign-up gets the same answer and changes nothing', async () => {
    const user = newUser();
    const first = await register(user).expect(201);
    const dup = await register({
      ...user,
      email: user.email.toUpperCase(),
      password: 'another-strong-one',
    }).expect(201);
    expect(dup.body).toEqual(first.body);
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)',
      [user.email],
    );
    expect(n).toBe(1);
    await login({ email: user.email.toUpperCase(), password: user.password }).expect(200);
    await login({ email: user.email, password: 'another-strong-one' }).expect(401);
  });

  it('validates registration with the spec messages', async () => {
    const short = await register({ ...newUser(), password: 'sx7-q2!' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const noName = await register({ ...newUser(), firstName: '  ' }).expect(400);
    expect(noName.body.message).toBe('First name is required');
    const badEmail = await register({ ...newUser(), email: 'not-an-email' }).expect(400);
    expect(badEmail.body.message).toBe('Valid email is required');
  });

  it('refuses a wrong password or unknown e-mail with the same message', async () => {
    const user = newUser();
    await register(user).expect(201);
    const wrong = await login({ email: user.email, password: 'wrong-password' }).expect(401);
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever1' }).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body).toEqual(wrong.body);
    const missing = await login({ email: user.email }).expect(400);
    expect(missing.body.message).toBe('Password is required');
  });

  it('answers 400 with field details to sign-in bodies that are not an object of text', async () => {
    for (const body of ['[]', '[{"email":"a@example.com","password":"secret1"}]']) {
      const res = await t.http
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(res.body).toEqual(
        errorBody(400, 'Valid email is required', [
          { field: 'email', message: 'Valid email is required' },
          { field: 'password', message: 'Password is required' },
        ]),
      );
    }
    const surrogate = await login({ email: 'a\udc00@example.com', password: 'whatever1' });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body).toEqual(
      errorBody(400, TEXT_NOT_UNICODE, [{ field: 'email', message: TEXT_NOT_UNICODE }]),
    );
    const deep = await t.http
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":'.repeat(5000) + '1' + '}'.repeat(5000))
      .expect(400);
    expect(deep.body.message).toBe(NESTED_TOO_DEEPLY);
  });

  it('refuses a registration with text that is not valid Unicode instead of storing U+FFFD', async () => {
    const user = { ...newUser(), firstName: 'Ami\ud800ta' };
    const res = await register(user).expect(400);
    expect(res.body).toEqual(
      errorBody(400, TEXT_NOT_UNICODE, [{ field: 'firstName', message: TEXT_NOT_UNICODE }]),
    );
    const email = await register({ ...newUser(), email: 'a\ud800b@example.com' }).expect(400);
    expect(email.body.message).toBe(TEXT_NOT_UNICODE);
    await login(creds(user)).expect(401);
  });

  it('issues a new token on every login and ends the previous one (no session fixation)', async () => {
    const user = newUser();
    await register(user).expect(201);
    const first = tokenOf(sessionCookie(await login(creds(user)).expect(200))!);
    const second = tokenOf(
      sessionCookie(await login(creds(user), `salone_session=${first}`).expect(200))!,
    );
    expect(second).not.toBe(first);
    await t.http.get('/api/auth/user').set('Cookie', `salone_session=${first}`).expect(401);
    await t.http.get('/api/auth/user').set('Cookie', `salone_session=${second}`).expect(200);
  });

  it('logs out with JSON, clears the cookie and really ends the session', async () => {
    const user = newUser();
    await register(user).expect(201);
    const token = tokenOf(sessionCookie(await login(creds(user)).expect(200))!);
    const out = await t.http
      .post('/api/auth/logout')
      .set('Cookie', `salone_session=${token}`)
      .expect(200);
    expect(out.body).toEqual({ success: true, message: 'You have been logged out.' });
    expect(sessionCookie(out)).toMatch(/salone_session=;/);
    await t.http.get('/api/auth/user').set('Cookie', `salone_session=${token}`).expect(401);
    await t.http.post('/api/auth/logout').expect(200);
  });

  it('ends sessions idle for over 7 days', async () => {
    const user = newUser();
    await register(user).expect(201);
    const token = tokenOf(sessionCookie(await login(creds(user)).expect(200))!);
    await t.dataSource.query(
      `UPDATE sessions SET last_seen_at = now() - interval '8 days' WHERE token_hash = $1`,
      [createHash('sha256').update(token).digest('hex')],
    );
    await t.http.get('/api/auth/user').set('Cookie', `salone_session=${token}`).expect(401);
  });

  it('refuses state-changing requests from another origin (CSRF)', async () => {
    const user = newUser();
    const foreign = await t.http
      .post('/api/auth/register')
      .set('Origin', 'https://evil.example')
      .send(user)
      .expect(403);
    expect(foreign.body.message).toBe('Cross-site requests are not accepted');
    await t.http
      .post('/api/auth/register')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(user)
      .expect(403);
    const server = t.app.getHttpServer();
    const mixedCase = await request(server)
      .post('/api/auth/register')
      .set('Host', 'Salone.example:443')
      .set('Origin', 'https://salone.example')
      .send(newUser());
    expect(mixedCase.status).toBe(201);
    const sameOrigin = await request(server)
      .post('/api/auth/register')
      .set('Host', 'salone.example')
      .set('Origin', 'https://salone.example')
      .send(user);
    expect(sameOrigin.status).toBe(201);
  });
});

describe('auth throttling per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('refuses a fourth attempt from one address within a minute, whatever the e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.http
        .post('/api/auth/login')
        .send({ email: `visitor${i}@example.com`, password: 'whatever1' });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

// One application per block: passport keeps strategies in a process-wide registry.
describe('auth behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  it('marks the cookie Secure when the trusted proxy says the request came over HTTPS', async () => {
    const user = newUser();
    await t.http.post('/api/auth/register').send(user).expect(201);
    const res = await t.http
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send(creds(user))
      .expect(200);
    expect(sessionCookie(res)).toMatch(/; Secure/);
  });
});
