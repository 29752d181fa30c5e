import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import ToursListPage from '../ToursListPage';
import { aTour } from './fixtures';

const renderList = (route = '/tours') => renderWithProviders(<ToursListPage />, { route });
const tourRequests = (api: ReturnType<typeof installFakeApi>) =>
  api.requests.filter((r) => r.path.startsWith('/api/tours')).map((r) => r.path);

describe('/tours list', () => {
  it('shows the hero, 6 placeholders while loading, then one card per tour', async () => {
    installFakeApi({
      'GET /api/tours': reply('listTours', [
        aTour(),
        aTour({ id: 4, title: 'Tacugama Sanctuary Visit', difficulty: 'easy' }),
      ]),
    });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Guided Tours' })).toBeInTheDocument();
    const loading = screen.getByLabelText('Loading tours');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.children).toHaveLength(6);

    expect(await screen.findByText('2 tours found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('carries the day of the home search to the tour pages, and ignores a bad one', async () => {
    installFakeApi({ 'GET /api/tours': reply('listTours', [aTour()]) });
    const { unmount } = renderList('/tours?date=2099-12-14');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/tours/3?date=2099-12-14',
    );
    unmount();
    renderList('/tours?date=2001-01-01');
    const plain = await screen.findByRole('article');
    expect(within(plain).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/tours/3',
    );
  });

  it('shows every element of a card', async () => {
    installFakeApi({ 'GET /api/tours': reply('listTours', [aTour()]) });
    renderList();
    const card = await screen.findByRole('article');
    const inCard = within(card);
    expect(inCard.getByRole('heading', { name: 'Banana Islands Boat Trip' })).toBeInTheDocument();
    expect(inCard.getByText('Moderate')).toBeInTheDocument();
    expect(inCard.getByText('Full day (8 hours)')).toBeInTheDocument();
    expect(inCard.getByText('Dublin village, Banana Islands, Western Area')).toBeInTheDocument();
    expect(inCard.getByText('Max 12 people')).toBeInTheDocument();
    expect(inCard.getByText(/Cross from Kent by boat/)).toBeInTheDocument();
    const activities = within(inCard.getByRole('list', { name: 'Included activities' }));
    expect(activities.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Boat crossing from Kent',
      'Snorkelling',
      'Dublin village walk',
      '+2 more',
    ]);
    expect(inCard.getByText('$40')).toBeInTheDocument();
    expect(inCard.getByText(/per person/)).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/tours/3');
  });

  it("shows 'Unable to Load Tours' when the list fails", async () => {
    installFakeApi({ 'GET /api/tours': { status: 500, body: { message: 'boom' } } });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Unable to Load Tours' }),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('Please try again later or contact support.'),
    ).toBeInTheDocument();
  });

  it("shows 'No Tours Found' with the right text, filtered or not", async () => {
    installFakeApi({ 'GET /api/tours': reply('listTours', []) });
    const { unmount } = renderList();
    expect(await screen.findByRole('heading', { name: 'No Tours Found' })).toBeInTheDocument();
    expect(screen.getByText('Tours will be available soon.')).toBeInTheDocument();
    unmount();

    renderList('/tours?difficulty=easy');
    expect(await screen.findByRole('heading', { name: 'No Tours Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search filters.')).toBeInTheDocument();
  });

  it('puts the difficulty and duration filters in the URL and asks the server with them', async () => {
    const api = installFakeApi({ 'GET /api/tours': reply('listTours', [aTour()]) });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article');

    const difficulty = screen.getByLabelText('Difficulty');
    expect(
      within(difficulty)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Difficulties', 'Easy', 'Moderate', 'Challenging', 'Difficult']);
    await user.selectOptions(difficulty, 'challenging');
    expect(screen.getByTestId('location')).toHaveTextContent('/tours?difficulty=challenging');
    await waitFor(() => expect(tourRequests(api)).toContain('/api/tours?difficulty=challenging'));

    await user.selectOptions(screen.getByLabelText('Duration'), 'multi-day');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/tours?difficulty=challenging&duration=multi-day',
    );
    await waitFor(() =>
      expect(tourRequests(api)).toContain('/api/tours?difficulty=challenging&duration=multi-day'),
    );
  });

  it('sends the search text once typing pauses', async () => {
    const api = installFakeApi({ 'GET /api/tours': reply('listTours', [aTour()]) });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'island');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?search=island'));
    await waitFor(() => expect(tourRequests(api)).toContain('/api/tours?search=island'));
    // One request for the whole word, not one per letter.
    expect(tourRequests(api).filter((p) => p.includes('search='))).toHaveLength(1);
  });

  it('reads the filters from a shared URL and ignores values the server does not know', async () => {
    const api = installFakeApi({ 'GET /api/tours': reply('listTours', [aTour()]) });
    renderList('/tours?search=chimp&difficulty=easy&duration=weekend');
    await screen.findByRole('article');
    expect(tourRequests(api)).toEqual(['/api/tours?search=chimp&difficulty=easy']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('chimp');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('easy');
    expect(screen.getByLabelText('Duration')).toHaveValue('');
  });
});
