import type { CookieOptions, Request } from 'express';
import { SESSION_ABSOLUTE_MS } from './auth.service.js';
import type { UserEntity } from './entities/user.entity.js';

export const SESSION_COOKIE = 'salone_session';

export type AuthenticatedRequest = Request & { user?: UserEntity; sessionToken?: string };

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
