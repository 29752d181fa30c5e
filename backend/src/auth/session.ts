import type { CookieOptions, Request } from 'express';
import { SESSION_ABSOLUTE_MS } from './auth.service.js';
import type { UserEntity } from './entities/user.entity.js';

export const SESSION_COOKIE = 'salone_session';

/** The API key a request was authenticated with (see api-keys/). */
export interface VerifiedApiKey {
  id: string;
  organisationId: number;
  scopes: string[];
}

export type AuthenticatedRequest = Request & {
  user?: UserEntity;
  sessionToken?: string;
  apiKey?: VerifiedApiKey;
};

/** The token of an `Authorization: Bearer <token>` header; undefined without one. */
export const readBearerToken = (request: Request): string | undefined => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

/** HttpOnly, SameSite=Lax, Secure when the request came over HTTPS. */
export const sessionCookieOptions = (request: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: request.secure,
  path: '/',
  maxAge: SESSION_ABSOLUTE_MS,
});

export const readSessionToken = (request: Request): string | undefined => {
  const value: unknown = request.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && /^[\w-]{20,100}$/.test(value) ? value : undefined;
};
