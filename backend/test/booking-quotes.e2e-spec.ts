import {
  addDays,
  CAR_TIME_SLOTS,
  participantLimit,
  paymentDescriptions,
  quoteRental,
  quoteStay,
  quoteTickets,
  quoteTour,
  quoteViewing,
  rentalDaysOf,
  ticketQuantityLimit,
  toCents,
  VIEWING_TIME_SLOTS,
  type TourType,
} from '@salone/booking-rules';
import { daysFromNow, signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { UNCAPPED_HOLDS } from './support/holds.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The web app's quote and the server's price agree to the cent. Many bookings of every type
 * are generated (prices with odd cents, dates, times, counts, drivers, tour types); each is
 * quoted with the @salone/booking-rules functions the booking dialogs use, from what the
 * catalogue API answers, and sent as the dialog sends it. The server must accept that exact
 * total, store it and answer it. Replay a run with QUOTE_SEED=<seed>.
 */

const SEED = Number(process.env.QUOTE_SEED ?? 20_261_126);
const PER_TYPE = 30;

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  /** A price in cents: mostly odd cents, sometimes the extremes. */
  const cents = () => pick([1, 99, 100, 99_999, int(1, 99_999), int(1, 99_999), int(1, 50_000)]);
  return { int, pick, cents, bool: () => next() < 0.5 };
}

const customer = {
  customerName: 'Isatu Bangura',
  customerEmail: 'isatu@example.com',
  customerPhone: '+232 76 555 777',
};

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da636460f85f0f0002870180eb47ba920000000049454e44ae426082',
  'hex',
);

