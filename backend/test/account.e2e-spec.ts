import { signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PASSWORD = 'river-no-2';

/** 'Download my data' and 'Delete my account'. */
describe('your data', () => {
  let t: TestApp;
  let events: Json[];

  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000' });
    events = (await t.http.get('/api/events')).body;
  });
  afterAll(() => t.close());

  const bookTickets = (cookie: string, quantity = 1) => {
    const event = events.at(-1)!;
    const category = event.ticketCategories[0];
    return t.http
      .post('/api/bookings')
      .set('Cookie', cookie)
      .send({
        serviceType: 'event',
        serviceId: event.id,
        customerName: 'Isatu Koroma',
        customerEmail: 'isatu@example.com',
        customerPhone: '+232 77 123 456',
        guests: quantity,
        startDate: event.startDate.slice(0, 10),
        totalAmount: quantity * category.price,
        metadata: { ticketCategory: category.name, specialRequests: 'Seat near Isatu Koroma' },
      })
      .expect(201);
  };

  const signIn = async (email: string) => {
    const res = await t.http.post('/api/auth/login').send({ email, password: PASSWORD });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith('salone_session='));
    return { status: res.status, cookie: cookie?.split(';')[0] };
  };

  it('downloads the account, its bookings and its trip plans as one JSON file', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const booking = await bookTickets(alice.cookie, 2);
    await bookTickets(bob.cookie);
    await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', alice.cookie)
      .send({ budget: '500-1000', duration: '1-3-days', interests: ['beaches'] })
      .expect(201);

    const res = await t.http.get('/api/account/export').set('Cookie', alice.cookie).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="salone-my-data.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      exportedAt: expect.any(String),
      account: { id: alice.id, email: alice.email, firstName: 'Fatu', lastName: 'Conteh' },
    });
    expect(res.body.bookings.map((b: Json) => b.id)).toEqual([booking.body.id]);
    expect(res.body.bookings[0]).toMatchObject({ guests: 2, customerName: 'Isatu Koroma' });
    expect(res.body.tripPlans).toHaveLength(1);
    expect(res.body.tripPlans[0].dailyPlan.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
    expect(JSON.stringify(res.body)).not.toContain('$argon2');

    // Bob's file has only Bob's booking.
    const theirs = await t.http.get('/api/account/export').set('Cookie', bob.cookie).expect(200);
    expect(theirs.body.account.id).toBe(bob.id);
    expect(theirs.body.bookings).toHaveLength(1);
    expect(theirs.body.bookings[0].id).not.toBe(booking.body.id);
    expect(theirs.body.tripPlans).toEqual([]);
  });

  it('needs a session for both', async () => {
    const refused = await t.http.get('/api/account/export').expect(401);
    expect(refused.body.message).toBe('Please sign in to continue');
    await t.http.post('/api/account/delete').send({ password: PASSWORD }).expect(401);
  });

  it('deletes an account only with its password', async () => {
    const { cookie } = await signUp(t);
    const wrong = await t.http
      .post('/api/account/delete')
      .set('Cookie', cookie)
      .send({ password: 'not-my-password' })
      .expect(403);
    expect(wrong.body.message).toBe('The password is not correct');
    const missing = await t.http
      .post('/api/account/delete')
      .set('Cookie', cookie)
      .send({})
      .expect(400);
    expect(missing.body.message).toBe('Please enter your password to delete your account');
    await t.http.get('/api/auth/user').set('Cookie', cookie).expect(200);
  });

  it('signs out everywhere, anonymises the bookings for the operators and frees the address', async () => {
    const { cookie, email, id } = await signUp(t);
    const second = await signIn(email);
    expect(second.status).toBe(200);
    const paid = await bookTickets(cookie);
    await t.dataSource.query(
      `UPDATE bookings SET status = 'confirmed', confirmed_at = now(), hold_expires_at = NULL WHERE id = $1`,
      [paid.body.id],
    );
    const unpaid = await bookTickets(cookie, 3);
    const [{ sold: soldBefore }] = await t.dataSource.query(
      'SELECT sold FROM event_ticket_categories WHERE id = (SELECT ticket_category_id FROM bookings WHERE id = $1)',
      [unpaid.body.id],
    );

    const res = await t.http
      .post('/api/account/delete')
      .set('Cookie', cookie)
      .send({ password: PASSWORD })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(String(res.headers['set-cookie'])).toMatch(/salone_session=;/);

    // Every session has ended, this one and the other device's.
    await t.http.get('/api/auth/user').set('Cookie', cookie).expect(401);
    await t.http.get('/api/auth/user').set('Cookie', second.cookie!).expect(401);
    expect((await signIn(email)).status).toBe(401);

    // The bookings stay, without the traveller's details; the unpaid one released its tickets.
    const rows: Json[] = await t.dataSource.query(
      `SELECT id, status, customer_name, customer_email, customer_phone, metadata
         FROM bookings WHERE user_id = $1 ORDER BY created_at`,
      [id],
    );
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [paid.body.id, 'confirmed'],
      [unpaid.body.id, 'cancelled'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        customer_name: 'Deleted account',
        customer_email: 'deleted@deleted.invalid',
        customer_phone: '',
      });
      expect(row.metadata.specialRequests).toBeUndefined();
    }
    const [{ sold: soldAfter }] = await t.dataSource.query(
      'SELECT sold FROM event_ticket_categories WHERE id = (SELECT ticket_category_id FROM bookings WHERE id = $1)',
      [unpaid.body.id],
    );
    expect(soldAfter).toBe(soldBefore - 3);
    const [user] = await t.dataSource.query('SELECT first_name, email FROM users WHERE id = $1', [
      id,
    ]);
    expect(user.first_name).toBe('Deleted account');
    expect(user.email).not.toContain(email);

    // The address may make a new account.
    await t.http
      .post('/api/auth/register')
      .send({ firstName: 'Fatu', lastName: 'Conteh', email, password: PASSWORD })
      .expect(201);
  });

  it('refuses to delete the account of an organisation owner', async () => {
    const { cookie, id } = await signUp(t);
    const [{ id: organisationId }] = await t.dataSource.query(
      'SELECT id FROM organisations ORDER BY id LIMIT 1',
    );
    await t.dataSource.query(
      `INSERT INTO organisation_members (organisation_id, user_id, role) VALUES ($1, $2, 'owner')`,
      [organisationId, id],
    );
    const res = await t.http
      .post('/api/account/delete')
      .set('Cookie', cookie)
      .send({ password: PASSWORD })
      .expect(409);
    expect(res.body.message).toBe(
      'You own an operator organisation. Please hand it to another owner before deleting your account.',
    );
    await t.http.get('/api/auth/user').set('Cookie', cookie).expect(200);
  });
});
