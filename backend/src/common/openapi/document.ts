import { SetMetadata } from '@nestjs/common';
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ResponseObject,
} from '@nestjs/swagger';
import { API_KEY_SCHEME, routeHandlers, SESSION_SCHEME } from './security.js';
import { errorBody } from '../errors/global-exception.filter.js';
import {
  API_VERSION_HEADER,
  API_VERSIONS,
  DEFAULT_API_VERSION,
  LATEST_API_VERSION,
} from '../http/api-version.js';

/**
 * What every operation of the contract says beyond its own decorators, written once after the
 * document is built: the response headers the server sends (X-Request-Id everywhere, the
 * RateLimit fields and Retry-After where they are sent, Set-Cookie where a route sets the
 * session), and a one-line summary with a description that says who may call it.
 */

const SETS_COOKIE = 'salone:sets-session-cookie';
type CookieChange = 'set' | 'clear';

/** The route sets the session cookie (`set`) or clears it (`clear`); the contract says so. */
export const SetsSessionCookie = (change: CookieChange) => SetMetadata(SETS_COOKIE, change);

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The header objects the responses refer to, for the session cookie named `sessionCookie`. */
const responseHeaders = (sessionCookie: string): Record<string, HeaderObject> => ({
  [API_VERSION_HEADER]: {
    description: `The version of the API the answer follows: the request's own \`${API_VERSION_HEADER}\`, or ${DEFAULT_API_VERSION} without one (docs/changelog.md).`,
    schema: { type: 'string', enum: [...API_VERSIONS], example: LATEST_API_VERSION },
  },
  'X-Request-Id': {
    description:
      'The request’s id: the caller’s own `X-Request-Id` when it is 1-64 letters, digits, `_` or `-`, otherwise a new UUID. Quote it when reporting a problem; the logs are searchable by it.',
    schema: { type: 'string', example: '5f0c7a52-3d7e-4b8e-9a51-2f7f0c9d8e11' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0, example: 30 },
  },
  'RateLimit-Limit': {
    description:
      'Requests the API key may make per minute (`API_KEY_REQUESTS_PER_MINUTE`). Sent on every answer to a request with an API key.',
    schema: { type: 'integer', example: 600 },
  },
  'RateLimit-Remaining': {
    description: 'Requests the API key has left in the current window.',
    schema: { type: 'integer', minimum: 0, example: 599 },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window starts again.',
    schema: { type: 'integer', minimum: 0, example: 60 },
  },
  'Set-Cookie-Session': {
    description: `Sets the HttpOnly session cookie \`${sessionCookie}\` (SameSite=Lax; Secure in production).`,
    schema: {
      type: 'string',
      example: `${sessionCookie}=3q2pZ0mXbH9pUAb1qvK3sXo2Yk8Qk5d8; Path=/; HttpOnly; SameSite=Lax`,
    },
  },
  'Set-Cookie-Clear': {
    description: `Clears the session cookie \`${sessionCookie}\` (expired at once).`,
    schema: {
      type: 'string',
      example: `${sessionCookie}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
    },
  },
});

/** The request's `Salone-Version` (common/http/api-version.ts). */
const VERSION_PARAMETER: ParameterObject = {
  name: API_VERSION_HEADER,
  in: 'header',
  required: false,
  description: `The version of the API the program was written for: the date its contract was released (docs/changelog.md). Without it, ${DEFAULT_API_VERSION}. A change that would break a program ships only under a new version; a value that names no version answers 400 VALIDATION_FAILED.`,
  schema: { type: 'string', enum: [...API_VERSIONS], example: LATEST_API_VERSION },
};

const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

function* operations(document: OpenAPIObject): Generator<[string, string, OperationObject]> {
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) yield [route, method, operation];
    }
  }
}

const acceptsApiKey = (operation: OperationObject) =>
  (operation.security ?? []).some((requirement) => API_KEY_SCHEME in requirement);

/**
 * Declares the response headers: `X-Request-Id` on every response; `Retry-After` on every 429
 * and 503, and the `RateLimit-*` fields on every 429; the `RateLimit-*` fields on every response of an operation
 * that takes an API key (each key request is counted), which also gets the 429 of its key's
 * limit; `Set-Cookie` on the successful answer of the routes marked {@link SetsSessionCookie}.
 * Runs after `declareSecurity`.
 */
export function declareResponseHeaders(
  app: Parameters<typeof routeHandlers>[0],
  document: OpenAPIObject,
  names: { sessionCookie: string; apiKeyThrottled: string },
): OpenAPIObject {
  const handlers = routeHandlers(app);
  document.components = { ...document.components };
  document.components.headers = {
    ...document.components.headers,
    ...responseHeaders(names.sessionCookie),
  };
  for (const [route, method, operation] of operations(document)) {
    const withKey = acceptsApiKey(operation);
    // Programs that call with an API key name the version they were written for.
    if (withKey) operation.parameters = [...(operation.parameters ?? []), VERSION_PARAMETER];
    if (withKey && !operation.responses['429']) {
      operation.responses['429'] = {
        description: 'The API key’s requests per minute are used up; Retry-After says when',
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/ErrorResponseDto' },
                { type: 'object', properties: { code: { type: 'string', enum: ['THROTTLED'] } } },
              ],
            },
            examples: {
              THROTTLED: { value: errorBody(429, names.apiKeyThrottled, undefined, 'THROTTLED') },
            },
          },
        },
      };
    }
    const cookie = handlers.get(operation.operationId!)?.metadata<CookieChange>(SETS_COOKIE);
    for (const [status, response] of Object.entries(operation.responses) as [
      string,
      ResponseObject,
    ][]) {
      const headers: Record<string, unknown> = {
        'X-Request-Id': ref('X-Request-Id'),
        [API_VERSION_HEADER]: ref(API_VERSION_HEADER),
      };
      if (status === '429' || status === '503') headers['Retry-After'] = ref('Retry-After');
      if (status === '429' || withKey) {
        for (const name of RATE_LIMIT_HEADERS) headers[name] = ref(name);
      }
      if (cookie && /^2\d\d$/.test(status)) {
        headers['Set-Cookie'] = ref(cookie === 'set' ? 'Set-Cookie-Session' : 'Set-Cookie-Clear');
      }
      response.headers = { ...response.headers, ...(headers as ResponseObject['headers']) };
    }
    if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${route} has no id`);
  }
  return document;
}

/** The first sentence of a comment, on one line, at most about 100 characters. */
export function oneLineSummary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.?!])(?=\s+["'`(A-Z]|$)/.exec(flat)?.[1] ?? flat;
  let summary = sentence.replace(/\.$/, '');
  if (summary.length > 100) {
    const cut = summary.slice(0, 100).search(/[:;]\s|\s\(/);
    summary =
      cut > 20
        ? summary.slice(0, cut)
        : `${summary.slice(0, summary.lastIndexOf(' ', 97)).replace(/[,:;]$/, '')}…`;
  }
  return summary;
}

const ROLE_WORDS: Record<string, string> = {
  'signed-in': 'Any signed-in account may call it.',
  member: 'Members of the organisation (owners and staff) may call it; others get 404.',
  owner: 'Owners of the organisation may call it; staff get 403, others 404.',
  admin: 'Platform admins only: 403 for other accounts.',
};

/** Who may call an operation, in words, from its security and required role. */
function accessOf(operation: OperationObject, scope: string | undefined): string {
  const security = operation.security ?? [];
  const role = (operation as unknown as Record<string, unknown>)['x-required-role'] as
    string | undefined;
  const session = security.some((requirement) => SESSION_SCHEME in requirement);
  const optional = security.some((requirement) => Object.keys(requirement).length === 0);
  const parts: string[] = [];
  if (security.length === 0) parts.push('Public: no sign-in needed.');
  else if (optional && session) {
    parts.push('Public; with a session cookie it acts for the signed-in account.');
  } else if (session) parts.push('Needs a session: the `salone_session` cookie (401 without).');
  if (scope) {
    parts.push(
      `A server may call it with an API key holding \`${scope}\` (\`Authorization: Bearer\`), rate limited per key (RateLimit headers, 429 with Retry-After).`,
    );
  } else if (session) parts.push('API keys cannot call it.');
  if (role && ROLE_WORDS[role]) parts.push(ROLE_WORDS[role]);
  return parts.join(' ');
}

/**
 * Every operation gets a one-line summary (the first sentence of its handler's comment) and a
 * description: the whole comment, then who may call it (read from the security the guards
 * declared, the role and the API key scope), so the two are never written by hand apart.
 */
export function describeOperations(
  app: Parameters<typeof routeHandlers>[0],
  document: OpenAPIObject,
): OpenAPIObject {
  const handlers = routeHandlers(app);
  for (const [route, method, operation] of operations(document)) {
    const text = (operation.summary ?? '').replace(/\s+/g, ' ').trim();
    if (!text) throw new Error(`${method.toUpperCase()} ${route}: its handler has no comment`);
    const scope = handlers.get(operation.operationId!)?.scope;
    operation.summary = oneLineSummary(text);
    operation.description = [operation.description, text, accessOf(operation, scope)]
      .filter(Boolean)
      .join('\n\n');
  }
  return document;
}
