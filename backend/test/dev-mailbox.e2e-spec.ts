/**
 * Issue 14, done means 1-2, on the app as `npm start` runs it without SMTP: a traveller books
 * and reads "booking received" in the development mailbox; the sandbox payment completes and
 * "confirmed" arrives with its calendar file, and the operator reads "new booking". The
 * mailbox does not exist in production, nor for a client on another machine (issue 30).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { signUp } from './support/accounts.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What Nest answers for a path it has no route for. */
const NO_ROUTE = {
  statusCode: 404,
  error: 'Not Found',
  code: 'NOT_FOUND',
  message: 'No route for GET /api/dev/mailbox',
};

/** An address of this machine that is not loopback (eth0's), if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      SLE_PER_USD: '22.5',
      OUTBOX_POLL_MS: '200',
    });
  }, 120_000);
  afterAll(() => t?.close());

  const mailbox = async (to: string): Promise<Json[]> =>
    (await t.http.get('/api/dev/mailbox').query({ to }).expect(200)).body;

  it('holds "booking received", then "confirmed" with the .ics and the operator\'s "new booking"', async () => {
    const traveller = await signUp(t);
    const tour = (await t.http.get('/api/tours')).body[2];
    const customer = {
      customerName: 'Ibrahim Kamara',
      customerEmail: 'ibrahim.kamara@example.com',
      customerPhone: '+232 76 555 010',
    };
    const startDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const booking = (
      await t.http
        .post('/api/bookings')
        .set('Cookie', traveller.cookie)
        .send({
          serviceType: 'tour',
          serviceId: tour.id,
          ...customer,
          guests: 1,
          startDate,
          totalAmount: tour.price,
          metadata: {
            tourType: 'shared',
            preferredLanguage: 'English',
            pricePerPerson: tour.price,
            tourTitle: tour.title,
            participants: [
              {
                name: customer.customerName,
                phone: customer.customerPhone,
                email: customer.customerEmail,
              },
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
          customerName: customer.customerName,
          customerPhone: customer.customerPhone,
          description: `Tour: ${tour.title}`,
        })
        .expect(201)
    ).body;

    const [received] = await waitFor('"booking received" in the mailbox', async () => {
      const messages = await mailbox(customer.customerEmail);
      return messages.length > 0 ? messages : undefined;
    });
    expect(received).toMatchObject({
      to: customer.customerEmail,
      subject: `Booking received: ${tour.title} (${booking.reference})`,
      attachments: [],
    });
    expect(received.text).toContain(payment.ussdCode);
    expect(received.html).toContain(payment.ussdCode);
    expect(Date.parse(received.sentAt)).not.toBeNaN();
    // The address is matched whatever its case.
    expect(await mailbox(customer.customerEmail.toUpperCase())).toHaveLength(1);

    await t.http
      .post(`/api/payments/sandbox/${payment.paymentId}/complete`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    const messages = await waitFor('"confirmed" in the mailbox', async () => {
      const all = await mailbox(customer.customerEmail);
      return all.length === 2 ? all : undefined;
    });
    // Newest first.
    expect(messages.map((m) => m.subject)).toEqual([
      `Booking confirmed: ${tour.title} (${booking.reference})`,
      `Booking received: ${tour.title} (${booking.reference})`,
    ]);
    expect(messages[0].attachments).toEqual([`${booking.reference}.ics`]);

    const [{ contact_email: operatorEmail }] = await t.dataSource.query(
      `SELECT o.contact_email FROM tours l JOIN organisations o ON o.id = l.organisation_id
        WHERE l.id = $1`,
      [tour.id],
    );
    const operator = await waitFor('"new booking" for the operator', async () => {
      const all = await mailbox(operatorEmail);
      return all.find((m) => m.subject === `New booking: ${tour.title} (${booking.reference})`);
    });
    expect(operator.text).toContain(customer.customerName);
    // The account that booked reads both messages too (after the link that verified it).
    expect((await mailbox(traveller.email)).map((m) => m.subject)).toEqual([
      ...messages.map((m) => m.subject),
      'Verify your e-mail address',
    ]);
  });

  it('tells the admins of a new operator application', async () => {
    const applicant = await signUp(t);
    await t.http
      .post('/api/operators')
      .set('Cookie', applicant.cookie)
      .send({
        name: 'Kabala Hills Guesthouse',
        serviceKinds: ['hotel'],
        contactPhone: '+232 76 555 010',
        contactEmail: 'stay@kabala.example',
        registrationNumber: 'SL-BRS-2026-00102',
        payoutNumber: '+232 76 555 011',
      })
      .expect(201);
    const mail = await waitFor('the application e-mail to the demo admin', async () =>
      (await mailbox('admin@demo.salone.sl')).find(
        (m) => m.subject === 'New operator application: Kabala Hills Guesthouse',
      ),
    );
    expect(mail.text).toContain(applicant.email);
    expect(mail.text).toContain('stay@kabala.example');
    // Nobody else hears of it: not the applicant (who only had the link to verify the
    // address), not the organisation's own address.
    expect((await mailbox(applicant.email)).map((m) => m.subject)).toEqual([
      'Verify your e-mail address',
    ]);
    expect(await mailbox('stay@kabala.example')).toEqual([]);
  });

  it('refuses an address that is not one', async () => {
    const res = await t.http.get('/api/dev/mailbox').query({ to: 'nobody' }).expect(400);
    expect(res.body.message).toBe('Valid email is required');
  });

  it('is not there for a client that a proxy on this machine forwards from elsewhere', async () => {
    const forwarded = await t.http
      .get('/api/dev/mailbox')
      .query({ to: 'admin@demo.salone.sl' })
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(404);
    expect(forwarded.body).toEqual(NO_ROUTE);
    // Even with an address it would refuse, the answer is the one for a path that is not there.
    const unknown = await t.http
      .get('/api/dev/mailbox')
      .query({ to: 'nobody' })
      .set('X-Forwarded-For', '127.0.0.1, 203.0.113.9')
      .expect(404);
    expect(unknown.body).toEqual(NO_ROUTE);
    await t.http
      .get('/api/dev/mailbox')
      .query({ to: 'admin@demo.salone.sl' })
      .set('X-Forwarded-For', '127.0.0.1')
      .expect(200);
  });

  (outsideAddress ? it : it.skip)(
    'is not there for a client on another address of the network',
    async () => {
      const server = t.app.getHttpServer() as Server;
      await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
      const { port } = server.address() as AddressInfo;
      const from = async (host: string) => {
        const res = await fetch(`http://${host}:${port}/api/dev/mailbox?to=admin%40demo.salone.sl`);
        return { status: res.status, body: (await res.json()) as Json };
      };
      // The same server, the same request: from loopback it answers, from eth0 it does not.
      expect((await from('127.0.0.1')).status).toBe(200);
      expect(await from(outsideAddress!)).toEqual({ status: 404, body: NO_ROUTE });
      // As a path that was never there.
      const nowhere = await fetch(`http://${outsideAddress}:${port}/api/dev/nowhere`);
      expect(nowhere.status).toBe(404);
      expect(await nowhere.json()).toEqual({
        ...NO_ROUTE,
        message: 'No route for GET /api/dev/nowhere',
      });
    },
  );
});

describe('the development mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      METRICS_TOKEN: 'metrics-token-0123456789',
      PAYMENTS_SANDBOX: 'true',
      MAIL_DISABLED: 'true',
      EXPIRY_SWEEP_SECONDS: '0',
      SEED_ON_START: 'false',
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('does not exist, even for a client on this machine', async () => {
    const res = await t.http.get('/api/dev/mailbox').query({ to: 'a@example.com' }).expect(404);
    expect(res.body).toEqual(NO_ROUTE);
  });
});
