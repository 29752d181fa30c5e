import { PHONE_MESSAGE } from '@salone/booking-rules';
import { quoteTour } from '@salone/booking-rules';
import { formatUsd } from '../src/common/money.js';
import { PARTICIPANT_DETAILS_REQUIRED } from '../src/bookings/dto/create-booking.dto.js';
import { BookingsService } from '../src/bookings/bookings.service.js';
import { NESTED_TOO_DEEPLY, TEXT_NOT_UNICODE } from '../src/common/errors/validation.js';
import { errorBody } from '../src/common/errors/global-exception.filter.js';
import { daysFromNow, signUp } from './support/accounts.js';
import { organisationOf, signIn } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { UNCAPPED_HOLDS } from './support/holds.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const customer = {
  customerName: 'Fatu Conteh',
  customerEmail: 'fatu@example.com',
  customerPhone: '+232 76 555 123',
};

describe('bookings', () => {
  let t: TestApp;
  let cookie: string;
  let hotels: Json[];
  let events: Json[];
  let cars: Json[];
  let tours: Json[];
  let properties: Json[];

  beforeAll(async () => {
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      ...UNCAPPED_HOLDS,
      MAX_UNPAID_BOOKINGS: '1000',
    });
    ({ cookie } = await signUp(t));
    hotels = (await t.http.get('/api/hotels')).body;
    events = (await t.http.get('/api/events')).body;
    cars = (await t.http.get('/api/cars')).body;
    tours = (await t.http.get('/api/tours')).body;
    properties = (await t.http.get('/api/real-estate')).body;
  });
  afterAll(() => t.close());

  const book = (body: object, as = cookie) =>
    t.http.post('/api/bookings').set('Cookie', as).send(body);
  const countBookings = async () =>
    Number((await t.dataSource.query('SELECT COUNT(*)::int AS n FROM bookings'))[0].n);

  const availableRoom = (minCapacity = 1) => {
    for (const hotel of hotels) {
      const room = hotel.rooms.find((r: Json) => r.isAvailable && r.capacity >= minCapacity);
      if (room) return { hotel, room };
    }
    throw new Error('no room');
  };
  /**
   * The available room with its type cut to one unit, so that a single live booking fills
   * each of its nights (room types have units, counted per night).
   * Every test books this room on nights of its own, so the others are not affected.
   */
  const oneUnitRoom = async () => {
    const found = availableRoom();
    await t.dataSource.query(`UPDATE rooms SET units = 1 WHERE id = $1`, [found.room.id]);
    return found;
  };
  const hotelBooking = (hotel: Json, room: Json, from: number, to: number, extra: Json = {}) => ({
    serviceType: 'hotel',
    serviceId: hotel.id,
    roomId: room.id,
    ...customer,
    guests: 1,
    startDate: daysFromNow(from),
    endDate: daysFromNow(to),
    totalAmount: (to - from) * room.price,
    metadata: { roomType: room.roomType, hotelName: hotel.name, nights: to - from },
    ...extra,
  });

  describe('hotel rooms', () => {
    it('books a room for its nights at the server price and lists it for the user', async () => {
      const { hotel, room } = availableRoom();
      const res = await book(hotelBooking(hotel, room, 10, 13)).expect(201);
      expect(res.body).toMatchObject({
        serviceType: 'hotel',
        serviceId: hotel.id,
        roomId: room.id,
        serviceName: hotel.name,
        status: 'pending_payment',
        totalAmount: 3 * room.price,
        guests: 1,
        payment: null,
        metadata: { nights: 3, roomType: room.roomType, hotelName: hotel.name },
      });
      expect(res.body.reference).toMatch(/^SL-[A-HJ-NP-Z2-9]{6}$/);
      expect(Date.parse(res.body.holdExpiresAt)).toBeGreaterThan(Date.now());
      // The voucher's contact is the hotel's organisation, which the catalogue does not show.
      const [organisation] = await t.dataSource.query(
        `SELECT o.name, o.contact_phone AS phone, o.contact_email AS email,
                o.whatsapp_number AS whatsapp FROM organisations o
           JOIN hotels h ON h.organisation_id = o.id WHERE h.id = $1`,
        [hotel.id],
      );
      expect(res.body.operator).toEqual(organisation);
      const mine = await t.http.get('/api/bookings/user').set('Cookie', cookie).expect(200);
      expect(mine.body.items[0].id).toBe(res.body.id);
      const one = await t.http
        .get(`/api/bookings/${res.body.id}`)
        .set('Cookie', cookie)
        .expect(200);
      expect(one.body).toEqual(mine.body.items[0]);
    });

    it('reads a phone written as people here write it and keeps it in E.164', async () => {
      const { hotel, room } = availableRoom();
      for (const [from, written] of [
        [50, '076123456'],
        [52, '76 123 456'],
        [54, '+232 76 123 456'],
      ] as const) {
        const res = await book(
          hotelBooking(hotel, room, from, from + 1, { customerPhone: written }),
        ).expect(201);
        expect(res.body.customerPhone).toBe('+23276123456');
        const [row] = await t.dataSource.query(
          'SELECT customer_phone FROM bookings WHERE id = $1',
          [res.body.id],
        );
        expect(row.customer_phone).toBe('+23276123456');
      }
      // Another country's number with its code.
      const abroad = await book(
        hotelBooking(hotel, room, 56, 57, { customerPhone: '+44 20 7946 0958' }),
      ).expect(201);
      expect(abroad.body.customerPhone).toBe('+442079460958');
      const bad = await book(hotelBooking(hotel, room, 58, 59, { customerPhone: '12345' })).expect(
        400,
      );
      expect(bad.body.details).toEqual([{ field: 'customerPhone', message: PHONE_MESSAGE }]);
    });

    it('shows the room as taken for those dates in the hotel and its rooms', async () => {
      const { hotel, room } = await oneUnitRoom();
      await book(hotelBooking(hotel, room, 200, 203)).expect(201);
      const during = await t.http
        .get(`/api/hotels/${hotel.id}?checkIn=${daysFromNow(201)}&checkOut=${daysFromNow(202)}`)
        .expect(200);
      expect(during.body.rooms.find((r: Json) => r.id === room.id).availableForDates).toBe(false);
      const after = await t.http
        .get(
          `/api/hotels/${hotel.id}/rooms?checkIn=${daysFromNow(203)}&checkOut=${daysFromNow(205)}`,
        )
        .expect(200);
      expect(after.body.find((r: Json) => r.id === room.id).availableForDates).toBe(true);
      const list = await t.http
        .get(`/api/hotels?checkIn=${daysFromNow(200)}&checkOut=${daysFromNow(201)}`)
        .expect(200);
      const listed = list.body.find((h: Json) => h.id === hotel.id);
      expect(listed.rooms.find((r: Json) => r.id === room.id).availableForDates).toBe(false);
      // 'Starting from' is the cheapest room still free for the searched nights.
      const freePrices = listed.rooms
        .filter((r: Json) => r.availableForDates === true)
        .map((r: Json) => r.price);
      expect(freePrices.length).toBeGreaterThan(0);
      expect(listed.lowestRoomPrice).toBe(Math.min(...freePrices));
      expect(during.body.lowestRoomPrice).toBe(Math.min(...freePrices));
      expect(after.body.find((r: Json) => r.id === room.id).price).toBe(room.price);
      const undated = (await t.http.get('/api/hotels')).body.find((h: Json) => h.id === hotel.id);
      expect(undated.lowestRoomPrice).toBe(Math.min(...hotel.rooms.map((r: Json) => r.price)));
      const plain = await t.http.get(`/api/hotels/${hotel.id}`).expect(200);
      expect(plain.body.rooms[0].availableForDates).toBeNull();
      const backwards = await t.http
        .get(`/api/hotels/${hotel.id}?checkIn=${daysFromNow(5)}&checkOut=${daysFromNow(4)}`)
        .expect(400);
      expect(backwards.body.message).toBe('Check-out date must be after check-in date');
    });

    it('refuses availability questions about stays longer than a booking may be', async () => {
      const { hotel } = await oneUnitRoom();
      for (const path of [
        `/api/hotels`,
        `/api/hotels/${hotel.id}`,
        `/api/hotels/${hotel.id}/rooms`,
      ]) {
        const thirty = await t.http
          .get(`${path}?checkIn=${daysFromNow(10)}&checkOut=${daysFromNow(40)}`)
          .expect(200);
        expect(thirty.body).toBeTruthy();
        const longer = await t.http
          .get(`${path}?checkIn=${daysFromNow(10)}&checkOut=${daysFromNow(41)}`)
          .expect(400);
        expect(longer.body.message).toBe('Stays are limited to 30 nights');
        // A span of centuries is answered at once instead of being worked out night by night.
        const centuries = await t.http
          .get(`${path}?checkIn=1900-01-01&checkOut=9999-12-31`)
          .expect(400);
        expect(centuries.body.message).toBe('Stays are limited to 30 nights');
      }
    });

    it('refuses overlapping nights of the same room but takes the next stay', async () => {
      const { hotel, room } = await oneUnitRoom();
      await book(hotelBooking(hotel, room, 20, 23)).expect(201);
      const clash = await book(hotelBooking(hotel, room, 22, 24)).expect(409);
      expect(clash.body.message).toMatch(/already booked/);
      await book(hotelBooking(hotel, room, 23, 25)).expect(201);
    });

    it.each([
      ['no room', { roomId: undefined }, 'Please select a room type'],
      [
        'check-out before check-in',
        { startDate: daysFromNow(31), endDate: daysFromNow(30) },
        'Check-out date must be after check-in date',
      ],
      ['a missing check-in', { startDate: undefined }, 'Check-in date is required'],
      [
        'a past check-in',
        { startDate: daysFromNow(-2), endDate: daysFromNow(1) },
        'Check-in date cannot be in the past',
      ],
    ])('refuses %s with the spec message', async (_label, override, message) => {
      const { hotel, room } = availableRoom();
      const before = await countBookings();
      const res = await book(hotelBooking(hotel, room, 30, 31, override as Json)).expect(400);
      expect(res.body.message).toBe(message);
      expect(await countBookings()).toBe(before);
    });

    it('refuses more guests than the room sleeps', async () => {
      const { hotel, room } = availableRoom();
      const res = await book(
        hotelBooking(hotel, room, 40, 41, { guests: room.capacity + 1 }),
      ).expect(400);
      expect(res.body.message).toBe(`Selected room capacity is ${room.capacity} guests`);
    });

    it('says which customer field is too long, in words a traveller can act on', async () => {
      const { hotel, room } = availableRoom();
      const name = await book(
        hotelBooking(hotel, room, 40, 41, { customerName: 'A'.repeat(121) }),
      ).expect(400);
      expect(name.body.message).toBe('Full name must be at most 120 characters');
      const phone = await book(
        hotelBooking(hotel, room, 40, 41, { customerPhone: '0'.repeat(41) }),
      ).expect(400);
      expect(phone.body.message).toBe(PHONE_MESSAGE);
    });

    it('asks for a room when roomId is null, as when it is missing', async () => {
      const { hotel, room } = availableRoom();
      const before = await countBookings();
      const res = await book(hotelBooking(hotel, room, 42, 43, { roomId: null })).expect(400);
      expect(res.body).toEqual(
        errorBody(
          400,
          'Please select a room type',
          [{ field: 'roomId', message: 'Please select a room type' }],
          'INVALID_BOOKING',
        ),
      );
      expect(await countBookings()).toBe(before);
    });

    it('refuses text that is not valid Unicode and metadata nested too deeply, storing nothing', async () => {
      const { hotel, room } = availableRoom();
      const before = await countBookings();
      const email = await book(
        hotelBooking(hotel, room, 44, 45, { customerEmail: 'fatu\ud800@example.com' }),
      ).expect(400);
      expect(email.body).toEqual(
        errorBody(400, TEXT_NOT_UNICODE, [{ field: 'customerEmail', message: TEXT_NOT_UNICODE }]),
      );
      let nested: Json = { end: true };
      for (let i = 0; i < 40; i += 1) nested = { deeper: nested };
      const deep = await book(
        hotelBooking(hotel, room, 44, 45, { metadata: { specialRequests: nested } }),
      ).expect(400);
      expect(deep.body.message).toBe(NESTED_TOO_DEEPLY);
      expect(await countBookings()).toBe(before);
    });

    it('refuses a room the hotel has taken off sale', async () => {
      const hotel = hotels.find((h) => h.rooms.some((r: Json) => !r.isAvailable))!;
      const room = hotel.rooms.find((r: Json) => !r.isAvailable);
      const res = await book(hotelBooking(hotel, room, 50, 51)).expect(409);
      expect(res.body.message).toBe('This room is not available for booking');
    });

    it('refuses stays over 30 nights and bookings more than 12 months ahead', async () => {
      const { hotel, room } = availableRoom();
      const long = await book(hotelBooking(hotel, room, 300, 331)).expect(400);
      expect(long.body.message).toBe('Stays are limited to 30 nights');
      const far = await book(hotelBooking(hotel, room, 400, 401)).expect(400);
      expect(far.body.message).toBe('Bookings open up to 12 months ahead');
    });

    it('refuses a client total that disagrees with the price, storing nothing', async () => {
      const { hotel, room } = availableRoom();
      const before = await countBookings();
      const res = await book(hotelBooking(hotel, room, 60, 62, { totalAmount: 1 })).expect(409);
      expect(res.body.message).toContain(
        `The total for this booking is $${(2 * room.price).toFixed(2)}`,
      );
      expect(await countBookings()).toBe(before);
    });
  });

  describe('event tickets', () => {
    const eventBooking = (event: Json, category: string, quantity: number, total?: number) => ({
      serviceType: 'event',
      serviceId: event.id,
      ...customer,
      guests: quantity,
      startDate: event.startDate.slice(0, 10),
      totalAmount:
        total ?? quantity * event.ticketCategories.find((c: Json) => c.name === category).price,
      metadata: { ticketCategory: category, eventTitle: event.title },
    });

    it('sells tickets at the category price and shows fewer remaining', async () => {
      const event = events.at(-1)!;
      const res = await book(eventBooking(event, 'VIP', 2)).expect(201);
      expect(res.body).toMatchObject({
        totalAmount: 300,
        guests: 2,
        metadata: { ticketCategory: 'VIP', ticketPrice: 150 },
      });
      const after = (await t.http.get(`/api/events/${event.id}`)).body;
      expect(after.ticketCategories.find((c: Json) => c.name === 'VIP').remaining).toBe(23);
    });

    it('accepts ticketType as the category, as older clients send it', async () => {
      const event = events.at(-1)!;
      const res = await book({
        ...eventBooking(event, 'Standard', 1),
        metadata: { ticketType: 'Standard' },
      }).expect(201);
      expect(res.body.metadata.ticketCategory).toBe('Standard');
    });

    it('refuses more tickets than remain, naming the category', async () => {
      const event = events.at(-2)!;
      const res = await book(eventBooking(event, 'VVIP', 11, 3300)).expect(409);
      expect(res.body.message).toBe('Only 10 VVIP tickets available');
    });

    it('requires a ticket category', async () => {
      const event = events.at(-1)!;
      const res = await book({ ...eventBooking(event, 'VIP', 1), metadata: {} }).expect(400);
      expect(res.body.message).toBe('Please select a ticket category');
    });
  });

  describe('car rentals', () => {
    const carBooking = (car: Json, from: number, to: number, driver: boolean, extra: Json = {}) => {
      const days = to - from;
      return {
        serviceType: 'car',
        serviceId: car.id,
        ...customer,
        guests: 1,
        startDate: daysFromNow(from),
        endDate: daysFromNow(to),
        totalAmount: days * car.dailyRate + (driver ? days * 50 : 0),
        metadata: {
          pickupLocation: car.pickupLocations[0],
          pickupTime: '09:00',
          returnTime: '09:00',
          driverRequired: driver,
          carMake: car.make,
          carModel: car.model,
        },
        ...extra,
      };
    };
    const availableCar = () => cars.find((car) => car.isAvailable)!;

    it('rents a car with a driver at $50 a day on top of the rate', async () => {
      const car = availableCar();
      const res = await book(carBooking(car, 5, 8, true)).expect(201);
      expect(res.body.totalAmount).toBe(3 * car.dailyRate + 150);
      expect(res.body.metadata).toMatchObject({ days: 3, driverRequired: true, driverCost: 150 });
    });

    it('prices the chosen extras from the car, per day or once, and checks the total', async () => {
      const car = availableCar();
      const seat = car.extras.find((e: Json) => e.name === 'Child seat');
      const second = car.extras.find((e: Json) => e.name === 'Additional driver');
      expect(seat.unit).toBe('day');
      expect(second.unit).toBe('rental');
      const base = carBooking(car, 20, 23, true);
      const withExtras = (totalAmount: number, extras: string[]) => ({
        ...base,
        totalAmount,
        metadata: { ...base.metadata, extras },
      });
      const right = base.totalAmount + 3 * seat.price + second.price;
      // A total without the extras is refused, and so is an extra the car does not offer.
      const short = await book(withExtras(base.totalAmount, ['Child seat', 'Additional driver']));
      expect(short.status).toBe(409);
      expect(short.body.code).toBe('TOTAL_MISMATCH');
      const unknown = await book(withExtras(right, ['Jet ski'])).expect(400);
      expect(unknown.body.details[0].field).toBe('metadata.extras');
      const driver = await book(withExtras(right, ['Professional driver'])).expect(400);
      expect(driver.body.details[0].field).toBe('metadata.extras');

      const res = await book(withExtras(right, ['Child seat', 'Additional driver'])).expect(201);
      expect(res.body.totalAmount).toBe(right);
      expect(res.body.metadata.extrasCost).toBe(3 * seat.price + second.price);
      expect(res.body.metadata.extras).toEqual([
        { name: 'Child seat', price: seat.price, unit: 'day', cost: 3 * seat.price },
        { name: 'Additional driver', price: second.price, unit: 'rental', cost: second.price },
      ]);
    });

    it("requires a driver's licence when no driver is booked", async () => {
      const res = await book(carBooking(availableCar(), 70, 72, false)).expect(400);
      expect(res.body.message).toBe(
        "Please upload your driver's license if you don't need a driver",
      );
    });

    it("accepts an uploaded driver's licence once, and only the uploader's", async () => {
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
          '1f15c4890000000d4944415478da636460f85f0f0002870180eb47ba920000000049454e44ae426082',
        'hex',
      );
      const upload = await t.http
        .post('/api/uploads')
        .set('Cookie', cookie)
        .field('purpose', 'drivers_license')
        .attach('file', png, 'licence.png')
        .expect(201);
      const car = availableCar();
      const body = carBooking(car, 140, 141, false);
      Object.assign(body.metadata, { driversLicenseId: upload.body.id });
      const booked = await book(body).expect(201);
      expect(booked.body.metadata.driversLicenseId).toBe(upload.body.id);
      const [row] = await t.dataSource.query('SELECT booking_id FROM uploads WHERE id = $1', [
        upload.body.id,
      ]);
      expect(row.booking_id).toBe(booked.body.id);
      const reused = await book(carBooking(car, 150, 151, false, {})).expect(400);
      expect(reused.body.message).toBe(
        "Please upload your driver's license if you don't need a driver",
      );
      const again = carBooking(car, 150, 151, false);
      Object.assign(again.metadata, { driversLicenseId: upload.body.id });
      const before = await countBookings();
      await book(again).expect(400);
      expect(await countBookings()).toBe(before);
    });

    it("refuses another traveller's licence even with a driver booked", async () => {
      const other = await signUp(t);
      const upload = await t.http
        .post('/api/uploads')
        .set('Cookie', other.cookie)
        .field('purpose', 'drivers_license')
        .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'licence.pdf')
        .expect(201);
      const body = carBooking(availableCar(), 160, 161, true);
      Object.assign(body.metadata, { driversLicenseId: upload.body.id });
      const before = await countBookings();
      const res = await book(body).expect(400);
      expect(res.body.message).toBe(
        "Please upload your driver's license if you don't need a driver",
      );
      expect(await countBookings()).toBe(before);
      const [row] = await t.dataSource.query('SELECT booking_id FROM uploads WHERE id = $1', [
        upload.body.id,
      ]);
      expect(row.booking_id).toBeNull();
    });

    it('refuses a return before the pickup and times outside the 30-minute slots', async () => {
      const car = availableCar();
      const back = await book({
        ...carBooking(car, 80, 81, true),
        endDate: daysFromNow(79),
        totalAmount: 0,
      }).expect(400);
      expect(back.body.message).toBe('Return date must be after pickup date');
      const odd = carBooking(car, 80, 81, true);
      odd.metadata.pickupTime = '08:15';
      const slot = await book(odd).expect(400);
      expect(slot.body.message).toBe('Times are every 30 minutes from 08:00 to 18:00');
    });

    it('refuses overlapping rentals of one car and a rented-out car', async () => {
      const car = availableCar();
      await book(carBooking(car, 90, 93, true)).expect(201);
      const clash = await book(carBooking(car, 92, 95, true)).expect(409);
      expect(clash.body.message).toMatch(/already booked/);
      const busy = await t.http
        .get(`/api/cars?pickupDate=${daysFromNow(91)}&returnDate=${daysFromNow(92)}`)
        .expect(200);
      expect(busy.body.find((c: Json) => c.id === car.id).availableForDates).toBe(false);
      const free = await t.http
        .get(`/api/cars/${car.id}?pickupDate=${daysFromNow(95)}&returnDate=${daysFromNow(96)}`)
        .expect(200);
      expect(free.body.availableForDates).toBe(true);
      const sameDay = await t.http
        .get(`/api/cars/${car.id}?pickupDate=${daysFromNow(96)}&returnDate=${daysFromNow(96)}`)
        .expect(200);
      expect(sameDay.body.availableForDates).toBe(true);
      const rented = cars.find((c) => !c.isAvailable)!;
      const res = await book(carBooking(rented, 100, 101, true)).expect(409);
      expect(res.body.message).toBe('This car is not available for rental');
    });
  });

  describe('tours', () => {
    const participant = (i: number) => ({
      name: `Guest ${i}`,
      phone: `+232 76 000 ${String(i).padStart(3, '0')}`,
      email: `guest${i}@example.com`,
    });
    const tourBooking = (
      tour: Json,
      type: 'private' | 'shared',
      count: number,
      extra: Json = {},
    ) => ({
      serviceType: 'tour',
      serviceId: tour.id,
      ...customer,
      guests: count,
      startDate: daysFromNow(15),
      totalAmount: quoteTour(tour.price, type, count).total,
      metadata: {
        tourType: type,
        preferredLanguage: 'English',
        participants: Array.from({ length: count }, (_, i) => participant(i)),
        tourTitle: tour.title,
      },
      ...extra,
    });

    it('prices private tours at 2.5 times per person', async () => {
      const tour = tours[0];
      const res = await book(tourBooking(tour, 'private', 2)).expect(201);
      expect(res.body.totalAmount).toBeCloseTo(2 * tour.price * 2.5, 2);
      expect(res.body.metadata).toMatchObject({
        tourType: 'private',
        pricePerPerson: tour.pricing.private,
      });
    });

    it('requires one participant row per participant', async () => {
      const tour = tours[0];
      const body = tourBooking(tour, 'shared', 2);
      body.metadata.participants.pop();
      const res = await book(body).expect(400);
      expect(res.body.message).toBe('Number of participant details must match the selected count');
    });

    it('keeps shared tours within the group size, across bookings', async () => {
      const tour = tours.find((t) => t.maxGroupSize <= 12)!;
      const tooMany = await book(tourBooking(tour, 'shared', tour.maxGroupSize + 1)).expect(400);
      expect(tooMany.body.message).toBe(
        `Shared tours are limited to ${tour.maxGroupSize} participants`,
      );
      await book(tourBooking(tour, 'shared', tour.maxGroupSize - 1)).expect(201);
      const full = await book(tourBooking(tour, 'shared', 2)).expect(409);
      expect(full.body.message).toBe('Only 1 places are left on this shared tour that day');
    });

    it('charges the group discount it shows: a group of 12 pays 15% less', async () => {
      const tour = tours.find((t) => t.maxGroupSize >= 12)!;
      const fullPrice = { ...tourBooking(tour, 'shared', 12), startDate: daysFromNow(16) };
      const refused = await book({ ...fullPrice, totalAmount: 12 * tour.price }).expect(409);
      const discounted = Math.round(12 * tour.price * 85) / 100;
      expect(refused.body.message).toMatch(
        new RegExp(`^The total for this booking is \\${formatUsd(Math.round(discounted * 100))}, `),
      );
      const res = await book(fullPrice).expect(201);
      expect(res.body.totalAmount).toBeCloseTo(discounted, 2);
      expect(res.body.metadata).toMatchObject({
        groupDiscountPercent: 15,
        subtotal: 12 * tour.price,
      });
    });

    it('limits a private group to the group size unless the operator allows more, and counts groups per day', async () => {
      const tour = tours.find((t) => t.maxGroupSize < 12)!;
      const day = { startDate: daysFromNow(17) };
      const tooMany = await book({
        ...tourBooking(tour, 'private', tour.maxGroupSize + 1),
        ...day,
      }).expect(400);
      expect(tooMany.body.message).toBe(
        `Private tours are limited to ${tour.maxGroupSize} participants`,
      );
      await t.dataSource.query(
        `UPDATE tours SET private_group_limit = $2, private_groups_per_day = 1 WHERE id = $1`,
        [tour.id, tour.maxGroupSize + 1],
      );
      const detail = (await t.http.get(`/api/tours/${tour.id}`).expect(200)).body;
      expect(detail.maxPrivateGroupSize).toBe(tour.maxGroupSize + 1);
      await book({ ...tourBooking(tour, 'private', tour.maxGroupSize + 1), ...day }).expect(201);
      const second = await book({ ...tourBooking(tour, 'private', 2), ...day }).expect(409);
      expect(second.body.message).toBe(
        'This tour takes no more private groups that day. Please choose another date or a shared tour.',
      );
    });

    it('validates each participant', async () => {
      const body = tourBooking(tours[1], 'shared', 1);
      body.metadata.participants[0].name = 'A';
      const res = await book(body).expect(400);
      expect(res.body.message).toBe('Name is required');
    });

    it('refuses participants that are lists rather than people', async () => {
      const before = await countBookings();
      for (const participants of [[[]], [[participant(0)]], [null]]) {
        const body = tourBooking(tours[1], 'shared', 1);
        const res = await book({ ...body, metadata: { ...body.metadata, participants } }).expect(
          400,
        );
        expect(res.body.message).toBe(PARTICIPANT_DETAILS_REQUIRED);
      }
      expect(await countBookings()).toBe(before);
    });
  });

  describe('property viewings', () => {
    const viewing = (property: Json, day: number, time: string, purpose: 'buy' | 'rent') => ({
      serviceType: 'real_estate',
      serviceId: property.id,
      ...customer,
      guests: 1,
      startDate: daysFromNow(day),
      totalAmount: 25,
      metadata: { viewingTime: time, purpose, propertyTitle: property.title },
    });
    const forSale = () => properties.find((p) => p.isForSale && p.isActive)!;

    it('books a slot for the $25 fee, once', async () => {
      const property = forSale();
      const res = await book(viewing(property, 3, '10:30', 'buy')).expect(201);
      expect(res.body).toMatchObject({
        totalAmount: 25,
        metadata: { viewingTime: '10:30', purpose: 'buy' },
      });
      const taken = await book(viewing(property, 3, '10:30', 'buy')).expect(409);
      expect(taken.body.message).toBe(
        'This viewing time is already taken. Please choose another time.',
      );
    });

    it('refuses past dates, slots outside the hours and purposes the listing does not offer', async () => {
      const property = forSale();
      expect((await book(viewing(property, -1, '10:00', 'buy')).expect(400)).body.message).toBe(
        'Viewing date cannot be in the past',
      );
      expect((await book(viewing(property, 4, '13:00', 'buy')).expect(400)).body.message).toBe(
        'Viewings are every 30 minutes, 09:00-12:30 and 14:00-17:30',
      );
      const saleOnly = properties.find((p) => p.isForSale && !p.isForRent && p.isActive)!;
      expect((await book(viewing(saleOnly, 4, '14:00', 'rent')).expect(400)).body.message).toBe(
        'This property is not currently available for rental',
      );
      const rentOnly = properties.find((p) => p.isForRent && !p.isForSale && p.isActive)!;
      expect((await book(viewing(rentOnly, 4, '14:00', 'buy')).expect(400)).body.message).toBe(
        'This property is not currently available for purchase',
      );
    });

    /** Days from now of the first Monday at least 8 days out. */
    const monday = (): number => {
      for (let day = 8; ; day += 1) {
        if (new Date(`${daysFromNow(day)}T00:00:00Z`).getUTCDay() === 1) return day;
      }
    };

    it('books only on the days and at the times the property takes viewings', async () => {
      const property = properties.find((p) => p.isForSale && p.isActive && p !== forSale())!;
      const owner = await signIn(t, 'homes@demo.salone.sl');
      const orgId = await organisationOf(t, 'homes@demo.salone.sl');
      await t.http
        .patch(`/api/partner/organisations/${orgId}/properties/${property.id}`)
        .set('Cookie', owner)
        .send({ viewingDays: [4, 2], viewingTimes: ['14:30', '10:00'] })
        .expect(200);
      const before = await countBookings();
      const m = monday();

      const closed = await book(viewing(property, m, '10:00', 'buy')).expect(400);
      expect(closed.body).toMatchObject({
        message:
          'This property takes viewings on Tuesday and Thursday only. Please choose another date.',
        details: [{ field: 'startDate' }],
      });
      const eleven = await book(viewing(property, m + 1, '11:00', 'buy')).expect(400);
      expect(eleven.body).toMatchObject({
        message:
          'This property takes viewings at 10:00 and 14:30 only. Please choose another time.',
        details: [{ field: 'metadata.viewingTime' }],
      });
      expect(await countBookings()).toBe(before);

      await book(viewing(property, m + 1, '10:00', 'buy')).expect(201);
      await book(viewing(property, m + 3, '14:30', 'buy')).expect(201);

      // The availability the viewing dialog reads offers the same slots, and only those.
      const from = daysFromNow(m);
      const { body } = await t.http
        .get(`/api/real-estate/${property.id}/availability?from=${from}&to=${daysFromNow(m + 7)}`)
        .expect(200);
      const offered = body.days.map((d: Json) => [
        new Date(`${d.date}T00:00:00Z`).getUTCDay(),
        d.slots.filter((slot: Json) => slot.available).map((slot: Json) => slot.time),
      ]);
      expect(offered).toEqual([
        [1, []],
        [2, ['14:30']],
        [3, []],
        [4, ['10:00']],
        [5, []],
        [6, []],
        [0, []],
      ]);
    });
  });

  describe('ownership, cancellation and expiry', () => {
    it('requires sign-in and hides other travellers’ bookings', async () => {
      await t.http.get('/api/bookings/user').expect(401);
      await t.http.post('/api/bookings').send({}).expect(401);
      const { hotel, room } = availableRoom();
      const mine = await book(hotelBooking(hotel, room, 110, 111)).expect(201);
      const other = await signUp(t);
      await t.http.get(`/api/bookings/${mine.body.id}`).set('Cookie', other.cookie).expect(404);
      await t.http
        .post(`/api/bookings/${mine.body.id}/cancel`)
        .set('Cookie', other.cookie)
        .expect(404);
      expect((await t.http.get('/api/bookings/user').set('Cookie', other.cookie)).body).toEqual({
        items: [],
        nextCursor: null,
      });
      await t.http.get('/api/bookings/not-a-uuid').set('Cookie', cookie).expect(404);
    });

    it("pages the traveller's bookings, newest first, with a cursor", async () => {
      const { hotel, room } = availableRoom();
      await book(hotelBooking(hotel, room, 240, 241)).expect(201);
      await book(hotelBooking(hotel, room, 242, 243)).expect(201);
      const whole = await t.http
        .get('/api/bookings/user')
        .query({ limit: 100 })
        .set('Cookie', cookie)
        .expect(200);
      expect(whole.body.nextCursor).toBeNull();
      const all: Json[] = whole.body.items;
      expect(all.length).toBeGreaterThanOrEqual(3);
      const created = all.map((b) => Date.parse(b.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { body: Json } = await t.http
          .get('/api/bookings/user')
          .query({ limit: 2, ...(cursor ? { cursor } : {}) })
          .set('Cookie', cookie)
          .expect(200);
        expect(res.body.items.length).toBeLessThanOrEqual(2);
        paged.push(...res.body.items.map((b: Json) => b.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(paged).toEqual(all.map((b) => b.id));
      // The default page is 25; another traveller's cursor shows nothing of this one's.
      const first = await t.http.get('/api/bookings/user').set('Cookie', cookie).expect(200);
      expect(first.body.items.length).toBe(Math.min(25, all.length));
      const other = await signUp(t);
      const foreign = await t.http
        .get('/api/bookings/user')
        .query({ limit: 1 })
        .set('Cookie', cookie)
        .expect(200);
      const theirs = await t.http
        .get('/api/bookings/user')
        .query({ cursor: foreign.body.nextCursor })
        .set('Cookie', other.cookie)
        .expect(200);
      expect(theirs.body).toEqual({ items: [], nextCursor: null });
    });

    it('closes the USSD code of a booking that is cancelled', async () => {
      const { hotel, room } = availableRoom();
      const booking = await book(hotelBooking(hotel, room, 160, 161)).expect(201);
      const payment = await t.http
        .post('/api/payments/monime')
        .set('Cookie', cookie)
        .send({
          bookingId: booking.body.id,
          amount: booking.body.totalAmount,
          customerName: 'Fatu Conteh',
          customerPhone: '+232 76 555 123',
          description: 'Hotel booking',
        })
        .expect(201);
      await t.http
        .post(`/api/bookings/${booking.body.id}/cancel`)
        .set('Cookie', cookie)
        .expect(200);
      const after = await t.http
        .get(`/api/bookings/${booking.body.id}`)
        .set('Cookie', cookie)
        .expect(200);
      expect(after.body.payment).toMatchObject({
        paymentId: payment.body.paymentId,
        status: 'cancelled',
      });
      await t.http
        .post(`/api/payments/sandbox/${payment.body.paymentId}/complete`)
        .set('Cookie', cookie)
        .expect(409);
      expect(
        (await t.http.get(`/api/bookings/${booking.body.id}`).set('Cookie', cookie)).body.status,
      ).toBe('cancelled');
    });

    it('answers 400, not 500, to text with a NUL character', async () => {
      const { hotel, room } = availableRoom();
      const res = await book(
        hotelBooking(hotel, room, 170, 171, { customerName: 'Fatu\u0000Conteh' }),
      ).expect(400);
      expect(res.body.message).toBe('Text fields must not contain NUL characters');
    });

    it('cancels an unpaid booking, giving its tickets back', async () => {
      const event = events.at(-3)!;
      const vip = () =>
        t.http.get(`/api/events/${event.id}`).then((r) => r.body.ticketCategories[1].remaining);
      const start = await vip();
      const res = await book({
        serviceType: 'event',
        serviceId: event.id,
        ...customer,
        guests: 3,
        startDate: event.startDate.slice(0, 10),
        totalAmount: 450,
        metadata: { ticketCategory: 'VIP' },
      }).expect(201);
      expect(await vip()).toBe(start - 3);
      const cancelled = await t.http
        .post(`/api/bookings/${res.body.id}/cancel`)
        .set('Cookie', cookie)
        .expect(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect(await vip()).toBe(start);
      const again = await t.http
        .post(`/api/bookings/${res.body.id}/cancel`)
        .set('Cookie', cookie)
        .expect(409);
      expect(again.body.message).toBe('This booking is already cancelled');
    });

    it('cancels a paid booking only inside the free-cancellation window', async () => {
      const { hotel, room } = availableRoom();
      const far = await book(hotelBooking(hotel, room, 120, 121)).expect(201);
      await t.dataSource.query(`UPDATE bookings SET status = 'confirmed' WHERE id = $1`, [
        far.body.id,
      ]);
      await t.http.post(`/api/bookings/${far.body.id}/cancel`).set('Cookie', cookie).expect(200);
      const soon = await book(hotelBooking(hotel, room, 0, 1)).expect(201);
      await t.dataSource.query(`UPDATE bookings SET status = 'confirmed' WHERE id = $1`, [
        soon.body.id,
      ]);
      const late = await t.http
        .post(`/api/bookings/${soon.body.id}/cancel`)
        .set('Cookie', cookie)
        .expect(409);
      expect(late.body.message).toMatch(/^Free cancellation ends 24 hours before the start/);
    });

    it('expires unpaid bookings after the hold and frees what they held', async () => {
      const { hotel, room } = await oneUnitRoom();
      const first = await book(hotelBooking(hotel, room, 130, 132)).expect(201);
      await book(hotelBooking(hotel, room, 130, 132)).expect(409);
      await t.dataSource.query(
        `UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
        [first.body.id],
      );
      expect(await t.app.get(BookingsService).sweep()).toBeGreaterThanOrEqual(1);
      const expired = await t.http
        .get(`/api/bookings/${first.body.id}`)
        .set('Cookie', cookie)
        .expect(200);
      expect(expired.body).toMatchObject({ status: 'expired', holdExpiresAt: null });
      await book(hotelBooking(hotel, room, 130, 132)).expect(201);
    });
  });
});

describe('unpaid booking limit', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0' });
  });
  afterAll(() => u.close());
  const customer = {
    customerName: 'Fatu Conteh',
    customerEmail: 'fatu@example.com',
    customerPhone: '+232 76 555 123',
  };

  it('lets one traveller hold at most 10 unpaid bookings', async () => {
    const traveller = await signUp(u);
    const tour = (await u.http.get('/api/tours')).body[3];
    const body = (day: number) => ({
      serviceType: 'tour',
      serviceId: tour.id,
      ...customer,
      guests: 1,
      startDate: daysFromNow(day),
      totalAmount: tour.pricing.private,
      metadata: {
        tourType: 'private',
        preferredLanguage: 'English',
        participants: [
          { name: 'Fatu Conteh', phone: '+232 76 555 123', email: 'fatu@example.com' },
        ],
      },
    });
    for (let i = 0; i < 10; i += 1)
      await u.http
        .post('/api/bookings')
        .set('Cookie', traveller.cookie)
        .send(body(20 + i))
        .expect(201);
    const refused = await u.http
      .post('/api/bookings')
      .set('Cookie', traveller.cookie)
      .send(body(40))
      .expect(409);
    expect(refused.body.message).toBe(
      'You have 10 unpaid bookings. Please pay or cancel one before booking again.',
    );
  });
});
