/**
 * The booking SMS (issue 30, part 3): "booking received" with the USSD code and the amount in
 * leones, "confirmed", "cancelled", the reminder of the day before, and "new booking" for an
 * operator that chose SMS; each in the language of the account (the `salone_lang` cookie when
 * it signed up, signed in or booked), read from the development SMS inbox.
 */
import { toLeones } from '@salone/booking-rules';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { BookingReminders } from '../src/bookings/booking-reminders.js';
import { cookieOf, TRAVELLER_PASSWORD, verifyAddress } from './support/accounts.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('booking SMS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      SLE_PER_USD: '22.5',
      OUTBOX_POLL_MS: '100',
      SMS_REMINDER_SWEEP_SECONDS: '0',
    });
  }, 120_000);
  afterAll(() => t?.close());

  const inbox = async (to: string): Promise<Json[]> =>
    (await t.http.get('/api/dev/sms').query({ to }).expect(200)).body;
  const waitForSms = (to: string, kind: string, count = 1) =>
    waitFor(`${count} "${kind}" SMS to ${to}`, async () => {
      const all = (await inbox(to)).filter((m) => m.kind === kind);
      return all.length >= count ? all[0] : undefined;
    });
  const localeOf = async (email: string) =>
    (await t.dataSource.query(`SELECT locale FROM users WHERE email = $1`, [email]))[0].locale;

  let counter = 0;
  /** A verified account, signed up (and signed in) with the `salone_lang` cookie given. */
  const account = async (lang?: string) => {
    counter += 1;
    const email = `sms.${process.pid}.${counter}@example.com`;
    const register = t.http.post('/api/auth/register');
    if (lang) register.set('Cookie', `salone_lang=${lang}`);
    await register
      .send({ firstName: 'Mariama', lastName: 'Bangura', email, password: TRAVELLER_PASSWORD })
      .expect(201);
    await verifyAddress(t, email);
    const login = t.http.post('/api/auth/login');
    if (lang) login.set('Cookie', `salone_lang=${lang}`);
    const res = await login.send({ email, password: TRAVELLER_PASSWORD }).expect(200);
    return { email, cookie: cookieOf(res) };
  };

  const bookTour = async (
    cookie: string,
    phone: string,
    days = 40,
    lang?: string,
    title?: string,
  ) => {
    const tours: Json[] = (await t.http.get('/api/tours')).body;
    const tour = title ? tours.find((one) => one.title === title)! : tours[2];
    const startDate = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const booking = (
      await t.http
        .post('/api/bookings')
        .set('Cookie', lang ? `${cookie}; salone_lang=${lang}` : cookie)
        .send({
          serviceType: 'tour',
          serviceId: tour.id,
          customerName: 'Mariama Bangura',
          customerEmail: 'mariama@example.com',
          customerPhone: phone,
          guests: 1,
          startDate,
          totalAmount: tour.price,
          metadata: {
            tourType: 'shared',
            preferredLanguage: 'Krio',
            pricePerPerson: tour.price,
            tourTitle: tour.title,
            participants: [{ name: 'Mariama Bangura', phone, email: 'mariama@example.com' }],
          },
        })
        .expect(201)
    ).body;
    const payment = (
      await t.http
        .post('/api/payments/monime')
        .set('Cookie', cookie)
        .send({
          bookingId: booking.id,
          amount: booking.totalAmount,
          customerName: 'Mariama Bangura',
          customerPhone: phone,
          description: `Tour: ${tour.title}`,
        })
        .expect(201)
    ).body;
    return { tour, booking, payment };
  };
  const pay = (cookie: string, paymentId: string) =>
    t.http.post(`/api/payments/sandbox/${paymentId}/complete`).set('Cookie', cookie).expect(200);

  it('sends "received" with the USSD code and leones, then "confirmed", in Krio', async () => {
    const traveller = await account('kri');
    expect(await localeOf(traveller.email)).toBe('kri');
    const { tour, booking, payment } = await bookTour(traveller.cookie, '076 555 101');
    const received = await waitForSms('+23276555101', 'booking_received');
    // Whole leones at the rate in force, by the one rule of every leone amount
    // (docs/decisions/leones-rounded-to-whole-leone.md).
    const leones = toLeones(Math.round(booking.totalAmount * 100), 22.5);
    expect(payment.amountSle).toBe(leones);
    const amount = leones.toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(received.text).toContain(payment.ussdCode);
    expect(received.text).toContain(`SLE ${amount}`);
    expect(received.text).toMatch(new RegExp(`^Salone: Wi gɛt yu bukin ${booking.reference}, `));
    expect(received.text).toContain(tour.title.slice(0, 20));

    await pay(traveller.cookie, payment.paymentId);
    const confirmed = await waitForSms('+23276555101', 'booking_confirmed');
    expect(confirmed.text).toMatch(
      new RegExp(
        // The day and the tour's start time (issue 31: service times everywhere).
        `^Salone: Wi dɔn kɔnfam yu bukin ${booking.reference}\\. .+, \\d{1,2} \\S+ \\d{2}:\\d{2}\\. Tɛnki!$`,
      ),
    );
  });

  it('writes in English without a cookie, and in the language of the last sign-in or booking', async () => {
    const traveller = await account();
    expect(await localeOf(traveller.email)).toBe('en');
    // A language the product does not have changes nothing.
    await t.http
      .post('/api/auth/login')
      .set('Cookie', 'salone_lang=de')
      .send({ email: traveller.email, password: TRAVELLER_PASSWORD })
      .expect(200);
    expect(await localeOf(traveller.email)).toBe('en');
    await t.http
      .post('/api/auth/login')
      .set('Cookie', 'salone_lang=fr')
      .send({ email: traveller.email, password: TRAVELLER_PASSWORD })
      .expect(200);
    expect(await localeOf(traveller.email)).toBe('fr');
    // Booking with another language chosen: the account's SMS follow it.
    const { booking, payment } = await bookTour(traveller.cookie, '+232 76 555 102', 41, 'en');
    expect(await localeOf(traveller.email)).toBe('en');
    const received = await waitForSms('+23276555102', 'booking_received');
    expect(received.text).toContain(payment.ussdCode);
    expect(received.text).toContain(booking.reference);
    expect(received.text).toMatch(
      /^Salone: booking SL-\w+ received, .+\. To pay SLE [\d,]+\.\d\d, dial /,
    );
  });

  it('tells a cancelled booking, with the refund when it was paid', async () => {
    const traveller = await account('fr');
    const { booking, payment } = await bookTour(traveller.cookie, '076 555 103', 42);
    await pay(traveller.cookie, payment.paymentId);
    await waitForSms('+23276555103', 'booking_confirmed');
    await t.http
      .post(`/api/bookings/${booking.id}/cancel`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    const cancelled = await waitForSms('+23276555103', 'booking_cancelled');
    expect(cancelled.text).toMatch(
      new RegExp(
        `^Salone : réservation ${booking.reference} \\(.+\\) annulée\\. Vous serez remboursé\\.$`,
      ),
    );
  });

  it('sends "new booking" to an operator that chose SMS, and only then', async () => {
    const tour = (await t.http.get('/api/tours')).body[2];
    const [org] = await t.dataSource.query(
      `SELECT o.id, o.contact_phone FROM tours l JOIN organisations o ON o.id = l.organisation_id
        WHERE l.id = $1`,
      [tour.id],
    );
    const [owner] = await t.dataSource.query(
      `SELECT u.email FROM organisation_members m JOIN users u ON u.id = m.user_id
        WHERE m.organisation_id = $1 AND m.role = 'owner' LIMIT 1`,
      [org.id],
    );
    const login = async (email: string, password = DEMO_PASSWORD) =>
      cookieOf(await t.http.post('/api/auth/login').send({ email, password }).expect(200));
    const ownerCookie = await login(owner.email);
    const before = (await inbox(org.contact_phone)).length;

    // Not chosen: nothing for the operator.
    const first = await account();
    const quiet = await bookTour(first.cookie, '076 555 104', 43);
    await pay(first.cookie, quiet.payment.paymentId);
    await waitForSms('+23276555104', 'booking_confirmed');

    // Only an owner of the organisation may choose it.
    await t.http
      .patch(`/api/partner/organisations/${org.id}`)
      .set('Cookie', first.cookie)
      .send({ smsBookingAlerts: true })
      .expect(404);
    const bad = await t.http
      .patch(`/api/partner/organisations/${org.id}`)
      .set('Cookie', ownerCookie)
      .send({ smsBookingAlerts: 'yes' })
      .expect(400);
    expect(bad.body.message).toBe('SMS booking alerts must be true or false');
    const chosen = await t.http
      .patch(`/api/partner/organisations/${org.id}`)
      .set('Cookie', ownerCookie)
      .send({ smsBookingAlerts: true })
      .expect(200);
    expect(chosen.body.smsBookingAlerts).toBe(true);

    const second = await account();
    const loud = await bookTour(second.cookie, '076 555 105', 44);
    await pay(second.cookie, loud.payment.paymentId);
    const alert = await waitForSms(org.contact_phone, 'operator_new_booking', before + 1);
    expect(alert.text).toMatch(
      new RegExp(
        `^Salone: new booking ${loud.booking.reference}: .+, \\d{1,2} \\w{3}, 1 guest, Mariama Bangura\\.$`,
      ),
    );
    // The first booking, confirmed before the choice, never reached the operator's phone.
    expect((await inbox(org.contact_phone)).map((m) => m.text).join('\n')).not.toContain(
      quiet.booking.reference,
    );
    await t.http
      .patch(`/api/partner/organisations/${org.id}`)
      .set('Cookie', ownerCookie)
      .send({ smsBookingAlerts: false })
      .expect(200);
  });

  it('reminds the day before, once, with the tour pickup time and place, in daytime only', async () => {
    const traveller = await account('kri');
    // Its first day starts with "08:00 pickup from your Freetown hotel".
    const { booking, payment } = await bookTour(
      traveller.cookie,
      '076 555 106',
      45,
      undefined,
      'Tacugama Chimpanzee Sanctuary Visit',
    );
    await pay(traveller.cookie, payment.paymentId);
    await waitForSms('+23276555106', 'booking_confirmed');
    const reminders = t.app.get(BookingReminders);
    const now = new Date();
    const at = (hour: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, 0));
    // The booking now starts tomorrow.
    await t.dataSource.query(`UPDATE bookings SET start_date = $2 WHERE id = $1`, [
      booking.id,
      new Date(at(0).getTime() + 86_400_000),
    ]);
    expect(await reminders.remind(at(22))).toBe(0);
    expect(await reminders.remind(at(10))).toBeGreaterThanOrEqual(1);
    expect(await reminders.remind(at(11))).toBe(0);
    const reminder = await waitForSms('+23276555106', 'booking_reminder');
    expect(reminder.text).toBe(
      `Salone: Tacugama Chimpanzee Sanctua... na tumara. Pikɔp 08:00, your Freetown hotel. Bukin ${booking.reference}.`,
    );
    expect((await inbox('+23276555106')).filter((m) => m.kind === 'booking_reminder')).toHaveLength(
      1,
    );
  });
});
