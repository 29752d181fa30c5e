/**
 * The SMS channel of the outbox with the development provider (issue 30, parts 3 and 7):
 * SmsOutbox queues a text, in the caller's transaction or on its own; the dispatcher sends it
 * into the development SMS inbox, which answers only a client on this machine, and never in
 * production.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { SmsOutbox } from '../src/notifications/sms/sms-outbox.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NO_ROUTE = {
  statusCode: 404,
  error: 'Not Found',
  code: 'NOT_FOUND',
  message: 'No route for GET /api/dev/sms',
};

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe('the development SMS inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', OUTBOX_POLL_MS: '100' });
  }, 120_000);
  afterAll(() => t?.close());

  const inbox = async (to: string): Promise<Json[]> =>
    (await t.http.get('/api/dev/sms').query({ to }).expect(200)).body;

  it('holds a queued text, read by the number in any form the phone rule reads', async () => {
    await t.app.get(SmsOutbox).queue({
      to: '076 123 457',
      text: 'Salone: your code is 481516',
      kind: 'sign_in_code',
    });
    const [sms] = await waitFor('the SMS in the inbox', async () => {
      const all = await inbox('+23276123457');
      return all.length > 0 ? all : undefined;
    });
    expect(sms).toEqual({
      to: '+23276123457',
      kind: 'sign_in_code',
      text: 'Salone: your code is 481516',
      sentAt: expect.any(String),
    });
    expect(Date.parse(sms.sentAt)).not.toBeNaN();
    for (const form of ['076123457', '76123457', '+232 76 123 457']) {
      expect(await inbox(form)).toEqual([sms]);
    }
    expect(await inbox('+23276123458')).toEqual([]);
    const [delivery] = await t.dataSource.query(
      `SELECT status, target, provider_message_id, provider_status FROM outbox_deliveries
        WHERE channel = 'sms' AND target = 'sign_in_code:+23276123457'`,
    );
    expect(delivery).toMatchObject({ status: 'sent', provider_status: 'delivered' });
    expect(delivery.provider_message_id).toEqual(expect.any(String));
  });

  it("is written with the caller's transaction: a rolled-back change sends nothing", async () => {
    const outbox = t.app.get(SmsOutbox);
    await t.dataSource
      .transaction(async (manager) => {
        await outbox.queue(
          { to: '+23276123459', text: 'Never sent', kind: 'booking_confirmed' },
          manager,
        );
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await t.dataSource.transaction(async (manager) => {
      await outbox.queue({ to: '+23276123459', text: 'Sent', kind: 'booking_confirmed' }, manager);
    });
    await waitFor('the committed SMS', async () =>
      (await inbox('+23276123459')).length > 0 ? true : undefined,
    );
    expect((await inbox('+23276123459')).map((m) => m.text)).toEqual(['Sent']);
  });

  it('refuses what is not a phone number, in the words of the phone rule', async () => {
    const res = await t.http.get('/api/dev/sms').query({ to: '12345' }).expect(400);
    expect(res.body.message).toBe('Enter a Sierra Leone mobile number, like 076 123 456');
    await expect(
      t.app.get(SmsOutbox).queue({ to: '12345', text: 'x', kind: 'sign_in_code' }),
    ).rejects.toThrow('Not a phone number an SMS can go to');
  });

  it('is not there for a client that a proxy on this machine forwards from elsewhere', async () => {
    const res = await t.http
      .get('/api/dev/sms')
      .query({ to: '+23276123457' })
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(404);
    expect(res.body).toEqual(NO_ROUTE);
  });

  (outsideAddress ? it : it.skip)(
    'is not there for a client on another address of the network',
    async () => {
      const server = t.app.getHttpServer() as Server;
      await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
      const { port } = server.address() as AddressInfo;
      const from = async (host: string) => {
        const res = await fetch(`http://${host}:${port}/api/dev/sms?to=%2B23276123457`);
        return { status: res.status, body: (await res.json()) as Json };
      };
      expect((await from('127.0.0.1')).status).toBe(200);
      expect(await from(outsideAddress!)).toEqual({ status: 404, body: NO_ROUTE });
    },
  );
});

describe('the development SMS inbox where a provider sends SMS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      OUTBOX_POLL_MS: '0',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'token-0123456789',
      TWILIO_FROM: '+15005550006',
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 404 saying so', async () => {
    const res = await t.http.get('/api/dev/sms').query({ to: '+23276123457' }).expect(404);
    expect(res.body.message).toBe(
      'The development SMS inbox is not available: SMS is sent by a provider or disabled here',
    );
  });
});

describe('the development SMS inbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      METRICS_TOKEN: 'metrics-token-0123456789',
      PAYMENTS_SANDBOX: 'true',
      MAIL_DISABLED: 'true',
      EXPIRY_SWEEP_SECONDS: '0',
      SEED_ON_START: 'false',
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('does not exist, even for a client on this machine', async () => {
    const res = await t.http.get('/api/dev/sms').query({ to: '+23276123457' }).expect(404);
    expect(res.body).toEqual(NO_ROUTE);
  });
});
