import { PHONE_MESSAGE } from '@salone/booking-rules';
import request from 'supertest';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { completeThroughRunningApp } from '../src/payments/cli/running-app.js';
import { PaymentsService } from '../src/payments/payments.service.js';
import { readSandboxLink, SandboxLinkService } from '../src/payments/sandbox-link.js';
import { signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const USSD = /^\*715\*1\*\d{10}#$/;
let counter = 0;

describe('payments (sandbox provider)', () => {
  let t: TestApp;
  let owner: { id: string; cookie: string };
  let stranger: { id: string; cookie: string };

  beforeAll(async () => {
    t = await startTestApp({
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      SLE_PER_USD: '22.5',
      MONIME_ACCESS_TOKEN: '',
      MONIME_SPACE_ID: '',
      MONIME_WEBHOOK_SECRET: '',
    });
    owner = await signUp(t);
    stranger = await signUp(t);
  });
  afterAll(() => t.close());

  async function insertBooking(
    userId: string,
    options: { status?: string; holdMinutes?: number; totalCents?: number } = {},
  ): Promise<{ id: string; reference: string; holdExpiresAt: Date }> {
    const reference = `SL-T${String(counter++).padStart(5, '0')}`;
    const holdExpiresAt = new Date(Date.now() + (options.holdMinutes ?? 30) * 60_000);
    const [row] = await t.dataSource.query(
      `INSERT INTO bookings (reference, user_id, service_type, service_id, service_name,
         customer_name, customer_email, customer_phone, guests, start_date,
         total_amount_cents, status, hold_expires_at, organisation_id)
       VALUES ($1, $2, 'event', 1, 'Freetown Lantern Parade', 'Aminata Kamara',
         'aminata@example.com', '+23276123456', 1, now() + interval '10 days', $3, $4, $5,
         (SELECT organisation_id FROM events WHERE id = 1))
       RETURNING id`,
      [
        reference,
        userId,
        options.totalCents ?? 29_000,
        options.status ?? 'pending_payment',
        holdExpiresAt,
      ],
    );
    return { id: row.id as string, reference, holdExpiresAt };
  }

  const pay = (cookie: string, body: Record<string, unknown>) =>
    t.http
      .post('/api/payments/monime')
      .set('Cookie', cookie)
      .send({
        amount: 290,
        customerName: 'Aminata Kamara',
        customerPhone: '+23276123456',
        description: 'Event tickets: Freetown Lantern Parade - 2 ticket(s)',
        ...body,
      });

  const paymentsOf = (bookingId: string) =>
    t.dataSource.query('SELECT * FROM payments WHERE booking_id = $1', [bookingId]);

  const bookingStatus = async (bookingId: string) =>
    (await t.dataSource.query('SELECT status FROM bookings WHERE id = $1', [bookingId]))[0]
      .status as string;

  it('issues a USSD code for the booking total in dollars and in leones at the configured rate', async () => {
    const booking = await insertBooking(owner.id);
    const res = await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    expect(res.body).toEqual({
      ussdCode: expect.stringMatching(USSD),
      paymentId: expect.any(String),
      bookingId: booking.id,
      status: 'pending',
      amountUsd: 290,
      amountSle: 6525,
      slePerUsd: 22.5,
      expiresAt: booking.holdExpiresAt.toISOString(),
    });
    const [row] = await paymentsOf(booking.id);
    expect(row).toMatchObject({
      id: res.body.paymentId,
      provider: 'sandbox',
      provider_payment_id: expect.stringMatching(/^pmc-sbx-/),
      ussd_code: res.body.ussdCode,
      amount_usd_cents: 29_000,
      amount_sle_minor: '652500',
      sle_per_usd: '22.50',
      status: 'pending',
      idempotency_key: `booking-${booking.id}-0`,
      completed_at: null,
    });
  });

  it('returns the same live code when the payment is requested again, even concurrently', async () => {
    const booking = await insertBooking(owner.id);
    const first = await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    const again = await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    expect(again.body).toEqual(first.body);

    const other = await insertBooking(owner.id);
    const parallel = await Promise.all(
      [1, 2, 3].map(() => pay(owner.cookie, { bookingId: other.id }).expect(201)),
    );
    expect(new Set(parallel.map((res) => res.body.paymentId)).size).toBe(1);
    expect(new Set(parallel.map((res) => res.body.ussdCode)).size).toBe(1);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    expect(await paymentsOf(other.id)).toHaveLength(1);
  });

  it('charges the booking total and refuses a request amount that differs, storing nothing', async () => {
    const booking = await insertBooking(owner.id, { totalCents: 12_550 });
    const res = await pay(owner.cookie, { bookingId: booking.id, amount: 125.49 }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'AMOUNT_MISMATCH',
      message: 'The amount does not match the booking total of $125.50',
    });
    expect(await paymentsOf(booking.id)).toHaveLength(0);

    const ok = await pay(owner.cookie, { bookingId: booking.id, amount: 125.5 }).expect(201);
    // Le 2,823.75 is charged in whole leones, half up (RULINGS 19).
    expect(ok.body).toMatchObject({ amountUsd: 125.5, amountSle: 2824, slePerUsd: 22.5 });
  });

  it("answers 404 for another user's booking and for an unknown one", async () => {
    const booking = await insertBooking(owner.id);
    const res = await pay(stranger.cookie, { bookingId: booking.id }).expect(404);
    expect(res.body.message).toBe('Booking not found');
    await pay(owner.cookie, { bookingId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(await paymentsOf(booking.id)).toHaveLength(0);
  });

  it('requires a session and a valid request body', async () => {
    const booking = await insertBooking(owner.id);
    const signedOut = await t.http
      .post('/api/payments/monime')
      .send({ bookingId: booking.id, amount: 290 })
      .expect(401);
    expect(signedOut.body.message).toBe('Please sign in to continue');
    const res = await pay(owner.cookie, { bookingId: booking.id, customerPhone: '12345' }).expect(
      400,
    );
    expect(res.body.message).toBe(PHONE_MESSAGE);
    expect(res.body.details).toEqual([{ field: 'customerPhone', message: PHONE_MESSAGE }]);
  });

  it('refuses to charge a booking that is already paid or whose hold has run out', async () => {
    const paid = await insertBooking(owner.id, { status: 'confirmed' });
    const res = await pay(owner.cookie, { bookingId: paid.id }).expect(409);
    expect(res.body.message).toBe('This booking is already paid');

    const lapsed = await insertBooking(owner.id, { holdMinutes: -1 });
    const late = await pay(owner.cookie, { bookingId: lapsed.id }).expect(409);
    expect(late.body.message).toBe('This booking can no longer be paid');

    const cancelled = await insertBooking(owner.id, { status: 'cancelled' });
    await pay(owner.cookie, { bookingId: cancelled.id }).expect(409);
    expect(await paymentsOf(lapsed.id)).toHaveLength(0);
  });

  it('completing the sandbox payment marks it completed and confirms the booking, idempotently', async () => {
    const booking = await insertBooking(owner.id);
    const created = await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    const id = created.body.paymentId as string;

    const done = await t.http
      .post(`/api/payments/sandbox/${id}/complete`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(done.body).toEqual({ ...created.body, status: 'completed' });
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    const [row] = await paymentsOf(booking.id);
    expect(row.status).toBe('completed');
    expect(row.completed_at).toBeInstanceOf(Date);

    const again = await t.http
      .post(`/api/payments/sandbox/${id}/complete`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(again.body.status).toBe('completed');

    const read = await t.http.get(`/api/payments/${id}`).set('Cookie', owner.cookie).expect(200);
    expect(read.body).toEqual(done.body);
    const repay = await pay(owner.cookie, { bookingId: booking.id }).expect(409);
    expect(repay.body.message).toBe('This booking is already paid');
  });

  it("hides other users' payments and malformed ids behind 404 Payment not found", async () => {
    const booking = await insertBooking(owner.id);
    const created = await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    const id = created.body.paymentId as string;
    for (const req of [
      t.http.get(`/api/payments/${id}`).set('Cookie', stranger.cookie),
      t.http.get('/api/payments/not-a-uuid').set('Cookie', owner.cookie),
      t.http.post(`/api/payments/sandbox/${id}/complete`).set('Cookie', stranger.cookie),
      t.http.post('/api/payments/sandbox/123/complete').set('Cookie', owner.cookie),
    ]) {
      const res: request.Response = await req.expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'Payment not found',
      });
    }
    expect(await bookingStatus(booking.id)).toBe('pending_payment');
  });

  it('refuses to complete an expired code and reports it as expired', async () => {
    const booking = await insertBooking(owner.id);
    const created = await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    const id = created.body.paymentId as string;
    await t.dataSource.query(
      `UPDATE payments SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    const res = await t.http
      .post(`/api/payments/sandbox/${id}/complete`)
      .set('Cookie', owner.cookie)
      .expect(409);
    expect(res.body.message).toBe('This payment code has expired');
    expect(await bookingStatus(booking.id)).toBe('pending_payment');

    const read = await t.http.get(`/api/payments/${id}`).set('Cookie', owner.cookie).expect(200);
    expect(read.body.status).toBe('expired');
    expect((await paymentsOf(booking.id))[0].status).toBe('expired');
  });

  it('completes a pending sandbox payment by booking reference (the CLI path)', async () => {
    const booking = await insertBooking(owner.id);
    await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    const result = await t.app
      .get(PaymentsService)
      .completeFromCli(booking.reference.toLowerCase());
    expect(result.booking).toMatchObject({ reference: booking.reference, status: 'confirmed' });
    expect(result.payment.status).toBe('completed');
    expect(await bookingStatus(booking.id)).toBe('confirmed');
  });

  it("reads the traveller's own booking by reference, with its sandbox code, and 404 for anyone else's", async () => {
    const booking = await insertBooking(owner.id);
    await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    const res = await t.http
      .get(`/api/bookings/${booking.reference.toLowerCase()}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(res.body).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      status: 'pending_payment',
      payment: { ussdCode: expect.stringMatching(USSD), sandbox: true, amountSle: 6525 },
    });
    // The voucher's contact: the organisation that owns the listing, as it is reached.
    const [organisation] = await t.dataSource.query(
      `SELECT o.name, o.contact_phone, o.contact_email, o.whatsapp_number FROM organisations o
         JOIN events e ON e.organisation_id = o.id WHERE e.id = 1`,
    );
    const operator = {
      name: organisation.name,
      phone: organisation.contact_phone,
      email: organisation.contact_email,
      whatsapp: organisation.whatsapp_number,
    };
    expect(res.body.operator).toEqual(operator);
    const list = await t.http.get('/api/bookings/user').set('Cookie', owner.cookie).expect(200);
    expect(
      list.body.items.find((item: { id: string }) => item.id === booking.id)?.operator,
    ).toEqual(operator);
    await t.http
      .get(`/api/bookings/${booking.reference}`)
      .set('Cookie', stranger.cookie)
      .expect(404);
    await t.http
      .get(`/api/bookings/${booking.reference}/calendar.ics`)
      .set('Cookie', stranger.cookie)
      .expect(404);
    await t.http.get(`/api/bookings/${booking.reference}`).expect(401);
    // By its id as well.
    const byId = await t.http
      .get(`/api/bookings/${booking.id}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(byId.body).toEqual(res.body);
  });

  it('still answers the retired reads by reference for older versions, announcing their end, and 410 for the newest', async () => {
    const booking = await insertBooking(owner.id);
    const now = await t.http
      .get(`/api/bookings/${booking.reference}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    const old = await t.http
      .get(`/api/bookings/reference/${booking.reference.toLowerCase()}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(old.body).toEqual(now.body);
    expect(old.headers['salone-version']).toBe('2026-11-26');
    // RFC 9745: the retirement's moment as a Unix time; RFC 8594: the first day it is gone.
    expect(old.headers.deprecation).toBe(`@${Date.parse('2026-12-07T00:00:00Z') / 1000}`);
    expect(old.headers.sunset).toBe('Thu, 01 Jul 2027 00:00:00 GMT');
    expect(old.headers.link).toBe(
      `</api/bookings/${booking.reference.toLowerCase()}>; rel="successor-version"`,
    );
    await t.http
      .get(`/api/bookings/reference/${booking.reference}/calendar.ics`)
      .set('Cookie', owner.cookie)
      .set('Salone-Version', '2026-11-26')
      .expect(409)
      .expect('Sunset', 'Thu, 01 Jul 2027 00:00:00 GMT');
    // A program written for 2026-12-07 no longer has them.
    const gone = await t.http
      .get(`/api/bookings/reference/${booking.reference}/calendar.ics`)
      .set('Cookie', owner.cookie)
      .set('Salone-Version', '2026-12-07')
      .expect(410);
    expect(gone.body).toMatchObject({
      code: 'ROUTE_RETIRED',
      message: `This route was retired in version 2026-12-07; use /api/bookings/${booking.reference}/calendar.ics`,
    });
    expect(gone.headers.link).toBe(
      `</api/bookings/${booking.reference}/calendar.ics>; rel="successor-version"`,
    );
    // Who may read it does not change: someone else's booking is still not found.
    await t.http
      .get(`/api/bookings/reference/${booking.reference}`)
      .set('Cookie', stranger.cookie)
      .expect(404);
  });

  it('gives the calendar file of a paid booking only, in Africa/Freetown', async () => {
    const booking = await insertBooking(owner.id);
    const created = await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    const early = await t.http
      .get(`/api/bookings/${booking.reference}/calendar.ics`)
      .set('Cookie', owner.cookie)
      .expect(409);
    expect(early.body.code).toBe('NOT_PAID');
    await t.http
      .post(`/api/payments/sandbox/${created.body.paymentId}/complete`)
      .set('Cookie', owner.cookie)
      .expect(200);
    const res = await t.http
      .get(`/api/bookings/${booking.reference}/calendar.ics`)
      .set('Cookie', owner.cookie)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${booking.reference}.ics"`,
    );
    const [{ start_date: start }] = await t.dataSource.query(
      'SELECT start_date FROM bookings WHERE id = $1',
      [booking.id],
    );
    const stamp = new Date(start).toISOString().replace(/[-:]/g, '').slice(0, 15);
    const ics = res.body as string;
    expect(ics).toContain(`DTSTART;TZID=Africa/Freetown:${stamp}`);
    expect(ics).toContain('TZID:Africa/Freetown');
    expect(ics).toContain(`/bookings/${booking.reference}`);
  });

  it('pays through the running app for `payment:complete`, with the token of its link file only', async () => {
    const booking = await insertBooking(owner.id);
    await pay(owner.cookie, { bookingId: booking.id }).expect(201);
    const route = `/api/payments/sandbox/by-reference/${booking.reference}/complete`;
    // No link published yet: nothing is accepted.
    await t.http.post(route).set('Sandbox-Token', 'guess').expect(404);

    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as { port: number };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-link-'));
    const file = path.join(dir, 'pglite.app.json');
    const links = t.app.get(SandboxLinkService);
    links.publish(port, file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const link = readSandboxLink(file)!;
    expect(link.url).toBe(`http://127.0.0.1:${port}`);

    await t.http.post(route).expect(404);
    await t.http.post(route).set('Sandbox-Token', `${link.token}x`).expect(404);
    expect(await bookingStatus(booking.id)).toBe('pending_payment');

    const outcome = await completeThroughRunningApp(link, booking.reference.toLowerCase());
    expect(outcome).toEqual({
      kind: 'done',
      code: 0,
      message: expect.stringMatching(new RegExp(`^Booking ${booking.reference}: confirmed`)),
    });
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    const unknown = await completeThroughRunningApp(link, 'SL-NONE99');
    expect(unknown).toEqual({ kind: 'refused', code: 1, message: 'Payment not found' });
    expect(await completeThroughRunningApp({ ...link, url: 'http://127.0.0.1:9' }, 'x')).toEqual({
      kind: 'unreachable',
    });

    links.onApplicationShutdown();
    expect(fs.existsSync(file)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 404 on the Monime webhook when no webhook secret is configured', async () => {
    const res = await t.http
      .post('/api/payments/webhooks/monime')
      .set('Content-Type', 'application/json')
      .send('{"event":{"id":"evt-1","name":"payment_code.completed"}}')
      .expect(404);
    expect(res.body.message).toBe('Not available');
  });
});
