import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import CarsListPage from '../CarsListPage';
import { aCar } from './fixtures';

const RAV4 = aCar();
const HILUX = aCar({
  id: 5,
  make: 'Toyota',
  model: 'Hilux',
  type: 'Pickup',
  year: 2019,
  dailyRate: 45,
  location: 'Bo City Center',
  isAvailable: false,
  features: ['5 seats', 'Diesel'],
  images: [],
});

function renderList(route = '/cars') {
  return renderWithProviders(<CarsListPage />, { route, path: '/cars' });
}

describe('cars list', () => {
  it('shows 6 placeholder cards while loading, then the vehicles', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeApi({ 'GET /api/cars': reply('listCars', [RAV4]) });
    const answer = window.fetch;
    window.fetch = async (input, init) => {
      await gate;
      return answer(input, init);
    };
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Car Rentals' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading vehicles').children).toHaveLength(6);
    release();
    expect(await screen.findByRole('article', { name: 'Toyota RAV4' })).toBeInTheDocument();
    expect(screen.getByText('1 vehicle found')).toBeInTheDocument();
  });

  it('says when the vehicles cannot be loaded', async () => {
    installFakeApi({ 'GET /api/cars': { status: 503, body: { message: 'Unavailable' } } });
    renderList();
    expect(
      await screen.findByRole('heading', { name: 'Unable to Load Vehicles' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact support.')).toBeInTheDocument();
  });

  it('has two empty texts: none yet, and none matching the filters', async () => {
    installFakeApi({ 'GET /api/cars': reply('listCars', []) });
    const first = renderList();
    expect(await screen.findByRole('heading', { name: 'No Vehicles Found' })).toBeInTheDocument();
    expect(screen.getByText('Vehicles will be available soon.')).toBeInTheDocument();
    first.unmount();

    installFakeApi({ 'GET /api/cars': reply('listCars', []) });
    renderList('/cars?type=Sedan');
    expect(await screen.findByRole('heading', { name: 'No Vehicles Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search filters.')).toBeInTheDocument();
  });

  it('shows every element of a card', async () => {
    installFakeApi({ 'GET /api/cars': reply('listCars', [RAV4, HILUX]) });
    renderList();

    const rav4 = await screen.findByRole('article', { name: 'Toyota RAV4' });
    const inRav4 = within(rav4);
    expect(inRav4.getByText('SUV')).toBeInTheDocument();
    expect(inRav4.getByText('Available')).toBeInTheDocument();
    expect(inRav4.getByRole('heading', { level: 2, name: 'Toyota RAV4' })).toBeInTheDocument();
    expect(inRav4.getByText('2021')).toBeInTheDocument();
    expect(inRav4.getByText('Lumley Beach')).toBeInTheDocument();
    for (const feature of ['5 seats', 'Fuel efficient', 'Full insurance', 'GPS navigation']) {
      expect(inRav4.getByText(feature)).toBeInTheDocument();
    }
    expect(inRav4.queryByText('Air conditioning')).not.toBeInTheDocument();
    expect(inRav4.getByText('+3 more features')).toBeInTheDocument();
    // Each feature carries its icon (seat, fuel, insurance, gps).
    expect(inRav4.getByText('5 seats').querySelector('svg')).not.toBeNull();
    expect(inRav4.getByText('$80/day')).toBeInTheDocument();
    const image = rav4.querySelector('img');
    expect(image).toHaveAttribute('src', RAV4.images[0]);
    // The first card's photo is above the fold: fetched at once and first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(inRav4.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/cars/3');

    const hilux = within(screen.getByRole('article', { name: 'Toyota Hilux' }));
    expect(hilux.getByText('Pickup')).toBeInTheDocument();
    expect(hilux.getByText('Rented')).toBeInTheDocument();
    expect(hilux.queryByText(/more features/)).not.toBeInTheDocument();
    expect(hilux.getByText('$45/day')).toBeInTheDocument();
    expect(screen.getByText('2 vehicles found')).toBeInTheDocument();
  });

  it('shows availability for the dates in the URL and keeps them on the way to the detail', async () => {
    const api = installFakeApi({
      'GET /api/cars': reply('listCars', [
        { ...RAV4, availableForDates: false },
        { ...HILUX, id: 6, isAvailable: true, availableForDates: true },
      ]),
    });
    const user = userEvent.setup();
    renderList('/cars?pickupDate=2099-12-20&returnDate=2099-12-23');

    const rav4 = within(await screen.findByRole('article', { name: 'Toyota RAV4' }));
    expect(rav4.getByText('Rented')).toBeInTheDocument();
    expect(rav4.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/cars/3?pickupDate=2099-12-20&returnDate=2099-12-23',
    );
    expect(
      within(screen.getByRole('article', { name: 'Toyota Hilux' })).getByText('Available'),
    ).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain(
      '/api/cars?pickupDate=2099-12-20&returnDate=2099-12-23',
    );
    expect(screen.getByText('Availability for 20 Dec 2099 – 23 Dec 2099')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cars$/);
  });

  it('leaves out dates the server would refuse', async () => {
    const api = installFakeApi({ 'GET /api/cars': reply('listCars', [RAV4]) });
    renderList('/cars?pickupDate=2099-12-23&returnDate=2099-12-20');
    await screen.findByRole('article', { name: 'Toyota RAV4' });
    expect(api.requests.map((r) => r.path)).toEqual(['/api/cars']);
    // ...and says why, next to the return date.
    expect(screen.getByLabelText('Return date')).toHaveAccessibleDescription(
      'The return date cannot be before the pickup date',
    );
  });

  it('says a past pickup date is not searched', async () => {
    const api = installFakeApi({ 'GET /api/cars': reply('listCars', [RAV4]) });
    renderList('/cars?pickupDate=2001-01-01&returnDate=2001-01-03');
    await screen.findByRole('article', { name: 'Toyota RAV4' });
    expect(api.requests.map((r) => r.path)).toEqual(['/api/cars']);
    expect(screen.getByLabelText('Pickup date')).toHaveAccessibleDescription(
      'Pickup date cannot be in the past',
    );
  });

  it.each([
    ['garbage', '/cars?pickupDate=garbage&returnDate=2099-12-20'],
    ['an impossible day', '/cars?pickupDate=2099-02-31&returnDate=2099-03-02'],
  ])('ignores %s in the dates instead of failing', async (_, route) => {
    const api = installFakeApi({ 'GET /api/cars': reply('listCars', [RAV4]) });
    renderList(route);
    await screen.findByRole('article', { name: 'Toyota RAV4' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toEqual(['/api/cars']);
  });

  it('sorts by daily rate on the server, without a rating sort', async () => {
    const api = installFakeApi({ 'GET /api/cars': reply('listCars', [RAV4]) });
    const user = userEvent.setup();
    renderList('/cars?sort=rating-desc');
    await screen.findByRole('article', { name: 'Toyota RAV4' });
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
    ]);
    await user.selectOptions(sortBy, 'Price: high to low');
    expect(screen.getByTestId('location')).toHaveTextContent('/cars?sort=price-desc');
    await waitFor(() =>
      expect(api.requests.map((r) => r.path)).toEqual(['/api/cars', '/api/cars?sort=price-desc']),
    );
  });

  it('has pickup and return date fields without coming from the home search', async () => {
    const api = installFakeApi({ 'GET /api/cars': reply('listCars', [RAV4]) });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article', { name: 'Toyota RAV4' });
    await user.type(screen.getByLabelText('Pickup date'), '2099-12-20');
    await user.type(screen.getByLabelText('Return date'), '2099-12-23');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/cars?pickupDate=2099-12-20&returnDate=2099-12-23',
    );
    await waitFor(() =>
      expect(api.requests.map((r) => r.path)).toContain(
        '/api/cars?pickupDate=2099-12-20&returnDate=2099-12-23',
      ),
    );
    expect(screen.getByText('Availability for 20 Dec 2099 – 23 Dec 2099')).toBeInTheDocument();
  });

  it('puts the filters in the URL and asks the server for them', async () => {
    const api = installFakeApi({ 'GET /api/cars': reply('listCars', [RAV4]) });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article', { name: 'Toyota RAV4' });

    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'SUV');
    expect(screen.getByTestId('location')).toHaveTextContent('/cars?type=SUV');
    await user.selectOptions(screen.getByLabelText('Price per day'), 'Under $50/day');
    expect(screen.getByTestId('location')).toHaveTextContent('/cars?type=SUV&priceBand=budget');
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'Toyota{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/cars?type=SUV&priceBand=budget&search=Toyota',
    );

    await waitFor(() =>
      expect(api.requests.map((r) => r.path)).toContain(
        '/api/cars?search=Toyota&type=SUV&priceBand=budget',
      ),
    );
    expect(api.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/cars?type=SUV', '/api/cars?type=SUV&priceBand=budget']),
    );

    for (const label of ['$50-$100/day', '$100+/day']) {
      await user.selectOptions(screen.getByLabelText('Price per day'), label);
    }
    expect(screen.getByTestId('location')).toHaveTextContent('priceBand=premium');
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'All Types');
    expect(screen.getByTestId('location')).not.toHaveTextContent('type=');
  });
});