describe('client quotes against the server, to the cent', () => {
  let t: TestApp;
  let cookie: string;
  const random = generator(SEED);

  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      ...UNCAPPED_HOLDS,
      MAX_UNPAID_BOOKINGS: '100000',
      // One account uploads a licence for every car case.
      UPLOADS_PER_USER_PER_DAY: '100000',
    });
    ({ cookie } = await signUp(t));
  });
  afterAll(() => t.close());

  const get = async <T = Json>(path: string): Promise<T> =>
    (await t.http.get(path).expect(200)).body;

  /**
   * Sends the booking with the client's total; checks the answer, the stored row and the
   * payment description; then cancels it so the next booking finds the inventory free.
   */
  async function bookAtQuote(body: Json, description: string): Promise<Json> {
    const res = await t.http.post('/api/bookings').set('Cookie', cookie).send(body);
    if (res.status !== 201) {
      throw new Error(`seed ${SEED}: ${JSON.stringify(body)} -> ${res.status} ${res.text}`);
    }
    expect(res.body.totalAmount).toBe(body.totalAmount);
    const [row] = await t.dataSource.query(
      'SELECT total_amount_cents FROM bookings WHERE id = $1',
      [res.body.id],
    );
    expect(Number(row.total_amount_cents)).toBe(toCents(body.totalAmount));
    const payment = await t.http.post('/api/payments/monime').set('Cookie', cookie).send({
      bookingId: res.body.id,
      amount: body.totalAmount,
      customerName: body.customerName,
      customerPhone: body.customerPhone,
      description,
    });
    expect(payment.status).toBe(201);
    await t.http.post(`/api/bookings/${res.body.id}/cancel`).set('Cookie', cookie).expect(200);
    return res.body;
  }

  it('hotel stays: nights x nightly price', async () => {
    const hotels = await get<Json[]>('/api/hotels');
    const rooms = hotels.flatMap((hotel) =>
      hotel.rooms.filter((room: Json) => room.isAvailable).map((room: Json) => ({ hotel, room })),
    );
    for (let i = 0; i < PER_TYPE; i += 1) {
      const { hotel, room: chosen } = random.pick(rooms);
      await t.dataSource.query('UPDATE rooms SET price_cents = $1 WHERE id = $2', [
        random.cents(),
        chosen.id,
      ]);
      const room = (await get(`/api/hotels/${hotel.id}`)).rooms.find(
        (r: Json) => r.id === chosen.id,
      );
      const checkIn = daysFromNow(random.int(1, 300));
      const checkOut = addDays(checkIn, random.int(1, 30));
      const quote = quoteStay(room.price, checkIn, checkOut);
      const booked = await bookAtQuote(
        {
          serviceType: 'hotel',
          serviceId: hotel.id,
          roomId: room.id,
          ...customer,
          guests: random.int(1, room.capacity),
          startDate: checkIn,
          endDate: checkOut,
          totalAmount: quote.total,
          metadata: { roomType: room.roomType, hotelName: hotel.name },
        },
        paymentDescriptions.hotel(hotel.name, room.roomType),
      );
      expect(booked.metadata.nights).toBe(quote.nights);
    }
  });

  it('event tickets: price x quantity', async () => {
    const events = (await get<Json[]>('/api/events')).filter(
      (event: Json) => Date.parse(event.endDate ?? event.startDate) > Date.now() + 86_400_000,
    );
    for (let i = 0; i < PER_TYPE; i += 1) {
      const listed = random.pick(events);
      const chosen = random.pick(listed.ticketCategories as Json[]);
      await t.dataSource.query(
        'UPDATE event_ticket_categories SET price_cents = $1 WHERE id = $2',
        [random.cents(), chosen.id],
      );
      const event = await get(`/api/events/${listed.id}`);
      const category = event.ticketCategories.find((c: Json) => c.id === chosen.id);
      const quantity = random.int(1, ticketQuantityLimit(category.remaining));
      const total = quoteTickets(category.price, quantity);
      const booked = await bookAtQuote(
        {
          serviceType: 'event',
          serviceId: event.id,
          ...customer,
          guests: quantity,
          totalAmount: total,
          metadata: { ticketCategory: category.name, eventTitle: event.title },
        },
        paymentDescriptions.event(event.title, quantity),
      );
      expect(booked.metadata.ticketPrice).toBe(category.price);
    }
  });

  it('car rentals: days x daily rate, plus $50 a day with a driver', async () => {
    const cars = (await get<Json[]>('/api/cars')).filter((car: Json) => car.isAvailable);
    for (let i = 0; i < PER_TYPE; i += 1) {
      const listed = random.pick(cars);
      await t.dataSource.query('UPDATE cars SET daily_rate_cents = $1 WHERE id = $2', [
        random.cents(),
        listed.id,
      ]);
      const car = await get(`/api/cars/${listed.id}`);
      const pickupDate = daysFromNow(random.int(1, 250));
      const pickupTime = random.pick(CAR_TIME_SLOTS);
      const returnDate = addDays(pickupDate, random.int(1, 60));
      const returnTime = random.pick(CAR_TIME_SLOTS);
      const driverRequired = random.bool();
      const quote = quoteRental(
        car.dailyRate,
        rentalDaysOf(pickupDate, pickupTime, returnDate, returnTime),
        driverRequired,
      );
      const licence = driverRequired
        ? undefined
        : (
            await t.http
              .post('/api/uploads')
              .set('Cookie', cookie)
              .field('purpose', 'drivers_license')
              .attach('file', PNG, 'licence.png')
              .expect(201)
          ).body.id;
      const booked = await bookAtQuote(
        {
          serviceType: 'car',
          serviceId: car.id,
          ...customer,
          guests: 1,
          startDate: pickupDate,
          endDate: returnDate,
          totalAmount: quote.total,
          metadata: {
            pickupLocation: random.pick(car.pickupLocations as string[]),
            pickupTime,
            returnTime,
            driverRequired,
            carMake: car.make,
            carModel: car.model,
            ...(licence ? { driversLicenseId: licence } : {}),
          },
        },
        paymentDescriptions.car(car.make, car.model, quote.days),
      );
      expect(booked.metadata).toMatchObject({ days: quote.days, driverCost: quote.driver });
    }
  });

  it('tours: price per person (private 2.5 x) x participants', async () => {
    const tours = await get<Json[]>('/api/tours');
    for (let i = 0; i < PER_TYPE; i += 1) {
      const listed = random.pick(tours);
      await t.dataSource.query('UPDATE tours SET price_cents = $1 WHERE id = $2', [
        random.cents(),
        listed.id,
      ]);
      const tour = await get(`/api/tours/${listed.id}`);
      const tourType: TourType = random.bool() ? 'private' : 'shared';
      const count = random.int(1, participantLimit(tour.maxGroupSize, tourType));
      const quote = quoteTour(tour.price, tourType, count);
      const participants = Array.from({ length: count }, (_, n) => ({
        name: `Participant ${n + 1}`,
        phone: customer.customerPhone,
        email: `participant${n + 1}@example.com`,
      }));
      const booked = await bookAtQuote(
        {
          serviceType: 'tour',
          serviceId: tour.id,
          customerName: participants[0].name,
          customerEmail: participants[0].email,
          customerPhone: participants[0].phone,
          guests: count,
          startDate: daysFromNow(random.int(3, 300)),
          totalAmount: quote.total,
          metadata: {
            tourType,
            preferredLanguage: random.pick(tour.languages as string[]),
            participants,
            tourTitle: tour.title,
          },
        },
        paymentDescriptions.tour(tour.title, count),
      );
      expect(booked.metadata.pricePerPerson).toBe(quote.perPerson);
    }
  });

  it('property viewings: the flat fee', async () => {
    const properties = (await get<Json[]>('/api/real-estate')).filter((p: Json) => p.isActive);
    for (let i = 0; i < PER_TYPE; i += 1) {
      const property = random.pick(properties);
      const purpose = property.isForSale && (!property.isForRent || random.bool()) ? 'buy' : 'rent';
      expect(property.viewingFee).toBe(quoteViewing());
      await bookAtQuote(
        {
          serviceType: 'real_estate',
          serviceId: property.id,
          ...customer,
          guests: 1,
          startDate: daysFromNow(random.int(1, 300)),
          totalAmount: quoteViewing(),
          metadata: {
            viewingTime: random.pick(VIEWING_TIME_SLOTS),
            purpose,
            propertyTitle: property.title,
          },
        },
        paymentDescriptions.real_estate(property.title, purpose),
      );
    }
  });
});
