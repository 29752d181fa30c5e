import { configureStore } from '@reduxjs/toolkit';
import { readRetrySettings, saloneApi } from '../index';

/**
 * The api's areas (docs/decisions/api-endpoints-in-areas.md): the main entry defines the session's
 * endpoints only; an area's endpoints exist once its entry is loaded, in the same slice, and a
 * write of one area still makes the answers of another stale.
 */
function makeStore() {
  return configureStore({
    reducer: { [saloneApi.reducerPath]: saloneApi.reducer },
    middleware: (getDefault) => getDefault().concat(saloneApi.middleware),
  });
}

const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  readRetrySettings.baseDelayMs = 0;
  window.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    requests.push(`${request.method} ${path}`);
    const body =
      request.method === 'POST'
        ? { id: 'b1', serviceType: 'hotel', serviceId: 7 }
        : path === '/api/hotels/7'
          ? { id: 7, name: 'Lumley' }
          : [];
    return new Response(JSON.stringify(body), {
      status: request.method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
});

describe('the api by area', () => {
  it('the main entry defines the session, the home page, the contact page and the leone rate only', () => {
    expect(Object.keys(saloneApi.endpoints).sort()).toEqual([
      'getContactChannels',
      'getCurrentUser',
      'getExchangeRate',
      'getSession',
      'listServiceContent',
      'logout',
      'sendContactMessage',
    ]);
  });

  it('an area joins the one slice when its entry is loaded, and a booking refreshes a hotel', async () => {
    const { catalogueApi } = await import('../catalogue');
    const { bookingsApi } = await import('../bookings');
    expect(catalogueApi).toBe(saloneApi);
    expect(Object.keys(saloneApi.endpoints)).toEqual(
      expect.arrayContaining(['getHotel', 'listHotels', 'createBooking', 'listAllUserBookings']),
    );
    expect(Object.keys(saloneApi.endpoints)).not.toContain('generateItinerary');

    const store = makeStore();
    const hotel = store.dispatch(catalogueApi.endpoints.getHotel.initiate({ id: 7 }));
    await hotel;
    await store.dispatch(
      bookingsApi.endpoints.createBooking.initiate({
        body: { serviceType: 'hotel', serviceId: 7 } as Parameters<
          typeof bookingsApi.endpoints.createBooking.initiate
        >[0]['body'],
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((r) => r === 'GET /api/hotels/7')).toHaveLength(2);
    hotel.unsubscribe();
  });
});
