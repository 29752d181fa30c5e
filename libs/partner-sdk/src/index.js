/**
 * The Salone partner API for Node 20+ (and any runtime with fetch and node:crypto): a client
 * with a method per operation an API key may call, generated from the contract; paging
 * helpers; webhook signature checks. Plain JavaScript: no build step, no dependencies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTRACT_VERSION, OPERATIONS } from './generated/operations.js';

export { CONTRACT_VERSION, OPERATIONS };

/** An answer that was not a success: its status and the error body's `code`, `message`, `details`. */
export class SaloneApiError extends Error {
  /**
   * @param {number} status
   * @param {{ code?: string; message?: string; details?: unknown[] } | null} body
   * @param {string | null} requestId
   */
  constructor(status, body, requestId) {
    super(`${status} ${body?.code ?? 'ERROR'}: ${body?.message ?? 'request failed'}`);
    this.name = 'SaloneApiError';
    this.status = status;
    this.code = body?.code ?? null;
    this.details = body?.details ?? [];
    this.body = body;
    this.requestId = requestId;
  }
}

/** A client of one organisation, with its API key. */
export class Salone {
  /**
   * @param {{ baseUrl: string; apiKey: string; organisationId?: number | string;
   *   version?: string; fetch?: typeof fetch; userAgent?: string }} options
   */
  constructor(options) {
    if (!options?.baseUrl) throw new TypeError('Salone: baseUrl is required');
    if (!options.apiKey) throw new TypeError('Salone: apiKey is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.organisationId =
      options.organisationId === undefined ? undefined : Number(options.organisationId);
    this.version = options.version ?? CONTRACT_VERSION;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.userAgent = options.userAgent ?? 'salone-partner-sdk/1.0';
    for (const operationId of Object.keys(OPERATIONS)) {
      Object.defineProperty(this, operationId, {
        value: (/** @type {any} */ params) => this.call(operationId, params),
        enumerable: false,
      });
    }
  }

  /**
   * Calls an operation by its operationId. `params` holds its path parameters by name (`orgId`
   * defaults to the client's organisation), `query`, `body` and, for writes, `idempotencyKey`.
   * @param {string} operationId
   * @param {Record<string, any>} [params]
   */
  async call(operationId, params = {}) {
    const operation = /** @type {Record<string, any>} */ (OPERATIONS)[operationId];
    if (!operation) throw new TypeError(`Salone: no operation ${operationId}`);
    const path = operation.path.replace(
      /\{(\w+)\}/g,
      (/** @type {string} */ _, /** @type {string} */ name) => {
        const value = name === 'orgId' ? (params.orgId ?? this.organisationId) : params[name];
        if (value === undefined || value === null) {
          throw new TypeError(`Salone: ${operationId} needs ${name}`);
        }
        return encodeURIComponent(String(value));
      },
    );
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params.query ?? {})) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
    }
    /** @type {Record<string, string>} */
    const headers = {
      Authorization: `Bearer ${this.apiKey}`,
      'Salone-Version': this.version,
      Accept: 'application/json',
      'User-Agent': this.userAgent,
    };
    if (operation.body) headers['Content-Type'] = 'application/json';
    if (params.idempotencyKey) headers['Idempotency-Key'] = String(params.idempotencyKey);
    const url = `${this.baseUrl}${path}${search.size > 0 ? `?${search}` : ''}`;
    const res = await this.fetch(url, {
      method: operation.method,
      headers,
      body: operation.body ? JSON.stringify(params.body ?? {}) : undefined,
    });
    const text = await res.text();
    if (!res.ok) {
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = { message: text };
      }
      throw new SaloneApiError(res.status, body, res.headers.get('x-request-id'));
    }
    if (operation.response === 'json') return text ? JSON.parse(text) : undefined;
    if (operation.response === 'text') return text;
    return undefined;
  }

  /**
   * Every item of a paged list (`{items, nextCursor}`), page after page, following
   * `nextCursor` until it is null.
   * @param {string} operationId
   * @param {Record<string, any>} [params]
   */
  async *paginate(operationId, params = {}) {
    for await (const page of this.pages(operationId, params)) yield* page.items;
  }

  /**
   * Every page of a paged list, in order.
   * @param {string} operationId
   * @param {Record<string, any>} [params]
   */
  async *pages(operationId, params = {}) {
    const operation = /** @type {Record<string, any>} */ (OPERATIONS)[operationId];
    if (!operation?.paged) throw new TypeError(`Salone: ${operationId} is not a paged list`);
    let cursor = params.query?.cursor;
    do {
      const page = await this.call(operationId, {
        ...params,
        query: { ...params.query, ...(cursor ? { cursor } : {}) },
      });
      yield page;
      cursor = page.nextCursor;
    } while (cursor);
  }
}

