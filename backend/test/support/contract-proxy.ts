/**
 * A validating proxy, in the test process: every request a test sends goes through it to the
 * app, and every answer is checked against docs/openapi.json (the operation exists, the status
 * is documented, a JSON body matches its schema). The test asserts the violations are none.
 */
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { REPOSITORY_ROOT } from '../../src/common/paths.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ContractViolation {
  request: string;
  status: number;
  problem: string;
}

/**
 * OpenAPI 3.0.3's `nullable` as JSON Schema: it adds null to the `type` beside it, and to
 * nothing else (an `allOf` or `enum` beside it still refuses null, as a strict client does).
 */
export function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const { nullable, example: _example, ...rest } = value as Json;
  const converted: Json = Object.fromEntries(
    Object.entries(rest).map(([key, inner]) => [
      key,
      key === 'properties'
        ? Object.fromEntries(Object.entries(inner as Json).map(([k, v]) => [k, toJsonSchema(v)]))
        : toJsonSchema(inner),
    ]),
  );
  if (nullable !== true || typeof converted.type !== 'string') return converted;
  return { ...converted, type: [converted.type, 'null'] };
}

interface Route {
  template: string;
  pattern: RegExp;
  statics: number;
  operations: Json;
}

/** Response headers the contract declares wherever the server sends them. */
const DOCUMENTED_HEADERS = [
  'x-request-id',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'set-cookie',
];

/** An error code an answer carried: the operation, its status and the code. */
export interface SeenErrorCode {
  operation: string;
  status: number;
  code: string;
  /** The first request that got it. */
  request: string;
}

export class ContractChecker {
  readonly violations: ContractViolation[] = [];
  /** Every (operation, status, code) an error answer carried, by `METHOD template status code`. */
  readonly errorCodes = new Map<string, SeenErrorCode>();
  responses = 0;
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly routes: Route[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: Json = loadContract()) {
    addFormats.default(this.ajv);
    this.ajv.addSchema(
      { components: { schemas: toJsonSchema(document.components?.schemas ?? {}) } },
      'contract',
    );
    this.routes = Object.entries<Json>(document.paths).map(([template, operations]) => ({
      template,
      operations,
      statics: template.split('/').filter((part) => part && !part.startsWith('{')).length,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }

  /** Notes the code of an error answer to an operation of the contract. */
  private recordCode(
    method: string,
    url: string,
    template: string,
    status: number,
    contentType: string,
    body: Buffer,
  ): void {
    if (status < 400 || !contentType.includes('application/json')) return;
    let code: unknown;
    try {
      code = (JSON.parse(body.toString('utf8')) as Json)?.code;
    } catch {
      return;
    }
    if (typeof code !== 'string') return;
    const operation = `${method.toUpperCase()} ${template}`;
    const key = `${operation} ${status} ${code}`;
    if (!this.errorCodes.has(key)) {
      this.errorCodes.set(key, { operation, status, code, request: `${method} ${url}` });
    }
  }

  /** The route of the contract a request's path names (the most literal one), if any. */
  templateOf(url: string): string | undefined {
    const pathname = url.split('?')[0];
    return this.routes
      .filter((candidate) => candidate.pattern.test(pathname))
      .sort((a, b) => b.statics - a.statics)[0]?.template;
  }

  /** Notes the error code of an answer, without checking the answer (requests sent around the proxy). */
  observe(method: string, url: string, status: number, contentType: string, body: Buffer): void {
    const template = this.templateOf(url);
    if (
      !template ||
      !this.routes.find((r) => r.template === template)?.operations[method.toLowerCase()]
    )
      return;
    this.recordCode(method, url, template, status, contentType, body);
  }

  check(
    method: string,
    url: string,
    status: number,
    contentType: string,
    body: Buffer,
    headers: http.IncomingHttpHeaders = {},
  ): void {
    this.responses += 1;
    const request = `${method} ${url}`;
    const fail = (problem: string) => this.violations.push({ request, status, problem });
    const pathname = url.split('?')[0];
    const route = this.routes
      .filter((candidate) => candidate.pattern.test(pathname))
      .sort((a, b) => b.statics - a.statics)[0];
    const operation = route?.operations[method.toLowerCase()];
    if (!route || !operation) {
      if (status !== 404 && status !== 405) fail('no such operation in the contract');
      return;
    }
    this.recordCode(method, url, route.template, status, contentType, body);
    const responses: Json = operation.responses;
    const response =
      responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!response) {
      fail(`status ${status} is not documented for ${method} ${route.template}`);
      return;
    }
    // The headers the contract documents must be declared where they are sent.
    const declared = new Set(Object.keys(response.headers ?? {}).map((name) => name.toLowerCase()));
    for (const name of DOCUMENTED_HEADERS) {
      if (headers[name] !== undefined && !declared.has(name)) {
        fail(`header ${name} is sent but not declared for ${method} ${route.template} ${status}`);
      }
    }
    if (!contentType.includes('application/json') || body.length === 0) return;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) {
      fail(`a JSON body where ${method} ${route.template} ${status} documents none`);
      return;
    }
    const key = `${method} ${route.template} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      const rewritten = JSON.parse(
        JSON.stringify(toJsonSchema(schema)).replaceAll(
          '"#/components/schemas/',
          '"contract#/components/schemas/',
        ),
      );
      validate = this.ajv.compile(rewritten);
      this.compiled.set(key, validate);
    }
    if (!validate(JSON.parse(body.toString('utf8')))) {
      const [first] = validate.errors ?? [];
      fail(`${first?.instancePath || '(body)'} ${first?.message ?? 'does not match'} (${key})`);
    }
  }
}

/**
 * The error codes seen that the contract does not list on the operation's response for that
 * status (its `code` enum), as `METHOD template status CODE (first request)`.
 */
export function unlistedErrorCodes(
  seen: Iterable<SeenErrorCode>,
  document: Json = loadContract(),
): string[] {
  const unlisted: string[] = [];
  for (const { operation, status, code, request } of seen) {
    const [method, template] = operation.split(' ');
    const responses: Json = document.paths[template]?.[method.toLowerCase()]?.responses ?? {};
    const listed = listedCodes(responses[String(status)]);
    if (!listed.includes(code)) unlisted.push(`${operation} ${status} ${code} (${request})`);
  }
  return unlisted.sort();
}

/** The codes a documented error response lists (its `code` enum and its examples). */
export function listedCodes(response: Json | undefined): string[] {
  const media = response?.content?.['application/json'];
  const schema = media?.schema as Json | undefined;
  const fromEnum: string[] =
    (schema?.allOf as Json[] | undefined)?.find((part) => part.properties?.code?.enum)?.properties
      .code.enum ?? [];
  return [...new Set([...fromEnum, ...Object.keys(media?.examples ?? {})])];
}

export const loadContract = (): Json =>
  JSON.parse(fs.readFileSync(path.join(REPOSITORY_ROOT, 'docs', 'openapi.json'), 'utf8'));

/** Starts the proxy in front of `target` (the app's HTTP server); answers its base URL. */
export async function startContractProxy(
  target: http.Server,
  checker = new ContractChecker(),
): Promise<{ url: string; checker: ContractChecker; close(): Promise<void> }> {
  if (!target.listening)
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const upstream = target.address() as AddressInfo;
  const proxy = http.createServer((incoming, outgoing) => {
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        // Uncompressed, so the proxy reads what the app wrote.
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          checker.check(
            incoming.method ?? 'GET',
            incoming.url ?? '/',
            answer.statusCode ?? 0,
            String(answer.headers['content-type'] ?? ''),
            body,
            answer.headers,
          );
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(body);
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    checker,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}
