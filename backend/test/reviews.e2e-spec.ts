import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { photoSources } from '@salone/booking-rules';
import type { PoolClient } from 'pg';
import sharp from 'sharp';
import { ReviewsService } from '../src/reviews/index.js';
import { daysFromNow, signUp } from './support/accounts.js';
import { hasMetadata, photoWithGps, pngClaiming } from './support/images.js';
import { organisationOf, payBooking, roomNight, signIn } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OWNER = 'hotels@demo.salone.sl';
const STAFF = 'frontdesk@demo.salone.sl';
const OTHER_OWNER = 'resorts@demo.salone.sl';
const ADMIN = 'admin@demo.salone.sl';

const HOTEL_SCORES = { cleanliness: 5, location: 4, staff: 5, value: 4 };
/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 31, verified reviews over HTTP: who may review (the traveller of a checked-in or paid
 * and ended booking, once, within 30 days; never the listing's own organisation), the review
 * request e-mail, the operator's one reply, reports, the admin's hiding (audited, the author
 * told, the average changed), the partner API's key scope, the webhook, and sorting by rating.
 */
describe('reviews', () => {
  let t: TestApp;
  let orgId: number;
  let owner: string;
  let staff: string;
  let otherOwner: string;
  let admin: string;
  let hotels: Json[];
  const received: Json[] = [];
  let receiver: Server;
  const today = daysFromNow(0);
  const tomorrow = daysFromNow(1);

  const partner = (path: string, org = orgId) => `/api/partner/organisations/${org}${path}`;

  /** A booking of the hotel's cheapest room for tonight, paid by `cookie`. */
  async function paidStay(cookie: string, hotel: Json): Promise<Json> {
    const room = hotel.rooms.find((r: Json) => r.isAvailable);
    await t.dataSource.query(`UPDATE rooms SET units = units + 1 WHERE id = $1`, [room.id]);
    const res = await t.http
      .post('/api/bookings')
      .set('Cookie', cookie)
      .send(roomNight(hotel.id, room, today, tomorrow))
      .expect(201);
    await payBooking(t, cookie, res.body);
    return res.body;
  }

  const checkIn = (booking: Json) =>
    t.http
      .post(partner('/bookings/check-in'))
      .set('Cookie', owner)
      .send({ reference: booking.reference })
      .expect(200);

  /** Moves a booking's dates so that it ended `days` days ago. */
  const endedDaysAgo = (booking: Json, days: number) =>
    t.dataSource.query(
      `UPDATE bookings SET start_date = now() - make_interval(days => $2 + 1),
                           end_date = now() - make_interval(days => $2) WHERE id = $1`,
      [booking.id, days],
    );

  const review = (cookie: string, body: Json) =>
    t.http.post('/api/reviews').set('Cookie', cookie).send(body);

  const getBinary = (address: string) =>
    t.http
      .get(address)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', OUTBOX_POLL_MS: '100' });
    orgId = await organisationOf(t, OWNER);
    [owner, staff, otherOwner, admin] = await Promise.all(
      [OWNER, STAFF, OTHER_OWNER, ADMIN].map((email) => signIn(t, email)),
    );
    const own = (await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 2`,
      [orgId],
    )) as { id: number }[];
    hotels = [];
    for (const { id } of own) hotels.push((await t.http.get(`/api/hotels/${id}`).expect(200)).body);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await t.http
      .post(partner('/webhooks'))
      .set('Cookie', owner)
      .send({ url, eventTypes: ['review.created'] })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  let first: Json;
  let firstReview: Json;
  let firstTraveller: { cookie: string; email: string };

  it('refuses a traveller without such a booking, and one whose stay has not begun or ended', async () => {
    const stranger = await signUp(t);
    const guest = await signUp(t);
    const booking = await paidStay(guest.cookie, hotels[0]);
    // Someone else's booking.
    const theirs = await review(stranger.cookie, {
      bookingId: booking.id,
      overall: 5,
      subScores: HOTEL_SCORES,
    }).expect(403);
    expect(theirs.body).toMatchObject({ code: 'REVIEW_NOT_ELIGIBLE' });
    // A booking id that does not exist is refused the same way.
    await review(stranger.cookie, {
      bookingId: '00000000-0000-4000-8000-000000000000',
      overall: 5,
      subScores: HOTEL_SCORES,
    }).expect(403);
    // Paid, but neither checked in nor over.
    const early = await review(guest.cookie, {
      bookingId: booking.id,
      overall: 5,
      subScores: HOTEL_SCORES,
    }).expect(403);
    expect(early.body).toEqual(
      expect.objectContaining({
        code: 'REVIEW_NOT_ELIGIBLE',
        message: 'You can review a booking of yours once it was checked in, or paid and over',
      }),
    );
    // Not signed in.
    await t.http.post('/api/reviews').send({ bookingId: booking.id }).expect(401);
    // The dashboard offers nothing to review yet.
    const mine = await t.http.get('/api/reviews/mine').set('Cookie', guest.cookie).expect(200);
    expect(mine.body).toEqual([]);
  });

  it('refuses a member of the listing’s organisation', async () => {
    const booking = await paidStay(staff, hotels[0]);
    await checkIn(booking);
    const res = await review(staff, {
      bookingId: booking.id,
      overall: 5,
      subScores: HOTEL_SCORES,
    }).expect(403);
    expect(res.body).toMatchObject({
      code: 'REVIEW_OWN_LISTING',
      message: 'Members of an organisation cannot review its listings',
    });
  });

  it('lets the traveller review a checked-in stay once, with sub-scores that fit the kind', async () => {
    firstTraveller = await signUp(t);
    first = await paidStay(firstTraveller.cookie, hotels[0]);
    await checkIn(first);
    const mine = await t.http
      .get('/api/reviews/mine')
      .set('Cookie', firstTraveller.cookie)
      .expect(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        bookingId: first.id,
        listingKind: 'hotel',
        subScores: ['cleanliness', 'location', 'staff', 'value'],
        review: null,
      }),
    ]);
    const wrong = await review(firstTraveller.cookie, {
      bookingId: first.id,
      overall: 5,
      subScores: { guide: 5, value: 4 },
    }).expect(400);
    expect(wrong.body.code).toBe('REVIEW_SUB_SCORES');
    await review(firstTraveller.cookie, {
      bookingId: first.id,
      overall: 6,
      subScores: HOTEL_SCORES,
    }).expect(400);
    const created = await review(firstTraveller.cookie, {
      bookingId: first.id,
      overall: 5,
      subScores: HOTEL_SCORES,
      text: '  Woke up to the sea.  ',
    }).expect(201);
    firstReview = created.body;
    expect(firstReview).toMatchObject({
      listingKind: 'hotel',
      listingId: hotels[0].id,
      overall: 5,
      subScores: HOTEL_SCORES,
      text: 'Woke up to the sea.',
      verifiedBooking: true,
      reply: null,
    });
    const again = await review(firstTraveller.cookie, {
      bookingId: first.id,
      overall: 4,
      subScores: HOTEL_SCORES,
    }).expect(409);
    expect(again.body.code).toBe('REVIEW_ALREADY_EXISTS');
    const hotel = (await t.http.get(`/api/hotels/${hotels[0].id}`).expect(200)).body;
    expect(hotel).toMatchObject({ reviewAverage: 5, reviewCount: 1 });
    const list = (await t.http.get(`/api/reviews?kind=hotel&listingId=${hotels[0].id}`).expect(200))
      .body;
    expect(list).toMatchObject({ average: 5, count: 1, subScores: HOTEL_SCORES });
    expect(list.items.map((r: Json) => r.id)).toEqual([firstReview.id]);
  });

  it('takes a review’s photos through the photo pipeline: decoded, variants, no GPS, shown once reviewed', async () => {
    const guest = await signUp(t);
    const booking = await paidStay(guest.cookie, hotels[0]);
    await checkIn(booking);
    const upload = (cookie: string, file: Buffer, name: string) =>
      t.http.post('/api/reviews/photos').set('Cookie', cookie).attach('file', file, name);
    // Refused as listing photos are: not an image, an image bomb; and only when signed in.
    const bomb = await upload(guest.cookie, pngClaiming(50_000, 50_000), 'bomb.png').expect(422);
    expect(bomb.body).toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      message:
        'The image is 50000 x 50000 pixels; images may have at most 40 megapixels. Please upload a smaller image.',
    });
    const pdf = await upload(guest.cookie, Buffer.from('%PDF-1.4\n'), 'a.pdf').expect(400);
    expect(pdf.body.code).toBe('UNSUPPORTED_FILE');
    await t.http.post('/api/reviews/photos').attach('file', PNG, 'a.png').expect(401);

    const theirs = (await upload(firstTraveller.cookie, PNG, 'beach.png').expect(201)).body;
    const refused = await review(guest.cookie, {
      bookingId: booking.id,
      overall: 4,
      subScores: HOTEL_SCORES,
      photoIds: [theirs.id],
    }).expect(400);
    expect(refused.body.code).toBe('REVIEW_PHOTO_NOT_FOUND');

    const original = await photoWithGps(1200, 900);
    expect(await hasMetadata(original)).toBe(true);
    const mine = (await upload(guest.cookie, original, 'beach.jpg').expect(201)).body;
    expect(mine).toEqual({
      id: expect.any(String),
      url: `/api/photos/${mine.id}/1200x900.jpg`,
      width: 1200,
      height: 900,
    });
    // Not served before a review shows it.
    await t.http.get(mine.url).expect(404);
    const created = (
      await review(guest.cookie, {
        bookingId: booking.id,
        overall: 5,
        subScores: HOTEL_SCORES,
        photoIds: [mine.id],
      }).expect(201)
    ).body;
    expect(created.photos).toEqual([mine.url]);
    const sources = photoSources(created.photos[0])!;
    for (const candidate of [...sources.webp.split(', '), ...sources.jpeg.split(', ')]) {
      const [address, width] = candidate.split(' ');
      const res = await getBinary(address).expect(200);
      // A review's photo may be hidden later: kept an hour, not a year.
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(`${meta.width}w`).toBe(width);
      expect(await hasMetadata(res.body as Buffer)).toBe(false);
    }
    // An address of the old form is sent on to the photo's.
    const moved = await t.http.get(`/api/reviews/photos/${mine.id}`).expect(301);
    expect(moved.headers.location).toBe(mine.url);
    await t.http.get(`/api/reviews/photos/${theirs.id}`).expect(404);
    await t.http.get('/api/reviews/photos/not-a-uuid').expect(404);
    // An upload no review shows is not public.
    await t.http.get(theirs.url).expect(404);
  }, 120_000);

  it('tells the organisation’s webhook of the new review', async () => {
    const deadline = Date.now() + 10_000;
    while (!received.some((event) => event.type === 'review.created')) {
      if (Date.now() > deadline) throw new Error('no review.created delivery');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const event = received.find((e) => e.type === 'review.created')!;
    expect(event.data.review).toMatchObject({
      id: firstReview.id,
      bookingReference: first.reference,
      overall: 5,
    });
    expect(JSON.stringify(event)).not.toContain(firstTraveller.email);
  });

  it('lets a paid stay that ended be reviewed for 30 days, and not after', async () => {
    const late = await signUp(t);
    const ended = await paidStay(late.cookie, hotels[1] ?? hotels[0]);
    await endedDaysAgo(ended, 31);
    const closed = await review(late.cookie, {
      bookingId: ended.id,
      overall: 3,
      subScores: HOTEL_SCORES,
    }).expect(403);
    expect(closed.body.code).toBe('REVIEW_WINDOW_CLOSED');
    await endedDaysAgo(ended, 29);
    await review(late.cookie, {
      bookingId: ended.id,
      overall: 3,
      subScores: { cleanliness: 3, location: 3, staff: 3, value: 3 },
    }).expect(201);
  });

  it('sends the review request the day after the stay ended, once', async () => {
    const guest = await signUp(t);
    const booking = await paidStay(guest.cookie, hotels[0]);
    await t.dataSource.query(
      `UPDATE bookings SET start_date = date_trunc('day', now()) - interval '2 days',
                           end_date = date_trunc('day', now()) - interval '1 day' WHERE id = $1`,
      [booking.id],
    );
    const reviews = t.app.get(ReviewsService);
    const atTen = new Date(`${today}T10:00:00Z`);
    expect(await reviews.requestReviews(new Date(`${today}T05:00:00Z`))).toBe(0);
    expect(await reviews.requestReviews(atTen)).toBeGreaterThanOrEqual(1);
    expect(await reviews.requestReviews(atTen)).toBe(0);
    const deadline = Date.now() + 15_000;
    let mail: Json | undefined;
    while (!mail) {
      const res = await t.http.get('/api/dev/mailbox').query({ to: guest.email }).expect(200);
      mail = (res.body as Json[]).find((m) => m.subject.includes('Leave a review'));
      if (!mail && Date.now() > deadline) throw new Error('no review request e-mail');
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail.subject).toBe(`How was ${hotels[0].name}? Leave a review (${booking.reference})`);
    expect(mail.text).toContain(`/dashboard?review=${booking.id}`);
    // The request's link opens a booking the dashboard offers to review.
    const mine = await t.http.get('/api/reviews/mine').set('Cookie', guest.cookie).expect(200);
    expect(mine.body.map((b: Json) => b.bookingId)).toEqual([booking.id]);
  });

  it('sends a one-day service’s review request the day after its day, not a day later', async () => {
    const guest = await signUp(t);
    const booking = await paidStay(guest.cookie, hotels[0]);
    // As a tour's booking is: one day (yesterday, from 09:00), no end.
    await t.dataSource.query(
      `UPDATE bookings SET start_date = date_trunc('day', now()) - interval '1 day' + interval '9 hours',
                           end_date = NULL WHERE id = $1`,
      [booking.id],
    );
    const reviews = t.app.get(ReviewsService);
    expect(await reviews.requestReviews(new Date(`${today}T10:00:00Z`))).toBe(1);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await t.http.get('/api/dev/mailbox').query({ to: guest.email }).expect(200);
      if ((res.body as Json[]).some((m) => m.subject.includes('Leave a review'))) break;
      if (Date.now() > deadline) throw new Error('no review request e-mail');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('lets the operator reply once, publicly; not another organisation', async () => {
    await t.http
      .post(partner(`/reviews/${firstReview.id}/reply`, await organisationOf(t, OTHER_OWNER)))
      .set('Cookie', otherOwner)
      .send({ text: 'Thanks!' })
      .expect(404);
    await t.http
      .post(partner(`/reviews/${firstReview.id}/reply`))
      .set('Cookie', firstTraveller.cookie)
      .send({ text: 'Thanks!' })
      .expect(404);
    // The listing's kept pages show its reviews: the reply signals a catalogue change.
    const listener = await (
      t.dataSource.driver as unknown as { master: { connect(): Promise<PoolClient> } }
    ).master.connect();
    const signals: string[] = [];
    listener.on('notification', (message) => signals.push(message.payload ?? ''));
    await listener.query('LISTEN salone_catalogue');
    const replied = await t.http
      .post(partner(`/reviews/${firstReview.id}/reply`))
      .set('Cookie', staff)
      .send({ text: 'Thank you for staying with us!' })
      .expect(200);
    expect(replied.body.reply).toBe('Thank you for staying with us!');
    const signalled = Date.now() + 5_000;
    while (signals.length === 0 && Date.now() < signalled) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await listener.query('UNLISTEN salone_catalogue');
    listener.release();
    expect(signals).toEqual([expect.stringMatching(/^tx:\d+$/)]);
    const twice = await t.http
      .post(partner(`/reviews/${firstReview.id}/reply`))
      .set('Cookie', owner)
      .send({ text: 'Again' })
      .expect(409);
    expect(twice.body.code).toBe('REVIEW_ALREADY_REPLIED');
    const list = (await t.http.get(`/api/reviews?kind=hotel&listingId=${hotels[0].id}`).expect(200))
      .body;
    expect(list.items.find((r: Json) => r.id === firstReview.id).reply).toBe(
      'Thank you for staying with us!',
    );
  });

  it('reads the organisation’s reviews with an API key only with reviews:read', async () => {
    const makeKey = async (scopes: string[]) =>
      (
        await t.http
          .post(partner('/api-keys'))
          .set('Cookie', owner)
          .send({ name: 'Reviews', scopes })
          .expect(201)
      ).body.key as string;
    const reader = await makeKey(['reviews:read']);
    const page = await t.http
      .get(partner('/reviews'))
      .set('Authorization', `Bearer ${reader}`)
      .expect(200);
    expect(page.body.items.map((r: Json) => r.id)).toContain(firstReview.id);
    expect(page.body.items[0]).toHaveProperty('bookingReference');
    const other = await makeKey(['bookings:read']);
    const refused = await t.http
      .get(partner('/reviews'))
      .set('Authorization', `Bearer ${other}`)
      .expect(403);
    expect(refused.body.code).toBe('API_KEY_SCOPE_MISSING');
    await t.http.get(partner('/reviews')).set('Cookie', otherOwner).expect(404);
  });

  it('lets a traveller report a review; counted once per account', async () => {
    const reporter = await signUp(t);
    for (let i = 0; i < 2; i += 1) {
      await t.http
        .post(`/api/reviews/${firstReview.id}/report`)
        .set('Cookie', reporter.cookie)
        .send({ reason: 'Not about the hotel' })
        .expect(200);
    }
    await t.http
      .post(`/api/reviews/${firstReview.id}/report`)
      .set('Cookie', reporter.cookie)
      .send({ reason: ' ' })
      .expect(400);
    const reported = (
      await t.http.get('/api/admin/reviews?filter=reported').set('Cookie', admin).expect(200)
    ).body;
    expect(reported.items).toEqual([
      expect.objectContaining({ id: firstReview.id, reportCount: 1 }),
    ]);
  });

  it('orders hotels by rating and filters by a minimum', async () => {
    const sorted = (await t.http.get('/api/hotels?sort=rating').expect(200)).body as Json[];
    const rated = sorted.filter((h) => h.reviewCount > 0);
    expect(rated.length).toBeGreaterThanOrEqual(2);
    const averages = sorted.map((h) => h.reviewAverage ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(sorted[0].id).toBe(hotels[0].id);
    const best = (await t.http.get('/api/hotels?minRating=4').expect(200)).body as Json[];
    expect(best.map((h) => h.id)).toEqual([hotels[0].id]);
    const bad = await t.http.get('/api/hotels?minRating=6').expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    await t.http.get('/api/tours?sort=rating').expect(200);
  });

  it('lets only an admin hide a review: audited, the author told, the average changed', async () => {
    const second = await signUp(t);
    const booking = await paidStay(second.cookie, hotels[0]);
    await checkIn(booking);
    const photo = (
      await t.http
        .post('/api/reviews/photos')
        .set('Cookie', second.cookie)
        .attach('file', PNG, 'number.png')
        .expect(201)
    ).body;
    const low = (
      await review(second.cookie, {
        bookingId: booking.id,
        overall: 1,
        subScores: { cleanliness: 1, location: 1, staff: 1, value: 1 },
        text: 'Call the manager on +232 76 000 000',
        photoIds: [photo.id],
      }).expect(201)
    ).body;
    await t.http.get(photo.url).expect(200);
    const before = (await t.http.get(`/api/hotels/${hotels[0].id}`).expect(200)).body;
    expect(before).toMatchObject({ reviewAverage: 3.67, reviewCount: 3 });
    for (const cookie of [owner, second.cookie]) {
      const res = await t.http
        .post(`/api/admin/reviews/${low.id}/hide`)
        .set('Cookie', cookie)
        .send({ reason: 'It shares a phone number' })
        .expect(403);
      expect(res.body.code).toBe('ADMIN_ONLY');
    }
    await t.http
      .post(`/api/admin/reviews/${low.id}/hide`)
      .set('Cookie', admin)
      .send({ reason: '' })
      .expect(400);
    const hidden = await t.http
      .post(`/api/admin/reviews/${low.id}/hide`)
      .set('Cookie', admin)
      .send({ reason: 'It shares a phone number' })
      .expect(200);
    expect(hidden.body).toMatchObject({ hiddenReason: 'It shares a phone number' });
    await t.http
      .post(`/api/admin/reviews/${low.id}/hide`)
      .set('Cookie', admin)
      .send({ reason: 'Again' })
      .expect(409);
    const after = (await t.http.get(`/api/hotels/${hotels[0].id}`).expect(200)).body;
    expect(after).toMatchObject({ reviewAverage: 5, reviewCount: 2 });
    const list = (await t.http.get(`/api/reviews?kind=hotel&listingId=${hotels[0].id}`).expect(200))
      .body;
    expect(list.items.map((r: Json) => r.id)).not.toContain(low.id);
    // Its photo leaves with it.
    await t.http.get(photo.url).expect(404);
    await t.http.get(`/api/reviews/photos/${photo.id}`).expect(404);
    const [entry] = await t.dataSource.query(
      `SELECT action, actor_role, entity_id FROM audit_log WHERE entity_type = 'review'`,
    );
    expect(entry).toEqual({ action: 'review.hide', actor_role: 'admin', entity_id: low.id });
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await t.http.get('/api/dev/mailbox').query({ to: second.email }).expect(200);
      const mail = (res.body as Json[]).find((m) => m.subject.startsWith('Your review of'));
      if (mail) {
        expect(mail.text).toContain('It shares a phone number');
        break;
      }
      if (Date.now() > deadline) throw new Error('the author was not told');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
