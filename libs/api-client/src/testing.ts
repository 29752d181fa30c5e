// Test helper (not part of the app bundle): import from "@salone/api-client/testing".
import { readRetrySettings } from './retry-policy';
import type { generatedAccountApi } from './generated/account-api';
import type { generatedBookingsApi } from './generated/bookings-api';
import type { generatedCatalogueApi } from './generated/catalogue-api';
import type { generatedPartnerApi } from './generated/partner-api';
import type { generatedPlannerApi } from './generated/planner-api';
import type { generatedSessionApi } from './generated/session-api';
import type { generatedSignInApi } from './generated/sign-in-api';

/** Every endpoint of the contract, by its generated name ('listHotels', 'getSession'). */
type Endpoints = (typeof generatedAccountApi)['endpoints'] &
  (typeof generatedBookingsApi)['endpoints'] &
  (typeof generatedCatalogueApi)['endpoints'] &
  (typeof generatedPartnerApi)['endpoints'] &
  (typeof generatedPlannerApi)['endpoints'] &
  (typeof generatedSessionApi)['endpoints'] &
  (typeof generatedSignInApi)['endpoints'];

export type EndpointName = keyof Endpoints & string;

/** The body an endpoint answers with when it succeeds, as the generated client reads it. */
export type ResponseOf<E extends EndpointName> = Endpoints[E]['Types']['ResultType'];

/** A fake answer: a status and a JSON body (none when undefined). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * A successful answer of `endpoint`, its body checked against the contract:
 * `'GET /api/hotels': reply('listHotels', [aHotel()])`. A fixture that drifts from the
 * generated types fails the typecheck. Error answers (`{ status: 409, body: {...} }`) and
 * deliberately malformed bodies stay plain objects.
 */
export function reply<E extends EndpointName>(
  endpoint: E,
  body: ResponseOf<E>,
  status = 200,
): FakeAnswer {
  void endpoint;
  return { status, body };
}

/** Every field optional, at every depth; arrays of such. */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * Like `reply`, for a screen that reads a few fields of a large answer: the fields given are
 * checked (names and types), the ones left out are not required.
 */
export function replyPartial<E extends EndpointName>(
  endpoint: E,
  body: DeepPartial<ResponseOf<E>>,
  status = 200,
): FakeAnswer {
  void endpoint;
  return { status, body };
}
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

export type FakeHandler = (request: RecordedRequest) => FakeAnswer;

export interface FakeApi {
  requests: RecordedRequest[];
  /** Replaces (or adds) the handler of one route. */
  on(route: string, handler: FakeHandler | FakeAnswer): void;
}

export function installFakeApi(routes: Record<string, FakeHandler | FakeAnswer> = {}): FakeApi {
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
export const SIGNED_OUT = reply('getSession', { authenticated: false, user: null, roles: [] });

export const AMINATA: ResponseOf<'getCurrentUser'> = {
  id: '7d1f0a2e-1111-4c4c-9999-2b2b2b2b2b2b',
  firstName: 'Aminata',
  lastName: 'Kamara',
  email: 'aminata@example.com',
  emailVerified: true,
  phone: null,
  phoneVerified: false,
  createdAt: '2026-03-14T10:00:00.000Z',
};

/** `POST /api/auth/register` accepted: the account waits for its address to be verified. */
export const REGISTERED: ResponseOf<'register'> = {
  success: true,
  message: 'Thank you. We sent you an e-mail: follow its link to verify your address.',
};

/** `GET /api/auth/session` for a signed-in user. */
export function signedIn(
  user: ResponseOf<'getCurrentUser'> = AMINATA,
  roles: ReadonlyArray<'operator' | 'admin'> = [],
) {
  return reply('getSession', { authenticated: true, user, roles: [...roles] });
}
