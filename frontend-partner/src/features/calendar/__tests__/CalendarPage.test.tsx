import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import type { ClosureDto, RoomNightDto } from '@salone/api-client/partner';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { aBooking, anOrganisation } from '../../../test/fixtures';
import { remainders } from '../CalendarPage';

afterEach(() => act(() => resetToasts()));

// A month far enough ahead that every day of it can still be closed.
const MONTH = '2031-03';
const BASE = '/api/partner/organisations/7';
const AVAILABILITY = `${BASE}/hotels/3/availability?from=2031-03-01&to=2031-04-01`;

const LISTINGS = {
  items: [
    {
      id: 3,
      kind: 'hotel',
      name: 'Kroo Bay Guesthouse',
      status: 'published',
      moderationReason: null,
      organisationId: 7,
      organisationName: 'Kroo Bay Guesthouses',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 9,
      kind: 'event',
      name: 'Freetown Music Festival',
      status: 'archived',
      moderationReason: null,
      organisationId: 7,
      organisationName: 'Kroo Bay Guesthouses',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  nextCursor: null,
};

function nights(overrides: Record<string, Partial<RoomNightDto>> = {}): RoomNightDto[] {
  return Array.from({ length: 31 }, (_, index) => {
    const date = `${MONTH}-${String(index + 1).padStart(2, '0')}`;
    const weekend = [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    return {
      date,
      units: 3,
      booked: 0,
      closed: 0,
      vacant: 3,
      price: 85,
      weekend,
      minNights: 1,
      closedToArrival: false,
      ...overrides[date],
    };
  });
}

const HOTEL = {
  hotelId: 3,
  from: '2031-03-01',
  to: '2031-04-01',
  rooms: [
    {
      roomId: 5,
      roomType: 'Garden Room',
      units: 3,
      availableForDates: false,
      nights: nights({
        '2031-03-05': { booked: 1, vacant: 2 },
        '2031-03-10': { booked: 3, vacant: 0 },
        '2031-03-12': { closed: 3, vacant: 0 },
      }),
    },
  ],
};

const MONTH_BOOKINGS = {
  items: [
    aBooking({
      id: 'b1',
      reference: 'SL-7K3Q9D',
      startDate: '2031-03-04T00:00:00.000Z',
      endDate: '2031-03-06T00:00:00.000Z',
    }),
    aBooking({
      id: 'b2',
      reference: 'SL-4HELD2',
      customerName: 'Mohamed Sesay',
      stage: 'pending_payment',
      status: 'pending_payment',
      paid: false,
      startDate: '2031-03-05T00:00:00.000Z',
      endDate: '2031-03-07T00:00:00.000Z',
    }),
    aBooking({
      id: 'b3',
      reference: 'SL-GONE11',
      stage: 'expired',
      status: 'expired',
      startDate: '2031-03-05T00:00:00.000Z',
      endDate: '2031-03-06T00:00:00.000Z',
    }),
  ],
  nextCursor: null,
};

function aClosure(overrides: Partial<ClosureDto> = {}): ClosureDto {
  return {
    id: 'c1',
    serviceType: 'hotel',
    serviceId: 3,
    roomId: 5,
    units: null,
    startDate: '2031-03-12',
    endDate: '2031-03-12',
    reason: 'Painting',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function operatorApi(routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /api/auth/session': signedIn(undefined, ['operator']),
    'GET /api/partner/organisations': reply('listMyOrganisations', [
      anOrganisation({ status: 'approved' }),
    ]),
    [`GET ${BASE}/listings`]: { status: 200, body: LISTINGS },
    [`GET ${AVAILABILITY}`]: { status: 200, body: HOTEL },
    [`GET ${BASE}/bookings`]: { status: 200, body: MONTH_BOOKINGS },
    [`GET ${BASE}/closures`]: { status: 200, body: [aClosure()] },
    [`GET ${BASE}/hotels/3/rates`]: { status: 200, body: [] },
    ...routes,
  });
}

function renderAt(route = `/partner/calendar?listing=hotel:3&month=${MONTH}`) {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, { route, path: '/partner/*' });
  return { user };
}

/** The grid's cell of a day of March 2031, by the words it reads out. */
const day = (date: number) =>
  screen.getByRole('gridcell', { name: new RegExp(`^\\w{3} ${date} Mar 2031:`) });

const selectedDays = () =>
  screen.getAllByRole('gridcell', { selected: true }).map((cell) => cell.getAttribute('data-day'));

describe('the availability calendar', () => {
  it('shows each night’s units left, and what is booked, held or closed', async () => {
    operatorApi();
    const { user } = renderAt();
    await screen.findByRole('grid', { name: 'March 2031, day by day' });
    expect(screen.getByRole('combobox', { name: 'Listing' })).toHaveValue('hotel:3');
    // Archived listings are not offered.
    expect(screen.queryByRole('option', { name: /Freetown Music Festival/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Room type' })).toHaveValue('5');

    expect(day(1)).toHaveAccessibleName('Sat 1 Mar 2031: 3 of 3 units left, $85 a night');
    expect(day(5)).toHaveAccessibleName(
      'Wed 5 Mar 2031: 2 of 3 units left, 1 booked or held, $85 a night',
    );
    expect(within(day(5)).getByText('2')).toBeVisible();
    expect(day(10)).toHaveAccessibleName(
      'Mon 10 Mar 2031: 0 of 3 units left, 3 booked or held, $85 a night',
    );
    expect(within(day(10)).getByText('Full')).toBeVisible();
    expect(day(12)).toHaveAccessibleName(
      'Wed 12 Mar 2031: 0 of 3 units left, 3 closed, $85 a night',
    );
    expect(within(day(12)).getByText('Closed')).toBeVisible();

    // A day's panel lists its bookings, held ones marked, each a link to the booking.
    await user.click(day(5));
    const panel = screen.getByRole('region', { name: 'Wed 5 Mar 2031' });
    const list = await within(panel).findByRole('list', { name: 'Bookings on this day' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'SL-7K3Q9D' })).toHaveAttribute(
      'href',
      '/partner/bookings/b1',
    );
    expect(within(list).getByRole('link', { name: 'SL-4HELD2' })).toHaveAttribute(
      'href',
      '/partner/bookings/b2',
    );
    expect(within(list).getByText('Held, awaiting payment')).toBeVisible();
    expect(within(list).getByText('Expected')).toBeVisible();

    // A closed day names its closure.
    await user.click(day(12));
    expect(
      within(screen.getByRole('region', { name: 'Wed 12 Mar 2031' })).getByText(
        'Closed 12 Mar 2031: Painting',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the days dragged across, with a reason', async () => {
    const api = operatorApi();
    api.on(`POST ${BASE}/closures`, (request) => ({
      status: 201,
      body: aClosure({ id: 'c2', ...(request.body as object) }),
    }));
    const { user } = renderAt();
    await screen.findByRole('grid');

    fireEvent.pointerDown(day(14));
    fireEvent.pointerMove(day(15));
    fireEvent.pointerMove(day(17));
    fireEvent.pointerUp(day(17));
    expect(selectedDays()).toEqual(['2031-03-14', '2031-03-15', '2031-03-16', '2031-03-17']);
    expect(
      screen.getByRole('heading', { name: '14 Mar 2031 – 17 Mar 2031 (4 days)' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close these days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close these days' });
    await user.click(within(dialog).getByRole('button', { name: 'Close these days' }));
    expect(await within(dialog).findByText('Please give a reason for the closure')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Roof repairs');
    await user.type(within(dialog).getByRole('textbox', { name: /Units to close/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Close these days' }));

    expect(await screen.findByText('Days closed')).toBeVisible();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      serviceType: 'hotel',
      serviceId: 3,
      roomId: 5,
      units: 2,
      startDate: '2031-03-14',
      endDate: '2031-03-17',
      reason: 'Roof repairs',
    });
    // The calendar is read again after the change.
    const reads = api.requests.filter((request) => request.path === AVAILABILITY);
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('shows every room type with its price and units left per night, and sets prices on a range in one step', async () => {
    const december = { price: 110, minNights: 2 };
    const api = operatorApi({
      [`GET ${AVAILABILITY}`]: {
        status: 200,
        body: {
          ...HOTEL,
          rooms: [
            {
              ...HOTEL.rooms[0],
              nights: nights({ '2031-03-14': december, '2031-03-15': december }),
            },
            {
              roomId: 6,
              roomType: 'Family Room',
              units: 2,
              availableForDates: true,
              nights: nights({ '2031-03-14': { price: 140.5, vacant: 2, closedToArrival: true } }),
            },
          ],
        },
      },
    });
    api.on(`POST ${BASE}/hotels/3/rates`, () => ({ status: 201, body: [] }));
    const { user } = renderAt();
    await screen.findByRole('grid');

    // Every room type, night by night: price, units left, minimum stay, arrivals.
    const table = screen.getByRole('table', { name: 'All room types, March 2031' });
    const garden = within(table).getByRole('row', { name: /^Garden Room/ });
    const family = within(table).getByRole('row', { name: /^Family Room/ });
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(garden)).toHaveLength(31);
    expect(cells(garden)[13]).toHaveTextContent('$110' + '3 left' + 'min. 2 nights');
    expect(cells(garden)[16]).toHaveTextContent('$85' + '3 left');
    expect(cells(family)[13]).toHaveTextContent('$140.50' + '2 left' + 'No arrivals');
    // The shown room type's night says its price and minimum stay too.
    expect(day(14)).toHaveAccessibleName(/\$110 a night, minimum stay 2 nights$/);

    fireEvent.pointerDown(day(14));
    fireEvent.pointerMove(day(17));
    fireEvent.pointerUp(day(17));
    await user.click(screen.getByRole('button', { name: 'Set prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set prices and stays' });
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(
      await within(dialog).findByText('Set a price, a weekend price, a minimum stay or arrivals'),
    ).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Garden Room' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Family Room' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Weekend price/ }), '180.5');
    await user.type(within(dialog).getByRole('textbox', { name: /Minimum stay/ }), '2');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Arrivals' }),
      'Open to arrival',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('Prices saved')).toBeVisible();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe(`${BASE}/hotels/3/rates`);
    expect(post?.body).toEqual({
      roomIds: [5, 6],
      weekendPrice: 180.5,
      minNights: 2,
      closedToArrival: false,
      startDate: '2031-03-14',
      endDate: '2031-03-17',
    });
    // The nights are read again with their new prices.
    const reads = api.requests.filter((request) => request.path === AVAILABILITY);
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('lists the price ranges over a night, the one that wins first, and removes one', async () => {
    const range = (id: number, fields: object) => ({
      id,
      hotelId: 3,
      roomId: 5,
      startDate: '2031-03-01',
      endDate: '2031-03-31',
      label: '',
      price: null,
      weekendPrice: null,
      minNights: null,
      closedToArrival: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      ...fields,
    });
    const api = operatorApi({
      [`GET ${BASE}/hotels/3/rates`]: {
        status: 200,
        body: [
          range(1, { label: 'March', weekendPrice: 110, minNights: 2 }),
          range(2, { startDate: '2031-03-14', endDate: '2031-03-14', closedToArrival: true }),
          range(3, { roomId: 6, price: 300 }),
        ],
      },
    });
    api.on(`DELETE ${BASE}/hotels/3/rates/2`, () => ({ status: 204 }));
    const { user } = renderAt();
    await screen.findByRole('grid');
    await user.click(day(14));
    const ranges = await screen.findByRole('list', { name: 'Price ranges on this night' });
    expect(
      within(ranges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '14 Mar 2031: closed to arrival Remove',
      'March, 1 Mar 2031 – 31 Mar 2031: $110 on Friday and Saturday nights, minimum stay 2 nights Remove',
    ]);
    await user.click(within(ranges).getAllByRole('button', { name: 'Remove' })[0]);
    expect(await screen.findByText('Price range removed')).toBeVisible();
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/rates/2'))).toBe(
      true,
    );
  });

  it('names the bookings in the way when a closure is refused, each linking to its page', async () => {
    const api = operatorApi();
    api.on(`POST ${BASE}/closures`, () => ({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message:
          'This closure would cut into 2 bookings: SL-7K3Q9D, SL-8XQ2P1. Cancel or move them first, or choose other dates.',
        details: [
          { field: 'SL-7K3Q9D', message: 'confirmed, 4 Mar 2031 to 6 Mar 2031, Aminata Kamara' },
          { field: 'SL-8XQ2P1', message: 'confirmed, 5 Mar 2031 to 8 Mar 2031, Isatu Bangura' },
        ],
      },
    }));
    // A booking outside the month's list is found by its reference.
    api.on(`GET ${BASE}/bookings?search=SL-8XQ2P1&limit=5`, () => ({
      status: 200,
      body: { items: [aBooking({ id: 'b8', reference: 'SL-8XQ2P1' })], nextCursor: null },
    }));
    const { user } = renderAt();
    await screen.findByRole('grid');

    fireEvent.pointerDown(day(4));
    fireEvent.pointerMove(day(6));
    fireEvent.pointerUp(day(6));
    await user.click(screen.getByRole('button', { name: 'Close these days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close these days' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Staff holiday');
    await user.click(within(dialog).getByRole('button', { name: 'Close these days' }));

    const refusal = await screen.findByRole('alert', { name: 'These days were not closed' });
    expect(refusal).toHaveTextContent('This closure would cut into 2 bookings');
    const inTheWay = within(refusal).getByRole('list', { name: 'Bookings in the way' });
    expect(within(inTheWay).getByRole('link', { name: 'SL-7K3Q9D' })).toHaveAttribute(
      'href',
      '/partner/bookings/b1',
    );
    expect(await within(inTheWay).findByRole('link', { name: 'SL-8XQ2P1' })).toHaveAttribute(
      'href',
      '/partner/bookings/b8',
    );
    expect(inTheWay).toHaveTextContent('Isatu Bangura');
    expect(screen.getByText('Days not closed')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('works from the keyboard: arrows move, Shift extends, Enter closes', async () => {
    const api = operatorApi();
    api.on(`POST ${BASE}/closures`, (request) => ({
      status: 201,
      body: aClosure({ id: 'c3', ...(request.body as object) }),
    }));
    const { user } = renderAt();
    await screen.findByRole('grid');

    await user.click(day(20));
    expect(day(20)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day(21)).toHaveFocus();
    expect(selectedDays()).toEqual(['2031-03-21']);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(day(23)).toHaveFocus();
    expect(selectedDays()).toEqual(['2031-03-21', '2031-03-22', '2031-03-23']);
    await user.keyboard('{ArrowDown}');
    expect(selectedDays()).toEqual(['2031-03-30']);
    await user.keyboard('{ArrowUp}{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(selectedDays()).toEqual(['2031-03-21', '2031-03-22', '2031-03-23']);

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Close these days' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Owners’ visit');
    await user.click(within(dialog).getByRole('button', { name: 'Close these days' }));
    expect(await screen.findByText('Days closed')).toBeVisible();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      startDate: '2031-03-21',
      endDate: '2031-03-23',
      reason: 'Owners’ visit',
    });
  });

  it('reopens the chosen days and keeps the rest of the closure closed', async () => {
    const api = operatorApi({
      [`GET ${BASE}/closures`]: {
        status: 200,
        body: [aClosure({ startDate: '2031-03-10', endDate: '2031-03-14' })],
      },
      [`DELETE ${BASE}/closures/c1`]: { status: 204 },
    });
    api.on(`POST ${BASE}/closures`, (request) => ({
      status: 201,
      body: aClosure({ id: 'c9', ...(request.body as object) }),
    }));
    const { user } = renderAt();
    await screen.findByRole('grid');

    await user.click(day(12));
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Days reopened')).toBeVisible();
    const writes = api.requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE ${BASE}/closures/c1`,
      `POST ${BASE}/closures`,
      `POST ${BASE}/closures`,
    ]);
    expect(writes.slice(1).map((request) => request.body)).toEqual([
      expect.objectContaining({
        startDate: '2031-03-10',
        endDate: '2031-03-11',
        reason: 'Painting',
      }),
      expect.objectContaining({
        startDate: '2031-03-13',
        endDate: '2031-03-14',
        reason: 'Painting',
      }),
    ]);
  });

  it('asks for a listing first, and says when a calendar cannot be loaded', async () => {
    operatorApi({
      [`GET ${AVAILABILITY}`]: { status: 500, body: { statusCode: 500, message: 'x' } },
    });
    const { user } = renderAt(`/partner/calendar?month=${MONTH}`);
    expect(await screen.findByText('Choose a listing to see its calendar.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Listing' }), 'hotel:3');
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar could not be loaded.');
  });
});

describe('the calendar of an event', () => {
  it('shows the tickets left on the event’s days and offers no closing', async () => {
    operatorApi({
      [`GET ${BASE}/events/4/availability`]: {
        status: 200,
        body: {
          eventId: 4,
          onSale: true,
          categories: [
            { name: 'Standard', price: 50, quantity: 100, sold: 10, remaining: 90 },
            { name: 'VIP', price: 150, quantity: 25, sold: 0, remaining: 25 },
          ],
        },
      },
      [`GET ${BASE}/listings/event/4`]: {
        status: 200,
        body: {
          id: 4,
          kind: 'event',
          name: 'Freetown Music Festival',
          status: 'published',
          details: { startDate: '2031-03-07T18:00:00.000Z', endDate: '2031-03-08T23:00:00.000Z' },
        },
      },
    });
    const { user } = renderAt(`/partner/calendar?listing=event:4&month=${MONTH}`);
    await screen.findByRole('grid');
    expect(day(7)).toHaveAccessibleName('Fri 7 Mar 2031: Event day, 115 of 125 tickets left');
    expect(day(8)).toHaveAccessibleName('Sat 8 Mar 2031: Event day, 115 of 125 tickets left');
    expect(day(9)).toHaveAccessibleName('Sun 9 Mar 2031: No event');
    expect(screen.getByText('Tickets are on sale: 115 of 125 tickets left.')).toBeVisible();

    await user.click(day(7));
    const panel = screen.getByRole('region', { name: 'Fri 7 Mar 2031' });
    expect(within(panel).getByText('90 of 100 left')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Edit the listing' })).toHaveAttribute(
      'href',
      '/partner/listings/event/4',
    );
    expect(screen.queryByRole('button', { name: 'Close these days' })).toBeNull();
    expect(screen.getByRole('grid')).not.toHaveAttribute('aria-multiselectable');
  });
});

describe('reopening part of a closure', () => {
  it('keeps the days before and after the selection, never before today', () => {
    const closure = { startDate: '2031-03-01', endDate: '2031-03-20' };
    expect(remainders(closure, '2031-03-05', '2031-03-06', '2031-02-01')).toEqual([
      ['2031-03-01', '2031-03-04'],
      ['2031-03-07', '2031-03-20'],
    ]);
    expect(remainders(closure, '2031-03-05', '2031-03-06', '2031-03-03')).toEqual([
      ['2031-03-03', '2031-03-04'],
      ['2031-03-07', '2031-03-20'],
    ]);
    expect(remainders(closure, '2031-03-01', '2031-03-20', '2031-02-01')).toEqual([]);
  });
});
