/**
 * Faults under load: a backend process killed with SIGKILL, PostgreSQL restarted, the payment
 * provider slow, down or answering garbage. After each, nothing acknowledged may be lost,
 * nothing may be half-written, and no answer may be a 500.
 *
 * The process and PostgreSQL parts need a PostgreSQL server (SALONE_TEST_SERVER_URL or
 * DATABASE_URL); the PostgreSQL restart also needs the server binaries (initdb, pg_ctl) to
 * run a private cluster. The payment provider part runs in-process on any database.
 */
import type pg from 'pg';
import { signUp } from './support/accounts.js';
import { FAKE_SPACE, FAKE_TOKEN, startFakeMonime, type FakeMonime } from './support/fake-monime.js';
import {
  HttpClient,
  postgresBinDir,
  registerTraveller,
  sleep,
  startBackends,
  startPrivatePostgres,
  testServerUrl,
  waitFor,
  type BackendCluster,
  type BackendProcess,
  type HttpResult,
  type PrivatePostgres,
} from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { UNCAPPED_HOLDS } from './support/holds.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const PROVIDER_DOWN = 'The mobile money provider is not responding. Please try again in a moment.';
const customer = {
  customerName: 'Mohamed Sesay',
  customerEmail: 'mohamed@example.com',
  customerPhone: '+232 77 123 456',
};

const server = testServerUrl();
const pgBin = postgresBinDir();

/** Totals printed at the end of the file. */
const figures = {
  faultsInjected: 0,
  requestsSent: 0,
  fiveXx: 0,
  fiveXxOutsideOutage: 0,
  status500: 0,
  providerRefusals502: 0,
  lostBookings: 0,
  halfWrittenBookings: 0,
};

afterAll(() => {
  console.log(
    [
      'faults: figures',
      `  faults injected:                      ${figures.faultsInjected}`,
      `  requests sent:                        ${figures.requestsSent}`,
      `  5xx answers other than 502:           ${figures.fiveXx}`,
      `  ... of them outside the DB outage:    ${figures.fiveXxOutsideOutage}`,
      `  500 answers:                          ${figures.status500}`,
      `  502 provider-unavailable answers:     ${figures.providerRefusals502}`,
      `  lost bookings:                        ${figures.lostBookings}`,
      `  half-written bookings:                ${figures.halfWrittenBookings}`,
    ].join('\n'),
  );
});

// ---------------------------------------------------------------------------------------
// Booking load: travellers book event tickets, and pay (sandbox) every other booking.

interface Sent {
  method: string;
  path: string;
  target: string;
  status: number;
  /** Why there was no answer (status 0): ECONNREFUSED, a reset connection, ... */
  error?: string;
  body: unknown;
  retryAfter: string | null;
  startedAt: number;
  endedAt: number;
}

class BookingLoad {
  readonly sent: Sent[] = [];
  /** Bookings whose 201 a traveller saw: id -> category key and tickets. */
  readonly acknowledged = new Map<string, { eventId: number; guests: number }>();
  /** Bookings whose payment a traveller saw completed. */
  readonly confirmedSeen = new Set<string>();
  private stopping = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly travellers: HttpClient[],
    private readonly events: Json[],
    /** The replicas in rotation (read on every request, so a test may change it). */
    private readonly targets: () => string[],
  ) {}

  start(): void {
    this.loops = this.travellers.map((traveller, index) => this.loop(traveller, index));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
  }

  count(status: number): number {
    return this.sent.filter((s) => s.status === status).length;
  }

  createdOn(target: string): number {
    return this.sent.filter(
      (s) => s.target === target && s.path === '/api/bookings' && s.status === 201,
    ).length;
  }

  private async send(client: HttpClient, method: string, path: string, body?: unknown) {
    const startedAt = Date.now();
    const res: HttpResult = await client.request(method, path, body, { timeoutMs: 30_000 });
    this.sent.push({
      method,
      path: path.replace(/[0-9a-f-]{36}/, ':id'),
      target: client.baseUrl,
      status: res.status,
      error: res.error,
      body: res.status >= 500 ? res.body : undefined,
      retryAfter: res.headers.get('retry-after'),
      startedAt,
      endedAt: Date.now(),
    });
    return res;
  }

  private async loop(traveller: HttpClient, index: number): Promise<void> {
    for (let round = 0; !this.stopping; round += 1) {
      const targets = this.targets();
      const client = traveller.on(targets[(index + round) % targets.length]);
      const event = this.events[index % this.events.length];
      const guests = 1 + (round % 2);
      const created = await this.send(client, 'POST', '/api/bookings', {
        serviceType: 'event',
        serviceId: event.id,
        ...customer,
        guests,
        startDate: event.startDate.slice(0, 10),
        totalAmount: guests * 50,
        metadata: { ticketCategory: 'Standard' },
      });
      if (created.status !== 201) {
        // No answer (a killed process) or a refusal: do not spin.
        await sleep(100);
        continue;
      }
      const bookingId = created.body.id as string;
      this.acknowledged.set(bookingId, { eventId: event.id, guests });
      if (round % 2 === 1) continue;
      const pay = await this.send(client, 'POST', '/api/payments/monime', {
        bookingId,
        amount: guests * 50,
        customerName: customer.customerName,
        customerPhone: customer.customerPhone,
        description: `Event tickets: ${event.title}`,
      });
      if (pay.status !== 201) continue;
      const done = await this.send(
        client,
        'POST',
        `/api/payments/sandbox/${pay.body.paymentId}/complete`,
      );
      if (done.status === 200 && done.body.status === 'completed') {
        this.confirmedSeen.add(bookingId);
      }
    }
  }
}

