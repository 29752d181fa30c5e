import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { settleSignInRequest } from '@salone/api-client';
import { AMINATA, installFakeApi, reply } from '@salone/api-client/testing';
import { AuthProbe, authRoutes } from '../../../test/fixtures';
import { renderWithProviders } from '@salone/host/testing';
import TourDetailPage from '../TourDetailPage';
import { aTour } from './fixtures';

const renderDetail = (route = '/tours/3') =>
  renderWithProviders(<TourDetailPage />, { route, path: '/tours/:id' });

describe('/tours/:id', () => {
  it("shows 'Tour Not Found' with a link back to /tours when the server has no such tour", async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/tours/99': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Tour not found' },
      },
    });
    renderDetail('/tours/99');
    expect(await screen.findByRole('heading', { name: 'Tour Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tours' })).toHaveAttribute('href', '/tours');
  });

  it("shows 'Tour Not Found' for an id that is not a number, without asking the server", () => {
    const api = installFakeApi(authRoutes());
    renderDetail('/tours/banana');
    expect(screen.getByRole('heading', { name: 'Tour Not Found' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/tours'))).toHaveLength(0);
  });

  it('shows a skeleton, then the header, the cards and the sidebar in heading order', async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/tours/3': reply('getTour', aTour()),
    });
    renderDetail();
    expect(screen.getByRole('status', { name: 'Loading tour' })).toBeInTheDocument();

    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Banana Islands Boat Trip');
    expect(screen.getByRole('link', { name: 'Back to Tours' })).toHaveAttribute('href', '/tours');
    const header = title.closest('header') as HTMLElement;
    expect(within(header).getByText('Moderate')).toBeInTheDocument();
    expect(within(header).getByText('Full day (8 hours)')).toBeInTheDocument();
    expect(within(header).getByText('Max 12 people')).toBeInTheDocument();
    expect(
      within(header).getByText('Dublin village, Banana Islands, Western Area'),
    ).toBeInTheDocument();
    expect(within(header).getByText('$40')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Book Tour' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Contact Guide' })).toHaveAttribute(
      'href',
      'mailto:sail@peninsulaboats.example.sl?subject=Banana%20Islands%20Boat%20Trip',
    );

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About This Tour',
      'Tour Itinerary',
      "What's Included",
      'Pricing Options',
      'Safety & Insurance',
      'Location',
      'Guest reviews',
      'Book This Tour',
      'Tour Details',
      'Tour Operator',
      'Professional Guides',
      'Payment Options',
    ]);
  });

  it("shows the server's itinerary, inclusions, prices, safety, operator and guides", async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/tours/3': reply('getTour', aTour()),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const card = (name: string) => {
      const heading = screen.getByRole('heading', { level: 2, name });
      // Payment Options is the shared card (a div); the others are sections.
      return within(
        (heading.closest('section') ?? heading.parentElement?.parentElement) as HTMLElement,
      );
    };

    expect(card('Tour Itinerary').getByText('Day 1: To the islands')).toBeInTheDocument();
    expect(card('Tour Itinerary').getByText('Snorkelling at the reef')).toBeInTheDocument();
    expect(card('Tour Itinerary').getByText('Lunch, Snacks')).toBeInTheDocument();
    expect(card('Tour Itinerary').getByText('Coral reef · Dublin village')).toBeInTheDocument();

    expect(card("What's Included").getByText('Beach lunch')).toBeInTheDocument();
    expect(card("What's Included").getByText('Grilled-fish lunch')).toBeInTheDocument();
    expect(card("What's Included").getByText(/licensed motor boat/)).toBeInTheDocument();
    expect(card("What's Included").getByText('Meeting point')).toBeInTheDocument();
    expect(card("What's Included").getByText('Kent jetty')).toBeInTheDocument();
    expect(
      card("What's Included").getByRole('heading', { name: 'What to Bring' }),
    ).toBeInTheDocument();
    expect(card("What's Included").getByText('Swimwear')).toBeInTheDocument();

    const pricing = card('Pricing Options');
    expect(pricing.getByText('$40 per person')).toBeInTheDocument();
    expect(pricing.getByText('$100 per person')).toBeInTheDocument();
    expect(pricing.getByText('Children (ages 8-16)')).toBeInTheDocument();
    expect(pricing.getByText('$28 per child')).toBeInTheDocument();
    expect(pricing.getByText('4+ people: 5% off')).toBeInTheDocument();
    expect(pricing.getByText('8+ people: 10% off')).toBeInTheDocument();
    expect(pricing.getByText('12+ people: 15% off')).toBeInTheDocument();
    // What the booking form charges: the discount is taken off when booking.
    expect(
      pricing.getByText(/takes the group discount off your total by itself/),
    ).toBeInTheDocument();
    expect(pricing.queryByText(/claimed with the tour operator/)).not.toBeInTheDocument();

    const safety = card('Safety & Insurance');
    expect(safety.getByText('Life jackets for everyone on board')).toBeInTheDocument();
    expect(safety.getByText('Public liability insurance included')).toBeInTheDocument();
    expect(safety.getByRole('link', { name: /999/ })).toHaveAttribute('href', 'tel:999');

    expect(card('Book This Tour').getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(
      card('Book This Tour').getByText('Secure booking with mobile money payment'),
    ).toBeInTheDocument();

    const details = card('Tour Details');
    expect(details.getByText('8 years')).toBeInTheDocument();
    expect(details.getByText('Up to 12 people')).toBeInTheDocument();
    // The start time the catalogue gives, as the booking, voucher and calendar file use it.
    expect(details.getByText('Starts at').nextElementSibling).toHaveTextContent('07:00 GMT');
    expect(details.getByText('English, Krio, French')).toBeInTheDocument();
    expect(details.getByText('Difficulty').nextElementSibling).toHaveTextContent('Moderate');
    expect(details.getByText('Fitness level').nextElementSibling).toHaveTextContent('Moderate');

    expect(card('Tour Operator').getByText('Peninsula Boat Tours')).toBeInTheDocument();
    expect(card('Tour Operator').getByRole('link', { name: /\+232 78 221 930/ })).toHaveAttribute(
      'href',
      'tel:+23278221930',
    );
    expect(card('Professional Guides').getByText('Ibrahim Conteh')).toBeInTheDocument();

    const payment = card('Payment Options');
    expect(payment.getByText('Mobile money (Orange Money, AfriMoney)')).toBeInTheDocument();
    expect(payment.queryByText(/bank transfer|cash|card/i)).not.toBeInTheDocument();
  });

  it('publishes TouristTrip structured data', async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/tours/3': reply('getTour', aTour()),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const script = document.head.querySelector('script[data-seo="jsonld"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@type']).toBe('TouristTrip');
    expect(data.name).toBe('Banana Islands Boat Trip');
    expect(data.offers).toMatchObject({ price: 40, priceCurrency: 'USD' });
    expect(document.title).toContain('Banana Islands Boat Trip');
  });

  it('asks a visitor to sign in first, then opens the booking dialog', async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/tours/3': reply('getTour', aTour()),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => settleSignInRequest(true));
    expect(await screen.findByRole('dialog', { name: 'Book Your Tour' })).toBeInTheDocument();
  });

  it('opens the booking dialog at once for a signed-in traveller', async () => {
    installFakeApi({
      ...authRoutes(AMINATA),
      'GET /api/tours/3': reply('getTour', aTour()),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AuthProbe />
        <TourDetailPage />
      </>,
      { route: '/tours/3', path: '/tours/:id' },
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent('authenticated'));
    await user.click(screen.getByRole('button', { name: 'Book Tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Tour' });
    expect(await within(dialog).findByDisplayValue('Aminata Kamara')).toBeInTheDocument();
  });
});

