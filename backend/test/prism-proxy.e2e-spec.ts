/**
 * The partner journey through Stoplight Prism's validating proxy (`prism proxy --errors`), as
 * an integrator checks the contract: an API key, the organisation's listings, bookings paged
 * with a cursor, availability, a quote, a closure made and removed, a booking created with an
 * Idempotency-Key and replayed, and refusals with their codes. Prism reads the contract the
 * app serves (its server is the app's PUBLIC_URL) and checks every answer against it; the
 * test asserts it found no response violation (reported in its `sl-violations` header, or as
 * an error answer of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../src/common/paths.js';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { daysFromNow } from './support/accounts.js';
import { freePort, waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { UNCAPPED_HOLDS } from './support/holds.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PRISM = path.join(
  REPOSITORY_ROOT,
  'node_modules',
  '@stoplight',
  'prism-cli',
  'dist',
  'index.js',
);
const OWNER = 'hotels@demo.salone.sl';

/** Prism's own answers to a request it finds wrong (the request's fault, not the contract's). */
const REQUEST_PROBLEMS = [
  'UNAUTHORIZED',
  'UNPROCESSABLE_ENTITY',
  'NO_PATH_MATCHED_ERROR',
  'NO_METHOD_MATCHED_ERROR',
];

interface Violation {
  request: string;
  status: number;
  location: string;
  message: string;
}

