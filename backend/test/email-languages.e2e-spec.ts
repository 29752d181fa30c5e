/**
 * The traveller's e-mails in the language of the account (the `salone_lang` cookie when it
 * signed up, signed in or booked), English when it has none; the operator's stay English. Read
 * from the development mailbox.
 */
import { cookieOf, TRAVELLER_PASSWORD, verifyAddress } from './support/accounts.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("e-mails in the account's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', OUTBOX_POLL_MS: '100' });
  }, 120_000);
  afterAll(() => t?.close());

  const mailTo = (to: string, subject: RegExp) =>
    waitFor(`an e-mail to ${to} matching ${subject}`, async () => {
      const mails: Json[] = (await t.http.get('/api/dev/mailbox').query({ to }).expect(200)).body;
      return mails.find((mail) => subject.test(mail.subject));
    });

  let counter = 0;
  /** A verified account, signed up and signed in with the `salone_lang` cookie given. */
  const account = async (lang?: string) => {
    counter += 1;
    const email = `mail.${process.pid}.${counter}@example.com`;
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

  /** Books and pays a tour for `traveller`, the booking's contact address being the account's. */
  const bookAndPay = async (traveller: { email: string; cookie: string }) => {
    const tours: Json[] = (await t.http.get('/api/tours')).body;
    const tour = tours[2];
    const startDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const booking = (
      await t.http
        .post('/api/bookings')
        .set('Cookie', traveller.cookie)
        .send({
          serviceType: 'tour',
          serviceId: tour.id,
          customerName: 'Mariama Bangura',
          customerEmail: traveller.email,
          customerPhone: '076 555 301',
          guests: 1,
          startDate,
          totalAmount: tour.price,
          metadata: {
            tourType: 'shared',
            preferredLanguage: 'Krio',
            pricePerPerson: tour.price,
            tourTitle: tour.title,
            participants: [
              { name: 'Mariama Bangura', phone: '076 555 301', email: traveller.email },
            ],
          },
        })
        .expect(201)
    ).body;
    const payment = (
      await t.http
        .post('/api/payments/monime')
        .set('Cookie', traveller.cookie)
        .send({
          bookingId: booking.id,
          amount: booking.totalAmount,
          customerName: 'Mariama Bangura',
          customerPhone: '076 555 301',
          description: `Tour: ${tour.title}`,
        })
        .expect(201)
    ).body;
    await t.http
      .post(`/api/payments/sandbox/${payment.paymentId}/complete`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    return { tour, booking };
  };

  it('verifies the address and confirms the booking of a Krio account in Krio', async () => {
    const traveller = await account('kri');
    const verify = await mailTo(traveller.email, /^Kɔnfam yu imel adrɛs$/);
    expect(verify.text).toContain('Kushɛ Mariama,');

    const { tour, booking } = await bookAndPay(traveller);
    const received = await mailTo(traveller.email, /^Wi gɛt yu bukin: /);
    expect(received.subject).toBe(`Wi gɛt yu bukin: ${tour.title} (${booking.reference})`);
    const confirmed = await mailTo(traveller.email, /^Wi dɔn kɔnfam yu bukin: /);
    expect(confirmed.subject).toBe(`Wi dɔn kɔnfam yu bukin: ${tour.title} (${booking.reference})`);
    expect(confirmed.text).toContain('Kushɛ Mariama Bangura,');
    expect(confirmed.text).toContain(
      `Tɛnki: wi dɔn gɛt yu pemɛnt ɛn wi dɔn kɔnfam yu bukin ${booking.reference}.`,
    );
    expect(confirmed.text).toMatch(new RegExp(`Bukin rɛfrɛns: +${booking.reference}\n`));
    expect(confirmed.text).not.toContain('Hello ');
    expect(confirmed.html).toContain('<html lang="kri">');
  });

  it('confirms the booking of an account without a language in English', async () => {
    const traveller = await account();
    const { tour, booking } = await bookAndPay(traveller);
    const confirmed = await mailTo(traveller.email, /^Booking confirmed: /);
    expect(confirmed.subject).toBe(`Booking confirmed: ${tour.title} (${booking.reference})`);
    expect(confirmed.text).toContain('Hello Mariama Bangura,');
    expect(confirmed.html).toContain('<html lang="en">');
  });
});
