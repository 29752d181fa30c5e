import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settleSignInRequest } from '@salone/api-client';
import { installFakeApi, signedIn, SIGNED_OUT, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import CarDetailPage from '../CarDetailPage';
import { aCar } from './fixtures';

function renderDetail(route = '/cars/3') {
  return renderWithProviders(<CarDetailPage />, { route, path: '/cars/:id' });
}

function card(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('div')!.parentElement!);
}

describe('car detail', () => {
  it('shows specs, features, pricing, extras, terms and pickup locations from the server', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/cars/3': reply('getCar', aCar()),
    });
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toyota RAV4' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Toyota RAV4' })).toHaveAttribute(
      'src',
      '/api/media/cars/suv.svg',
    );

    const specs = card('Specifications');
    expect(specs.getByText('Make').nextSibling).toHaveTextContent('Toyota');
    expect(specs.getByText('Model').nextSibling).toHaveTextContent('RAV4');
    expect(specs.getByText('Year').nextSibling).toHaveTextContent('2021');
    expect(specs.getByText('Type').nextSibling).toHaveTextContent('SUV');
    expect(specs.getByText('Seats').nextSibling).toHaveTextContent('5');
    expect(specs.getByText('Transmission').nextSibling).toHaveTextContent('Automatic');
    expect(specs.getByText('Location').nextSibling).toHaveTextContent('Lumley Beach');

    const features = card('Features');
    expect(features.getByText('USB charging')).toBeInTheDocument();
    expect(features.queryByText(/more features/)).not.toBeInTheDocument();

    const pricing = card('Pricing');
    expect(pricing.getByText('Daily').nextSibling).toHaveTextContent('$80/day');
    expect(pricing.getByText('Weekly (7 days)').nextSibling).toHaveTextContent('$520 save 7%');
    expect(pricing.getByText('Monthly (30 days)').nextSibling).toHaveTextContent('$2,000 save 17%');
    expect(pricing.getByText('Professional driver').nextSibling).toHaveTextContent('$50/day');

    const extras = card('Extras');
    expect(extras.getByText('Child seat').nextSibling).toHaveTextContent('$8/day');
    expect(extras.getByText('Additional driver').nextSibling).toHaveTextContent('$10/rental');

    const terms = card('Rental Terms');
    expect(terms.getByText('Minimum age').nextSibling).toHaveTextContent('25 years');
    expect(terms.getByText('Deposit').nextSibling).toHaveTextContent('$200');
    expect(terms.getByText('Late return').nextSibling).toHaveTextContent('$25/hour');

    const locations = card('Pickup Locations');
    expect(locations.getAllByRole('listitem')).toHaveLength(9);
    expect(locations.getByText('Makeni Central')).toBeInTheDocument();

    const status = within(screen.getByRole('complementary', { name: 'Rental status' }));
    expect(status.getByText('Available')).toBeInTheDocument();
    expect(status.getByRole('button', { name: 'Rent Now' })).toBeEnabled();

    const jsonLd = JSON.parse(
      document.head.querySelector('script[data-seo="jsonld"]')!.textContent!,
    );
    expect(jsonLd['@type']).toBe('Car');
    expect(jsonLd.offers).toMatchObject({
      price: 80,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
  });

  it("disables 'Rent Now' and says 'Rented' when the car is not available", async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/cars/3': reply('getCar', aCar({ isAvailable: false })),
    });
    renderDetail();
    const status = within(await screen.findByRole('complementary', { name: 'Rental status' }));
    expect(status.getByText('Not Available')).toBeInTheDocument();
    expect(status.getByText('Rented')).toBeInTheDocument();
    expect(status.getByRole('button', { name: 'Rent Now' })).toBeDisabled();
  });

  it('shows whether the car is free for the dates in the URL', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/cars/3': reply('getCar', aCar({ availableForDates: false })),
    });
    renderDetail('/cars/3?pickupDate=2099-12-20&returnDate=2099-12-23');
    const status = within(await screen.findByRole('complementary', { name: 'Rental status' }));
    expect(status.getByText('Rented')).toBeInTheDocument();
    expect(
      status.getByText('Booked for 20 Dec 2099 – 23 Dec 2099. Other dates may be free.'),
    ).toBeInTheDocument();
    // The button follows the availability for those dates.
    expect(status.getByRole('button', { name: 'Rent Now' })).toBeDisabled();
    expect(status.getByText('Search other dates to rent this car.')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain(
      '/api/cars/3?pickupDate=2099-12-20&returnDate=2099-12-23',
    );
  });

  it("shows 'Car Not Found' with a link back for an unknown id", async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/cars/42': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Car not found' },
      },
    });
    renderDetail('/cars/42');
    expect(await screen.findByRole('heading', { name: 'Car Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cars' })).toHaveAttribute('href', '/cars');
  });

  it("shows 'Car Not Found' for a malformed id", () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderDetail('/cars/0');
    expect(screen.getByRole('heading', { name: 'Car Not Found' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/cars'))).toHaveLength(0);
  });

  it('asks a visitor to sign in before the rental dialog opens', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/cars/3': reply('getCar', aCar()),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Rent Now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => settleSignInRequest(true));
    expect(await screen.findByRole('dialog', { name: 'Rent Toyota RAV4' })).toBeInTheDocument();
  });
});

describe('car detail from a trip plan', () => {
  it("opens the rental dialog with the plan's days and its driver", async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/cars/3': reply('getCar', aCar({ availableForDates: true })),
    });
    renderDetail('/cars/3?pickupDate=2099-12-20&returnDate=2099-12-23&driver=1&book=1');
    const dialog = await screen.findByRole('dialog', { name: 'Rent Toyota RAV4' });
    expect(within(dialog).getByLabelText(/Pickup Date/i)).toHaveValue('2099-12-20');
    expect(within(dialog).getByLabelText(/Return Date/i)).toHaveValue('2099-12-23');
    expect(within(dialog).getByRole('checkbox', { name: /professional driver/ })).toBeChecked();
    // With a driver no licence is asked for.
    expect(within(dialog).queryByText("Driver's license")).not.toBeInTheDocument();
    // The days stay on the page (its availability is for them); the link's own values go.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/cars\/3\?pickupDate=2099-12-20&returnDate=2099-12-23$/,
      ),
    );
  });
});