describe('the partner journey through Prism’s validating proxy', () => {
  let t: TestApp;
  let prism: ChildProcess;
  let prismUrl: string;
  let work: string;
  let prismLog = '';
  const violations: Violation[] = [];
  let answers = 0;

  /** Sends a request through Prism and notes what it found wrong with the answer. */
  async function call(
    method: string,
    pathAndQuery: string,
    {
      key,
      body,
      headers = {},
    }: { key?: string; body?: Json; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Json; headers: Headers }> {
    const res = await fetch(`${prismUrl}${pathAndQuery}`, {
      method,
      headers: {
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        'Salone-Version': '2026-12-07',
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const json = (
      text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}
    ) as Json;
    answers += 1;
    const request = `${method} ${pathAndQuery}`;
    const reported = res.headers.get('sl-violations');
    for (const found of reported ? (JSON.parse(reported) as Json[]) : []) {
      const location = (found.path ?? found.location ?? []).join('.');
      if (String(location).startsWith('request')) continue;
      violations.push({ request, status: res.status, location, message: String(found.message) });
    }
    // An answer Prism made itself (its problem types) for anything but a request it refuses
    // (no route, bad credentials, an invalid body) is an answer it would not pass on.
    if (
      typeof json.type === 'string' &&
      json.type.includes('stoplight.io/prism') &&
      !REQUEST_PROBLEMS.some((problem) => json.type.endsWith(`#${problem}`))
    ) {
      violations.push({
        request,
        status: res.status,
        location: 'prism',
        message: String(json.title),
      });
    }
    return { status: res.status, body: json, headers: res.headers };
  }

  beforeAll(async () => {
    const appPort = await freePort();
    t = await startTestApp({
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      EXPIRY_SWEEP_SECONDS: '0',
      ...UNCAPPED_HOLDS,
    });
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(appPort, '127.0.0.1', resolve));
    // The contract as this deployment serves it: its server is the app's PUBLIC_URL.
    const served = (await (
      await fetch(`http://127.0.0.1:${appPort}/api/docs/openapi.json`)
    ).json()) as Json;
    expect(served.servers).toEqual([
      expect.objectContaining({ url: `http://127.0.0.1:${appPort}` }),
    ]);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-prism-'));
    const file = path.join(work, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(served));
    const prismPort = await freePort();
    prismUrl = `http://127.0.0.1:${prismPort}`;
    prism = spawn(
      process.execPath,
      [
        PRISM,
        'proxy',
        file,
        `http://127.0.0.1:${appPort}`,
        '--errors',
        '--host',
        '127.0.0.1',
        '--port',
        String(prismPort),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prism.stdout!.on('data', (chunk) => (prismLog += chunk));
    prism.stderr!.on('data', (chunk) => (prismLog += chunk));
    await waitFor(
      'Prism to listen',
      async () => {
        try {
          return (await fetch(`${prismUrl}/api/health`)).status > 0 ? true : undefined;
        } catch {
          return undefined;
        }
      },
      { timeoutMs: 40_000 },
    );
  }, 90_000);

  afterAll(async () => {
    prism?.kill();
    await t?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('walks the partner journey with no response violation', async () => {
    const started = Date.now();
    // The owner signs in and makes a key (a browser session: through the app itself).
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: OWNER, password: DEMO_PASSWORD })
      .expect(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith('salone_session='))!
      .split(';')[0];
    const [{ id: orgId }] = await t.dataSource.query(
      `SELECT m.organisation_id AS id FROM organisation_members m JOIN users u ON u.id = m.user_id
        WHERE u.email = $1 ORDER BY m.organisation_id LIMIT 1`,
      [OWNER],
    );
    const org = `/api/partner/organisations/${orgId}`;
    const made = await t.http
      .post(`${org}/api-keys`)
      .set('Cookie', cookie)
      .send({
        name: 'Channel manager',
        scopes: ['catalogue:read', 'listings:write', 'bookings:read', 'bookings:write'],
      })
      .expect(201);
    const key = made.body.key as string;
    const readOnly = (
      await t.http
        .post(`${org}/api-keys`)
        .set('Cookie', cookie)
        .send({ name: 'Reader', scopes: ['catalogue:read'] })
        .expect(201)
    ).body.key as string;

    // Listings, paged.
    const listings = await call('GET', `${org}/listings?limit=2`, { key });
    expect(listings.status).toBe(200);
    if (listings.body.nextCursor) {
      const next = await call(
        'GET',
        `${org}/listings?limit=2&cursor=${encodeURIComponent(listings.body.nextCursor)}`,
        { key },
      );
      expect(next.status).toBe(200);
    }
    const hotel =
      listings.body.items.find((item: Json) => item.kind === 'hotel') ??
      (await call('GET', `${org}/listings?kind=hotel&limit=1`, { key })).body.items[0];
    expect(hotel).toBeDefined();
    const detail = await call('GET', `${org}/listings/hotel/${hotel.id}`, { key });
    expect(detail.status).toBe(200);
    const room = (await t.http.get(`/api/hotels/${hotel.id}`)).body.rooms.find(
      (r: Json) => r.isAvailable,
    );
    await t.dataSource.query(`UPDATE rooms SET units = 10 WHERE id = $1`, [room.id]);

    // Availability and a quote.
    const [checkIn, checkOut] = [daysFromNow(40), daysFromNow(42)];
    const availability = await call(
      'GET',
      `${org}/hotels/${hotel.id}/availability?from=${checkIn}&to=${checkOut}`,
      { key },
    );
    expect(availability.status).toBe(200);
    const quote = await call('POST', `${org}/listings/hotel/${hotel.id}/quote`, {
      key,
      body: { roomId: room.id, startDate: checkIn, endDate: checkOut, guests: 2 },
    });
    expect(quote.status).toBe(200);

    // A closure, listed and removed.
    const closure = await call('POST', `${org}/closures`, {
      key,
      headers: { 'Idempotency-Key': 'closure-1' },
      body: {
        serviceType: 'hotel',
        serviceId: hotel.id,
        roomId: room.id,
        units: 1,
        startDate: daysFromNow(60),
        endDate: daysFromNow(61),
        reason: 'Painting',
      },
    });
    expect(closure.status).toBe(201);
    expect((await call('GET', `${org}/closures`, { key })).status).toBe(200);
    expect(
      (await call('DELETE', `${org}/closures/${closure.body.id}`, { key })).status,
    ).toBeLessThan(300);

    // A booking with an Idempotency-Key: refused for a wrong total, then made, then replayed.
    const booking = {
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId: room.id,
      customerName: 'Aminata Kamara',
      customerEmail: 'aminata@example.com',
      customerPhone: '+23276123456',
      guests: 2,
      startDate: checkIn,
      endDate: checkOut,
      totalAmount: quote.body.total,
    };
    const wrong = await call('POST', '/api/bookings', {
      key,
      headers: { 'Idempotency-Key': 'order-7001' },
      body: { ...booking, totalAmount: quote.body.total + 1 },
    });
    expect([wrong.status, wrong.body.code]).toEqual([409, 'TOTAL_MISMATCH']);
    const created = await call('POST', '/api/bookings', {
      key,
      headers: { 'Idempotency-Key': 'order-7001' },
      body: booking,
    });
    expect(created.status).toBe(201);
    const replayed = await call('POST', '/api/bookings', {
      key,
      headers: { 'Idempotency-Key': 'order-7001' },
      body: booking,
    });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const reused = await call('POST', '/api/bookings', {
      key,
      headers: { 'Idempotency-Key': 'order-7001' },
      body: { ...booking, guests: 1 },
    });
    expect([reused.status, reused.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const scope = await call('POST', '/api/bookings', {
      key: readOnly,
      headers: { 'Idempotency-Key': 'order-7002' },
      body: booking,
    });
    expect([scope.status, scope.body.code]).toEqual([403, 'API_KEY_SCOPE_MISSING']);

    // Bookings, paged, and the one made.
    const page = await call('GET', `${org}/bookings?limit=1&sort=updatedAt`, { key });
    expect(page.status).toBe(200);
    if (page.body.nextCursor) {
      const next = await call(
        'GET',
        `${org}/bookings?limit=1&sort=updatedAt&cursor=${encodeURIComponent(page.body.nextCursor)}`,
        { key },
      );
      expect(next.status).toBe(200);
    }
    const one = await call('GET', `${org}/bookings/${created.body.id}`, { key });
    expect(one.status).toBe(200);

    // Refusals: a key that is no key, a bad cursor, an unknown listing.
    expect(
      (await call('GET', `${org}/listings`, { key: 'sk_test_000000000000_nothing' })).status,
    ).toBe(401);
    expect((await call('GET', `${org}/bookings?cursor=nonsense`, { key })).status).toBe(400);
    expect((await call('GET', `${org}/listings/hotel/999999`, { key })).status).toBe(404);

    console.log(
      `Prism proxy: ${answers} answers, ${violations.length} response violations, ${Date.now() - started} ms`,
    );
    expect({ violations, log: violations.length ? prismLog.slice(-4000) : '' }).toEqual({
      violations: [],
      log: '',
    });
    expect(answers).toBeGreaterThan(15);
  }, 60_000);
});