/**
 * Bookings that break an invariant: what a crash between two writes of one booking would
 * leave behind. Empty when every booking is whole.
 */
async function halfWritten(db: pg.Pool): Promise<Json[]> {
  const { rows } = await db.query(`
    SELECT b.id, b.status, b.hold_expires_at, b.confirmed_at, b.expired_at,
           (SELECT COUNT(*)::int FROM payments p
             WHERE p.booking_id = b.id AND p.status = 'completed') AS completed_payments
      FROM bookings b
     WHERE (b.status = 'pending_payment' AND b.hold_expires_at IS NULL)
        OR (b.status = 'confirmed' AND (b.confirmed_at IS NULL OR b.hold_expires_at IS NOT NULL
              OR (SELECT COUNT(*) FROM payments p
                   WHERE p.booking_id = b.id AND p.status = 'completed'
                     AND p.amount_usd_cents = b.total_amount_cents) <> 1))
        OR (b.status = 'expired' AND (b.expired_at IS NULL OR b.hold_expires_at IS NOT NULL))
        OR (b.status <> 'confirmed' AND EXISTS (SELECT 1 FROM payments p
              WHERE p.booking_id = b.id AND p.status = 'completed'))
        OR (b.status <> 'pending_payment' AND EXISTS (SELECT 1 FROM payments p
              WHERE p.booking_id = b.id AND p.status = 'pending'))
        OR (b.service_type = 'event' AND (b.ticket_category_id IS NULL
              OR (b.metadata->>'ticketQuantity')::int IS DISTINCT FROM b.guests::int))`);
  return rows;
}

/** Per Standard category of `eventIds`: tickets sold by the counter and held by bookings. */
async function ticketCounters(db: pg.Pool, eventIds: number[]) {
  const { rows } = await db.query(
    `SELECT c.event_id, c.quantity, c.sold,
            COALESCE(SUM(b.guests) FILTER (WHERE b.status IN ('pending_payment', 'confirmed')), 0)::int AS held,
            COALESCE(SUM(b.guests) FILTER (WHERE b.status = 'confirmed'), 0)::int AS confirmed
       FROM event_ticket_categories c
       LEFT JOIN bookings b ON b.ticket_category_id = c.id
      WHERE c.event_id = ANY($1) AND c.name = 'Standard'
      GROUP BY c.id ORDER BY c.event_id`,
    [eventIds],
  );
  return rows as {
    event_id: number;
    quantity: number;
    sold: number;
    held: number;
    confirmed: number;
  }[];
}

/** Acknowledged bookings that are gone, and seen-confirmed bookings that are not confirmed. */
async function lost(db: pg.Pool, load: BookingLoad) {
  const { rows } = await db.query(`SELECT id, status FROM bookings WHERE id = ANY($1)`, [
    [...load.acknowledged.keys()],
  ]);
  const status = new Map(rows.map((row) => [row.id as string, row.status as string]));
  return {
    missing: [...load.acknowledged.keys()].filter((id) => !status.has(id)),
    unconfirmed: [...load.confirmedSeen].filter((id) => status.get(id) !== 'confirmed'),
  };
}

