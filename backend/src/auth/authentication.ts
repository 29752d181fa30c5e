import type { ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest, VerifiedApiKey } from './session.js';
import { AUTHENTICATION_METADATA } from '../common/http/public.js';

/** What a key may do; each scope opens a fixed set of routes (docs/partners.md). */
export const API_KEY_SCOPES = [
  'catalogue:read',
  'listings:write',
  'bookings:read',
  'bookings:write',
  'reviews:read',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * What a route asks of its caller, as `@Authenticated(...)` and `@Public()` record it. The one
 * guard (authentication.guard.ts) enforces it and the contract's security is read from it.
 */

/** How the caller proves who they are. */
export type Via =
  /** The session cookie; 401 without a live one (an `Authorization` header is not looked at). */
  | 'session'
  /**
   * With `Authorization: Bearer` an organisation's API key, which needs the route's `scope`
   * (403 API_KEY_NOT_ALLOWED on a route without one); otherwise the session cookie.
   */
  | 'session-or-key'
  /** The session cookie when there is a live one; anyone else is let through as a visitor. */
  | 'optional'
  /** E-mail and password in the body (passport-local): sign-in only. */
  | 'password';

/**
 * Who may call it beyond being signed in: `signed-in` (any account, as without a role, but the
 * contract names it), `member` (owner or staff of the organisation in the `:orgId` path
 * parameter), `owner`, or `admin` (a platform admin).
 */
export type Role = 'signed-in' | 'member' | 'owner' | 'admin';

export interface AuthenticatedOptions {
  /** Default `session`; `member` and `owner` routes always take `session-or-key`. */
  via?: Via;
  role?: Role;
  /** An organisation's API key holding this scope may call the route too. */
  scope?: ApiKeyScope;
  /** The account must have verified its e-mail address (403 EMAIL_NOT_VERIFIED); keys need not. */
  verified?: true;
  /** The 401's message when the session is missing, if not the usual one. */
  signInMessage?: string;
}

/** What `@Authenticated` asks, with `via` filled in. */
export type AuthenticatedDecision = Omit<AuthenticatedOptions, 'via'> & {
  via: Via;
  public?: false;
};

/** A route's decision: public, or what it asks. */
export type Decision = { public: true } | AuthenticatedDecision;

export { AUTHENTICATION_METADATA };

type Target = object;

/** The decision of a route: its handler's, else its controller's. */
export const decisionOf = (controller: Target, handler: Target): Decision | undefined =>
  (Reflect.getMetadata(AUTHENTICATION_METADATA, handler) as Decision | undefined) ??
  (Reflect.getMetadata(AUTHENTICATION_METADATA, controller) as Decision | undefined);

/** The decision of the route a request is for. */
export const decisionFor = (context: ExecutionContext): Decision | undefined =>
  decisionOf(context.getClass(), context.getHandler());

/** The routes of members and owners of an organisation are open to its API keys. */
export const takesApiKey = (decision: Decision): boolean =>
  !decision.public &&
  (decision.via === 'session-or-key' || decision.role === 'member' || decision.role === 'owner');

export const NOT_SIGNED_IN = 'Please sign in to continue';
export const ADMIN_ONLY = 'This action needs a Salone administrator';
export const ORGANISATION_NOT_FOUND = 'Organisation not found';
export const OWNER_ONLY = 'Only an owner of this organisation can do this';
export const KEY_NOT_ALLOWED = 'API keys cannot be used for this action';
export const keyLacksScope = (scope: string) => `This API key does not have the ${scope} scope`;

/** Verifies the request's `Authorization: Bearer` key (the api-keys module provides it). */
export const API_KEY_AUTHENTICATOR = Symbol('ApiKeyAuthenticator');
export interface ApiKeyAuthenticator {
  /** Sets request.user and request.apiKey, or throws the key's 401 (429 past its rate). */
  canActivate(context: ExecutionContext): Promise<boolean>;
}

/** Admits a caller to the organisation in the path (the operators module provides it). */
export const ORGANISATION_ACCESS = Symbol('OrganisationAccess');
export interface OrganisationAccess {
  /**
   * Lets the signed-in user, or the API key, in as a member of the `:orgId` organisation
   * with at least `role`, and sets request.membership; throws 404 for anyone who is not one
   * and 403 where the role is not enough.
   */
  admit(
    request: AuthenticatedRequest,
    role: 'member' | 'owner',
    key?: VerifiedApiKey,
  ): Promise<void>;
}

/**
 * What sign-in needs to know of organisation membership, which the operators module owns
 * and provides (operators/access/access.module.ts): auth asks, it does not read the tables.
 */
export const ORGANISATION_MEMBERS = Symbol('OrganisationMembers');
export interface OrganisationMembers {
  /** Invitations sent to the user's address become memberships (staff). */
  claimInvitations(user: { id: string; email: string }): Promise<void>;
  /** Whether the user is a member of any organisation. */
  isMemberOfAny(userId: string): Promise<boolean>;
}
