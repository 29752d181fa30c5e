// The SDK as a partner runs it: plain node, no compiler (`npm test -w @salone/partner-sdk`).
// Signatures are made by the Standard Webhooks library and by the documented recipe; the
// client talks to a real HTTP server.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import {
  Salone,
  SaloneApiError,
  verifySaloneSignature,
  verifyStandardWebhook,
  verifyWebhook,
  WebhookVerificationError,
} from '../src/index.js';

const secret = `whsec_${Buffer.from('a secret of twenty-four!').toString('base64')}`;
const body = JSON.stringify({ id: 'e1', type: 'booking.confirmed', data: { booking: {} } });
const now = Date.now();
const t = Math.floor(now / 1000);
const saloneHeader = (key, at = t) =>
  `t=${at},v1=${createHmac('sha256', key).update(`${at}.${body}`).digest('hex')}`;

test('verifies Salone-Signature, refusing another secret, another body and an old time', () => {
  assert.equal(verifySaloneSignature(secret, saloneHeader(secret), body), true);
  assert.equal(verifySaloneSignature(secret, saloneHeader('whsec_other'), body), false);
  assert.equal(verifySaloneSignature(secret, saloneHeader(secret), `${body} `), false);
  assert.equal(verifySaloneSignature(secret, saloneHeader(secret, t - 301), body), false);
  assert.equal(verifySaloneSignature(secret, undefined, body), false);
});

test('verifies what the Standard Webhooks library signs, and returns the event', () => {
  const headers = {
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(t),
    'webhook-signature': new Webhook(secret).sign('msg_1', new Date(t * 1000), body),
  };
  assert.equal(verifyStandardWebhook(secret, headers, body), true);
  assert.equal(verifyStandardWebhook(secret, { ...headers, 'webhook-id': 'msg_2' }, body), false);
  assert.deepEqual(
    verifyWebhook({ secret, headers, rawBody: Buffer.from(body) }),
    JSON.parse(body),
  );
  assert.deepEqual(
    verifyWebhook({ secret, headers: { 'Salone-Signature': saloneHeader(secret) }, rawBody: body }),
    JSON.parse(body),
  );
  assert.throws(
    () => verifyWebhook({ secret: 'whsec_b3RoZXI=', headers, rawBody: body }),
    WebhookVerificationError,
  );
});

test('calls operations with the key, the version and the organisation; pages to the end', async () => {
  const seen = [];
  const server = createServer((req, res) => {
    seen.push({
      url: req.url,
      auth: req.headers.authorization,
      version: req.headers['salone-version'],
    });
    const url = new URL(req.url, 'http://x');
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname.endsWith('/bookings/missing')) {
      res.statusCode = 404;
      res.setHeader('X-Request-Id', 'req-1');
      res.end(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Booking not found' }));
      return;
    }
    const cursor = url.searchParams.get('cursor');
    const page = cursor === null ? 1 : Number(cursor);
    res.end(
      JSON.stringify({ items: [{ n: page }], nextCursor: page < 3 ? String(page + 1) : null }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const salone = new Salone({
      baseUrl: `http://127.0.0.1:${server.address().port}/`,
      apiKey: 'sk_test_x',
      organisationId: 7,
      version: '2026-12-07',
    });
    const items = [];
    for await (const item of salone.paginate('listOperatorBookings', { query: { limit: 1 } })) {
      items.push(item.n);
    }
    assert.deepEqual(items, [1, 2, 3]);
    assert.equal(seen[0].url, '/api/partner/organisations/7/bookings?limit=1');
    assert.equal(seen[2].url, '/api/partner/organisations/7/bookings?limit=1&cursor=3');
    assert.deepEqual([seen[0].auth, seen[0].version], ['Bearer sk_test_x', '2026-12-07']);
    const refused = await salone.getOperatorBooking({ bookingId: 'missing' }).catch((e) => e);
    assert.ok(refused instanceof SaloneApiError);
    assert.deepEqual(
      [refused.status, refused.code, refused.requestId],
      [404, 'NOT_FOUND', 'req-1'],
    );
    await assert.rejects(() => salone.getOperatorBooking({}), /needs bookingId/);
  } finally {
    server.close();
  }
});
