/**
 * docs/partners.md, run as a partner would: every snippet is taken from the markdown and run
 * against a started backend — curl through bash, JavaScript through plain node (the partner SDK,
 * `@salone/partner-sdk`, as it is: no compiler, no register), Python through python3 when the
 * machine has it. Needs a PostgreSQL server (SALONE_TEST_SERVER_URL or DATABASE_URL), like every
 * test that starts backend processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BACKEND_ROOT, REPOSITORY_ROOT } from '../src/common/paths.js';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { signWebhook } from '../src/notifications/webhooks/webhook-signature.js';
import { daysFromNow } from './support/accounts.js';
import {
  freePort,
  HttpClient,
  startBackends,
  testServerUrl,
  waitFor,
  type BackendCluster,
} from './support/processes.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OWNER = 'hotels@demo.salone.sl';
const DOC = fs.readFileSync(path.join(REPOSITORY_ROOT, 'docs', 'partners.md'), 'utf8');

/** The code block that follows `<!-- snippet: name -->`. */
function snippet(name: string): string {
  const marker = `<!-- snippet: ${name} -->`;
  const at = DOC.indexOf(marker);
  if (at < 0) throw new Error(`docs/partners.md has no snippet ${name}`);
  const block = /```(?:sh|js|py)\n([\s\S]*?)\n```/.exec(DOC.slice(at + marker.length));
  if (!block) throw new Error(`snippet ${name} has no code block`);
  return block[1];
}

/** Every snippet the page has, so none goes untested. */
const SNIPPETS = [...DOC.matchAll(/<!-- snippet: (\S+) -->/g)].map((m) => m[1]);
const PYTHON = spawnSync('python3', ['--version']).status === 0;

const server = testServerUrl();
const describeOnServer = server ? describe : describe.skip;

