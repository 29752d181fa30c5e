import { createHash } from 'node:crypto';
import { daysFromNow, signUp } from './support/accounts.js';
import { organisationOf, payBooking, roomNight, signIn, traveller } from './support/operators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OWNER = 'hotels@demo.salone.sl';
const STAFF = 'frontdesk@demo.salone.sl';
const OTHER_OWNER = 'resorts@demo.salone.sl';

/**
 * Issue 13, done means steps 3 and 4, over HTTP: four travellers book the same room type for
 * one night, three succeed and the fourth is told why not; the operator sees the three, checks
 * one in by its voucher's QR token, and handles the others.
 */
describe('operator bookings', () => {
  let t: TestApp;
  let orgId: number;
  let otherOrgId: number;
  let owner: string;
  let staff: string;
  let otherOwner: string;
  let hotel: Json;
  let room: Json;
  const travellers: { cookie: string }[] = [];
  const booked: Json[] = [];
  const today = daysFromNow(0);
  const tomorrow = daysFromNow(1);

  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', PLATFORM_COMMISSION_PERCENT: '12.5' });
    orgId = await organisationOf(t, OWNER);
    otherOrgId = await organisationOf(t, OTHER_OWNER);
    [owner, staff, otherOwner] = await Promise.all(
      [OWNER, STAFF, OTHER_OWNER].map((email) => signIn(t, email)),
    );
    const [own] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 ORDER BY id LIMIT 1`,
      [orgId],
    );
    hotel = (await t.http.get(`/api/hotels/${own.id}`).expect(200)).body;
    room = hotel.rooms.find((r: Json) => r.isAvailable);
    await t.dataSource.query(`UPDATE rooms SET units = 3 WHERE id = $1`, [room.id]);
    for (let i = 0; i < 5; i += 1) travellers.push(await signUp(t));
  });
  afterAll(() => t.close());

  const partner = (path: string, org = orgId) => `/api/partner/organisations/${org}${path}`;

  it('lets three of four travellers have the 3-unit room type for one night; the fourth gets 409', async () => {
    const responses = [];
    for (const { cookie } of travellers.slice(0, 4)) {
      responses.push(
        await t.http
          .post('/api/bookings')
          .set('Cookie', cookie)
          .send(roomNight(hotel.id, room, today, tomorrow)),
      );
    }
    expect(responses.map((res) => res.status)).toEqual([201, 201, 201, 409]);
    expect(responses[3].body.message).toBe(
      'This room is already booked for some of those nights. Please choose other dates or another room.',
    );
    for (const [i, res] of responses.slice(0, 3).entries()) {
      await payBooking(t, travellers[i].cookie, res.body);
      booked.push(res.body);
    }
    const availability = (
      await t.http
        .get(`/api/hotels/${hotel.id}/availability?from=${today}&to=${tomorrow}`)
        .expect(200)
    ).body;
    const nights = availability.rooms.find((r: Json) => r.roomId === room.id);
    expect(nights).toMatchObject({
      units: 3,
      availableForDates: false,
      nights: [{ date: today, units: 3, booked: 3, closed: 0, vacant: 0 }],
    });
  });

  it('shows the operator the three, and only to its own members', async () => {
    for (const cookie of [owner, staff]) {
      const page = (
        await t.http
          .get(partner(`/bookings?serviceType=hotel&serviceId=${hotel.id}&status=confirmed`))
          .set('Cookie', cookie)
          .expect(200)
      ).body;
      expect(page.items.map((b: Json) => b.reference).sort()).toEqual(
        booked.map((b) => b.reference).sort(),
      );
      expect(page.items[0]).toMatchObject({
        stage: 'confirmed',
        paid: true,
        item: room.roomType,
        customerPhone: traveller.customerPhone,
      });
    }
    // Another organisation's owner, a traveller and the anonymous see nothing of them.
    await t.http.get(partner('/bookings')).set('Cookie', otherOwner).expect(404);
    await t.http.get(partner('/bookings')).set('Cookie', travellers[0].cookie).expect(404);
    await t.http.get(partner('/bookings')).expect(401);
    const theirs = (
      await t.http.get(partner('/bookings', otherOrgId)).set('Cookie', otherOwner).expect(200)
    ).body;
    expect(theirs.items.map((b: Json) => b.id)).not.toContain(booked[0].id);
    await t.http
      .get(partner(`/bookings/${booked[0].id}`, otherOrgId))
      .set('Cookie', otherOwner)
      .expect(404);
  });

  it('gives the operator the detail: the traveller contact and what was booked', async () => {
    const detail = (
      await t.http
        .get(partner(`/bookings/${booked[0].id}`))
        .set('Cookie', staff)
        .expect(200)
    ).body;
    expect(detail).toMatchObject({
      reference: booked[0].reference,
      customerName: traveller.customerName,
      customerEmail: traveller.customerEmail,
      customerPhone: traveller.customerPhone,
      serviceName: hotel.name,
      item: room.roomType,
      metadata: expect.objectContaining({ roomType: room.roomType, nights: 1 }),
    });
    await t.http.get(partner('/bookings/not-a-uuid')).set('Cookie', staff).expect(404);
  });

  it('checks one in by its QR token, once; a forged token is refused', async () => {
    const mine = (
      await t.http.get(`/api/bookings/${booked[0].id}`).set('Cookie', travellers[0].cookie)
    ).body;
    expect(mine.voucherToken).toMatch(/^SLV1\./);

    const checkedIn = await t.http
      .post(partner('/bookings/check-in'))
      .set('Cookie', staff)
      .send({ token: mine.voucherToken })
      .expect(200);
    expect(checkedIn.body).toMatchObject({ reference: booked[0].reference, stage: 'checked_in' });
    expect(checkedIn.body.checkedInAt).not.toBeNull();

    const reused = await t.http
      .post(partner('/bookings/check-in'))
      .set('Cookie', staff)
      .send({ token: mine.voucherToken })
      .expect(409);
    expect(reused.body.message).toMatch(/^This booking was already checked in on /);

    const [version, id, nonce, signature] = mine.voucherToken.split('.');
    const otherId = (
      await t.http.get(`/api/bookings/${booked[1].id}`).set('Cookie', travellers[1].cookie)
    ).body.voucherToken.split('.')[1];
    for (const forged of [
      [version, otherId, nonce, signature].join('.'),
      [version, id, nonce, `${signature.slice(0, -2)}AA`].join('.'),
      'SLV1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await t.http
        .post(partner('/bookings/check-in'))
        .set('Cookie', staff)
        .send({ token: forged })
        .expect(400);
      expect(res.body.message).toBe('This QR code is not a valid Salone voucher');
    }
    // A genuine token of this organisation's booking, shown to another organisation: 404.
    const second = (
      await t.http.get(`/api/bookings/${booked[1].id}`).set('Cookie', travellers[1].cookie)
    ).body;
    await t.http
      .post(partner('/bookings/check-in', otherOrgId))
      .set('Cookie', otherOwner)
      .send({ token: second.voucherToken })
      .expect(404);

    const [entry] = await t.dataSource.query(
      `SELECT actor_email, actor_role, action, organisation_id, before, after FROM audit_log
        WHERE entity_type = 'booking' AND entity_id = $1`,
      [booked[0].id],
    );
    expect(entry).toMatchObject({
      actor_email: STAFF,
      actor_role: 'staff',
      action: 'booking.check_in',
      organisation_id: orgId,
      before: expect.objectContaining({ checkedInAt: null }),
      after: expect.objectContaining({ checkedInAt: expect.any(String) }),
    });
  });

  it('checks in by reference, and refuses an unpaid booking', async () => {
    const unpaid = await t.http
      .post('/api/bookings')
      .set('Cookie', travellers[4].cookie)
      .send(
        roomNight(
          hotel.id,
          hotel.rooms.find((r: Json) => r.id !== room.id) ?? room,
          daysFromNow(3),
          daysFromNow(4),
        ),
      )
      .expect(201);
    const refused = await t.http
      .post(partner('/bookings/check-in'))
      .set('Cookie', owner)
      .send({ reference: unpaid.body.reference.toLowerCase() })
      .expect(409);
    expect(refused.body.message).toBe('This booking has not been paid, so it cannot be checked in');
    expect(
      (
        await t.http
          .get(`/api/bookings/${unpaid.body.id}`)
          .set('Cookie', travellers[4].cookie)
          .expect(200)
      ).body.voucherToken,
    ).toBeNull();

    await t.http
      .post(partner('/bookings/check-in'))
      .set('Cookie', owner)
      .send({ reference: booked[1].reference })
      .expect(200);
    await t.http.post(partner('/bookings/check-in')).set('Cookie', owner).send({}).expect(400);
  });

  it('cancels with a reason: the traveller sees it and a refund is recorded as due', async () => {
    await t.http
      .post(partner(`/bookings/${booked[2].id}/cancel`))
      .set('Cookie', owner)
      .send({ reason: '  ' })
      .expect(400);
    const cancelled = await t.http
      .post(partner(`/bookings/${booked[2].id}/cancel`))
      .set('Cookie', owner)
      .send({ reason: 'Water damage after the storm; we are sorry.' })
      .expect(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled_by_operator',
      refundDue: room.price,
      cancellationReason: 'Water damage after the storm; we are sorry.',
    });
    const seen = (
      await t.http.get(`/api/bookings/${booked[2].id}`).set('Cookie', travellers[2].cookie)
    ).body;
    expect(seen).toMatchObject({
      status: 'cancelled_by_operator',
      cancellationReason: 'Water damage after the storm; we are sorry.',
      refundDue: room.price,
    });
    // The unit is free again.
    await t.http
      .post('/api/bookings')
      .set('Cookie', travellers[3].cookie)
      .send(roomNight(hotel.id, room, today, tomorrow))
      .expect(201);
    await t.http
      .post(partner(`/bookings/${booked[2].id}/cancel`))
      .set('Cookie', owner)
      .send({ reason: 'Twice' })
      .expect(409);
    await t.http
      .post(partner(`/bookings/${booked[0].id}/cancel`))
      .set('Cookie', owner)
      .send({ reason: 'Checked in already' })
      .expect(409);
  });

  it('marks a paid booking that started as a no-show, never a checked-in one', async () => {
    await t.http
      .post(partner(`/bookings/${booked[0].id}/no-show`))
      .set('Cookie', staff)
      .expect(409);
    const extra = await t.http
      .post('/api/bookings')
      .set('Cookie', travellers[4].cookie)
      .send(roomNight(hotel.id, room, daysFromNow(5), daysFromNow(6)))
      .expect(201);
    await payBooking(t, travellers[4].cookie, extra.body);
    const early = await t.http
      .post(partner(`/bookings/${extra.body.id}/no-show`))
      .set('Cookie', staff)
      .expect(409);
    expect(early.body.message).toMatch(/^A no-show can be recorded from /);
    await t.dataSource.query(
      `UPDATE bookings SET start_date = start_date - interval '5 days', end_date = end_date - interval '5 days' WHERE id = $1`,
      [extra.body.id],
    );
    const noShow = await t.http
      .post(partner(`/bookings/${extra.body.id}/no-show`))
      .set('Cookie', staff)
      .expect(200);
    expect(noShow.body.stage).toBe('no_show');
    const list = (
      await t.http.get(partner('/bookings?status=no_show')).set('Cookie', staff).expect(200)
    ).body;
    expect(list.items.map((b: Json) => b.id)).toEqual([extra.body.id]);
  });

  it('pages with a cursor and exports the same bookings as CSV', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/bookings?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: Json = (await t.http.get(partner(query)).set('Cookie', owner).expect(200)).body;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((b: Json) => b.reference));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await t.http.get(partner('/bookings?limit=100')).set('Cookie', owner)).body;
    expect(seen).toEqual(all.items.map((b: Json) => b.reference));
    expect(new Set(seen).size).toBe(seen.length);
    await t.http.get(partner('/bookings?cursor=garbage')).set('Cookie', owner).expect(400);

    const csv = await t.http.get(partner('/bookings.csv')).set('Cookie', staff).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="bookings-/);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Status,Service,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(seen);
    // A phone number that starts with + is written so a spreadsheet shows it, not runs it.
    expect(csv.text).toContain(`'${traveller.customerPhone}`);
    await t.http.get(partner('/bookings.csv')).set('Cookie', otherOwner).expect(404);
  });

  it('sums the month: gross, commission, net due and refunds due, for owners only', async () => {
    const month = today.slice(0, 7);
    const money = (
      await t.http
        .get(partner(`/money?from=${month}&to=${month}`))
        .set('Cookie', owner)
        .expect(200)
    ).body;
    const [figures] = money.months;
    // Paid and standing: booked[0], booked[1] and the no-show; booked[2] was cancelled.
    const gross = 3 * room.price;
    expect(figures).toMatchObject({
      month,
      bookings: 3,
      confirmedGross: gross,
      commissionPercent: 12.5,
      commission: Math.round(gross * 12.5) / 100,
      refundsDue: room.price,
    });
    expect(figures.netDue).toBeCloseTo(gross - figures.commission, 2);
    await t.http.get(partner('/money')).set('Cookie', staff).expect(403);
    await t.http.get(partner('/money')).set('Cookie', otherOwner).expect(404);
    await t.http.get(partner('/money?from=2026-13')).set('Cookie', owner).expect(400);
  });

  it('lists the day’s arrivals with their voucher digests, and takes check-ins made offline once', async () => {
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    const other = hotel.rooms.find((r: Json) => r.id !== room.id) ?? room;
    const extra = await t.http
      .post('/api/bookings')
      .set('Cookie', travellers[4].cookie)
      .send(roomNight(hotel.id, other, today, tomorrow))
      .expect(201);
    await payBooking(t, travellers[4].cookie, extra.body);
    const voucher = (
      await t.http.get(`/api/bookings/${extra.body.id}`).set('Cookie', travellers[4].cookie)
    ).body.voucherToken as string;

    const list = (await t.http.get(partner('/arrivals')).set('Cookie', staff).expect(200)).body;
    expect(list).toMatchObject({ organisationId: orgId, day: today, digest: 'SHA-256' });
    const byReference = new Map(list.arrivals.map((a: Json) => [a.reference, a]));
    // Paid and arriving today: the new one, the two checked in earlier and the no-show; not
    // the one cancelled, not the unpaid one.
    expect(byReference.get(extra.body.reference)).toMatchObject({
      id: extra.body.id,
      stage: 'confirmed',
      tokenDigest: sha256(voucher),
      customerName: traveller.customerName,
      item: other.roomType,
      checkedInAt: null,
    });
    expect(byReference.get(booked[0].reference)).toMatchObject({ stage: 'checked_in' });
    expect(byReference.has(booked[2].reference)).toBe(false);
    for (const arrival of list.arrivals) expect(arrival.startDate.slice(0, 10)).toBe(today);
    // Another day's list is another list; a day that is not one is refused.
    const later = (
      await t.http
        .get(partner(`/arrivals?day=${daysFromNow(5)}`))
        .set('Cookie', owner)
        .expect(200)
    ).body;
    expect(later.arrivals.map((a: Json) => a.reference)).not.toContain(extra.body.reference);
    const badDay = await t.http
      .get(partner('/arrivals?day=2026-02-30'))
      .set('Cookie', owner)
      .expect(400);
    expect(badDay.body.code).toBeDefined();
    await t.http.get(partner('/arrivals')).set('Cookie', otherOwner).expect(404);
    await t.http.get(partner('/arrivals')).expect(401);

    // The phone's clock: not in the future, not more than a week old.
    for (const checkedInAt of [
      new Date(Date.now() + 3_600_000).toISOString(),
      new Date(Date.now() - 8 * 86_400_000).toISOString(),
      'yesterday',
    ]) {
      const res = await t.http
        .post(partner('/bookings/check-in'))
        .set('Cookie', staff)
        .send({ token: voucher, checkedInAt })
        .expect(400);
      expect(res.body.details[0].field).toBe('checkedInAt');
    }

    // Scanned offline some minutes ago (not before today began), sent now: kept with its time.
    const scannedAt = new Date(
      Math.max(Date.parse(`${today}T00:00:30Z`), Date.now() - 20 * 60_000),
    ).toISOString();
    const synced = await t.http
      .post(partner('/bookings/check-in'))
      .set('Cookie', staff)
      .send({ token: voucher, checkedInAt: scannedAt })
      .expect(200);
    expect(synced.body).toMatchObject({ stage: 'checked_in', checkedInAt: scannedAt });
    // A second phone that scanned the same voucher offline is refused when it syncs.
    const again = await t.http
      .post(partner('/bookings/check-in'))
      .set('Cookie', owner)
      .send({ token: voucher, checkedInAt: new Date().toISOString() })
      .expect(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_CHECKED_IN',
      message: expect.stringMatching(/^This booking was already checked in on /),
    });
    const [{ checked_in_at: stored }] = await t.dataSource.query(
      `SELECT checked_in_at FROM bookings WHERE id = $1`,
      [extra.body.id],
    );
    expect(new Date(stored).toISOString()).toBe(scannedAt);
    const after = (await t.http.get(partner('/arrivals')).set('Cookie', staff).expect(200)).body;
    expect(after.arrivals.find((a: Json) => a.id === extra.body.id)).toMatchObject({
      stage: 'checked_in',
      checkedInAt: scannedAt,
    });
  });
});
