/**
 * Details that agree (issue 31, part 4): one source for an operator's contact (the listing's
 * page and the voucher show the organisation's), service times everywhere (a tour at its
 * catalogue start time, a stay at its hotel's check-in and check-out times, on the booking, in
 * the e-mail and in the calendar file, with an end), and home-page counts equal to the lists.
 */
import { quoteTour } from '@salone/booking-rules';
import { daysFromNow, signUp } from './support/accounts.js';
import { UNCAPPED_HOLDS } from './support/holds.js';
import { organisationOf, payBooking, signIn, traveller } from './support/operators.js';
import { waitFor } from './support/processes.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `20261220T080000` of an ISO instant. */
const stamp = (iso: string) => iso.replace(/[-:]/g, '').slice(0, 15);

describe('details that agree', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let user: { cookie: string; email: string };
  let tacugama: Json;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://salone.example',
      OUTBOX_POLL_MS: '100',
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      ...UNCAPPED_HOLDS,
      MAX_UNPAID_BOOKINGS: '100',
    });
    user = await signUp(t, { mail: smtp });
    const tours: Json[] = (await t.http.get('/api/tours').expect(200)).body;
    tacugama = tours.find((tour) => tour.title.startsWith('Tacugama'))!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const contactOf = async (table: string, id: number) =>
    (
      await t.dataSource.query(
        `SELECT o.name, o.contact_phone AS phone, o.contact_email AS email
           FROM ${table} l JOIN organisations o ON o.id = l.organisation_id WHERE l.id = $1`,
        [id],
      )
    )[0] as { name: string; phone: string; email: string };

  async function bookTacugama(day: string): Promise<Json> {
    const res = await t.http
      .post('/api/bookings')
      .set('Cookie', user.cookie)
      .send({
        serviceType: 'tour',
        serviceId: tacugama.id,
        ...traveller,
        customerEmail: user.email,
        guests: 1,
        startDate: day,
        totalAmount: quoteTour(tacugama.price, 'shared', 1).total,
        metadata: {
          tourType: 'shared',
          preferredLanguage: 'English',
          participants: [{ name: 'Ibrahim Sesay', phone: '+23277100200' }],
        },
      })
      .expect(201);
    return res.body;
  }

  describe("an operator's contact", () => {
    it("is the organisation's on the tour page and on the booking, whatever the listing row says", async () => {
      // The listing's own copy says something else: the page must not show it.
      await t.dataSource.query(
        `UPDATE tours SET operator = operator || '{"phone": "+232 99 000 000", "email": "old@example.sl"}'
          WHERE id = $1`,
        [tacugama.id],
      );
      const organisation = await contactOf('tours', tacugama.id);
      const page: Json = (await t.http.get(`/api/tours/${tacugama.id}`).expect(200)).body;
      expect(page.operator).toMatchObject(organisation);
      const listed: Json[] = (await t.http.get('/api/tours').expect(200)).body;
      expect(listed.find((tour) => tour.id === tacugama.id)!.operator).toMatchObject(organisation);

      const booking = await bookTacugama(daysFromNow(20));
      expect(booking.operator).toMatchObject({
        name: page.operator.name,
        phone: page.operator.phone,
        email: page.operator.email,
      });
    });

    it("is the organisation's for a property's agent (property 5) and its viewing's voucher", async () => {
      const property: Json = (await t.http.get('/api/real-estate/5').expect(200)).body;
      const organisation = await contactOf('properties', 5);
      expect(property.agent).toMatchObject({
        company: organisation.name,
        phone: organisation.phone,
        email: organisation.email,
      });
      let booking: Json | null = null;
      for (let day = 3; day < 12 && !booking; day += 1) {
        const res = await t.http
          .post('/api/bookings')
          .set('Cookie', user.cookie)
          .send({
            serviceType: 'real_estate',
            serviceId: 5,
            ...traveller,
            guests: 1,
            startDate: daysFromNow(day),
            totalAmount: 25,
            metadata: { viewingTime: '10:00', purpose: property.isForSale ? 'buy' : 'rent' },
          });
        if (res.status === 201) booking = res.body;
      }
      expect(booking).not.toBeNull();
      expect(booking!.operator).toMatchObject({
        name: property.agent.company,
        phone: property.agent.phone,
        email: property.agent.email,
      });
    });

    it("is the organisation's for an event's organiser", async () => {
      const [event]: Json[] = (await t.http.get('/api/events').expect(200)).body;
      const organisation = await contactOf('events', event.id);
      const page: Json = (await t.http.get(`/api/events/${event.id}`).expect(200)).body;
      expect(page.organizer).toMatchObject({
        phone: organisation.phone,
        email: organisation.email,
      });
    });
  });

  describe('service times', () => {
    it('gives the Tacugama tour its catalogue start time, from its itinerary’s pickup', () => {
      expect(tacugama.startTime).toBe('08:00');
      expect(tacugama.itinerary[0].activities[0]).toMatch(/^08:00 pickup/);
    });

    it('books, mails and files the tour at its start time, with an end', async () => {
      const day = daysFromNow(21);
      const booking = await bookTacugama(day);
      expect(booking.startsAt).toBe(`${day}T08:00:00.000Z`);
      // "Half day (4 hours)".
      expect(booking.endsAt).toBe(`${day}T12:00:00.000Z`);
      expect(booking.metadata).toMatchObject({ startTime: '08:00', durationHours: 4 });

      await payBooking(t, user.cookie, booking);
      const mail = await waitFor('the confirmation e-mail', () =>
        smtp
          .to(user.email)
          .find(
            (m) =>
              m.subject.startsWith('Booking confirmed') && m.subject.includes(booking.reference),
          ),
      );
      expect(mail.text).toMatch(/08:00 GMT - 12:00 GMT/);
      expect(mail.text).toContain(booking.operator.phone);
      const [attached] = mail.attachments;
      expect(attached.content).toContain(`DTSTART;TZID=Africa/Freetown:${stamp(booking.startsAt)}`);
      expect(attached.content).toContain(`DTEND;TZID=Africa/Freetown:${stamp(booking.endsAt)}`);
      expect(attached.content).toContain('BEGIN:VTIMEZONE');

      const res = await t.http
        .get(`/api/bookings/${booking.reference}/calendar.ics`)
        .set('Cookie', user.cookie)
        .expect(200);
      const ics = res.text;
      expect(ics).toContain(`DTSTART;TZID=Africa/Freetown:${day.replace(/-/g, '')}T080000`);
      expect(ics).toContain(`DTEND;TZID=Africa/Freetown:${day.replace(/-/g, '')}T120000`);
      expect(ics).toContain('TZID:Africa/Freetown');
      expect(ics).not.toContain('VALUE=DATE');
    });

    it("keeps a stay's check-in and check-out times as its operator sets them, 14:00 and 11:00 by default", async () => {
      const hotels: Json[] = (await t.http.get('/api/hotels').expect(200)).body;
      const hotel = hotels[0];
      expect(hotel).toMatchObject({ checkInTime: '14:00', checkOutTime: '11:00' });
      const room = hotel.rooms[0];
      const stay = async (from: number) =>
        (
          await t.http
            .post('/api/bookings')
            .set('Cookie', user.cookie)
            .send({
              serviceType: 'hotel',
              serviceId: hotel.id,
              roomId: room.id,
              ...traveller,
              guests: 1,
              startDate: daysFromNow(from),
              endDate: daysFromNow(from + 2),
              totalAmount: room.price * 2,
              metadata: {},
            })
            .expect(201)
        ).body as Json;
      const before = await stay(30);
      expect(before.startsAt).toBe(`${daysFromNow(30)}T14:00:00.000Z`);
      expect(before.endsAt).toBe(`${daysFromNow(32)}T11:00:00.000Z`);

      const owner = await signIn(
        t,
        (
          await t.dataSource.query(
            `SELECT u.email FROM users u JOIN organisation_members m ON m.user_id = u.id
               JOIN hotels h ON h.organisation_id = m.organisation_id
              WHERE h.id = $1 AND m.role = 'owner' LIMIT 1`,
            [hotel.id],
          )
        )[0].email,
      );
      const orgId: number = (
        await t.dataSource.query('SELECT organisation_id FROM hotels WHERE id = $1', [hotel.id])
      )[0].organisation_id;
      const refused = await t.http
        .patch(`/api/partner/organisations/${orgId}/hotels/${hotel.id}`)
        .set('Cookie', owner)
        .send({ checkInTime: '25:00' })
        .expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      await t.http
        .patch(`/api/partner/organisations/${orgId}/hotels/${hotel.id}`)
        .set('Cookie', owner)
        .send({ checkInTime: '15:30', checkOutTime: '10:00' })
        .expect(200);
      const page: Json = (await t.http.get(`/api/hotels/${hotel.id}`).expect(200)).body;
      expect(page).toMatchObject({ checkInTime: '15:30', checkOutTime: '10:00' });

      const after = await stay(40);
      expect(after.startsAt).toBe(`${daysFromNow(40)}T15:30:00.000Z`);
      expect(after.endsAt).toBe(`${daysFromNow(42)}T10:00:00.000Z`);
      // What was booked before keeps the times it was booked with.
      const kept: Json = (
        await t.http.get(`/api/bookings/${before.id}`).set('Cookie', user.cookie).expect(200)
      ).body;
      expect(kept.startsAt).toBe(before.startsAt);
    });

    it('lets only the hotel’s organisation change its times', async () => {
      const [hotel]: Json[] = (await t.http.get('/api/hotels').expect(200)).body;
      const orgId: number = (
        await t.dataSource.query('SELECT organisation_id FROM hotels WHERE id = $1', [hotel.id])
      )[0].organisation_id;
      const stranger = await signIn(t, 'cars@demo.salone.sl');
      const refused = await t.http
        .patch(`/api/partner/organisations/${orgId}/hotels/${hotel.id}`)
        .set('Cookie', stranger)
        .send({ checkInTime: '12:00' })
        // Another organisation's listing is not found, as every partner route answers it.
        .expect(404);
      expect(refused.body.code).toEqual(expect.any(String));
      expect(await organisationOf(t, 'cars@demo.salone.sl')).not.toBe(orgId);
    });
  });

  describe('property prices', () => {
    const rentOf = (p: Json) => p.monthlyRent ?? p.price;
    const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);

    it("sorts 'For Rent' by the monthly rent, a listing for sale and rent by its rent", async () => {
      const list: Json[] = (
        await t.http.get('/api/real-estate?purpose=rent&sort=price-asc').expect(200)
      ).body;
      expect(list.some((p) => p.isForSale && p.monthlyRent !== null)).toBe(true);
      expect(ascending(list.map(rentOf))).toBe(true);
    });

    it('never mixes monthly rents with sale prices in one order', async () => {
      const list: Json[] = (await t.http.get('/api/real-estate?sort=price-asc').expect(200)).body;
      const firstRentOnly = list.findIndex((p) => !p.isForSale);
      expect(firstRentOnly).toBeGreaterThan(0);
      const sale = list.slice(0, firstRentOnly);
      const rentOnly = list.slice(firstRentOnly);
      expect(sale.every((p) => p.isForSale)).toBe(true);
      expect(rentOnly.every((p) => !p.isForSale)).toBe(true);
      expect(ascending(sale.map((p) => p.price))).toBe(true);
      expect(ascending(rentOnly.map(rentOf))).toBe(true);
      // High to low keeps the two apart too: sale prices first, each part in its order.
      const down: Json[] = (await t.http.get('/api/real-estate?sort=price-desc').expect(200)).body;
      const split = down.findIndex((p) => !p.isForSale);
      expect(down.slice(split).every((p) => !p.isForSale)).toBe(true);
      expect(ascending(down.slice(0, split).map((p) => -p.price))).toBe(true);
      expect(ascending(down.slice(split).map((p) => -rentOf(p)))).toBe(true);
    });
  });

  describe('home-page counts', () => {
    it('equal the lists’ lengths, an event that has ended counted in neither', async () => {
      const [first]: Json[] = (await t.http.get('/api/events').expect(200)).body;
      await t.dataSource.query(
        `UPDATE events SET start_date = now() - interval '2 days', end_date = now() - interval '1 day'
          WHERE id = $1`,
        [first.id],
      );
      const cards: Json[] = (await t.http.get('/api/content/service-content').expect(200)).body;
      const count = (type: string) => cards.find((card) => card.serviceType === type)?.count;
      for (const [type, path] of [
        ['hotels', '/api/hotels'],
        ['events', '/api/events'],
        ['cars', '/api/cars'],
        ['tours', '/api/tours'],
        ['real_estate', '/api/real-estate'],
      ]) {
        const list: Json[] = (await t.http.get(path).expect(200)).body;
        expect({ type, count: count(type) }).toEqual({ type, count: list.length });
      }
      expect(
        (await t.http.get('/api/events').expect(200)).body.map((e: Json) => e.id),
      ).not.toContain(first.id);
    });
  });
});
