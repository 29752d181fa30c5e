import { jest } from '@jest/globals';
import { EMAIL_NOT_VERIFIED } from '../src/auth/account-security.service.js';
import { TOO_MANY_CODES } from '../src/auth/auth.limits.js';
import {
  CODE_NOT_VALID,
  codeText,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_IN_USE,
  NO_PHONE_ACCOUNT,
  PHONE_TAKEN,
  WRONG_CODE,
} from '../src/auth/phone-accounts.service.js';
import { quoteTour } from '@salone/booking-rules';
import { CODE_FORMAT } from '../src/auth/dto/phone.dto.js';
import { cookieOf, linkFromMail, tokenOf } from './support/accounts.js';
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

/** A fresh Sierra Leone mobile number per call: +232 76 1xx xxx, typed the local way. */
let numberCounter = 0;
const newNumber = () => {
  numberCounter += 1;
  const digits = String(((process.pid % 90) * 1000 + numberCounter) % 100_000).padStart(5, '0');
  return { typed: `076 1${digits.slice(0, 2)} ${digits.slice(2)}`, e164: `+232761${digits}` };
};

describe('accounts by phone: SMS codes to sign up and in, numbers and addresses added', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      OUTBOX_POLL_MS: '100',
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      TRUST_PROXY_HOPS: '1',
    });
  }, 120_000);
  afterAll(async () => {
    jest.useRealTimers();
    await t?.close();
  });

  /** Each test comes from an address of its own, so the per-IP limits never meet. */
  let ipCounter = 0;
  let ip = '';
  beforeEach(() => {
    ipCounter += 1;
    ip = `198.51.100.${ipCounter}`;
  });
  afterEach(() => jest.useRealTimers());

  const post = (path: string, body: object, cookie?: string, from = ip) => {
    const req = t.http.post(path).set('X-Forwarded-For', from).send(body);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const get = (path: string, cookie: string) =>
    t.http.get(path).set('X-Forwarded-For', ip).set('Cookie', cookie);

  /** The SMS texts sent to the number, newest first, from the development SMS inbox. */
  const texts = async (e164: string): Promise<string[]> => {
    const res = await t.http.get('/api/dev/sms').query({ to: e164 }).expect(200);
    return (res.body as { text: string }[]).map((message) => message.text);
  };
  /** Waits (the outbox sends them) until `count` texts have reached the number. */
  const waitForTexts = async (e164: string, count: number): Promise<string[]> => {
    const deadline = performance.now() + 15_000;
    for (;;) {
      const found = await texts(e164);
      if (found.length >= count) return found;
      if (performance.now() > deadline) throw new Error(`No SMS number ${count} to ${e164}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** The code of the next SMS to the number (one not read yet). */
  const seen = new Map<string, number>();
  const codeFor = async (e164: string): Promise<string> => {
    const count = (seen.get(e164) ?? 0) + 1;
    const [newest] = await waitForTexts(e164, count);
    seen.set(e164, count);
    const code = /\b(\d{6})\b/.exec(newest)?.[1];
    if (!code) throw new Error(`No code in the SMS to ${e164}: ${newest}`);
    return code;
  };
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const signUp = async (typed: string, e164: string) => {
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    const res = await post('/api/auth/phone/sign-in', {
      phone: typed,
      code: await codeFor(e164),
      firstName: 'Isatu',
      lastName: 'Sesay',
    }).expect(200);
    return { user: res.body as Json, cookie: cookieOf(res) };
  };

  const book = async (cookie: string, contact: { customerEmail?: string } = {}) => {
    const events: Json[] = (await t.http.get('/api/events')).body;
    const event = events.at(-1)!;
    return post(
      '/api/bookings',
      {
        serviceType: 'event',
        serviceId: event.id,
        customerName: 'Isatu Sesay',
        customerEmail: 'isatu@example.com',
        ...contact,
        customerPhone: '076 123 456',
        guests: 1,
        startDate: event.startDate.slice(0, 10),
        totalAmount: 50,
        metadata: { ticketCategory: 'Standard' },
      },
      cookie,
    );
  };

  it('signs a resident up with a local number and a code, with no e-mail, and lets them book', async () => {
    const { typed, e164 } = newNumber();
    const sent = await post('/api/auth/phone/code', { phone: typed }).expect(200);
    expect(sent.body).toEqual({
      success: true,
      message: 'We sent a 6-digit code by SMS to your phone.',
      resendAfterSeconds: 30,
    });
    const code = await codeFor(e164);
    expect(await texts(e164)).toEqual([codeText(code)]);
    const [sms]: { kind: string }[] = await t.dataSource.query(
      `SELECT payload->>'kind' AS kind FROM outbox_events WHERE type = 'sms.message' AND payload->>'to' = $1`,
      [e164],
    );
    expect(sms.kind).toBe('sign_in_code');
    expect(codeText(code).length).toBeLessThanOrEqual(160);

    // Only a hash of the code is kept.
    const [row]: { code_hash: string }[] = await t.dataSource.query(
      'SELECT code_hash FROM phone_codes WHERE phone = $1',
      [e164],
    );
    expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect(row.code_hash).not.toContain(code);

    const signedUp = await post('/api/auth/phone/sign-in', {
      phone: typed,
      code,
      firstName: 'Isatu',
      lastName: 'Sesay',
    }).expect(200);
    expect(signedUp.body).toMatchObject({
      firstName: 'Isatu',
      email: null,
      emailVerified: false,
      phone: e164,
      phoneVerified: true,
    });
    const cookie = cookieOf(signedUp);
    const session = await get('/api/auth/session', cookie).expect(200);
    expect(session.body).toMatchObject({ authenticated: true, user: { phone: e164 } });

    expect((await book(cookie)).status).toBe(201);
    // With a verified phone number the booking form's e-mail may stay empty (ruling 18).
    for (const customerEmail of [undefined, '', '  ']) {
      const booked = await book(cookie, { customerEmail });
      expect(booked.status).toBe(201);
      expect(booked.body.customerEmail).toBe('');
    }
    const badAddress = await book(cookie, { customerEmail: 'not an address' });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body).toMatchObject({ message: 'Valid email is required' });
  });

  it('books a tour for people with phones and no e-mail addresses', async () => {
    const { typed, e164 } = newNumber();
    const { cookie } = await signUp(typed, e164);
    const tours: Json[] = (await t.http.get('/api/tours')).body;
    const tour = tours[0];
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const tourBooking = (participants: Json[]) =>
      post(
        '/api/bookings',
        {
          serviceType: 'tour',
          serviceId: tour.id,
          customerName: 'Isatu Sesay',
          customerPhone: typed,
          guests: participants.length,
          startDate: day,
          totalAmount: quoteTour(tour.price, 'shared', participants.length).total,
          metadata: { tourType: 'shared', preferredLanguage: 'Krio', participants },
        },
        cookie,
      );
    const booked = await tourBooking([
      { name: 'Isatu Sesay', phone: typed },
      { name: 'Foday Sesay', phone: '077 654 321', email: '' },
    ]);
    expect(booked.status).toBe(201);
    expect(booked.body.customerEmail).toBe('');
    expect(booked.body.metadata.participants).toEqual([
      { name: 'Isatu Sesay', phone: e164, email: '' },
      { name: 'Foday Sesay', phone: '+23277654321', email: '' },
    ]);
    // An address that is given must still be one.
    const bad = await tourBooking([{ name: 'Isatu Sesay', phone: typed, email: 'isatu at home' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Valid email is required');
  });

  it('sends the code in the language the visitor chose, and the account made keeps it for its messages', async () => {
    const { typed, e164 } = newNumber();
    const krio = 'salone_lang=kri';
    await post('/api/auth/phone/code', { phone: typed }, krio).expect(200);
    const code = await codeFor(e164);
    expect(await texts(e164)).toEqual([`Yu Salone kod na ${code}. I go ɛkspayt insay 10 minit.`]);
    expect(codeText(code, 'kri').length).toBeLessThanOrEqual(70);
    const signedUp = await post(
      '/api/auth/phone/sign-in',
      { phone: typed, code, firstName: 'Isatu', lastName: 'Sesay' },
      krio,
    ).expect(200);
    const locale = async () =>
      (
        (await t.dataSource.query('SELECT locale FROM users WHERE id = $1', [
          signedUp.body.id,
        ])) as {
          locale: string;
        }[]
      )[0].locale;
    expect(await locale()).toBe('kri');

    // Signing in again in French: the account's messages are in French from then on.
    jest.useFakeTimers({ doNotFake: NOT_DATE, now: Date.now() + 31_000 });
    await post('/api/auth/phone/code', { phone: typed }, 'salone_lang=fr').expect(200);
    const again = await codeFor(e164);
    expect((await texts(e164))[0]).toBe(
      `Votre code Salone est ${again}. Il expire dans 10 minutes.`,
    );
    await post('/api/auth/phone/sign-in', { phone: typed, code: again }, 'salone_lang=fr').expect(
      200,
    );
    expect(await locale()).toBe('fr');
  });

  it('deletes an account made by phone with a code sent to its number, not a password', async () => {
    const { typed, e164 } = newNumber();
    const { cookie } = await signUp(typed, e164);
    // It has no password: none works, and nothing at all is refused in the password's words.
    const noPassword = await post('/api/account/delete', { password: 'any-words-at-all' }, cookie);
    expect(noPassword.status).toBe(403);
    expect(noPassword.body.code).toBe('WRONG_PASSWORD');
    const nothing = await post('/api/account/delete', {}, cookie).expect(400);
    expect(nothing.body.message).toBe('Please enter your password to delete your account');
    const badFormat = await post('/api/account/delete', { code: '12ab' }, cookie).expect(400);
    expect(badFormat.body.message).toBe(CODE_FORMAT);

    jest.useFakeTimers({ doNotFake: NOT_DATE, now: Date.now() + 31_000 });
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    const code = await codeFor(e164);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/account/delete', { code: wrong }, cookie).expect(400);
    expect(refused.body).toMatchObject({ code: 'WRONG_CODE', message: WRONG_CODE });
    await get('/api/auth/user', cookie).expect(200);

    const deleted = await post('/api/account/delete', { code }, cookie).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Your account has been deleted.' });
    await get('/api/auth/user', cookie).expect(401);
    const holders: { n: number }[] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM users WHERE phone = $1',
      [e164],
    );
    expect(holders[0].n).toBe(0);
    // The number is free again: a code to it signs up a new account.
    jest.setSystemTime(Date.now() + 61_000);
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    const again = await post('/api/auth/phone/sign-in', {
      phone: typed,
      code: await codeFor(e164),
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(NO_PHONE_ACCOUNT);
  });

  it('signs in to the account of the number with a new code; an unknown number must sign up', async () => {
    const { typed, e164 } = newNumber();
    const { user } = await signUp(typed, e164);

    jest.useFakeTimers({ doNotFake: NOT_DATE, now: Date.now() + 31_000 });
    await post('/api/auth/phone/code', { phone: '+' + e164.slice(1) }).expect(200);
    const signedIn = await post('/api/auth/phone/sign-in', {
      phone: e164.replace('+232', '').replace(/^/, '0'),
      code: await codeFor(e164),
    }).expect(200);
    expect(signedIn.body.id).toBe(user.id);
    // The sign-up's names do not make a second account of a number that has one.
    const count: { n: number }[] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM users WHERE phone = $1',
      [e164],
    );
    expect(count[0].n).toBe(1);

    const stranger = newNumber();
    await post('/api/auth/phone/code', { phone: stranger.typed }).expect(200);
    const unknown = await post('/api/auth/phone/sign-in', {
      phone: stranger.typed,
      code: await codeFor(stranger.e164),
    }).expect(404);
    expect(unknown.body).toMatchObject({ code: 'NO_PHONE_ACCOUNT', message: NO_PHONE_ACCOUNT });
  });

  it('refuses bad numbers and codes in plain words', async () => {
    const badNumber = await post('/api/auth/phone/code', { phone: '12345' }).expect(400);
    expect(badNumber.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter a Sierra Leone mobile number, like 076 123 456',
    });
    const { typed, e164 } = newNumber();
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    for (const code of ['12345', 'abcdef', '1234567', 123456]) {
      const res = await post('/api/auth/phone/sign-in', { phone: typed, code }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: CODE_FORMAT });
    }
    // Badly formed codes are not tries: the right one still works, spaces and all.
    const code = await codeFor(e164);
    await post('/api/auth/phone/sign-in', {
      phone: typed,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
      firstName: 'Isatu',
      lastName: 'Sesay',
    }).expect(200);
  });

  it('uses a code once', async () => {
    const { typed, e164 } = newNumber();
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    const body = { phone: typed, code: await codeFor(e164), firstName: 'Isatu', lastName: 'Sesay' };
    const answers = await Promise.all([
      post('/api/auth/phone/sign-in', body),
      post('/api/auth/phone/sign-in', body),
      post('/api/auth/phone/sign-in', body),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
    const again = await post('/api/auth/phone/sign-in', body).expect(400);
    expect(again.body).toMatchObject({ code: 'CODE_NOT_VALID', message: CODE_NOT_VALID });
  });

  it('kills a code after 5 wrong tries', async () => {
    const { typed, e164 } = newNumber();
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    const code = await codeFor(e164);
    const wrong = wrongOf(code);
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/auth/phone/sign-in', { phone: typed, code: wrong }).expect(400);
      expect(res.body).toMatchObject({ code: 'WRONG_CODE', message: WRONG_CODE });
    }
    const right = await post('/api/auth/phone/sign-in', {
      phone: typed,
      code,
      firstName: 'Isatu',
      lastName: 'Sesay',
    }).expect(400);
    expect(right.body).toMatchObject({ code: 'CODE_NOT_VALID', message: CODE_NOT_VALID });
  });

  it('checks at most 5 of 25 wrong codes sent at the same moment', async () => {
    const { typed, e164 } = newNumber();
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    const code = await codeFor(e164);
    const wrong = wrongOf(code);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        post('/api/auth/phone/sign-in', { phone: typed, code: wrong }),
      ),
    );
    const codes = answers.map((res) => (res.body as Json).code as string);
    expect(codes.filter((code) => code === 'WRONG_CODE')).toHaveLength(5);
    expect(codes.filter((code) => code === 'CODE_NOT_VALID')).toHaveLength(20);
    const [row]: { attempts: number }[] = await t.dataSource.query(
      'SELECT attempts FROM phone_codes WHERE phone = $1',
      [e164],
    );
    expect(row.attempts).toBe(5);
    await post('/api/auth/phone/sign-in', {
      phone: typed,
      code,
      firstName: 'Isatu',
      lastName: 'Sesay',
    }).expect(400);
  });

  it('lets a code work for 10 minutes only', async () => {
    const { typed, e164 } = newNumber();
    // The app's clock runs ahead of the database's, so queued SMS are due at once.
    const start = Date.now() + 60_000;
    jest.useFakeTimers({ doNotFake: NOT_DATE, now: start });
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    const code = await codeFor(e164);
    jest.setSystemTime(start + 10 * 60_000 + 1_000);
    const late = await post('/api/auth/phone/sign-in', {
      phone: typed,
      code,
      firstName: 'Isatu',
      lastName: 'Sesay',
    }).expect(400);
    expect(late.body).toMatchObject({ code: 'CODE_NOT_VALID', message: CODE_NOT_VALID });

    // A fresh code, 9 minutes 50 seconds old, still works.
    await post('/api/auth/phone/code', { phone: typed }).expect(200);
    const fresh = await codeFor(e164);
    jest.setSystemTime(start + 10 * 60_000 + 1_000 + 9 * 60_000 + 50_000);
    await post('/api/auth/phone/sign-in', {
      phone: typed,
      code: fresh,
      firstName: 'Isatu',
      lastName: 'Sesay',
    }).expect(200);
  });

  it('makes each new code to a number wait longer, 5 an hour; a new code replaces the last', async () => {
    const { typed, e164 } = newNumber();
    // The app's clock runs ahead of the database's, so queued SMS are due at once.
    const start = Date.now() + 60_000;
    jest.useFakeTimers({ doNotFake: NOT_DATE, now: start });
    const send = () => post('/api/auth/phone/code', { phone: typed });

    expect((await send().expect(200)).body.resendAfterSeconds).toBe(30);
    const first = await codeFor(e164);
    const tooSoon = await send().expect(429);
    expect(tooSoon.body).toMatchObject({ code: 'THROTTLED', message: TOO_MANY_CODES });
    expect(Number(tooSoon.headers['retry-after'])).toBe(30);

    let at = start + 30_000;
    jest.setSystemTime(at);
    expect((await send().expect(200)).body.resendAfterSeconds).toBe(60);
    const second = await codeFor(e164);
    // The first code died with the second.
    if (second !== first) {
      await post('/api/auth/phone/sign-in', { phone: typed, code: first }).expect(400);
    }
    jest.setSystemTime(at + 30_000);
    expect(Number((await send().expect(429)).headers['retry-after'])).toBe(30);
    at += 60_000;
    jest.setSystemTime(at);
    expect((await send().expect(200)).body.resendAfterSeconds).toBe(120);
    at += 120_000;
    jest.setSystemTime(at);
    expect((await send().expect(200)).body.resendAfterSeconds).toBe(240);
    at += 240_000;
    jest.setSystemTime(at);
    await send().expect(200); // the fifth of the hour
    at += 20 * 60_000;
    jest.setSystemTime(at);
    const fifthSpent = await send().expect(429);
    // Until the hour since the first code is over.
    expect(Number(fifthSpent.headers['retry-after'])).toBe((start + 3_600_000 - at) / 1000);
    jest.setSystemTime(start + 3_600_000);
    expect((await send().expect(200)).body.resendAfterSeconds).toBe(30);
    expect(await waitForTexts(e164, 6)).toHaveLength(6);
  });

  it('sends at most 20 codes an hour from one IP address', async () => {
    for (let i = 0; i < 20; i += 1) {
      await post('/api/auth/phone/code', { phone: newNumber().typed }).expect(200);
    }
    const refused = await post('/api/auth/phone/code', { phone: newNumber().typed }).expect(429);
    expect(refused.body).toMatchObject({ code: 'THROTTLED', message: TOO_MANY_CODES });
    await post(
      '/api/auth/phone/code',
      { phone: newNumber().typed },
      undefined,
      '192.0.2.77',
    ).expect(200);
  });

  describe('an e-mail account adds a phone, a phone account an e-mail', () => {
    const emailAccount = async () => {
      const email = `phone.${process.pid}.${Date.now()}.${ipCounter}@example.com`;
      await post('/api/auth/register', {
        firstName: 'Aminata',
        lastName: 'Kamara',
        email,
        password: 'lumley-beach',
      }).expect(201);
      const login = await post('/api/auth/login', { email, password: 'lumley-beach' }).expect(200);
      return { email, cookie: cookieOf(login), id: login.body.id as string };
    };

    it('an unverified e-mail account may not book until it verifies a phone number', async () => {
      const account = await emailAccount();
      const refused = await book(account.cookie);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        message: EMAIL_NOT_VERIFIED,
      });

      const { typed, e164 } = newNumber();
      await post('/api/auth/phone', { phone: typed }, account.cookie).expect(200);
      const code = await codeFor(e164);
      const wrong = await post(
        '/api/auth/phone/verify',
        { phone: typed, code: wrongOf(code) },
        account.cookie,
      ).expect(400);
      expect(wrong.body).toMatchObject({ code: 'WRONG_CODE' });
      const verified = await post(
        '/api/auth/phone/verify',
        { phone: typed, code },
        account.cookie,
      ).expect(200);
      expect(verified.body).toMatchObject({
        email: account.email,
        emailVerified: false,
        phone: e164,
        phoneVerified: true,
      });
      expect((await book(account.cookie)).status).toBe(201);

      // The number now signs in to the same account.
      jest.useFakeTimers({ doNotFake: NOT_DATE, now: Date.now() + 31_000 });
      await post('/api/auth/phone/code', { phone: typed }).expect(200);
      const signedIn = await post('/api/auth/phone/sign-in', {
        phone: typed,
        code: await codeFor(e164),
      }).expect(200);
      expect(signedIn.body.id).toBe(account.id);
    });

    it('a verified e-mail account without a phone number must give the booking an e-mail', async () => {
      const account = await emailAccount();
      await post('/api/auth/verify-email', {
        token: tokenOf(await linkFromMail(t, account.email, '/verify-email')),
      }).expect(200);
      const noEmail = await book(account.cookie, { customerEmail: '' });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body).toMatchObject({
        message: 'Valid email is required',
        details: [{ field: 'customerEmail', message: 'Valid email is required' }],
      });
      const { typed, e164 } = newNumber();
      await post('/api/auth/phone', { phone: typed }, account.cookie).expect(200);
      await post(
        '/api/auth/phone/verify',
        { phone: typed, code: await codeFor(e164) },
        account.cookie,
      ).expect(200);
      expect((await book(account.cookie, { customerEmail: '' })).status).toBe(201);
    });

    it('adding a number needs a session, and a code sent for one purpose does not serve another', async () => {
      const { typed, e164 } = newNumber();
      const anonymous = await post('/api/auth/phone', { phone: typed }).expect(401);
      expect(anonymous.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      await post('/api/auth/phone/verify', { phone: typed, code: '123456' }).expect(401);
      await post('/api/auth/email', { email: 'someone@example.com' }).expect(401);

      // A sign-in code does not add the number to an account.
      const account = await emailAccount();
      await post('/api/auth/phone/code', { phone: typed }).expect(200);
      const signInCode = await codeFor(e164);
      const refused = await post(
        '/api/auth/phone/verify',
        { phone: typed, code: signInCode },
        account.cookie,
      ).expect(400);
      expect(refused.body).toMatchObject({ code: 'CODE_NOT_VALID' });

      // A code sent for one account does not serve another account, nor a sign-in.
      const other = await emailAccount();
      jest.useFakeTimers({ doNotFake: NOT_DATE, now: Date.now() + 31_000 });
      await post('/api/auth/phone', { phone: typed }, account.cookie).expect(200);
      const addCode = await codeFor(e164);
      await post('/api/auth/phone/verify', { phone: typed, code: addCode }, other.cookie).expect(
        400,
      );
      await post('/api/auth/phone/sign-in', {
        phone: typed,
        code: addCode,
        firstName: 'Mallam',
        lastName: 'Bangura',
      }).expect(400);
      await post('/api/auth/phone/verify', { phone: typed, code: addCode }, account.cookie).expect(
        200,
      );
    });

    it('a number verified on one account cannot be claimed by another', async () => {
      const { typed, e164 } = newNumber();
      const owner = await signUp(typed, e164);
      const other = await emailAccount();
      jest.useFakeTimers({ doNotFake: NOT_DATE, now: Date.now() + 31_000 });
      await post('/api/auth/phone', { phone: typed }, other.cookie).expect(200);
      const taken = await post(
        '/api/auth/phone/verify',
        { phone: typed, code: await codeFor(e164) },
        other.cookie,
      ).expect(409);
      expect(taken.body).toMatchObject({ code: 'PHONE_TAKEN', message: PHONE_TAKEN });
      const rows: { id: string }[] = await t.dataSource.query(
        'SELECT id FROM users WHERE phone = $1',
        [e164],
      );
      expect(rows.map((row) => row.id)).toEqual([owner.user.id]);
      expect((await get('/api/auth/user', other.cookie).expect(200)).body.phone).toBeNull();
    });

    it('a phone account adds an e-mail address and verifies it', async () => {
      const { typed, e164 } = newNumber();
      const { cookie } = await signUp(typed, e164);
      const taken = await emailAccount();
      const refused = await post('/api/auth/email', { email: taken.email }, cookie).expect(409);
      expect(refused.body).toMatchObject({ code: 'EMAIL_TAKEN', message: EMAIL_IN_USE });

      const email = `isatu.${process.pid}.${Date.now()}@example.com`;
      await post('/api/auth/email', { email: email.toUpperCase() }, cookie).expect(200);
      const url = await linkFromMail(t, email.toUpperCase(), '/verify-email');
      await post('/api/auth/verify-email', { token: tokenOf(url) }).expect(200);
      const user = (await get('/api/auth/user', cookie).expect(200)).body;
      expect(user).toMatchObject({
        email: email.toUpperCase(),
        emailVerified: true,
        phone: e164,
        phoneVerified: true,
      });
      const again = await post('/api/auth/email', { email: 'other@example.com' }, cookie).expect(
        409,
      );
      expect(again.body).toMatchObject({
        code: 'EMAIL_ALREADY_VERIFIED',
        message: EMAIL_ALREADY_VERIFIED,
      });
    });
  });
});
