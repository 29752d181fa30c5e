/**
 * Each member's own booking messages (issue 32, part 2), against a real SMTP server: a member
 * chooses the 'New booking' and cancellation e-mails, the 'New booking' SMS (with a verified
 * phone) and the evening digest of tomorrow's arrivals; only its own choices, only in its own
 * organisation, and the messages reach it and no member who did not choose them.
 */
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { ArrivalsDigest } from '../src/operators/arrivals-digest.js';
import { cookieOf, daysFromNow, signUp } from './support/accounts.js';
import { payBooking, roomNight, traveller } from './support/operators.js';
import { waitFor } from './support/processes.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OWNER = 'hotels@demo.salone.sl';
const STAFF = 'frontdesk@demo.salone.sl';
const STAFF_PHONE = '+23276555177';

describe("members' own booking messages: e-mail, SMS, tomorrow's arrivals", () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const cookies: Record<string, string> = {};
  let orgId: number;
  let hotel: { id: number; name: string };

  const login = async (email: string) =>
    cookieOf(
      await t.http.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200),
    );
  const preferences = (id = orgId) => `/api/partner/organisations/${id}/notification-preferences`;
  const mailTo = (address: string, subject: string): Promise<CaughtMail> =>
    waitFor(`an e-mail to ${address}: ${subject}`, () =>
      smtp.to(address).find((mail) => mail.subject === subject),
    );
  const smsTo = (to: string, reference: string) =>
    waitFor(`a 'New booking' SMS to ${to}`, async () =>
      ((await t.http.get('/api/dev/sms').query({ to }).expect(200)).body as Json[]).find(
        (m) => m.kind === 'operator_new_booking' && String(m.text).includes(reference),
      ),
    );
  /** A paid one-night stay in the hotel, `days` from now, with special requests. */
  const paidStay = async (days: number, requests: string) => {
    const guest = await signUp(t, { mail: smtp });
    const detail = (await t.http.get(`/api/hotels/${hotel.id}`).expect(200)).body;
    const created = await t.http
      .post('/api/bookings')
      .set('Cookie', guest.cookie)
      .send({
        ...roomNight(hotel.id, detail.rooms[0], daysFromNow(days), daysFromNow(days + 1)),
        metadata: { specialRequests: requests },
      })
      .expect(201);
    await payBooking(t, guest.cookie, created.body);
    return created.body as { id: string; reference: string };
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      SMS_REMINDER_SWEEP_SECONDS: '0',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://salone.example',
      OUTBOX_POLL_MS: '100',
    });
    cookies.owner = await login(OWNER);
    cookies.staff = await login(STAFF);
    cookies.otherOwner = await login('resorts@demo.salone.sl');
    [{ id: orgId }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name = 'Freetown Hospitality Group'`,
    );
    [hotel] = await t.dataSource.query(
      `SELECT id, name FROM hotels WHERE organisation_id = $1 AND status = 'published'
        ORDER BY id LIMIT 1`,
      [orgId],
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lets each member choose its own messages, on the channels its account has', async () => {
    const initial = (await t.http.get(preferences()).set('Cookie', cookies.staff).expect(200)).body;
    expect(initial).toEqual({
      bookingEmails: false,
      bookingSms: false,
      arrivalsDigest: false,
      email: STAFF,
      phone: null,
    });
    // Who may not: nobody signed in, another organisation's owner, an account of no organisation.
    await t.http.get(preferences()).expect(401);
    await t.http.put(preferences()).send({ bookingEmails: true }).expect(401);
    await t.http.get(preferences()).set('Cookie', cookies.otherOwner).expect(404);
    await t.http
      .put(preferences())
      .set('Cookie', cookies.otherOwner)
      .send({ bookingEmails: true })
      .expect(404);
    const stranger = await signUp(t, { mail: smtp });
    await t.http.get(preferences()).set('Cookie', stranger.cookie).expect(404);

    const bad = await t.http
      .put(preferences())
      .set('Cookie', cookies.staff)
      .send({ bookingSms: 'yes' })
      .expect(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'bookingSms must be true or false',
    });
    // No verified phone: no SMS.
    const noPhone = await t.http
      .put(preferences())
      .set('Cookie', cookies.staff)
      .send({ bookingEmails: true, bookingSms: true })
      .expect(409);
    expect(noPhone.body).toMatchObject({
      code: 'NO_VERIFIED_PHONE',
      message: 'Add a phone number to your account and confirm it with its SMS code to receive SMS',
    });
    // Nothing was changed by the refusal.
    expect(
      (await t.http.get(preferences()).set('Cookie', cookies.staff).expect(200)).body.bookingEmails,
    ).toBe(false);

    // The phone confirmed (as its SMS code does), SMS can be chosen.
    await t.dataSource.query(
      `UPDATE users SET phone = $2, phone_verified_at = now() WHERE email = $1`,
      [STAFF, STAFF_PHONE],
    );
    const chosen = await t.http
      .put(preferences())
      .set('Cookie', cookies.staff)
      .send({ bookingEmails: true, bookingSms: true, arrivalsDigest: true })
      .expect(200);
    expect(chosen.body).toEqual({
      bookingEmails: true,
      bookingSms: true,
      arrivalsDigest: true,
      email: STAFF,
      phone: STAFF_PHONE,
    });
    // Only what is sent changes.
    const partial = await t.http
      .put(preferences())
      .set('Cookie', cookies.staff)
      .send({ bookingSms: false })
      .expect(200);
    expect(partial.body).toMatchObject({
      bookingEmails: true,
      bookingSms: false,
      arrivalsDigest: true,
    });
    await t.http
      .put(preferences())
      .set('Cookie', cookies.staff)
      .send({ bookingSms: true })
      .expect(200);
    // The owner's own choices are its own.
    expect(
      (await t.http.get(preferences()).set('Cookie', cookies.owner).expect(200)).body,
    ).toMatchObject({ bookingEmails: false, bookingSms: false, arrivalsDigest: false });
  });

  it("sends a member who chose them the 'New booking' e-mail and SMS, and the cancellation", async () => {
    const requests = 'Cot for a baby, please';
    const booking = await paidStay(50, requests);
    const subject = `New booking: ${hotel.name} (${booking.reference})`;
    const mail = await mailTo(STAFF, subject);
    expect(mail.text).toContain(traveller.customerPhone);
    expect(mail.text).toContain(requests);
    expect(mail.text).toContain('To prepare:');
    const sms = await smsTo(STAFF_PHONE, booking.reference);
    expect(sms.text).toContain(`new booking ${booking.reference}`);

    await t.http
      .post(`/api/partner/organisations/${orgId}/bookings/${booking.id}/cancel`)
      .set('Cookie', cookies.owner)
      .send({ reason: 'The generator failed; we are sorry.' })
      .expect(200);
    await mailTo(STAFF, `Booking cancelled: ${hotel.name} (${booking.reference})`);
    // The owner did not choose them: none of this booking's e-mails reached it.
    expect(smtp.to(OWNER).filter((m) => m.subject.includes(booking.reference))).toEqual([]);
  });

  it("e-mails tomorrow's arrivals each evening, once, to the members who chose it", async () => {
    const requests = 'Late arrival ~23:00';
    const booking = await paidStay(1, requests);
    const digest = t.app.get(ArrivalsDigest);
    // An address longer than an outbox event's aggregate id may be (64): the digest still goes.
    const staff = `${'front.desk.freetown.hospitality.'.repeat(3)}team@example.com`;
    await t.dataSource.query(`UPDATE users SET email = $1 WHERE email = $2`, [staff, STAFF]);
    const now = new Date();
    const at = (hour: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, 5));
    // Not before the evening.
    expect(await digest.send(at(10))).toBe(0);
    expect(await digest.send(at(18))).toBeGreaterThanOrEqual(1);
    const subject = /^Tomorrow's arrivals at Freetown Hospitality Group: \d+$/;
    const mail = await waitFor("the staff member's digest", () =>
      smtp.to(staff).find((m) => subject.test(m.subject)),
    );
    expect(mail.text).toContain(booking.reference);
    expect(mail.text).toContain(traveller.customerName);
    expect(mail.text).toContain(traveller.customerPhone);
    expect(mail.text).toContain(requests);
    expect(mail.text).toContain('https://salone.example/partner/bookings');
    // Once a day; the owner, who did not choose it, gets none.
    expect(await digest.send(at(19))).toBe(0);
    expect(smtp.to(OWNER).some((m) => subject.test(m.subject))).toBe(false);
    expect(smtp.to(staff).filter((m) => subject.test(m.subject))).toHaveLength(1);
  });
});
