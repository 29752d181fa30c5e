/**
 * Real backend processes for tests that need more than one process, or a process that can be
 * killed: each is `node src/main.ts` (sources through SWC, no build step) on its own port,
 * with its output kept for failure messages. Also a private PostgreSQL cluster that a test
 * may stop and start, and a small fetch-based HTTP client with a cookie jar.
 *
 * Everything started here is stopped in `stop()`, and killed when the test process exits.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BACKEND_ROOT } from '../../src/common/paths.js';
import { createTestDatabase } from './test-app.js';
import { UNCAPPED_HOLDS } from './holds.js';

const run = promisify(execFile);

/** The PostgreSQL server the multi-process suites use; unset means they are skipped. */
export const testServerUrl = (): string | undefined =>
  process.env.SALONE_TEST_SERVER_URL ?? process.env.DATABASE_URL;

/** Children still running, killed if the test process exits without stopping them. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 60_000, intervalMs = 200 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    }
    await sleep(intervalMs);
  }
}

// ---------------------------------------------------------------------------------------
// HTTP client

export interface HttpResult {
  /** The HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  /** Why there is no answer, when status is 0. */
  error?: string;
}

/** Cookies by name, as a browser keeps them for one site (all replicas are one site). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const expired = attributes.some(
        (attribute) =>
          /^max-age=(0|-\d+)$/i.test(attribute) ||
          (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [name, value] of this.cookies) jar.cookies.set(name, value);
    return jar;
  }
}

/** JSON over fetch against one base URL, with a cookie jar that can be shared. */
export class HttpClient {
  constructor(
    readonly baseUrl: string,
    readonly jar = new CookieJar(),
    readonly headers: Record<string, string> = {},
  ) {}

  /** The same browser (cookies, headers) talking to another replica. */
  on(target: { url: string } | string): HttpClient {
    return new HttpClient(typeof target === 'string' ? target : target.url, this.jar, this.headers);
  }

  get(path: string, options?: { timeoutMs?: number }): Promise<HttpResult> {
    return this.request('GET', path, undefined, options);
  }

  post(path: string, body?: unknown, options?: { timeoutMs?: number }): Promise<HttpResult> {
    return this.request('POST', path, body ?? {}, options);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    { timeoutMs = 30_000 } = {},
  ): Promise<HttpResult> {
    const headers: Record<string, string> = { Accept: 'application/json', ...this.headers };
    const cookie = this.jar.header();
    if (cookie) headers.Cookie = cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason =
        (error as Error).name === 'TimeoutError'
          ? 'timeout'
          : (cause?.code ?? cause?.message ?? (error as Error).message);
      return { status: 0, headers: new Headers(), body: undefined, text: '', error: reason };
    }
    this.jar.store(response.headers.getSetCookie());
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }
}

// ---------------------------------------------------------------------------------------
// Backend processes

/** Settings every test process gets unless the test overrides them. */
const DEFAULT_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_ON_START: 'true',
  EXPIRY_SWEEP_SECONDS: '1',
  AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
  ...UNCAPPED_HOLDS,
  MAX_UNPAID_BOOKINGS: '1000',
};

/** How long a process may take to answer its health check (generous: CI machines are busy). */
const START_TIMEOUT_MS = 120_000;

/** Lines kept per process; the oldest go first. */
const MAX_LINES = 20_000;

export class BackendProcess {
  readonly url: string;
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  private readonly lines: string[] = [];
  /** Starts of this process so far (1 after the first start). */
  starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    public env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Spawns the process; resolves once `GET /api/health` answers 200. */
  async start(): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    this.starts += 1;
    this.note(`--- start #${this.starts} on port ${this.port}`);
    const child = spawn(
      process.execPath,
      ['--conditions=salone-source', '--import', '@swc-node/register/esm-register', 'src/main.ts'],
      {
        cwd: BACKEND_ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...DEFAULT_ENV,
          ...this.env,
          PORT: String(this.port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    live.add(child);
    for (const stream of [child.stdout!, child.stderr!]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop()!;
        for (const line of parts) this.note(line);
      });
      stream.on('end', () => partial && this.note(partial));
    }
    this.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        this.note(`--- exited (code ${code}, signal ${signal})`);
        live.delete(child);
        if (this.child === child) this.child = undefined;
        resolve(code);
      });
    });
    const client = new HttpClient(this.url);
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (this.child !== child) {
        throw new Error(`${this.name} exited while starting\n${this.output(80)}`);
      }
      const res = await client.get('/api/health', { timeoutMs: 5_000 });
      if (res.status === 200) return;
      if (Date.now() > deadline) {
        throw new Error(`${this.name} did not answer /api/health in time\n${this.output(80)}`);
      }
      await sleep(200);
    }
  }

  /** Sends a signal (SIGKILL by default) and waits for the process to be gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.note(`--- ${signal}`);
    child.kill(signal);
    await this.exited;
  }

  /** A graceful stop (SIGTERM), then SIGKILL if it takes too long. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** Stops (gracefully) if running, then starts again, with `env` merged in if given. */
  async restart(env: Record<string, string> = {}): Promise<void> {
    await this.stop();
    this.env = { ...this.env, ...env };
    await this.start();
  }

  /** A fresh browser pointed at this process. */
  client(jar?: CookieJar): HttpClient {
    return new HttpClient(this.url, jar);
  }

  /** The last `count` lines of output, prefixed with the process's name. */
  output(count = 200): string {
    return this.lines
      .slice(-count)
      .map((line) => `[${this.name}] ${line}`)
      .join('\n');
  }

  /** The `msg` of every JSON log line (pino) printed so far. */
  logMessages(): string[] {
    const messages: string[] = [];
    for (const line of this.lines) {
      if (!line.startsWith('{')) continue;
      try {
        const msg = (JSON.parse(line) as { msg?: unknown }).msg;
        if (typeof msg === 'string') messages.push(msg);
      } catch {
        // not a log line
      }
    }
    return messages;
  }

  private note(line: string): void {
    this.lines.push(line);
    if (this.lines.length > MAX_LINES) this.lines.splice(0, this.lines.length - MAX_LINES);
  }
}

