/**
 * Three backend processes on three ports against one PostgreSQL database, started at the same
 * moment: what one replica does, the others must respect (inventory, sessions, the expiry
 * sweep). Needs a PostgreSQL server (SALONE_TEST_SERVER_URL or DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { daysFromNow } from './support/accounts.js';
import {
  HttpClient,
  registerTraveller,
  startBackends,
  testServerUrl,
  waitFor,
  type BackendCluster,
  type BackendProcess,
  type HttpResult,
} from './support/processes.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const USERS = 30;
/** Unpaid bookings for the sweep: more than one sweep takes at once. */
const UNPAID = 300;
const AUTH_LIMIT = 12;
const REDIS_URL = process.env.SALONE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
const ROOM_TAKEN =
  'This room is already booked for some of those nights. Please choose other dates or another room.';
const TICKETS_LEFT = /^Only \d+ VIP tickets available$/;
const NOT_SIGNED_IN = 'Please sign in to continue';
const customer = {
  customerName: 'Ibrahim Sesay',
  customerEmail: 'ibrahim@example.com',
  customerPhone: '+232 77 100 200',
};

const server = testServerUrl();
const describeOnServer = server ? describe : describe.skip;

const tally = (responses: HttpResult[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describeOnServer(
  server
    ? 'three backend replicas on one PostgreSQL database'
    : 'three backend replicas (skipped: needs DATABASE_URL or SALONE_TEST_SERVER_URL)',
  () => {
    let cluster: BackendCluster;
    let replicas: BackendProcess[];
    let users: { id: string; client: HttpClient }[];
    const figures = {
      requests: 0,
      created: 0,
      refused409: 0,
      oversells: 0,
      expiredOnce: 0,
      signIns: 0,
      throttled: 0,
    };

    /** Client `i` on replica `i` mod 3. */
    const spread = (i: number) => users[i].client.on(replicas[i % replicas.length]);

    /** Fails with the processes' output attached, so a failure shows what they logged. */
    const withOutput = async (body: () => Promise<void>) => {
      try {
        await body();
      } catch (error) {
        (error as Error).message += `\n\nBackend output:\n${cluster.output(40)}`;
        throw error;
      }
    };

    beforeAll(async () => {
      // All three start together on the empty database: migrations and seeding must cope.
      cluster = await startBackends(3, {
        env: {
          EXPIRY_SWEEP_SECONDS: '1',
          LOG_LEVEL: 'info',
          REDIS_URL,
          RATE_LIMIT_KEY_PREFIX: `replicas-${randomUUID().slice(0, 8)}`,
          AUTH_ATTEMPTS_PER_IP_PER_MINUTE: String(AUTH_LIMIT),
          // Each traveller signs in from an address of their own (X-Forwarded-For).
          TRUST_PROXY_HOPS: '1',
        },
      });
      replicas = cluster.processes;
      users = [];
      // Registered on one replica, signed in on the next.
      await withOutput(async () => {
        for (let i = 0; i < USERS; i += 10) {
          users.push(
            ...(await Promise.all(
              Array.from({ length: Math.min(10, USERS - i) }, (_, k) =>
                registerTraveller(
                  new HttpClient(replicas[(i + k) % 3].url, undefined, {
                    'X-Forwarded-For': `10.1.${i + k}.1`,
                  }),
                  replicas[(i + k + 1) % 3].url,
                ),
              ),
            )),
          );
        }
      });
    }, 240_000);

    afterAll(async () => {
      console.log(
        [
          'replicas: figures',
          `  race requests sent:        ${figures.requests}`,
          `  race successes (201):      ${figures.created}`,
          `  race refusals (409):       ${figures.refused409}`,
          `  oversells:                 ${figures.oversells}`,
          `  unpaid bookings expired:   ${figures.expiredOnce} (each once)`,
          `  sign-ins sent / 429:       ${figures.signIns} / ${figures.throttled}`,
        ].join('\n'),
      );
      await cluster?.stop();
    });

    const race = async (body: object) => {
      const responses = await Promise.all(
        users.map((_, i) => spread(i).post('/api/bookings', body)),
      );
      figures.requests += responses.length;
      figures.created += responses.filter((r) => r.status === 201).length;
      figures.refused409 += responses.filter((r) => r.status === 409).length;
      return responses;
    };

    it(`sells the last room for those nights to exactly one of ${USERS} travellers spread over three replicas`, () =>
      withOutput(async () => {
        const hotels: Json[] = (await replicas[0].client().get('/api/hotels')).body;
        const hotel = hotels[0];
        const room = hotel.rooms.find((r: Json) => r.isAvailable);
        // The sample room types have several units; this one is left with its last.
        await cluster.db.query(`UPDATE rooms SET units = 1 WHERE id = $1`, [room.id]);
        const responses = await race({
          serviceType: 'hotel',
          serviceId: hotel.id,
          roomId: room.id,
          ...customer,
          guests: 1,
          startDate: daysFromNow(40),
          endDate: daysFromNow(42),
          totalAmount: 2 * room.price,
          metadata: {},
        });
        expect(tally(responses)).toEqual({ 201: 1, 409: USERS - 1 });
        for (const res of responses.filter((r) => r.status === 409)) {
          expect(res.body).toEqual({
            statusCode: 409,
            error: 'Conflict',
            code: 'ROOM_UNAVAILABLE',
            message: ROOM_TAKEN,
          });
        }
        const { rows } = await cluster.db.query(
          `SELECT COUNT(*)::int AS n FROM bookings
            WHERE room_id = $1 AND status IN ('pending_payment', 'confirmed')
              AND tstzrange(start_date, end_date, '[)') && tstzrange($2::date, $3::date, '[)')`,
          [room.id, daysFromNow(40), daysFromNow(42)],
        );
        figures.oversells += Math.max(0, rows[0].n - 1);
        expect(rows[0].n).toBe(1);
      }));

    it(`sells the last 3 VIP tickets to exactly 3 of ${USERS} travellers spread over three replicas`, () =>
      withOutput(async () => {
        const events: Json[] = (await replicas[1].client().get('/api/events')).body;
        const event = events.at(-1)!;
        await cluster.db.query(
          `UPDATE event_ticket_categories SET sold = quantity - 3 WHERE event_id = $1 AND name = 'VIP'`,
          [event.id],
        );
        const responses = await race({
          serviceType: 'event',
          serviceId: event.id,
          ...customer,
          guests: 1,
          startDate: event.startDate.slice(0, 10),
          totalAmount: 150,
          metadata: { ticketCategory: 'VIP' },
        });
        expect(tally(responses)).toEqual({ 201: 3, 409: USERS - 3 });
        for (const res of responses.filter((r) => r.status === 409)) {
          expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
          expect(res.body.message).toMatch(TICKETS_LEFT);
        }
        const { rows } = await cluster.db.query(
          `SELECT c.quantity, c.sold,
                  (SELECT COUNT(*)::int FROM bookings b WHERE b.ticket_category_id = c.id
                      AND b.status IN ('pending_payment', 'confirmed')) AS held
             FROM event_ticket_categories c WHERE c.event_id = $1 AND c.name = 'VIP'`,
          [event.id],
        );
        const [{ quantity, sold, held }] = rows;
        figures.oversells += Math.max(0, sold - quantity);
        expect(sold).toBe(quantity);
        // The 3 new holders plus quantity - 3 sold before the race (no bookings behind them).
        expect(held).toBe(3);
      }));

    it('honours a session on every replica, and its end on every replica', () =>
      withOutput(async () => {
        const [a, b, c] = replicas;
        const browser = a.client();
        const traveller = await registerTraveller(browser);
        for (const replica of [a, b, c]) {
          const res = await browser.on(replica).get('/api/auth/user');
          expect(res.status).toBe(200);
          expect(res.body.id).toBe(traveller.id);
        }
        const cookieBeforeLogout = browser.jar.copy();
        const logout = await browser.on(b).post('/api/auth/logout');
        expect(logout.status).toBe(200);
        expect(browser.jar.cookies.has('salone_session')).toBe(false);
        // The old cookie, replayed, is refused everywhere: the session is gone, not just the cookie.
        for (const replica of [a, b, c]) {
          const res = await replica.client(cookieBeforeLogout.copy()).get('/api/auth/user');
          expect(res.status).toBe(401);
          expect(res.body.message).toBe(NOT_SIGNED_IN);
        }
      }));

    it('expires each unpaid booking exactly once while three replicas sweep every second', () =>
      withOutput(async () => {
        const events: Json[] = (await replicas[2].client().get('/api/events')).body;
        const chosen = events.slice(-3, -1);
        const expiredBefore = replicas
          .flatMap((p) => p.logMessages())
          .filter((m) => m.startsWith('Expired '));
        expect(expiredBefore).toEqual([]);

        // More unpaid bookings than one sweep takes (200), of 1-3 Standard tickets on two
        // events, made through every replica, 30 at a time.
        await cluster.db.query(
          `UPDATE event_ticket_categories SET quantity = 100000
            WHERE event_id = ANY($1) AND name = 'Standard'`,
          [chosen.map((e) => e.id)],
        );
        const created: string[] = [];
        for (let batch = 0; batch < UNPAID; batch += USERS) {
          const ids = await Promise.all(
            Array.from({ length: USERS }, async (_, k) => {
              const i = batch + k;
              const event = chosen[i % 2];
              const guests = 1 + (i % 3);
              const res = await spread(k).post('/api/bookings', {
                serviceType: 'event',
                serviceId: event.id,
                ...customer,
                guests,
                startDate: event.startDate.slice(0, 10),
                totalAmount: guests * 50,
                metadata: { ticketCategory: 'Standard' },
              });
              expect(res.status).toBe(201);
              return res.body.id as string;
            }),
          );
          created.push(...ids);
        }
        const soldOf = async () =>
          (
            await cluster.db.query(
              `SELECT sold FROM event_ticket_categories
                WHERE event_id = ANY($1) AND name = 'Standard' ORDER BY event_id`,
              [chosen.map((e) => e.id)],
            )
          ).rows.map((row) => row.sold as number);
        const held = chosen
          .map((event) => event.id as number)
          .sort((x, y) => x - y)
          .map((id) =>
            Array.from({ length: UNPAID }, (_, i) => i)
              .filter((i) => chosen[i % 2].id === id)
              .reduce((sum, i) => sum + 1 + (i % 3), 0),
          );
        expect(await soldOf()).toEqual(held);

        await cluster.db.query(
          `UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = ANY($1)`,
          [created],
        );
        await waitFor('the sweepers to expire every booking', async () => {
          const { rows } = await cluster.db.query(
            `SELECT COUNT(*)::int AS n FROM bookings WHERE id = ANY($1) AND status = 'expired'`,
            [created],
          );
          return rows[0].n === created.length ? true : undefined;
        });

        // Released exactly once: a second release would take the counters below zero or below
        // what other bookings hold; a missed one would leave them above.
        expect(await soldOf()).toEqual([0, 0]);
        for (const event of chosen) {
          const res = await replicas[0].client().get(`/api/events/${event.id}`);
          const standard = res.body.ticketCategories.find((c: Json) => c.name === 'Standard');
          expect(standard.remaining).toBe(standard.quantity);
        }
        const { rows } = await cluster.db.query(
          `SELECT COUNT(*)::int AS n FROM bookings
            WHERE id = ANY($1) AND expired_at IS NOT NULL AND hold_expires_at IS NULL`,
          [created],
        );
        expect(rows[0].n).toBe(created.length);

        // Each sweep logs how many it expired: across the replicas they add up to the number of
        // bookings, once each.
        const perReplica = replicas.map((p) =>
          p
            .logMessages()
            .map((m) => /^Expired (\d+) unpaid bookings$/.exec(m))
            .reduce((sum, match) => sum + (match ? Number(match[1]) : 0), 0),
        );
        console.log(`replicas: bookings expired by replica A/B/C: ${perReplica.join('/')}`);
        expect(perReplica.reduce((a, b) => a + b, 0)).toBe(created.length);
        figures.expiredOnce += created.length;
      }));

    it(`throttles sign-ins at ${AUTH_LIMIT} a minute in total across the replicas, not ${AUTH_LIMIT} each`, () =>
      withOutput(async () => {
        // One client address, its attempts spread round-robin: each replica sees 7 of the 21,
        // under the limit on its own; only a shared counter refuses the last 9.
        const address = { 'X-Forwarded-For': '10.9.0.1' };
        const statuses: number[] = [];
        const refusals: HttpResult[] = [];
        for (let n = 0; n < AUTH_LIMIT + 9; n += 1) {
          const res = await new HttpClient(replicas[n % 3].url, undefined, address).post(
            '/api/auth/login',
            { email: `nobody.${n}@example.com`, password: 'not-a-password' },
          );
          statuses.push(res.status);
          if (res.status === 429) refusals.push(res);
        }
        figures.signIns = statuses.length;
        figures.throttled = refusals.length;
        expect(statuses).toEqual([
          ...Array<number>(AUTH_LIMIT).fill(401),
          ...Array<number>(9).fill(429),
        ]);
        for (const res of refusals) {
          expect(res.body).toEqual({
            statusCode: 429,
            error: 'Too Many Requests',
            code: 'THROTTLED',
            message: TOO_MANY_ATTEMPTS,
          });
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
        const ready = await replicas[0].client().get('/api/health/ready');
        expect(ready.body.redis).toBe('up');
      }));
  },
);
