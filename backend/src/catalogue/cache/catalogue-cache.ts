import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * How a CDN or browser may keep a public catalogue answer: 10 s fresh, then served stale for
 * up to a minute while it asks again (docs/decisions/catalogue-answer-cache.md).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** Answers that depend on dates (availability) are checked with the server every time. */
export const DATED_CACHE_CONTROL = 'no-cache';
/**
 * The longest an answer is kept in memory without a change signal: events drop out of the
 * lists when they end and the date windows move with the clock.
 */
export const CATALOGUE_TTL_MS = 30_000;
/** Answers kept at most (filters with search text make many keys); the oldest go first. */
export const CATALOGUE_MAX_ENTRIES = 500;
/** Smaller answers are sent uncompressed, as the compression middleware does. */
export const COMPRESS_FROM_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The headers the whole pipeline sent with an answer (security headers, caching rules...), as
 * a flat list of names and values, without those of one request (X-Request-Id) or one
 * encoding (ETag, Content-Type, Content-Encoding, Content-Length).
 */
export type SharedHeaders = readonly string[];

/** One answer kept in memory: its bytes, each encoding made on first demand, its tags. */
export class CachedAnswer {
  readonly tag: string;
  private readonly encoded = new Map<Encoding, Buffer>();
  /** What the pipeline sent with it, over plain HTTP (0) and over HTTPS (1). */
  private readonly shared: [SharedHeaders | undefined, SharedHeaders | undefined] = [
    undefined,
    undefined,
  ];

  constructor(
    readonly body: Buffer,
    readonly storedAt: number,
  ) {
    this.tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    this.encoded.set('identity', body);
  }

  /** The strong entity tag of one encoding of the answer. */
  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.tag}"` : `"${this.tag}-${encoding}"`;
  }

  /** True when an If-None-Match value names any encoding of this answer (or is `*`). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    return ifNoneMatch.split(',').some((raw) => {
      const tag = raw.trim().replace(/^W\//, '');
      return tag === '*' || tag === `"${this.tag}"` || tag.startsWith(`"${this.tag}-`);
    });
  }

  /** Keeps the headers the pipeline sent with this answer, for requests over the same scheme. */
  keepSharedHeaders(secure: boolean, headers: SharedHeaders): void {
    this.shared[secure ? 1 : 0] = headers;
  }

  /** The headers the pipeline sent with this answer over this scheme, once it has. */
  sharedHeaders(secure: boolean): SharedHeaders | undefined {
    return this.shared[secure ? 1 : 0];
  }

  bytes(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 6,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 6 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Public catalogue answers (lists and details of the five kinds, the home page cards) kept in
 * memory by request URL. Every change to the catalogue's tables drops them all
 * ({@link CatalogueChangeListener}); an answer read while a change arrived is not kept.
 */
@Injectable()
export class CatalogueCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /** Counts the changes seen; an answer is kept only if none came while it was read. */
  private generation = 0;
  /** False while no change signal can be received (then nothing is kept or served). */
  private live = false;
  /** `fastPath`: the hits answered before Express (also counted in `hits`). */
  readonly counts = { hits: 0, misses: 0, invalidations: 0, fastPath: 0 };

  get enabled(): boolean {
    return this.live;
  }

  /** Turns the cache on (signals arrive) or off (they may not: drop everything). */
  setLive(live: boolean): void {
    this.live = live;
    this.invalidate();
  }

  get currentGeneration(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    if (!this.live) return undefined;
    const answer = this.answers.get(key);
    if (answer && now - answer.storedAt > CATALOGUE_TTL_MS) {
      this.answers.delete(key);
      return undefined;
    }
    return answer;
  }

  /**
   * Keeps an answer read since `generation`, unless a change came meanwhile; returns it
   * either way, ready to send.
   */
  put(key: string, generation: number, body: Buffer, now = Date.now()): CachedAnswer {
    const answer = new CachedAnswer(body, now);
    if (this.live && generation === this.generation) {
      this.answers.delete(key);
      this.answers.set(key, answer);
      if (this.answers.size > CATALOGUE_MAX_ENTRIES) {
        this.answers.delete(this.answers.keys().next().value as string);
      }
    }
    return answer;
  }

  /** Something in the catalogue changed: nothing kept is current any more. */
  invalidate(): void {
    this.generation += 1;
    this.counts.invalidations += 1;
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
