import { act, screen, waitFor, within } from '@testing-library/react';
import { resetToasts } from '@salone/ui/testing';
import { aHotelListing, aRoom } from '../../../test/fixtures';
import { BASE, field, listingsApi, refused, renderAt } from './helpers';

afterEach(() => {
  act(() => resetToasts());
  window.localStorage.clear();
});

const HOTEL = `${BASE}/listings/hotel/12`;

describe('a new hotel', () => {
  it('says what is missing next to each field before sending anything', async () => {
    const api = listingsApi();
    const { user } = renderAt('/partner/listings/new/hotel');
    await user.click(await screen.findByRole('button', { name: 'Create hotel' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(field(/^Address/)).toHaveAccessibleDescription('Address is required');
    expect(field(/^Description/)).toHaveAccessibleDescription('Description is required');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('is created as a draft, then gets a room type of 2 units and is published', async () => {
    const created = aHotelListing();
    const withRoom = aHotelListing({ rooms: [aRoom()] });
    // The hotel as the server holds it: a refetch after each change answers the changed hotel.
    let stored = created;
    const api = listingsApi({
      [`POST ${BASE}/hotels`]: { status: 201, body: created },
      [`GET ${HOTEL}`]: () => ({ status: 200, body: stored }),
      [`POST ${BASE}/hotels/12/rooms`]: () => {
        stored = withRoom;
        return { status: 201, body: withRoom };
      },
      [`POST ${HOTEL}/publish`]: () => {
        stored = { ...withRoom, status: 'published' };
        return { status: 200, body: stored };
      },
    });
    const { user } = renderAt('/partner/listings/new/hotel');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' Kroo Bay Guesthouse ');
    await user.type(field(/^Address/), '12 Kroo Bay Road, Freetown');
    await user.type(field(/^City/), 'Freetown');
    await user.selectOptions(screen.getByRole('combobox', { name: /Star rating/ }), '3 stars');
    await user.type(field(/^Description/), 'A family-run guesthouse.');
    await user.type(field(/^Amenities/), 'Free WiFi{enter}{enter}Generator backup');
    // Check-in from 14:00 and out by 11:00 unless the operator says otherwise.
    expect(screen.getByRole('combobox', { name: /Check-out by/ })).toHaveValue('11:00');
    await user.selectOptions(screen.getByRole('combobox', { name: /Check-in from/ }), '15:30');
    // The pin, typed: the map's accessible alternative (no map tiles in this test).
    const place = screen.getByRole('group', { name: 'Location on the map' });
    expect(within(place).getByTestId('place-map')).toHaveAttribute('data-map-state', 'fallback');
    await user.type(within(place).getByRole('textbox', { name: /^Latitude/ }), '8.4869');
    await user.type(within(place).getByRole('textbox', { name: /^Longitude/ }), '-13.2338');
    expect(within(place).getByText('8.4869, -13.2338')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create hotel' }));

    expect(await screen.findByText('Draft created')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === `${BASE}/hotels`)?.body).toEqual({
      name: 'Kroo Bay Guesthouse',
      address: '12 Kroo Bay Road, Freetown',
      city: 'Freetown',
      starRating: 3,
      description: 'A family-run guesthouse.',
      amenities: ['Free WiFi', 'Generator backup'],
      checkInTime: '15:30',
      checkOutTime: '11:00',
      latitude: 8.4869,
      longitude: -13.2338,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/partner/listings/hotel/12'),
    );
    expect(
      await screen.findByText('No room types yet. A hotel needs one before it can be published.'),
    ).toBeInTheDocument();

    const addForm = screen.getByRole('form', { name: 'Add a room type' });
    await user.type(
      within(addForm).getByRole('textbox', { name: /Room type name/ }),
      'Garden Room',
    );
    await user.type(within(addForm).getByRole('textbox', { name: /Price a night/ }), '90');
    const units = within(addForm).getByRole('textbox', { name: /^Units/ });
    await user.clear(units);
    await user.type(units, '2');
    await user.type(
      within(addForm).getByRole('textbox', { name: /Room description/ }),
      'A quiet double room facing the garden.',
    );
    await user.click(within(addForm).getByRole('button', { name: 'Add room type' }));
    expect(await screen.findByText('Room type added')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === `${BASE}/hotels/12/rooms`)?.body).toEqual({
      roomType: 'Garden Room',
      price: 90,
      capacity: 2,
      units: 2,
      description: 'A quiet double room facing the garden.',
      amenities: [],
      isAvailable: true,
    });
    const rooms = await screen.findByRole('list', { name: 'Room types' });
    expect(within(rooms).getByText(/2 units/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Travellers can find and book it now.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/hotels/12',
    );
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    // A published hotel's details are changed on purpose, not while typing.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('keeps the unsaved form on the device, and forgets it once the hotel is created', async () => {
    listingsApi({
      [`POST ${BASE}/hotels`]: { status: 201, body: aHotelListing() },
      [`GET ${HOTEL}`]: { status: 200, body: aHotelListing() },
    });
    const first = renderAt('/partner/listings/new/hotel');
    await first.user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Kroo Bay');
    first.unmount();

    const second = renderAt('/partner/listings/new/hotel');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Kroo Bay');
    expect(screen.getByText(/Your unsaved form was kept on this device/)).toBeInTheDocument();
    await second.user.type(field(/^Address/), '12 Kroo Bay Road');
    await second.user.type(field(/^City/), 'Freetown');
    await second.user.type(field(/^Description/), 'Near the ferry.');
    await second.user.click(screen.getByRole('button', { name: 'Create hotel' }));
    await screen.findByText('Draft created');
    second.unmount();

    renderAt('/partner/listings/new/hotel');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.queryByText(/Your unsaved form was kept/)).not.toBeInTheDocument();
  });

  it('forgets the kept form on Start again', async () => {
    listingsApi();
    const first = renderAt('/partner/listings/new/hotel');
    await first.user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Kroo Bay');
    first.unmount();
    const second = renderAt('/partner/listings/new/hotel');
    await second.user.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(field(/^Name/)).toHaveValue('');
    second.unmount();
    renderAt('/partner/listings/new/hotel');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.queryByText(/Your unsaved form was kept/)).not.toBeInTheDocument();
  });

  it('puts the server’s refusal of the creation next to the field it names', async () => {
    listingsApi({
      [`POST ${BASE}/hotels`]: refused('city', 'City must be at most 80 characters'),
    });
    const { user } = renderAt('/partner/listings/new/hotel');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Kroo Bay');
    await user.type(field(/^Address/), '12 Kroo Bay Road');
    await user.type(field(/^City/), 'Freetown');
    await user.type(field(/^Description/), 'Near the ferry.');
    await user.click(screen.getByRole('button', { name: 'Create hotel' }));
    expect(await screen.findByText('Listing not created')).toBeInTheDocument();
    expect(field(/^City/)).toHaveAccessibleDescription(
      'Town or area, e.g. Freetown City must be at most 80 characters',
    );
  });
});

describe('a draft hotel’s autosave', () => {
  it('saves the details after a pause in typing and says so', async () => {
    const api = listingsApi({
      [`GET ${HOTEL}`]: { status: 200, body: aHotelListing() },
      [`PATCH ${BASE}/hotels/12`]: (request) => ({
        status: 200,
        body: aHotelListing({}, { name: (request.body as { name: string }).name }),
      }),
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, ' Annex');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    const patches = api.requests.filter((r) => r.method === 'PATCH');
    // One save for the whole burst of typing, with what was typed last.
    expect(patches).toHaveLength(1);
    expect(patches[0].body).toMatchObject({ name: 'Kroo Bay Guesthouse Annex', starRating: 3 });
  });

  it('saves the removal of the pin as an edit: both coordinates cleared', async () => {
    const api = listingsApi({
      [`GET ${HOTEL}`]: {
        status: 200,
        body: aHotelListing({}, { latitude: 8.4869, longitude: -13.2338 }),
      },
      [`PATCH ${BASE}/hotels/12`]: { status: 200, body: aHotelListing() },
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    const place = await screen.findByRole('group', { name: 'Location on the map' });
    expect(within(place).getByRole('textbox', { name: /^Latitude/ })).toHaveValue('8.4869');
    await user.click(within(place).getByRole('button', { name: 'Remove the pin' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    const patches = api.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0].body).toMatchObject({ latitude: null, longitude: null });
  });

  it('does not save a pin outside Sierra Leone, and says why next to the coordinate', async () => {
    const api = listingsApi({ [`GET ${HOTEL}`]: { status: 200, body: aHotelListing() } });
    const { user } = renderAt('/partner/listings/hotel/12');
    const place = await screen.findByRole('group', { name: 'Location on the map' });
    await user.type(within(place).getByRole('textbox', { name: /^Latitude/ }), '14.5');
    await user.type(within(place).getByRole('textbox', { name: /^Longitude/ }), '-13.2');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved'));
    expect(within(place).getByRole('textbox', { name: /^Latitude/ })).toHaveAccessibleDescription(
      /Latitude must be between 6.5 and 10.5 \(Sierra Leone\)/,
    );
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('does not save a field that fails its check, and says why', async () => {
    const api = listingsApi({ [`GET ${HOTEL}`]: { status: 200, body: aHotelListing() } });
    const { user } = renderAt('/partner/listings/hotel/12');
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved'));
    expect(field(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('shows the server’s refusal next to the field, and saves again on Try again', async () => {
    const api = listingsApi({
      [`GET ${HOTEL}`]: { status: 200, body: aHotelListing() },
      [`PATCH ${BASE}/hotels/12`]: refused('name', 'Name must be at most 160 characters'),
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), '!');
    expect(await screen.findByText('Changes not saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved'));
    expect(field(/^Name/)).toHaveAccessibleDescription('Name must be at most 160 characters');

    api.on(`PATCH ${BASE}/hotels/12`, { status: 200, body: aHotelListing() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
  });
});

describe('a hotel’s state', () => {
  it('refuses to publish a hotel without room types, with the server’s reason', async () => {
    listingsApi({
      [`GET ${HOTEL}`]: { status: 200, body: aHotelListing() },
      [`POST ${HOTEL}/publish`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Add at least one room type before publishing the hotel',
        },
      },
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Not published')).toBeInTheDocument();
    expect(
      screen.getByText('Add at least one room type before publishing the hotel'),
    ).toBeInTheDocument();
  });

  it('archives only after the confirmation, then is read only', async () => {
    const published = aHotelListing({ status: 'published', rooms: [aRoom()] });
    const api = listingsApi({
      [`GET ${HOTEL}`]: { status: 200, body: published },
      [`POST ${HOTEL}/archive`]: { status: 200, body: { ...published, status: 'archived' } },
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this listing?' });
    expect(api.requests.filter((r) => r.path.endsWith('/archive'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Archive listing' }));
    expect(await screen.findByText('Kroo Bay Guesthouse is archived.')).toBeInTheDocument();
    expect(
      await screen.findByText('Archived listings cannot be changed. Their bookings stand.'),
    ).toBeInTheDocument();
    expect(field(/^Name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a room type' })).not.toBeInTheDocument();
  });
});
