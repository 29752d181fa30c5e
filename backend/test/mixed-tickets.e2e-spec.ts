/**
 * One event booking of several ticket categories (issue 31: "Standard and VIP need two bookings
 * and two payments"): priced per line from the catalogue, each category's tickets counted and
 * given back, the per-account limit over the total, and the lines wherever the booking is shown.
 */
import { signUp } from './support/accounts.js';
import { organisationOf, payBooking, signIn } from './support/operators.js';
import { waitFor } from './support/processes.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EVENTS_OWNER = 'events@demo.salone.sl';

const customer = {
  customerName: 'Hawa Kamara',
  customerEmail: 'hawa.kamara@example.com',
  customerPhone: '+232 76 555 321',
};

describe('event bookings of several ticket categories', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let cookie: string;
  let events: Json[];
  let orgId: number;
  let owner: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://salone.example',
      OUTBOX_POLL_MS: '100',
      HOLD_MAX_TICKETS_PER_EVENT: '10',
      REBOOK_BLOCK_MINUTES: '0',
      MAX_UNPAID_BOOKINGS: '100',
    });
    ({ cookie } = await signUp(t, { mail: smtp }));
    orgId = await organisationOf(t, EVENTS_OWNER);
    const own: { id: number }[] = await t.dataSource.query(
      `SELECT id FROM events WHERE organisation_id = $1`,
      [orgId],
    );
    events = ((await t.http.get('/api/events')).body as Json[]).filter((e) =>
      own.some((o) => o.id === e.id),
    );
    owner = await signIn(t, EVENTS_OWNER);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** An event of the events organisation that sells the three sample categories. */
  const anEvent = (index: number) => {
    const found = events
      .filter((e) =>
        ['Standard', 'VIP', 'VVIP'].every((name) =>
          e.ticketCategories.some((c: Json) => c.name === name),
        ),
      )
      .at(-1 - index);
    if (!found) throw new Error(`no event number ${index} with three categories`);
    return found;
  };
  const remaining = async (eventId: number) =>
    Object.fromEntries(
      (await t.http.get(`/api/events/${eventId}`)).body.ticketCategories.map((c: Json) => [
        c.name,
        c.remaining,
      ]),
    );
  const mixed = (
    event: Json,
    tickets: { category: string; quantity: number }[],
    total: number,
  ) => ({
    serviceType: 'event',
    serviceId: event.id,
    ...customer,
    guests: tickets.reduce((sum, line) => sum + line.quantity, 0),
    startDate: event.startDate.slice(0, 10),
    totalAmount: total,
    metadata: { tickets },
  });
  const book = (body: object, as = cookie) =>
    t.http.post('/api/bookings').set('Cookie', as).send(body);
  const countBookings = async () =>
    Number((await t.dataSource.query('SELECT COUNT(*)::int AS n FROM bookings'))[0].n);

  it('books 2 Standard and 1 VIP in one booking, priced per line by the server', async () => {
    const event = anEvent(0);
    const before = await remaining(event.id);
    const res = await book(
      mixed(
        event,
        [
          { category: 'Standard', quantity: 2 },
          { category: 'VIP', quantity: 1 },
        ],
        250,
      ),
    ).expect(201);
    expect(res.body).toMatchObject({
      totalAmount: 250,
      guests: 3,
      metadata: {
        ticketCategory: '2 x Standard, 1 x VIP',
        ticketQuantity: 3,
        tickets: [
          { category: 'Standard', quantity: 2, price: 50 },
          { category: 'VIP', quantity: 1, price: 150 },
        ],
      },
    });
    const after = await remaining(event.id);
    expect(after.Standard).toBe(before.Standard - 2);
    expect(after.VIP).toBe(before.VIP - 1);
    expect(after.VVIP).toBe(before.VVIP);

    // The traveller's booking, read back by its reference, carries the lines.
    const page = await t.http
      .get(`/api/bookings/reference/${res.body.reference}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(page.body.metadata.tickets.map((l: Json) => [l.category, l.quantity])).toEqual([
      ['Standard', 2],
      ['VIP', 1],
    ]);
  });

  it('refuses a total the lines do not add up to, storing nothing', async () => {
    const event = anEvent(0);
    const before = await countBookings();
    // What one VIP line at the Standard price would cost: the client's price is not trusted.
    const res = await book(
      mixed(
        event,
        [
          { category: 'Standard', quantity: 2 },
          { category: 'VIP', quantity: 1 },
        ],
        150,
      ),
    ).expect(409);
    expect(res.body).toMatchObject({ code: 'TOTAL_MISMATCH' });
    expect(await countBookings()).toBe(before);
  });

  it('refuses a sold-out category among the lines with its name', async () => {
    const event = anEvent(2);
    const [vvip] = await t.dataSource.query(
      `SELECT id, quantity FROM event_ticket_categories WHERE event_id = $1 AND name = 'VVIP'`,
      [event.id],
    );
    await t.dataSource.query(
      `UPDATE event_ticket_categories SET sold = quantity - 1 WHERE id = $1`,
      [vvip.id],
    );
    const before = await remaining(event.id);
    const res = await book(
      mixed(
        event,
        [
          { category: 'Standard', quantity: 1 },
          { category: 'VVIP', quantity: 2 },
        ],
        650,
      ),
    ).expect(409);
    expect(res.body).toMatchObject({ code: 'SOLD_OUT', message: 'Only 1 VVIP tickets available' });
    expect(await remaining(event.id)).toEqual(before);
  });

  it('counts the per-account ticket limit over the lines together', async () => {
    const { cookie: other } = await signUp(t);
    const event = anEvent(3);
    const res = await book(
      mixed(
        event,
        [
          { category: 'Standard', quantity: 6 },
          { category: 'VIP', quantity: 5 },
        ],
        6 * 50 + 5 * 150,
      ),
      other,
    ).expect(409);
    expect(res.body.code).toBe('HOLD_LIMIT_TICKETS');
    await book(
      mixed(
        event,
        [
          { category: 'Standard', quantity: 6 },
          { category: 'VIP', quantity: 4 },
        ],
        6 * 50 + 4 * 150,
      ),
      other,
    ).expect(201);
  });

  it('refuses malformed lines with a code: a repeated category, guests that disagree, both shapes', async () => {
    const event = anEvent(0);
    const repeated = await book(
      mixed(
        event,
        [
          { category: 'VIP', quantity: 1 },
          { category: 'VIP', quantity: 1 },
        ],
        300,
      ),
    ).expect(400);
    expect(repeated.body).toMatchObject({
      code: 'INVALID_BOOKING',
      message: 'Each ticket category may appear once',
    });
    const disagree = await book({
      ...mixed(event, [{ category: 'VIP', quantity: 2 }], 300),
      guests: 3,
    }).expect(400);
    expect(disagree.body.message).toBe('guests must equal the number of tickets (2)');
    const both = await book({
      ...mixed(event, [{ category: 'VIP', quantity: 1 }], 150),
      metadata: { tickets: [{ category: 'VIP', quantity: 1 }], ticketCategory: 'VIP' },
    }).expect(400);
    expect(both.body.code).toBe('INVALID_BOOKING');
    const zero = await book({
      ...mixed(event, [{ category: 'VIP', quantity: 0 }], 150),
      guests: 1,
    }).expect(400);
    expect(zero.body.code).toBe('INVALID_BOOKING');
    for (const tickets of ['VIP', [['VIP', 1]], [{ category: 7, quantity: 1 }], []]) {
      const odd = await book({
        ...mixed(event, [{ category: 'VIP', quantity: 1 }], 150),
        metadata: { tickets },
      }).expect(400);
      expect(odd.body.code).toBe('INVALID_BOOKING');
    }
    const unknown = await book(mixed(event, [{ category: 'Backstage', quantity: 1 }], 150)).expect(
      400,
    );
    expect(unknown.body.message).toBe('Please select a ticket category');
  });

  it('still takes the single-category shape older clients and partners send', async () => {
    const event = anEvent(0);
    const res = await book({
      ...mixed(event, [], 150),
      guests: 1,
      metadata: { ticketCategory: 'VIP' },
    }).expect(201);
    expect(res.body.metadata).toMatchObject({
      ticketCategory: 'VIP',
      ticketPrice: 150,
      ticketQuantity: 1,
    });
  });

  it('gives every line back when cancelled, and keeps a category a booking names from deletion', async () => {
    const event = anEvent(4);
    const before = await remaining(event.id);
    const res = await book(
      mixed(
        event,
        [
          { category: 'Standard', quantity: 1 },
          { category: 'VVIP', quantity: 2 },
        ],
        650,
      ),
    ).expect(201);
    await t.http.post(`/api/bookings/${res.body.id}/cancel`).set('Cookie', cookie).expect(200);
    expect(await remaining(event.id)).toEqual(before);

    // No VVIP is sold any more, but a booking names it: the operator may not delete it.
    const vvip = event.ticketCategories.find((c: Json) => c.name === 'VVIP');
    const refused = await t.http
      .delete(`/api/partner/organisations/${orgId}/events/${event.id}/ticket-categories/${vvip.id}`)
      .set('Cookie', owner);
    expect(refused.status).toBe(409);
  });

  it("shows the lines in the operator's list, the CSV export and the traveller's e-mail", async () => {
    const event = anEvent(0);
    const res = await book(
      mixed(
        event,
        [
          { category: 'Standard', quantity: 2 },
          { category: 'VIP', quantity: 1 },
        ],
        250,
      ),
    ).expect(201);
    await payBooking(t, cookie, res.body);

    const list = await t.http
      .get(`/api/partner/organisations/${orgId}/bookings?serviceType=event&serviceId=${event.id}`)
      .set('Cookie', owner)
      .expect(200);
    const row = (list.body.items ?? list.body).find(
      (b: Json) => b.reference === res.body.reference,
    );
    expect(row.item).toBe('2 x Standard, 1 x VIP');

    const csv = await t.http
      .get(`/api/partner/organisations/${orgId}/bookings.csv`)
      .set('Cookie', owner)
      .expect(200);
    const line = csv.text.split('\r\n').find((l) => l.startsWith(res.body.reference));
    expect(line).toContain('"2 x Standard, 1 x VIP"');

    const mail = await waitFor('the confirmation e-mail', () =>
      smtp
        .to(customer.customerEmail)
        .find((m) => m.subject.includes(res.body.reference) && /confirm/i.test(m.subject)),
    );
    expect(mail.text).toContain('2 x Standard, 1 x VIP');
  });
});
