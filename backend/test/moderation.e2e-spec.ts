/**
 * Moderation that holds and the messages it sends (issue 32, parts 1 and 2), against a real SMTP
 * server and a real HTTP webhook receiver in this process: an admin's unpublish holds the listing
 * until an admin reinstates it, applications are approved, sent back or rejected, a pending
 * organisation prepares drafts only, invitations arrive and work, API keys are audited by name,
 * and the front desk reads the traveller's phone and special requests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../src/seed/data/organisations.js';
import { cookieOf, daysFromNow, signUp, verifyAddress } from './support/accounts.js';
import { payBooking, roomNight, traveller } from './support/operators.js';
import { waitFor } from './support/processes.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const application = (name: string) => ({
  name,
  serviceKinds: ['hotel'],
  contactPhone: '+232 76 555 020',
  contactEmail: `desk@${name.toLowerCase().replace(/\W+/g, '')}.example.sl`,
  registrationNumber: 'SL-BRS-2026-00077',
  payoutNumber: '+232 76 555 021',
});

const HOTEL = {
  name: 'Lumley Beach Lodge',
  address: '4 Lumley Beach Road, Freetown',
  city: 'Freetown',
  description: 'Ten rooms a short walk from Lumley Beach, with a generator and a garden.',
  starRating: 3,
  amenities: ['Free WiFi'],
};

describe('moderation that holds, and every message it needs', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let receiver: Server;
  let receiverUrl: string;
  const hooks: Json[] = [];
  const cookies: Record<string, string> = {};
  let orgId: number;
  let otherOrgId: number;
  let ownerEmails: string[];
  let hotel: { id: number; name: string };

  const login = async (email: string, password = DEMO_PASSWORD) =>
    cookieOf(await t.http.post('/api/auth/login').send({ email, password }).expect(200));
  const mailTo = (address: string, subject: string | RegExp): Promise<CaughtMail> =>
    waitFor(`an e-mail to ${address}: ${String(subject)}`, () =>
      smtp
        .to(address.toLowerCase())
        .find((mail) =>
          typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
        ),
    );
  const hook = (type: string, id: number) =>
    waitFor(`a ${type} webhook for listing ${id}`, () =>
      hooks.find((h) => h.type === type && h.data.listing?.id === id),
    );
  const partner = (path: string, id = orgId) => `/api/partner/organisations/${id}${path}`;
  const listing = (id = hotel.id) => partner(`/listings/hotel/${id}`);

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        hooks.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://salone.example',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_SECONDS: '0.2',
    });
    cookies.owner = await login('hotels@demo.salone.sl');
    cookies.staff = await login('frontdesk@demo.salone.sl');
    cookies.otherOwner = await login('resorts@demo.salone.sl');
    cookies.admin = await login('admin@demo.salone.sl');
    [{ id: orgId }, { id: otherOrgId }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name IN ('Freetown Hospitality Group', 'Peninsula Beach Resorts')
        ORDER BY name = 'Freetown Hospitality Group' DESC`,
    );
    [hotel] = await t.dataSource.query(
      `SELECT id, name FROM hotels WHERE organisation_id = $1 AND status = 'published'
        ORDER BY id LIMIT 1`,
      [orgId],
    );
    const [{ contact_email: contact }] = await t.dataSource.query(
      `SELECT contact_email FROM organisations WHERE id = $1`,
      [orgId],
    );
    ownerEmails = ['hotels@demo.salone.sl', contact.toLowerCase()];
    await t.http
      .post(partner('/webhooks'))
      .set('Cookie', cookies.owner)
      .send({
        url: receiverUrl,
        eventTypes: [
          'listing.unpublished',
          'listing.reinstated',
          'listing.review_requested',
          'listing.review_refused',
        ],
      })
      .expect(201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('holds a listing an admin unpublished: its operator cannot publish it again', async () => {
    const reason = 'The photos show another property';
    await t.http
      .post(`/api/admin/listings/hotel/${hotel.id}/unpublish`)
      .set('Cookie', cookies.owner)
      .send({ reason })
      .expect(403);
    await t.http
      .post(`/api/admin/listings/hotel/${hotel.id}/unpublish`)
      .set('Cookie', cookies.admin)
      .send({ reason })
      .expect(200);
    await t.http.get(`/api/hotels/${hotel.id}`).expect(404);

    const seen = (await t.http.get(listing()).set('Cookie', cookies.staff).expect(200)).body;
    expect(seen).toMatchObject({
      status: 'unpublished',
      moderationReason: reason,
      hold: { state: 'held', source: 'admin_unpublish', reason, reviewNote: null },
    });
    for (const who of ['owner', 'staff']) {
      const refused = await t.http
        .post(`${listing()}/publish`)
        .set('Cookie', cookies[who])
        .expect(409);
      expect(refused.body).toMatchObject({
        code: 'LISTING_HELD_BY_ADMIN',
        message: 'An admin unpublished this listing; request a review to have it published again',
      });
    }
    await t.http.get(`/api/hotels/${hotel.id}`).expect(404);

    // Both owners' addresses hear of it, with the reason; the webhook endpoint too.
    for (const address of ownerEmails) {
      const mail = await mailTo(address, `Listing unpublished by Salone: ${hotel.name}`);
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(`https://salone.example/partner/listings/hotel/${hotel.id}`);
    }
    const unpublished = await hook('listing.unpublished', hotel.id);
    expect(unpublished.data).toMatchObject({
      listing: { kind: 'hotel', id: hotel.id, name: hotel.name, reason },
      organisationId: orgId,
      byAdmin: true,
    });
    // Whom the e-mails went to stays out of the event the endpoint receives.
    expect(unpublished.data).not.toHaveProperty('operatorEmails');
    expect(JSON.stringify(unpublished)).not.toContain('hotels@demo.salone.sl');
  });

  it('lets only a member of the organisation ask for a review, once, with a note', async () => {
    const note = 'We replaced every photo with our own.';
    // Another organisation's owner, through either organisation: no such listing.
    await t.http
      .post(`${listing()}/review-request`)
      .set('Cookie', cookies.otherOwner)
      .send({ note })
      .expect(404);
    await t.http
      .post(`${partner(`/listings/hotel/${hotel.id}`, otherOrgId)}/review-request`)
      .set('Cookie', cookies.otherOwner)
      .send({ note })
      .expect(404);
    await t.http.post(`${listing()}/review-request`).send({ note }).expect(401);
    const empty = await t.http
      .post(`${listing()}/review-request`)
      .set('Cookie', cookies.staff)
      .send({ note: ' ' })
      .expect(400);
    expect(empty.body.message).toBe('Please say what you changed');

    const asked = await t.http
      .post(`${listing()}/review-request`)
      .set('Cookie', cookies.staff)
      .send({ note })
      .expect(200);
    expect(asked.body.hold).toMatchObject({ state: 'review_requested', reviewNote: note });
    const again = await t.http
      .post(`${listing()}/review-request`)
      .set('Cookie', cookies.owner)
      .send({ note })
      .expect(409);
    expect(again.body.code).toBe('REVIEW_ALREADY_REQUESTED');
    // Still held: asking is not publishing.
    expect(
      (await t.http.post(`${listing()}/publish`).set('Cookie', cookies.owner).expect(409)).body
        .code,
    ).toBe('LISTING_HELD_BY_ADMIN');

    const mail = await mailTo('admin@demo.salone.sl', `Review requested: ${hotel.name}`);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain('Freetown Hospitality Group');
    const requested = await hook('listing.review_requested', hotel.id);
    expect(requested.data).toEqual({
      listing: expect.objectContaining({ id: hotel.id, name: hotel.name }),
      organisationId: orgId,
      note,
    });

    const queue = await t.http
      .get('/api/admin/listing-holds?state=review_requested')
      .set('Cookie', cookies.admin)
      .expect(200);
    expect(queue.body.items).toEqual([
      expect.objectContaining({
        kind: 'hotel',
        listingId: hotel.id,
        name: hotel.name,
        organisationName: 'Freetown Hospitality Group',
        reviewNote: note,
      }),
    ]);
    await t.http.get('/api/admin/listing-holds').set('Cookie', cookies.owner).expect(403);
  });

  it('lets only an admin refuse or reinstate; both sides are told', async () => {
    const path = `/api/admin/listings/hotel/${hotel.id}`;
    for (const who of ['owner', 'staff', 'otherOwner']) {
      await t.http.post(`${path}/reinstate`).set('Cookie', cookies[who]).expect(403);
      await t.http
        .post(`${path}/refuse-review`)
        .set('Cookie', cookies[who])
        .send({ reason: 'No' })
        .expect(403);
    }
    const refusal = 'The garden photo is still not yours';
    const refused = await t.http
      .post(`${path}/refuse-review`)
      .set('Cookie', cookies.admin)
      .send({ reason: refusal })
      .expect(200);
    expect(refused.body).toMatchObject({ state: 'held', refusalReason: refusal });
    expect(
      (
        await t.http
          .post(`${path}/refuse-review`)
          .set('Cookie', cookies.admin)
          .send({ reason: refusal })
          .expect(409)
      ).body.code,
    ).toBe('NO_REVIEW_REQUESTED');
    expect((await mailTo(ownerEmails[0], `Review refused: ${hotel.name}`)).text).toContain(refusal);
    const refusedHook = await hook('listing.review_refused', hotel.id);
    expect(refusedHook.data).toEqual({
      listing: { kind: 'hotel', id: hotel.id, name: hotel.name },
      organisationId: orgId,
      reason: refusal,
    });

    const reinstated = await t.http
      .post(`${path}/reinstate`)
      .set('Cookie', cookies.admin)
      .expect(200);
    expect(reinstated.body).toMatchObject({ status: 'published', moderationReason: null });
    await t.http.get(`/api/hotels/${hotel.id}`).expect(200);
    expect((await t.http.get(listing()).set('Cookie', cookies.owner).expect(200)).body.hold).toBe(
      null,
    );
    expect(
      (await t.http.post(`${path}/reinstate`).set('Cookie', cookies.admin).expect(409)).body.code,
    ).toBe('LISTING_NOT_HELD');
    for (const address of ownerEmails) {
      await mailTo(address, `Listing reinstated: ${hotel.name}`);
    }
    expect((await hook('listing.reinstated', hotel.id)).data).toMatchObject({
      listing: { kind: 'hotel', id: hotel.id, name: hotel.name },
      organisationId: orgId,
    });

    // The owner's audit log tells the story by name.
    const log = (
      (await t.http.get(partner('/audit-log?limit=50')).set('Cookie', cookies.owner).expect(200))
        .body.items as Json[]
    ).filter((e) => e.entityType === 'hotel' && e.entityId === String(hotel.id));
    expect(log.map((e) => e.action).slice(0, 4)).toEqual([
      'listing.reinstate',
      'listing.refuse_review',
      'listing.request_review',
      'listing.admin_unpublish',
    ]);
    expect(log.slice(0, 4).every((e) => e.entityName === hotel.name)).toBe(true);
  });

  it('holds the listings a suspension takes down, until the suspension is lifted', async () => {
    const cars = await login('cars@demo.salone.sl');
    const [{ id: carsOrg }] = await t.dataSource.query(
      `SELECT id FROM organisations WHERE name = 'Lion Mountain Car Hire'`,
    );
    const [car] = await t.dataSource.query(
      `SELECT id FROM cars WHERE organisation_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
      [carsOrg],
    );
    const carPath = partner(`/listings/car/${car.id}`, carsOrg);
    await t.http
      .post(`/api/admin/organisations/${carsOrg}/suspend`)
      .set('Cookie', cookies.admin)
      .send({ reason: 'Insurance papers expired' })
      .expect(200);
    const suspended = (await t.http.get(carPath).set('Cookie', cars).expect(200)).body;
    expect(suspended.hold).toMatchObject({
      state: 'held',
      source: 'suspension',
      reason: 'Organisation suspended: Insurance papers expired',
    });
    expect(
      (await t.http.post(`${carPath}/publish`).set('Cookie', cars).expect(403)).body.code,
    ).toBe('ORGANISATION_SUSPENDED');
    await mailTo('cars@demo.salone.sl', 'Your organisation is suspended: Lion Mountain Car Hire');

    await t.http
      .post(`/api/admin/organisations/${carsOrg}/approve`)
      .set('Cookie', cookies.admin)
      .expect(200);
    const lifted = (await t.http.get(carPath).set('Cookie', cars).expect(200)).body;
    expect(lifted).toMatchObject({ status: 'unpublished', hold: null });
    await t.http.post(`${carPath}/publish`).set('Cookie', cars).expect(200);
  });

  it('lets a pending organisation prepare drafts, but not publish or make API keys', async () => {
    const applicant = await signUp(t, { mail: smtp });
    const applied = await t.http
      .post('/api/operators')
      .set('Cookie', applicant.cookie)
      .send(application('Murray Town Rooms'))
      .expect(201);
    const pendingId = applied.body.id;
    const draft = await t.http
      .post(partner('/hotels', pendingId))
      .set('Cookie', applicant.cookie)
      .send(HOTEL)
      .expect(201);
    const publish = await t.http
      .post(partner(`/listings/hotel/${draft.body.id}/publish`, pendingId))
      .set('Cookie', applicant.cookie)
      .expect(409);
    expect(publish.body.code).toBe('ORGANISATION_NOT_APPROVED');
    const key = await t.http
      .post(partner('/api-keys', pendingId))
      .set('Cookie', applicant.cookie)
      .send({ name: 'Channel manager', scopes: ['bookings:read'] })
      .expect(409);
    expect(key.body).toMatchObject({
      code: 'ORGANISATION_NOT_APPROVED',
      message:
        'Your organisation is not approved yet: API keys can be created once an admin approves it',
    });
  });

  it('sends an application back for changes, takes it again, approves it; rejects another', async () => {
    const applicant = await signUp(t, { mail: smtp });
    const { body: organisation } = await t.http
      .post('/api/operators')
      .set('Cookie', applicant.cookie)
      .send(application('Tokeh Sands Cabins'))
      .expect(201);
    const admin = (path: string) => `/api/admin/organisations/${organisation.id}${path}`;
    const changes = 'Please give the registration number as printed on the certificate';
    await t.http
      .post(admin('/request-changes'))
      .set('Cookie', applicant.cookie)
      .send({ reason: changes })
      .expect(403);
    const sentBack = await t.http
      .post(admin('/request-changes'))
      .set('Cookie', cookies.admin)
      .send({ reason: changes })
      .expect(200);
    expect(sentBack.body).toMatchObject({ status: 'changes_requested', statusReason: changes });
    const asked = await mailTo(
      applicant.email,
      'Changes asked for your application: Tokeh Sands Cabins',
    );
    expect(asked.text).toContain(changes);

    // Only the applicant's organisation resubmits, and only after changes were asked.
    await t.http
      .post(partner('/resubmit', organisation.id))
      .set('Cookie', cookies.otherOwner)
      .expect(404);
    const resubmitted = await t.http
      .post(partner('/resubmit', organisation.id))
      .set('Cookie', applicant.cookie)
      .expect(200);
    expect(resubmitted.body).toMatchObject({ status: 'pending', statusReason: null });
    expect(
      (await t.http.post(partner('/resubmit', organisation.id)).set('Cookie', applicant.cookie))
        .body.code,
    ).toBe('NOTHING_TO_RESUBMIT');
    await mailTo('admin@demo.salone.sl', /^New operator application: Tokeh Sands Cabins/);

    await t.http.post(admin('/approve')).set('Cookie', cookies.admin).expect(200);
    const approved = await mailTo(
      applicant.email,
      'Your organisation is approved: Tokeh Sands Cabins',
    );
    expect(approved.text).toContain('https://salone.example/partner');

    // Approved: API keys now, audited by name on creation and revocation.
    const key = await t.http
      .post(partner('/api-keys', organisation.id))
      .set('Cookie', applicant.cookie)
      .send({ name: 'Front desk sync', scopes: ['bookings:read'] })
      .expect(201);
    await t.http
      .post(partner(`/api-keys/${key.body.id}/revoke`, organisation.id))
      .set('Cookie', applicant.cookie)
      .expect(200);
    const keyLog = (
      await t.http
        .get(`/api/admin/audit-log?entityType=api_key&entityId=${key.body.id}`)
        .set('Cookie', cookies.admin)
        .expect(200)
    ).body.items as Json[];
    expect(keyLog.map((e) => [e.action, e.entityName, e.actorEmail, e.organisationName])).toEqual([
      ['api_key.revoke', 'Front desk sync', applicant.email, 'Tokeh Sands Cabins'],
      ['api_key.create', 'Front desk sync', applicant.email, 'Tokeh Sands Cabins'],
    ]);
    expect(JSON.stringify(keyLog)).not.toContain(key.body.key);
    // Another organisation's owner does not read this organisation's log.
    await t.http
      .get(partner('/audit-log', organisation.id))
      .set('Cookie', cookies.otherOwner)
      .expect(404);

    // A second application is rejected for good.
    const other = await signUp(t, { mail: smtp });
    const { body: rejectedOrg } = await t.http
      .post('/api/operators')
      .set('Cookie', other.cookie)
      .send(application('Bureh Surf Shacks'))
      .expect(201);
    const reason = 'The registration number belongs to another business';
    const rejected = await t.http
      .post(`/api/admin/organisations/${rejectedOrg.id}/reject`)
      .set('Cookie', cookies.admin)
      .send({ reason })
      .expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', statusReason: reason });
    expect(
      (await mailTo(other.email, 'Your application was not accepted: Bureh Surf Shacks')).text,
    ).toContain(reason);
    expect(
      (
        await t.http
          .post(`/api/admin/organisations/${rejectedOrg.id}/approve`)
          .set('Cookie', cookies.admin)
          .expect(409)
      ).body.code,
    ).toBe('APPLICATION_REJECTED');
    expect(
      (
        await t.http
          .post(`/api/admin/organisations/${rejectedOrg.id}/request-changes`)
          .set('Cookie', cookies.admin)
          .send({ reason })
          .expect(409)
      ).body.code,
    ).toBe('NOT_AN_APPLICATION');
  });

  it('e-mails an invitation whose link a new user follows to join the organisation', async () => {
    const invitee = `new.staff.${process.pid}.${Date.now()}@example.com`;
    await t.http
      .post(partner('/members'))
      .set('Cookie', cookies.staff)
      .send({ email: invitee })
      .expect(403);
    await t.http
      .post(partner('/members'))
      .set('Cookie', cookies.owner)
      .send({ email: invitee })
      .expect(201);
    const mail = await mailTo(
      invitee,
      'You are invited to join Freetown Hospitality Group on Salone',
    );
    expect(mail.text).toContain('hotels@demo.salone.sl invited you');
    const link = /https:\/\/salone\.example\/login\?\S+/.exec(mail.text)![0];
    const url = new URL(link);
    expect(url.searchParams.get('tab')).toBe('register');
    expect(url.searchParams.get('email')).toBe(invitee);

    // Following it: the sign-up form with that address, the address verified, signed in.
    const password = 'a-long-staff-passphrase';
    await t.http
      .post('/api/auth/register')
      .send({
        firstName: 'Isatu',
        lastName: 'Kamara',
        email: url.searchParams.get('email'),
        password,
      })
      .expect(201);
    await verifyAddress(t, invitee, smtp);
    const cookie = await login(invitee, password);
    const mine = (await t.http.get('/api/partner/organisations').set('Cookie', cookie).expect(200))
      .body as Json[];
    expect(mine.map((o) => [o.name, o.role])).toEqual([['Freetown Hospitality Group', 'staff']]);

    // An existing account is added at once, and told so.
    const existing = await signUp(t, { mail: smtp });
    const added = await t.http
      .post(partner('/members'))
      .set('Cookie', cookies.owner)
      .send({ email: existing.email })
      .expect(201);
    expect(added.body.result).toBe('added');
    const told = await mailTo(
      existing.email,
      'You are invited to join Freetown Hospitality Group on Salone',
    );
    expect(told.text).toContain('added you to the staff');
    expect(told.text).toContain('https://salone.example/partner');
  });

  it("gives the front desk the traveller's phone and special requests: page, CSV, e-mail", async () => {
    const guest = await signUp(t, { mail: smtp });
    const detail = (await t.http.get(`/api/hotels/${hotel.id}`).expect(200)).body;
    const night = daysFromNow(40);
    const nextDay = daysFromNow(41);
    const requests = 'Late arrival ~23:00';
    const created = await t.http
      .post('/api/bookings')
      .set('Cookie', guest.cookie)
      .send({
        ...roomNight(hotel.id, detail.rooms[0], night, nextDay),
        metadata: { specialRequests: requests },
      })
      .expect(201);
    await payBooking(t, guest.cookie, created.body);
    const reference = created.body.reference;

    const [{ contact_email: operatorEmail }] = await t.dataSource.query(
      `SELECT o.contact_email FROM hotels h JOIN organisations o ON o.id = h.organisation_id
        WHERE h.id = $1`,
      [hotel.id],
    );
    const mail = await mailTo(operatorEmail, `New booking: ${hotel.name} (${reference})`);
    expect(mail.text).toContain(traveller.customerName);
    expect(mail.text).toContain(traveller.customerPhone);
    expect(mail.text).toContain(requests);
    expect(mail.text).toContain('To prepare:');

    const page = (
      await t.http
        .get(partner(`/bookings/${created.body.id}`))
        .set('Cookie', cookies.staff)
        .expect(200)
    ).body;
    expect(page).toMatchObject({
      customerPhone: traveller.customerPhone,
      specialRequests: requests,
    });
    const inbox = (await t.http.get(partner('/bookings')).set('Cookie', cookies.staff).expect(200))
      .body.items as Json[];
    expect(inbox.find((b) => b.reference === reference)).toMatchObject({
      specialRequests: requests,
      customerPhone: traveller.customerPhone,
    });
    const csv = await t.http.get(partner('/bookings.csv')).set('Cookie', cookies.staff).expect(200);
    const [header, ...rows] = csv.text.trimEnd().split('\r\n');
    expect(header.split(',').at(-1)).toBe('Special requests');
    const row = rows.find((line) => line.startsWith(reference))!;
    expect(row).toContain(requests);
    expect(row).toContain(`'${traveller.customerPhone}`);
    await t.http.get(partner('/bookings.csv')).set('Cookie', cookies.otherOwner).expect(404);
  });
});
