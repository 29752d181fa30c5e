import { signMonimePayload } from '../src/payments/webhook-signature.js';
import {
  FAKE_SPACE,
  FAKE_TOKEN,
  MONIME_VERSION,
  startFakeMonime,
  type FakeMonime,
} from './support/fake-monime.js';
import { signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SECRET = 'whsec_test';
const PROVIDER_DOWN = 'The mobile money provider is not responding. Please try again in a moment.';
let counter = 0;

describe('payments (Monime provider)', () => {
  let fake: FakeMonime;
  let t: TestApp;
  let owner: { id: string; cookie: string };

  beforeAll(async () => {
    fake = await startFakeMonime();
    t = await startTestApp({
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      SLE_PER_USD: '22.5',
      MONIME_ACCESS_TOKEN: FAKE_TOKEN,
      MONIME_SPACE_ID: FAKE_SPACE,
      MONIME_API_URL: fake.url,
      MONIME_WEBHOOK_SECRET: SECRET,
    });
    owner = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
  });

  async function insertBooking(totalCents = 29_000): Promise<{ id: string; reference: string }> {
    const reference = `SL-M${String(counter++).padStart(5, '0')}`;
    const [row] = await t.dataSource.query(
      `INSERT INTO bookings (reference, user_id, service_type, service_id, service_name,
         customer_name, customer_email, customer_phone, guests, start_date,
         total_amount_cents, status, hold_expires_at, organisation_id)
       VALUES ($1, $2, 'event', 1, 'Freetown Lantern Parade', 'Mohamed Sesay',
         'mohamed@example.com', '+23277123456', 1, now() + interval '10 days', $3,
         'pending_payment', $4, (SELECT organisation_id FROM events WHERE id = 1))
       RETURNING id`,
      [reference, owner.id, totalCents, new Date(Date.now() + 30 * 60_000)],
    );
    return { id: row.id as string, reference };
  }

  const pay = (bookingId: string, amount = 290) =>
    t.http.post('/api/payments/monime').set('Cookie', owner.cookie).send({
      bookingId,
      amount,
      customerName: 'Mohamed Sesay',
      customerPhone: '+232 77 123 456',
      description: 'Car rental: Toyota Land Cruiser Prado - 2 day(s)',
    });

  const paymentsOf = (bookingId: string) =>
    t.dataSource.query('SELECT * FROM payments WHERE booking_id = $1', [bookingId]);

  const bookingStatus = async (bookingId: string) =>
    (await t.dataSource.query('SELECT status FROM bookings WHERE id = $1', [bookingId]))[0]
      .status as string;

  const deliver = (
    body: object | string,
    options: { timestamp?: number; secret?: string; signature?: string | null } = {},
  ) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const req = t.http
      .post('/api/payments/webhooks/monime')
      .set('Content-Type', 'application/json');
    if (options.signature !== null) {
      req.set(
        'Monime-Signature',
        options.signature ??
          `t=${timestamp},v1=${signMonimePayload(options.secret ?? SECRET, timestamp, raw)}`,
      );
    }
    return req.send(raw);
  };

  const event = (id: string, name: string, codeId: string) => ({
    apiVersion: MONIME_VERSION,
    event: { id, name, timestamp: new Date().toISOString() },
    object: { id: codeId, type: 'payment_code' },
    data: { id: codeId, status: 'completed' },
  });

  const getsOf = (codeId: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment-codes/${codeId}`);

  it('creates the payment code at Monime with the required headers and body', async () => {
    const booking = await insertBooking();
    const res = await pay(booking.id).expect(201);

    const creates = fake.requests.filter((r) => r.method === 'POST');
    expect(creates).toHaveLength(1);
    const [sent] = creates;
    expect(sent.problems).toEqual([]);
    expect(sent.headers).toMatchObject({
      authorization: `Bearer ${FAKE_TOKEN}`,
      'monime-space-id': FAKE_SPACE,
      'monime-version': MONIME_VERSION,
      'idempotency-key': `booking-${booking.id}-0`,
      'content-type': 'application/json',
    });
    expect(sent.body).toEqual({
      name: `Salone ${booking.reference}`,
      mode: 'one_time',
      amount: { currency: 'SLE', value: 652_500 },
      duration: expect.stringMatching(/^\d+m$/),
      customer: { name: 'Mohamed Sesay' },
      reference: booking.reference,
      authorizedProviders: ['m17', 'm18'],
      authorizedPhoneNumber: '+23277123456',
      metadata: { bookingId: booking.id, reference: booking.reference },
    });

    const code = [...fake.codes.values()][0];
    expect(res.body).toMatchObject({
      ussdCode: code.ussdCode,
      bookingId: booking.id,
      status: 'pending',
      amountUsd: 290,
      amountSle: 6525,
    });
    const [row] = await paymentsOf(booking.id);
    expect(row).toMatchObject({ provider: 'monime', provider_payment_id: code.id });
  });

  it('returns the stored live code on a repeated request without asking Monime again', async () => {
    const booking = await insertBooking();
    const before = fake.requests.length;
    const first = await pay(booking.id).expect(201);
    const again = await pay(booking.id).expect(201);
    expect(again.body).toEqual(first.body);
    expect(fake.requests.length - before).toBe(1);
  });

  it.each([
    ['answers with an error', 'fail'],
    ['answers something that is not JSON', 'garbage'],
  ] as const)('answers 502 and stores nothing when Monime %s', async (_label, mode) => {
    const booking = await insertBooking();
    fake.mode = mode;
    const res = await pay(booking.id).expect(502);
    expect(res.body).toEqual({ statusCode: 502, error: 'Bad Gateway', message: PROVIDER_DOWN });
    expect(await paymentsOf(booking.id)).toHaveLength(0);

    fake.mode = 'ok';
    const retry = await pay(booking.id).expect(201);
    expect(retry.body.status).toBe('pending');
  });

  it('gives up on a Monime that does not answer, with 502 and nothing stored', async () => {
    const booking = await insertBooking();
    fake.mode = 'hang';
    const res = await pay(booking.id).expect(502);
    expect(res.body.message).toBe(PROVIDER_DOWN);
    expect(await paymentsOf(booking.id)).toHaveLength(0);
  });

  it('keeps the sandbox completion route closed while Monime is the provider', async () => {
    const booking = await insertBooking();
    const created = await pay(booking.id).expect(201);
    const res = await t.http
      .post(`/api/payments/sandbox/${created.body.paymentId}/complete`)
      .set('Cookie', owner.cookie)
      .expect(404);
    expect(res.body.statusCode).toBe(404);
    expect(await bookingStatus(booking.id)).toBe('pending_payment');
  });

  it('confirms the booking from a webhook only once Monime, asked again, says completed', async () => {
    const booking = await insertBooking();
    const created = await pay(booking.id).expect(201);
    const [row] = await paymentsOf(booking.id);
    const codeId = row.provider_payment_id as string;

    // The event claims completion but Monime still says pending: nothing changes.
    fake.queueStatuses(codeId, 'pending');
    const early = await deliver(event('evt-early-1', 'payment_code.completed', codeId)).expect(200);
    expect(early.body).toEqual({ received: true });
    expect(getsOf(codeId)).toHaveLength(1);
    expect(await bookingStatus(booking.id)).toBe('pending_payment');
    expect((await paymentsOf(booking.id))[0].status).toBe('pending');

    fake.codes.get(codeId)!.status = 'completed';
    const paid = await deliver(event('evt-paid-1', 'payment_code.completed', codeId)).expect(200);
    expect(paid.body).toEqual({ received: true });
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    const [after] = await paymentsOf(booking.id);
    expect(after.status).toBe('completed');

    const read = await t.http
      .get(`/api/payments/${created.body.paymentId}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(read.body.status).toBe('completed');
  });

  it('lets Monime retry a webhook that failed because Monime could not be asked again', async () => {
    const booking = await insertBooking();
    await pay(booking.id).expect(201);
    const codeId = (await paymentsOf(booking.id))[0].provider_payment_id as string;
    fake.codes.get(codeId)!.status = 'completed';
    const body = event('evt-retry-1', 'payment_code.completed', codeId);

    fake.mode = 'fail';
    const failed = await deliver(body).expect(502);
    expect(failed.body.message).toBe(PROVIDER_DOWN);
    expect(await bookingStatus(booking.id)).toBe('pending_payment');

    fake.mode = 'ok';
    const retried = await deliver(body).expect(200);
    expect(retried.body).toEqual({ received: true });
    expect(await bookingStatus(booking.id)).toBe('confirmed');
  });

  it('does nothing for a replayed webhook event', async () => {
    const booking = await insertBooking();
    await pay(booking.id).expect(201);
    const codeId = (await paymentsOf(booking.id))[0].provider_payment_id as string;
    const body = event('evt-replay-1', 'payment_code.completed', codeId);

    fake.queueStatuses(codeId, 'pending');
    await deliver(body).expect(200);
    expect(getsOf(codeId)).toHaveLength(1);

    fake.codes.get(codeId)!.status = 'completed';
    const replay = await deliver(body).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(getsOf(codeId)).toHaveLength(1);
    expect(await bookingStatus(booking.id)).toBe('pending_payment');
    const stored = await t.dataSource.query(
      "SELECT name FROM webhook_events WHERE event_id = 'evt-replay-1'",
    );
    expect(stored).toEqual([{ name: 'payment_code.completed' }]);
  });

  it('refuses forged, unsigned and stale webhooks with 401 and acts on none of them', async () => {
    const booking = await insertBooking();
    await pay(booking.id).expect(201);
    const codeId = (await paymentsOf(booking.id))[0].provider_payment_id as string;
    fake.codes.get(codeId)!.status = 'completed';

    const forged = await deliver(event('evt-forged', 'payment_code.completed', codeId), {
      secret: 'whsec_wrong',
    }).expect(401);
    expect(forged.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid webhook signature',
    });
    const unsigned = await deliver(event('evt-unsigned', 'payment_code.completed', codeId), {
      signature: null,
    }).expect(401);
    expect(unsigned.body.message).toBe('Invalid webhook signature');
    const garbled = await deliver(event('evt-garbled', 'payment_code.completed', codeId), {
      signature: 't=abc,v1=!!!',
    }).expect(401);
    expect(garbled.body.message).toBe('Invalid webhook signature');

    const stale = await deliver(event('evt-stale', 'payment_code.completed', codeId), {
      timestamp: Math.floor(Date.now() / 1000) - 301 - 60,
    }).expect(401);
    expect(stale.body.message).toBe('Webhook signature expired');

    // The body must be the exact bytes that were signed.
    const raw = JSON.stringify(event('evt-tampered', 'payment_code.completed', codeId));
    const timestamp = Math.floor(Date.now() / 1000);
    await t.http
      .post('/api/payments/webhooks/monime')
      .set('Content-Type', 'application/json')
      .set('Monime-Signature', `t=${timestamp},v1=${signMonimePayload(SECRET, timestamp, raw)}`)
      .send(raw.replace('evt-tampered', 'evt-tampered2'))
      .expect(401);

    expect(getsOf(codeId)).toHaveLength(0);
    expect(await bookingStatus(booking.id)).toBe('pending_payment');
    const events = await t.dataSource.query(
      "SELECT event_id FROM webhook_events WHERE event_id LIKE 'evt-%' AND event_id NOT IN ('evt-early-1', 'evt-paid-1', 'evt-replay-1', 'evt-retry-1')",
    );
    expect(events).toEqual([]);
  });

  it('acknowledges webhooks about unknown codes and other event kinds without acting', async () => {
    const unknown = await deliver(
      event('evt-unknown-1', 'payment_code.completed', 'pmc-does-not-exist'),
    ).expect(200);
    expect(unknown.body).toEqual({ received: true });
    const other = await deliver(event('evt-other-1', 'checkout_session.completed', 'cos-1')).expect(
      200,
    );
    expect(other.body).toEqual({ received: true });
    const malformed = await deliver({ hello: 'world' }).expect(400);
    expect(malformed.body.message).toBe('The webhook body is not a Monime event');
  });

  it('marks the code expired when Monime says so, on a webhook, leaving the booking to its hold', async () => {
    const booking = await insertBooking();
    const created = await pay(booking.id).expect(201);
    const codeId = (await paymentsOf(booking.id))[0].provider_payment_id as string;
    fake.codes.get(codeId)!.status = 'expired';
    await deliver(event('evt-expired-1', 'payment_code.expired', codeId)).expect(200);
    expect((await paymentsOf(booking.id))[0].status).toBe('expired');
    expect(await bookingStatus(booking.id)).toBe('pending_payment');
    const read = await t.http
      .get(`/api/payments/${created.body.paymentId}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(read.body.status).toBe('expired');
  });

  it('reading a pending payment asks Monime and confirms the booking when the code was paid', async () => {
    const booking = await insertBooking();
    const created = await pay(booking.id).expect(201);
    const codeId = (await paymentsOf(booking.id))[0].provider_payment_id as string;

    const pending = await t.http
      .get(`/api/payments/${created.body.paymentId}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(pending.body.status).toBe('pending');

    fake.codes.get(codeId)!.status = 'completed';
    const paid = await t.http
      .get(`/api/payments/${created.body.paymentId}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(paid.body.status).toBe('completed');
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    expect(getsOf(codeId)).toHaveLength(2);
  });
});
