/**
 * Webhooks as a product (issue 33 part 2): every delivered payload matches its type's schema in
 * the contract; an endpoint of version 2026-12-07 receives the booking as the REST API shows it,
 * one of 2026-11-26 the first edition's snapshot, neither the traveller's payment code; past
 * events read back with `GET …/webhook-events`, paged; API keys with `webhooks:manage` manage
 * endpoints, and every other caller is refused as the contract says.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { daysFromNow, signUp } from './support/accounts.js';
import { organisationOf, payBooking, signIn } from './support/operators.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { webhookSchemaCheck } from './support/webhook-schemas.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HOTEL_OWNER = 'hotels@demo.salone.sl';
const STAFF = 'frontdesk@demo.salone.sl';
const OTHER_OWNER = 'resorts@demo.salone.sl';
const TYPES = ['booking.created', 'booking.payment_requested', 'booking.confirmed'];

describe('webhook events: schemas, versions, catching up, keys', () => {
  let t: TestApp;
  let receiver: Server;
  let url: string;
  /** Bodies received, by the path they were posted to (`/v1`, `/v2`). */
  const received: { path: string; json: Json }[] = [];
  const cookies: Record<string, string> = {};
  let orgId: number;
  let otherOrgId: number;
  let manageKey: string;
  let readKey: string;
  let otherKey: string;
  const check = webhookSchemaCheck();

  const partner = (path: string, id = orgId) => `/api/partner/organisations/${id}${path}`;
  const bearer = (key: string) => `Bearer ${key}`;
  const keyOf = async (cookie: string, id: number, scopes: string[]) =>
    (
      await t.http
        .post(partner('/api-keys', id))
        .set('Cookie', cookie)
        .send({ name: 'Webhooks', scopes })
        .expect(201)
    ).body.key as string;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', json: JSON.parse(body) });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0', OUTBOX_POLL_MS: '100' });
    cookies.owner = await signIn(t, HOTEL_OWNER);
    cookies.staff = await signIn(t, STAFF);
    cookies.otherOwner = await signIn(t, OTHER_OWNER);
    cookies.traveller = (await signUp(t)).cookie;
    orgId = await organisationOf(t, HOTEL_OWNER);
    otherOrgId = await organisationOf(t, OTHER_OWNER);
    manageKey = await keyOf(cookies.owner, orgId, ['webhooks:manage']);
    readKey = await keyOf(cookies.owner, orgId, ['bookings:read', 'catalogue:read']);
    otherKey = await keyOf(cookies.otherOwner, otherOrgId, ['webhooks:manage']);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  let v1: Json;
  let v2: Json;

  it('lets a key with webhooks:manage manage endpoints; refuses everyone else', async () => {
    const list = partner('/webhooks');
    const events = partner('/webhook-events');
    for (const path of [list, events]) {
      expect((await t.http.get(path)).status).toBe(401);
      const lacking = await t.http.get(path).set('Authorization', bearer(readKey));
      expect([lacking.status, lacking.body.code]).toEqual([403, 'API_KEY_SCOPE_MISSING']);
      expect(lacking.body.message).toBe('This API key does not have the webhooks:manage scope');
      const staff = await t.http.get(path).set('Cookie', cookies.staff);
      expect([staff.status, staff.body.code]).toEqual([403, 'OWNER_ONLY']);
      const stranger = await t.http.get(path).set('Cookie', cookies.otherOwner);
      expect([stranger.status, stranger.body.code]).toEqual([404, 'ORGANISATION_NOT_FOUND']);
      const traveller = await t.http.get(path).set('Cookie', cookies.traveller);
      expect(traveller.status).toBe(404);
      // A key of another organisation, even with the scope, finds nothing here.
      const otherKeyed = await t.http.get(path).set('Authorization', bearer(otherKey));
      expect([otherKeyed.status, otherKeyed.body.code]).toEqual([404, 'ORGANISATION_NOT_FOUND']);
      await t.http.get(path).set('Authorization', bearer(manageKey)).expect(200);
      await t.http.get(path).set('Cookie', cookies.owner).expect(200);
    }

    // Registered by the owner without a version: the first edition's shapes.
    v1 = (
      await t.http
        .post(list)
        .set('Cookie', cookies.owner)
        .send({ url: `${url}/v1`, eventTypes: TYPES })
        .expect(201)
    ).body;
    expect(v1.apiVersion).toBe('2026-11-26');
    // Registered by a key naming 2026-12-07: that version's shapes.
    v2 = (
      await t.http
        .post(list)
        .set('Authorization', bearer(manageKey))
        .set('Salone-Version', '2026-12-07')
        .send({ url: `${url}/v2`, eventTypes: TYPES, description: 'Booking system' })
        .expect(201)
    ).body;
    expect(v2).toMatchObject({ apiVersion: '2026-12-07', secret: expect.any(String) });
    const named = await t.http
      .post(list)
      .set('Authorization', bearer(manageKey))
      .send({ url: `${url}/v3`, eventTypes: ['booking.created'], apiVersion: '2030-01-01' });
    expect([named.status, named.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(named.body.message).toBe(
      'apiVersion must be one of: 2026-11-26, 2026-12-07, 2026-12-08',
    );
    await t.http
      .post(list)
      .set('Authorization', bearer(readKey))
      .send({ url: `${url}/v3`, eventTypes: ['booking.created'] })
      .expect(403);
    // The key reads the log, sends a test event and removes an endpoint it made.
    const spare = (
      await t.http
        .post(list)
        .set('Authorization', bearer(manageKey))
        .send({ url: `${url}/spare`, eventTypes: ['booking.created'] })
        .expect(201)
    ).body;
    await t.http
      .post(partner(`/webhooks/${spare.id}/test`))
      .set('Authorization', bearer(manageKey))
      .expect(202);
    const log = await waitFor('the test delivered', async () => {
      const page = (
        await t.http
          .get(partner(`/webhooks/${spare.id}/deliveries`))
          .set('Authorization', bearer(manageKey))
          .expect(200)
      ).body;
      return page.items[0]?.status === 'sent' ? page.items[0] : undefined;
    });
    expect(log.eventType).toBe('webhook.test');
    await t.http
      .get(partner(`/webhooks/${spare.id}/deliveries`, otherOrgId))
      .set('Authorization', bearer(manageKey))
      .expect(404);
    await t.http
      .delete(partner(`/webhooks/${spare.id}`))
      .set('Authorization', bearer(otherKey))
      .expect(404);
    await t.http
      .delete(partner(`/webhooks/${spare.id}`))
      .set('Authorization', bearer(manageKey))
      .expect(204);
    const test = received.find((r) => r.path === '/spare')!;
    expect(check(test.json)).toEqual([]);
  });

  let booking: Json;

  it('sends each version its shape, valid against the contract, never the payment code', async () => {
    const [hotel] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 ORDER BY id LIMIT 1`,
      [orgId],
    );
    const detail = (await t.http.get(`/api/hotels/${hotel.id}`).expect(200)).body;
    const room = detail.rooms[0];
    booking = (
      await t.http
        .post('/api/bookings')
        .set('Cookie', cookies.traveller)
        .send({
          serviceType: 'hotel',
          serviceId: hotel.id,
          roomId: room.id,
          customerName: 'Fatmata Bangura',
          customerEmail: 'fatmata@example.com',
          customerPhone: '+232 76 555 010',
          guests: 1,
          startDate: daysFromNow(70),
          endDate: daysFromNow(72),
          totalAmount: 2 * room.price,
          metadata: { specialRequests: 'Quiet room, please' },
        })
        .expect(201)
    ).body;
    await payBooking(t, cookies.traveller, booking);
    const arrived = (path: string) =>
      waitFor(`three events at ${path}`, () => {
        const mine = received.filter(
          (r) => r.path === path && (r.json.data.booking?.id ?? '') === booking.id,
        );
        return mine.length === 3 ? mine.map((r) => r.json) : undefined;
      });
    const shaped = await arrived('/v2');
    const first = await arrived('/v1');

    for (const event of shaped) expect(check(event)).toEqual([]);
    const confirmed = shaped.find((e) => e.type === 'booking.confirmed')!;
    // The check bites: a total in words, or the first edition's body, is refused.
    const wrong = { ...confirmed.data.booking, totalAmount: 'four hundred' };
    expect(check({ ...confirmed, data: { ...confirmed.data, booking: wrong } })).not.toEqual([]);
    const rest = (
      await t.http
        .get(partner(`/bookings/${booking.id}`))
        .set('Authorization', bearer(readKey))
        .expect(200)
    ).body;
    // The booking as GET …/bookings/{id} shows it, as it was when it was confirmed.
    const { updatedAt: _later, ...sameNow } = rest;
    expect(confirmed.data.booking).toMatchObject(sameNow);
    expect(confirmed.data.booking.totalAmount).toBe(2 * room.price);
    expect(confirmed.data.booking.metadata.specialRequests).toBe('Quiet room, please');
    for (const gone of ['totalAmountUsd', 'details', 'operatorEmail', 'organisationId']) {
      expect(confirmed.data.booking).not.toHaveProperty(gone);
    }
    const created = shaped.find((e) => e.type === 'booking.created')!;
    expect(created.data.booking).toMatchObject({ stage: 'pending_payment', paid: false });

    // The first edition keeps its snapshot (totalAmountUsd, details, organisationId).
    const old = first.find((e) => e.type === 'booking.confirmed')!;
    expect(old.data.booking).toMatchObject({
      totalAmountUsd: 2 * room.price,
      organisationId: orgId,
      details: { specialRequests: 'Quiet room, please' },
    });
    expect(old.data.booking).not.toHaveProperty('partner');
    expect(check(old)).not.toEqual([]);
    // Neither version carries the traveller's USSD code.
    for (const event of [...shaped, ...first]) {
      expect(JSON.stringify(event)).not.toMatch(/ussd|\*715\*/i);
    }
    const requested = shaped.find((e) => e.type === 'booking.payment_requested')!;
    expect(Object.keys(requested.data.payment).sort()).toEqual([
      'amountSle',
      'amountUsd',
      'expiresAt',
      'id',
    ]);
  });

  it('reads past events from a time on, a page at a time, only its own', async () => {
    const since = new Date(Date.parse(booking.createdAt) - 1).toISOString();
    const all: Json[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { since, limit: '1' };
      if (cursor) query.cursor = cursor;
      const page: Json = (
        await t.http
          .get(partner('/webhook-events'))
          .query(query)
          .set('Authorization', bearer(manageKey))
          .set('Salone-Version', '2026-12-07')
          .expect(200)
      ).body;
      expect(page.items.length).toBeLessThanOrEqual(1);
      all.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    const mine = all.filter((e) => e.data.booking?.id === booking.id);
    expect(mine.map((e) => e.type)).toEqual(TYPES);
    for (const event of all) expect(check(event)).toEqual([]);
    // The same events a delivery carried: same ids, same data.
    const delivered = received.filter((r) => r.path === '/v2').map((r) => r.json);
    for (const event of mine) {
      expect(delivered.find((d) => d.id === event.id)).toEqual(event);
    }
    // Oldest first; the default version gets the first edition's snapshot.
    const times = all.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const firstEdition = (
      await t.http
        .get(partner('/webhook-events'))
        .query({ since })
        .set('Cookie', cookies.owner)
        .expect(200)
    ).body;
    const confirmed = firstEdition.items.find(
      (e: Json) => e.type === 'booking.confirmed' && e.data.booking.id === booking.id,
    );
    expect(confirmed.data.booking.totalAmountUsd).toBe(booking.totalAmount);
    // From the last one on: that one comes again, nothing before it.
    const last = mine.at(-1)!;
    const tail = (
      await t.http
        .get(partner('/webhook-events'))
        .query({ since: last.createdAt })
        .set('Authorization', bearer(manageKey))
        .expect(200)
    ).body;
    expect(tail.items.map((e: Json) => e.id)).toContain(last.id);
    expect(tail.items.map((e: Json) => e.id)).not.toContain(mine[0].id);
    // Another organisation's list has none of these.
    const theirs = (
      await t.http
        .get(partner('/webhook-events', otherOrgId))
        .query({ since })
        .set('Authorization', bearer(otherKey))
        .expect(200)
    ).body;
    expect(theirs.items.filter((e: Json) => e.data.booking?.id === booking.id)).toEqual([]);
    const bad = await t.http
      .get(partner('/webhook-events'))
      .query({ since: 'yesterday' })
      .set('Authorization', bearer(manageKey));
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(bad.body.message).toBe('since must be a date and time (ISO 8601)');
    // ISO 8601's shorter forms name no instant: refused too, never passed to the database.
    for (const since of ['2026', '2026-12', '2026-W49', '2026-340', '2026-12-01']) {
      const short = await t.http
        .get(partner('/webhook-events'))
        .query({ since })
        .set('Authorization', bearer(manageKey));
      expect([since, short.status, short.body.code]).toEqual([since, 400, 'VALIDATION_FAILED']);
    }
    // A listing taken out of the catalogue and put back: its events match their schemas too.
    const [hotel] = await t.dataSource.query(
      `SELECT id FROM hotels WHERE organisation_id = $1 AND status = 'published' ORDER BY id DESC LIMIT 1`,
      [orgId],
    );
    const mark = new Date().toISOString();
    for (const step of ['unpublish', 'publish']) {
      await t.http
        .post(partner(`/listings/hotel/${hotel.id}/${step}`))
        .set('Cookie', cookies.owner)
        .expect((res) => expect([200, 201]).toContain(res.status));
    }
    const listingEvents = (
      await t.http
        .get(partner('/webhook-events'))
        .query({ since: mark })
        .set('Authorization', bearer(manageKey))
        .set('Salone-Version', '2026-12-07')
        .expect(200)
    ).body.items as Json[];
    expect(listingEvents.map((e) => [e.type, e.data.listing.id])).toEqual([
      ['listing.unpublished', hotel.id],
      ['listing.published', hotel.id],
    ]);
    for (const event of listingEvents) expect(check(event)).toEqual([]);
    // Who is told by e-mail is Salone's business, not the organisation's systems'.
    expect(listingEvents[0].data).not.toHaveProperty('operatorEmails');
    const cursorBad = await t.http
      .get(partner('/webhook-events'))
      .query({ cursor: 'not-a-cursor' })
      .set('Authorization', bearer(manageKey));
    expect([cursorBad.status, cursorBad.body.code]).toEqual([400, 'INVALID_CURSOR']);
  });
});
