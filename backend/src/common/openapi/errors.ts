import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '../errors/error-codes.js';
import { errorBody } from '../errors/global-exception.filter.js';
import { ERROR_EXAMPLES } from './error-examples.js';
import { API_VERSION_HEADER, UNKNOWN_VERSION_MESSAGE } from '../http/api-version.js';
import { routeHandlers } from './security.js';

/** The error statuses an operation may document. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** The codes one status carries, with what they mean when the codes alone do not say it. */
export type ErrorSpec =
  | readonly ErrorCode[]
  | {
      codes: readonly ErrorCode[];
      /** When the codes alone do not say it. */
      description?: string;
      /** Example messages for this route, where the general one would mislead. */
      messages?: Partial<Record<ErrorCode, string>>;
      /** The field of the VALIDATION_FAILED example's `details`. */
      field?: string;
    };

type Collected = Record<
  string,
  { codes: ErrorCode[]; descriptions: string[]; messages: Record<string, string>; field?: string }
>;

const ERRORS = 'salone:api-errors';
/** The refusals of a route's authentication: a handler's replace its controller's. */
const REFUSALS = 'salone:api-refusals';

/**
 * Documents the error responses of a route (or of every route of a controller) by the codes
 * each status carries: `@ApiErrors({ 404: ['NOT_FOUND'], 409: ['SOLD_OUT', 'CLOSED'] })`.
 * The contract lists the codes in the response's schema and gives an example body per code.
 * Several `@ApiErrors` on a route, its controller's and `@Authenticated`'s refusals add up.
 */
export const ApiErrors = (spec: Partial<Record<ErrorStatus, ErrorSpec>>) =>
  errorsUnder(ERRORS, spec);

/**
 * The errors a route's authentication answers with (`@Authenticated` declares them): like
 * {@link ApiErrors}, but a handler's replace its controller's, as its decision does.
 */
export const ApiRefusals = (spec: Partial<Record<ErrorStatus, ErrorSpec>>) =>
  errorsUnder(REFUSALS, spec);

const errorsUnder =
  (key: string, spec: Partial<Record<ErrorStatus, ErrorSpec>>): MethodDecorator & ClassDecorator =>
  (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const on = (descriptor?.value as object | undefined) ?? target;
    Reflect.defineMetadata(
      key,
      collect(Reflect.getMetadata(key, on) as Collected | undefined, spec),
      on,
    );
    return descriptor as never;
  };

function collect(into: Collected | undefined, spec: Partial<Record<ErrorStatus, ErrorSpec>>) {
  const result: Collected = structuredClone(into ?? {});
  for (const [status, entry] of Object.entries(spec) as [string, ErrorSpec][]) {
    const { codes, description, messages, field } = Array.isArray(entry)
      ? {
          codes: entry as readonly ErrorCode[],
          description: undefined,
          messages: {},
          field: undefined,
        }
      : (entry as Exclude<ErrorSpec, readonly ErrorCode[]>);
    const at = (result[status] ??= { codes: [], descriptions: [], messages: {} });
    for (const code of codes) if (!at.codes.includes(code)) at.codes.push(code);
    if (description && !at.descriptions.includes(description)) at.descriptions.push(description);
    Object.assign(at.messages, messages);
    at.field ??= field;
  }
  return result;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Writes the error responses `@ApiErrors` collected on each route and its controller: the
 * codes as an enum on ErrorResponseDto's `code`, one example per code. A response a plain
 * `@Api...Response` wrote for the same status keeps its example, under its code.
 */
export function declareErrors(
  app: Parameters<typeof routeHandlers>[0],
  document: OpenAPIObject,
): OpenAPIObject {
  const handlers = routeHandlers(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = item[method];
      const route = operation && handlers.get(operation.operationId!);
      if (!route) continue;
      const read = (key: string, on: object) =>
        Reflect.getMetadata(key, on) as Collected | undefined;
      const refusals = read(REFUSALS, route.handler) ?? read(REFUSALS, route.controller);
      let errors = collect(undefined, toSpec(refusals));
      for (const more of [read(ERRORS, route.controller), read(ERRORS, route.handler)]) {
        errors = collect(errors, toSpec(more));
      }
      errors = withRequestRefusals(withVersionRefusal(errors), method, path, operation);
      for (const [status, entry] of Object.entries(errors)) {
        operation.responses[status] = errorResponse(
          Number(status),
          entry,
          operation.responses[status] as ResponseObject | undefined,
        );
      }
    }
  }
  return document;
}

