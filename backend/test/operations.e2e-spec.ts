import { ShutdownState } from '../src/health/health.controller.js';
import { signUp, daysFromNow } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const METRICS_TOKEN = 'scrape-token-0123456789';
const PARTNER = 'https://partner.example.com';

/** The value of one sample line (`name{labels} value`) in a Prometheus text page. */
function sample(page: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of page.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').pop());
  }
  return null;
}

describe('operations: health, metrics, CORS and body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN, CORS_ORIGINS: `${PARTNER}, https://b.example.org` });
  });
  afterAll(() => t.close());

  describe('liveness and readiness', () => {
    it('answers liveness without touching the database', async () => {
      const res = await t.http.get('/api/health/live').expect(200);
      expect(res.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    });

    it('is ready while the database answers, with no Redis configured', async () => {
      const res = await t.http.get('/api/health/ready').expect(200);
      expect(res.body).toMatchObject({ status: 'ready', database: 'up', redis: 'none' });
    });

    it('stops being ready once shutdown begins, while staying alive', async () => {
      const state = t.app.get(ShutdownState);
      state.stopping = true;
      try {
        const res = await t.http.get('/api/health/ready').expect(503);
        expect(res.body).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'STOPPING',
          message: 'Shutting down',
        });
        expect(res.headers['retry-after']).toBe('5');
        await t.http.get('/api/health/live').expect(200);
      } finally {
        state.stopping = false;
      }
    });
  });

  describe('Prometheus metrics', () => {
    it('refuses a scrape without the configured token', async () => {
      const missing = await t.http.get('/api/metrics').expect(401);
      expect(missing.body.message).toBe('A valid metrics token is required');
      await t.http.get('/api/metrics').set('Authorization', 'Bearer wrong-token').expect(401);
    });

    it('reports request latency by route pattern, bookings by status and payment outcomes', async () => {
      const { cookie } = await signUp(t);
      await t.http.get('/api/hotels/1').expect(200);
      await t.http.get('/api/hotels/999999').expect(404);
      const event = (await t.http.get('/api/events').expect(200)).body[0];
      const category = event.ticketCategories[0];
      const booking = await t.http
        .post('/api/bookings')
        .set('Cookie', cookie)
        .send({
          serviceType: 'event',
          serviceId: event.id,
          customerName: 'Fatu Conteh',
          customerEmail: 'fatu@example.com',
          customerPhone: '+232 76 123 456',
          guests: 1,
          startDate: String(event.startDate ?? event.date).slice(0, 10),
          totalAmount: category.price,
          metadata: { ticketCategory: category.name },
        })
        .expect(201);
      await t.http
        .post('/api/payments/monime')
        .set('Cookie', cookie)
        .send({
          bookingId: booking.body.id,
          amount: booking.body.totalAmount,
          customerName: 'Fatu Conteh',
          customerPhone: '+232 76 123 456',
          description: 'Ticket',
        })
        .expect(201);

      const res = await t.http
        .get('/api/metrics')
        .set('Authorization', `Bearer ${METRICS_TOKEN}`)
        .expect(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const page = res.text;
      const route = { route: '/api/hotels/:id', method: 'GET' };
      expect(
        sample(page, 'salone_http_request_duration_seconds_count', {
          ...route,
          status_code: '200',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(page, 'salone_http_request_duration_seconds_count', {
          ...route,
          status_code: '404',
        }),
      ).toBeGreaterThanOrEqual(1);
      // Raw paths never become labels.
      expect(page).not.toContain('route="/api/hotels/999999"');
      expect(
        sample(page, 'salone_bookings', { service_type: 'event', status: 'pending_payment' }),
      ).toBe(1);
      expect(sample(page, 'salone_payments', { provider: 'sandbox', status: 'pending' })).toBe(1);
      expect(
        sample(page, 'salone_payment_outcomes_total', {
          provider: 'sandbox',
          outcome: 'code_issued',
        }),
      ).toBe(1);
      expect(sample(page, 'salone_database_up')).toBe(1);
      expect(sample(page, 'salone_process_resident_memory_bytes')).toBeGreaterThan(0);
    });
  });

  describe('CORS', () => {
    it('lets a configured origin read answers with credentials', async () => {
      const res = await t.http.get('/api/hotels').set('Origin', PARTNER).expect(200);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      const preflight = await t.http
        .options('/api/bookings')
        .set('Origin', PARTNER)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    });

    it('gives any other origin no CORS headers, and refuses its state-changing requests', async () => {
      const res = await t.http.get('/api/hotels').set('Origin', 'https://evil.example').expect(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.http
        .options('/api/bookings')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const post = await t.http
        .post('/api/auth/logout')
        .set('Origin', 'https://evil.example')
        .expect(403);
      expect(post.body.message).toBe('Cross-site requests are not accepted');
    });

    it('accepts state-changing requests from a configured origin', async () => {
      await t.http.post('/api/auth/logout').set('Origin', PARTNER).expect(200);
    });
  });

  describe('request body limits', () => {
    it('refuses a JSON body over 64 KB with 413 and the error body, storing nothing', async () => {
      const before = (
        await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages')
      )[0].n;
      const res = await t.http
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(
          JSON.stringify({
            name: 'Fatu Conteh',
            email: 'fatu@example.com',
            subject: 'Big',
            message: 'x'.repeat(70 * 1024),
          }),
        )
        .expect(413);
      expect(res.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large',
      });
      const after = (await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages'))[0]
        .n;
      expect(after).toBe(before);
    });

    it('refuses JSON in any charset but UTF-8 (UTF-7 would smuggle markup past text checks)', async () => {
      const before = (
        await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages')
      )[0].n;
      const body = JSON.stringify({
        name: 'Fatu +ADw-script+AD4-',
        email: 'fatu@example.com',
        subject: 'Charset',
        message: 'A message long enough to be accepted.',
      });
      for (const charset of ['utf-7', 'utf-16le']) {
        const res = await t.http
          .post('/api/contact')
          .set('Content-Type', `application/json; charset=${charset}`)
          .send(body)
          .expect(415);
        expect(res.body).toEqual({
          statusCode: 415,
          error: 'Unsupported Media Type',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'The request body charset is not supported',
        });
      }
      const after = (await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages'))[0]
        .n;
      expect(after).toBe(before);
      await t.http
        .post('/api/contact')
        .set('Content-Type', 'application/json; charset=UTF-8')
        .send(body)
        .expect(201);
    });

    it('still accepts the largest legitimate body, a booking with twenty participants', async () => {
      const { cookie } = await signUp(t);
      const tour = (await t.http.get('/api/tours').expect(200)).body.find(
        (candidate: { maxParticipants: number }) => candidate.maxParticipants >= 20,
      );
      const participants = Array.from({ length: 20 }, (_, n) => ({
        name: `Participant Number ${n} With A Long Name ${'é'.repeat(40)}`,
        phone: '+232 76 123 456',
        email: `participant.${n}.with.a.long.address@example.com`,
      }));
      const res = await t.http
        .post('/api/bookings')
        .set('Cookie', cookie)
        .send({
          serviceType: 'tour',
          serviceId: tour?.id ?? 1,
          customerName: 'Fatu Conteh',
          customerEmail: 'fatu@example.com',
          customerPhone: '+232 76 123 456',
          guests: 20,
          startDate: daysFromNow(30),
          totalAmount: 1,
          metadata: { tourType: 'shared', participants },
        });
      // Read and validated (the deliberately wrong total is refused), not cut off at the door.
      expect(res.status).not.toBe(413);
      expect(res.status).toBeLessThan(500);
    });
  });
});
