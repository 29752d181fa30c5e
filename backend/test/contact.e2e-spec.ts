import { PHONE_MESSAGE } from '@salone/booking-rules';
import { errorBody, TEXT_TOO_LONG } from '../src/common/errors/global-exception.filter.js';
import { NESTED_TOO_DEEPLY, TEXT_NOT_UNICODE } from '../src/common/errors/validation.js';
import { TOO_MANY_MESSAGES } from '../src/contact/contact.limits.js';
import { signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mariama Bangura',
  email: 'mariama@example.com',
  phone: '+232 76 123456',
  subject: 'Airport transfer',
  message: 'We land at Lungi on 12 December. Can you arrange the water taxi to Freetown?',
  ...overrides,
});

interface StoredMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  user_id: string | null;
  created_at: Date;
}

describe('contact messages', () => {
  let t: TestApp;

  const send = (body: object, cookie?: string) => {
    const req = t.http.post('/api/contact').send(body);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const stored = async (id: string): Promise<StoredMessage | undefined> =>
    (
      await t.dataSource.query(
        'SELECT name, email, phone, subject, message, user_id, created_at FROM contact_messages WHERE id = $1',
        [id],
      )
    )[0];
  const count = async (): Promise<number> =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n;

  beforeAll(async () => {
    t = await startTestApp({
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      CONTACT_MESSAGES_PER_IP_PER_HOUR: '1000',
    });
  });
  afterAll(() => t.close());

  it('stores a message from a visitor who is not signed in and answers a receipt', async () => {
    const res = await send(message()).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(res.body.createdAt) - Date.now())).toBeLessThan(60_000);
    const row = await stored(res.body.id);
    expect(row).toEqual({
      ...message(),
      phone: '+23276123456',
      user_id: null,
      created_at: expect.any(Date),
    });
    expect(row!.created_at.toISOString()).toBe(res.body.createdAt);
  });

  it('trims every field and treats an empty or missing phone as not given', async () => {
    const res = await send(
      message({
        name: '  Mariama  ',
        email: ' mariama@example.com ',
        phone: '   ',
        subject: '\tVisa question\n',
        message: '\n  Do I need a visa?  \n',
      }),
    ).expect(201);
    expect(await stored(res.body.id)).toMatchObject({
      name: 'Mariama',
      email: 'mariama@example.com',
      phone: null,
      subject: 'Visa question',
      message: 'Do I need a visa?',
    });
    const { phone: _phone, ...withoutPhone } = message();
    const second = await send(withoutPhone).expect(201);
    expect((await stored(second.body.id))?.phone).toBeNull();
    const third = await send(message({ phone: null })).expect(201);
    expect((await stored(third.body.id))?.phone).toBeNull();
  });

  it('keeps markup as plain text, exactly as sent', async () => {
    const text = '<script>alert("hi")</script> <b>bold</b> & more';
    const res = await send(message({ subject: '<img src=x onerror=alert(1)>', message: text }));
    expect(res.status).toBe(201);
    expect(await stored(res.body.id)).toMatchObject({
      subject: '<img src=x onerror=alert(1)>',
      message: text,
    });
  });

  it('records the account of a signed-in sender', async () => {
    const user = await signUp(t);
    const res = await send(message({ email: user.email }), user.cookie).expect(201);
    expect((await stored(res.body.id))?.user_id).toBe(user.id);
  });

  it('treats an unknown or malformed session cookie as a visitor, not as an error', async () => {
    for (const cookie of [
      `salone_session=${'x'.repeat(43)}`,
      'salone_session=not a token',
      'other=1',
    ]) {
      const res = await send(message(), cookie).expect(201);
      expect((await stored(res.body.id))?.user_id).toBeNull();
    }
  });

  it('names every missing field', async () => {
    const res = await send({}).expect(400);
    expect(res.body).toEqual(
      errorBody(400, 'Name is required', [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Valid email is required' },
        { field: 'subject', message: 'Subject is required' },
        { field: 'message', message: 'Message is required' },
      ]),
    );
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a blank subject', { subject: ' \n ' }, 'subject', 'Subject is required'],
    ['a blank message', { message: '\t' }, 'message', 'Message is required'],
    ['no email', { email: '' }, 'email', 'Valid email is required'],
    ['a malformed email', { email: 'mariama@' }, 'email', 'Valid email is required'],
    ['a name that is not text', { name: 42 }, 'name', 'Name must be text'],
    ['a phone that is not text', { phone: 232761234 }, 'phone', PHONE_MESSAGE],
    ['a phone that is not a number', { phone: '12345' }, 'phone', PHONE_MESSAGE],
    [
      'a name of 101 characters',
      { name: 'a'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
    [
      'an email of 255 characters (longer than an address can be)',
      { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}` },
      'email',
      'Valid email is required',
    ],
    ['a phone of 31 characters', { phone: '1'.repeat(31) }, 'phone', PHONE_MESSAGE],
    [
      'a subject of 151 characters',
      { subject: 's'.repeat(151) },
      'subject',
      'Subject must be at most 150 characters',
    ],
    [
      'a message of 5001 characters',
      { message: 'm'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
  ])('refuses %s', async (_label, overrides, field, text) => {
    const before = await count();
    const res = await send(message(overrides)).expect(400);
    expect(res.body).toEqual(errorBody(400, text, [{ field, message: text }]));
    expect(await count()).toBe(before);
  });

  it('accepts every field at its longest, counting characters rather than bytes', async () => {
    const longest = message({
      name: 'é'.repeat(100),
      // The longest a phone can be written: kept in E.164.
      phone: `+232 76 123 456${' '.repeat(25)}`,
      subject: 'ş'.repeat(150),
      message: '🌴'.repeat(5000),
    });
    const res = await send(longest).expect(201);
    expect(await stored(res.body.id)).toMatchObject({ ...longest, phone: '+23276123456' });
  });

  it('answers 400, not 500, when the database counts a text as longer than validation did', async () => {
    // Validation counts an emoji with its variation selector as one character, PostgreSQL as two.
    const res = await send(message({ message: '❤️'.repeat(5000) })).expect(400);
    expect(res.body).toEqual(errorBody(400, TEXT_TOO_LONG, undefined, 'TEXT_TOO_LONG'));
  });

  it('refuses unknown fields and text with a NUL character', async () => {
    const extra = await send(message({ userId: 'someone-else' })).expect(400);
    expect(extra.body.message).toBe('property userId should not exist');
    const nul = await send(message({ message: 'a\u0000b' })).expect(400);
    expect(nul.body.message).toBe('Text fields must not contain NUL characters');
  });

  it('refuses text that is not valid Unicode and bodies nested too deeply, storing nothing', async () => {
    const before = await count();
    // JSON.stringify writes a lone surrogate as the escape \\ud800, as a client would.
    for (const overrides of [{ email: 'a\ud800@example.com' }, { message: 'cut \udc00 off' }]) {
      const [field] = Object.keys(overrides);
      const res = await send(message(overrides)).expect(400);
      expect(res.body).toEqual(
        errorBody(400, TEXT_NOT_UNICODE, [{ field, message: TEXT_NOT_UNICODE }]),
      );
    }
    const deep = await t.http
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('['.repeat(5000) + ']'.repeat(5000))
      .expect(400);
    expect(deep.body).toEqual(
      errorBody(400, NESTED_TOO_DEEPLY, [
        { field: expect.any(String), message: NESTED_TOO_DEEPLY },
      ]),
    );
    expect(await count()).toBe(before);
  });

  it('refuses a message sent from another site (the same-origin check covers this route)', async () => {
    const before = await count();
    const res = await send(message())
      .set('Host', 'salone.example')
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(res.body).toEqual(
      errorBody(403, 'Cross-site requests are not accepted', undefined, 'CSRF'),
    );
    await send(message()).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(await count()).toBe(before);
    await send(message())
      .set('Host', 'salone.example')
      .set('Origin', 'https://salone.example')
      .expect(201);
  });
});

describe('contact messages throttled per client IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CONTACT_MESSAGES_PER_IP_PER_HOUR: '3', TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  const sendFrom = (ip: string, body: object = message()) =>
    t.http.post('/api/contact').set('X-Forwarded-For', ip).send(body);

  it('answers 429 with Retry-After once an address has used its hourly allowance', async () => {
    const statuses: number[] = [];
    // An invalid message counts too: the limit is on attempts.
    statuses.push((await sendFrom('203.0.113.7', {})).status);
    for (let i = 0; i < 3; i += 1) statuses.push((await sendFrom('203.0.113.7')).status);
    expect(statuses).toEqual([400, 201, 201, 429]);

    const blocked = await sendFrom('203.0.113.7').expect(429);
    expect(blocked.body).toEqual(errorBody(429, TOO_MANY_MESSAGES));
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Another address has its own allowance.
    await sendFrom('198.51.100.23').expect(201);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages');
    expect(n).toBe(3);
  });
});

describe("Salone's channels on the contact page", () => {
  it('gives the configured WhatsApp number to anyone, cacheable; none when it is none', async () => {
    const configured = await startTestApp({ SALONE_WHATSAPP: '+232 76 000 111' });
    try {
      const res = await configured.http.get('/api/contact/channels').expect(200);
      expect(res.body).toEqual({ whatsapp: '+23276000111' });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await configured.close();
    }
    const none = await startTestApp({ SALONE_WHATSAPP: 'none' });
    try {
      expect((await none.http.get('/api/contact/channels').expect(200)).body).toEqual({
        whatsapp: null,
      });
    } finally {
      await none.close();
    }
  });
});
