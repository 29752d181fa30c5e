// Test helper (not part of the app bundle): import from "@salone/api-client/testing".
import { readRetrySettings } from './retry-policy';
/**
 * Component tests answer the app's HTTP calls from a table: `'GET /api/auth/session'` -> handler.
 * Unlisted calls fail loudly. Every request is recorded so tests can assert what was sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => { status: number; body?: unknown };

export interface FakeApi {
  requests: RecordedRequest[];
  /** Replaces (or adds) the handler of one route. */
  on(route: string, handler: FakeHandler | { status: number; body?: unknown }): void;
}

export function installFakeApi(
  routes: Record<string, FakeHandler | { status: number; body?: unknown }> = {},
): FakeApi {
  // A read that fails is retried at once: the screens' error states show without waiting.
  readRetrySettings.baseDelayMs = 0;
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    // jsdom cannot read a multipart body back; uploads are recorded without it.
    const multipart = /multipart\/form-data/.test(request.headers.get('content-type') ?? '');
    const text = multipart ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const recorded = {
      method: request.method,
      path: url.pathname + url.search,
      body,
      headers: Object.fromEntries(request.headers.entries()),
    };
    requests.push(recorded);
    const entry =
      table.get(`${request.method} ${url.pathname}${url.search}`) ??
      table.get(`${request.method} ${url.pathname}`);
    if (!entry) throw new Error(`Unexpected call in a test: ${request.method} ${url.pathname}`);
    const answer = typeof entry === 'function' ? entry(recorded) : entry;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { requests, on: (route, handler) => table.set(route, handler) };
}

/** `GET /api/auth/session` for a visitor. */
export const SIGNED_OUT = { status: 200, body: { authenticated: false, user: null, roles: [] } };

export const AMINATA = {
  id: '7d1f0a2e-1111-4c4c-9999-2b2b2b2b2b2b',
  firstName: 'Aminata',
  lastName: 'Kamara',
  email: 'aminata@example.com',
  emailVerified: true,
  createdAt: '2026-03-14T10:00:00.000Z',
};

/** `GET /api/auth/session` for a signed-in user. */
export function signedIn(
  user: typeof AMINATA = AMINATA,
  roles: ReadonlyArray<'operator' | 'admin'> = [],
) {
  return { status: 200, body: { authenticated: true, user, roles } };
}
