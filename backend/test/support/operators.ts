import { DEMO_PASSWORD } from '../../src/seed/data/organisations.js';
import type { TestApp } from './test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Signs an existing account in (a demo account by default password); returns the Cookie value. */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((value) => value.startsWith('salone_session='))!
    .split(';')[0];
}

/** The organisation a demo account belongs to (its first membership). */
export async function organisationOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.dataSource.query(
    `SELECT m.organisation_id AS id FROM organisation_members m JOIN users u ON u.id = m.user_id
      WHERE lower(u.email) = lower($1) ORDER BY m.organisation_id LIMIT 1`,
    [email],
  );
  return row.id;
}

/** Asks for a USSD code and pays it in the sandbox: the booking is confirmed. */
export async function payBooking(t: TestApp, cookie: string, booking: Json): Promise<void> {
  const payment = await t.http
    .post('/api/payments/monime')
    .set('Cookie', cookie)
    .send({
      bookingId: booking.id,
      amount: booking.totalAmount,
      customerName: booking.customerName,
      customerPhone: booking.customerPhone,
      description: `Booking ${booking.serviceName}`,
    })
    .expect(201);
  await t.http
    .post(`/api/payments/sandbox/${payment.body.paymentId}/complete`)
    .set('Cookie', cookie)
    .expect((res) => {
      if (res.status !== 200 && res.status !== 201) throw new Error(`payment: ${res.status}`);
    });
}

export const traveller = {
  customerName: 'Ibrahim Sesay',
  customerEmail: 'ibrahim@example.com',
  // As the server keeps it (E.164), so answers can be compared with what was sent.
  customerPhone: '+23277100200',
};

/** A one-night stay in a room, priced from the room. */
export const roomNight = (hotelId: number, room: Json, night: string, nextDay: string) => ({
  serviceType: 'hotel',
  serviceId: hotelId,
  roomId: room.id,
  ...traveller,
  guests: 1,
  startDate: night,
  endDate: nextDay,
  totalAmount: room.price,
  metadata: {},
});
