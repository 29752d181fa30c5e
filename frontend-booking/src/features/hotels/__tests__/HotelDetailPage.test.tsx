import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settleSignInRequest } from '@salone/api-client';
import { installFakeApi, SIGNED_OUT, signedIn, reply } from '@salone/api-client/testing';
import { todayIso } from '@salone/format';
import { HOTEL_BOOKING_TITLE } from '../constants';
import { addDays } from '@salone/booking-rules';
import { aHotel, DELUXE, FAMILY, GARDEN } from './fixtures';
import { authSettled, renderHotelPage } from './renderHotelPage';

const SIGNED_IN = signedIn();

const roomCard = (name: string) => screen.getByRole('article', { name });

afterEach(() => act(() => settleSignInRequest(false)));

describe('hotel detail', () => {
  it('shows the hotel, its amenities, room count and rooms with their own booking buttons', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    renderHotelPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aberdeen Bay Hotel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5-star hotel' })).toBeInTheDocument();
    expect(screen.getByText('Cape Road, Aberdeen, Freetown')).toBeInTheDocument();
    expect(screen.getByText('A beachfront hotel where Aberdeen meets the Atlantic.')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Hotel amenities' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    expect(screen.getByText('3 rooms')).toBeInTheDocument();

    const deluxe = roomCard('Deluxe Ocean View');
    expect(within(deluxe).getByText('Up to 2 guests')).toBeInTheDocument();
    expect(within(deluxe).getByText('$145/night')).toBeInTheDocument();
    expect(within(deluxe).getByText('Sea view')).toBeInTheDocument();
    expect(within(deluxe).getByRole('button', { name: 'Book This Room' })).toBeEnabled();
    expect(within(roomCard('Family Suite')).getByText('Up to 4 guests')).toBeInTheDocument();

    const garden = roomCard('Garden Twin');
    expect(within(garden).getByText('Not available')).toBeInTheDocument();
    expect(within(garden).getByRole('button', { name: 'Book This Room' })).toBeDisabled();

    const payment = screen.getByRole('heading', { name: 'Payment Options' }).closest('div')!
      .parentElement as HTMLElement;
    expect(within(payment).getByText('Mobile money (Orange Money, AfriMoney)')).toBeInTheDocument();
    expect(within(payment).queryByText(/bank transfer|cash|card/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    // One h1; the sections are h2 and the rooms h3.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Garden Twin',
      'Deluxe Ocean View',
      'Family Suite',
    ]);
  });

  it('shows where the hotel is: its marker, name and coordinates on the plain map panel', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    renderHotelPage();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Location' })).closest(
      'div',
    )!.parentElement as HTMLElement;
    const map = within(card).getByRole('img', { name: 'Map of Aberdeen Bay Hotel' });
    expect(within(map).getByTestId('map-marker')).toHaveTextContent('Aberdeen Bay Hotel');
    expect(
      within(card).getByText('The map cannot be shown right now; the pin marks the place.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('8.4893, -13.2868')).toBeInTheDocument();
  });

  it('shows no map for a hotel its operator has not placed yet', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': reply('getHotel', aHotel({ latitude: null, longitude: null })),
    });
    renderHotelPage();
    await screen.findByRole('heading', { level: 1, name: 'Aberdeen Bay Hotel' });
    expect(screen.queryByRole('heading', { name: 'Location' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('place-map')).not.toBeInTheDocument();
  });

  it('asks about the dates in the URL and disables rooms taken for them', async () => {
    const checkIn = addDays(todayIso(), 5);
    const checkOut = addDays(todayIso(), 8);
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': reply(
        'getHotel',
        aHotel({
          rooms: [
            { ...GARDEN, availableForDates: false },
            { ...DELUXE, availableForDates: false },
            { ...FAMILY, availableForDates: true },
          ],
        }),
      ),
    });
    renderHotelPage(`/hotels/1?checkIn=${checkIn}&checkOut=${checkOut}`);
    await screen.findByRole('heading', { level: 1, name: 'Aberdeen Bay Hotel' });
    expect(api.requests.map((r) => r.path)).toContain(
      `/api/hotels/1?checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    const deluxe = roomCard('Deluxe Ocean View');
    expect(within(deluxe).getByText('Booked for your dates')).toBeInTheDocument();
    expect(within(deluxe).getByRole('button', { name: 'Book This Room' })).toBeDisabled();
    const family = roomCard('Family Suite');
    expect(within(family).getByText('Free for your dates')).toBeInTheDocument();
    expect(within(family).getByRole('button', { name: 'Book This Room' })).toBeEnabled();
  });

  it('cycles the gallery images when the large image is clicked', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    const user = userEvent.setup();
    renderHotelPage();
    const photo = await screen.findByRole('img', { name: 'Aberdeen Bay Hotel: photo' });
    expect(photo).toHaveAttribute('src', '/api/media/hotels/beach-resort.svg');
    await user.click(screen.getByRole('button', { name: 'Show next image' }));
    expect(photo).toHaveAttribute('src', '/api/media/hotels/pool-terrace.svg');
    await user.click(screen.getByRole('button', { name: 'Show next image' }));
    await user.click(screen.getByRole('button', { name: 'Show next image' }));
    expect(photo).toHaveAttribute('src', '/api/media/hotels/beach-resort.svg');
  });

  it('sets the page title and schema.org Hotel data', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    renderHotelPage();
    await screen.findByRole('heading', { level: 1, name: 'Aberdeen Bay Hotel' });
    expect(document.title).toBe('Aberdeen Bay Hotel | Salone');
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data).toMatchObject({
      '@type': 'Hotel',
      name: 'Aberdeen Bay Hotel',
      address: { '@type': 'PostalAddress', streetAddress: 'Cape Road, Aberdeen, Freetown' },
      starRating: { '@type': 'Rating', ratingValue: 5 },
      priceRange: '$95 - $240',
    });
  });

  it("shows 'Hotel Not Found' for an unknown hotel", async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/999': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Hotel not found' },
      },
    });
    renderHotelPage('/hotels/999');
    expect(await screen.findByRole('heading', { name: 'Hotel Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Hotels' })).toHaveAttribute('href', '/hotels');
  });

  it("shows 'Hotel Not Found' for an id that is not a number, without asking the server", async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderHotelPage('/hotels/abc');
    expect(screen.getByRole('heading', { name: 'Hotel Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Hotels' })).toHaveAttribute('href', '/hotels');
    expect(api.requests.filter((r) => r.path.startsWith('/api/hotels'))).toEqual([]);
  });

  it('offers to try again when the hotel cannot be loaded', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': { status: 500, body: { statusCode: 500, message: 'Internal error' } },
    });
    renderHotelPage();
    expect(
      await screen.findByRole('heading', { name: 'Unable to Load Hotel' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in instead of opening the booking form', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    const user = userEvent.setup();
    renderHotelPage();
    await screen.findByRole('heading', { level: 1, name: 'Aberdeen Bay Hotel' });
    await authSettled();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByTestId('sign-in-request')).toHaveTextContent('asked');
    // Even once the form's code has arrived, no booking dialog opens.
    await act(() => import('../HotelBookingDialog'));
    expect(screen.queryByRole('dialog', { name: HOTEL_BOOKING_TITLE })).not.toBeInTheDocument();
  });

  it('opens the form once the visitor has signed in', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    const user = userEvent.setup();
    renderHotelPage();
    await screen.findByRole('heading', { level: 1, name: 'Aberdeen Bay Hotel' });
    await authSettled();
    await user.click(
      within(roomCard('Family Suite')).getByRole('button', { name: 'Book This Room' }),
    );
    api.on('GET /api/auth/session', SIGNED_IN);
    act(() => settleSignInRequest(true));
    await screen.findByRole('form', { name: 'Hotel booking form' });
    const dialog = screen.getByRole('dialog', { name: HOTEL_BOOKING_TITLE });
    expect(within(dialog).getByLabelText('Room type')).toHaveValue(String(FAMILY.id));
  });

  it('opens the form at once for a signed-in user, with the room chosen and their details', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_IN,
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    const user = userEvent.setup();
    renderHotelPage();
    await screen.findByRole('heading', { level: 1, name: 'Aberdeen Bay Hotel' });
    await authSettled();
    await user.click(
      within(roomCard('Deluxe Ocean View')).getByRole('button', { name: 'Book This Room' }),
    );
    await screen.findByRole('form', { name: 'Hotel booking form' });
    const dialog = screen.getByRole('dialog', { name: HOTEL_BOOKING_TITLE });
    expect(within(dialog).getByLabelText('Room type')).toHaveValue(String(DELUXE.id));
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Aminata Kamara');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('aminata@example.com');
    expect(screen.getByTestId('sign-in-request')).toHaveTextContent('none');
  });
});

describe('hotel detail from a trip plan', () => {
  it("opens the booking dialog with the plan's nights, room and guests filled in", async () => {
    const checkIn = addDays(todayIso(), 20);
    const checkOut = addDays(todayIso(), 23);
    installFakeApi({
      'GET /api/auth/session': SIGNED_IN,
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    renderHotelPage(`/hotels/1?checkIn=${checkIn}&checkOut=${checkOut}&guests=3&room=12&book=1`);
    // The dialog shows a spinner until its form has loaded.
    const form = within(await screen.findByRole('form', { name: 'Hotel booking form' }));
    expect(screen.getByRole('dialog', { name: HOTEL_BOOKING_TITLE })).toContainElement(
      form.getByLabelText(/Room type/),
    );
    expect(form.getByLabelText(/Room type/)).toHaveValue('12');
    expect(form.getByLabelText(/Check-in/)).toHaveValue(checkIn);
    expect(form.getByLabelText(/Check-out/)).toHaveValue(checkOut);
    expect(form.getByLabelText(/Guests/)).toHaveValue('3');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        new RegExp(`^/hotels/1\\?checkIn=${checkIn}&checkOut=${checkOut}$`),
      ),
    );
  });
});
