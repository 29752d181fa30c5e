import { UploadsService } from '../src/uploads/uploads.service.js';
import { daysFromNow, signUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MB5 = 5 * 1024 * 1024;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A PDF of exactly `size` bytes (the header, then padding inside a comment). */
const pdfOf = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n%');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const tally = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * Uploads are identity documents: each account has a quota, and the sweep deletes what the
 * retention policy says must go (docs/retention.md). Defaults: 10 uploads a day, 25 MB kept,
 * unattached uploads 24 hours, documents 30 days after the booking ends.
 */
describe('upload quotas and retention', () => {
  let t: TestApp;
  let sweeper: UploadsService;

  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0' });
    sweeper = t.app.get(UploadsService);
  });
  afterAll(() => t.close());

  const upload = (
    cookie: string,
    content: Buffer,
    name = 'passport.pdf',
    purpose = 'kyc_document',
  ) =>
    t.http
      .post('/api/uploads')
      .set('Cookie', cookie)
      .field('purpose', purpose)
      .attach('file', content, name);

  const exists = async (id: string) =>
    (await t.dataSource.query('SELECT 1 FROM uploads WHERE id = $1', [id])).length === 1;

  it('refuses a flood of 30 × 5 MB from one account: 25 MB are kept, the rest answered 413', async () => {
    const { cookie, id } = await signUp(t);
    const file = pdfOf(MB5);
    const responses = await Promise.all(Array.from({ length: 30 }, () => upload(cookie, file)));
    expect(tally(responses)).toEqual({ 201: 5, 413: 25 });
    const refused = responses.find((res) => res.status === 413)!;
    expect(refused.body.message).toBe(
      'Your documents would take more than the 25 MB your account may keep. Documents not used for a booking are deleted after 24 hours.',
    );
    const [{ n, bytes }] = await t.dataSource.query(
      'SELECT COUNT(*)::int AS n, SUM(size_bytes)::bigint AS bytes FROM uploads WHERE user_id = $1',
      [id],
    );
    expect({ n, bytes: Number(bytes) }).toEqual({ n: 5, bytes: 5 * MB5 });
    // Another account is not affected.
    const other = await signUp(t);
    await upload(other.cookie, PNG, 'licence.png').expect(201);
  });

  it('allows 10 uploads a day per account, then answers 429', async () => {
    const { cookie, id } = await signUp(t);
    for (let i = 0; i < 10; i += 1) await upload(cookie, PNG, `scan-${i}.png`).expect(201);
    const refused = await upload(cookie, PNG, 'one-more.png').expect(429);
    expect(refused.body.message).toBe(
      'You can upload 10 documents a day. Please try again tomorrow, or use a document you have already uploaded.',
    );
    // A day later the account may upload again.
    await t.dataSource.query(
      `UPDATE uploads SET created_at = created_at - interval '1 day 1 minute' WHERE user_id = $1`,
      [id],
    );
    await upload(cookie, PNG, 'next-day.png').expect(201);
  });

  it('deletes uploads never attached to a booking after 24 hours, and keeps attached ones', async () => {
    const { cookie } = await signUp(t);
    const loose = (await upload(cookie, PNG, 'loose.png').expect(201)).body.id as string;
    const licence = (await upload(cookie, PNG, 'licence.png', 'drivers_license').expect(201)).body
      .id as string;
    const car = ((await t.http.get('/api/cars')).body as Json[]).find((c) => c.isAvailable)!;
    const booking = await t.http
      .post('/api/bookings')
      .set('Cookie', cookie)
      .send({
        serviceType: 'car',
        serviceId: car.id,
        customerName: 'Mariama Bangura',
        customerEmail: 'mariama@example.com',
        customerPhone: '+232 78 111 222',
        guests: 1,
        startDate: daysFromNow(20),
        endDate: daysFromNow(22),
        totalAmount: 2 * car.dailyRate,
        metadata: {
          pickupLocation: car.pickupLocations[0],
          pickupTime: '09:00',
          returnTime: '09:00',
          driverRequired: false,
          driversLicenseId: licence,
        },
      })
      .expect(201);

    await sweeper.sweep(new Date(Date.now() + 23 * HOUR));
    expect(await exists(loose)).toBe(true);

    const swept = await sweeper.sweep(new Date(Date.now() + 25 * HOUR));
    expect(swept.unattached).toBeGreaterThanOrEqual(1);
    expect(await exists(loose)).toBe(false);
    expect(await exists(licence)).toBe(true);
    const gone = await t.http.get(`/api/uploads/${loose}`).set('Cookie', cookie).expect(404);
    expect(gone.body.message).toBe('Document not found');

    // The licence goes 30 days after the rental ends (day 22), not before.
    expect(booking.body.endDate).toBeDefined();
    await sweeper.sweep(new Date(Date.now() + 51 * DAY));
    expect(await exists(licence)).toBe(true);
    await sweeper.sweep(new Date(Date.now() + 53 * DAY));
    expect(await exists(licence)).toBe(false);
    // The booking stays, for the operator's records.
    await t.http.get(`/api/bookings/${booking.body.id}`).set('Cookie', cookie).expect(200);
  });

  it('deletes the document of a cancelled booking 30 days after the cancellation', async () => {
    const { cookie } = await signUp(t);
    const kyc = (await upload(cookie, PNG, 'passport.png').expect(201)).body.id as string;
    const hotels = (await t.http.get('/api/hotels')).body as Json[];
    const hotel = hotels.find((h) => h.rooms.some((r: Json) => r.isAvailable))!;
    const room = hotel.rooms.find((r: Json) => r.isAvailable);
    const booking = await t.http
      .post('/api/bookings')
      .set('Cookie', cookie)
      .send({
        serviceType: 'hotel',
        serviceId: hotel.id,
        roomId: room.id,
        customerName: 'Mariama Bangura',
        customerEmail: 'mariama@example.com',
        customerPhone: '+232 78 111 222',
        guests: 1,
        startDate: daysFromNow(200),
        endDate: daysFromNow(202),
        totalAmount: 2 * room.price,
        metadata: { kycDocumentId: kyc },
      })
      .expect(201);
    await t.http.post(`/api/bookings/${booking.body.id}/cancel`).set('Cookie', cookie).expect(200);
    await sweeper.sweep(new Date(Date.now() + 29 * DAY));
    expect(await exists(kyc)).toBe(true);
    await sweeper.sweep(new Date(Date.now() + 31 * DAY));
    expect(await exists(kyc)).toBe(false);
  });
});
