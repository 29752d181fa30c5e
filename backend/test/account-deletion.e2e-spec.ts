import { signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * 'Delete my account' erases rows of several modules (bookings, uploads, planner, operators,
 * contact, auth), each through its owner, in one transaction: when the last step fails,
 * nothing has changed.
 */
describe('deleting an account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  /** What the account's deletion changes, as the tables hold it. */
  const traces = async (userId: string) => {
    const query = (sql: string) => t.dataSource.query(sql, [userId]);
    const [user]: Json[] = await query('SELECT first_name, password_hash FROM users WHERE id = $1');
    return {
      firstName: user.first_name,
      passwordRemoved: user.password_hash === '!',
      sessions: (await query('SELECT 1 FROM sessions WHERE user_id = $1')).length,
      bookingNames: (await query('SELECT customer_name FROM bookings WHERE user_id = $1')).map(
        (row: Json) => row.customer_name,
      ),
      tripPlans: (await query('SELECT 1 FROM itineraries WHERE user_id = $1')).length,
      memberships: (await query('SELECT 1 FROM organisation_members WHERE user_id = $1')).length,
      contactMessages: (await query('SELECT 1 FROM contact_messages WHERE user_id = $1')).length,
    };
  };

  it('changes nothing when its last step fails, and everything when it succeeds', async () => {
    const { cookie, id, password } = await signUp(t);
    const events: Json[] = (await t.http.get('/api/events')).body;
    const event = events.at(-1)!;
    const category = event.ticketCategories[0];
    const booking = await t.http
      .post('/api/bookings')
      .set('Cookie', cookie)
      .send({
        serviceType: 'event',
        serviceId: event.id,
        customerName: 'Isatu Koroma',
        customerEmail: 'isatu@example.com',
        customerPhone: '+232 77 123 456',
        guests: 1,
        startDate: event.startDate.slice(0, 10),
        totalAmount: category.price,
        metadata: { ticketCategory: category.name },
      })
      .expect(201);
    await t.dataSource.query(
      `UPDATE bookings SET status = 'confirmed', confirmed_at = now(), hold_expires_at = NULL WHERE id = $1`,
      [booking.body.id],
    );
    await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookie)
      .send({ budget: '500-1000', duration: '1-3-days', interests: ['beaches'] })
      .expect(201);
    await t.http
      .post('/api/contact')
      .set('Cookie', cookie)
      .send({
        name: 'Isatu Koroma',
        email: 'isatu@example.com',
        subject: 'Airport transfer',
        message: 'We land at Lungi on 12 December. Can you arrange the water taxi?',
      })
      .expect(201);
    const [{ id: organisationId }] = await t.dataSource.query(
      `SELECT id FROM organisations ORDER BY id LIMIT 1`,
    );
    await t.dataSource.query(
      `INSERT INTO organisation_members (organisation_id, user_id, role) VALUES ($1, $2, 'staff')`,
      [organisationId, id],
    );
    const before = await traces(id);
    expect(before).toEqual({
      firstName: expect.any(String),
      passwordRemoved: false,
      sessions: 1,
      bookingNames: ['Isatu Koroma'],
      tripPlans: 1,
      memberships: 1,
      contactMessages: 1,
    });

    // The account row is the last thing erased: refuse it, and the whole deletion rolls back.
    await t.dataSource.query(`
      CREATE FUNCTION refuse_account_erasure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.password_hash = '!' THEN RAISE EXCEPTION 'account erasure refused'; END IF;
        RETURN NEW;
      END $$`);
    await t.dataSource.query(
      `CREATE TRIGGER refuse_account_erasure BEFORE UPDATE ON users
         FOR EACH ROW EXECUTE FUNCTION refuse_account_erasure()`,
    );
    const failed = await t.http
      .post('/api/account/delete')
      .set('Cookie', cookie)
      .send({ password });
    expect(failed.status).toBe(500);
    expect(await traces(id)).toEqual(before);
    await t.http.get('/api/auth/user').set('Cookie', cookie).expect(200);

    await t.dataSource.query('DROP TRIGGER refuse_account_erasure ON users');
    await t.http.post('/api/account/delete').set('Cookie', cookie).send({ password }).expect(200);
    expect(await traces(id)).toEqual({
      firstName: 'Deleted account',
      passwordRemoved: true,
      sessions: 0,
      bookingNames: ['Deleted account'],
      tripPlans: 0,
      memberships: 0,
      contactMessages: 0,
    });
  });
});