function tally(sent: Sent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of sent) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Plenty of Standard tickets on `eventIds`, so the load never sells out. */
async function plentyOfTickets(db: pg.Pool, eventIds: number[]): Promise<void> {
  await db.query(
    `UPDATE event_ticket_categories SET quantity = 100000 WHERE event_id = ANY($1) AND name = 'Standard'`,
    [eventIds],
  );
}

/** Bookings still unpaid are taken past their hold; the sweep must release exactly those. */
async function expireHolds(db: pg.Pool) {
  const { rowCount } = await db.query(
    `UPDATE bookings SET hold_expires_at = now() - interval '1 minute'
      WHERE status = 'pending_payment'`,
  );
  await waitFor('the sweep to expire the unpaid bookings', async () => {
    const { rows } = await db.query(
      `SELECT COUNT(*)::int AS n FROM bookings WHERE status = 'pending_payment'`,
    );
    return rows[0].n === 0 ? true : undefined;
  });
  return rowCount ?? 0;
}

/** Runs `body`; a failure carries the backend processes' last output lines. */
async function withOutput(cluster: BackendCluster, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    (error as Error).message += `\n\nBackend output:\n${cluster.output(60)}`;
    throw error;
  }
}

async function signUpTravellers(replicas: BackendProcess[], count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { client } = await registerTraveller(replicas[i % replicas.length].client());
      return client;
    }),
  );
}

// ---------------------------------------------------------------------------------------

(server ? describe : describe.skip)(
  server
    ? 'a backend process killed with SIGKILL in the middle of a booking load'
    : 'a backend process killed with SIGKILL (skipped: needs DATABASE_URL or SALONE_TEST_SERVER_URL)',
  () => {
    let cluster: BackendCluster;

    beforeAll(async () => {
      cluster = await startBackends(2, { env: { EXPIRY_SWEEP_SECONDS: '1' } });
    }, 240_000);
    afterAll(() => cluster?.stop());

    it(
      'loses nothing acknowledged, leaves nothing half-written, and the sweep frees the holds',
      () =>
        withOutput(cluster, async () => {
          const [a, b] = cluster.processes;
          const events: Json[] = (await b.client().get('/api/events')).body;
          const chosen = events.slice(-2);
          const eventIds = chosen.map((e) => e.id as number);
          await plentyOfTickets(cluster.db, eventIds);
          const soldBefore = (await ticketCounters(cluster.db, eventIds)).map((c) => c.sold);
          const travellers = await signUpTravellers(cluster.processes, 6);
          const load = new BookingLoad(travellers, chosen, () => [a.url, b.url]);
          try {
            load.start();
            await waitFor('bookings before the kill', () =>
              load.acknowledged.size >= 15 ? true : undefined,
            );
            await a.kill('SIGKILL');
            figures.faultsInjected += 1;
            const atKill = load.acknowledged.size;
            await waitFor('bookings on the surviving process', () =>
              load.acknowledged.size >= atKill + 15 ? true : undefined,
            );
            await a.restart();
            const onA = load.createdOn(a.url);
            await waitFor('bookings on the restarted process', () =>
              load.createdOn(a.url) >= onA + 5 ? true : undefined,
            );
          } finally {
            await load.stop();
            console.log(
              `faults: SIGKILL: on A ${JSON.stringify(tally(load.sent.filter((s) => s.target === a.url)))}, ` +
                `on B ${JSON.stringify(tally(load.sent.filter((s) => s.target === b.url)))}`,
            );
          }

          const statuses = tally(load.sent);
          figures.requestsSent += load.sent.length;
          const fiveXx = load.sent.filter((s) => s.status >= 500);
          figures.fiveXx += fiveXx.length;
          figures.fiveXxOutsideOutage += fiveXx.length;
          figures.status500 += load.sent.filter((s) => s.status === 500).length;
          console.log(
            `faults: SIGKILL under load: ${load.sent.length} requests ${JSON.stringify(statuses)}, ` +
              `${load.acknowledged.size} bookings acknowledged, ${load.confirmedSeen.size} seen paid, ` +
              `${load.sent.filter((x) => x.status === 0 && x.error !== 'ECONNREFUSED').length} cut off in flight`,
          );
          // Requests in flight to the killed process get no answer (status 0), never a 5xx;
          // every other request succeeds.
          expect(fiveXx).toEqual([]);
          expect(Object.keys(statuses).sort()).toEqual(['0', '200', '201']);
          expect(load.sent.filter((s) => s.status === 0 && s.target !== a.url)).toEqual([]);

          const broken = await halfWritten(cluster.db);
          const gone = await lost(cluster.db, load);
          figures.halfWrittenBookings += broken.length;
          figures.lostBookings += gone.missing.length + gone.unconfirmed.length;
          expect(broken).toEqual([]);
          expect(gone).toEqual({ missing: [], unconfirmed: [] });
          // Counters agree with the bookings that hold tickets, whatever the crash interrupted.
          for (const [i, c] of (await ticketCounters(cluster.db, eventIds)).entries()) {
            expect(c.sold - soldBefore[i]).toBe(c.held);
          }

          // The holds run out: the sweep gives back exactly what the unpaid bookings held.
          await expireHolds(cluster.db);
          const after = await ticketCounters(cluster.db, eventIds);
          for (const [i, c] of after.entries()) {
            expect(c.sold - soldBefore[i]).toBe(c.confirmed);
            const res = await a.client().get(`/api/events/${c.event_id}`);
            const standard = res.body.ticketCategories.find((t: Json) => t.name === 'Standard');
            expect(standard.remaining).toBe(c.quantity - c.sold);
          }
          expect(await halfWritten(cluster.db)).toEqual([]);
        }),
      240_000,
    );
  },
);

