import { AdminService } from '../src/admin/admin.service.js';
import { AuditService } from '../src/audit/index.js';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { signUp, verifyAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('organisations, admins and listing visibility', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'First.Admin@example.com, second@example.com' });
  });
  afterAll(() => t.close());

  it('owns every sample listing by one of six approved demo organisations, all published', async () => {
    const organisations = await t.dataSource.query(
      `SELECT name, status FROM organisations ORDER BY id`,
    );
    expect(organisations).toHaveLength(6);
    expect(organisations.every((o: { status: string }) => o.status === 'approved')).toBe(true);
    for (const table of ['hotels', 'events', 'cars', 'tours', 'properties']) {
      const [row] = await t.dataSource.query(
        `SELECT count(*)::int AS n, count(DISTINCT organisation_id)::int AS owners,
                bool_and(status = 'published') AS published FROM ${table}
          ${table === 'properties' ? 'WHERE is_active' : ''}`,
      );
      expect(row.n).toBeGreaterThan(0);
      expect(row.published).toBe(true);
      expect(row.owners).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives sample room types realistic unit counts', async () => {
    const rooms: { room_type: string; units: number }[] = await t.dataSource.query(
      `SELECT room_type, units FROM rooms`,
    );
    expect(rooms.some((room) => room.units >= 10)).toBe(true);
    for (const room of rooms.filter((r) => /suite|villa/i.test(r.room_type))) {
      expect(room.units).toBeLessThanOrEqual(4);
    }
  });

  it('makes an ADMIN_EMAILS address an admin once verified, and no one else', async () => {
    const password = 'kroo-bay-9';
    await t.http
      .post('/api/auth/register')
      .send({ firstName: 'Ade', lastName: 'Min', email: 'first.admin@EXAMPLE.com', password })
      .expect(201);
    // Whoever typed the address may not own it: nothing is granted before the link is followed.
    const [before] = await t.dataSource.query(
      `SELECT is_admin FROM users WHERE lower(email) = 'first.admin@example.com'`,
    );
    expect(before.is_admin).toBe(false);
    await t.http
      .post('/api/auth/login')
      .send({ email: 'first.admin@example.com', password })
      .expect(200);
    const [signedIn] = await t.dataSource.query(
      `SELECT is_admin FROM users WHERE lower(email) = 'first.admin@example.com'`,
    );
    expect(signedIn.is_admin).toBe(false);
    await verifyAddress(t, 'first.admin@example.com');
    const plain = await signUp(t);
    const rows = await t.dataSource.query(
      `SELECT lower(email) AS email, is_admin FROM users WHERE lower(email) IN ($1, $2)`,
      ['first.admin@example.com', plain.email.toLowerCase()],
    );
    expect(
      Object.fromEntries(
        rows.map((r: { email: string; is_admin: boolean }) => [r.email, r.is_admin]),
      ),
    ).toEqual({
      'first.admin@example.com': true,
      [plain.email.toLowerCase()]: false,
    });
  });

  it('makes an existing account with an ADMIN_EMAILS address an admin when it signs in', async () => {
    const password = 'kroo-bay-9';
    await t.http
      .post('/api/auth/register')
      .send({ firstName: 'Sec', lastName: 'Ond', email: 'second@example.com', password })
      .expect(201);
    await verifyAddress(t, 'second@example.com');
    await t.dataSource.query(
      `UPDATE users SET is_admin = false WHERE email = 'second@example.com'`,
    );
    await t.http
      .post('/api/auth/login')
      .send({ email: 'second@example.com', password })
      .expect(200);
    const [row] = await t.dataSource.query(
      `SELECT is_admin FROM users WHERE email = 'second@example.com'`,
    );
    expect(row.is_admin).toBe(true);
  });

  it('grants admin to an existing account from the admin:grant script, once, audited', async () => {
    const account = await signUp(t);
    const admin = t.app.get(AdminService);
    await expect(admin.grantAdmin('nobody@example.com')).rejects.toThrow(
      'No account has this e-mail address; sign up first',
    );
    expect(await admin.grantAdmin(account.email.toUpperCase())).toEqual({
      email: account.email,
      changed: true,
    });
    expect(await admin.grantAdmin(account.email)).toEqual({ email: account.email, changed: false });
    await t.http.get('/api/admin/audit-log').set('Cookie', account.cookie).expect(200);
    const rows = await t.dataSource.query(
      `SELECT actor_role FROM audit_log WHERE action = 'user.grant_admin' AND entity_id = $1`,
      [account.id],
    );
    expect(rows).toEqual([{ actor_role: 'system' }]);
  });

  it('lets the demo accounts sign in outside production', async () => {
    await t.http
      .post('/api/auth/login')
      .send({ email: 'admin@demo.salone.sl', password: DEMO_PASSWORD })
      .expect(200);
  });

  it('hides a listing that is not published, or whose organisation is not approved, with a 404', async () => {
    const { body: hotels } = await t.http.get('/api/hotels').expect(200);
    const hotel = hotels[0];
    await t.http.get(`/api/hotels/${hotel.id}`).expect(200);

    await t.dataSource.query(`UPDATE hotels SET status = 'unpublished' WHERE id = $1`, [hotel.id]);
    await t.http.get(`/api/hotels/${hotel.id}`).expect(404);
    const { body: after } = await t.http.get('/api/hotels').expect(200);
    expect(after.map((h: { id: number }) => h.id)).not.toContain(hotel.id);
    await t.dataSource.query(`UPDATE hotels SET status = 'published' WHERE id = $1`, [hotel.id]);

    const { body: cars } = await t.http.get('/api/cars').expect(200);
    const [{ organisation_id: owner }] = await t.dataSource.query(
      `SELECT organisation_id FROM cars WHERE id = $1`,
      [cars[0].id],
    );
    await t.dataSource.query(`UPDATE organisations SET status = 'suspended' WHERE id = $1`, [
      owner,
    ]);
    await t.http.get(`/api/cars/${cars[0].id}`).expect(404);
    const { body: none } = await t.http.get('/api/cars').expect(200);
    expect(none).toEqual([]);
    await t.dataSource.query(`UPDATE organisations SET status = 'approved' WHERE id = $1`, [owner]);
    await t.http.get(`/api/cars/${cars[0].id}`).expect(200);
  });

  it('writes an audit entry in the transaction of the change, and not when it rolls back', async () => {
    const audit = t.app.get(AuditService);
    const actor = { id: null, email: 'system', role: 'system' as const };
    await t.dataSource.transaction((manager) =>
      audit.record(
        manager,
        actor,
        'test.kept',
        { type: 'hotel', id: 1, organisationId: 1 },
        { a: 1 },
        { a: 2 },
      ),
    );
    await expect(
      t.dataSource.transaction(async (manager) => {
        await audit.record(
          manager,
          actor,
          'test.rolled_back',
          { type: 'hotel', id: 1 },
          null,
          null,
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await t.dataSource.query(
      `SELECT action, before, after FROM audit_log WHERE action LIKE 'test.%'`,
    );
    expect(rows).toEqual([{ action: 'test.kept', before: { a: 1 }, after: { a: 2 } }]);
  });
});

describe('demo accounts in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      METRICS_TOKEN: 'metrics-token-0123456789',
      PAYMENTS_SANDBOX: 'true',
      MAIL_DISABLED: 'true',
    });
  });
  afterAll(() => t.close());

  it('are not created, and cannot be registered or used', async () => {
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@demo.salone.sl'`,
    );
    expect(n).toBe(0);
    const { body } = await t.http
      .post('/api/auth/register')
      .send({
        firstName: 'Ami',
        lastName: 'Nata',
        email: 'admin@demo.salone.sl',
        password: DEMO_PASSWORD,
      })
      .expect(403);
    expect(body.message).toBe('Sample accounts cannot be used on this site');
  });
});
