import { PHONE_MESSAGE } from '@salone/booking-rules';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { daysFromNow, signUp, verifyAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { LISTING_NAME_TAKEN } from '../src/operators/listings/listings.service.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const cookieOf = (res: { headers: Record<string, unknown> }): string =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[]) ?? [])
    .find((value) => value.startsWith('salone_session='))!
    .split(';')[0];

const APPLICATION = {
  name: 'Kroo Bay Guesthouses',
  serviceKinds: ['hotel'],
  contactPhone: '+232 76 555 010',
  contactEmail: 'stay@kroobay.example.sl',
  registrationNumber: 'SL-BRS-2026-00042',
  payoutNumber: '+232 76 555 011',
};

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const ROOM = (roomType: string, price: number) => ({
  roomType,
  price,
  description: `${roomType}: air conditioning, en-suite shower, generator backup.`,
  capacity: 2,
  units: 3,
  amenities: ['Air conditioning', 'Free WiFi'],
});

describe('operators: apply, approval, listings, the contact inbox (issue 13, done means 1, 2, 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('walks a new operator from application to a public hotel, and an admin through the inbox', async () => {
    // 1. A new user applies as an operator; the demo admin approves.
    const operator = await signUp(t);
    const rolesOf = async (cookie: string) =>
      (await t.http.get('/api/auth/session').set('Cookie', cookie).expect(200)).body.roles;
    expect(await rolesOf(operator.cookie)).toEqual([]);
    const applied = await t.http
      .post('/api/operators')
      .set('Cookie', operator.cookie)
      .send(APPLICATION)
      .expect(201);
    // The numbers come back as they are kept: E.164.
    expect(applied.body).toMatchObject({
      ...APPLICATION,
      contactPhone: '+23276555010',
      payoutNumber: '+23276555011',
      status: 'pending',
      role: 'owner',
    });
    const orgId = applied.body.id;

    const adminLogin = await t.http
      .post('/api/auth/login')
      .send({ email: 'admin@demo.salone.sl', password: DEMO_PASSWORD })
      .expect(200);
    const admin = cookieOf(adminLogin);
    // The session tells the navigation which consoles to offer.
    expect(await rolesOf(operator.cookie)).toEqual(['operator']);
    expect(await rolesOf(admin)).toEqual(['admin']);
    expect((await t.http.get('/api/auth/session').expect(200)).body.roles).toEqual([]);
    const queue = await t.http
      .get('/api/admin/organisations?status=pending')
      .set('Cookie', admin)
      .expect(200);
    expect(queue.body.items.map((o: Json) => o.id)).toEqual([orgId]);
    expect(queue.body.nextCursor).toBeNull();
    expect(queue.body.items[0].appliedByEmail).toBe(operator.email);
    const approved = await t.http
      .post(`/api/admin/organisations/${orgId}/approve`)
      .set('Cookie', admin)
      .expect(200);
    expect(approved.body.status).toBe('approved');

    // 2. The operator publishes a hotel with two room types of 3 units each.
    const base = `/api/partner/organisations/${orgId}`;
    const hotel = await t.http
      .post(`${base}/hotels`)
      .set('Cookie', operator.cookie)
      .send({
        name: 'Kroo Bay Guesthouse',
        address: '12 Kroo Bay Road, Freetown',
        city: 'Freetown',
        description: 'A family-run guesthouse five minutes from the ferry terminal.',
        starRating: 3,
        amenities: ['Free WiFi', 'Breakfast included'],
      })
      .expect(201);
    expect(hotel.body).toMatchObject({ kind: 'hotel', status: 'draft', organisationId: orgId });
    const hotelId = hotel.body.id;
    // Hotel names are unique on Salone: another hotel's name is a 409, created or renamed to.
    const [seeded] = await t.dataSource.query(`SELECT name FROM hotels WHERE id <> $1 LIMIT 1`, [
      hotelId,
    ]);
    const taken = await t.http
      .post(`${base}/hotels`)
      .set('Cookie', operator.cookie)
      .send({
        name: seeded.name,
        address: '1 Wilkinson Road, Freetown',
        city: 'Freetown',
        description: 'A second hotel under a name another hotel already has.',
        starRating: 3,
        amenities: [],
      })
      .expect(409);
    expect(taken.body).toMatchObject({ code: 'LISTING_CONFLICT', message: LISTING_NAME_TAKEN });
    const renamed = await t.http
      .patch(`${base}/hotels/${hotelId}`)
      .set('Cookie', operator.cookie)
      .send({ name: seeded.name })
      .expect(409);
    expect(renamed.body).toMatchObject({ code: 'LISTING_CONFLICT', message: LISTING_NAME_TAKEN });
    await t.http.get(`/api/hotels/${hotelId}`).expect(404);
    const tooEarly = await t.http
      .post(`${base}/listings/hotel/${hotelId}/publish`)
      .set('Cookie', operator.cookie)
      .expect(409);
    expect(tooEarly.body.message).toBe('Add at least one room type before publishing the hotel');
    await t.http
      .post(`${base}/hotels/${hotelId}/rooms`)
      .set('Cookie', operator.cookie)
      .send(ROOM('Standard Double', 65))
      .expect(201);
    const withRooms = await t.http
      .post(`${base}/hotels/${hotelId}/rooms`)
      .set('Cookie', operator.cookie)
      .send(ROOM('Family Room', 95))
      .expect(201);
    expect(withRooms.body.rooms.map((r: Json) => [r.roomType, r.units])).toEqual([
      ['Standard Double', 3],
      ['Family Room', 3],
    ]);
    const published = await t.http
      .post(`${base}/listings/hotel/${hotelId}/publish`)
      .set('Cookie', operator.cookie)
      .expect(200);
    expect(published.body.status).toBe('published');

    const { body: hotels } = await t.http.get('/api/hotels').expect(200);
    const listed = hotels.find((h: Json) => h.id === hotelId);
    expect(listed).toMatchObject({
      name: 'Kroo Bay Guesthouse',
      lowestRoomPrice: 65,
      roomCount: 2,
    });
    expect(Object.keys(listed).sort()).toEqual(Object.keys(hotels[0]).sort());

    // A price change applies to new bookings only.
    const traveller = await signUp(t);
    const standard = listed.rooms.find((r: Json) => r.roomType === 'Standard Double');
    const booking = await t.http
      .post('/api/bookings')
      .set('Cookie', traveller.cookie)
      .send({
        serviceType: 'hotel',
        serviceId: hotelId,
        roomId: standard.id,
        customerName: 'Fatu Conteh',
        customerEmail: traveller.email,
        customerPhone: '+232 76 123 456',
        guests: 2,
        startDate: daysFromNow(30),
        endDate: daysFromNow(32),
        totalAmount: 130,
        metadata: { roomType: 'Standard Double', hotelName: 'Kroo Bay Guesthouse', nights: 2 },
      })
      .expect(201);
    await t.http
      .patch(`${base}/hotels/${hotelId}/rooms/${standard.id}`)
      .set('Cookie', operator.cookie)
      .send({ price: 80 })
      .expect(200);
    const kept = await t.http
      .get(`/api/bookings/${booking.body.id}`)
      .set('Cookie', traveller.cookie)
      .expect(200);
    expect(kept.body.totalAmount).toBe(130);
    const { body: repriced } = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    expect(repriced.rooms.find((r: Json) => r.id === standard.id).price).toBe(80);

    // An admin unpublishes it with a reason the operator sees; the public page is gone.
    await t.http
      .post(`/api/admin/listings/hotel/${hotelId}/unpublish`)
      .set('Cookie', admin)
      .send({ reason: 'Photos do not show the property' })
      .expect(200);
    await t.http.get(`/api/hotels/${hotelId}`).expect(404);
    const seen = await t.http
      .get(`${base}/listings/hotel/${hotelId}`)
      .set('Cookie', operator.cookie)
      .expect(200);
    expect(seen.body).toMatchObject({
      status: 'unpublished',
      moderationReason: 'Photos do not show the property',
    });

    // 5. An admin reads a contact message.
    const sent = await t.http
      .post('/api/contact')
      .send({
        name: 'Aminata Kamara',
        email: 'aminata@example.com',
        subject: 'Airport transfer',
        message: 'We land at Lungi on 12 December. Can you arrange the water taxi?',
      })
      .expect(201);
    const inbox = await t.http
      .get('/api/admin/contact-messages?state=unread')
      .set('Cookie', admin)
      .expect(200);
    const unread = inbox.body.items.find((m: Json) => m.subject === 'Airport transfer');
    expect(unread).toMatchObject({ readAt: null, handledAt: null, email: 'aminata@example.com' });
    const opened = await t.http
      .get(`/api/admin/contact-messages/${unread.id}`)
      .set('Cookie', admin)
      .expect(200);
    expect(opened.body.message).toBe(
      'We land at Lungi on 12 December. Can you arrange the water taxi?',
    );
    expect(opened.body.readAt).not.toBeNull();
    const handled = await t.http
      .post(`/api/admin/contact-messages/${unread.id}/handled`)
      .set('Cookie', admin)
      .expect(200);
    expect(handled.body).toMatchObject({ handledByEmail: 'admin@demo.salone.sl' });
    const open = await t.http.get('/api/admin/contact-messages').set('Cookie', admin).expect(200);
    expect(open.body.items.map((m: Json) => m.id)).not.toContain(unread.id);
    expect(sent.body).toBeDefined();

    // The platform search finds the booking, and the audit log tells the story.
    const found = await t.http
      .get(`/api/admin/bookings?q=${booking.body.reference}`)
      .set('Cookie', admin)
      .expect(200);
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({
      reference: booking.body.reference,
      organisationId: orgId,
      organisationName: APPLICATION.name,
      accountEmail: traveller.email,
      totalAmount: 130,
    });
    const log = await t.http
      .get(`/api/admin/audit-log?organisationId=${orgId}&limit=100`)
      .set('Cookie', admin)
      .expect(200);
    expect(log.body.nextCursor).toBeNull();
    expect(log.body.items.map((e: Json) => e.action).reverse()).toEqual([
      'organisation.apply',
      'organisation.approve',
      'listing.create',
      'room.create',
      'room.create',
      'listing.publish',
      'room.update',
      'listing.admin_unpublish',
    ]);
    const priceChange = log.body.items.find((e: Json) => e.action === 'room.update');
    expect(priceChange).toMatchObject({
      actorEmail: operator.email,
      actorRole: 'owner',
      before: expect.objectContaining({ priceCents: 6500 }),
      after: expect.objectContaining({ priceCents: 8000 }),
    });
  });

  it('pages every admin list and the audit logs with a cursor (limit, nextCursor)', async () => {
    const login = async (email: string) =>
      cookieOf(
        await t.http.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200),
      );
    const admin = await login('admin@demo.salone.sl');
    const owner = await login('hotels@demo.salone.sl');
    // Something in every list: an application, a contact message, a booking of an owner.
    const applicant = await signUp(t);
    await t.http
      .post('/api/operators')
      .set('Cookie', applicant.cookie)
      .send({ ...APPLICATION, name: 'Paging Guesthouses' })
      .expect(201);
    for (const subject of ['First question', 'Second question', 'Third question']) {
      await t.http
        .post('/api/contact')
        .send({ name: 'Aminata', email: 'aminata@example.com', subject, message: `${subject}?` })
        .expect(201);
    }
    const [{ id: orgId }] = (
      await t.http.get('/api/partner/organisations').set('Cookie', owner).expect(200)
    ).body;

    /** Every row of a list, `limit` at a time, following nextCursor to the end. */
    const walk = async (path: string, cookie: string, limit: number) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: { body: Json } = await t.http
          .get(path)
          .query({ limit, ...(cursor ? { cursor } : {}) })
          .set('Cookie', cookie)
          .expect(200);
        expect(res.body.items.length).toBeLessThanOrEqual(limit);
        ids.push(...res.body.items.map((row: Json) => `${row.kind ?? ''}${row.id}`));
        cursor = res.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 200);
      return { ids, pages };
    };
    for (const [path, cookie] of [
      ['/api/admin/organisations', admin],
      ['/api/admin/listings', admin],
      ['/api/admin/contact-messages?state=all', admin],
      ['/api/admin/bookings', admin],
      ['/api/admin/audit-log', admin],
      [`/api/partner/organisations/${orgId}/audit-log`, owner],
    ]) {
      const whole = await walk(path, cookie, 100);
      const paged = await walk(path, cookie, 2);
      expect({ path, ids: paged.ids }).toEqual({ path, ids: whole.ids });
      expect(new Set(paged.ids).size).toBe(paged.ids.length);
      // Bookings and the demo organisation's own log may be empty; the rest are not.
      if (!path.includes('bookings') && !path.startsWith('/api/partner')) {
        expect({ path, rows: whole.ids.length > 0 }).toEqual({ path, rows: true });
      }
      expect(paged.pages).toBe(Math.max(1, Math.ceil(whole.ids.length / 2)));
    }
    const organisations = await t.http
      .get('/api/admin/organisations')
      .set('Cookie', admin)
      .expect(200);
    expect(organisations.body.items.length).toBeLessThanOrEqual(25);

    for (const path of ['/api/admin/listings', '/api/admin/audit-log', '/api/bookings/user']) {
      const badCursor = await t.http
        .get(path)
        .query({ cursor: 'not-a-cursor' })
        .set('Cookie', admin)
        .expect(400);
      expect(badCursor.body.code).toBe('INVALID_CURSOR');
      const tooMany = await t.http.get(path).query({ limit: 101 }).set('Cookie', admin).expect(400);
      expect(tooMany.body.code).toBe('VALIDATION_FAILED');
      await t.http.get(path).query({ limit: 0 }).set('Cookie', admin).expect(400);
    }
  });

  it('filters the admin audit log by actor, action and days, and refuses a malformed day', async () => {
    const admin = cookieOf(
      await t.http
        .post('/api/auth/login')
        .send({ email: 'admin@demo.salone.sl', password: DEMO_PASSWORD })
        .expect(200),
    );
    const applicant = await signUp(t);
    const applied = await t.http
      .post('/api/operators')
      .set('Cookie', applicant.cookie)
      .send({ ...APPLICATION, name: 'Audit Filter Lodge' })
      .expect(201);
    await t.http
      .post(`/api/admin/organisations/${applied.body.id}/approve`)
      .set('Cookie', admin)
      .expect(200);
    const today = new Date().toISOString().slice(0, 10);
    const log = (query: Record<string, string>) =>
      t.http
        .get('/api/admin/audit-log')
        .query({ limit: 100, ...query })
        .set('Cookie', admin);

    // Part of the address, any case: only that person's entries.
    const mine = await log({ actor: applicant.email.toUpperCase().split('@')[0] }).expect(200);
    expect(mine.body.items.map((e: Json) => [e.actorEmail, e.action])).toEqual([
      [applicant.email, 'organisation.apply'],
    ]);
    const approvals = await log({ actor: 'admin@demo', action: 'organisation.approve' }).expect(
      200,
    );
    expect(approvals.body.items.length).toBeGreaterThan(0);
    expect(
      approvals.body.items.every(
        (e: Json) => e.actorEmail === 'admin@demo.salone.sl' && e.action === 'organisation.approve',
      ),
    ).toBe(true);
    // Today's entries include both; a range that ends yesterday or starts tomorrow has none.
    const todays = await log({ from: today, to: today, actor: applicant.email }).expect(200);
    expect(todays.body.items).toHaveLength(1);
    const yesterday = daysFromNow(-1);
    const tomorrow = daysFromNow(1);
    expect((await log({ to: yesterday, actor: applicant.email }).expect(200)).body.items).toEqual(
      [],
    );
    expect((await log({ from: tomorrow }).expect(200)).body.items).toEqual([]);

    const bad = await log({ from: '27/11/2026' }).expect(400);
    expect(bad.body.details).toEqual([
      { field: 'from', message: 'from must be a day (YYYY-MM-DD)' },
    ]);
    await log({ to: '2026-13-01' }).expect(400);
  });

  it('answers bad input with the fields and messages an operator can act on', async () => {
    const operator = await signUp(t);
    const res = await t.http
      .post('/api/operators')
      .set('Cookie', operator.cookie)
      .send({ ...APPLICATION, name: 'Another', serviceKinds: ['boats'], payoutNumber: 'abc' })
      .expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        {
          field: 'serviceKinds',
          message: 'Each service kind must be one of: hotel, event, car, tour, property',
        },
        {
          field: 'payoutNumber',
          message: PHONE_MESSAGE,
        },
      ]),
    );
    const duplicate = await t.http
      .post('/api/operators')
      .set('Cookie', operator.cookie)
      .send(APPLICATION)
      .expect(409);
    expect(duplicate.body.message).toBe('An organisation with this name already exists');
  });

  it('suspending an organisation unpublishes its listings; bookings stand', async () => {
    const adminLogin = await t.http
      .post('/api/auth/login')
      .send({ email: 'admin@demo.salone.sl', password: DEMO_PASSWORD })
      .expect(200);
    const admin = cookieOf(adminLogin);
    const [{ id: carsOrg }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name = 'Lion Mountain Car Hire'`,
    );
    const { body: before } = await t.http.get('/api/cars').expect(200);
    expect(before.length).toBeGreaterThan(0);
    const suspended = await t.http
      .post(`/api/admin/organisations/${carsOrg}/suspend`)
      .set('Cookie', admin)
      .send({ reason: 'Insurance certificate expired' })
      .expect(200);
    expect(suspended.body).toMatchObject({
      status: 'suspended',
      statusReason: 'Insurance certificate expired',
    });
    expect((await t.http.get('/api/cars').expect(200)).body).toEqual([]);
    const [{ reasons }] = await t.dataSource.query(
      `SELECT array_agg(DISTINCT moderation_reason) AS reasons FROM cars WHERE organisation_id = $1`,
      [carsOrg],
    );
    expect(reasons).toEqual(['Organisation suspended: Insurance certificate expired']);
    const owner = cookieOf(
      await t.http
        .post('/api/auth/login')
        .send({ email: 'cars@demo.salone.sl', password: DEMO_PASSWORD })
        .expect(200),
    );
    const refused = await t.http
      .post(`/api/partner/organisations/${carsOrg}/listings/car/${before[0].id}/publish`)
      .set('Cookie', owner)
      .expect(403);
    expect(refused.body.message).toBe('A suspended organisation cannot publish listings');
  });

  it('turns an invitation into a membership when the invited address signs up', async () => {
    const owner = cookieOf(
      await t.http
        .post('/api/auth/login')
        .send({ email: 'events@demo.salone.sl', password: DEMO_PASSWORD })
        .expect(200),
    );
    const [{ id: orgId }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name = 'Sweet Salone Events'`,
    );
    const invited = await t.http
      .post(`/api/partner/organisations/${orgId}/members`)
      .set('Cookie', owner)
      .send({ email: 'New.Staff@example.com' })
      .expect(201);
    expect(invited.body).toEqual({ result: 'invited', email: 'New.Staff@example.com' });
    await t.http
      .post('/api/auth/register')
      .send({
        firstName: 'Sia',
        lastName: 'Kanu',
        email: 'new.staff@example.com',
        password: 'bintumani-1945',
      })
      .expect(201);
    await verifyAddress(t, 'new.staff@example.com');
    const staff = cookieOf(
      await t.http
        .post('/api/auth/login')
        .send({ email: 'new.staff@example.com', password: 'bintumani-1945' })
        .expect(200),
    );
    const mine = await t.http.get('/api/partner/organisations').set('Cookie', staff).expect(200);
    expect(mine.body.map((o: Json) => [o.name, o.role])).toEqual([
      ['Sweet Salone Events', 'staff'],
    ]);
    const members = await t.http
      .get(`/api/partner/organisations/${orgId}/members`)
      .set('Cookie', owner)
      .expect(200);
    expect(members.body.invitations).toEqual([]);
    expect(members.body.members.map((m: Json) => m.email)).toContain('new.staff@example.com');
  });

  it('uploads, orders and removes listing photos with the upload checks', async () => {
    const owner = cookieOf(
      await t.http
        .post('/api/auth/login')
        .send({ email: 'tours@demo.salone.sl', password: DEMO_PASSWORD })
        .expect(200),
    );
    const [{ id: orgId }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name = 'Salone Trails & Tours'`,
    );
    const { body: tours } = await t.http.get('/api/tours').expect(200);
    const tour = tours[0];
    const base = `/api/partner/organisations/${orgId}/listings/tour/${tour.id}/images`;
    const added = await t.http
      .post(base)
      .set('Cookie', owner)
      .attach('file', PNG, { filename: 'chimps.png', contentType: 'image/png' })
      .expect(201);
    const url = added.body.details.images.at(-1);
    // Decoded and stored as variants: the listed address is the largest JPEG (docs/decisions/
    // photo-variants-webp-and-jpeg.md).
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/1x1\.jpg$/);
    const served = await t.http.get(url).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await t.http.get(`/api/tours/${tour.id}`).expect(200)).body.images.at(-1)).toBe(url);

    const notAnImage = await t.http
      .post(base)
      .set('Cookie', owner)
      .attach('file', Buffer.from('%PDF-1.4 not a photo'), { filename: 'photo.png' })
      .expect(400);
    expect(notAnImage.body.message).toBe('Only JPG and PNG images are accepted');

    const reversed = [...added.body.details.images].reverse();
    const ordered = await t.http
      .patch(base)
      .set('Cookie', owner)
      .send({ images: reversed })
      .expect(200);
    expect(ordered.body.details.images).toEqual(reversed);
    await t.http
      .patch(base)
      .set('Cookie', owner)
      .send({ images: [url] })
      .expect(400);

    const removed = await t.http
      .post(`${base}/remove`)
      .set('Cookie', owner)
      .send({ image: url })
      .expect(200);
    expect(removed.body.details.images).not.toContain(url);
    await t.http.get(url).expect(404);
  });

  it('adds, orders and removes room type photos, shown on the public hotel page', async () => {
    const owner = cookieOf(
      await t.http
        .post('/api/auth/login')
        .send({ email: 'hotels@demo.salone.sl', password: DEMO_PASSWORD })
        .expect(200),
    );
    const [{ id: orgId }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name = 'Freetown Hospitality Group'`,
    );
    const [{ id: hotelId }] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
      [orgId],
    );
    const { body: before } = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    const room = before.rooms[0];
    const base = `/api/partner/organisations/${orgId}/hotels/${hotelId}/rooms/${room.id}/images`;
    const photoOf = (listing: Json): string[] =>
      listing.rooms.find((r: Json) => r.id === room.id).images;

    const added = await t.http
      .post(base)
      .set('Cookie', owner)
      .attach('file', PNG, { filename: 'double.png', contentType: 'image/png' })
      .expect(201);
    const url = photoOf(added.body).at(-1)!;
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/1x1\.jpg$/);
    expect(photoOf(added.body)).toEqual([...room.images, url]);
    // The hotel's own photos are untouched; the public page shows the room type's new photo.
    expect(added.body.details.images).toEqual(before.images);
    const { body: after } = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    expect(photoOf(after)).toEqual([...room.images, url]);
    expect((await t.http.get(url).expect(200)).headers['content-type']).toBe('image/jpeg');
    const [audit] = await t.dataSource.query(
      `SELECT action, entity_type FROM audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'room.image_add', entity_type: 'room' });

    // The listing photo checks apply: content sniffed, 5 MB at most.
    const notAnImage = await t.http
      .post(base)
      .set('Cookie', owner)
      .attach('file', Buffer.from('%PDF-1.4 not a photo'), { filename: 'photo.png' })
      .expect(400);
    expect(notAnImage.body.message).toBe('Only JPG and PNG images are accepted');
    // Another hotel's room type is not found under this hotel.
    const [{ id: otherRoom }] = await t.dataSource.query(
      `SELECT id FROM rooms WHERE hotel_id <> $1 ORDER BY id LIMIT 1`,
      [hotelId],
    );
    const elsewhere = await t.http
      .post(`/api/partner/organisations/${orgId}/hotels/${hotelId}/rooms/${otherRoom}/images`)
      .set('Cookie', owner)
      .attach('file', PNG, { filename: 'double.png', contentType: 'image/png' })
      .expect(404);
    expect(elsewhere.body.message).toBe('Room type not found');

    const reversed = [...photoOf(added.body)].reverse();
    const ordered = await t.http
      .patch(base)
      .set('Cookie', owner)
      .send({ images: reversed })
      .expect(200);
    expect(photoOf(ordered.body)).toEqual(reversed);
    const mismatch = await t.http
      .patch(base)
      .set('Cookie', owner)
      .send({ images: [url, url] })
      .expect(400);
    expect(mismatch.body.details[0]).toMatchObject({ field: 'images' });

    const removed = await t.http
      .post(`${base}/remove`)
      .set('Cookie', owner)
      .send({ image: url })
      .expect(200);
    expect(photoOf(removed.body)).not.toContain(url);
    await t.http.get(url).expect(404);
    const { body: last } = await t.http.get(`/api/hotels/${hotelId}`).expect(200);
    expect(photoOf(last)).toEqual(room.images);
  });
});
