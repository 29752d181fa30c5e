import type { Operations, WebhookEvent } from './generated/contract.js';

export type * from './generated/contract.js';
export declare const CONTRACT_VERSION: string;
export declare const OPERATIONS: Record<
  keyof Operations,
  {
    method: string;
    path: string;
    pathParams: string[];
    query: string[];
    body: boolean;
    response: 'json' | 'text' | 'none';
    paged: boolean;
  }
>;

type Op = keyof Operations;
type Query<K extends Op> = [Operations[K]['query']] extends [never]
  ? { query?: never }
  : { query?: Operations[K]['query'] };
type Body<K extends Op> = [Operations[K]['body']] extends [never]
  ? { body?: never }
  : { body: Operations[K]['body'] };
/** What a call takes: path parameters by name, `query`, `body`, and `idempotencyKey` for writes. */
export type Params<K extends Op> = Operations[K]['path'] &
  Query<K> &
  Body<K> & { idempotencyKey?: string };
export type Response<K extends Op> = Operations[K]['response'];
/** The operations whose answer is a page `{items, nextCursor}`. */
export type PagedOperation = {
  [K in Op]: Response<K> extends { items: unknown[]; nextCursor: string | null } ? K : never;
}[Op];
export type Item<K extends PagedOperation> =
  Response<K> extends { items: Array<infer T> } ? T : never;

export interface SaloneOptions {
  /** The app, e.g. `https://salone.sl` (paths start with /api). */
  baseUrl: string;
  /** The organisation's API key, `sk_live_…`. */
  apiKey: string;
  /** Your organisation: the default `orgId` of every call. */
  organisationId?: number | string;
  /** `Salone-Version` sent with every request; the contract's version by default. */
  version?: string;
  fetch?: typeof fetch;
  userAgent?: string;
}

export declare class SaloneApiError extends Error {
  readonly status: number;
  /** The error body's `code` (the contract's `ErrorCode`). */
  readonly code: string | null;
  readonly details: unknown[];
  readonly body: unknown;
  /** `X-Request-Id`: quote it when asking for help. */
  readonly requestId: string | null;
}

type Methods = {
  [K in Op]: Partial<Params<K>> extends Params<K>
    ? (params?: Params<K>) => Promise<Response<K>>
    : (params: Params<K>) => Promise<Response<K>>;
};

declare class SaloneClient {
  readonly baseUrl: string;
  readonly organisationId: number | undefined;
  readonly version: string;
  call<K extends Op>(operationId: K, params?: Params<K>): Promise<Response<K>>;
  /** Every item of a paged list, following `nextCursor` to the end. */
  paginate<K extends PagedOperation>(operationId: K, params?: Params<K>): AsyncGenerator<Item<K>>;
  /** Every page of a paged list. */
  pages<K extends PagedOperation>(operationId: K, params?: Params<K>): AsyncGenerator<Response<K>>;
}
/** A client of one organisation: a method per operation (`salone.listOperatorBookings(...)`). */
export type Salone = SaloneClient & Methods;
export declare const Salone: new (options: SaloneOptions) => Salone;

type HeaderBag = Record<string, string | string[] | undefined> | Headers;

export declare class WebhookVerificationError extends Error {}

export declare function verifySaloneSignature(
  secret: string,
  signature: string | undefined,
  rawBody: string | Buffer,
  options?: { toleranceSeconds?: number; now?: number },
): boolean;

export declare function verifyStandardWebhook(
  secret: string,
  headers: HeaderBag,
  rawBody: string | Buffer,
  options?: { toleranceSeconds?: number; now?: number },
): boolean;

/** Verifies a delivery (Standard Webhooks headers, else Salone-Signature) and returns its event. */
export declare function verifyWebhook(delivery: {
  secret: string;
  headers: HeaderBag;
  rawBody: string | Buffer;
  toleranceSeconds?: number;
  now?: number;
}): WebhookEvent;
