import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import { TOO_MANY_ATTEMPTS } from '../src/auth/auth.limits.js';
import {
  EMAIL_NOT_VERIFIED,
  LINK_NOT_VALID,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_SENT,
  WRONG_CURRENT_PASSWORD,
} from '../src/auth/account-security.service.js';
import { AuthService, SIGN_UP_ACCEPTED } from '../src/auth/auth.service.js';
import { PASSWORD_BLANK } from '../src/auth/password-rule.js';
import { cookieOf, linkFromMail, tokenOf } from './support/accounts.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every timer jest can fake but Date: the app keeps running in real time, its clock moved. */
type FakeableApis = NonNullable<
  Extract<Parameters<typeof jest.useFakeTimers>[0], { doNotFake?: unknown }>['doNotFake']
>;
const NOT_DATE: FakeableApis = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

let counter = 0;
const newUser = () => ({
  firstName: 'Aminata',
  lastName: 'Kamara',
  email: `account.${process.pid}.${Date.now()}.${counter++}@example.com`,
  password: 'lumley-beach',
});

describe('accounts: verified e-mail, password reset and change, sessions, throttling', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://salone.example',
      OUTBOX_POLL_MS: '100',
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      TRUST_PROXY_HOPS: '1',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Each test comes from an address of its own, so the per-IP limits never meet. */
  let ipCounter = 0;
  let ip = '';
  beforeEach(() => {
    ipCounter += 1;
    ip = `203.0.113.${ipCounter}`;
  });
  const post = (path: string, body: object, cookie?: string, from = ip) => {
    const req = t.http.post(path).set('X-Forwarded-For', from).send(body);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const get = (path: string, cookie: string) =>
    t.http.get(path).set('X-Forwarded-For', ip).set('Cookie', cookie);
  const login = (email: string, password: string, from = ip, userAgent?: string) => {
    const req = post('/api/auth/login', { email, password }, undefined, from);
    return userAgent ? req.set('User-Agent', userAgent) : req;
  };
  const link = (email: string, path: string) => linkFromMail(t, email, path, smtp);
  const book = async (cookie: string) => {
    const events: Json[] = (await t.http.get('/api/events')).body;
    const event = events.at(-1)!;
    return post(
      '/api/bookings',
      {
        serviceType: 'event',
        serviceId: event.id,
        customerName: 'Aminata Kamara',
        customerEmail: 'aminata@example.com',
        customerPhone: '+232 76 123 456',
        guests: 1,
        startDate: event.startDate.slice(0, 10),
        totalAmount: 50,
        metadata: { ticketCategory: 'Standard' },
      },
      cookie,
    );
  };

  describe('verified e-mail', () => {
    it('e-mails a link at sign-up that works exactly once, and only then may the account book', async () => {
      const user = newUser();
      const created = await post('/api/auth/register', user).expect(201);
      expect(created.body).toEqual({ success: true, message: SIGN_UP_ACCEPTED });
      const cookie = cookieOf(await login(user.email, user.password).expect(200));

      const refused = await book(cookie);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        message: EMAIL_NOT_VERIFIED,
        code: 'EMAIL_NOT_VERIFIED',
      });
      expect((await get('/api/auth/user', cookie).expect(200)).body.emailVerified).toBe(false);

      const url = await link(user.email, '/verify-email');
      expect(url).toMatch(/^https:\/\/salone\.example\/verify-email\?token=[\w-]{43}$/);
      const mail = smtp.to(user.email).at(-1)!;
      expect(mail.subject).toBe('Verify your e-mail address');
      // Only the token's hash is stored.
      const rows: { token_hash: string }[] = await t.dataSource.query(
        `SELECT token_hash FROM account_tokens WHERE purpose = 'verify_email'`,
      );
      const hashes = rows.map((row) => row.token_hash);
      expect(hashes).toContain(createHash('sha256').update(tokenOf(url)).digest('hex'));
      expect(hashes).not.toContain(tokenOf(url));

      await post('/api/auth/verify-email', { token: tokenOf(url) }).expect(200);
      const again = await post('/api/auth/verify-email', { token: tokenOf(url) }).expect(400);
      expect(again.body).toMatchObject({ message: LINK_NOT_VALID, code: 'INVALID_TOKEN' });
      expect((await get('/api/auth/user', cookie).expect(200)).body.emailVerified).toBe(true);
      expect((await book(cookie)).status).toBe(201);
    });

    it('refuses a made-up, malformed or expired link', async () => {
      await post('/api/auth/verify-email', { token: 'A'.repeat(43) }).expect(400);
      await post('/api/auth/verify-email', { token: 'x' }).expect(400);
      await post('/api/auth/verify-email', {}).expect(400);
      await post('/api/auth/verify-email', { token: ['a'] }).expect(400);
      const user = newUser();
      await post('/api/auth/register', user).expect(201);
      const url = await link(user.email, '/verify-email');
      await t.dataSource.query(
        `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [createHash('sha256').update(tokenOf(url)).digest('hex')],
      );
      const expired = await post('/api/auth/verify-email', { token: tokenOf(url) }).expect(400);
      expect(expired.body.message).toBe(LINK_NOT_VALID);
    });

    it('sends a new link on request, signed in only, and limits how often', async () => {
      const user = newUser();
      await post('/api/auth/register', user).expect(201);
      await link(user.email, '/verify-email');
      await post('/api/auth/verify-email/resend', {}).expect(401);
      const cookie = cookieOf(await login(user.email, user.password).expect(200));
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await post('/api/auth/verify-email/resend', {}, cookie)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Every link sent works (each once): the newest one here.
      const deadline = Date.now() + 10_000;
      while (smtp.to(user.email).length < 4 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(smtp.to(user.email)).toHaveLength(4);
      await post('/api/auth/verify-email', {
        token: tokenOf(await link(user.email, '/verify-email')),
      }).expect(200);
    });

    it('answers a sign-up for a taken address the same way, and tells its owner', async () => {
      const user = newUser();
      const first = await post('/api/auth/register', user).expect(201);
      await link(user.email, '/verify-email');
      const second = await post('/api/auth/register', {
        ...user,
        firstName: 'Someone',
        password: 'different-strong-words',
      }).expect(201);
      expect(second.body).toEqual(first.body);
      expect(Object.keys(second.headers)).toEqual(Object.keys(first.headers));
      const deadline = Date.now() + 10_000;
      let notice;
      while (!(notice = smtp.to(user.email).find((m) => /already have/.test(m.subject)))) {
        if (Date.now() > deadline) throw new Error('no notice');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(notice.subject).toBe('You already have a Salone account');
      expect(notice.text).toContain('Hello Aminata,');
      expect(notice.text).toContain('https://salone.example/login');
      await login(user.email, 'different-strong-words').expect(401);
    });
  });

  describe('the password rule', () => {
    it.each([
      ['123456', 'Password must be at least 8 characters'],
      ['password', 'This password is too easy to guess: this is a heavily used password.'],
      ['        ', PASSWORD_BLANK],
      ['\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008', PASSWORD_BLANK],
      ['12345678', 'This password is too easy to guess'],
      ['aminatakamara', 'This password is too easy to guess'],
    ])('refuses %j and says why', async (password, why) => {
      const res = await post('/api/auth/register', { ...newUser(), password }).expect(400);
      expect(res.body.message).toContain(why);
      if (!why.startsWith('Password must')) expect(res.body.code).toBe('WEAK_PASSWORD');
      expect(res.body.details).toEqual([{ field: 'password', message: expect.any(String) }]);
    });

    it('accepts a password of uncommon words', async () => {
      await post('/api/auth/register', { ...newUser(), password: 'kente-cloth-7' }).expect(201);
    });
  });

  describe('password reset', () => {
    it('e-mails a one-hour link for an account, answers the same for none, and the link works once', async () => {
      const user = newUser();
      await post('/api/auth/register', user).expect(201);
      const elsewhere = cookieOf(
        await login(user.email, user.password, '198.51.100.7').expect(200),
      );

      const known = await post('/api/auth/password-reset', { email: user.email }).expect(200);
      const unknown = await post('/api/auth/password-reset', {
        email: `nobody.${Date.now()}@example.com`,
      }).expect(200);
      expect(known.body).toEqual({ success: true, message: RESET_SENT });
      expect(unknown.body).toEqual(known.body);

      const url = await link(user.email, '/reset-password');
      expect(url).toMatch(/^https:\/\/salone\.example\/reset-password\?token=[\w-]{43}$/);
      const [row] = await t.dataSource.query(
        `SELECT expires_at - created_at AS lifetime FROM account_tokens WHERE token_hash = $1`,
        [createHash('sha256').update(tokenOf(url)).digest('hex')],
      );
      expect(JSON.stringify(row.lifetime)).toMatch(/01:00:00|"hours":1/);

      const weak = await post('/api/auth/password-reset/confirm', {
        token: tokenOf(url),
        password: 'password1',
      }).expect(400);
      expect(weak.body.code).toBe('WEAK_PASSWORD');
      // A refused password does not spend the link.
      const done = await post('/api/auth/password-reset/confirm', {
        token: tokenOf(url),
        password: 'bintumani-sunrise',
      }).expect(200);
      expect(done.body.message).toBe(PASSWORD_RESET_DONE);
      const twice = await post('/api/auth/password-reset/confirm', {
        token: tokenOf(url),
        password: 'another-new-phrase',
      }).expect(400);
      expect(twice.body.message).toBe(LINK_NOT_VALID);

      // Every other session ended; the old password no longer works, the new one does.
      await get('/api/auth/user', elsewhere).expect(401);
      await login(user.email, user.password).expect(401);
      const signedIn = await login(user.email, 'bintumani-sunrise').expect(200);
      // Following the link proved the address.
      expect(signedIn.body.emailVerified).toBe(true);
    });

    it('limits reset e-mails per address', async () => {
      const email = `limited.${Date.now()}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await post('/api/auth/password-reset', { email }, undefined, `192.0.2.${i}`)).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      await post('/api/auth/password-reset', { email: 'not-an-email' }).expect(400);
    });
  });

  describe('password change and sessions', () => {
    it('changes the password with the current one, ending every other session', async () => {
      const user = newUser();
      await post('/api/auth/register', user).expect(201);
      const phone = cookieOf(await login(user.email, user.password, '198.51.100.20').expect(200));
      const laptop = cookieOf(await login(user.email, user.password).expect(200));
      await post('/api/auth/password', {
        currentPassword: 'x',
        newPassword: 'bintumani-sunrise',
      }).expect(401);
      const wrong = await post(
        '/api/auth/password',
        { currentPassword: 'not-my-password', newPassword: 'bintumani-sunrise' },
        laptop,
      ).expect(400);
      expect(wrong.body.message).toBe(WRONG_CURRENT_PASSWORD);
      const weak = await post(
        '/api/auth/password',
        { currentPassword: user.password, newPassword: 'qwertyuiop' },
        laptop,
      ).expect(400);
      expect(weak.body.code).toBe('WEAK_PASSWORD');
      const changed = await post(
        '/api/auth/password',
        { currentPassword: user.password, newPassword: 'bintumani-sunrise' },
        laptop,
      ).expect(200);
      expect(changed.body.message).toBe(PASSWORD_CHANGED);
      await get('/api/auth/user', laptop).expect(200);
      await get('/api/auth/user', phone).expect(401);
      await login(user.email, user.password).expect(401);
      await login(user.email, 'bintumani-sunrise').expect(200);
    });

    it('lists the sessions with device, IP and last seen; revokes one, or all at once', async () => {
      const user = newUser();
      const other = newUser();
      await post('/api/auth/register', user).expect(201);
      await post('/api/auth/register', other).expect(201);
      const iphone =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
      const chrome =
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
      const phone = cookieOf(
        await login(user.email, user.password, '198.51.100.30', iphone).expect(200),
      );
      const laptop = cookieOf(await login(user.email, user.password, ip, chrome).expect(200));
      const stranger = cookieOf(await login(other.email, other.password).expect(200));

      const list = (await get('/api/auth/sessions', laptop).expect(200)).body as Json[];
      expect(list).toHaveLength(2);
      const mine = list.find((s) => s.current)!;
      const theirs = list.find((s) => !s.current)!;
      expect(mine).toMatchObject({ device: 'Chrome on Linux (desktop)', ipAddress: ip });
      expect(theirs).toMatchObject({
        device: 'Safari on iOS (mobile)',
        ipAddress: '198.51.100.30',
        current: false,
      });
      expect(new Date(theirs.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(JSON.stringify(list)).not.toMatch(/token/i);

      // Another account's session is not found; nor is a malformed id.
      await t.http.delete(`/api/auth/sessions/${theirs.id}`).set('Cookie', stranger).expect(404);
      await t.http.delete('/api/auth/sessions/not-a-uuid').set('Cookie', laptop).expect(404);
      await t.http.delete(`/api/auth/sessions/${theirs.id}`).expect(401);
      await get('/api/auth/user', phone).expect(200);
      await t.http.delete(`/api/auth/sessions/${theirs.id}`).set('Cookie', laptop).expect(200);
      await get('/api/auth/user', phone).expect(401);

      const phoneAgain = cookieOf(
        await login(user.email, user.password, '198.51.100.30').expect(200),
      );
      const everywhere = await t.http
        .delete('/api/auth/sessions')
        .set('Cookie', laptop)
        .expect(200);
      expect(String(everywhere.headers['set-cookie'])).toMatch(/salone_session=;/);
      await get('/api/auth/user', laptop).expect(401);
      await get('/api/auth/user', phoneAgain).expect(401);
      await get('/api/auth/user', stranger).expect(200);
    });
  });

  describe('sign-in throttling', () => {
    it('delays failures per e-mail and IP, growing; the owner elsewhere still gets in', async () => {
      const user = newUser();
      await post('/api/auth/register', user).expect(201);
      const attacker = ip;
      // The app's clock stands still unless the test moves it (only Date is faked: everything
      // else runs in real time), so a slow machine cannot outlast a wait between two tries.
      jest.useFakeTimers({ doNotFake: NOT_DATE, now: Date.now() });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          statuses.push((await login(user.email, `wrong-${i}-guess`, attacker)).status);
        }
        // Four free failures; the fifth makes the next try wait.
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
        const waiting = await login(user.email, user.password, attacker).expect(429);
        expect(waiting.body.message).toBe(TOO_MANY_ATTEMPTS);
        expect(Number(waiting.headers['retry-after'])).toBe(1);

        // The owner, from another address, is not held up by the stranger's failures.
        await login(user.email, user.password, '198.51.100.99').expect(200);

        // The wait grows: after the next failure it is twice as long.
        jest.setSystemTime(Date.now() + 1_100);
        await login(user.email, 'wrong-again', attacker).expect(401);
        const longer = await login(user.email, 'wrong-again', attacker).expect(429);
        expect(Number(longer.headers['retry-after'])).toBe(2);
        jest.setSystemTime(Date.now() + 2_100);
        await login(user.email, 'wrong-again', attacker).expect(401);
        expect(
          Number((await login(user.email, 'x', attacker).expect(429)).headers['retry-after']),
        ).toBe(4);
      } finally {
        jest.useRealTimers();
      }
    });

    it('checks at most 5 of 25 wrong passwords sent at once; the owner gets in after the wait', async () => {
      const user = newUser();
      await post('/api/auth/register', user).expect(201);
      const checks = jest.spyOn(t.app.get(AuthService), 'verifyCredentials');
      try {
        // The app's clock stands still during the burst (only Date is faked), so a slow machine
        // cannot let a late request through after the first wait has passed in real time.
        jest.useFakeTimers({ doNotFake: NOT_DATE, now: Date.now() });
        const answers = await Promise.all(
          Array.from({ length: 25 }, (_, i) => login(user.email, `wrong-${i}-guess`)),
        );
        const statuses = answers.map((res) => res.status).sort();
        expect(statuses).toEqual([...Array(5).fill(401), ...Array(20).fill(429)]);
        expect(checks).toHaveBeenCalledTimes(5);
        for (const res of answers.filter((r) => r.status === 429)) {
          expect(res.body).toMatchObject({ code: 'THROTTLED', message: TOO_MANY_ATTEMPTS });
          expect(res.headers['retry-after']).toBe('1');
        }
        await login(user.email, user.password).expect(429);
        expect(checks).toHaveBeenCalledTimes(5);

        // A second later by the app's clock, the right password works.
        jest.setSystemTime(Date.now() + 1_000);
        await login(user.email, user.password).expect(200);
        expect(checks).toHaveBeenCalledTimes(6);
        // And it forgot the failures: five free tries again.
        for (let i = 0; i < 5; i += 1) await login(user.email, 'mistyped-1').expect(401);
      } finally {
        jest.useRealTimers();
        checks.mockRestore();
      }
    });

    it('never counts successful sign-ins, and a success forgets the failures', async () => {
      const user = newUser();
      await post('/api/auth/register', user).expect(201);
      for (let i = 0; i < 10; i += 1) await login(user.email, user.password).expect(200);
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 4; i += 1) await login(user.email, 'mistyped-1').expect(401);
        await login(user.email, user.password).expect(200);
      }
    });
  });
});

describe('sign-in throttling per IP stays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '5', MAIL_DISABLED: 'true' });
  });
  afterAll(() => t.close());

  it('refuses attempts past the per-IP limit, whatever the e-mail or the outcome', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await t.http
            .post('/api/auth/login')
            .send({ email: `ip${i}@example.com`, password: 'whatever1' })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