// ---------------------------------------------------------------------------------------

(server && pgBin ? describe : describe.skip)(
  server && pgBin
    ? 'PostgreSQL restarted under booking load'
    : 'PostgreSQL restarted under load (skipped: needs DATABASE_URL or SALONE_TEST_SERVER_URL and PostgreSQL binaries for a private cluster)',
  () => {
    let postgres: PrivatePostgres;
    let cluster: BackendCluster;

    beforeAll(async () => {
      postgres = await startPrivatePostgres();
      cluster = await startBackends(1, {
        databaseUrl: postgres.url,
        env: { EXPIRY_SWEEP_SECONDS: '1' },
      });
    }, 240_000);
    afterAll(async () => {
      await cluster?.stop();
      await postgres?.destroy();
    });

    it(
      'answers 503 while the database is down, recovers by itself, and loses nothing',
      () =>
        withOutput(cluster, async () => {
          const [backend] = cluster.processes;
          const events: Json[] = (await backend.client().get('/api/events')).body;
          const chosen = events.slice(-2);
          const eventIds = chosen.map((e) => e.id as number);
          await plentyOfTickets(cluster.db, eventIds);
          const soldBefore = (await ticketCounters(cluster.db, eventIds)).map((c) => c.sold);
          const travellers = await signUpTravellers(cluster.processes, 4);
          const load = new BookingLoad(travellers, chosen, () => [backend.url]);
          const probe = travellers[0].on(backend);
          const outage = { from: 0, to: 0 };
          const probes: HttpResult[] = [];
          try {
            load.start();
            await waitFor('bookings before the restart', () =>
              load.acknowledged.size >= 10 ? true : undefined,
            );

            outage.from = Date.now();
            await postgres.stop();
            figures.faultsInjected += 1;
            // While it is down: clear 503s with Retry-After, quickly, for the API and readiness.
            const ready = await probe.get('/api/health/ready');
            const live = await probe.get('/api/health/live');
            const catalogue = await probe.get('/api/events');
            const booking = await probe.post('/api/bookings', {
              serviceType: 'event',
              serviceId: chosen[0].id,
              ...customer,
              guests: 1,
              startDate: chosen[0].startDate.slice(0, 10),
              totalAmount: 50,
              metadata: { ticketCategory: 'Standard' },
            });
            probes.push(ready, live, catalogue, booking);
            expect(ready.status).toBe(503);
            expect(ready.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
            expect(live.status).toBe(200);
            for (const res of [catalogue, booking]) {
              expect(res.status).toBe(503);
              expect(res.body).toEqual({
                statusCode: 503,
                error: 'Service Unavailable',
                message: UNAVAILABLE,
              });
              expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
            }
            // Let the load meet the outage too.
            const before = load.count(503);
            await waitFor('the load to meet the outage', () =>
              load.count(503) >= before + 4 ? true : undefined,
            );

            await postgres.start();
            // Recovery without touching the backend: readiness and bookings come back.
            await waitFor('the backend to recover', async () => {
              const res = await probe.get('/api/health/ready');
              return res.status === 200 ? true : undefined;
            });
            // From here on, every request must succeed again.
            outage.to = Date.now();
            const atRecovery = load.acknowledged.size;
            await waitFor('bookings after the restart', () =>
              load.acknowledged.size >= atRecovery + 10 ? true : undefined,
            );
          } finally {
            await load.stop();
          }

          const statuses = tally(load.sent);
          const all = [...load.sent, ...probes.map((p) => ({ status: p.status }))];
          figures.requestsSent += all.length;
          const fiveXx = load.sent.filter((s) => s.status >= 500);
          const outside = fiveXx.filter((s) => s.endedAt < outage.from || s.startedAt > outage.to);
          figures.fiveXx += fiveXx.length + probes.filter((p) => p.status >= 500).length;
          figures.fiveXxOutsideOutage += outside.length;
          figures.status500 += all.filter((s) => s.status === 500).length;
          console.log(
            `faults: PostgreSQL restart under load: ${load.sent.length} requests ${JSON.stringify(statuses)}, ` +
              `${load.acknowledged.size} bookings acknowledged, ${load.confirmedSeen.size} seen paid`,
          );
          // Never a 500, never a hang (status 0 = no answer within 30 s); 5xx only in the outage.
          expect(all.filter((s) => s.status === 500 || s.status === 0)).toEqual([]);
          expect(outside).toEqual([]);
          for (const s of fiveXx) {
            expect(s).toMatchObject({
              status: 503,
              body: { statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE },
            });
            expect(Number(s.retryAfter)).toBeGreaterThan(0);
          }

          const broken = await halfWritten(cluster.db);
          const gone = await lost(cluster.db, load);
          figures.halfWrittenBookings += broken.length;
          figures.lostBookings += gone.missing.length + gone.unconfirmed.length;
          expect(broken).toEqual([]);
          expect(gone).toEqual({ missing: [], unconfirmed: [] });
          for (const [i, c] of (await ticketCounters(cluster.db, eventIds)).entries()) {
            expect(c.sold - soldBefore[i]).toBe(c.held);
          }
          // The sweep, which failed while the database was down, works again.
          await expireHolds(cluster.db);
          for (const [i, c] of (await ticketCounters(cluster.db, eventIds)).entries()) {
            expect(c.sold - soldBefore[i]).toBe(c.confirmed);
          }
        }),
      240_000,
    );
  },
);

// ---------------------------------------------------------------------------------------

describe('the payment provider slow, down or answering garbage', () => {
  let fake: FakeMonime;
  let t: TestApp;
  let cookie: string;
  let event: Json;

  beforeAll(async () => {
    fake = await startFakeMonime();
    t = await startTestApp({
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      ...UNCAPPED_HOLDS,
      MAX_UNPAID_BOOKINGS: '100',
      EXPIRY_SWEEP_SECONDS: '0',
      MONIME_ACCESS_TOKEN: FAKE_TOKEN,
      MONIME_SPACE_ID: FAKE_SPACE,
      MONIME_API_URL: fake.url,
    });
    ({ cookie } = await signUp(t));
    event = (await t.http.get('/api/events')).body.at(-1);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.setMode('ok'));

  const sent: number[] = [];
  const record = <T extends { status: number }>(res: T): T => {
    sent.push(res.status);
    return res;
  };
  afterAll(() => {
    figures.requestsSent += sent.length;
    // 502 is the provider-unavailable answer, counted apart; any other 5xx is a fault here.
    figures.fiveXx += sent.filter((s) => s >= 500 && s !== 502).length;
    figures.fiveXxOutsideOutage += sent.filter((s) => s >= 500 && s !== 502).length;
    figures.status500 += sent.filter((s) => s === 500).length;
    figures.providerRefusals502 += sent.filter((s) => s === 502).length;
  });

  const inject = (mode: Parameters<FakeMonime['setMode']>[0]) => {
    figures.faultsInjected += 1;
    return fake.setMode(mode);
  };

  async function book(): Promise<string> {
    const res = record(
      await t.http
        .post('/api/bookings')
        .set('Cookie', cookie)
        .send({
          serviceType: 'event',
          serviceId: event.id,
          ...customer,
          guests: 1,
          startDate: event.startDate.slice(0, 10),
          totalAmount: 50,
          metadata: { ticketCategory: 'Standard' },
        }),
    );
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  const pay = async (bookingId: string, phone = customer.customerPhone) =>
    record(
      await t.http
        .post('/api/payments/monime')
        .set('Cookie', cookie)
        .send({
          bookingId,
          amount: 50,
          customerName: customer.customerName,
          customerPhone: phone,
          description: `Event tickets: ${event.title}`,
        }),
    );

  const bookingOf = async (bookingId: string) =>
    record(await t.http.get(`/api/bookings/${bookingId}`).set('Cookie', cookie)).body as Json;

  const paymentRows = (bookingId: string) =>
    t.dataSource.query('SELECT * FROM payments WHERE booking_id = $1', [bookingId]);

  /** The Idempotency-Key of every payment-code request the fake received for the booking. */
  const keysSent = (bookingId: string) =>
    fake.requests
      .filter(
        (r) =>
          r.method === 'POST' &&
          (r.body as { metadata?: { bookingId?: string } } | null)?.metadata?.bookingId ===
            bookingId,
      )
      .map((r) => r.headers['idempotency-key']);

  /** The user is told, plainly, that the provider is not answering: a 502, not a 500. */
  const expectProviderDown = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ statusCode: 502, error: 'Bad Gateway', message: PROVIDER_DOWN });
  };

  it.each([
    ['is down (connection refused)', 'down', 0],
    ['answers HTTP 500', 'error500', 0],
    ['answers JSON of the wrong shape after making the code', 'wrong-shape', 1],
  ] as const)(
    'when Monime %s: the booking stays pending, the user is told, and the retry gets one code',
    async (_label, mode, codesMadeInFault) => {
      const bookingId = await book();
      await inject(mode);
      expectProviderDown(await pay(bookingId));
      expect(await bookingOf(bookingId)).toMatchObject({
        status: 'pending_payment',
        payment: null,
      });
      expect(await paymentRows(bookingId)).toHaveLength(0);
      expect(fake.codesOf(bookingId)).toHaveLength(codesMadeInFault);

      await fake.setMode('ok');
      const retry = await pay(bookingId);
      expect(retry.status).toBe(201);
      // Monime made one code for this booking attempt, whichever request reached it.
      const codes = fake.codesOf(bookingId);
      expect(codes).toHaveLength(1);
      expect(retry.body).toMatchObject({ ussdCode: codes[0].ussdCode, status: 'pending' });
      expect(new Set(keysSent(bookingId))).toEqual(new Set([`booking-${bookingId}-0`]));
      expect(await paymentRows(bookingId)).toHaveLength(1);
      expect(await bookingOf(bookingId)).toMatchObject({
        status: 'pending_payment',
        payment: { ussdCode: codes[0].ussdCode },
      });
    },
  );

  it('when Monime answers after the timeout: 502, then the retry gets the code Monime made meanwhile', async () => {
    const bookingId = await book();
    // Keep the retry in the same whole minute of hold as the first request (same body).
    await t.dataSource.query('UPDATE bookings SET hold_expires_at = $2 WHERE id = $1', [
      bookingId,
      new Date(Date.now() + 29.5 * 60_000),
    ]);
    await inject('slow');
    expectProviderDown(await pay(bookingId));
    expect(fake.codesOf(bookingId)).toHaveLength(1);
    expect(await bookingOf(bookingId)).toMatchObject({ status: 'pending_payment', payment: null });

    await fake.setMode('ok');
    const retry = await pay(bookingId);
    expect(retry.status).toBe(201);
    const codes = fake.codesOf(bookingId);
    expect(codes).toHaveLength(1);
    expect(retry.body.ussdCode).toBe(codes[0].ussdCode);
    expect(keysSent(bookingId)).toEqual([`booking-${bookingId}-0`, `booking-${bookingId}-0`]);
  }, 60_000);

  it('a retry minutes later, after a code Monime made but could not deliver, still gets a code', async () => {
    const bookingId = await book();
    await inject('wrong-shape');
    expectProviderDown(await pay(bookingId));
    expect(fake.codesOf(bookingId)).toHaveLength(1);
    // Minutes pass: the code's lifetime, and so the request body, is shorter on the retry.
    await t.dataSource.query(
      `UPDATE bookings SET hold_expires_at = hold_expires_at - interval '3 minutes' WHERE id = $1`,
      [bookingId],
    );
    await fake.setMode('ok');
    const retry = await pay(bookingId);
    expect(retry.status).toBe(201);
    const shown = fake.codesOf(bookingId).find((code) => code.ussdCode === retry.body.ussdCode);
    expect(shown).toBeDefined();
    expect(await paymentRows(bookingId)).toHaveLength(1);
    // Monime refused the first key with the changed body; the retry used a key of its own.
    const key = `booking-${bookingId}-0`;
    expect(keysSent(bookingId)).toEqual([key, key, expect.stringMatching(`^${key}-[0-9a-f]{12}$`)]);

    // A traveller who corrects the paying number after a failure gets a code for it too.
    const second = await book();
    await inject('error500');
    expectProviderDown(await pay(second, '+232 76 000 111'));
    await fake.setMode('ok');
    const corrected = await pay(second, '+232 77 999 888');
    expect(corrected.status).toBe(201);
    expect(fake.codesOf(second).map((code) => code.body.authorizedPhoneNumber)).toEqual([
      '+23277999888',
    ]);

    // Paying the code shown confirms the booking, once.
    fake.codes.get(shown!.id)!.status = 'completed';
    const read = record(
      await t.http.get(`/api/payments/${retry.body.paymentId}`).set('Cookie', cookie),
    );
    expect(read.body.status).toBe('completed');
    expect(await bookingOf(bookingId)).toMatchObject({ status: 'confirmed' });
  });

  it('reading a payment while Monime is down shows what is known; paying later confirms', async () => {
    const bookingId = await book();
    const created = await pay(bookingId);
    expect(created.status).toBe(201);
    await inject('down');
    const read = record(
      await t.http.get(`/api/payments/${created.body.paymentId}`).set('Cookie', cookie),
    );
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('pending');
    expect(await bookingOf(bookingId)).toMatchObject({ status: 'pending_payment' });

    await fake.setMode('ok');
    fake.codesOf(bookingId)[0].status = 'completed';
    const paid = record(
      await t.http.get(`/api/payments/${created.body.paymentId}`).set('Cookie', cookie),
    );
    expect(paid.body.status).toBe('completed');
    expect(await bookingOf(bookingId)).toMatchObject({ status: 'confirmed' });
  });

  it('double clicks make one code and one payment; a paid booking is never charged again', async () => {
    const bookingId = await book();
    const clicks = await Promise.all(Array.from({ length: 4 }, () => pay(bookingId)));
    expect(clicks.map((c) => c.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(clicks.map((c) => c.body.paymentId)).size).toBe(1);
    expect(fake.codesOf(bookingId)).toHaveLength(1);
    expect(await paymentRows(bookingId)).toHaveLength(1);

    fake.codesOf(bookingId)[0].status = 'completed';
    // Two readers learn of the payment at once: one completion, one confirmation.
    const reads = await Promise.all(
      [0, 1].map(async () =>
        record(await t.http.get(`/api/payments/${clicks[0].body.paymentId}`).set('Cookie', cookie)),
      ),
    );
    expect(reads.map((r) => r.body.status)).toEqual(['completed', 'completed']);
    const before = fake.requests.filter((r) => r.method === 'POST').length;
    const again = await pay(bookingId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking is already paid');
    expect(fake.requests.filter((r) => r.method === 'POST').length).toBe(before);
    const rows = await paymentRows(bookingId);
    expect(rows.map((r: Json) => r.status)).toEqual(['completed']);
    expect(await bookingOf(bookingId)).toMatchObject({ status: 'confirmed' });
  });
});
