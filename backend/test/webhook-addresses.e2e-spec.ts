/**
 * Issue 33 item 7: in production a webhook URL must name a global unicast address. The
 * forms that slipped through (IPv4-compatible, NAT64, 6to4, site-local, documentation ranges)
 * and any IPv6 address carrying a private IPv4 are refused at registration with
 * WEBHOOK_URL_NOT_PUBLIC, and the address is checked again when a delivery is sent.
 */
import { OutboxService } from '../src/notifications/outbox.service.js';
import { addressRefusal } from '../src/notifications/webhooks/safe-address.js';
import { sendWebhook } from '../src/notifications/webhooks/webhook-sender.js';
import { signUp } from './support/accounts.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The five forms the issue names, each with what the refusal says. */
const ISSUE_FORMS: [url: string, reason: string][] = [
  [
    'https://[::127.0.0.1]/',
    '::7f00:1 is an IPv4-compatible address (embeds 127.0.0.1, a loopback address)',
  ],
  [
    'https://[64:ff9b::7f00:1]/',
    '64:ff9b::7f00:1 is a NAT64 address (embeds 127.0.0.1, a loopback address)',
  ],
  [
    'https://[2002:7f00:1::]/',
    '2002:7f00:1:: is a 6to4 address (embeds 127.0.0.1, a loopback address)',
  ],
  ['https://[fec0::1]/', 'fec0::1 is a site-local address'],
  ['https://192.0.2.10/hooks', '192.0.2.10 is a documentation address'],
];

/** More refused forms: the other documentation ranges, IPv4 inside IPv6, and the usual ones. */
const OTHER_REFUSED: string[] = [
  'https://198.51.100.7/',
  'https://203.0.113.9/',
  'https://[2001:db8::1]/',
  'https://[::ffff:10.0.0.1]/',
  'https://[::ffff:192.168.1.1]/',
  'https://[2002:a00:1::]/',
  'https://[64:ff9b::a00:1]/',
  'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/', // Teredo, client 10.0.0.1
  'https://[fd00::1]/',
  'https://[fe80::1]/',
  'https://[::1]/',
  'https://[::]/',
  'https://127.0.0.1/',
  'https://10.1.2.3/',
  'https://100.64.0.1/',
  'https://169.254.169.254/',
  'https://198.18.0.1/',
  'https://240.0.0.1/',
  'https://0.0.0.0/',
];

describe('webhook addresses: the rule', () => {
  it('accepts global unicast addresses only', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001::1',
      '::ffff:8.8.8.8',
    ]) {
      expect({ address, refusal: addressRefusal(address) }).toEqual({ address, refusal: null });
    }
    for (const url of [...ISSUE_FORMS.map(([u]) => u), ...OTHER_REFUSED]) {
      const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
      expect({ url, refused: addressRefusal(host) !== null }).toEqual({ url, refused: true });
    }
    // What an IPv6 address carries is named, private or not.
    expect(addressRefusal('2002:808:808::1')).toBe('a 6to4 address (embeds 8.8.8.8)');
    expect(addressRefusal('::ffff:127.0.0.1')).toBe(
      'an IPv4-mapped address of 127.0.0.1, a loopback address',
    );
    expect(addressRefusal('not-an-address')).toBe('not an IP address');
  });

  it('refuses them again when sending, before any connection', async () => {
    for (const [url] of ISSUE_FORMS) {
      const attempt = await sendWebhook({ url, secret: 'whsec_x' }, 'd1', '{}', {}, true);
      expect({ url, status: attempt.status, error: attempt.error }).toEqual({
        url,
        status: null,
        error: expect.stringMatching(/ is not a public address: /),
      });
    }
  });
});

