/**
 * E-mail through the transactional outbox, against a real SMTP server in this process: what
 * each message says, to whom, with which attachment; retries with backoff and the dead-letter
 * state; and that an event is written with its change or not at all.
 */
import { signUp } from './support/accounts.js';
import { waitFor } from './support/processes.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { OutboxDispatcher } from '../src/notifications/outbox.dispatcher.js';
import { UNCAPPED_HOLDS } from './support/holds.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('e-mail through the outbox (real SMTP server)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let traveller: { cookie: string; email: string; id: string };
  let event: Json;
  /** Where the event's organisation reads its bookings. */
  let operatorEmail: string;

  const customer = {
    customerName: 'Mariama Bangura',
    customerEmail: 'Mariama.Bangura@example.com',
    customerPhone: '+232 78 123 456',
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      SLE_PER_USD: '22.5',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Salone Bookings <bookings@salone.example>',
      PUBLIC_URL: 'https://salone.example',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_SECONDS: '0.2',
      OUTBOX_MAX_ATTEMPTS: '3',
      ...UNCAPPED_HOLDS,
      MAX_UNPAID_BOOKINGS: '100',
    });
    traveller = await signUp(t, { mail: smtp });
    const events: Json[] = (await t.http.get('/api/events')).body;
    event = events.at(-1)!;
    [{ contact_email: operatorEmail }] = await t.dataSource.query(
      `SELECT o.contact_email FROM events e JOIN organisations o ON o.id = e.organisation_id
        WHERE e.id = $1`,
      [event.id],
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function bookTickets(guests = 2): Promise<Json> {
    const res = await t.http
      .post('/api/bookings')
      .set('Cookie', traveller.cookie)
      .send({
        serviceType: 'event',
        serviceId: event.id,
        ...customer,
        guests,
        startDate: event.startDate.slice(0, 10),
        totalAmount: guests * 50,
        metadata: { ticketCategory: 'Standard' },
      })
      .expect(201);
    return res.body;
  }

  async function requestCode(booking: Json): Promise<Json> {
    const res = await t.http
      .post('/api/payments/monime')
      .set('Cookie', traveller.cookie)
      .send({
        bookingId: booking.id,
        amount: booking.totalAmount,
        customerName: customer.customerName,
        customerPhone: customer.customerPhone,
        description: `Tickets: ${event.title}`,
      })
      .expect(201);
    return res.body;
  }

  const mailTo = (address: string, subject: RegExp) =>
    waitFor(`an e-mail to ${address} matching ${subject}`, () =>
      smtp.to(address).find((m) => subject.test(m.subject)),
    );

  it('sends "booking received" with the USSD code, both amounts and the expiry to the traveller', async () => {
    const booking = await bookTickets();
    const payment = await requestCode(booking);
    const mail = await mailTo(customer.customerEmail, new RegExp(booking.reference));
    expect(mail.subject).toBe(`Booking received: ${event.title} (${booking.reference})`);
    expect(mail.from).toBe('bookings@salone.example');
    expect(mail.parsed.from?.value[0]).toMatchObject({
      name: 'Salone Bookings',
      address: 'bookings@salone.example',
    });
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@salone\.example>$/);
    const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    for (const [part, write] of [
      [mail.text, (text: string) => text],
      [mail.html, html],
    ] as const) {
      expect(part).toContain(
        `Your booking has been created. Please use USSD code: ${payment.ussdCode} to complete payment.`,
      );
      expect(part).toContain('SLE 2,250.00 ($100.00)');
      expect(part).toContain(write(event.title));
      expect(part).toContain(booking.reference);
      expect(part).toContain('2 x Standard');
    }
    const expiry = new Date(payment.expiresAt).toLocaleString('en-GB', {
      timeZone: 'Africa/Freetown',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(mail.text).toContain(`Pay before:`);
    expect(mail.text).toContain(`${expiry} GMT`);
    // Reads well without images: there are none, and the link is written out in the text.
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.text).toContain('https://salone.example/dashboard');
    expect(mail.attachments).toEqual([]);
    // The account that booked hears of it too (the form's address is someone else's).
    const own = await mailTo(traveller.email, new RegExp(booking.reference));
    expect(own.subject).toBe(mail.subject);
    expect(own.messageId).not.toBe(mail.messageId);
  });

  it('sends "confirmed" with an .ics to the traveller and "new booking" to the operator when paid', async () => {
    const booking = await bookTickets(1);
    const payment = await requestCode(booking);
    await t.http
      .post(`/api/payments/sandbox/${payment.paymentId}/complete`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    const confirmed = await mailTo(customer.customerEmail, /^Booking confirmed/);
    expect(confirmed.subject).toBe(`Booking confirmed: ${event.title} (${booking.reference})`);
    expect(confirmed.text).toContain(`https://salone.example/bookings/${booking.reference}`);
    expect(confirmed.html).toContain(`href="https://salone.example/bookings/${booking.reference}"`);
    expect(confirmed.attachments).toHaveLength(1);
    const [ics] = confirmed.attachments;
    expect(ics.filename).toBe(`${booking.reference}.ics`);
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain(`UID:${booking.id}@salone`);
    expect(ics.content).toContain(`SUMMARY:${event.title} (${booking.reference})`);
    expect(ics.content).toContain('X-WR-TIMEZONE:Africa/Freetown');
    const start = new Date(booking.startDate);
    const stamp = start.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics.content).toContain(`DTSTART;TZID=Africa/Freetown:${stamp}`);

    const operator = await mailTo(operatorEmail, new RegExp(`New booking: .*${booking.reference}`));
    expect(operator.text).toContain(customer.customerName);
    expect(operator.text).toContain(customer.customerEmail);
    expect(operator.text).toContain('SLE 1,125.00 ($50.00)');
    expect(operator.attachments).toEqual([]);
  });

  it('tells the traveller and the operator of a paid booking cancelled, with the refund', async () => {
    const booking = await bookTickets(1);
    const payment = await requestCode(booking);
    await t.http
      .post(`/api/payments/sandbox/${payment.paymentId}/complete`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    await t.http
      .post(`/api/bookings/${booking.id}/cancel`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    const mail = await mailTo(
      customer.customerEmail,
      new RegExp(`cancelled: .*${booking.reference}`),
    );
    expect(mail.text).toContain('$50.00 will be refunded within 5-10 business days');
    const operator = await mailTo(
      operatorEmail,
      new RegExp(`Booking cancelled: .*${booking.reference}`),
    );
    expect(operator.text).toContain(`The traveller cancelled booking ${booking.reference}`);
    expect(operator.text).toContain('Refund due: $50.00');
  });

  it('tells only the traveller of an unpaid booking cancelled or expired', async () => {
    const cancelled = await bookTickets(1);
    await t.http
      .post(`/api/bookings/${cancelled.id}/cancel`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    const mail = await mailTo(
      customer.customerEmail,
      new RegExp(`cancelled: .*${cancelled.reference}`),
    );
    expect(mail.text).toContain('Nothing was paid for this booking');

    const expiring = await bookTickets(1);
    await t.dataSource.query(
      `UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [expiring.id],
    );
    const { BookingsService } = await import('../src/bookings/bookings.service.js');
    expect(await t.app.get(BookingsService).sweep()).toBeGreaterThanOrEqual(1);
    const expired = await mailTo(
      customer.customerEmail,
      new RegExp(`expired: .*${expiring.reference}`),
    );
    expect(expired.text).toContain('it has expired and what it held has been released');
    // Once nothing is left to send, the operator would have had any mail about either.
    await waitFor('the outbox to have nothing left to send', async () => {
      const [{ n }] = await t.dataSource.query(
        `SELECT COUNT(*)::int AS n FROM outbox_deliveries WHERE status = 'pending'`,
      );
      return n === 0 ? true : undefined;
    });
    expect(smtp.to(operatorEmail).filter((m) => m.subject.includes(cancelled.reference))).toEqual(
      [],
    );
  });

  it('writes no event when the change is refused', async () => {
    const before = await t.dataSource.query('SELECT COUNT(*)::int AS n FROM outbox_events');
    await t.http
      .post('/api/bookings')
      .set('Cookie', traveller.cookie)
      .send({
        serviceType: 'event',
        serviceId: event.id,
        ...customer,
        guests: 1,
        startDate: event.startDate.slice(0, 10),
        totalAmount: 1,
        metadata: { ticketCategory: 'Standard' },
      })
      .expect(409);
    const after = await t.dataSource.query('SELECT COUNT(*)::int AS n FROM outbox_events');
    expect(after[0].n).toBe(before[0].n);
  });

  it('retries a refused message with backoff and sends it once accepted', async () => {
    let refusals = 0;
    smtp.refuse = (to) => to.includes(customer.customerEmail.toLowerCase()) && refusals++ < 1;
    try {
      const booking = await bookTickets(1);
      await requestCode(booking);
      await mailTo(customer.customerEmail, new RegExp(`received: .*${booking.reference}`));
      // The message is out; the dispatcher records it just after.
      const delivery = await waitFor('the delivery to be recorded as sent', async () => {
        const [row] = await t.dataSource.query(
          `SELECT d.status, d.attempts, d.last_error FROM outbox_deliveries d
             JOIN outbox_events e ON e.id = d.event_id
            WHERE e.aggregate_id = $1 AND d.target = $2`,
          [booking.id, `booking_received:${customer.customerEmail.toLowerCase()}`],
        );
        return row?.status === 'pending' ? undefined : row;
      });
      expect(delivery).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect(refusals).toBe(2);
      // One message reached the traveller: the refused try left nothing behind.
      expect(
        smtp.to(customer.customerEmail).filter((m) => m.subject.includes(booking.reference)),
      ).toHaveLength(1);
    } finally {
      smtp.refuse = () => false;
    }
  });

  it('gives up after the last try and keeps the delivery as a dead letter', async () => {
    smtp.refuse = (to) => to.includes(customer.customerEmail.toLowerCase());
    try {
      const booking = await bookTickets(1);
      await requestCode(booking);
      const delivery = await waitFor('the delivery to die', async () => {
        const [row] = await t.dataSource.query(
          `SELECT d.status, d.attempts, d.last_error FROM outbox_deliveries d
             JOIN outbox_events e ON e.id = d.event_id
            WHERE e.aggregate_id = $1 AND d.target = $2`,
          [booking.id, `booking_received:${customer.customerEmail.toLowerCase()}`],
        );
        return row?.status === 'dead' ? row : undefined;
      });
      expect(delivery.attempts).toBe(3);
      expect(delivery.last_error).toMatch(/451/);
      // The account's own address was not refused: that message went.
      await mailTo(traveller.email, new RegExp(`received: .*${booking.reference}`));
      // A dead letter is not tried again.
      const refusedNow = smtp.refused;
      await t.app.get(OutboxDispatcher).runOnce(new Date(Date.now() + 86_400_000));
      expect(smtp.refused).toBe(refusedNow);
    } finally {
      smtp.refuse = () => false;
    }
  });

  it('lets two dispatchers share the work without sending a message twice (SKIP LOCKED)', async () => {
    const dispatcher = t.app.get(OutboxDispatcher);
    const seen = smtp.mails.length;
    // Rows written straight into the outbox, due now, for two dispatchers racing for them.
    const [{ id: eventId }] = await t.dataSource.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload)
       VALUES ('account.password_reset_requested', 'account', 'race', $1) RETURNING id`,
      [
        JSON.stringify({
          email: 'x@example.com',
          firstName: 'Aminata',
          link: 'https://salone.example/reset/abc',
        }),
      ],
    );
    const targets = Array.from({ length: 30 }, (_, i) => `reset_password:race${i}@example.com`);
    await t.dataSource.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target, next_attempt_at)
       SELECT $1, 'email', unnest($2::text[]), now() + interval '1 hour'`,
      [eventId, targets],
    );
    const later = new Date(Date.now() + 2 * 3600_000);
    const rounds = await Promise.all([
      dispatcher.runOnce(later),
      dispatcher.runOnce(later),
      dispatcher.runOnce(later),
    ]);
    const more = await dispatcher.runOnce(later);
    const claimed = rounds.reduce((sum, r) => sum + r.claimed, 0) + more.claimed;
    expect(claimed).toBe(30);
    const raced = smtp.mails.slice(seen).filter((m) => m.to[0].startsWith('race'));
    expect(raced).toHaveLength(30);
    expect(new Set(raced.map((m) => m.to[0])).size).toBe(30);
    expect(raced[0].subject).toBe('Reset your password');
    expect(raced[0].text).toContain('https://salone.example/reset/abc');
  });

  it('has no development mailbox when e-mail goes out by SMTP', async () => {
    await t.http.get('/api/dev/mailbox?to=mariama@example.com').expect(404);
  });
});
