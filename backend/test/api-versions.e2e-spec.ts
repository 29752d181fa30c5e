/**
 * API versions (docs/decisions/api-versions-and-retired-routes.md): every answer names the
 * version it followed, a version that does not exist is refused before anything answers (the
 * catalogue's kept answers included), and the contract documents the header. The retired reads
 * by reference are tested in payments.e2e-spec.ts.
 */
import { CatalogueCache } from '../src/catalogue/cache/catalogue-cache.js';
import { retirementAnswer, type Retirement } from '../src/common/http/api-version.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const UNKNOWN = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Salone-Version must be one of: 2026-11-26, 2026-12-07, 2026-12-08',
  details: [
    {
      field: 'Salone-Version',
      message: 'Salone-Version must be one of: 2026-11-26, 2026-12-07, 2026-12-08',
    },
  ],
};

const CATALOGUE_LISTS = ['listHotels', 'listEvents', 'listCars', 'listTours', 'listProperties'];

describe('API versions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers with the version asked for, the first edition without one, and 400 for one that does not exist', async () => {
    const plain = await t.http.get('/api/health/live').expect(200);
    expect(plain.headers['salone-version']).toBe('2026-11-26');
    await t.http
      .get('/api/health/live')
      .set('Salone-Version', '2026-12-07')
      .expect(200)
      .expect('Salone-Version', '2026-12-07');
    for (const wrong of ['2026-12-09', 'latest', '2026-11-26, 2026-12-07']) {
      const refused = await t.http.get('/api/health/live').set('Salone-Version', wrong).expect(400);
      expect(refused.body).toMatchObject(UNKNOWN);
      expect(refused.headers['salone-version']).toBeUndefined();
    }
    // Before the body is read, for writes too: nothing is done.
    const write = await t.http
      .post('/api/auth/login')
      .set('Salone-Version', '1')
      .send({ email: 'nobody@example.com', password: 'not-the-password' })
      .expect(400);
    expect(write.body).toMatchObject(UNKNOWN);
  });

  it('checks the version of catalogue reads answered from memory too', async () => {
    const cache = t.app.get(CatalogueCache);
    cache.invalidate();
    await t.http.get('/api/hotels').expect(200).expect('Salone-Version', '2026-11-26');
    const fastBefore = cache.counts.fastPath;
    await t.http.get('/api/hotels').expect(200).expect('Salone-Version', '2026-11-26');
    expect(cache.counts.fastPath).toBe(fastBefore + 1);
    const refused = await t.http.get('/api/hotels').set('Salone-Version', 'v2').expect(400);
    expect(refused.body).toMatchObject(UNKNOWN);
    await t.http
      .get('/api/hotels')
      .set('Salone-Version', '2026-12-07')
      .expect(200)
      .expect('Salone-Version', '2026-12-07');
  });

  it('documents the header: a parameter of every operation an API key may call, on every answer, and its 400', async () => {
    const contract = (await t.http.get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    type Operation = {
      operationId: string;
      parameters?: { name: string; in: string }[];
      security?: Record<string, unknown>[];
      responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
    };
    const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) {
      const withKey = (operation.security ?? []).some((one) => 'apiKey' in one);
      const parameter = (operation.parameters ?? []).some(
        (one) => one.in === 'header' && one.name === 'Salone-Version',
      );
      // Beside them, the public catalogue lists, whose answer depends on the version.
      const catalogueList = CATALOGUE_LISTS.includes(operation.operationId);
      expect({ id: operation.operationId, parameter }).toEqual({
        id: operation.operationId,
        parameter: withKey || catalogueList,
      });
      for (const response of Object.values(operation.responses)) {
        expect(response.headers?.['Salone-Version']).toBeDefined();
      }
      expect(JSON.stringify(operation.responses['400']?.content)).toContain('VALIDATION_FAILED');
    }
  });
});

describe('a retired route', () => {
  const retirement: Retirement = {
    version: '2026-12-07',
    sunset: '2027-06-30',
    successor: () => '/api/new',
  };

  it('answers older versions until its sunset, announcing it; 410 after it and for newer versions', () => {
    const before = retirementAnswer(
      retirement,
      '2026-11-26',
      '/api/new',
      new Date('2027-06-30T23:59:59Z'),
    );
    expect(before).toEqual({
      gone: false,
      headers: {
        Deprecation: '@1796601600',
        Sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
        Link: '</api/new>; rel="successor-version"',
      },
    });
    expect(
      retirementAnswer(retirement, '2026-11-26', '/api/new', new Date('2027-07-01T00:00:00Z')),
    ).toEqual({
      gone: true,
      message: 'This route was retired in version 2026-12-07; use /api/new',
    });
    expect(
      retirementAnswer(retirement, '2026-12-07', '/api/new', new Date('2026-12-07T12:00:00Z')).gone,
    ).toBe(true);
  });
});
