import { configureStore } from '@reduxjs/toolkit';
import {
  isIdempotentRead,
  MAX_READ_RETRIES,
  readBackoffDelay,
  readRetrySettings,
  saloneApi,
  setupListeners,
  shouldRetryRead,
} from '../index';
import { catalogueApi } from '../catalogue';

function makeStore() {
  return configureStore({
    reducer: { [saloneApi.reducerPath]: saloneApi.reducer },
    middleware: (getDefault) => getDefault().concat(saloneApi.middleware),
  });
}

const calls: string[] = [];

/** Answers the calls in turn from `answers` (a status, or 0 for a dropped connection). */
function answerInTurn(...answers: number[]) {
  window.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    const status = answers.length > 1 ? answers.shift()! : answers[0];
    if (status === 0) throw new TypeError('Failed to fetch');
    const body = status === 200 ? '[]' : JSON.stringify({ statusCode: status, message: 'x' });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
}

beforeEach(() => {
  calls.length = 0;
  readRetrySettings.baseDelayMs = 0;
});

afterAll(() => {
  readRetrySettings.baseDelayMs = 500;
});

describe('retry policy', () => {
  it('retries reads only', () => {
    expect(isIdempotentRead('/api/hotels')).toBe(true);
    expect(isIdempotentRead({ url: '/api/hotels' })).toBe(true);
    expect(isIdempotentRead({ url: '/api/hotels', method: 'get' })).toBe(true);
    expect(isIdempotentRead({ url: '/api/bookings', method: 'POST' })).toBe(false);
    expect(isIdempotentRead({ url: '/api/bookings/1', method: 'PATCH' })).toBe(false);
    expect(isIdempotentRead({ url: '/api/bookings/1', method: 'DELETE' })).toBe(false);
  });

  it('retries a dropped connection and a briefly unavailable server, not an answer', () => {
    const read = '/api/hotels';
    for (const status of [0, 408, 429, 502, 503, 504]) {
      expect(shouldRetryRead({ status, message: '' }, read, 1)).toBe(true);
    }
    for (const status of [400, 401, 403, 404, 409, 500]) {
      expect(shouldRetryRead({ status, message: '' }, read, 1)).toBe(false);
    }
    expect(shouldRetryRead({ status: 0, message: '' }, read, MAX_READ_RETRIES)).toBe(true);
    expect(shouldRetryRead({ status: 0, message: '' }, read, MAX_READ_RETRIES + 1)).toBe(false);
    expect(shouldRetryRead({ status: 0, message: '' }, { url: '/x', method: 'POST' }, 1)).toBe(
      false,
    );
  });

  it('backs off exponentially with bounded jitter', () => {
    readRetrySettings.baseDelayMs = 500;
    expect([1, 2, 3, 4].map((attempt) => readBackoffDelay(attempt, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect(readBackoffDelay(1, () => 1)).toBe(650);
    expect(readBackoffDelay(10, () => 0)).toBe(8000);
  });

  it('a read that meets a dropped connection is tried again and succeeds', async () => {
    answerInTurn(0, 503, 200);
    const result = await makeStore().dispatch(catalogueApi.endpoints.listHotels.initiate({}));
    expect(result.data).toEqual([]);
    expect(calls).toEqual(['GET /api/hotels', 'GET /api/hotels', 'GET /api/hotels']);
  });

  it('gives up after three retries and reports the failure', async () => {
    answerInTurn(0);
    const result = await makeStore().dispatch(catalogueApi.endpoints.listHotels.initiate({}));
    expect(result.error).toMatchObject({ status: 0 });
    expect(calls).toHaveLength(1 + MAX_READ_RETRIES);
  });

  it('waits between tries (real timing)', async () => {
    readRetrySettings.baseDelayMs = 200;
    answerInTurn(0, 200);
    const started = Date.now();
    await makeStore().dispatch(catalogueApi.endpoints.listHotels.initiate({}));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(calls).toHaveLength(2);
  });

  it('never repeats a write whose answer was lost', async () => {
    answerInTurn(0);
    const store = makeStore();
    const result = await store.dispatch(saloneApi.endpoints.logout.initiate());
    expect(result).toHaveProperty('error');
    expect(calls).toEqual(['POST /api/auth/logout']);
  });

  it('fetches the queries on screen again when the connection returns', async () => {
    answerInTurn(200);
    const store = makeStore();
    const unsubscribe = setupListeners(store.dispatch);
    const subscription = store.dispatch(catalogueApi.endpoints.listHotels.initiate({}));
    await subscription;
    expect(calls).toHaveLength(1);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['GET /api/hotels', 'GET /api/hotels']);
    subscription.unsubscribe();
    unsubscribe();
  });
});