export interface BackendCluster {
  /** The throw-away database all processes share. */
  databaseUrl: string;
  processes: BackendProcess[];
  /** A connection pool to that database for the test's own checks. */
  db: pg.Pool;
  /** Output of every process, for failure messages. */
  output(count?: number): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Environment of every process (merged over the defaults). */
  env?: Record<string, string>;
  /** An existing database to use instead of a fresh one on the test server (not dropped). */
  databaseUrl?: string;
}

/**
 * Starts `count` backend processes at the same moment on one fresh database of the test
 * server, and waits until each answers its health check.
 */
export async function startBackends(
  count: number,
  options: StartOptions = {},
): Promise<BackendCluster> {
  let drop: () => Promise<void> = async () => undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    const database = await createTestDatabase();
    if (!database.url) throw new Error('startBackends needs a PostgreSQL test server');
    databaseUrl = database.url;
    drop = database.drop;
  }
  const processes: BackendProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    processes.push(
      new BackendProcess(String.fromCharCode(65 + i), await freePort(), {
        ...options.env,
        DATABASE_URL: databaseUrl,
      }),
    );
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  db.on('error', () => undefined);
  const output = (lines?: number) => processes.map((p) => p.output(lines)).join('\n');
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db.end().catch(() => undefined);
    await drop();
  };
  const started = await Promise.allSettled(processes.map((p) => p.start()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    const text = output(60);
    await stop();
    throw new Error(`${(failed as PromiseRejectedResult).reason}\n${text}`);
  }
  return { databaseUrl, processes, db, output, stop };
}

// ---------------------------------------------------------------------------------------
// A private PostgreSQL cluster

/** The folder of initdb and pg_ctl, or undefined when PostgreSQL is not installed here. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : undefined;
}

export interface PrivatePostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown: open connections are closed, running transactions rolled back. */
  stop(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own in a temporary folder (trust authentication, a random port,
 * its socket in that folder), so a test can stop and start it without touching the shared
 * server. As root it runs as the `postgres` user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const root = mkdtempSync(path.join(tmpdir(), 'salone-private-pg-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const port = await freePort();
  await pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '-N']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      await pgRun('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        path.join(root, 'log'),
        '-w',
        'start',
      ]);
      running = true;
    },
    stop: async () => {
      await pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy: async () => {
      if (running) await cluster.stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
  process.on('exit', () => {
    if (!existsSync(root)) return;
    // Last resort if the test process ends without destroy(): immediate shutdown.
    if (running) {
      const stopArgs = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
      if (asRoot)
        spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...stopArgs]);
      else spawnSync(path.join(bin, 'pg_ctl'), stopArgs);
    }
    rmSync(root, { recursive: true, force: true });
  });
  await cluster.start();
  return cluster;
}

// ---------------------------------------------------------------------------------------
// Travellers

let travellers = 0;

/**
 * Registers a traveller through `client` and signs in at `loginUrl` (another replica, say;
 * the client's own by default), so `client`'s jar ends up holding the session.
 */
export async function registerTraveller(
  client: HttpClient,
  loginUrl = client.baseUrl,
  smtp?: CaughtMails,
): Promise<{ id: string; email: string; client: HttpClient }> {
  travellers += 1;
  const email = `replica.${process.pid}.${Date.now()}.${travellers}@example.com`;
  const password = 'river-no-2';
  const registered = await client.post('/api/auth/register', {
    firstName: 'Aminata',
    lastName: 'Kamara',
    email,
    password,
  });
  if (registered.status !== 201) {
    throw new Error(`register: ${registered.status} ${registered.text || registered.error}`);
  }
  await verifyThroughMailbox(client, email, smtp);
  const res = await client.on(loginUrl).post('/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.text || res.error}`);
  return { id: res.body.id as string, email, client };
}

/** The messages an SMTP server in the test process has accepted (test/support/smtp-catcher.ts). */
export interface CaughtMails {
  mails: { to: string[]; text: string }[];
}

/**
 * Follows the verification link e-mailed to `email`, read from the development mailbox, or
 * from the test's own SMTP server when the backends send through one.
 */
export async function verifyThroughMailbox(
  client: HttpClient,
  email: string,
  smtp?: CaughtMails,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    let texts: { text: string }[];
    if (smtp) {
      texts = smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()));
    } else {
      // Read as the test process itself: the mailbox answers this machine only, and a
      // traveller's client may say it forwards for another address (X-Forwarded-For).
      const mailbox = await new HttpClient(client.baseUrl).get(
        `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      );
      texts = mailbox.status === 200 ? (mailbox.body as { text: string }[]) : [];
    }
    const token = texts
      .map((mail) => /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
    if (token) {
      const verified = await client.post('/api/auth/verify-email', { token });
      if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no verification e-mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
