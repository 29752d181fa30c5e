import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const REQUEST_ID = /^[\w-]{1,64}$/;

/** A caller's X-Request-Id when it is sane (1-64 word characters or dashes), otherwise a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Reuses a caller's X-Request-Id when it is sane, otherwise makes one; echoes it back. */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdFor(request.headers['x-request-id']);
  response.setHeader('X-Request-Id', id);
  return id;
}
