import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { settleSignInRequest } from '@salone/api-client';
import { installFakeApi, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { authRoutes } from '../../../test/fixtures';
import PropertiesListPage from '../PropertiesListPage';
import { aProperty, aRental } from './fixtures';

const renderList = (route = '/real-estate') =>
  renderWithProviders(<PropertiesListPage />, { route });
const listRequests = (api: ReturnType<typeof installFakeApi>) =>
  api.requests.filter((r) => r.path.startsWith('/api/real-estate')).map((r) => r.path);
const cardOf = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('article') as HTMLElement);

describe('/real-estate list', () => {
  it('shows the hero, 6 placeholders while loading, then the cards', async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/real-estate': reply('listProperties', [aProperty(), aRental()]),
    });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading properties').children).toHaveLength(6);
    expect(await screen.findByText('2 properties found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows every element of a card', async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/real-estate': reply('listProperties', [aProperty()]),
    });
    renderList();
    expect(await screen.findByText('1 property found')).toBeInTheDocument();
    const card = cardOf('Three-Bedroom House in Aberdeen');
    expect(card.getByText('House')).toBeInTheDocument();
    expect(card.getByText('For Sale')).toBeInTheDocument();
    expect(card.getByText('12 Cape Road, Aberdeen, Freetown')).toBeInTheDocument();
    expect(card.getByText('3 beds')).toBeInTheDocument();
    expect(card.getByText('2 baths')).toBeInTheDocument();
    expect(card.getByText('2,400 sq ft')).toBeInTheDocument();
    expect(card.getByText(/modern family home/)).toBeInTheDocument();
    const features = within(card.getByRole('list', { name: 'Features' }));
    expect(features.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sea view',
      'Garage',
      'Walled garden',
      '+2 more',
    ]);
    expect(card.getByText('$250K')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/real-estate/7',
    );
    expect(card.getByRole('button', { name: /Inquire/ })).toBeEnabled();
  });

  it('prices sale listings as $xK / $x.xM, rentals with /month, dual listings plainly', async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/real-estate': reply('listProperties', [
        aProperty({ id: 1, title: 'Villa', price: 1_200_000 }),
        aRental({ id: 2, title: 'Flat' }),
        aProperty({ id: 3, title: 'Office', price: 850_000, isForRent: true, monthlyRent: 6500 }),
      ]),
    });
    renderList();
    await screen.findByText('3 properties found');
    expect(cardOf('Villa').getByText('$1.2M')).toBeInTheDocument();
    expect(cardOf('Villa').getByText('For Sale')).toBeInTheDocument();
    expect(cardOf('Flat').getByText('$1,500/month')).toBeInTheDocument();
    expect(cardOf('Flat').getByText('For Rent')).toBeInTheDocument();
    expect(cardOf('Office').getByText('$850K')).toBeInTheDocument();
    expect(cardOf('Office').getByText('Sale/Rent')).toBeInTheDocument();
  });

  it("shows 'Unable to Load Properties' when the list fails", async () => {
    installFakeApi({ ...authRoutes(), 'GET /api/real-estate': { status: 500, body: {} } });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Unable to Load Properties' }),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('Please try again later or contact support.'),
    ).toBeInTheDocument();
  });

  it("shows 'No Properties Found' with the right text, filtered or not", async () => {
    installFakeApi({ ...authRoutes(), 'GET /api/real-estate': reply('listProperties', []) });
    const { unmount } = renderList();
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(screen.getByText('Properties will be available soon.')).toBeInTheDocument();
    unmount();
    renderList('/real-estate?purpose=rent');
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search filters.')).toBeInTheDocument();
  });

  it('puts type, purpose and price in the URL and asks the server with them', async () => {
    const api = installFakeApi({
      ...authRoutes(),
      'GET /api/real-estate': reply('listProperties', [aProperty()]),
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Property Type')).toEqual([
      'All Types',
      'House',
      'Apartment',
      'Land',
      'Commercial',
    ]);
    expect(options('Purpose')).toEqual(['All Listings', 'For Sale', 'For Rent']);
    expect(options('Price')).toEqual(['All Prices', 'Under $100K', '$100K-$500K', '$500K+']);

    await user.selectOptions(screen.getByLabelText('Property Type'), 'apartment');
    await user.selectOptions(screen.getByLabelText('Purpose'), 'rent');
    await user.selectOptions(screen.getByLabelText('Price'), 'under-100k');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/real-estate?type=apartment&purpose=rent&priceBand=under-100k',
    );
    await waitFor(() =>
      expect(listRequests(api)).toContain(
        '/api/real-estate?type=apartment&purpose=rent&priceBand=under-100k',
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lumley');
    await waitFor(() =>
      expect(listRequests(api)).toContain(
        '/api/real-estate?search=lumley&type=apartment&purpose=rent&priceBand=under-100k',
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('search=lumley');
  });

  it('reads the filters from a shared URL', async () => {
    const api = installFakeApi({
      ...authRoutes(),
      'GET /api/real-estate': reply('listProperties', [aProperty()]),
    });
    renderList('/real-estate?type=land&priceBand=500k-plus&purpose=lease');
    await screen.findByRole('article');
    expect(listRequests(api)).toEqual(['/api/real-estate?type=land&priceBand=500k-plus']);
    expect(screen.getByLabelText('Property Type')).toHaveValue('land');
    expect(screen.getByLabelText('Purpose')).toHaveValue('');
  });

  it('asks a visitor to sign in, then opens the viewing dialog for the chosen property', async () => {
    installFakeApi({
      ...authRoutes(),
      'GET /api/real-estate': reply('listProperties', [aProperty(), aRental()]),
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('2 properties found');
    await user.click(
      cardOf('Two-Bedroom Beachside Apartment in Lumley').getByRole('button', { name: /Inquire/ }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => settleSignInRequest(true));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Property Viewing' });
    expect(
      within(dialog).getByText('Two-Bedroom Beachside Apartment in Lumley'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Rent' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'Buy' })).not.toBeInTheDocument();
  });
});
