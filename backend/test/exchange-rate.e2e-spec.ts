/**
 * The leone rate as data (issue 30, part 5): read publicly, changed by admins only, each
 * change audited; a payment code charges at the rate in force when it is issued and keeps it.
 */
import { signUp, verifyAddress } from './support/accounts.js';
import { signIn } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = 'rate.admin@example.com';
const RATE_MESSAGE =
  'The rate must be between 1 and 1000 leones per US dollar, with at most two decimals';

describe('the leone rate', () => {
  let t: TestApp;
  let admin: string;
  let traveller: { id: string; cookie: string };
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_EMAILS: ADMIN,
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      SLE_PER_USD: '22.5',
      MONIME_ACCESS_TOKEN: '',
      MONIME_SPACE_ID: '',
    });
    const password = 'rate-admin-1';
    await t.http
      .post('/api/auth/register')
      .send({ firstName: 'Rate', lastName: 'Admin', email: ADMIN, password })
      .expect(201);
    await verifyAddress(t, ADMIN);
    const login = await t.http.post('/api/auth/login').send({ email: ADMIN, password }).expect(200);
    admin = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith('salone_session='))!
      .split(';')[0];
    traveller = await signUp(t);
  });
  afterAll(() => t.close());

  const setRate = (cookie: string | undefined, body: unknown) => {
    const request = t.http.put('/api/admin/exchange-rate');
    if (cookie) request.set('Cookie', cookie);
    return request.send(body as object);
  };
  const rateAudits = () =>
    t.dataSource.query(
      `SELECT actor_email, action, entity_type, before, after FROM audit_log
        WHERE action = 'exchange_rate.change' ORDER BY id`,
    );

  async function insertBooking(totalCents: number): Promise<{ id: string }> {
    const reference = `SL-R${String(counter++).padStart(5, '0')}`;
    const [row] = await t.dataSource.query(
      `INSERT INTO bookings (reference, user_id, service_type, service_id, service_name,
         customer_name, customer_email, customer_phone, guests, start_date,
         total_amount_cents, status, hold_expires_at, organisation_id)
       VALUES ($1, $2, 'event', 1, 'Freetown Lantern Parade', 'Aminata Kamara',
         'aminata@example.com', '+23276123456', 1, now() + interval '10 days', $3,
         'pending_payment', now() + interval '30 minutes',
         (SELECT organisation_id FROM events WHERE id = 1))
       RETURNING id`,
      [reference, traveller.id, totalCents],
    );
    return { id: row.id as string };
  }
  const pay = (bookingId: string, amount: number) =>
    t.http.post('/api/payments/monime').set('Cookie', traveller.cookie).send({
      bookingId,
      amount,
      customerName: 'Aminata Kamara',
      customerPhone: '076123456',
      description: 'Event tickets: Freetown Lantern Parade - 1 ticket(s)',
    });

  it('is the configured SLE_PER_USD until an admin changes it, for anyone, cacheable', async () => {
    const res = await t.http.get('/api/exchange-rate').expect(200);
    expect(res.body).toEqual({ slePerUsd: 22.5, changedAt: null });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const adminView = await t.http.get('/api/admin/exchange-rate').set('Cookie', admin).expect(200);
    expect(adminView.body).toEqual({ slePerUsd: 22.5, changedAt: null, changedBy: null });
  });

  it('refuses the admin endpoints to anonymous visitors, travellers and operators', async () => {
    await t.http.get('/api/admin/exchange-rate').expect(401);
    await setRate(undefined, { slePerUsd: 30 }).expect(401);
    await t.http.get('/api/admin/exchange-rate').set('Cookie', traveller.cookie).expect(403);
    await setRate(traveller.cookie, { slePerUsd: 30 }).expect(403);
    // An operator (a demo organisation's owner) is no admin either.
    const operator = await signIn(t, 'hotels@demo.salone.sl');
    await setRate(operator, { slePerUsd: 30 }).expect(403);
    await t.http.get('/api/admin/exchange-rate').set('Cookie', operator).expect(403);
    expect((await t.http.get('/api/exchange-rate').expect(200)).body.slePerUsd).toBe(22.5);
    expect(await rateAudits()).toEqual([]);
  });

  it.each([
    ['zero', 0],
    ['below 1', 0.99],
    ['above 1000', 1000.01],
    ['three decimals', 22.505],
    ['a string', '22.5'],
    ['nothing', undefined],
    ['null', null],
  ])('refuses %s with the bounds in words, changing nothing', async (_name, value) => {
    const res = await setRate(admin, { slePerUsd: value }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'slePerUsd', message: RATE_MESSAGE }],
    });
    expect((await t.http.get('/api/exchange-rate').expect(200)).body.slePerUsd).toBe(22.5);
    expect(await rateAudits()).toEqual([]);
  });

  it('charges a code issued after a change at the new rate, and keeps the old rate on codes issued before', async () => {
    const before = await insertBooking(43_500);
    const first = await pay(before.id, 435).expect(201);
    // $435 at 22.5 is Le 9,787.50: charged as Le 9,788 (whole leones, half up).
    expect(first.body).toMatchObject({ amountUsd: 435, amountSle: 9788, slePerUsd: 22.5 });

    const changed = await setRate(admin, { slePerUsd: 23.1 }).expect(200);
    expect(changed.body).toEqual({
      slePerUsd: 23.1,
      changedAt: expect.any(String),
      changedBy: ADMIN,
    });
    const audits = await rateAudits();
    expect(audits).toEqual([
      {
        actor_email: ADMIN,
        action: 'exchange_rate.change',
        entity_type: 'exchange_rate',
        before: { slePerUsd: 22.5 },
        after: { slePerUsd: 23.1 },
      },
    ]);
    const publicRate = await t.http.get('/api/exchange-rate').expect(200);
    expect(publicRate.body).toEqual({ slePerUsd: 23.1, changedAt: changed.body.changedAt });

    const after = await insertBooking(43_500);
    const second = await pay(after.id, 435).expect(201);
    // $435 at 23.1 is Le 10,048.50: Le 10,049.
    expect(second.body).toMatchObject({ amountUsd: 435, amountSle: 10049, slePerUsd: 23.1 });
    const [row] = await t.dataSource.query(
      'SELECT amount_sle_minor, sle_per_usd FROM payments WHERE booking_id = $1',
      [after.id],
    );
    expect(row).toEqual({ amount_sle_minor: '1004900', sle_per_usd: '23.10' });

    // The live code of the first booking keeps the rate it was issued at.
    const again = await pay(before.id, 435).expect(201);
    expect(again.body).toMatchObject({
      paymentId: first.body.paymentId,
      amountSle: 9788,
      slePerUsd: 22.5,
    });
    // The booking's own view carries the payment's rate.
    const booking = await t.http
      .get(`/api/bookings/${after.id}`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    expect(booking.body.payment).toMatchObject({ amountSle: 10049, slePerUsd: 23.1 });
  });

  it('records nothing when the same rate is set again', async () => {
    const current = (await t.http.get('/api/exchange-rate').expect(200)).body;
    const count = (await rateAudits()).length;
    const res = await setRate(admin, { slePerUsd: current.slePerUsd }).expect(200);
    expect(res.body).toMatchObject({ slePerUsd: current.slePerUsd, changedAt: current.changedAt });
    expect(await rateAudits()).toHaveLength(count);
  });
});
