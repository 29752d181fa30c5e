import { startTestApp, type TestApp } from './support/test-app.js';

describe('health and platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports the database reachable', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.body.databaseLatencyMs).toBeGreaterThanOrEqual(0);
  });

  it('tags every response with a request id, reusing a sane incoming one', async () => {
    const fresh = await t.http.get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.http.get('/api/health').set('X-Request-Id', 'trace-123');
    expect(echoed.headers['x-request-id']).toBe('trace-123');
    const refused = await t.http.get('/api/health').set('X-Request-Id', 'bad id<script>');
    expect(refused.headers['x-request-id']).not.toBe('bad id<script>');
  });

  it('answers unknown routes with the error body', async () => {
    const res = await t.http.get('/api/nowhere').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'No route for GET /api/nowhere',
    });
  });

  it('serves Swagger UI and the OpenAPI document', async () => {
    const ui = await t.http.get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const doc = await t.http.get('/api/docs/openapi.json').expect(200);
    expect(doc.body.paths['/api/hotels/{id}'].get.operationId).toBe('getHotel');
  });

  it('serves the bundled catalogue images', async () => {
    const res = await t.http.get('/api/media/hotels/beach-resort.svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=604800');
  });
});
