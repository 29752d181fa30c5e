import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';

/** The session cookie scheme's name in the contract. */
export const SESSION_SCHEME = 'session';
/** The API key (`Authorization: Bearer`) scheme's name in the contract. */
export const API_KEY_SCHEME = 'apiKey';

/** What a guard asks of the caller: a live session, or nothing (it only notes who asks). */
export type Authentication = 'session' | 'optional';

const AUTHENTICATION = 'salone:authentication';
/** Set by the route decorators that also let an API key in (its scope). */
export const API_KEY_SCOPE_METADATA = 'salone:api-key-scope';

/**
 * Marks a guard class (and its subclasses) with what it asks of the caller. The contract's
 * `security` of every operation is derived from its guards, so the two cannot disagree.
 */
export const Authenticates =
  (authentication: Authentication): ClassDecorator =>
  (target) => {
    Reflect.defineMetadata(AUTHENTICATION, authentication, target);
  };

type Security = Record<string, string[]>[];
type Handler = (...args: unknown[]) => unknown;

/** The security requirement that a route's guards and metadata impose. */
export function securityOf(controller: Handler, handler: Handler): Security {
  const guards: unknown[] = [
    ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? []),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? []),
  ];
  const asks = guards.map((guard) =>
    typeof guard === 'function'
      ? (Reflect.getMetadata(AUTHENTICATION, guard) as Authentication | undefined)
      : undefined,
  );
  const apiKey =
    Reflect.getMetadata(API_KEY_SCOPE_METADATA, handler) ??
    Reflect.getMetadata(API_KEY_SCOPE_METADATA, controller);
  const alternatives: Security = [];
  if (asks.includes('session')) alternatives.push({ [SESSION_SCHEME]: [] });
  else if (asks.includes('optional')) alternatives.push({}, { [SESSION_SCHEME]: [] });
  if (apiKey) alternatives.push({ [API_KEY_SCHEME]: [] });
  return alternatives;
}

export interface RouteHandler {
  controller: Handler;
  handler: Handler;
  /** The handler's metadata under `key`, else its controller's. */
  metadata<T>(key: string): T | undefined;
  /** The API key scope the route accepts (`@ApiKeyAccess`), if any. */
  scope: string | undefined;
}

/** Every route handler of the application, by operation id (the handler's name). */
export function routeHandlers(app: INestApplication): Map<string, RouteHandler> {
  const byOperationId = new Map<string, RouteHandler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Handler | null;
      if (!controller?.prototype) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const metadata = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ??
          (Reflect.getMetadata(key, controller) as T | undefined);
        byOperationId.set(name, {
          controller,
          handler: handler as Handler,
          metadata,
          scope: metadata<string>(API_KEY_SCOPE_METADATA),
        });
      }
    }
  }
  return byOperationId;
}

/**
 * Writes each operation's `security` from the guards of its route handler: `session` for a
 * signed-in route, `[]` for a public one, `{}` or `session` where a session is optional, and
 * `apiKey` beside `session` where an API key may call it. Operation ids are handler names.
 */
export function declareSecurity(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const handlers = routeHandlers(app);
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const found = handlers.get(operation.operationId);
      if (!found) {
        throw new Error(`No route handler for ${method.toUpperCase()} ${route}`);
      }
      operation.security = securityOf(found.controller, found.handler);
    }
  }
  return document;
}
