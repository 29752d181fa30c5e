/**
 * An organisation's WhatsApp number (issue 30, part 4): optional, read by the one phone rule
 * and kept in E.164, changed by owners only, published on its listings' pages and its
 * bookings' pages and nowhere else.
 */
import { PHONE_MESSAGE } from '@salone/booking-rules';
import { signUp } from './support/accounts.js';
import { organisationOf, signIn } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe("an organisation's WhatsApp number", () => {
  let t: TestApp;
  let owner: string;
  let staff: string;
  let eventsOrg: number;
  let hotelsOrg: number;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000' });
    owner = await signIn(t, 'events@demo.salone.sl');
    staff = await signIn(t, 'frontdesk@demo.salone.sl');
    eventsOrg = await organisationOf(t, 'events@demo.salone.sl');
    hotelsOrg = await organisationOf(t, 'frontdesk@demo.salone.sl');
  });
  afterAll(() => t.close());

  const patch = (cookie: string, orgId: number, body: object) =>
    t.http.patch(`/api/partner/organisations/${orgId}`).set('Cookie', cookie).send(body);
  const stored = async (orgId: number) =>
    (
      await t.dataSource.query('SELECT whatsapp_number FROM organisations WHERE id = $1', [orgId])
    )[0].whatsapp_number as string | null;

  it("the sample organisations' numbers are stored in E.164 like every other number", async () => {
    const rows: { contact_phone: string; payout_number: string; whatsapp_number: string | null }[] =
      await t.dataSource.query(
        'SELECT contact_phone, payout_number, whatsapp_number FROM organisations',
      );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.contact_phone).toMatch(/^\+232\d{8}$/);
      expect(row.payout_number).toMatch(/^\+232\d{8}$/);
      if (row.whatsapp_number !== null) expect(row.whatsapp_number).toMatch(/^\+232\d{8}$/);
    }
  });

  it('is none until an owner gives one', async () => {
    const res = await t.http
      .get(`/api/partner/organisations/${eventsOrg}`)
      .set('Cookie', owner)
      .expect(200);
    expect(res.body.whatsappNumber).toBeNull();
  });

  it('refuses a number the phone rule does not read, in its words, keeping nothing', async () => {
    const res = await patch(owner, eventsOrg, { whatsappNumber: '12345' }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'whatsappNumber', message: PHONE_MESSAGE }],
    });
    expect(await stored(eventsOrg)).toBeNull();
  });

  it('refuses staff: only an owner changes the profile', async () => {
    await patch(staff, hotelsOrg, { whatsappNumber: '076 555 012' }).expect(403);
    expect(await stored(hotelsOrg)).toBeNull();
  });

  it('keeps a local number in E.164 and publishes it on the listing and the booking', async () => {
    const res = await patch(owner, eventsOrg, { whatsappNumber: '076 555 012' }).expect(200);
    expect(res.body.whatsappNumber).toBe('+23276555012');
    expect(await stored(eventsOrg)).toBe('+23276555012');
    const [audit] = await t.dataSource.query(
      `SELECT after->>'whatsappNumber' AS number FROM audit_log
        WHERE action = 'organisation.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.number).toBe('+23276555012');

    const [{ id: eventId }] = await t.dataSource.query(
      `SELECT id FROM events WHERE organisation_id = $1 AND status = 'published'
          AND coalesce(end_date, start_date) > now() ORDER BY id LIMIT 1`,
      [eventsOrg],
    );
    const detail = await t.http.get(`/api/events/${eventId}`).expect(200);
    expect(detail.body.whatsapp).toBe('+23276555012');
    // Lists carry no contact of the operator.
    const list = await t.http.get('/api/events').expect(200);
    expect(list.body.find((event: { id: number }) => event.id === eventId)).not.toHaveProperty(
      'whatsapp',
    );
    // Another operator's listing carries that operator's choice: none.
    const [{ id: hotelId }] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
      [hotelsOrg],
    );
    expect((await t.http.get(`/api/hotels/${hotelId}`).expect(200)).body.whatsapp).toBeNull();

    const traveller = await signUp(t);
    const [booking] = await t.dataSource.query(
      `INSERT INTO bookings (reference, user_id, service_type, service_id, service_name,
         customer_name, customer_email, customer_phone, guests, start_date,
         total_amount_cents, status, hold_expires_at, organisation_id)
       VALUES ('SL-WA0001', $1, 'event', $2, 'An event', 'Aminata Kamara',
         'aminata@example.com', '+23276123456', 1, now() + interval '10 days', 2000,
         'pending_payment', now() + interval '30 minutes', $3)
       RETURNING id`,
      [traveller.id, eventId, eventsOrg],
    );
    const mine = await t.http
      .get(`/api/bookings/${booking.id}`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    expect(mine.body.operator).toMatchObject({ whatsapp: '+23276555012' });
  });

  it('is removed with an empty value', async () => {
    const res = await patch(owner, eventsOrg, { whatsappNumber: '' }).expect(200);
    expect(res.body.whatsappNumber).toBeNull();
    expect(await stored(eventsOrg)).toBeNull();
  });
});
