import { dollarsToLeones } from '@salone/booking-rules';
import { daysFromNow, signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The traveller's whole journey on the sandbox provider: book each of the five services,
 * get a USSD code, pay, see the booking confirmed, cancel one. Every request goes through a
 * proxy that checks each answer against docs/openapi.json.
 */
describe('traveller journey (sandbox payments)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', SLE_PER_USD: '22.5' }, { contract: true });
    ({ cookie } = await signUp(t));
  });
  afterAll(() => t.close());

  const customer = {
    customerName: 'Mariama Bangura',
    customerEmail: 'mariama@example.com',
    customerPhone: '+232 78 123 456',
  };

  async function bookings(): Promise<Json[]> {
    const [hotel] = (await t.http.get('/api/hotels')).body;
    const room = hotel.rooms.find((r: Json) => r.isAvailable);
    const event = (await t.http.get('/api/events')).body.at(-1);
    const car = (await t.http.get('/api/cars')).body.find((c: Json) => c.isAvailable);
    const tour = (await t.http.get('/api/tours')).body[2];
    const property = (await t.http.get('/api/real-estate')).body.find(
      (p: Json) => p.isForRent && p.isActive,
    );
    return [
      {
        serviceType: 'hotel',
        serviceId: hotel.id,
        roomId: room.id,
        ...customer,
        guests: 2 > room.capacity ? 1 : 2,
        startDate: daysFromNow(30),
        endDate: daysFromNow(33),
        totalAmount: 3 * room.price,
        metadata: { roomType: room.roomType, hotelName: hotel.name, nights: 3 },
      },
      {
        serviceType: 'event',
        serviceId: event.id,
        ...customer,
        guests: 2,
        startDate: event.startDate.slice(0, 10),
        totalAmount: 100,
        metadata: { ticketCategory: 'Standard', ticketPrice: 50, eventTitle: event.title },
      },
      {
        serviceType: 'car',
        serviceId: car.id,
        ...customer,
        guests: 1,
        startDate: daysFromNow(31),
        endDate: daysFromNow(34),
        totalAmount: 3 * car.dailyRate + 150,
        metadata: {
          pickupLocation: car.pickupLocations[0],
          pickupTime: '10:00',
          returnTime: '10:00',
          driverRequired: true,
          driverCost: 150,
          days: 3,
          carMake: car.make,
          carModel: car.model,
        },
      },
      {
        serviceType: 'tour',
        serviceId: tour.id,
        ...customer,
        guests: 1,
        startDate: daysFromNow(32),
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
      },
      {
        serviceType: 'real_estate',
        serviceId: property.id,
        ...customer,
        guests: 1,
        startDate: daysFromNow(5),
        totalAmount: 25,
        metadata: { viewingTime: '15:30', purpose: 'rent', propertyTitle: property.title },
      },
    ];
  }

  it('books all five services, pays each by USSD code and sees them confirmed', async () => {
    const created: Json[] = [];
    for (const body of await bookings()) {
      const booking = await t.http
        .post('/api/bookings')
        .set('Cookie', cookie)
        .send(body)
        .expect(201);
      expect(booking.body.status).toBe('pending_payment');
      const payment = await t.http
        .post('/api/payments/monime')
        .set('Cookie', cookie)
        .send({
          bookingId: booking.body.id,
          amount: booking.body.totalAmount,
          customerName: body.customerName,
          customerPhone: body.customerPhone,
          description: `Booking ${booking.body.serviceName}`,
        })
        .expect(201);
      expect(payment.body).toMatchObject({
        bookingId: booking.body.id,
        status: 'pending',
        amountUsd: booking.body.totalAmount,
        amountSle: dollarsToLeones(booking.body.totalAmount, 22.5),
        slePerUsd: 22.5,
      });
      expect(payment.body.ussdCode).toMatch(/^\*\d+(\*\d+)*#$/);
      created.push({ booking: booking.body, payment: payment.body });
    }

    const pending = (await t.http.get('/api/bookings/user').set('Cookie', cookie).expect(200)).body
      .items;
    expect(pending).toHaveLength(5);
    for (const booking of pending) {
      expect(booking.status).toBe('pending_payment');
      expect(booking.payment.ussdCode).toMatch(/^\*\d+(\*\d+)*#$/);
    }

    for (const { payment } of created) {
      await t.http
        .post(`/api/payments/sandbox/${payment.paymentId}/complete`)
        .set('Cookie', cookie)
        .expect((res) => expect([200, 201]).toContain(res.status));
    }
    const confirmed = (await t.http.get('/api/bookings/user').set('Cookie', cookie).expect(200))
      .body.items;
    expect(confirmed.map((b: Json) => b.status)).toEqual(Array(5).fill('confirmed'));
    expect(new Set(confirmed.map((b: Json) => b.serviceType))).toEqual(
      new Set(['hotel', 'event', 'car', 'tour', 'real_estate']),
    );

    const hotelBooking = confirmed.find((b: Json) => b.serviceType === 'hotel');
    const cancelled = await t.http
      .post(`/api/bookings/${hotelBooking.id}/cancel`)
      .set('Cookie', cookie)
      .expect(200);
    expect(cancelled.body.status).toBe('cancelled');
  });

  // Last: every answer of the journey above, checked by the proxy.
  it('gets only answers that match the contract', () => {
    expect(t.contract!.responses).toBeGreaterThan(20);
    expect(t.contract!.violations).toEqual([]);
  });
});