describe('/tours/:id from the home search', () => {
  it("fills the booking form's tour date with the day searched for", async () => {
    installFakeApi({
      ...authRoutes(AMINATA),
      'GET /api/tours/3': reply('getTour', aTour()),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AuthProbe />
        <TourDetailPage />
      </>,
      { route: '/tours/3?date=2099-12-14', path: '/tours/:id' },
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent('authenticated'));
    await user.click(screen.getByRole('button', { name: 'Book Tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Tour' });
    expect(within(dialog).getByLabelText(/Tour Date/)).toHaveValue('2099-12-14');
  });
});

describe('/tours/:id from a trip plan', () => {
  it("opens the booking dialog with the plan's day, party and shared tour filled in", async () => {
    installFakeApi({
      ...authRoutes(AMINATA),
      'GET /api/tours/3': reply('getTour', aTour()),
    });
    renderWithProviders(<TourDetailPage />, {
      route: '/tours/3?date=2099-12-13&participants=3&type=shared&book=1',
      path: '/tours/:id',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Tour' });
    expect(within(dialog).getByLabelText(/Tour Date/)).toHaveValue('2099-12-13');
    expect(within(dialog).getByRole('radio', { name: /Shared/ })).toBeChecked();
    expect(within(dialog).getByLabelText(/Number of Participants/)).toHaveValue('3');
    // One row of details per traveller, the first one the signed-in traveller.
    expect(within(dialog).getAllByLabelText(/^Name/)).toHaveLength(3);
    expect(await within(dialog).findByDisplayValue('Aminata Kamara')).toBeInTheDocument();
    // The link's values leave the address, so going back does not open the dialog again.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tours\/3$/));
  });

  it('keeps a party larger than a shared group within the group size, and ignores a bad day', async () => {
    installFakeApi({
      ...authRoutes(AMINATA),
      'GET /api/tours/3': reply('getTour', aTour({ maxGroupSize: 4 })),
    });
    renderWithProviders(<TourDetailPage />, {
      route: '/tours/3?date=2099-02-31x&participants=9&type=shared&book=1',
      path: '/tours/:id',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Tour' });
    expect(within(dialog).getByLabelText(/Tour Date/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Number of Participants/)).toHaveValue('4');
  });
});
