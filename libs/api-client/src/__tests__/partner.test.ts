import { configureStore } from '@reduxjs/toolkit';
import { saloneApi } from '../index';
import { partnerApi } from '../partner';

/** The store the shell runs: one api slice, whatever the remotes inject into it. */
function makeStore() {
  return configureStore({
    reducer: { [saloneApi.reducerPath]: saloneApi.reducer },
    middleware: (getDefault) => getDefault().concat(saloneApi.middleware),
  });
}

const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  window.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const body = request.method === 'GET' ? { items: [], nextCursor: null } : { id: 'b1' };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
});

describe('@salone/api-client/partner', () => {
  it('adds the operator endpoints to the traveller api slice, not to a second one', () => {
    expect(partnerApi.reducerPath).toBe(saloneApi.reducerPath);
    expect(Object.keys(saloneApi.endpoints)).toEqual(
      expect.arrayContaining(['listOperatorBookings', 'approveOrganisation', 'applyAsOperator']),
    );
  });

  it('a check-in makes the inbox ask again, through the one store', async () => {
    const store = makeStore();
    const args = { orgId: 1 } as Parameters<
      typeof partnerApi.endpoints.listOperatorBookings.initiate
    >[0];
    const inbox = store.dispatch(partnerApi.endpoints.listOperatorBookings.initiate(args));
    await inbox;
    await store.dispatch(
      partnerApi.endpoints.checkInOperatorBooking.initiate({
        orgId: 1,
        checkInDto: { reference: 'SL-TEST01' },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((r) => r === 'GET /api/partner/organisations/1/bookings')).toHaveLength(
      2,
    );
    inbox.unsubscribe();
  });

  it('a closure, a cancellation or a room changed makes the calendar ask again', async () => {
    const store = makeStore();
    const calendar = store.dispatch(
      partnerApi.endpoints.getPartnerHotelAvailability.initiate({ orgId: 1, id: 3 }),
    );
    await calendar;
    const reads = () =>
      requests.filter((r) => r === 'GET /api/partner/organisations/1/hotels/3/availability').length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    await store.dispatch(
      partnerApi.endpoints.createClosure.initiate({
        orgId: 1,
        createClosureDto: {
          serviceType: 'hotel',
          serviceId: 3,
          roomId: 5,
          startDate: '2031-03-01',
          endDate: '2031-03-02',
          reason: 'Painting',
        },
      }),
    );
    await settle();
    expect(reads()).toBe(2);
    await store.dispatch(
      partnerApi.endpoints.cancelOperatorBooking.initiate({
        orgId: 1,
        bookingId: 'b1',
        operatorCancelDto: { reason: 'The room is flooded.' },
      }),
    );
    await settle();
    expect(reads()).toBe(3);
    await store.dispatch(
      partnerApi.endpoints.updateRoom.initiate({
        orgId: 1,
        id: 3,
        roomId: 5,
        updateRoomDto: { units: 3 },
      } as Parameters<typeof partnerApi.endpoints.updateRoom.initiate>[0]),
    );
    await settle();
    expect(reads()).toBe(4);
    calendar.unsubscribe();
  });
});
