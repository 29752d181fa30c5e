import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { PropertyDto } from '@salone/api-client/catalogue';
import { settleSignInRequest } from '@salone/api-client';
import { installFakeApi } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { authRoutes } from '../../../test/fixtures';
import PropertyDetailPage from '../PropertyDetailPage';
import { aProperty, aRental } from './fixtures';

function renderDetail(property: PropertyDto | null, route = '/real-estate/7') {
  const api = installFakeApi({
    ...authRoutes(),
    'GET /api/real-estate/7': property
      ? { status: 200, body: property }
      : {
          status: 404,
          body: { statusCode: 404, error: 'Not Found', message: 'Property not found' },
        },
  });
  renderWithProviders(<PropertyDetailPage />, { route, path: '/real-estate/:id' });
  return api;
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  return within(
    (heading.closest('section') ?? heading.parentElement?.parentElement) as HTMLElement,
  );
};
const fact = (scope: ReturnType<typeof within>, term: string) =>
  scope.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/real-estate/:id', () => {
  it("shows 'Property Not Found' with a 'Back to Properties' button", async () => {
    renderDetail(null);
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Properties' })).toHaveAttribute(
      'href',
      '/real-estate',
    );
  });

  it("shows 'Property Not Found' for an id that is not a number", () => {
    const api = renderDetail(aProperty(), '/real-estate/0');
    expect(screen.getByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/real-estate'))).toHaveLength(0);
  });

  it('shows a skeleton, then the header and the cards in heading order', async () => {
    renderDetail(aProperty());
    expect(screen.getByRole('status', { name: 'Loading property' })).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Three-Bedroom House in Aberdeen');
    expect(screen.getByRole('link', { name: 'Back to Properties' })).toHaveAttribute(
      'href',
      '/real-estate',
    );
    const header = within(title.closest('header') as HTMLElement);
    expect(header.getByText('House')).toBeInTheDocument();
    expect(header.getByText('For Sale')).toBeInTheDocument();
    expect(header.queryByText('For Rent')).not.toBeInTheDocument();
    expect(header.getByText('12 Cape Road, Aberdeen, Freetown')).toBeInTheDocument();
    expect(header.getByText('3 bedrooms')).toBeInTheDocument();
    expect(header.getByText('2 bathrooms')).toBeInTheDocument();
    expect(header.getByText('$250,000')).toBeInTheDocument();
    expect(header.getByText('2,400 sq ft')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Contact Agent' })).toHaveAttribute(
      'href',
      'mailto:mariatu@atlantichomes.example.sl?subject=Three-Bedroom%20House%20in%20Aberdeen',
    );

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Property Description',
      'Property Features',
      'Property Details',
      'Neighborhood',
      'Financial Information',
      'Property Inspection & Condition',
      'Location',
      'Guest reviews',
      'Schedule a Viewing',
      'Property Agent',
      'Quick Facts',
      'Payment Options',
    ]);
  });

  it.each([
    ['sale only', aProperty(), 'Buy Property'],
    ['rent only', aRental({ id: 7 }), 'Rent Property'],
    ['sale and rent', aProperty({ isForRent: true, monthlyRent: 2000 }), 'Inquire Now'],
  ])('labels the main button for a listing for %s: %s', async (_, property, label) => {
    renderDetail(property);
    const header = within(
      (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement,
    );
    expect(header.getByRole('button', { name: label })).toBeEnabled();
  });

  it("shows a rent-only listing's price with '/month'", async () => {
    renderDetail(aRental({ id: 7 }));
    const header = within(
      (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement,
    );
    expect(header.getByText('$1,500/month')).toBeInTheDocument();
    expect(header.getByText('Apartment')).toBeInTheDocument();
    expect(header.getByText('For Rent')).toBeInTheDocument();
    expect(header.queryByText('For Sale')).not.toBeInTheDocument();
  });

  it('shows both purpose badges and the plain sale price for a listing for sale and rent', async () => {
    renderDetail(aProperty({ price: 1_200_000, isForRent: true, monthlyRent: 4000 }));
    const header = within(
      (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement,
    );
    expect(header.getByText('For Sale')).toBeInTheDocument();
    expect(header.getByText('For Rent')).toBeInTheDocument();
    expect(header.getByText('$1,200,000')).toBeInTheDocument();
  });

  it("shows the server's details, neighbourhood, financials, inspection, agent and facts", async () => {
    renderDetail(aProperty());
    await screen.findByRole('heading', { level: 1 });

    const details = card('Property Details');
    expect(fact(details, 'Year built')).toBe('2018');
    expect(fact(details, 'Property tax')).toBe('$3,750 per year');
    expect(fact(details, 'Garage')).toBe('2 spaces');
    expect(details.queryByText('HOA fee')).not.toBeInTheDocument();

    const area = card('Neighborhood');
    expect(area.getByRole('heading', { name: 'Aberdeen' })).toBeInTheDocument();
    expect(fact(area, 'Walk score')).toBe('75/100');
    expect(area.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(area.getByText('Cape Road International School')).toBeInTheDocument();
    expect(area.getByText('4.5/5 · 0.8 km')).toBeInTheDocument();
    expect(area.getByText('Lumley Beach')).toBeInTheDocument();
    expect(area.getByText('Shared taxis on Cape Road')).toBeInTheDocument();

    const money = card('Financial Information');
    expect(fact(money, 'Sale price')).toBe('$250,000');
    expect(fact(money, 'Deposit')).toBe('$25,000');
    expect(fact(money, 'Agent commission (5%)')).toBe('$12,500 one-time');

    const inspection = card('Property Inspection & Condition');
    expect(fact(inspection, 'Condition')).toBe('Excellent');
    expect(fact(inspection, 'Last inspected')).toBe('14 Sep 2026');
    expect(inspection.getByText('Structural survey')).toBeInTheDocument();

    const agent = card('Property Agent');
    expect(agent.getByText('Mariatu Kamara')).toBeInTheDocument();
    expect(agent.getByRole('link', { name: /Agency website/ })).toHaveAttribute(
      'href',
      'https://atlantichomes.example.sl',
    );
    expect(agent.getByRole('link', { name: /\+232 76 245 910/ })).toHaveAttribute(
      'href',
      'tel:+23276245910',
    );

    const facts = card('Quick Facts');
    expect(fact(facts, 'Type')).toBe('House');
    expect(fact(facts, 'Area')).toBe('2,400 sq ft');
    expect(fact(facts, 'Bedrooms')).toBe('3');
    expect(fact(facts, 'Bathrooms')).toBe('2');
    expect(fact(facts, 'Year built')).toBe('2018');
    expect(fact(facts, 'Availability')).toBe('Available');

    const payment = card('Payment Options');
    // Checkout takes mobile money only, so nothing else is promised.
    expect(payment.getByText('Mobile money (Orange Money, AfriMoney)')).toBeInTheDocument();
    expect(payment.queryByText(/bank transfer|cash|card|mortgage/i)).not.toBeInTheDocument();
  });

  it('shows the HOA fee of apartments, hides an empty garage and a missing website', async () => {
    renderDetail(aRental({ id: 7 }));
    await screen.findByRole('heading', { level: 1 });
    expect(fact(card('Property Details'), 'HOA fee')).toBe('$150 per month');
    expect(card('Property Details').queryByText('Garage')).not.toBeInTheDocument();
    expect(card('Property Agent').queryByRole('link', { name: /website/ })).not.toBeInTheDocument();
  });

  it("marks an inactive listing 'Not Available' and does not offer a viewing", async () => {
    renderDetail(aProperty({ isActive: false }));
    await screen.findByRole('heading', { level: 1 });
    expect(fact(card('Quick Facts'), 'Availability')).toBe('Not Available');
    expect(screen.getByRole('button', { name: 'Buy Property' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Schedule Viewing' })).toBeDisabled();
  });

  it('publishes Residence and Offer structured data', async () => {
    renderDetail(aProperty());
    await screen.findByRole('heading', { level: 1 });
    const script = document.head.querySelector('script[data-seo="jsonld"]');
    const [residence, offer] = JSON.parse(script?.textContent ?? '[]');
    expect(residence['@type']).toBe('Residence');
    expect(residence.name).toBe('Three-Bedroom House in Aberdeen');
    expect(offer).toMatchObject({ '@type': 'Offer', price: 250000, priceCurrency: 'USD' });
  });

  it('asks a visitor to sign in before opening the viewing dialog', async () => {
    renderDetail(aProperty());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule Viewing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => settleSignInRequest(true));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Property Viewing' });
    expect(within(dialog).getByRole('radio', { name: 'Buy' })).toBeChecked();
  });

  it('fills in the day searched for on the home page, and ignores a past one', async () => {
    const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    renderDetail(aProperty(), `/real-estate/7?date=${day}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule Viewing' }));
    act(() => settleSignInRequest(true));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Property Viewing' });
    expect(within(dialog).getByLabelText('Viewing Date')).toHaveValue(day);
  });

  it('leaves the viewing day empty for a day in the past', async () => {
    renderDetail(aProperty(), '/real-estate/7?date=2020-01-01');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule Viewing' }));
    act(() => settleSignInRequest(true));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Property Viewing' });
    expect(within(dialog).getByLabelText('Viewing Date')).toHaveValue('');
  });
});