/** A webhook that did not verify: why, in `message`. */
export class WebhookVerificationError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/**
 * @param {Record<string, string | string[] | undefined> | Headers} headers
 * @param {string} name
 */
const header = (headers, name) => {
  if (typeof (/** @type {any} */ (headers).get) === 'function') {
    return /** @type {Headers} */ (headers).get(name) ?? undefined;
  }
  const record = /** @type {Record<string, string | string[] | undefined>} */ (headers);
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(',') : value;
};

/** @param {Buffer} a @param {Buffer} b */
const same = (a, b) => a.length === b.length && timingSafeEqual(a, b);

/**
 * Checks `Salone-Signature: t=<unix seconds>,v1=<hex>`: the HMAC-SHA256 of `"{t}.{raw body}"`,
 * keyed with the secret, and a `t` within `toleranceSeconds` of now.
 * @param {string} secret
 * @param {string | undefined} signature
 * @param {string | Buffer} rawBody
 * @param {{ toleranceSeconds?: number; now?: number }} [options]
 */
export function verifySaloneSignature(secret, signature, rawBody, options = {}) {
  const parts = Object.fromEntries(
    String(signature ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  const now = options.now ?? Date.now();
  if (Math.abs(now / 1000 - t) > (options.toleranceSeconds ?? 300)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return same(Buffer.from(parts.v1, 'hex'), expected);
}

/**
 * Checks the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`): the HMAC-SHA256 of `"{id}.{timestamp}.{raw body}"`, keyed with the bytes
 * the secret encodes after `whsec_` (base64 or base64url), and a timestamp within
 * `toleranceSeconds` of now.
 * @param {string} secret
 * @param {Record<string, string | string[] | undefined> | Headers} headers
 * @param {string | Buffer} rawBody
 * @param {{ toleranceSeconds?: number; now?: number }} [options]
 */
export function verifyStandardWebhook(secret, headers, rawBody, options = {}) {
  const id = header(headers, 'webhook-id');
  const timestamp = Number(header(headers, 'webhook-timestamp'));
  const signatures = header(headers, 'webhook-signature');
  if (!id || !Number.isInteger(timestamp) || !signatures) return false;
  const now = options.now ?? Date.now();
  if (Math.abs(now / 1000 - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const key = Buffer.from(
    secret
      .replace(/^whsec_/, '')
      .replace(/-/g, '+')
      .replace(/_/g, '/'),
    'base64',
  );
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest();
  return signatures
    .split(' ')
    .map((entry) => entry.split(','))
    .some(
      ([scheme, value]) => scheme === 'v1' && same(Buffer.from(value ?? '', 'base64'), expected),
    );
}

/**
 * Verifies a delivery and returns its event: by the Standard Webhooks headers when they are
 * there, else by `Salone-Signature`. Throws {@link WebhookVerificationError} otherwise. Give the
 * raw body, exactly as received (before any JSON parsing).
 * @param {{ secret: string; headers: Record<string, string | string[] | undefined> | Headers;
 *   rawBody: string | Buffer; toleranceSeconds?: number; now?: number }} delivery
 */
export function verifyWebhook({ secret, headers, rawBody, ...options }) {
  const standard = header(headers, 'webhook-signature') !== undefined;
  const ok = standard
    ? verifyStandardWebhook(secret, headers, rawBody, options)
    : verifySaloneSignature(secret, header(headers, 'salone-signature'), rawBody, options);
  if (!ok) {
    throw new WebhookVerificationError(
      standard
        ? 'webhook-signature does not match, or webhook-timestamp is too far from now'
        : 'Salone-Signature is missing, does not match, or its time is too far from now',
    );
  }
  return JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody);
}
