/**
 * API keys for partner servers (issue 14 items 4 and 5): who may manage them, what a key may
 * call and what it may not, revocation, expiry, the per-key rate, the CSRF exemption,
 * Idempotency-Key on bookings and partner writes (parallel duplicates included), and the
 * booking.checked_in and payment.failed webhooks, against a real HTTP receiver.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BookingsService } from '../src/bookings/bookings.service.js';
import { daysFromNow, signUp } from './support/accounts.js';
import { organisationOf, payBooking, roomNight, signIn } from './support/operators.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OWNER = 'hotels@demo.salone.sl';
const STAFF = 'frontdesk@demo.salone.sl';
const OTHER_OWNER = 'resorts@demo.salone.sl';
const ADMIN = 'admin@demo.salone.sl';
const RATE = 12;

/** The recipe of docs/webhooks.md and docs/partners.md, written out as a partner would. */
function verifySignature(secret: string, header: string, rawBody: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('API keys', () => {
  let t: TestApp;
  let orgId: number;
  let otherOrgId: number;
  const cookies: Record<string, string> = {};
  let hotel: Json;
  let room: Json;
  let otherHotel: Json;
  let receiver: Server;
  let receiverUrl: string;
  const received: { headers: IncomingHttpHeaders; body: string; json: Json }[] = [];

  const keysPath = (id = orgId) => `/api/partner/organisations/${id}/api-keys`;
  const partner = (path: string, id = orgId) => `/api/partner/organisations/${id}${path}`;
  const makeKey = async (scopes: string[], extra: Json = {}) =>
    (
      await t.http
        .post(keysPath())
        .set('Cookie', cookies.owner)
        .send({ name: 'Server', scopes, ...extra })
        .expect(201)
    ).body as Json;
  const bearer = (key: string) => `Bearer ${key}`;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body, json: JSON.parse(body) });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      OUTBOX_POLL_MS: '100',
      MAIL_DISABLED: 'true',
      API_KEY_REQUESTS_PER_MINUTE: String(RATE),
    });
    orgId = await organisationOf(t, OWNER);
    otherOrgId = await organisationOf(t, OTHER_OWNER);
    cookies.owner = await signIn(t, OWNER);
    cookies.staff = await signIn(t, STAFF);
    cookies.otherOwner = await signIn(t, OTHER_OWNER);
    cookies.admin = await signIn(t, ADMIN);
    cookies.traveller = (await signUp(t)).cookie;
    const [own] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 ORDER BY id LIMIT 1`,
      [orgId],
    );
    hotel = (await t.http.get(`/api/hotels/${own.id}`).expect(200)).body;
    room = hotel.rooms.find((r: Json) => r.isAvailable);
    await t.dataSource.query(`UPDATE rooms SET units = 20 WHERE id = $1`, [room.id]);
    const [other] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 ORDER BY id LIMIT 1`,
      [otherOrgId],
    );
    otherHotel = (await t.http.get(`/api/hotels/${other.id}`).expect(200)).body;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('lets only an owner of the organisation create, list and revoke keys', async () => {
    const body = { name: 'Channel manager', scopes: ['catalogue:read'] };
    const denied: [string | undefined, number][] = [
      [undefined, 401],
      [cookies.traveller, 404],
      [cookies.staff, 403],
      [cookies.otherOwner, 404],
      [cookies.admin, 404],
    ];
    for (const [cookie, status] of denied) {
      const post = t.http.post(keysPath()).send(body);
      const list = t.http.get(keysPath());
      if (cookie) {
        post.set('Cookie', cookie);
        list.set('Cookie', cookie);
      }
      expect((await post).status).toBe(status);
      expect((await list).status).toBe(status);
    }
    const [{ count: none }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM api_keys`,
    );
    expect(none).toBe(0);

    const created = await t.http
      .post(keysPath())
      .set('Cookie', cookies.owner)
      .send(body)
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Channel manager',
      scopes: ['catalogue:read'],
      status: 'active',
      expiresAt: null,
      lastUsedAt: null,
    });
    expect(created.body.prefix).toMatch(/^sk_test_[0-9a-f]{12}$/);
    expect(created.body.key.startsWith(`${created.body.prefix}_`)).toBe(true);
    // Only a keyed hash is stored: the key itself is nowhere in the row.
    const [row] = await t.dataSource.query(`SELECT * FROM api_keys WHERE id = $1`, [
      created.body.id,
    ]);
    expect(JSON.stringify(row)).not.toContain(created.body.key.slice(21));
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await t.http.get(keysPath()).set('Cookie', cookies.owner).expect(200);
    expect(listed.body.map((k: Json) => k.id)).toContain(created.body.id);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
    expect(listed.body[0].key).toBeUndefined();

    const revokePath = `${keysPath()}/${created.body.id}/revoke`;
    for (const [cookie, status] of denied) {
      const req = t.http.post(revokePath);
      if (cookie) req.set('Cookie', cookie);
      expect((await req).status).toBe(status);
    }
    await t.http
      .post(`${keysPath(otherOrgId)}/${created.body.id}/revoke`)
      .set('Cookie', cookies.otherOwner)
      .expect(404);
    const revoked = await t.http.post(revokePath).set('Cookie', cookies.owner).expect(200);
    expect(revoked.body.status).toBe('revoked');
  });

  it('refuses a bad body with the field at fault', async () => {
    const bad = [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin:everything'] },
      { name: '', scopes: ['catalogue:read'] },
      { name: 'x', scopes: ['catalogue:read'], expiresAt: '2001-01-01T00:00:00Z' },
      { name: 'x', scopes: ['catalogue:read'], expiresAt: 'soon' },
    ];
    for (const body of bad) {
      const res = await t.http.post(keysPath()).set('Cookie', cookies.owner).send(body);
      expect(res.status).toBe(400);
      expect(res.body.details?.length).toBeGreaterThan(0);
    }
  });

  it('reads availability with a catalogue:read key, for its own organisation only', async () => {
    const key = (await makeKey(['catalogue:read'])).key as string;
    const from = daysFromNow(10);
    const to = daysFromNow(12);
    const res = await t.http
      .get(partner(`/hotels/${hotel.id}/availability?from=${from}&to=${to}`))
      .set('Authorization', bearer(key))
      .expect(200);
    expect(res.body.rooms.length).toBeGreaterThan(0);
    expect(res.headers['ratelimit-limit']).toBe(String(RATE));
    expect(Number(res.headers['ratelimit-remaining'])).toBe(RATE - 1);
    expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    await t.http.get(partner('/listings')).set('Authorization', bearer(key)).expect(200);

    // Another organisation's path: the same 404 a non-member gets.
    await t.http
      .get(partner(`/hotels/${otherHotel.id}/availability?from=${from}&to=${to}`, otherOrgId))
      .set('Authorization', bearer(key))
      .expect(404);
    // Its own path, another organisation's hotel: 404 too.
    await t.http
      .get(partner(`/hotels/${otherHotel.id}/availability?from=${from}&to=${to}`))
      .set('Authorization', bearer(key))
      .expect(404);

    const [used] = await t.dataSource.query(`SELECT last_used_at FROM api_keys WHERE prefix = $1`, [
      key.slice(0, 20),
    ]);
    expect(used.last_used_at).not.toBeNull();
  });

  it('answers a key outside its scopes 403, and a route keys may not use 403 or 401', async () => {
    const key = (await makeKey(['catalogue:read'])).key as string;
    const scope = await t.http
      .get(partner('/bookings'))
      .set('Authorization', bearer(key))
      .expect(403);
    expect(scope.body.message).toBe('This API key does not have the bookings:read scope');
    const write = await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .send(roomNight(hotel.id, room, daysFromNow(30), daysFromNow(31)))
      .expect(403);
    expect(write.body.message).toBe('This API key does not have the bookings:write scope');
    // Owner-only routes: webhooks need their scope; keys and members take no keys at all.
    const hooks = await t.http
      .get(partner('/webhooks'))
      .set('Authorization', bearer(key))
      .expect(403);
    expect(hooks.body.message).toBe('This API key does not have the webhooks:manage scope');
    const owner = await t.http
      .get(partner('/api-keys'))
      .set('Authorization', bearer(key))
      .expect(403);
    expect(owner.body.message).toBe('API keys cannot be used for this action');
    await t.http.get(partner('/members')).set('Authorization', bearer(key)).expect(403);
    // A traveller's own routes and the payment routes refuse keys, whatever their scopes:
    // 403 API_KEY_NOT_ALLOWED; a key that is not valid is 401 as anywhere.
    const everything = (
      await makeKey(['catalogue:read', 'listings:write', 'bookings:read', 'bookings:write'])
    ).key as string;
    const someId = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
    const travellerRoutes: [string, string][] = [
      ['get', '/api/bookings/user'],
      ['get', `/api/bookings/${someId}`],
      ['post', `/api/bookings/${someId}/cancel`],
      ['post', '/api/payments/monime'],
      ['get', `/api/payments/${someId}`],
      ['post', `/api/payments/sandbox/${someId}/complete`],
    ];
    for (const [method, path] of travellerRoutes) {
      const refused = await t.http[method as 'get' | 'post'](path)
        .set('Authorization', bearer(everything))
        .send(method === 'post' ? { bookingId: someId, amount: 1 } : undefined);
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({
        path,
        status: 403,
        code: 'API_KEY_NOT_ALLOWED',
      });
      const invalid = await t.http[method as 'get' | 'post'](path).set(
        'Authorization',
        bearer('sk_test_nothing'),
      );
      expect({ path, status: invalid.status, code: invalid.body.code }).toEqual({
        path,
        status: 401,
        code: 'API_KEY_INVALID',
      });
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM bookings WHERE start_date = $1`,
      [daysFromNow(30)],
    );
    expect(count).toBe(0);
  });

  it('refuses unknown, altered, revoked and expired keys with 401 and a reason', async () => {
    const created = await makeKey(['catalogue:read']);
    const key = created.key as string;
    const path = partner('/listings');
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    for (const wrong of ['sk_test_nothing', altered, 'x'.repeat(500)]) {
      const res = await t.http.get(path).set('Authorization', bearer(wrong)).expect(401);
      expect(res.body.message).toBe('This API key is not valid');
    }
    await t.http.get(path).set('Authorization', bearer(key)).expect(200);
    await t.dataSource.query(
      `UPDATE api_keys SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [created.id],
    );
    const expired = await t.http.get(path).set('Authorization', bearer(key)).expect(401);
    expect(expired.body.message).toBe('This API key has expired');
    await t.http
      .post(`${keysPath()}/${created.id}/revoke`)
      .set('Cookie', cookies.owner)
      .expect(200);
    const revoked = await t.http.get(path).set('Authorization', bearer(key)).expect(401);
    expect(revoked.body.message).toBe('This API key has been revoked');
    const listed = await t.http.get(keysPath()).set('Cookie', cookies.owner).expect(200);
    expect(listed.body.find((k: Json) => k.id === created.id).status).toBe('revoked');
  });

  it('limits each key to its rate: 429 with Retry-After and RateLimit headers', async () => {
    const key = (await makeKey(['catalogue:read'])).key as string;
    const other = (await makeKey(['catalogue:read'])).key as string;
    const statuses: number[] = [];
    let last: Json = {};
    for (let i = 0; i < RATE + 2; i += 1) {
      const res = await t.http.get(partner('/listings')).set('Authorization', bearer(key));
      statuses.push(res.status);
      last = res;
    }
    expect(statuses.slice(0, RATE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(RATE)).toEqual([429, 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    expect(last.body.message).toBe(
      'Too many requests with this API key. Please wait a moment and try again.',
    );
    // Another key of the same organisation has its own allowance.
    await t.http.get(partner('/listings')).set('Authorization', bearer(other)).expect(200);
  });

  it('skips the browser-origin check for a key without cookies, not with one', async () => {
    const key = (await makeKey(['bookings:write'])).key as string;
    const body = roomNight(hotel.id, room, daysFromNow(40), daysFromNow(41));
    await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .set('Origin', 'https://elsewhere.example')
      .send(body)
      .expect(201);
    const withCookie = await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .set('Cookie', cookies.owner)
      .set('Origin', 'https://elsewhere.example')
      .send(roomNight(hotel.id, room, daysFromNow(42), daysFromNow(43)))
      .expect(403);
    expect(withCookie.body.message).toBe('Cross-site requests are not accepted');
  });

  it('books its own listings only, once per Idempotency-Key; a changed body is 422', async () => {
    const key = (await makeKey(['bookings:write', 'bookings:read'])).key as string;
    const body = roomNight(hotel.id, room, daysFromNow(50), daysFromNow(51));
    const first = await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .set('Idempotency-Key', 'order-1001')
      .send(body)
      .expect(201);
    const again = await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .set('Idempotency-Key', 'order-1001')
      .send({ ...body })
      .expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const changed = await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .set('Idempotency-Key', 'order-1001')
      .send({ ...body, guests: 2 })
      .expect(422);
    expect(changed.body.message).toBe(
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    );
    const [{ count }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM bookings WHERE start_date = $1`,
      [daysFromNow(50)],
    );
    expect(count).toBe(1);
    // The booking is the organisation's, seen through its bookings read.
    const seen = await t.http
      .get(partner(`/bookings/${first.body.id}`))
      .set('Authorization', bearer(key))
      .expect(200);
    expect(seen.body.reference).toBe(first.body.reference);

    // Another organisation's hotel: as if it did not exist.
    const foreign = otherHotel.rooms[0];
    await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .send(roomNight(otherHotel.id, foreign, daysFromNow(50), daysFromNow(51)))
      .expect(404);
    // A malformed key is refused before anything runs.
    await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .set('Idempotency-Key', 'with space')
      .send(body)
      .expect(400);
  });

  it('keeps no refusal under a key: the corrected request with the same key books', async () => {
    const key = (await makeKey(['bookings:write'])).key as string;
    const readOnly = (await makeKey(['bookings:read'])).key as string;
    const body = roomNight(hotel.id, room, daysFromNow(54), daysFromNow(55));
    const book = (apiKey: string, sent: object) =>
      t.http
        .post('/api/bookings')
        .set('Authorization', bearer(apiKey))
        .set('Idempotency-Key', 'order-2001')
        .send(sent);
    // A wrong total, a broken rule, a missing scope: refused before anything was done.
    const mismatch = await book(key, { ...body, totalAmount: body.totalAmount + 5 }).expect(409);
    expect(mismatch.body.code).toBe('TOTAL_MISMATCH');
    const invalid = await book(key, { ...body, guests: 0 }).expect(400);
    expect(invalid.body.code).toBeDefined();
    const scope = await book(readOnly, body).expect(403);
    expect(scope.body.code).toBe('API_KEY_SCOPE_MISSING');
    // Another organisation's hotel: refused, and not kept either.
    await book(
      key,
      roomNight(otherHotel.id, otherHotel.rooms[0], daysFromNow(54), daysFromNow(55)),
    ).expect(404);
    const [{ kept }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS kept FROM idempotency_keys WHERE key = 'order-2001'`,
    );
    expect(kept).toBe(0);

    // The corrected request, same key: carried out.
    const booked = await book(key, body).expect(201);
    expect(booked.headers['idempotent-replayed']).toBeUndefined();
    // Replayed: the same answer, nothing booked twice.
    const replayed = await book(key, { ...body }).expect(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(booked.body);
    // Now the key is taken: a different body (even the first, wrong one) is 422.
    const reused = await book(key, { ...body, totalAmount: body.totalAmount + 5 }).expect(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const [{ count }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM bookings WHERE start_date = $1`,
      [daysFromNow(54)],
    );
    expect(count).toBe(1);
  });

  it('gives parallel duplicates one booking and the same answer', async () => {
    const key = (await makeKey(['bookings:write'])).key as string;
    const body = roomNight(hotel.id, room, daysFromNow(60), daysFromNow(61));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.http
          .post('/api/bookings')
          .set('Authorization', bearer(key))
          .set('Idempotency-Key', 'parallel-1')
          .send(body),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const [{ count }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM bookings WHERE start_date = $1`,
      [daysFromNow(60)],
    );
    expect(count).toBe(1);
  });

  it('keeps Idempotency-Key per caller, for travellers too', async () => {
    const body = roomNight(hotel.id, room, daysFromNow(70), daysFromNow(71));
    const first = await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .set('Idempotency-Key', 'same-key')
      .send(body)
      .expect(201);
    const again = await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .set('Idempotency-Key', 'same-key')
      .send(body)
      .expect(201);
    expect(again.body.id).toBe(first.body.id);
    // Another caller's identical key is another request.
    const other = await signUp(t);
    const theirs = await t.http
      .post('/api/bookings')
      .set('Cookie', other.cookie)
      .set('Idempotency-Key', 'same-key')
      .send(body)
      .expect(201);
    expect(theirs.body.id).not.toBe(first.body.id);
    // Forgotten after 24 hours.
    await t.dataSource.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'same-key'`,
    );
    const later = await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .set('Idempotency-Key', 'same-key')
      .send(body)
      .expect(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('writes listings with a listings:write key, idempotently', async () => {
    const key = (await makeKey(['listings:write'])).key as string;
    const lodge = {
      name: 'Key Lodge',
      address: '1 Wilkinson Road, Freetown',
      city: 'Freetown',
      description: 'A lodge made by a partner server.',
      starRating: 3,
    };
    const first = await t.http
      .post(partner('/hotels'))
      .set('Authorization', bearer(key))
      .set('Idempotency-Key', 'lodge-1')
      .send(lodge)
      .expect(201);
    const again = await t.http
      .post(partner('/hotels'))
      .set('Authorization', bearer(key))
      .set('Idempotency-Key', 'lodge-1')
      .send(lodge)
      .expect(201);
    expect(again.body).toEqual(first.body);
    const [{ count }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM hotels WHERE name = 'Key Lodge' AND organisation_id = $1`,
      [orgId],
    );
    expect(count).toBe(1);
    // Writing is not reading: the listings list needs catalogue:read.
    await t.http.get(partner('/listings')).set('Authorization', bearer(key)).expect(403);
  });

  /** The traveller books one night `day` days ahead and asks for its USSD code. */
  async function bookWithCode(day: number) {
    const unpaid = await t.http
      .post('/api/bookings')
      .set('Cookie', cookies.traveller)
      .send(roomNight(hotel.id, room, daysFromNow(day), daysFromNow(day + 1)))
      .expect(201);
    const payment = await t.http
      .post('/api/payments/monime')
      .set('Cookie', cookies.traveller)
      .send({
        bookingId: unpaid.body.id,
        amount: unpaid.body.totalAmount,
        customerName: unpaid.body.customerName,
        customerPhone: unpaid.body.customerPhone,
        description: 'Room',
      })
      .expect(201);
    return { unpaid, payment };
  }

  it('sends booking.confirmed, booking.checked_in and payment.failed webhooks, signed', async () => {
    const endpoint = await t.http
      .post(partner('/webhooks'))
      .set('Cookie', cookies.owner)
      .send({
        url: receiverUrl,
        eventTypes: ['booking.confirmed', 'booking.checked_in', 'payment.failed'],
      })
      .expect(201);
    const secret = endpoint.body.secret as string;
    const key = (await makeKey(['catalogue:read', 'bookings:write'])).key as string;
    const today = daysFromNow(0);
    const tomorrow = daysFromNow(1);

    // A server with only its key: availability, then a booking, retried with the same key.
    const availability = await t.http
      .get(partner(`/hotels/${hotel.id}/availability?from=${today}&to=${tomorrow}`))
      .set('Authorization', bearer(key))
      .expect(200);
    const vacant = availability.body.rooms.find((r: Json) => r.roomId === room.id);
    expect(vacant.nights[0].vacant).toBeGreaterThan(0);
    const body = roomNight(hotel.id, room, today, tomorrow);
    const booking = await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .set('Idempotency-Key', 'front-desk-77')
      .send(body)
      .expect(201);
    const retried = await t.http
      .post('/api/bookings')
      .set('Authorization', bearer(key))
      .set('Idempotency-Key', 'front-desk-77')
      .send(body)
      .expect(201);
    expect(retried.body.id).toBe(booking.body.id);

    // Paid (by the account the key acts as): booking.confirmed reaches the partner, signed.
    await payBooking(t, cookies.owner, booking.body);
    const confirmed = await waitFor(
      'the webhook',
      () =>
        received.find(
          (r) => r.json.type === 'booking.confirmed' && r.json.data.booking.id === booking.body.id,
        ),
      { timeoutMs: 20_000 },
    );
    expect(
      verifySignature(secret, String(confirmed.headers['salone-signature']), confirmed.body),
    ).toBe(true);
    expect(
      verifySignature('whsec_wrong', String(confirmed.headers['salone-signature']), confirmed.body),
    ).toBe(false);

    // Checked in by the front desk: booking.checked_in.
    await t.http
      .post(partner('/bookings/check-in'))
      .set('Cookie', cookies.staff)
      .send({ reference: booking.body.reference })
      .expect(200);
    const checkedIn = await waitFor(
      'the webhook',
      () =>
        received.find(
          (r) => r.json.type === 'booking.checked_in' && r.json.data.booking.id === booking.body.id,
        ),
      { timeoutMs: 20_000 },
    );
    expect(
      verifySignature(secret, String(checkedIn.headers['salone-signature']), checkedIn.body),
    ).toBe(true);

    // A traveller's code runs out unpaid: payment.failed, with the booking still held.
    const { unpaid, payment } = await bookWithCode(80);
    await t.dataSource.query(
      `UPDATE payments SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [payment.body.paymentId],
    );
    const read = await t.http
      .get(`/api/payments/${payment.body.paymentId}`)
      .set('Cookie', cookies.traveller)
      .expect(200);
    expect(read.body.status).toBe('expired');
    const failed = await waitFor(
      'the webhook',
      () =>
        received.find(
          (r) => r.json.type === 'payment.failed' && r.json.data.booking.id === unpaid.body.id,
        ),
      { timeoutMs: 20_000 },
    );
    expect(failed.json.data).toMatchObject({
      payment: { id: payment.body.paymentId },
      reason: 'The payment code expired before it was paid',
    });
    // Read again: nothing more to report, no second event.
    await t.http
      .get(`/api/payments/${payment.body.paymentId}`)
      .set('Cookie', cookies.traveller)
      .expect(200);
    const [{ count }] = await t.dataSource.query(
      `SELECT COUNT(*)::int AS count FROM outbox_events WHERE type = 'payment.failed' AND aggregate_id = $1`,
      [payment.body.paymentId],
    );
    expect(count).toBe(1);
  });

  it('records payment.failed from the expiry sweep for a code that timed out unread', async () => {
    const { unpaid, payment } = await bookWithCode(84);
    const failedEvents = () =>
      t.dataSource.query(
        `SELECT xmin::text AS tx FROM outbox_events WHERE type = 'payment.failed' AND aggregate_id = $1`,
        [payment.body.paymentId],
      ) as Promise<{ tx: string }[]>;
    // Still live: the sweep leaves it alone.
    await t.app.get(BookingsService).sweep();
    expect(await failedEvents()).toEqual([]);
    // Its time runs out, and nobody reads it: the sweep closes it and reports the failure.
    await t.dataSource.query(
      `UPDATE payments SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [payment.body.paymentId],
    );
    await t.app.get(BookingsService).sweep();
    const [closed] = await t.dataSource.query(
      `SELECT status, xmin::text AS tx FROM payments WHERE id = $1`,
      [payment.body.paymentId],
    );
    expect(closed.status).toBe('expired');
    const events = await failedEvents();
    expect(events).toHaveLength(1);
    // One transaction wrote both rows: the code's change and its event.
    expect(events[0].tx).toBe(closed.tx);
    const [booking] = await t.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [
      unpaid.body.id,
    ]);
    expect(booking.status).toBe('pending_payment');
    // Swept again, or read: nothing more to report.
    await t.app.get(BookingsService).sweep();
    await t.http
      .get(`/api/payments/${payment.body.paymentId}`)
      .set('Cookie', cookies.traveller)
      .expect(200);
    expect(await failedEvents()).toHaveLength(1);
  });
});
