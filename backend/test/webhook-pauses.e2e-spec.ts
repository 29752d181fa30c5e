/**
 * Issue 33 item 6: an endpoint that keeps failing is paused and its owners are told by
 * e-mail; its events wait (none is lost) and only test events are sent to it, until one
 * succeeds and it resumes. Test events and redeliveries are rate-limited (429 THROTTLED).
 * A real HTTP receiver and the tests' real SMTP server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { waitFor } from './support/processes.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OWNER = 'hotels@demo.salone.sl';

describe('a webhook endpoint that keeps failing', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let receiver: Server;
  let receiverUrl: string;
  /** What the receiver got: event types, in order. */
  const received: string[] = [];
  /** The receiver's answer. */
  let answer = 500;
  let cookie: string;
  let orgId: number;
  let endpoint: Json;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push((JSON.parse(body) as Json).type as string);
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      OUTBOX_POLL_MS: '100',
      // Webhook retries after 0.2 s, 1 s, 3 s...
      OUTBOX_RETRY_SECONDS: '0.1',
      SMTP_URL: smtp.url,
      WEBHOOK_PAUSE_AFTER_FAILURES: '3',
      WEBHOOK_PAUSE_AFTER_SECONDS: '0',
    });
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: OWNER, password: DEMO_PASSWORD })
      .expect(200);
    cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('salone_session='))!
      .split(';')[0];
    [{ id: orgId }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name = 'Freetown Hospitality Group'`,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  const base = () => `/api/partner/organisations/${orgId}/webhooks`;
  const endpointNow = async (): Promise<Json> =>
    ((await t.http.get(base()).set('Cookie', cookie).expect(200)).body as Json[]).find(
      (e) => e.id === endpoint.id,
    )!;
  /** An event for the endpoint, queued as any domain event's delivery is. */
  const queueEvent = async (message: string): Promise<string> => {
    const [event] = await t.dataSource.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload)
       VALUES ('listing.published', 'organisation', $1, $2) RETURNING id`,
      [String(orgId), JSON.stringify({ organisationId: orgId, message })],
    );
    const [delivery] = await t.dataSource.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ($1, 'webhook', $2)
       RETURNING id`,
      [event.id, endpoint.id],
    );
    return delivery.id as string;
  };

  it('is paused after failing, and its owners are e-mailed', async () => {
    endpoint = (
      await t.http
        .post(base())
        .set('Cookie', cookie)
        .send({ url: receiverUrl, eventTypes: ['listing.published'] })
        .expect(201)
    ).body;
    expect(endpoint).toMatchObject({ pausedAt: null, consecutiveFailures: 0, failingSince: null });
    await queueEvent('first');
    const mail = await waitFor(
      'the e-mail to the owner',
      () => smtp.to(OWNER).find((m) => m.subject === `Webhook endpoint paused: ${receiverUrl}`),
      { timeoutMs: 20_000, intervalMs: 50 },
    );
    expect(mail.text).toContain('its last 3 tries failed');
    expect(mail.text).toContain('The endpoint answered 500');
    const paused = await endpointNow();
    expect(paused.pausedAt).not.toBeNull();
    expect(paused.consecutiveFailures).toBe(3);
    expect(received).toEqual(['listing.published', 'listing.published', 'listing.published']);
  }, 30_000);

  it('sends it nothing but test events while paused; nothing is lost', async () => {
    const waiting = await queueEvent('second');
    // Time for several looks: the paused endpoint is passed over.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received).toHaveLength(3);
    const [row] = await t.dataSource.query(
      `SELECT status, attempts FROM outbox_deliveries WHERE id = $1`,
      [waiting],
    );
    expect(row).toEqual({ status: 'pending', attempts: 0 });
    // A failing test event is sent, and keeps it paused.
    await t.http.post(`${base()}/${endpoint.id}/test`).set('Cookie', cookie).expect(202);
    await waitFor('the test event', () => (received.length >= 4 ? true : undefined));
    expect(received[3]).toBe('webhook.test');
    await waitFor('the failed test to count', async () =>
      (await endpointNow()).consecutiveFailures >= 4 ? true : undefined,
    );
    expect((await endpointNow()).pausedAt).not.toBeNull();
    // Told once, not at every failure.
    expect(
      smtp.to(OWNER).filter((m) => m.subject.startsWith('Webhook endpoint paused')),
    ).toHaveLength(1);
  }, 30_000);

  it('resumes after a successful test event, and the waiting events go out', async () => {
    answer = 200;
    await t.http.post(`${base()}/${endpoint.id}/test`).set('Cookie', cookie).expect(202);
    await waitFor(
      'the test and both waiting events',
      () => {
        const after = received.slice(4);
        return after.includes('webhook.test') &&
          after.filter((type) => type === 'listing.published').length >= 2
          ? true
          : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 50 },
    );
    expect(await endpointNow()).toMatchObject({
      pausedAt: null,
      consecutiveFailures: 0,
      failingSince: null,
    });
  }, 30_000);

  it('limits test events: 5 a minute per account, then 429 THROTTLED', async () => {
    // Two were sent above.
    for (let i = 0; i < 3; i += 1) {
      await t.http.post(`${base()}/${endpoint.id}/test`).set('Cookie', cookie).expect(202);
    }
    const refused = await t.http
      .post(`${base()}/${endpoint.id}/test`)
      .set('Cookie', cookie)
      .expect(429);
    expect(refused.body.code).toBe('THROTTLED');
    expect(refused.body.message).toBe('Too many test events. Please wait a minute and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits redeliveries: 30 a minute per account, then 429 THROTTLED', async () => {
    const page = (
      await t.http.get(`${base()}/${endpoint.id}/deliveries`).set('Cookie', cookie).expect(200)
    ).body;
    const deliveryId = page.items[0].id as string;
    const redeliver = () =>
      t.http
        .post(`${base()}/${endpoint.id}/deliveries/${deliveryId}/redeliver`)
        .set('Cookie', cookie);
    for (let i = 0; i < 30; i += 1) await redeliver().expect(202);
    const refused = await redeliver().expect(429);
    expect(refused.body.code).toBe('THROTTLED');
    expect(refused.body.message).toBe('Too many redeliveries. Please wait a minute and try again.');
  });
});
