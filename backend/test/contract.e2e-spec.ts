/**
 * The contract's security declarations agree with what the API does: every operation that
 * declares the session scheme answers 401 UNAUTHENTICATED to a request without a session,
 * and no operation declared public (or with an optional session) ever does.
 */
import { routeHandlers } from '../src/common/openapi/index.js';
import { listedCodes, loadContract } from './support/contract-proxy.js';
import { indexSource, reachable, sharedFiles, withAdapters } from './support/raised-codes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('security declared per operation', () => {
  let t: TestApp;
  const document = loadContract();
  const operations = Object.entries<Json>(document.paths).flatMap(([route, methods]) =>
    Object.entries<Json>(methods).map(([method, operation]) => ({
      route,
      method,
      security: operation.security as Record<string, string[]>[] | undefined,
      operation,
      // Path parameters get a value of the right shape; the guard runs before anything reads it.
      url: route.replace(/\{[^}]+\}/g, '1'),
    })),
  );

  beforeAll(async () => {
    t = await startTestApp({ AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it('declares the session cookie and the API key schemes', () => {
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
  });

  it('declares security on every operation, from a scheme the document defines', () => {
    const schemes = Object.keys(document.components.securitySchemes);
    for (const { route, method, security } of operations) {
      expect({ route, method, declared: Array.isArray(security) }).toEqual({
        route,
        method,
        declared: true,
      });
      for (const requirement of security!) {
        for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
      }
    }
  });

  it('answers 401 UNAUTHENTICATED without a session exactly where the session is required', async () => {
    const mismatches: string[] = [];
    let guarded = 0;
    for (const { route, method, security, url } of operations) {
      const requiresSession =
        security!.length > 0 &&
        security!.every((requirement) => Object.keys(requirement).length > 0) &&
        security!.some((requirement) => 'session' in requirement);
      const res = await t.http[method as 'get' | 'post' | 'patch' | 'put' | 'delete'](url)
        .set('Content-Type', 'application/json')
        .send(method === 'get' || method === 'delete' ? undefined : '{}');
      const unauthenticated = res.status === 401 && res.body?.code === 'UNAUTHENTICATED';
      if (!res.headers['x-request-id']) mismatches.push(`${method} ${route}: no X-Request-Id`);
      if (requiresSession) guarded += 1;
      if (unauthenticated !== requiresSession) {
        mismatches.push(
          `${method.toUpperCase()} ${route}: declares ${JSON.stringify(security)}, answered ${res.status} ${res.body?.code}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
    expect(guarded).toBeGreaterThan(50);
  });

  it('lists on each error response only codes that can happen there', () => {
    // "Can happen": the code is raised in the source the operation reaches, the files its
    // controller imports (its services, guards, DTOs, ...), followed import by import (a port
    // leads to the adapters that implement it), with the shared layer every route passes
    // (common/ and the middleware). Which codes the server does send is checked by the
    // role matrix and the fuzzer (every code they meet must be listed).
    const index = withAdapters(indexSource());
    const shared = sharedFiles(index);
    const handlers = routeHandlers(t.app);
    const problems: string[] = [];
    let listed = 0;
    for (const { route, method, operation } of operations) {
      const found = handlers.get(operation.operationId as string);
      const controllerFile = found && index.classes.get(found.controller.name);
      if (!controllerFile) {
        problems.push(`${method} ${route}: no controller file for ${operation.operationId}`);
        continue;
      }
      const files = reachable(index, [controllerFile, ...shared]);
      const raised = new Set([...files].flatMap((file) => [...(index.raised.get(file) ?? [])]));
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        if (Number(status) < 400) continue;
        for (const code of listedCodes(response)) {
          listed += 1;
          if (!raised.has(code)) problems.push(`${method} ${route} ${status}: ${code}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(listed).toBeGreaterThan(1000);
  });

  it('gives every operation a one-line summary and a description', () => {
    const missing: string[] = [];
    for (const { route, method, operation } of operations) {
      const summary = operation.summary as string | undefined;
      const description = operation.description as string | undefined;
      if (!summary || /\n/.test(summary) || summary.length > 110) {
        missing.push(`${method} ${route}: summary ${JSON.stringify(summary)}`);
      }
      if (!description || description.trim() === summary) {
        missing.push(`${method} ${route}: no description`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares X-Request-Id on every response, Retry-After and RateLimit-* on every 429', () => {
    const problems: string[] = [];
    const headers = document.components.headers as Json;
    for (const name of ['X-Request-Id', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Reset']) {
      expect(headers[name]?.schema).toBeDefined();
    }
    for (const { route, method, operation, security } of operations) {
      const withKey = security!.some((requirement) => 'apiKey' in requirement);
      if (withKey && !operation.responses['429']) problems.push(`${method} ${route}: no 429`);
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        const declared = Object.keys(response.headers ?? {});
        const expected = [
          'X-Request-Id',
          ...(status === '429' ? ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining'] : []),
          ...(withKey ? ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] : []),
        ];
        for (const name of expected) {
          if (!declared.includes(name)) problems.push(`${method} ${route} ${status}: no ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares Set-Cookie where the session cookie is set or cleared, and sends it there', async () => {
    const cookieRoutes = operations
      .filter(({ operation }) => operation.responses['200']?.headers?.['Set-Cookie'])
      .map(({ method, route }) => `${method} ${route}`)
      .sort();
    expect(cookieRoutes).toEqual([
      'delete /api/auth/sessions',
      'post /api/account/delete',
      'post /api/auth/login',
      'post /api/auth/logout',
      'post /api/auth/phone/sign-in',
    ]);
    const logout = await t.http.post('/api/auth/logout').set('Content-Type', 'application/json');
    expect(logout.status).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^salone_session=;/);
  });
});