describeOnServer(
  server
    ? 'docs/partners.md'
    : 'docs/partners.md (skipped: needs DATABASE_URL or SALONE_TEST_SERVER_URL)',
  () => {
    let cluster: BackendCluster;
    let work: string;
    let env: Record<string, string>;
    const children: ChildProcess[] = [];

    const ran = new Set<string>();
    /** The command that runs a snippet file: bash, node or python3. */
    const commandFor = (file: string): [string, string[]] =>
      file.endsWith('.sh')
        ? ['bash', ['-e', file]]
        : file.endsWith('.py')
          ? ['python3', [file]]
          : [process.execPath, [file]];

    /** Runs a snippet in the work folder; its stdout. */
    function run(name: string, extra: Record<string, string> = {}): Promise<string> {
      const file = path.join(work, name);
      fs.writeFileSync(file, snippet(name));
      ran.add(name);
      const [command, args] = commandFor(file);
      return new Promise((resolve, reject) => {
        const child = spawn(command, args, {
          cwd: work,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, ...extra },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (err += chunk));
        child.on('exit', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`${name} exited ${code}: ${err}${out}`)),
        );
      });
    }

    beforeAll(async () => {
      cluster = await startBackends(1, {
        env: {
          OUTBOX_POLL_MS: '100',
          OUTBOX_RETRY_SECONDS: '0.1',
          MAIL_DISABLED: 'true',
          EXPIRY_SWEEP_SECONDS: '0',
        },
      });
      // Inside the repository, so `@salone/partner-sdk` resolves from its node_modules as it
      // would from a partner's after `npm install`.
      work = fs.mkdtempSync(path.join(BACKEND_ROOT, 'test', '.snippets-'));
      const db = cluster.db;
      const [{ id: orgId }] = (
        await db.query(
          `SELECT m.organisation_id AS id FROM organisation_members m JOIN users u ON u.id = m.user_id
            WHERE u.email = $1 ORDER BY m.organisation_id LIMIT 1`,
          [OWNER],
        )
      ).rows;
      const [{ id: hotelId }] = (
        await db.query(`SELECT id FROM hotels WHERE organisation_id = $1 ORDER BY id LIMIT 1`, [
          orgId,
        ])
      ).rows;
      const hotel = (await new HttpClient(cluster.processes[0].url).get(`/api/hotels/${hotelId}`))
        .body as Json;
      const room = hotel.rooms.find((r: Json) => r.isAvailable);
      await db.query(`UPDATE rooms SET units = 10 WHERE id = $1`, [room.id]);
      env = {
        SALONE_URL: cluster.processes[0].url,
        SALONE_ORG: String(orgId),
        SALONE_EMAIL: OWNER,
        SALONE_PASSWORD: DEMO_PASSWORD,
        HOTEL_ID: String(hotelId),
        ROOM_ID: String(room.id),
        CHECK_IN: daysFromNow(20),
        CHECK_OUT: daysFromNow(22),
        TOTAL: String(room.price * 2),
      };
    }, 180_000);
    afterAll(async () => {
      for (const child of children) child.kill();
      if (work) fs.rmSync(work, { recursive: true, force: true });
      await cluster?.stop();
    });

    it('finds the organisation, and gets a key in curl and in JavaScript', async () => {
      const organisations = JSON.parse(await run('organisations.sh'));
      expect(organisations).toContainEqual(
        expect.objectContaining({ id: Number(env.SALONE_ORG), role: 'owner' }),
      );
      const created = JSON.parse(await run('get-key.sh'));
      expect(created.key).toMatch(/^sk_test_[0-9a-f]{12}_/);
      expect(created.scopes).toEqual([
        'catalogue:read',
        'listings:write',
        'bookings:read',
        'bookings:write',
        'webhooks:manage',
      ]);
      const key = (await run('get-key.mjs')).trim();
      expect(key).toMatch(/^sk_test_[0-9a-f]{12}_/);
      expect(key).not.toBe(created.key);
      env.SALONE_KEY = created.key;
      env.SALONE_KEY_JS = key;
    });

    it('reads availability with the key', async () => {
      const availability = JSON.parse(await run('availability.sh'));
      const room = availability.rooms.find((r: Json) => String(r.roomId) === env.ROOM_ID);
      expect(room.nights).toHaveLength(2);
      const lines = await run('availability.mjs', { SALONE_KEY: env.SALONE_KEY_JS });
      expect(lines).toContain(`${env.ROOM_ID} ${room.roomType}: vacant ${room.nights[0].vacant}`);
    });

    it('books once however often the request is retried', async () => {
      const first = JSON.parse(await run('book.sh', { ORDER_ID: 'doc-order-1' }));
      const again = JSON.parse(await run('book.sh', { ORDER_ID: 'doc-order-1' }));
      expect(first.status).toBe('pending_payment');
      expect(again.id).toBe(first.id);
      const printed = await run('book.mjs', { ORDER_ID: 'doc-order-2' });
      expect(printed).toMatch(/^SL-\w+ [0-9a-f-]{36} same\n$/);
      const { rows } = await cluster.db.query(
        `SELECT COUNT(*)::int AS count FROM bookings WHERE start_date = $1`,
        [env.CHECK_IN],
      );
      expect(rows[0].count).toBe(2);
      env.BOOKING_ID = first.id;
      env.BOOKING_REFERENCE = first.reference;
    });

    it('quotes the stay it books, and syncs the bookings by update time (JavaScript and Python)', async () => {
      const quote = JSON.parse(await run('quote.sh'));
      expect(quote).toMatchObject({
        kind: 'hotel',
        currency: 'USD',
        available: true,
        total: Number(env.TOTAL),
        lines: [{ code: 'night', quantity: 2 }],
      });
      const since = new Date(Date.now() - 3_600_000).toISOString();
      const { rows } = await cluster.db.query(
        `SELECT reference, start_date = $3 AS booked_here FROM bookings
          WHERE organisation_id = $1 AND updated_at > $2 ORDER BY updated_at, id`,
        [env.SALONE_ORG, since, env.CHECK_IN],
      );
      expect(rows.filter((row: Json) => row.booked_here)).toHaveLength(2);
      const languages = PYTHON ? ['sync.mjs', 'sync.py'] : ['sync.mjs'];
      if (!PYTHON) console.log('docs/partners.md: sync.py not run (no python3 on this machine)');
      for (const name of languages) {
        const lines = (await run(name, { SINCE: since })).trim().split('\n');
        expect(lines.slice(0, -1).map((line) => line.split(' ')[0])).toEqual(
          rows.map((row: Json) => row.reference),
        );
        const mark = /^next sync from (\S+)$/.exec(lines.at(-1)!)![1];
        expect(mark > since).toBe(true);
        // Nothing changed since: the next sync prints only where to start the one after.
        expect((await run(name, { SINCE: mark })).trim()).toBe(`next sync from ${mark}`);
      }
    });

    it('registers a webhook with the key, pays in the sandbox, verifies booking.confirmed, catches up', async () => {
      const port = await freePort();
      const endpoint = JSON.parse(
        await run('register-webhook.sh', { WEBHOOK_URL: `http://127.0.0.1:${port}/salone` }),
      );
      expect(endpoint).toMatchObject({ apiVersion: '2026-12-07', secret: expect.any(String) });
      const file = path.join(work, 'receiver.mjs');
      fs.writeFileSync(file, snippet('receiver.mjs'));
      ran.add('receiver.mjs');
      const receiver = spawn(process.execPath, [file], {
        cwd: work,
        env: {
          PATH: process.env.PATH,
          SALONE_WEBHOOK_SECRET: endpoint.secret,
          PORT: String(port),
        },
      });
      children.push(receiver);
      let printed = '';
      receiver.stdout!.on('data', (chunk) => (printed += chunk));
      receiver.stderr!.on('data', (chunk) => (printed += chunk));
      // Listening: any request gets an answer (an unsigned one, 400).
      await waitFor(
        'the receiver snippet to listen',
        async () => {
          const res = await new HttpClient(`http://127.0.0.1:${port}`).get('/');
          return res.status === 400 ? true : undefined;
        },
        { timeoutMs: 60_000 },
      );

      // The stay booked in step 3 is paid in the sandbox by its account (the key's owner).
      const paid = JSON.parse(await run('pay-sandbox.sh'));
      expect(paid.status).toBe('completed');
      await waitFor(
        'the receiver snippet to verify booking.confirmed',
        () => {
          if (printed.includes(`verified booking.confirmed ${env.BOOKING_REFERENCE}`)) return true;
          if (receiver.exitCode !== null) throw new Error(`receiver exited: ${printed}`);
          return undefined;
        },
        { timeoutMs: 30_000 },
      );
      expect(printed).not.toContain('bad signature');

      // The shell recipe, on a delivery signed the way Salone signs.
      const body = JSON.stringify({ id: 'evt', type: 'booking.confirmed', data: { n: 1 } });
      fs.writeFileSync(path.join(work, 'body.json'), body);
      const header = signWebhook(endpoint.secret, body, Math.floor(Date.now() / 1000));
      const good = await run('verify.sh', {
        SIG_HEADER: header,
        SALONE_WEBHOOK_SECRET: endpoint.secret,
      });
      expect(good.trim()).toBe('verified');
      const bad = await run('verify.sh', {
        SIG_HEADER: header,
        SALONE_WEBHOOK_SECRET: 'whsec_not_the_secret',
      });
      expect(bad.trim()).toBe('bad signature');

      // What the organisation's webhooks heard, read back from the start of this test.
      const since = new Date(Date.now() - 3_600_000).toISOString();
      const caught = (await run('catch-up.mjs', { SINCE: since })).trim().split('\n');
      expect(caught).toContain(`booking.confirmed ${env.BOOKING_REFERENCE}`);
      expect(caught).toContain(`booking.created ${env.BOOKING_REFERENCE}`);
      expect(caught.at(-1)).toMatch(/^next catch-up from \d{4}-\d\d-\d\dT/);
    });

    it('changes a room price and closes dates', async () => {
      const client = new HttpClient(env.SALONE_URL);
      const before = (await client.get(`/api/hotels/${env.HOTEL_ID}`)).body as Json;
      const price = before.rooms.find((r: Json) => String(r.id) === env.ROOM_ID).price;
      const printed = await run('writes.mjs', {
        NEW_PRICE: String(price + 5),
        CLOSE_FROM: daysFromNow(200),
        CLOSE_TO: daysFromNow(203),
      });
      expect(printed).toMatch(
        new RegExp(
          `^room ${env.ROOM_ID} now ${price + 5}\nclosure [0-9a-f-]{36} ${daysFromNow(200)}..${daysFromNow(203)}\n$`,
        ),
      );
      const after = (await client.get(`/api/hotels/${env.HOTEL_ID}`)).body as Json;
      expect(after.rooms.find((r: Json) => String(r.id) === env.ROOM_ID).price).toBe(price + 5);
      const { rows } = await cluster.db.query(
        `SELECT start_date::text AS start, end_date::text AS end FROM closures WHERE room_id = $1`,
        [env.ROOM_ID],
      );
      expect(rows).toContainEqual({ start: daysFromNow(200), end: daysFromNow(203) });
    });

    it('runs every snippet the page has', () => {
      const expected = SNIPPETS.filter((name) => PYTHON || !name.endsWith('.py'));
      expect([...ran].sort()).toEqual([...expected].sort());
    });
  },
);
