import { configureStore } from '@reduxjs/toolkit';
import { saloneApi, isApiError, errorText, readRetrySettings } from '../index';
import { bookingsApi } from '../bookings';
import { catalogueApi } from '../catalogue';
import { plannerApi } from '../planner';
import { signInApi } from '../sign-in';

function makeStore() {
  return configureStore({
    reducer: { [saloneApi.reducerPath]: saloneApi.reducer },
    middleware: (getDefault) => getDefault().concat(saloneApi.middleware),
  });
}

const calls: Array<{ method: string; url: string; credentials: RequestCredentials }> = [];

function answer(status: number, body: string, contentType = 'application/json') {
  window.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ method: request.method, url: request.url, credentials: request.credentials });
    return new Response(body, { status, headers: { 'content-type': contentType } });
  };
}

beforeEach(() => {
  calls.length = 0;
  // Failed reads are retried (retry-policy.test.ts); here they fail without waiting.
  readRetrySettings.baseDelayMs = 0;
});

describe('api client', () => {
  it('sends credentials with every call', async () => {
    answer(200, '[]');
    const store = makeStore();
    await store.dispatch(catalogueApi.endpoints.listHotels.initiate({ search: 'Lumley' }));
    expect(calls).toEqual([
      { method: 'GET', url: 'http://localhost/api/hotels?search=Lumley', credentials: 'include' },
    ]);
  });

  it('where the browser can give it a task of its own, a request is sent from that task', async () => {
    answer(200, '[]');
    let nextTask!: () => void;
    const scheduler = {
      yield: jest.fn(() => new Promise<void>((resolve) => (nextTask = resolve))),
    };
    Object.assign(globalThis, { scheduler });
    try {
      const store = makeStore();
      const read = store.dispatch(catalogueApi.endpoints.listHotels.initiate({ search: 'Lumley' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(scheduler.yield).toHaveBeenCalledTimes(1);
      expect(calls).toEqual([]);
      nextTask();
      await read;
      expect(calls.map((call) => call.url)).toEqual(['http://localhost/api/hotels?search=Lumley']);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });

  it('encodes query values once (a search with spaces reaches the server as typed)', async () => {
    answer(200, '[]');
    const store = makeStore();
    await store.dispatch(
      catalogueApi.endpoints.listHotels.initiate({ search: 'Lumley Beach & Co' }),
    );
    expect(new URL(calls[0].url).searchParams.get('search')).toBe('Lumley Beach & Co');
  });

  it("turns a non-ok answer into '<status>: <body>' and keeps the server's message", async () => {
    const body = JSON.stringify({
      statusCode: 404,
      error: 'Not Found',
      message: 'Hotel not found',
    });
    answer(404, body);
    const store = makeStore();
    const result = await store.dispatch(catalogueApi.endpoints.getHotel.initiate({ id: 99 }));
    expect(isApiError(result.error)).toBe(true);
    expect(result.error).toMatchObject({
      status: 404,
      message: `404: ${body}`,
      serverMessage: 'Hotel not found',
    });
    expect(errorText(result.error, 'fallback')).toBe('Hotel not found');
  });

  it('keeps a non-JSON error body as text and falls back when it has no message', async () => {
    answer(502, 'Bad gateway', 'text/plain');
    const store = makeStore();
    const result = await store.dispatch(catalogueApi.endpoints.listEvents.initiate({}));
    expect(result.error).toMatchObject({ status: 502, message: '502: Bad gateway' });
    expect(errorText(result.error, 'Unable to Load Events')).toBe('Unable to Load Events');
  });

  it('reports an unreachable server as status 0 and the network fallback text', async () => {
    window.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const store = makeStore();
    const result = await store.dispatch(saloneApi.endpoints.getCurrentUser.initiate());
    expect(result.error).toMatchObject({ status: 0 });
    expect(errorText(result.error, 'x', 'Unable to connect to server')).toBe(
      'Unable to connect to server',
    );
  });

  it('does not retry a failed call', async () => {
    answer(500, JSON.stringify({ statusCode: 500, error: 'x', message: 'Something went wrong' }));
    const store = makeStore();
    await store.dispatch(catalogueApi.endpoints.listTours.initiate({}));
    expect(calls).toHaveLength(1);
  });

  it('refetches the current user and the bookings after login (cache tags)', async () => {
    const user = {
      id: 'u',
      firstName: 'A',
      lastName: 'K',
      email: 'a@k.sl',
      createdAt: '2026-01-01T00:00:00Z',
    };
    window.fetch = async (input: RequestInfo | URL) => {
      const request = input as Request;
      calls.push({ method: request.method, url: request.url, credentials: request.credentials });
      const body = request.url.endsWith('/api/bookings/user')
        ? { items: [], nextCursor: null }
        : user;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const store = makeStore();
    const current = store.dispatch(saloneApi.endpoints.getCurrentUser.initiate());
    const bookings = store.dispatch(bookingsApi.endpoints.listUserBookings.initiate({}));
    await Promise.all([current, bookings]);
    calls.length = 0;
    await store.dispatch(
      signInApi.endpoints.login.initiate({ loginDto: { email: 'a@k.sl', password: 'secret1' } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`).sort()).toEqual([
      'GET /api/auth/user',
      'GET /api/bookings/user',
      'POST /api/auth/login',
    ]);
    current.unsubscribe();
    bookings.unsubscribe();
  });

  it('signs out without asking for the session or the account again (no 401s)', async () => {
    const user = {
      id: 'u',
      firstName: 'A',
      lastName: 'K',
      email: 'a@k.sl',
      createdAt: '2026-01-01T00:00:00Z',
    };
    let signedIn = true;
    window.fetch = async (input: RequestInfo | URL) => {
      const request = input as Request;
      calls.push({ method: request.method, url: request.url, credentials: request.credentials });
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/logout') signedIn = false;
      const [status, body] =
        path === '/api/auth/logout'
          ? [200, { success: true, message: 'Logged out' }]
          : path === '/api/auth/session'
            ? [200, { authenticated: signedIn, user: signedIn ? user : null }]
            : signedIn
              ? [200, []]
              : [401, { statusCode: 401, error: 'Unauthorized', message: 'Please sign in' }];
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    };
    const store = makeStore();
    const session = store.dispatch(saloneApi.endpoints.getSession.initiate());
    const bookings = store.dispatch(bookingsApi.endpoints.listUserBookings.initiate({}));
    const plans = store.dispatch(plannerApi.endpoints.listItineraries.initiate());
    await Promise.all([session, bookings, plans]);
    calls.length = 0;

    await store.dispatch(saloneApi.endpoints.logout.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/auth/logout',
    ]);
    expect(saloneApi.endpoints.getSession.select()(store.getState()).data).toEqual({
      authenticated: false,
      user: null,
      roles: [],
    });
    session.unsubscribe();
    bookings.unsubscribe();
    plans.unsubscribe();
  });
});
