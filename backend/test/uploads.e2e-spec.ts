import { HttpStatus } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type request from 'supertest';
import { DomainException } from '../src/common/errors/domain.exception.js';
import { UploadsService } from '../src/uploads/uploads.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { verifyAddress } from './support/accounts.js';

const MB5 = 5 * 1024 * 1024;

/** A one-page PDF, with a binary comment line so byte-exact round trips are tested. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  Buffer.from(
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/MediaBox[0 0 3 3]/Parent 2 0 R>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  ),
]);
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A 1x1 baseline JPEG (every upload is decoded: it must be a whole image). */
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxl' +
    'Z2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
    'Y2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QA' +
    'FAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);
/** The start of a Windows executable. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

let counter = 0;

describe('uploads', () => {
  let t: TestApp;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };

  const signIn = async () => {
    const user = {
      firstName: 'Fatmata',
      lastName: 'Sesay',
      email: `fatmata.${Date.now()}.${counter++}@example.com`,
      password: 'tokeh-beach',
    };
    await t.http.post('/api/auth/register').send(user).expect(201);
    await verifyAddress(t, user.email);
    const res = await t.http
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith('salone_session='))!
      .split(';')[0];
    const me = await t.http.get('/api/auth/user').set('Cookie', cookie).expect(200);
    return { cookie, id: me.body.id as string };
  };

  const upload = (
    cookie: string | undefined,
    content: Buffer | undefined,
    fileName = 'passport.pdf',
    /** null: no purpose field at all. */
    purpose: string | null = 'kyc_document',
  ) => {
    let req = t.http.post('/api/uploads');
    if (cookie) req = req.set('Cookie', cookie);
    if (purpose !== null) req = req.field('purpose', purpose);
    if (content) req = req.attach('file', content, fileName);
    return req;
  };

  const countUploads = async (userId: string) =>
    Number(
      (
        await t.dataSource.query('SELECT count(*) AS n FROM uploads WHERE user_id = $1', [userId])
      )[0].n,
    );

  beforeAll(async () => {
    t = await startTestApp({
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      // Quotas have their own tests (upload-quotas.e2e-spec.ts).
      UPLOADS_PER_USER_PER_DAY: '1000',
      UPLOAD_QUOTA_MB: '1000',
    });
    alice = await signIn();
    bob = await signIn();
  });
  afterAll(() => t.close());

  it.each([
    ['a PDF', PDF, 'passport.pdf', 'application/pdf'],
    ['a PNG', PNG, 'licence.png', 'image/png'],
    ['a JPEG (.jpeg)', JPEG, 'licence.jpeg', 'image/jpeg'],
    ['a JPEG (.JPG)', JPEG, 'Licence.JPG', 'image/jpeg'],
  ])('stores %s and returns its metadata', async (_label, content, fileName, mimeType) => {
    const res = await upload(alice.cookie, content, fileName).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      purpose: 'kyc_document',
      fileName,
      mimeType,
      sizeBytes: content.length,
      createdAt: expect.any(String),
    });
    const [row] = await t.dataSource.query(
      'SELECT user_id, mime_type, size_bytes, sha256, content, booking_id FROM uploads WHERE id = $1',
      [res.body.id],
    );
    expect(row).toMatchObject({
      user_id: alice.id,
      mime_type: mimeType,
      size_bytes: content.length,
      sha256: sha256(content),
      booking_id: null,
    });
    expect(Buffer.compare(row.content, content)).toBe(0);
  });

  it('lets the owner download identical bytes with safe headers', async () => {
    const created = await upload(alice.cookie, PDF, 'passport.pdf', 'drivers_license').expect(201);
    expect(created.body.purpose).toBe('drivers_license');
    const res = await t.http
      .get(`/api/uploads/${created.body.id}`)
      .set('Cookie', alice.cookie)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="passport.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-length']).toBe(String(PDF.length));
  });

  it('hides a document from everyone but its uploader', async () => {
    const { body } = await upload(alice.cookie, PNG, 'licence.png').expect(201);
    const other = await t.http.get(`/api/uploads/${body.id}`).set('Cookie', bob.cookie).expect(404);
    expect(other.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Document not found',
    });
    const signedOut = await t.http.get(`/api/uploads/${body.id}`).expect(401);
    expect(signedOut.body.message).toBe('Please sign in to continue');
    for (const id of ['not-a-uuid', '1', `${body.id}x`, '00000000-0000-0000-0000-000000000000']) {
      const res = await t.http.get(`/api/uploads/${id}`).set('Cookie', alice.cookie).expect(404);
      expect(res.body.message).toBe('Document not found');
    }
  });

  it('refuses a signed-out upload with 401 and stores nothing', async () => {
    const before = Number((await t.dataSource.query('SELECT count(*) AS n FROM uploads'))[0].n);
    const res = await upload(undefined, PDF).expect(401);
    expect(res.body.message).toBe('Please sign in to continue');
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM uploads'))[0].n)).toBe(
      before,
    );
  });

  it('answers 413 for a file over 5MB and stores nothing; exactly 5MB is accepted', async () => {
    const carol = await signIn();
    const tooBig = Buffer.alloc(MB5 + 1, 0x20);
    PDF.copy(tooBig);
    const res: request.Response = await upload(carol.cookie, tooBig, 'big.pdf').expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than 5MB',
    });
    expect(await countUploads(carol.id)).toBe(0);

    const justRight = tooBig.subarray(0, MB5);
    const ok = await upload(carol.cookie, justRight, 'big.pdf').expect(201);
    expect(ok.body.sizeBytes).toBe(MB5);
    expect(await countUploads(carol.id)).toBe(1);
  });

  it.each([
    ['an executable renamed .pdf', EXE, 'passport.pdf'],
    ['an HTML page renamed .pdf', HTML, 'passport.pdf'],
    ['a PNG named .exe', PNG, 'licence.exe'],
    ['a PDF named .html', PDF, 'passport.html'],
    ['a PDF named .pdf.exe', PDF, 'passport.pdf.exe'],
    ['plain text named .png', Buffer.from('hello, this is not an image'), 'scan.png'],
  ])('refuses %s with 415', async (_label, content, fileName) => {
    const dave = await signIn();
    const res = await upload(dave.cookie, content, fileName).expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      code: 'UNSUPPORTED_FILE',
      message: 'Only PDF, JPG and PNG files are accepted',
    });
    expect(await countUploads(dave.id)).toBe(0);
  });

  it('judges by content, not the declared type, and fixes a misleading extension', async () => {
    const declaredPdf = await t.http
      .post('/api/uploads')
      .set('Cookie', alice.cookie)
      .field('purpose', 'kyc_document')
      .attach('file', PNG, { filename: 'scan.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(declaredPdf.body).toMatchObject({ mimeType: 'image/png', fileName: 'scan.png' });

    const noExtension = await upload(alice.cookie, JPEG, 'photo').expect(201);
    expect(noExtension.body).toMatchObject({ mimeType: 'image/jpeg', fileName: 'photo.jpg' });
  });

  it('cleans up the file name it stores and sends back', async () => {
    const nasty = await upload(alice.cookie, PDF, '../../etc/pass"wd\u202e;x.pdf').expect(201);
    expect(nasty.body.fileName).toBe('pass_wd_x.pdf');

    const long = await upload(alice.cookie, PDF, `${'a'.repeat(300)}.pdf`).expect(201);
    expect(long.body.fileName).toBe(`${'a'.repeat(196)}.pdf`);

    const unicode = await upload(alice.cookie, PDF, 'Passeport Aminata é.pdf').expect(201);
    expect(unicode.body.fileName).toBe('Passeport Aminata é.pdf');
    const res = await t.http.get(`/api/uploads/${unicode.body.id}`).set('Cookie', alice.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Passeport Aminata _.pdf"; filename*=UTF-8''Passeport%20Aminata%20%C3%A9.pdf`,
    );
  });

  it('requires a file and a valid purpose (400)', async () => {
    const missing = await upload(alice.cookie, undefined).expect(400);
    expect(missing.body.message).toBe('A file is required');
    const empty = await upload(alice.cookie, Buffer.alloc(0)).expect(400);
    expect(empty.body.message).toBe('A file is required');
    const json = await t.http
      .post('/api/uploads')
      .set('Cookie', alice.cookie)
      .send({ purpose: 'kyc_document' })
      .expect(400);
    expect(json.body.message).toBe('A file is required');

    // A review's photos go through the photo pipeline (POST /api/reviews/photos) now.
    for (const purpose of ['passport', '', 'KYC_DOCUMENT', null, 'review_photo']) {
      const res = await upload(alice.cookie, PDF, 'passport.pdf', purpose).expect(400);
      expect(res.body.message).toBe('Purpose must be kyc_document or drivers_license');
    }

    const two = await t.http
      .post('/api/uploads')
      .set('Cookie', alice.cookie)
      .field('purpose', 'kyc_document')
      .attach('file', PDF, 'a.pdf')
      .attach('file', PDF, 'b.pdf')
      .expect(400);
    expect(two.body.message).toBe('Send one file, in the field "file"');
    const otherField = await t.http
      .post('/api/uploads')
      .set('Cookie', alice.cookie)
      .field('purpose', 'kyc_document')
      .attach('document', PDF, 'a.pdf')
      .expect(400);
    expect(otherField.body.message).toBe('Send one file, in the field "file"');
  });

  describe('claimForBooking', () => {
    let service: UploadsService;
    let bookingId: string;
    let otherBookingId: string;

    const insertBooking = async (userId: string, reference: string, serviceId: number) => {
      const [row] = await t.dataSource.query(
        `INSERT INTO bookings (id, reference, user_id, service_type, service_id, service_name,
           customer_name, customer_email, customer_phone, guests, start_date, end_date,
           total_amount_cents, status, hold_expires_at, metadata, organisation_id)
         VALUES (gen_random_uuid(), $1, $2, 'car', $3, 'x', 'Fatmata Sesay', 'f@example.com',
           '+23276000000', 1, now() + interval '1 day', now() + interval '2 day', 1000,
           'pending_payment', now() + interval '30 minutes', '{}',
           (SELECT organisation_id FROM cars WHERE id = $3))
         RETURNING id`,
        [reference, userId, serviceId],
      );
      return row.id as string;
    };

    const claim = (input: {
      userId: string;
      uploadId: string;
      purpose: 'kyc_document' | 'drivers_license';
      bookingId: string;
    }) => t.dataSource.transaction((manager) => service.claimForBooking(manager, input));

    const bookingOf = async (uploadId: string) =>
      (await t.dataSource.query('SELECT booking_id FROM uploads WHERE id = $1', [uploadId]))[0]
        .booking_id as string | null;

    const refused = (message: string) =>
      expect.objectContaining({ status: HttpStatus.BAD_REQUEST, message });

    beforeAll(async () => {
      service = t.app.get(UploadsService);
      bookingId = await insertBooking(alice.id, 'SL-UPL001', 1);
      otherBookingId = await insertBooking(alice.id, 'SL-UPL002', 2);
    });

    it('claims an unclaimed document once, for its uploader only', async () => {
      const { body } = await upload(alice.cookie, PDF).expect(201);
      const input = {
        userId: alice.id,
        uploadId: body.id as string,
        purpose: 'kyc_document' as const,
        bookingId,
      };

      const byBob = claim({ ...input, userId: bob.id });
      await expect(byBob).rejects.toBeInstanceOf(DomainException);
      await expect(byBob).rejects.toEqual(refused('The uploaded document was not found'));
      expect(await bookingOf(body.id)).toBeNull();

      await claim({ ...input, purpose: 'kyc_document' });
      expect(await bookingOf(body.id)).toBe(bookingId);

      await expect(
        claim({ ...input, purpose: 'kyc_document', bookingId: otherBookingId }),
      ).rejects.toEqual(refused('The uploaded document was not found'));
      expect(await bookingOf(body.id)).toBe(bookingId);
    });

    it("needs the right purpose; a missing driver's licence has its own message", async () => {
      const { body } = await upload(alice.cookie, PNG, 'licence.png', 'kyc_document').expect(201);
      await expect(
        claim({ userId: alice.id, uploadId: body.id, purpose: 'drivers_license', bookingId }),
      ).rejects.toEqual(refused("Please upload your driver's license if you don't need a driver"));
      expect(await bookingOf(body.id)).toBeNull();

      for (const uploadId of ['not-a-uuid', '', '00000000-0000-0000-0000-000000000000']) {
        await expect(
          claim({ userId: alice.id, uploadId, purpose: 'drivers_license', bookingId }),
        ).rejects.toEqual(
          refused("Please upload your driver's license if you don't need a driver"),
        );
        await expect(
          claim({ userId: alice.id, uploadId, purpose: 'kyc_document', bookingId }),
        ).rejects.toEqual(refused('The uploaded document was not found'));
      }
    });

    it('rolls back with the caller and lets go of a deleted booking', async () => {
      const { body } = await upload(alice.cookie, PDF).expect(201);
      await expect(
        t.dataSource.transaction(async (manager) => {
          await service.claimForBooking(manager, {
            userId: alice.id,
            uploadId: body.id,
            purpose: 'kyc_document',
            bookingId: otherBookingId,
          });
          throw new Error('booking failed later');
        }),
      ).rejects.toThrow('booking failed later');
      expect(await bookingOf(body.id)).toBeNull();

      await claim({
        userId: alice.id,
        uploadId: body.id,
        purpose: 'kyc_document',
        bookingId: otherBookingId,
      });
      await t.dataSource.query('DELETE FROM bookings WHERE id = $1', [otherBookingId]);
      expect(await bookingOf(body.id)).toBeNull();
    });
  });
});
