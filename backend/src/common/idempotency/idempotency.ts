import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  Logger,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { from, of, type Observable } from 'rxjs';
import { catchError, mergeMap } from 'rxjs/operators';
import type { DataSource } from 'typeorm';
import type { CallerRequest } from '../http/caller.js';
import { ApiErrors } from '../openapi/index.js';
import { conflict, invalidField, unprocessable } from '../errors/domain.exception.js';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A first request still unfinished after this long is taken to have died with its process. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a duplicate waits for the first request's answer before it is told to retry. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 50;

export const KEY_REUSED =
  'This Idempotency-Key was already used with a different request. Use a new key for a new request.';
export const KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Please retry in a moment.';
export const KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

type Claim = { kind: 'first' } | { kind: 'replay'; status: number; body: unknown };

/**
 * `Idempotency-Key` on a write: the first request with a key runs, and if it is carried out (a
 * 2xx answer) its status and body are kept 24 hours in the database; the same key with the same
 * request gets that answer again, with a different request 422. A request that is refused (any
 * error: invalid input, a wrong total, a missing scope, sold out, a 5xx) changed nothing, since
 * every write runs in one transaction that the error rolls back; its key is freed, so the
 * corrected request can be sent with the same key. A duplicate that arrives while the first
 * still runs waits for its outcome. Keys are per caller (account or API key). Requests without
 * the header, or without a caller, run as usual. Guards (authentication, scopes) run before
 * this interceptor, so their refusals never touch a key.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');
  private lastSweep = 0;

  private readonly keys: IdempotencyKeysRepository;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.keys = new IdempotencyKeysRepository(dataSource);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<CallerRequest>();
    const response = http.getResponse<Response>();
    const header = request.headers['idempotency-key'];
    if (header === undefined) return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY_FORMAT.test(key)) {
      throw invalidField(IDEMPOTENCY_HEADER, KEY_INVALID, 'INVALID_IDEMPOTENCY_KEY');
    }
    const caller = request.apiKey
      ? `key:${request.apiKey.id}`
      : request.user
        ? `user:${request.user.id}`
        : undefined;
    if (!caller) return next.handle();
    const path = (request.originalUrl ?? request.url).split('?')[0];
    const hash = createHash('sha256')
      .update(`${request.method} ${path}\n${canonical(request.body ?? null)}`)
      .digest('hex');
    const claim = await this.claim(caller, key, hash);
    if (claim.kind === 'replay') {
      response.status(claim.status);
      response.setHeader('Idempotent-Replayed', 'true');
      return of(claim.body);
    }
    return next.handle().pipe(
      // Only the handler's own errors free the key: an answer that could not be kept after the
      // work was done must not let a retry do it twice.
      catchError((error: unknown) =>
        from(
          (async () => {
            // A refusal is not kept: nothing was done, and the key is free for the next try.
            await this.release(caller, key);
            throw error;
          })(),
        ),
      ),
      mergeMap((body) =>
        from(
          this.finish(caller, key, response.statusCode, body === undefined ? null : body).then(
            () => body,
          ),
        ),
      ),
    );
  }

  /** Takes the key for this request, or finds the answer it already has. */
  private async claim(caller: string, key: string, hash: string, now = new Date()): Promise<Claim> {
    await this.sweep(now);
    const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    await this.keys.deleteExpired(caller, key, expired);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await this.keys.insert(caller, key, hash, new Date())) return { kind: 'first' };
      const row = await this.keys.find(caller, key);
      if (!row) continue; // released in between: try to take it again
      if (row.request_hash !== hash) {
        throw unprocessable(KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED');
      }
      if (row.response_status !== null) {
        return { kind: 'replay', status: row.response_status, body: row.response_body };
      }
      const started = new Date(row.created_at);
      if (Date.now() - started.getTime() > ABANDONED_AFTER_MS) {
        if (await this.keys.takeOver(caller, key, started, new Date())) {
          this.logger.warn(
            { caller, key },
            'Idempotency key taken over from an unfinished request',
          );
          return { kind: 'first' };
        }
        continue;
      }
      if (Date.now() > deadline) {
        throw conflict(KEY_IN_PROGRESS, 'IDEMPOTENCY_KEY_IN_PROGRESS');
      }
      await sleep(POLL_MS);
    }
  }

  private async finish(caller: string, key: string, status: number, body: unknown): Promise<void> {
    await this.keys.saveAnswer(caller, key, status, JSON.stringify(body));
  }

  /** The request was refused (any error): the key is free for the next try. */
  private async release(caller: string, key: string): Promise<void> {
    await this.keys.release(caller, key);
  }

  /** Forgets keys older than 24 hours, at most once a minute per process. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < 60_000) return;
    this.lastSweep = now.getTime();
    await this.keys.deleteOlderThan(new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
  }
}

/** The route honours `Idempotency-Key` (see {@link IdempotencyInterceptor}). */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      description:
        'Any unique string (your order id, a UUID) naming this request. Once the request has been carried out (a 2xx answer), the same request sent again with the same key within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and nothing is done twice; the same key with a different request is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused request (a 4xx such as 400 VALIDATION_FAILED, 403 API_KEY_SCOPE_MISSING or 409 TOTAL_MISMATCH, a 429 or a 5xx) changed nothing and is not kept: correct it and send it again with the same key.',
      example: '5f0c8d4e-2b1a-4c3d-9e8f-7a6b5c4d3e2f',
    }),
    ApiErrors({
      400: ['INVALID_IDEMPOTENCY_KEY'],
      409: ['IDEMPOTENCY_KEY_IN_PROGRESS'],
      422: {
        codes: ['IDEMPOTENCY_KEY_REUSED'],
        description: 'The Idempotency-Key was used before with a different request',
        messages: { IDEMPOTENCY_KEY_REUSED: KEY_REUSED },
      },
    }),
  );
