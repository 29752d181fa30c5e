import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, SIGNED_OUT, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { todayIso } from '@salone/format';
import HotelsListPage from '../HotelsListPage';
import { addDays } from '@salone/booking-rules';
import { aHotel, aRoom, DELUXE, FAMILY, GARDEN, GUESTHOUSE } from './fixtures';

const hotelCalls = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/hotels')).map((r) => r.path);

const location = () => screen.getByTestId('location').textContent;

describe('hotels list', () => {
  it('shows 6 placeholder cards while loading', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = installFakeApi({ 'GET /api/auth/user': SIGNED_OUT });
    api.on('GET /api/hotels', reply('listHotels', [aHotel()]));
    const answer = window.fetch;
    window.fetch = async (input, init) => {
      await gate;
      return answer(input, init);
    };
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hotels and Guesthouses' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Loading hotels').children).toHaveLength(6);
    await act(async () => release?.());
    expect(await screen.findByRole('heading', { name: 'Aberdeen Bay Hotel' })).toBeInTheDocument();
  });

  it('shows the results on a map on "Map", each linking to its page, and the list again on "List"', async () => {
    installFakeApi({
      'GET /api/auth/user': SIGNED_OUT,
      'GET /api/hotels': reply('listHotels', [
        aHotel(),
        aHotel({ id: 2, name: 'Hill Station Garden Lodge', latitude: 8.4563, longitude: -13.2452 }),
        aHotel({ id: 3, name: 'Unplaced Inn', latitude: null, longitude: null }),
      ]),
    });
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    await screen.findByRole('heading', { name: 'Aberdeen Bay Hotel' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    const map = screen.getByRole('img', { name: 'Map of the results' });
    expect(
      within(map)
        .getAllByTestId('map-marker')
        .map((marker) => marker.textContent),
    ).toEqual(['Aberdeen Bay Hotel', 'Hill Station Garden Lodge']);
    expect(screen.getByRole('link', { name: 'Hill Station Garden Lodge' })).toHaveAttribute(
      'href',
      '/hotels/2',
    );
    expect(screen.queryByRole('heading', { name: 'Aberdeen Bay Hotel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('heading', { name: 'Unplaced Inn' })).toBeInTheDocument();
  });

  it('says when the hotels cannot be loaded', async () => {
    installFakeApi({
      'GET /api/hotels': { status: 500, body: { statusCode: 500, message: 'Internal error' } },
    });
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unable to Load Hotels')).toBeInTheDocument();
    expect(
      within(alert).getByText('Please try again later or contact support.'),
    ).toBeInTheDocument();
  });

  it('says hotels will come when there are none at all', async () => {
    installFakeApi({ 'GET /api/hotels': reply('listHotels', []) });
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    expect(await screen.findByText('No Hotels Found')).toBeInTheDocument();
    expect(screen.getByText('Hotels will be available soon.')).toBeInTheDocument();
  });

  it('suggests other filters when filtered to nothing', async () => {
    installFakeApi({ 'GET /api/hotels': reply('listHotels', []) });
    renderWithProviders(<HotelsListPage />, { route: '/hotels?stars=4' });
    expect(await screen.findByText('No Hotels Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search filters.')).toBeInTheDocument();
  });

  it('suggests the catalogue spelling, popular towns and clearing the filters when a search finds nothing', async () => {
    const api = installFakeApi({
      'GET /api/hotels?search=aberden&stars=5': reply('listHotels', []),
      'GET /api/hotels': reply('listHotels', [
        aHotel(),
        aHotel({ id: 2, name: 'Lumley Palms Resort', address: 'Lumley Beach Road, Freetown' }),
        GUESTHOUSE,
      ]),
    });
    renderWithProviders(<HotelsListPage />, { route: '/hotels?search=aberden&stars=5' });
    expect(await screen.findByText('No Hotels Found')).toBeInTheDocument();
    const didYouMean = (await screen.findByText('Did you mean:')).closest('p')!;
    expect(within(didYouMean).getByRole('link', { name: 'Aberdeen' })).toHaveAttribute(
      'href',
      '/hotels?search=Aberdeen',
    );
    const popular = screen.getByText('Popular searches:').closest('p')!;
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Freetown', 'Bo']);
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/hotels',
    );
    // The whole list is asked for once, only because the filtered one came back empty.
    expect(hotelCalls(api.requests)).toEqual(['/api/hotels?search=aberden&stars=5', '/api/hotels']);
  });

  it('asks for nothing more when a filtered list finds hotels', async () => {
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    renderWithProviders(<HotelsListPage />, { route: '/hotels?stars=5' });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    expect(screen.queryByText('Popular searches:')).not.toBeInTheDocument();
    expect(hotelCalls(api.requests)).toEqual(['/api/hotels?stars=5']);
  });

  it('shows each hotel with stars, address, amenities, lowest price and a details link', async () => {
    installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel(), GUESTHOUSE]) });
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    const card = (await screen.findByRole('article', {
      name: 'Aberdeen Bay Hotel',
    })) as HTMLElement;
    expect(within(card).getByRole('img', { name: '5-star hotel' })).toBeInTheDocument();
    expect(within(card).getByText('Cape Road, Aberdeen, Freetown')).toBeInTheDocument();
    const amenities = within(card).getByRole('list', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free WiFi', 'Swimming pool', 'Restaurant', 'Bar', '+2 more']);
    // The real lowest nightly price, not a fixed figure.
    expect(within(card).getByText('Starting from $95/night')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/hotels/1',
    );

    const guesthouse = screen.getByRole('article', { name: 'Bo Town Guesthouse' });
    expect(within(guesthouse).getByRole('img', { name: '3-star hotel' })).toBeInTheDocument();
    expect(within(guesthouse).queryByText(/more$/)).not.toBeInTheDocument();
    expect(within(guesthouse).getByText('Starting from $45/night')).toBeInTheDocument();
    expect(screen.getByText('2 hotels found')).toBeInTheDocument();

    // Data-light: the first photo is above the fold (fetched at once and first); the others
    // wait until scrolled near. Every photo reserves its size, so nothing shifts.
    const [first, second] = [card, guesthouse].map((article) => article.querySelector('img'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    for (const image of [first, second]) {
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '360');
      expect(image).toHaveAttribute('decoding', 'async');
    }
  });

  it('puts the star and price filters in the URL and asks the server with them', async () => {
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    const user = userEvent.setup();
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });

    await user.selectOptions(screen.getByLabelText('Star rating'), '4');
    expect(location()).toBe('/hotels?stars=4');
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });

    await user.selectOptions(screen.getByLabelText('Price per night'), 'luxury');
    expect(location()).toBe('/hotels?stars=4&priceBand=luxury');
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });

    await user.selectOptions(screen.getByLabelText('Star rating'), '');
    expect(location()).toBe('/hotels?priceBand=luxury');
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });

    expect(hotelCalls(api.requests)).toEqual([
      '/api/hotels',
      '/api/hotels?stars=4',
      '/api/hotels?stars=4&priceBand=luxury',
      '/api/hotels?priceBand=luxury',
    ]);
  });

  it('restores the filters from a shared link', async () => {
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    renderWithProviders(<HotelsListPage />, {
      route: '/hotels?search=beach&stars=5&priceBand=mid',
    });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    expect(screen.getByLabelText('Search hotels')).toHaveValue('beach');
    expect(screen.getByLabelText('Star rating')).toHaveValue('5');
    expect(screen.getByLabelText('Price per night')).toHaveValue('mid');
    expect(hotelCalls(api.requests)).toEqual(['/api/hotels?search=beach&stars=5&priceBand=mid']);
  });

  it('folds the filters after the search box behind a Filters summary that counts the set ones', async () => {
    const checkIn = addDays(todayIso(), 10);
    installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    renderWithProviders(<HotelsListPage />, {
      route: `/hotels?search=beach&stars=5&priceBand=mid&sort=price-asc&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`,
    });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    // Stars, price band and the stay's dates: the search and the order are not counted.
    const summary = screen.getByText('Filters (3)');
    const fold = summary.closest('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(fold).not.toContainElement(screen.getByLabelText('Search hotels'));
    expect(fold).toContainElement(screen.getByLabelText('Star rating'));
    expect(fold).toContainElement(screen.getByLabelText('Price per night'));
    await userEvent.click(summary);
    expect(fold).toHaveAttribute('open');
  });

  it('names the fold plainly when no filter is set', async () => {
    installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    renderWithProviders(<HotelsListPage />, { route: '/hotels?sort=price-asc' });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    expect(screen.getByText('Filters', { selector: 'summary' })).toBeInTheDocument();
  });

  it('asks for at most the 100 characters the server takes, not failing on a longer search', async () => {
    const long = `beach${'x'.repeat(150)}`;
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    renderWithProviders(<HotelsListPage />, { route: `/hotels?search=${long}` });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    expect(screen.queryByText('Unable to Load Hotels')).not.toBeInTheDocument();
    expect(hotelCalls(api.requests)).toEqual([`/api/hotels?search=${long.slice(0, 100)}`]);
    // What is typed stops at the limit.
    expect(screen.getByLabelText('Search hotels')).toHaveAttribute('maxLength', '100');
  });

  it('searches once typing pauses', async () => {
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    const user = userEvent.setup();
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    await user.type(screen.getByLabelText('Search hotels'), 'Lumley');
    expect(await screen.findByText('/hotels?search=Lumley')).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    // One call for the whole word, not one per letter.
    expect(hotelCalls(api.requests)).toEqual(['/api/hotels', '/api/hotels?search=Lumley']);
  });

  it('shows free rooms for the dates from the home search and keeps them in the links', async () => {
    const checkIn = addDays(todayIso(), 7);
    const checkOut = addDays(todayIso(), 10);
    const api = installFakeApi({
      'GET /api/hotels': reply('listHotels', [
        aHotel({
          rooms: [
            { ...GARDEN, availableForDates: false },
            { ...DELUXE, availableForDates: true },
            { ...FAMILY, availableForDates: true },
          ],
        }),
        {
          ...GUESTHOUSE,
          rooms: [aRoom({ id: 21, hotelId: 2, price: 45, availableForDates: false })],
        },
      ]),
    });
    renderWithProviders(<HotelsListPage />, {
      route: `/hotels?checkIn=${checkIn}&checkOut=${checkOut}`,
    });
    const card = await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    expect(within(card).getByText('2 rooms free for your dates')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/hotels/1?checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    const full = screen.getByRole('article', { name: 'Bo Town Guesthouse' });
    expect(within(full).getByText('No rooms free for your dates')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveValue(checkIn);
    expect(screen.getByLabelText('Check-out')).toHaveValue(checkOut);
    expect(hotelCalls(api.requests)).toEqual([
      `/api/hotels?checkIn=${checkIn}&checkOut=${checkOut}`,
    ]);
  });

  it('lets the visitor clear the dates, and does not ask about a backwards stay', async () => {
    const checkIn = addDays(todayIso(), 7);
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    const user = userEvent.setup();
    renderWithProviders(<HotelsListPage />, {
      route: `/hotels?checkIn=${checkIn}&checkOut=${checkIn}`,
    });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    expect(screen.getByText('Check-out date must be after check-in date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(location()).toBe('/hotels');
    expect(hotelCalls(api.requests)).toEqual(['/api/hotels']);
  });

  it('reaches every star level, 2-star and 1-star hotels included', async () => {
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [GUESTHOUSE]) });
    const user = userEvent.setup();
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    await screen.findByRole('article', { name: 'Bo Town Guesthouse' });
    const options = within(screen.getByLabelText('Star rating')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All ratings',
      '5 stars',
      '4 stars',
      '3 stars',
      '2 stars',
      '1 star',
    ]);
    await user.selectOptions(screen.getByLabelText('Star rating'), '2');
    expect(location()).toBe('/hotels?stars=2');
    await screen.findByRole('article', { name: 'Bo Town Guesthouse' });
    expect(hotelCalls(api.requests)).toContain('/api/hotels?stars=2');
  });

  it('ignores query values it cannot use instead of failing', async () => {
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    renderWithProviders(<HotelsListPage />, {
      route: '/hotels?checkIn=garbage&checkOut=2020-13-45&stars=9&priceBand=cheap&sort=nonsense',
    });
    expect(await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hotelCalls(api.requests)).toEqual(['/api/hotels']);
  });

  it('says a hotel is fully booked when no room is free for the dates', async () => {
    const checkIn = addDays(todayIso(), 3);
    const checkOut = addDays(todayIso(), 5);
    installFakeApi({
      'GET /api/hotels': reply('listHotels', [
        {
          ...GUESTHOUSE,
          lowestRoomPrice: null,
          rooms: [aRoom({ id: 21, hotelId: 2, price: 45, availableForDates: false })],
        },
      ]),
    });
    renderWithProviders(<HotelsListPage />, {
      route: `/hotels?checkIn=${checkIn}&checkOut=${checkOut}`,
    });
    const card = await screen.findByRole('article', { name: 'Bo Town Guesthouse' });
    expect(within(card).getByText('Fully booked for your dates')).toBeInTheDocument();
    expect(within(card).queryByText(/Starting from/)).not.toBeInTheDocument();
  });

  it('sorts by price and by stars on the server, the order kept in the URL', async () => {
    const api = installFakeApi({ 'GET /api/hotels': reply('listHotels', [aHotel()]) });
    const user = userEvent.setup();
    renderWithProviders(<HotelsListPage />, { route: '/hotels' });
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    const sortBy = screen.getByLabelText('Sort by');
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Recommended',
      'Price: low to high',
      'Price: high to low',
      'Guest rating: best first',
      'Rating: high to low',
    ]);
    await user.selectOptions(sortBy, 'Price: low to high');
    expect(location()).toBe('/hotels?sort=price-asc');
    await user.selectOptions(sortBy, 'Rating: high to low');
    expect(location()).toBe('/hotels?sort=rating-desc');
    await screen.findByRole('article', { name: 'Aberdeen Bay Hotel' });
    expect(hotelCalls(api.requests)).toEqual([
      '/api/hotels',
      '/api/hotels?sort=price-asc',
      '/api/hotels?sort=rating-desc',
    ]);
  });
});
