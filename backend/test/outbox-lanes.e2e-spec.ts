/**
 * Deliveries that never hold anyone up (issue 30, then issue 33's done means): eight webhook
 * endpoints that take 10 s to answer, with 30 deliveries queued for them; a healthy endpoint
 * still receives its events within 2 s, a password-reset e-mail reaches the SMTP server
 * within 5 s and an SMS arrives within 5 s. Real HTTP receivers that hold every request for
 * 10 s, the tests' real SMTP server; each channel has its own lane with independent slots,
 * an endpoint holds at most two of them, and an answer is waited for 5 s at most.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboxService } from '../src/notifications/outbox.service.js';
import { SmsOutbox } from '../src/notifications/sms/sms-outbox.js';
import { signUp } from './support/accounts.js';
import { waitFor } from './support/processes.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SLOW_MS = 10_000;

interface Receiver {
  server: Server;
  url: string;
  /** Requests received (answered or not), with when they arrived. */
  arrivals: { at: number; body: Json }[];
  /** Requests held at once, now and at most. */
  open: number;
  mostOpen: number;
}

async function startReceiver(answerAfterMs: number): Promise<Receiver> {
  const receiver = { arrivals: [], open: 0, mostOpen: 0 } as unknown as Receiver;
  receiver.server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    receiver.open += 1;
    receiver.mostOpen = Math.max(receiver.mostOpen, receiver.open);
    // The sender gives up (closes the connection) or the answer goes: no longer held.
    let held = true;
    const release = () => {
      if (held) receiver.open -= 1;
      held = false;
    };
    res.on('close', release);
    req.on('end', () => {
      receiver.arrivals.push({ at: Date.now(), body: JSON.parse(body) as Json });
      setTimeout(() => {
        if (!res.destroyed) res.end('ok');
      }, answerAfterMs).unref();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/hooks`;
  return receiver;
}

describe('the outbox lanes and slots', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const slow: Receiver[] = [];
  let healthy: Receiver;

  beforeAll(async () => {
    for (let i = 0; i < 8; i += 1) slow.push(await startReceiver(SLOW_MS));
    healthy = await startReceiver(0);
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      OUTBOX_POLL_MS: '200',
      SMS_PROVIDER: 'development',
      SMTP_URL: smtp.url,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    for (const receiver of [...slow, healthy]) {
      if (!receiver) continue;
      receiver.server.closeAllConnections();
      await new Promise((resolve) => receiver.server.close(resolve));
    }
    await smtp?.close();
  });

  it('keeps a healthy endpoint, an e-mail and an SMS on time while eight endpoints stall', async () => {
    const traveller = await signUp(t);
    const [{ id: organisationId }] = await t.dataSource.query(
      `SELECT id FROM organisations ORDER BY id LIMIT 1`,
    );
    const register = async (url: string): Promise<string> => {
      const [row] = await t.dataSource.query(
        `INSERT INTO webhook_endpoints (organisation_id, url, event_types, secret)
         VALUES ($1, $2, '{booking.confirmed}', 'whsec_lanes') RETURNING id`,
        [organisationId, url],
      );
      return row.id as string;
    };
    const slowIds: string[] = [];
    for (const receiver of slow) slowIds.push(await register(receiver.url));
    const healthyId = await register(healthy.url);

    // 30 deliveries queued at once (one transaction): four events, each to every slow
    // endpoint, less two.
    await t.dataSource.transaction(async (manager) => {
      for (let e = 0, queued = 0; queued < 30; e += 1) {
        const [{ id: eventId }] = await manager.query(
          `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload)
           VALUES ('webhook.test', 'organisation', $1, $2) RETURNING id`,
          [String(organisationId), JSON.stringify({ organisationId, message: `slow ${e}` })],
        );
        for (const id of slowIds.slice(0, Math.min(8, 30 - queued))) {
          await manager.query(
            `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ($1, 'webhook', $2)`,
            [eventId, id],
          );
          queued += 1;
        }
      }
    });
    // Every slow endpoint holds requests that will not be answered for 10 s.
    await waitFor(
      'every slow endpoint to hold two requests',
      () => (slow.every((r) => r.open === 2) ? true : undefined),
      { timeoutMs: 10_000, intervalMs: 20 },
    );
    const stalledAt = Date.now();

    // Now three events for the healthy endpoint, a password reset and an SMS.
    const queuedAt = Date.now();
    await t.dataSource.transaction(async (manager) => {
      for (let i = 0; i < 3; i += 1) {
        await t.app.get(OutboxService).recordTest(manager, healthyId, organisationId);
      }
    });
    await t.http.post('/api/auth/password-reset').send({ email: traveller.email }).expect(200);
    await t.app.get(SmsOutbox).queue({
      to: '076 123 456',
      text: 'Salone: your code is 123456',
      kind: 'sign_in_code',
    });

    const [hooks, mail, sms] = await Promise.all([
      waitFor(
        'the healthy endpoint to receive its three events',
        () => (healthy.arrivals.length >= 3 ? Date.now() : undefined),
        { timeoutMs: 15_000, intervalMs: 20 },
      ),
      waitFor(
        'the password-reset e-mail at the SMTP server',
        () => smtp.to(traveller.email).find((m) => m.subject === 'Reset your password')?.receivedAt,
        { timeoutMs: 15_000, intervalMs: 20 },
      ),
      waitFor(
        'the SMS',
        async () => {
          const all: Json[] = (
            await t.http.get('/api/dev/sms').query({ to: '+23276123456' }).expect(200)
          ).body;
          return all.find((m) => m.text === 'Salone: your code is 123456') ? Date.now() : undefined;
        },
        { timeoutMs: 15_000, intervalMs: 50 },
      ),
    ]);
    // The latency requirements, stated as a test.
    expect(hooks - queuedAt).toBeLessThan(2_000);
    expect(mail - queuedAt).toBeLessThan(5_000);
    expect(sms - queuedAt).toBeLessThan(5_000);
    expect(healthy.arrivals.map((a) => a.body.type)).toEqual([
      'webhook.test',
      'webhook.test',
      'webhook.test',
    ]);
    // All of it while the slow endpoints were still stalled: none had answered, and none
    // ever held more than two requests at once.
    expect(Date.now() - stalledAt).toBeLessThan(SLOW_MS);
    expect(slow.map((r) => r.mostOpen)).toEqual(Array(8).fill(2));

    // No answer is waited for more than 5 s: the stalled tries fail as timeouts and free
    // their slots, and the next deliveries of each slow endpoint go out (two at a time).
    const timedOut: Json[] = await waitFor(
      'the stalled tries to time out',
      async () => {
        const rows: Json[] = await t.dataSource.query(
          `SELECT last_error, duration_ms FROM outbox_deliveries
            WHERE channel = 'webhook' AND target = ANY($1) AND last_error IS NOT NULL`,
          [slowIds],
        );
        return rows.length >= 16 ? rows : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    for (const row of timedOut) {
      expect(row.last_error).toBe('No answer within 5 s');
      expect(row.duration_ms).toBeGreaterThanOrEqual(4_900);
      expect(row.duration_ms).toBeLessThan(7_000);
    }
    await waitFor(
      'the other deliveries of the slow endpoints',
      () => (slow.reduce((n, r) => n + r.arrivals.length, 0) >= 30 ? true : undefined),
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    expect(slow.map((r) => r.mostOpen)).toEqual(Array(8).fill(2));
  }, 90_000);

  it('drains a backlog larger than its slots, refilling each slot as its send ends', async () => {
    // Every e-mail slot stays busy for a while: a look that finds them all busy must not
    // stop the lane.
    smtp.delayMs = 100;
    const before = smtp.mails.length;
    await t.dataSource.transaction(async (manager) => {
      for (let i = 0; i < 40; i += 1) {
        const email = `backlog.${i}@example.com`;
        const [{ id }] = await manager.query(
          `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload)
           VALUES ('account.password_reset_requested', 'account', $1, $2) RETURNING id`,
          [email, JSON.stringify({ email, firstName: 'Isata', link: 'https://salone.example/r' })],
        );
        await manager.query(
          `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ($1, 'email', $2)`,
          [id, `reset_password:${email}`],
        );
      }
    });
    t.app.get(OutboxService).wakeNow();
    await waitFor('the 40 e-mails', () => (smtp.mails.length - before >= 40 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 50,
    });
    smtp.delayMs = 0;
  }, 60_000);
});
