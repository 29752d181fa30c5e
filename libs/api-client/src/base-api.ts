import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  retry,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { shouldRetryRead, waitBeforeRetry } from './retry-policy';

/**
 * What a failed call becomes. `message` is the status code, a colon, then the body as the
 * server sent it (docs/product.md, errors); `serverMessage` is the `message` field of the standard error
 * body when there is one, which is what the screens show.
 */
export interface ApiError {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  message: string;
  serverMessage?: string;
  /** The parsed error body, when it was JSON. */
  data?: unknown;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  // A non-JSON body (an HTML error page from a proxy, say) is kept as text.
  responseHandler: 'content-type',
});

/**
 * What a store may be given besides its state: a store made on the server to render a page
 * (`createSaloneStore(undefined, { apiOrigin })`) calls the API at that origin, since a
 * server has no page origin that relative URLs would resolve against.
 */
export interface SaloneStoreExtra {
  apiOrigin?: string;
}

function onOrigin(args: string | FetchArgs, origin: string | undefined): string | FetchArgs {
  if (!origin) return args;
  if (typeof args === 'string') return origin + args;
  return { ...args, url: origin + args.url };
}

/**
 * Where the browser can (`scheduler.yield`), a request is sent from a task of its own. Queries
 * start in the effects React runs after a render, many at once when a page is taken over, and
 * a page's first `fetch` costs the browser several milliseconds to set up: sent in the same
 * task, they made it a long one (docs/decisions/requests-sent-from-own-task.md). Elsewhere (Node,
 * the tests' DOM) it is sent at once.
 */
function taskOfItsOwn(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const origin = (api.extra as SaloneStoreExtra | undefined)?.apiOrigin;
  const ownTask = taskOfItsOwn();
  if (ownTask) await ownTask;
  const result = await rawBaseQuery(onOrigin(args, origin), api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  return { error: toApiError(result.error), meta: result.meta };
};

function toApiError(error: { status: unknown; data?: unknown; error?: string }): ApiError {
  const httpStatus = typeof error.status === 'number' ? error.status : undefined;
  if (httpStatus === undefined && error.status !== 'PARSING_ERROR') {
    return { status: 0, message: `0: ${error.error ?? 'Network error'}` };
  }
  const originalStatus = (error as unknown as { originalStatus?: unknown }).originalStatus;
  const status = httpStatus ?? (typeof originalStatus === 'number' ? originalStatus : 0);
  const data = error.data;
  const body = typeof data === 'string' ? data : JSON.stringify(data ?? '');
  const serverMessage =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : undefined;
  return { status, message: `${status}: ${body}`, serverMessage, data };
}

/**
 * The base query of the api slice: a read (GET) that meets no answer or a briefly unavailable
 * server is tried again with backoff (./retry-policy.ts); a write is sent once, never repeated.
 */
export const retryingBaseQuery = retry(apiBaseQuery, {
  retryCondition: (error, args, { attempt }) =>
    shouldRetryRead(error as ApiError, args as string | FetchArgs, attempt),
  backoff: waitBeforeRetry,
});

/** True where there is no browser: the page is being rendered on the server. */
export const renderingOnServer = typeof window === 'undefined';

/**
 * On the server a page is rendered without effects, so the query hooks start their requests
 * while rendering there (RTK Query's option for server rendering); the page is rendered again
 * once the answers are in (docs/decisions/rendered-page-data-carried-as-json.md). In the browser,
 * as usual, from effects.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: renderingOnServer }),
);

/**
 * Cache tags: what each call provides and which writes make it stale. Declared here, on the one
 * slice, because a write of one area makes another area's answers stale (a booking changes the
 * booked hotel's availability), whichever of them a page has loaded.
 */
export const TAG_TYPES = [
  'User',
  'Booking',
  'Hotel',
  'Event',
  'Car',
  'Tour',
  'Property',
  'Content',
  'Itinerary',
  'AccountSession',
  'Review',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one api slice for the one backend. Endpoints are injected by the generated files, one per
 * area (docs/decisions/api-endpoints-in-areas.md): the session's with this entry, the others with
 * their own entry. When the browser comes back online, the queries on screen are fetched again (the
 * shell calls `setupListeners`).
 */
export const baseApi = createApi({
  reducerPath: 'saloneApi',
  baseQuery: retryingBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  refetchOnFocus: false,
  refetchOnReconnect: true,
});
