import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { daysFromNow } from './support/accounts.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { waitFor } from './support/processes.js';

const BACKEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Secret-Passphrase-4417';
const WRONG_PASSWORD = 'Wrong-Passphrase-9921';
const MONIME_TOKEN = 'mon_live_token_7c1d9a0e55f2';
const METRICS_TOKEN = 'metrics-token-5b8e2f1c9d';

/**
 * Runs the real server (as `npm start` does) with the most verbose logging, drives sign-up,
 * failed and successful sign-ins, a booking and a failing payment through it, and reads
 * every line it wrote: they are JSON, carry request ids, and hold no password, session
 * token, cookie or API token.
 */
describe('logs', () => {
  let server: ChildProcess;
  let output = '';
  let base = '';
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = spawn(
      process.execPath,
      ['--conditions=salone-source', '--import', '@swc-node/register/esm-register', 'src/main.ts'],
      {
        cwd: BACKEND,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'trace',
          PORT: '0',
          DATABASE_URL: '',
          PGLITE_DIR: 'memory://',
          SEED_ON_START: 'true',
          EXPIRY_SWEEP_SECONDS: '0',
          // A provider that is never there: payments fail and the failure is logged.
          MONIME_ACCESS_TOKEN: MONIME_TOKEN,
          MONIME_SPACE_ID: 'spc-logs-test',
          MONIME_API_URL: 'http://127.0.0.1:9',
          METRICS_TOKEN,
          SMTP_URL: smtp.url,
          OUTBOX_POLL_MS: '200',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!/Listening on http:\/\/localhost:(\d+)/.test(output)) {
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    base = `http://127.0.0.1:${/Listening on http:\/\/localhost:(\d+)/.exec(output)![1]}`;
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await smtp?.close();
  });

  const post = (route: string, body: unknown, cookie?: string) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it('never contain a password, a session token or an API token', async () => {
    const email = `logs.${Date.now()}@example.com`;
    const account = { firstName: 'Mariama', lastName: 'Bangura', email, password: PASSWORD };
    expect((await post('/api/auth/register', account)).status).toBe(201);
    expect((await post('/api/auth/login', { email, password: WRONG_PASSWORD })).status).toBe(401);
    // A malformed body that echoes the password back in a validation error must not log it.
    expect((await post('/api/auth/register', { ...account, email: 'not-an-email' })).status).toBe(
      400,
    );
    // The account verifies its address with the e-mailed link before it books.
    const deadline = Date.now() + 30_000;
    let link: string | undefined;
    while (
      !(link = /\/verify-email\?token=([\w-]+)/.exec(smtp.to(email).at(-1)?.text ?? '')?.[1])
    ) {
      if (Date.now() > deadline) throw new Error('no verification e-mail');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await post('/api/auth/verify-email', { token: link })).status).toBe(200);
    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const token = cookie.split('=')[1];
    expect(token).toMatch(/^[\w-]{43}$/);

    const tours = (await (await fetch(`${base}/api/tours`)).json()) as {
      id: number;
      languages: string[];
      pricing: { private: number };
    }[];
    const booking = await post(
      '/api/bookings',
      {
        serviceType: 'tour',
        serviceId: tours[0].id,
        customerName: 'Mariama Bangura',
        customerEmail: email,
        customerPhone: '+232 76 555 012',
        guests: 1,
        startDate: daysFromNow(20),
        totalAmount: tours[0].pricing.private,
        metadata: {
          tourType: 'private',
          preferredLanguage: tours[0].languages[0],
          participants: [{ name: 'Mariama Bangura', phone: '+232 76 555 012', email }],
        },
      },
      cookie,
    );
    expect(booking.status).toBe(201);
    const { id, totalAmount } = (await booking.json()) as { id: string; totalAmount: number };
    const payment = await post(
      '/api/payments/monime',
      {
        bookingId: id,
        amount: totalAmount,
        customerName: 'Mariama Bangura',
        customerPhone: '+232 76 555 012',
        description: 'Tour',
      },
      cookie,
    );
    expect(payment.status).toBe(502);
    await fetch(`${base}/api/auth/user`, { headers: { cookie, authorization: 'Bearer abc' } });
    await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    await post('/api/auth/logout', {}, cookie);
    // The request line of the last call is written once its answer has gone.
    await waitFor('the logout request to be logged', () =>
      output.includes('"url":"/api/auth/logout"') ? true : undefined,
    );

    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    const requests = lines
      .map((line) => JSON.parse(line) as { req?: { id?: string; url?: string } })
      .filter((entry) => entry.req?.url?.startsWith('/api/'));
    // Proof the logs were written at all: every request line, with its request id.
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const entry of requests) expect(entry.req!.id).toMatch(/^[\w-]{1,64}$/);
    expect(output).toContain('Monime request failed');

    for (const secret of [PASSWORD, WRONG_PASSWORD, token, MONIME_TOKEN, METRICS_TOKEN]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/salone_session=[\w-]{20,}/);
    expect(output).not.toMatch(/\$argon2id\$/);
  });

  it('logs a kept catalogue answer sent before Express as the pipeline logs it', async () => {
    // Cars with a filter: a URL nothing else read, so the first read is the pipeline's.
    const url = '/api/cars?type=SUV';
    for (const id of ['first-read-1', 'second-read-2']) {
      const response = await fetch(`${base}${url}`, { headers: { 'x-request-id': id } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    await waitFor('both reads to be logged', () =>
      output.includes('second-read-2') ? true : undefined,
    );
    type Line = Record<string, unknown> & { req?: Record<string, unknown> };
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line)
      .filter((entry) => entry.req?.url === url);
    expect(lines.map((entry) => entry.req!.id)).toEqual(['first-read-1', 'second-read-2']);
    // Same level, message, fields and values, but for the request's own ones.
    const comparable = ({ time: _t, responseTime, req, ...rest }: Line) => {
      expect(typeof responseTime).toBe('number');
      const { id: _id, remotePort: _port, ...request } = req!;
      return { ...rest, req: { ...request, headers: { ...(request.headers as object) } } };
    };
    const [pipeline, fast] = lines.map(comparable);
    delete (pipeline.req.headers as Record<string, unknown>)['x-request-id'];
    delete (fast.req.headers as Record<string, unknown>)['x-request-id'];
    expect(fast).toEqual(pipeline);
    expect(pipeline).toMatchObject({
      level: 30,
      msg: 'request completed',
      res: { statusCode: 200 },
      req: { method: 'GET', query: { type: 'SUV' }, params: { splat: ['cars'] } },
    });
    expect(Object.keys(lines[1])).toEqual(Object.keys(lines[0]));
  });
});
