import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../common/paths.js';
import { appConfig, databaseConfig, paymentsConfig } from '../config/configuration.js';

/** Where a running app says how `payment:complete` reaches it: `{url, token}`, owner-only. */
export interface SandboxLink {
  url: string;
  token: string;
}

/** The header that carries the link's token. */
export const SANDBOX_TOKEN_HEADER = 'Sandbox-Token';

/** The link file of an embedded data directory: beside it, like its lock file. */
export const sandboxLinkFile = (dataDir: string) => `${dataDir}.app.json`;

/**
 * The link file `payment:complete` looks for, from the same variables the server reads
 * (none with `DATABASE_URL`: the command then opens the database itself, which PostgreSQL
 * allows while the app runs).
 */
export function defaultSandboxLinkFile(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.DATABASE_URL) return null;
  const dir = env.PGLITE_DIR ?? 'backend/.data/pglite';
  if (dir === 'memory://') return null;
  return sandboxLinkFile(path.resolve(REPOSITORY_ROOT, dir));
}

export function readSandboxLink(file: string | null): SandboxLink | null {
  if (!file) return null;
  try {
    const link = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SandboxLink>;
    return typeof link.url === 'string' && typeof link.token === 'string'
      ? { url: link.url, token: link.token }
      : null;
  } catch {
    return null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Lets `npm run payment:complete` pay a sandbox code through the running app while the app
 * holds the embedded database (which one process at a time may open): on start the app
 * writes its address and a random token to a file only its user can read, beside the data
 * directory; the command sends the token back. Never in production, never with Monime, and
 * the file is removed when the app stops (docs/decisions/payment-complete-through-running-app.md).
 */
@Injectable()
export class SandboxLinkService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly token = randomBytes(32).toString('base64url');
  private file: string | null = null;

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(databaseConfig.KEY) private readonly database: ConfigType<typeof databaseConfig>,
    @Inject(paymentsConfig.KEY) private readonly payments: ConfigType<typeof paymentsConfig>,
  ) {}

  /** Publishes the link of the app listening on `port`; `file` defaults to the data directory's. */
  publish(port: number, file?: string): void {
    if (this.payments.provider !== 'sandbox' || this.app.nodeEnv === 'production') return;
    const target =
      file ??
      (this.database.kind === 'embedded' && this.database.dataDir
        ? sandboxLinkFile(this.database.dataDir)
        : null);
    if (!target) return;
    const link: SandboxLink = { url: `http://127.0.0.1:${port}`, token: this.token };
    fs.writeFileSync(target, JSON.stringify(link), { mode: 0o600 });
    this.file = target;
  }

  /** Whether `given` is the token this app published. */
  accepts(given: string | undefined): boolean {
    if (!this.file || !given) return false;
    return timingSafeEqual(digest(given), digest(this.token));
  }

  /** Withdrawn as soon as the app begins to stop, before anything else shuts down. */
  beforeApplicationShutdown(): void {
    this.withdraw();
  }

  onApplicationShutdown(): void {
    this.withdraw();
  }

  private withdraw(): void {
    if (!this.file) return;
    // Only our own file: a newer app on the same directory may have replaced it.
    if (readSandboxLink(this.file)?.token === this.token) fs.rmSync(this.file, { force: true });
    this.file = null;
  }
}
