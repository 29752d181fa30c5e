import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as lockfile from 'proper-lockfile';

/** Port number in the socket file's name; pg derives `<dir>/.s.PGSQL.<port>` from host + port. */
const SOCKET_PORT = 5432;

export class EmbeddedDatabaseLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database at ${dataDir} is in use by another Salone process. ` +
        'Stop that process, or point PGLITE_DIR at another folder.',
    );
  }
}

/**
 * PostgreSQL in WebAssembly (PGlite) behind its wire-protocol socket server, so the
 * ordinary `pg` driver and TypeORM connect to it as to any PostgreSQL server.
 * A lock file keeps a second process off the same data directory.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly socketDir: string,
    private readonly releaseLock: (() => Promise<void>) | undefined,
  ) {}

  /** Connection settings for `pg`: a unix socket directory and the port in its file name. */
  get connection(): { host: string; port: number; user: string; database: string } {
    return { host: this.socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' };
  }

  /** Starts PGlite on `dataDir` (in memory when undefined). */
  static async start(
    dataDir: string | undefined,
    options: { lockRetries?: number } = {},
  ): Promise<EmbeddedPostgres> {
    let releaseLock: (() => Promise<void>) | undefined;
    if (dataDir) {
      fs.mkdirSync(dataDir, { recursive: true });
      try {
        releaseLock = await lockfile.lock(dataDir, {
          lockfilePath: `${dataDir}.lock`,
          stale: 10_000,
          update: 4_000,
          // A process killed with SIGKILL leaves its lock behind; it turns stale after 10 s.
          retries: {
            retries: options.lockRetries ?? 6,
            minTimeout: 1_000,
            maxTimeout: 2_500,
            factor: 1.3,
          },
          realpath: false,
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
          throw new EmbeddedDatabaseLockedError(dataDir);
        }
        throw error;
      }
    }
    try {
      const db = await PGlite.create({ dataDir, extensions: { btree_gist, pgcrypto } });
      // A fresh directory per start: a killed process leaves its socket file behind.
      const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-pg-'));
      const server = new PGLiteSocketServer({
        db,
        path: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
        // TypeORM's pool is capped at one connection; extra slots only let a second
        // connection fail with a clear timeout instead of a reset.
        maxConnections: 4,
      });
      await server.start();
      return new EmbeddedPostgres(db, server, socketDir, releaseLock);
    } catch (error) {
      await releaseLock?.();
      throw error;
    }
  }

  async stop(): Promise<void> {
    try {
      await this.server.stop();
      await this.db.close();
    } finally {
      fs.rmSync(this.socketDir, { recursive: true, force: true });
      await this.releaseLock?.();
    }
  }
}
