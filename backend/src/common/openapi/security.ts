import { SetMetadata, type INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ApiExtension, type OpenAPIObject } from '@nestjs/swagger';

/** The session cookie scheme's name in the contract. */
export const SESSION_SCHEME = 'session';
/** The API key (`Authorization: Bearer`) scheme's name in the contract. */
export const API_KEY_SCHEME = 'apiKey';

/**
 * What a route asks of its caller, for the contract: a session (`required`), a session when
 * there is one (`optional`) or nothing (`none`), and the API key scope that may call it too.
 * Set by the authentication decorators; every route has one (see `declareSecurity`).
 */
export interface Access {
  session: 'required' | 'optional' | 'none';
  apiKeyScope?: string;
}

const ACCESS = 'salone:api-access';

/** Records what the contract says the route asks of its caller. */
export const ApiAccess = (access: Access) => SetMetadata(ACCESS, access);

/**
 * The OpenAPI extension naming the role an operation needs: `signed-in` (any account),
 * `member` (owner or staff of the organisation in the path), `owner`, or `admin`.
 */
export const REQUIRED_ROLE = 'x-required-role';
export type RequiredRole = 'signed-in' | 'member' | 'owner' | 'admin';
/** Documents the role an operation needs (the authentication guard enforces it). */
export const ApiRequiredRole = (role: RequiredRole) => ApiExtension(REQUIRED_ROLE, role);

type Security = Record<string, string[]>[];
type Handler = (...args: unknown[]) => unknown;

/** What a route asks, from its handler, else its controller; undefined if neither says. */
const accessOf = (controller: Handler, handler: Handler): Access | undefined =>
  (Reflect.getMetadata(ACCESS, handler) as Access | undefined) ??
  (Reflect.getMetadata(ACCESS, controller) as Access | undefined);

/** The security requirement of a route, from what it asks of its caller. */
export function securityOf(controller: Handler, handler: Handler): Security {
  const access = accessOf(controller, handler);
  if (!access) {
    throw new Error(`${controller.name}.${handler.name} is neither @Authenticated nor @Public`);
  }
  const alternatives: Security = [];
  if (access.session === 'required') alternatives.push({ [SESSION_SCHEME]: [] });
  else if (access.session === 'optional') alternatives.push({}, { [SESSION_SCHEME]: [] });
  if (access.apiKeyScope) alternatives.push({ [API_KEY_SCHEME]: [] });
  return alternatives;
}

export interface RouteHandler {
  controller: Handler;
  handler: Handler;
  /** The handler's metadata under `key`, else its controller's. */
  metadata<T>(key: string): T | undefined;
  /** The API key scope the route accepts, if any. */
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
          scope: accessOf(controller, handler as Handler)?.apiKeyScope,
        });
      }
    }
  }
  return byOperationId;
}

/**
 * Writes each operation's `security` from what its route handler asks of the caller: `session` for a
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
