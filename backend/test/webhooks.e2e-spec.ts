/**
 * Outgoing webhooks of an operator organisation, against a real HTTP receiver in this process:
 * who may manage them, what is signed and how it verifies, retries, the delivery log,
 * redelivery and test events; and the production rules (https, public addresses only).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { isPublicAddress } from '../src/notifications/webhooks/safe-address.js';
import { sendWebhook } from '../src/notifications/webhooks/webhook-sender.js';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { verifyWebhook } from '../src/notifications/webhooks/webhook-signature.js';
import { daysFromNow, signUp } from './support/accounts.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: Json;
}

describe('outgoing webhooks', () => {
  let t: TestApp;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  /** Statuses to answer, in order; 200 once they run out. */
  const answers: number[] = [];
  const cookies: Record<string, string> = {};
  let orgId: number;
  let otherOrgId: number;

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
    return ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('salone_session='))!
      .split(';')[0];
  };
  const base = (id = orgId) => `/api/partner/organisations/${id}/webhooks`;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body, json: JSON.parse(body) });
        res.statusCode = answers.shift() ?? 200;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_SECONDS: '0.1',
      MAIL_DISABLED: 'true',
    });
    cookies.owner = await login('hotels@demo.salone.sl');
    cookies.staff = await login('frontdesk@demo.salone.sl');
    cookies.otherOwner = await login('resorts@demo.salone.sl');
    cookies.admin = await login('admin@demo.salone.sl');
    cookies.traveller = (await signUp(t)).cookie;
    [{ id: orgId }, { id: otherOrgId }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name IN ('Freetown Hospitality Group', 'Peninsula Beach Resorts')
        ORDER BY name = 'Freetown Hospitality Group' DESC`,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  const register = (
    cookie: string | undefined,
    eventTypes = ['booking.created', 'booking.confirmed'],
    id = orgId,
  ) => {
    const req = t.http.post(base(id));
    if (cookie) req.set('Cookie', cookie);
    return req.send({ url: receiverUrl, eventTypes, description: 'Front desk system' });
  };

  it('lets only an owner of the organisation manage its endpoints', async () => {
    expect((await register(undefined)).status).toBe(401);
    expect((await register(cookies.traveller)).body.message).toBe('Organisation not found');
    expect((await register(cookies.traveller)).status).toBe(404);
    expect((await register(cookies.otherOwner)).status).toBe(404);
    expect((await register(cookies.admin)).status).toBe(404);
    const staff = await register(cookies.staff);
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Only an owner of this organisation can do this');
    await t.http.get(base()).set('Cookie', cookies.staff).expect(403);
    await t.http.get(base()).set('Cookie', cookies.otherOwner).expect(404);
    expect((await t.http.get(base()).set('Cookie', cookies.owner).expect(200)).body).toEqual([]);
  });

  it('refuses an endpoint without event types, or with one it does not know', async () => {
    const none = await register(cookies.owner, []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose at least one event type');
    expect((await register(cookies.owner, ['booking.exploded'])).status).toBe(400);
  });

  let endpoint: Json;
  let booking: Json;

  it('delivers signed booking events that verify with the documented recipe', async () => {
    const created = await register(cookies.owner).expect(201);
    endpoint = created.body;
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = (await t.http.get(base()).set('Cookie', cookies.owner).expect(200)).body;
    expect(listed).toEqual([
      {
        id: endpoint.id,
        url: receiverUrl,
        eventTypes: ['booking.created', 'booking.confirmed'],
        description: 'Front desk system',
        apiVersion: '2026-11-26',
        createdAt: endpoint.createdAt,
        pausedAt: null,
        consecutiveFailures: 0,
        failingSince: null,
      },
    ]);
    // Another organisation's endpoint hears nothing of this organisation's bookings.
    await register(cookies.otherOwner, ['booking.created', 'booking.confirmed'], otherOrgId).expect(
      201,
    );

    const [hotel] = await t.dataSource.query(
      `SELECT h.id FROM hotels h WHERE h.organisation_id = $1 ORDER BY h.id LIMIT 1`,
      [orgId],
    );
    const detail = (await t.http.get(`/api/hotels/${hotel.id}`).expect(200)).body;
    const room = detail.rooms[0];
    booking = (
      await t.http
        .post('/api/bookings')
        .set('Cookie', cookies.traveller)
        .send({
          serviceType: 'hotel',
          serviceId: hotel.id,
          roomId: room.id,
          customerName: 'Aminata Koroma',
          customerEmail: 'aminata@example.com',
          customerPhone: '+232 76 123 456',
          guests: 1,
          startDate: daysFromNow(60),
          endDate: daysFromNow(62),
          totalAmount: 2 * room.price,
          metadata: { roomType: room.roomType, hotelName: detail.name, nights: 2 },
        })
        .expect(201)
    ).body;
    const payment = (
      await t.http
        .post('/api/payments/monime')
        .set('Cookie', cookies.traveller)
        .send({
          bookingId: booking.id,
          amount: booking.totalAmount,
          customerName: 'Aminata Koroma',
          customerPhone: '+232 76 123 456',
          description: 'Hotel',
        })
        .expect(201)
    ).body;
    await t.http
      .post(`/api/payments/sandbox/${payment.paymentId}/complete`)
      .set('Cookie', cookies.traveller)
      .expect(200);

    const confirmed = await waitFor('booking.confirmed at the receiver', () =>
      received.find((r) => r.json.type === 'booking.confirmed'),
    );
    expect(
      verifyWebhook(
        endpoint.secret,
        confirmed.headers['salone-signature'] as string,
        confirmed.body,
      ),
    ).toBe(true);
    expect(
      verifyWebhook('whsec_wrong', confirmed.headers['salone-signature'] as string, confirmed.body),
    ).toBe(false);
    expect(
      verifyWebhook(
        endpoint.secret,
        confirmed.headers['salone-signature'] as string,
        `${confirmed.body} `,
      ),
    ).toBe(false);
    expect(confirmed.headers['salone-signature']).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    // The Standard Webhooks headers, checked by that specification's own library.
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const standard = new StandardWebhook(endpoint.secret);
    const headers = {
      'webhook-id': confirmed.headers['webhook-id'] as string,
      'webhook-timestamp': confirmed.headers['webhook-timestamp'] as string,
      'webhook-signature': confirmed.headers['webhook-signature'] as string,
    };
    expect(headers['webhook-id']).toBe(confirmed.headers['salone-delivery-id']);
    expect(standard.verify(confirmed.body, headers)).toEqual(confirmed.json);
    expect(() => standard.verify(`${confirmed.body} `, headers)).toThrow();
    expect(() =>
      new StandardWebhook(`whsec_${Buffer.from('another secret').toString('base64')}`).verify(
        confirmed.body,
        headers,
      ),
    ).toThrow();
    expect(confirmed.headers['salone-event-id']).toBe(confirmed.json.id);
    expect(confirmed.headers['idempotency-key']).toBe(confirmed.headers['salone-delivery-id']);
    expect(confirmed.json).toMatchObject({
      type: 'booking.confirmed',
      data: {
        booking: {
          id: booking.id,
          reference: booking.reference,
          status: 'confirmed',
          customerEmail: 'aminata@example.com',
          organisationId: orgId,
        },
        payment: { amountUsd: booking.totalAmount },
      },
    });
    expect(Date.parse(confirmed.json.createdAt)).not.toBeNaN();
    // The account behind the booking is not the operator's business, nor the payment code.
    expect(confirmed.json.data.booking).not.toHaveProperty('accountEmail');
    expect(confirmed.json.data.payment).not.toHaveProperty('ussdCode');
    await waitFor('booking.created at the receiver', () =>
      received.find(
        (r) => r.json.type === 'booking.created' && r.json.data.booking.id === booking.id,
      ),
    );
    // Not subscribed: booking.payment_requested never came. Only this organisation's endpoint
    // received anything (each event once).
    expect(received.map((r) => r.json.type).sort()).toEqual([
      'booking.confirmed',
      'booking.created',
    ]);
  });

  it('retries a failed delivery with backoff and logs each answer', async () => {
    answers.push(500, 503);
    const before = received.length;
    const queued = (
      await t.http.post(`${base()}/${endpoint.id}/test`).set('Cookie', cookies.owner).expect(202)
    ).body;
    await waitFor('the test event delivered', () =>
      received.length >= before + 3 ? true : undefined,
    );
    const tries = received.slice(before);
    expect(tries.map((r) => r.json.type)).toEqual(['webhook.test', 'webhook.test', 'webhook.test']);
    expect(new Set(tries.map((r) => r.headers['salone-delivery-id']))).toEqual(
      new Set([queued.deliveryId]),
    );
    const log = await waitFor('the log to say sent', async () => {
      const page = (
        await t.http
          .get(`${base()}/${endpoint.id}/deliveries`)
          .set('Cookie', cookies.owner)
          .expect(200)
      ).body;
      const item = page.items.find((d: Json) => d.id === queued.deliveryId);
      return item?.status === 'sent' ? item : undefined;
    });
    expect(log).toMatchObject({
      eventType: 'webhook.test',
      attempts: 3,
      responseStatus: 200,
      lastError: null,
    });
    expect(log.durationMs).toEqual(expect.any(Number));
  });

  it('pages the delivery log with a cursor, and redelivers on demand', async () => {
    const first = (
      await t.http
        .get(`${base()}/${endpoint.id}/deliveries?limit=1`)
        .set('Cookie', cookies.owner)
        .expect(200)
    ).body;
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await t.http
        .get(`${base()}/${endpoint.id}/deliveries`)
        .query({ limit: 1, cursor: first.nextCursor })
        .set('Cookie', cookies.owner)
        .expect(200)
    ).body;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const all = (
      await t.http
        .get(`${base()}/${endpoint.id}/deliveries?limit=100`)
        .set('Cookie', cookies.owner)
        .expect(200)
    ).body;
    expect(all.items).toHaveLength(3);
    expect(all.nextCursor).toBeNull();
    await t.http
      .get(`${base()}/${endpoint.id}/deliveries?cursor=nonsense`)
      .set('Cookie', cookies.owner)
      .expect(400);

    const confirmed = all.items.find((d: Json) => d.eventType === 'booking.confirmed');
    const before = received.length;
    await t.http
      .post(`${base()}/${endpoint.id}/deliveries/${confirmed.id}/redeliver`)
      .set('Cookie', cookies.owner)
      .expect(202);
    const again = await waitFor('the redelivery', () => received[before]);
    expect(again.headers['salone-delivery-id']).toBe(confirmed.id);
    expect(again.json.type).toBe('booking.confirmed');
    // Another organisation's owner can neither read nor redeliver it.
    await t.http
      .get(`${base(otherOrgId)}/${endpoint.id}/deliveries`)
      .set('Cookie', cookies.otherOwner)
      .expect(404);
    await t.http
      .post(`${base(otherOrgId)}/${endpoint.id}/deliveries/${confirmed.id}/redeliver`)
      .set('Cookie', cookies.otherOwner)
      .expect(404);
  });

  it('tells the organisation of its listings published and unpublished', async () => {
    const listings = (
      await register(cookies.owner, ['listing.published', 'listing.unpublished']).expect(201)
    ).body;
    const [hotel] = await t.dataSource.query(
      `SELECT id, name FROM hotels WHERE organisation_id = $1 ORDER BY id DESC LIMIT 1`,
      [orgId],
    );
    const path = `/api/partner/organisations/${orgId}/listings/hotel/${hotel.id}`;
    await t.http.post(`${path}/unpublish`).set('Cookie', cookies.owner).expect(200);
    await t.http.post(`${path}/publish`).set('Cookie', cookies.owner).expect(200);
    const events = await waitFor('both listing events', () => {
      const found = received.filter((r) => r.json.type.startsWith('listing.'));
      return found.length >= 2 ? found : undefined;
    });
    expect(events.map((r) => r.json.type)).toEqual(['listing.unpublished', 'listing.published']);
    expect(events[0].json.data).toMatchObject({
      listing: { kind: 'hotel', id: hotel.id, name: hotel.name },
      organisationId: orgId,
    });
    expect(
      verifyWebhook(
        listings.secret,
        events[1].headers['salone-signature'] as string,
        events[1].body,
      ),
    ).toBe(true);
    await t.http.delete(`${base()}/${listings.id}`).set('Cookie', cookies.owner).expect(204);
  });

  it('removes an endpoint', async () => {
    await t.http.delete(`${base()}/${endpoint.id}`).set('Cookie', cookies.staff).expect(403);
    await t.http.delete(`${base()}/${endpoint.id}`).set('Cookie', cookies.owner).expect(204);
    expect((await t.http.get(base()).set('Cookie', cookies.owner).expect(200)).body).toEqual([]);
    await t.http
      .get(`${base()}/${endpoint.id}/deliveries`)
      .set('Cookie', cookies.owner)
      .expect(404);
  });
});

describe('webhook addresses in production', () => {
  it('tells public addresses from loopback, private and link-local ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
      'localhost',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  it('sends nothing over plain http or to a private address', async () => {
    const target = { secret: 'whsec_x' };
    expect(
      (await sendWebhook({ ...target, url: 'http://example.com/h' }, 'd1', '{}', {}, true)).error,
    ).toBe('Webhooks are sent over https only');
    expect(
      (await sendWebhook({ ...target, url: 'https://127.0.0.1:9/h' }, 'd1', '{}', {}, true)).error,
    ).toBe('127.0.0.1 is not a public address: a loopback address');
    // A name that resolves to a private address is refused when connecting.
    const byName = await sendWebhook(
      { ...target, url: 'https://localhost:9/h' },
      'd1',
      '{}',
      {},
      true,
    );
    expect(byName.status).toBeNull();
    expect(byName.error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address$/);
  });
});