/**
 * Every operation refuses a `Salone-Version` that names no version (400 VALIDATION_FAILED,
 * common/http/api-version.ts): its 400 lists the code, with that example when it had none.
 */
function withVersionRefusal(errors: Collected): Collected {
  const result = structuredClone(errors);
  const at = result['400'];
  if (!at) {
    result['400'] = {
      codes: ['VALIDATION_FAILED'],
      descriptions: [`${API_VERSION_HEADER} names no version of the API`],
      messages: { VALIDATION_FAILED: UNKNOWN_VERSION_MESSAGE },
      field: API_VERSION_HEADER,
    };
  } else if (!at.codes.includes('VALIDATION_FAILED')) {
    at.codes.push('VALIDATION_FAILED');
    at.messages.VALIDATION_FAILED ??= UNKNOWN_VERSION_MESSAGE;
    at.field ??= API_VERSION_HEADER;
  }
  return result;
}

/**
 * What the request layer refuses before any route runs, on every operation it can reach
 * (common/errors/global-exception.filter.ts, common/http/utf8-json.ts, the body parsers and
 * the same-origin check): a body that is not JSON (400 INVALID_JSON; a body is read whatever
 * the method) or is too large (413 PAYLOAD_TOO_LARGE); text with a NUL or that is not
 * Unicode (400 INVALID_TEXT) where the request carries any text; a path that is not
 * percent-encoded right, or a body the parser cannot read (400 BAD_REQUEST), where the path has
 * parameters and on writes; a body of another
 * type than the one declared (415 UNSUPPORTED_MEDIA_TYPE) and a write from another site
 * (403 CSRF) on writes.
 */
function withRequestRefusals(
  errors: Collected,
  method: string,
  path: string,
  operation: OperationObject,
): Collected {
  const result = structuredClone(errors);
  const add = (status: number, code: ErrorCode) => {
    const at = (result[String(status)] ??= { codes: [], descriptions: [], messages: {} });
    if (!at.codes.includes(code)) at.codes.push(code);
  };
  const pathParameters = path.includes('{');
  const carriesText =
    pathParameters || (operation.parameters ?? []).length > 0 || operation.requestBody;
  add(400, 'INVALID_JSON');
  if (carriesText) add(400, 'INVALID_TEXT');
  if (pathParameters || method !== 'get') add(400, 'BAD_REQUEST');
  add(413, 'PAYLOAD_TOO_LARGE');
  if (method !== 'get') {
    add(403, 'CSRF');
    if (operation.requestBody) add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  return result;
}

const toSpec = (collected: Collected | undefined): Partial<Record<ErrorStatus, ErrorSpec>> =>
  Object.fromEntries(
    Object.entries(collected ?? {}).map(([status, entry]) => [
      status,
      {
        codes: entry.codes,
        description: entry.descriptions.join('; ') || undefined,
        messages: entry.messages,
        field: entry.field,
      },
    ]),
  );

type Body = ReturnType<typeof errorBody>;

function errorResponse(
  status: number,
  entry: Collected[string],
  before: ResponseObject | undefined,
): ResponseObject {
  const media = before?.content?.['application/json'];
  const kept = media?.example as Body | undefined;
  const examples: Record<string, { value: Body }> = {};
  const codes = [...entry.codes];
  const listed = (media?.schema as { allOf?: { properties?: { code?: { enum?: ErrorCode[] } } }[] })
    ?.allOf?.[1]?.properties?.code?.enum;
  for (const code of [...(kept?.code ? [kept.code] : []), ...(listed ?? [])]) {
    if (!codes.includes(code)) codes.push(code);
  }
  for (const code of codes) {
    const message = entry.messages[code] ?? (kept?.code === code ? kept.message : undefined);
    examples[code] = {
      value:
        kept?.code === code && message === kept.message
          ? kept
          : errorBody(
              status,
              message ?? ERROR_EXAMPLES[code],
              detailsOf(code, entry, message),
              code,
            ),
    };
  }
  const description =
    entry.descriptions.join('; ') ||
    before?.description ||
    `${STATUS_CODES[status] ?? 'Error'}: ${codes.join(', ')}`;
  return {
    description,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorResponseDto' },
            { type: 'object', properties: { code: { type: 'string', enum: codes } } },
          ],
        },
        examples,
      },
    },
  };
}

/** A validation failure's example names the field it is about. */
const detailsOf = (code: ErrorCode, entry: Collected[string], message: string | undefined) =>
  code === 'VALIDATION_FAILED' || code === 'INVALID_DATES'
    ? [{ field: entry.field ?? 'checkIn', message: message ?? ERROR_EXAMPLES[code] }]
    : undefined;
