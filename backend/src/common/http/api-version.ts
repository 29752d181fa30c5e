import {
  applyDecorators,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { gone, invalidField } from '../errors/domain.exception.js';

/**
 * Versions of the API (docs/decisions/api-versions-and-retired-routes.md, docs/changelog.md).
 * A client names the version it was written for in the `Salone-Version` request header; every
 * answer says in the same header which version it followed. A change that would break a
 * client ships only under a new version; additions (new operations, fields, optional
 * parameters) reach every version.
 */
export const API_VERSION_HEADER = 'Salone-Version';

/** Every version, oldest first: each the date its contract was released. */
export const API_VERSIONS = ['2026-11-26', '2026-12-07', '2026-12-08'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/**
 * What a request without the header gets: the first edition, so the clients written before
 * versions existed keep the answers they were written for.
 */
export const DEFAULT_API_VERSION: ApiVersion = '2026-11-26';
export const LATEST_API_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1];

/** The message of a version that does not exist. */
export const UNKNOWN_VERSION_MESSAGE = `${API_VERSION_HEADER} must be one of: ${API_VERSIONS.join(', ')}`;

/** The version a header value names; the default when there is none; null when it is unknown. */
export function apiVersionOf(header: string | string[] | undefined): ApiVersion | null {
  if (header === undefined) return DEFAULT_API_VERSION;
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  if (value === '') return DEFAULT_API_VERSION;
  return (API_VERSIONS as readonly string[]).includes(value) ? (value as ApiVersion) : null;
}

/** True when `version` is `since` or a later one. */
export const versionFrom = (version: ApiVersion, since: ApiVersion): boolean =>
  API_VERSIONS.indexOf(version) >= API_VERSIONS.indexOf(since);

/** The version a request names (the default without one; the middleware refused unknown ones). */
export const requestVersion = (request: Request): ApiVersion =>
  apiVersionOf(request.headers[HEADER_KEY]) ?? DEFAULT_API_VERSION;

/** The request's API version, as a route handler's parameter. */
export const RequestVersion = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  requestVersion(context.switchToHttp().getRequest<Request>()),
);

/** A route kept for older clients: when it was retired, until when it answers, what replaces it. */
export interface Retirement {
  /** The version that retired it: requests naming it, or a later one, get 410. */
  version: Exclude<ApiVersion, typeof DEFAULT_API_VERSION>;
  /** The last day it answers older versions (YYYY-MM-DD, UTC); from the day after, 410 for all. */
  sunset: string;
  /** Where the same answer now lives, for this request (the `Link: rel="successor-version"`). */
  successor: (request: Request) => string;
}

const RETIRED = 'salone:retired-route';

/**
 * Marks a route as retired: left out of the contract; answered, with `Deprecation`, `Sunset`
 * and `Link` headers, to clients on versions before `version` until the sunset; 410
 * ROUTE_RETIRED (naming the successor) to the others.
 */
export const Retired = (retirement: Retirement) =>
  applyDecorators(SetMetadata(RETIRED, retirement), ApiExcludeEndpoint());

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** 410 for a retired route, or the headers that announce its retirement (RFC 9745, RFC 8594). */
export function retirementAnswer(
  retirement: Retirement,
  version: ApiVersion,
  successor: string,
  now: Date,
):
  | { gone: true; message: string }
  | { gone: false; headers: Record<'Deprecation' | 'Sunset' | 'Link', string> } {
  const after = API_VERSIONS.indexOf(version) >= API_VERSIONS.indexOf(retirement.version);
  const sunset = dayStart(retirement.sunset) + 86_400_000;
  if (after || now.getTime() >= sunset) {
    return {
      gone: true,
      message: `This route was retired in version ${retirement.version}; use ${successor}`,
    };
  }
  return {
    gone: false,
    headers: {
      Deprecation: `@${Math.floor(dayStart(retirement.version) / 1000)}`,
      Sunset: new Date(sunset).toUTCString(),
      Link: `<${successor}>; rel="successor-version"`,
    },
  };
}

/**
 * Reads the version of every API request before anything else answers it (the catalogue's
 * kept answers included): 400 VALIDATION_FAILED for one that does not exist; otherwise the
 * answer says which version it follows.
 */
export const apiVersions =
  (apiPath: string) =>
  (request: Request, response: Response, next: NextFunction): void => {
    if (!request.url.startsWith(apiPath)) return next();
    const version = apiVersionOf(request.headers[HEADER_KEY]);
    if (version === null) return next(invalidField(API_VERSION_HEADER, UNKNOWN_VERSION_MESSAGE));
    response.setHeader(API_VERSION_HEADER, version);
    next();
  };

const HEADER_KEY = API_VERSION_HEADER.toLowerCase();

/** Answers the routes marked {@link Retired} as it says, for the request's version. */
@Injectable()
export class RetiredRouteGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const retirement = this.reflector.get<Retirement | undefined>(RETIRED, context.getHandler());
    if (!retirement) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const version = apiVersionOf(request.headers[HEADER_KEY]) ?? DEFAULT_API_VERSION;
    const successor = retirement.successor(request);
    const answer = retirementAnswer(retirement, version, successor, new Date());
    if (answer.gone) {
      response.setHeader('Link', `<${successor}>; rel="successor-version"`);
      throw gone(answer.message, 'ROUTE_RETIRED');
    }
    for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
    return true;
  }
}

/** The version a request follows, as a handler's parameter (the middleware refused others). */
export const RequestApiVersion = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ApiVersion =>
    apiVersionOf(context.switchToHttp().getRequest<Request>().headers[HEADER_KEY]) ??
    DEFAULT_API_VERSION,
);
