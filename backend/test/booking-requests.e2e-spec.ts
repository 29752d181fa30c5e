/**
 * The contract's booking requests are the server's: each kind's whole example (the request
 * body's `examples` and its schema's `example`) matches its schema and is booked as it stands
 * on the sample data, its days moved to come; each kind's schema lists only the fields its kind
 * reads, and the rules it adds (an event's ticketCategory or tickets, a car's licence without a
 * driver) are the refusals the server makes.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { BOOKING_REQUEST_EXAMPLES } from '../src/bookings/dto/booking-request-contract.js';
import { loadContract } from './support/contract-proxy.js';
import { daysFromNow, signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { UNCAPPED_HOLDS } from './support/holds.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const document = loadContract();
const operation = document.paths['/api/bookings'].post;
const media = operation.requestBody.content['application/json'];
const kinds = Object.keys(BOOKING_REQUEST_EXAMPLES) as (keyof typeof BOOKING_REQUEST_EXAMPLES)[];

/** A validator of the request body as the contract describes it (discriminated by kind). */
function requestValidator() {
  const ajv = new Ajv({ strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ components: document.components }, 'contract');
  const rewrite = (schema: unknown) =>
    JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/'),
    ) as Json;
  // Each kind's serviceType enum tells the `oneOf` apart (ajv reads no discriminator mapping).
  const { discriminator: _discriminator, ...schema } = media.schema as Json;
  return ajv.compile(rewrite(schema));
}

/** The example with its days moved `offset` days from now, keeping the length of the stay. */
function moved(example: Json, offset: number): Json {
  if (!example.startDate) return structuredClone(example);
  const length = example.endDate
    ? (Date.parse(example.endDate) - Date.parse(example.startDate)) / 86_400_000
    : 0;
  return {
    ...structuredClone(example),
    startDate: daysFromNow(offset),
    ...(example.endDate ? { endDate: daysFromNow(offset + length) } : {}),
  };
}

describe('booking requests in the contract', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', ...UNCAPPED_HOLDS }, { contract: true });
    ({ cookie } = await signUp(t));
  });
  afterAll(() => t.close());

  it('gives each kind its own schema, with only the fields its kind reads, and its example', () => {
    const schemas = document.components.schemas as Json;
    const fields = (name: string) => Object.keys(schemas[name].properties).sort();
    const common = [
      'customerEmail',
      'customerName',
      'customerPhone',
      'guests',
      'metadata',
      'serviceId',
      'serviceType',
      'totalAmount',
    ];
    expect(fields('CreateHotelBookingDto')).toEqual(
      [...common, 'endDate', 'roomId', 'startDate'].sort(),
    );
    expect(fields('CreateEventBookingDto')).toEqual([...common, 'startDate'].sort());
    expect(fields('CreateCarBookingDto')).toEqual([...common, 'endDate', 'startDate'].sort());
    expect(fields('CreateTourBookingDto')).toEqual([...common, 'startDate'].sort());
    expect(fields('CreateViewingBookingDto')).toEqual([...common, 'startDate'].sort());
    expect(schemas.TourBookingMetadataDto.required).toContain('preferredLanguage');
    expect(schemas.CreateHotelBookingDto.required).toEqual(
      expect.arrayContaining(['roomId', 'startDate', 'endDate']),
    );
    expect(Object.keys(media.examples).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      const name = media.schema.discriminator.mapping[kind].split('/').at(-1);
      expect(schemas[name].example).toEqual(BOOKING_REQUEST_EXAMPLES[kind]);
      expect(media.examples[kind].value).toEqual(BOOKING_REQUEST_EXAMPLES[kind]);
    }
  });

  it('finds every example valid, and the requests the server refuses for a missing field invalid', () => {
    const validate = requestValidator();
    for (const kind of kinds) {
      expect({ kind, valid: validate(BOOKING_REQUEST_EXAMPLES[kind]) }).toEqual({
        kind,
        valid: true,
      });
    }
    const { event, car, tour } = BOOKING_REQUEST_EXAMPLES;
    expect(validate({ ...event, metadata: {} })).toBe(false);
    expect(validate({ ...event, metadata: { ...event.metadata, ticketCategory: 'Terrace' } })).toBe(
      false,
    );
    expect(validate({ ...car, metadata: { ...car.metadata, driverRequired: false } })).toBe(false);
    expect(
      validate({
        ...car,
        metadata: {
          ...car.metadata,
          driverRequired: false,
          driversLicenseId: '7d0c2b1a-4e5f-4a6b-8c9d-0e1f2a3b4c5d',
        },
      }),
    ).toBe(true);
    const { preferredLanguage: _language, ...noLanguage } = tour.metadata;
    expect(validate({ ...tour, metadata: noLanguage })).toBe(false);
  });

  it('books every example as it stands (its days moved to come)', async () => {
    const answers: Json[] = [];
    for (const [index, kind] of kinds.entries()) {
      const body = moved(BOOKING_REQUEST_EXAMPLES[kind], 30 + index * 7);
      const res = await t.http.post('/api/bookings').set('Cookie', cookie).send(body);
      answers.push({ kind, status: res.status, code: res.body.code, message: res.body.message });
    }
    expect(answers).toEqual(kinds.map((kind) => ({ kind, status: 201 })));
    expect(t.contract!.violations).toEqual([]);
  });

  it('refuses what the rules added to the schemas refuse, with INVALID_BOOKING', async () => {
    const { event, car, tour } = BOOKING_REQUEST_EXAMPLES;
    const refusals: Json[] = [];
    const { preferredLanguage: _language, ...noLanguage } = tour.metadata;
    for (const body of [
      { ...event, metadata: {} },
      { ...moved(car, 80), metadata: { ...car.metadata, driverRequired: false } },
      { ...moved(tour, 90), metadata: noLanguage },
    ]) {
      const res = await t.http.post('/api/bookings').set('Cookie', cookie).send(body);
      refusals.push({
        status: res.status,
        code: res.body.code,
        field: res.body.details?.[0]?.field,
      });
    }
    expect(refusals).toEqual([
      { status: 400, code: 'INVALID_BOOKING', field: 'metadata.ticketCategory' },
      { status: 400, code: 'INVALID_BOOKING', field: 'metadata.driversLicenseId' },
      { status: 400, code: 'INVALID_BOOKING', field: 'metadata.preferredLanguage' },
    ]);
  });
});
