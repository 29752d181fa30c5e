import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './base-api';

/** How many times a failed read is tried again before its error reaches the screen. */
export const MAX_READ_RETRIES = 3;

/**
 * Statuses worth another try: no answer at all (0: the phone lost its connection), a timeout,
 * throttling, and a proxy or server that is briefly unavailable. Anything else (400, 401, 404,
 * 409, 500) would answer the same again.
 */
const TRANSIENT_STATUSES = new Set([0, 408, 429, 502, 503, 504]);

/** GET and HEAD only: reads are idempotent; a POST, PUT, PATCH or DELETE is never repeated. */
export function isIdempotentRead(args: string | FetchArgs): boolean {
  if (typeof args === 'string') return true;
  const method = (args.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD';
}

/** Whether the attempt that just failed (1 for the first) is followed by another. */
export function shouldRetryRead(error: ApiError, args: string | FetchArgs, attempt: number) {
  return (
    attempt <= MAX_READ_RETRIES && isIdempotentRead(args) && TRANSIENT_STATUSES.has(error.status)
  );
}

/** The first wait; component tests set it to 0 (installFakeApi) so a failing read fails fast. */
export const readRetrySettings = { baseDelayMs: 500 };

/**
 * The wait before retry `attempt` (1, 2, 3): 0.5 s, 1 s, 2 s ... at most 8 s, each with up to
 * 30% random jitter so phones that reconnect together do not retry together.
 */
export function readBackoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(readRetrySettings.baseDelayMs * 2 ** (attempt - 1), 8000);
  return Math.round(base * (1 + 0.3 * random()));
}

/** RTK Query's `backoff`: waits, and stops waiting when the query is cancelled. */
export function waitBeforeRetry(attempt: number, _maxRetries: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, readBackoffDelay(attempt));
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