describe('webhook addresses in production', () => {
  let t: TestApp;
  let cookie: string;
  let orgId: number;

  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      METRICS_TOKEN: 'metrics-token-0123456789',
      PAYMENTS_SANDBOX: 'true',
      MAIL_DISABLED: 'true',
      OUTBOX_POLL_MS: '100',
    });
    const owner = await signUp(t, { verify: false });
    cookie = owner.cookie;
    [{ id: orgId }] = await t.dataSource.query(
      `INSERT INTO organisations (name, service_kinds, contact_phone, contact_email,
                                  registration_number, payout_number, status)
       VALUES ('Lumley Beach Hotels', '{hotel}', '+23276555030', 'stay@lumley.example',
               'SL-BRS-2026-00077', '+23276555031', 'approved') RETURNING id`,
    );
    await t.dataSource.query(
      `INSERT INTO organisation_members (organisation_id, user_id, role) VALUES ($1, $2, 'owner')`,
      [orgId, owner.id],
    );
  }, 120_000);
  afterAll(() => t?.close());

  const register = (url: string) =>
    t.http
      .post(`/api/partner/organisations/${orgId}/webhooks`)
      .set('Cookie', cookie)
      .send({ url, eventTypes: ['booking.confirmed'] });

  it('refuses the five forms of the issue, saying why', async () => {
    for (const [url, reason] of ISSUE_FORMS) {
      const res = await register(url);
      expect({ url, status: res.status, code: res.body.code, details: res.body.details }).toEqual({
        url,
        status: 400,
        code: 'WEBHOOK_URL_NOT_PUBLIC',
        details: [{ field: 'url', message: reason }],
      });
    }
  });

  it('refuses documentation ranges and any IPv6 address carrying a private IPv4', async () => {
    for (const url of OTHER_REFUSED) {
      const res = await register(url);
      expect({ url, status: res.status, code: res.body.code }).toEqual({
        url,
        status: 400,
        code: 'WEBHOOK_URL_NOT_PUBLIC',
      });
    }
    // 127.0.0.1 written as one number is not even taken for a URL.
    expect((await register('https://2130706433/')).status).toBe(400);
    // A name that resolves to loopback is refused too, with the address it resolved to.
    const byName = await register('https://localhost/hooks');
    expect(byName.status).toBe(400);
    expect(byName.body.details[0].message).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address$/,
    );
  });

  it('accepts a global unicast address', async () => {
    const res = await register('https://[2606:4700:4700::1111]/hooks').expect(201);
    expect(res.body.url).toBe('https://[2606:4700:4700::1111]/hooks');
    await t.http
      .delete(`/api/partner/organisations/${orgId}/webhooks/${res.body.id}`)
      .set('Cookie', cookie)
      .expect(204);
  });

  it('checks the address again when delivering', async () => {
    // Stored before the rule (or a name whose answer changed since): refused when sent.
    const [endpoint] = await t.dataSource.query(
      `INSERT INTO webhook_endpoints (organisation_id, url, event_types, secret)
       VALUES ($1, 'https://[64:ff9b::7f00:1]/hooks', '{booking.confirmed}', 'whsec_old')
       RETURNING id`,
      [orgId],
    );
    const [event] = await t.dataSource.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload)
       VALUES ('webhook.test', 'organisation', $1, '{}') RETURNING id`,
      [String(orgId)],
    );
    const [delivery] = await t.dataSource.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ($1, 'webhook', $2)
       RETURNING id`,
      [event.id, endpoint.id],
    );
    t.app.get(OutboxService).wakeNow();
    const row = await waitFor('the try', async () => {
      const [tried] = await t.dataSource.query(
        `SELECT status, attempts, last_error, response_status FROM outbox_deliveries
          WHERE id = $1 AND last_error IS NOT NULL`,
        [delivery.id],
      );
      return tried as Record<string, unknown> | undefined;
    });
    expect(row).toEqual({
      status: 'pending',
      attempts: 1,
      last_error:
        '64:ff9b::7f00:1 is not a public address: a NAT64 address (embeds 127.0.0.1, a loopback address)',
      response_status: null,
    });
  });
});
