import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, SIGNED_OUT, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import EventsListPage from '../EventsListPage';
import { anEvent } from './fixtures';

const PARADE = anEvent();
const CONCERT = anEvent({
  id: 7,
  title: 'Aberdeen Sundown Sessions',
  category: 'music',
  location: 'Aberdeen Beach Amphitheatre, Freetown',
  startDate: '2099-03-05T20:00:00.000Z',
  endDate: '2099-03-07T23:00:00.000Z',
  capacity: null,
  images: [],
  ticketCategories: [],
  price: 25,
});

function eventCard(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('events list', () => {
  it('shows 6 placeholder cards while loading, then the events', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/events': reply('listEvents', [PARADE]),
    });
    const answer = window.fetch;
    window.fetch = async (input, init) => {
      await gate;
      return answer(input, init);
    };
    renderWithProviders(<EventsListPage />, { route: '/events', path: '/events' });

    expect(screen.getByRole('heading', { level: 1, name: 'Cultural Events' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading events').children).toHaveLength(6);
    release();
    expect(await screen.findByRole('article', { name: PARADE.title })).toBeInTheDocument();
  });

  it('asks for the events on the days of the home search, and drops days that are not real', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/events': reply('listEvents', [CONCERT]),
    });
    renderWithProviders(<EventsListPage />, {
      route: '/events?from=2099-03-06&to=2099-03-08',
      path: '/events',
    });
    expect(await screen.findByRole('article', { name: CONCERT.title })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2099-03-06');
    expect(screen.getByLabelText('To')).toHaveValue('2099-03-08');
    expect(api.requests.map((r) => r.path)).toContain('/api/events?from=2099-03-06&to=2099-03-08');

    api.requests.length = 0;
    renderWithProviders(<EventsListPage />, {
      route: '/events?from=garbage&to=2099-03-01',
      path: '/events',
    });
    await waitFor(() =>
      expect(api.requests.map((r) => r.path)).toContain('/api/events?to=2099-03-01'),
    );
  });

  it('says when the events cannot be loaded', async () => {
    installFakeApi({
      'GET /api/events': { status: 500, body: { statusCode: 500, message: 'Internal error' } },
    });
    renderWithProviders(<EventsListPage />, { route: '/events', path: '/events' });

    expect(
      await screen.findByRole('heading', { name: 'Unable to Load Events' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact support.')).toBeInTheDocument();
  });

  it('has two empty texts: none yet, and none matching the filters', async () => {
    installFakeApi({ 'GET /api/events': reply('listEvents', []) });
    const first = renderWithProviders(<EventsListPage />, { route: '/events', path: '/events' });
    expect(await screen.findByRole('heading', { name: 'No Events Found' })).toBeInTheDocument();
    expect(screen.getByText('Events will be available soon.')).toBeInTheDocument();
    first.unmount();

    const api = installFakeApi({ 'GET /api/events': reply('listEvents', []) });
    renderWithProviders(<EventsListPage />, {
      route: '/events?category=music',
      path: '/events',
    });
    expect(await screen.findByText('Try adjusting your search filters.')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain('/api/events?category=music');
  });

  it('shows every element of a card', async () => {
    installFakeApi({ 'GET /api/events': reply('listEvents', [PARADE, CONCERT]) });
    renderWithProviders(<EventsListPage />, { route: '/events', path: '/events' });

    const parade = await screen.findByRole('article', { name: PARADE.title });
    const inParade = within(parade);
    expect(inParade.getByText('Festival')).toBeInTheDocument();
    expect(inParade.getByText('24')).toBeInTheDocument();
    expect(inParade.getByText('Dec')).toBeInTheDocument();
    expect(inParade.getByText('24 Dec 2099')).toBeInTheDocument();
    expect(inParade.getByText('Starts 19:00')).toBeInTheDocument();
    expect(inParade.getByText(PARADE.location)).toBeInTheDocument();
    expect(inParade.getByText('Up to 2000 attendees')).toBeInTheDocument();
    expect(inParade.getByText(PARADE.description)).toBeInTheDocument();
    // The cheapest ticket category.
    expect(inParade.getByText('From $50')).toBeInTheDocument();
    expect(inParade.getByText('per ticket')).toBeInTheDocument();
    const image = parade.querySelector('img');
    expect(image).toHaveAttribute('src', PARADE.images[0]);
    // The first card's photo is above the fold: fetched at once and first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(inParade.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/events/4',
    );

    const concert = eventCard(CONCERT.title);
    const inConcert = within(concert);
    expect(inConcert.getByText('Music')).toBeInTheDocument();
    expect(inConcert.getByText('5 Mar 2099 – 7 Mar 2099')).toBeInTheDocument();
    expect(inConcert.queryByText(/attendees/)).not.toBeInTheDocument();
    // No categories: the event's own price; no image: the neutral fallback.
    expect(inConcert.getByText('From $25')).toBeInTheDocument();
    expect(concert.querySelector('img')).toBeNull();
    expect(screen.getByText('2 events found')).toBeInTheDocument();
  });

  it('puts the filters in the URL and asks the server for them', async () => {
    const api = installFakeApi({ 'GET /api/events': reply('listEvents', [PARADE]) });
    const user = userEvent.setup();
    renderWithProviders(<EventsListPage />, { route: '/events', path: '/events' });
    await screen.findByRole('article', { name: PARADE.title });

    await user.selectOptions(screen.getByLabelText('Category'), 'music');
    expect(screen.getByTestId('location')).toHaveTextContent('/events?category=music');

    await user.selectOptions(screen.getByLabelText('Date'), 'This Week');
    expect(screen.getByTestId('location')).toHaveTextContent('/events?category=music&date=week');

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'Lantern');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/events?category=music&date=week&search=Lantern',
      ),
    );
    await waitFor(() =>
      expect(api.requests.map((r) => r.path)).toContain(
        '/api/events?search=Lantern&category=music&date=week',
      ),
    );
    expect(api.requests.map((r) => r.path)).toContain('/api/events?category=music');
    expect(api.requests.map((r) => r.path)).toContain('/api/events?category=music&date=week');
    // Typing is debounced: no request per keystroke.
    expect(api.requests.filter((r) => r.path.includes('search=')).length).toBe(1);

    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    expect(screen.getByTestId('location')).toHaveTextContent('/events?date=week&search=Lantern');
  });

  it('ignores filter values the server does not know', async () => {
    const api = installFakeApi({ 'GET /api/events': reply('listEvents', [PARADE]) });
    renderWithProviders(<EventsListPage />, {
      route: '/events?category=opera&date=yesterday',
      path: '/events',
    });
    await screen.findByRole('article', { name: PARADE.title });
    expect(api.requests.map((r) => r.path)).toEqual(['/api/events']);
    expect(screen.getByLabelText('Category')).toHaveValue('all');
  });
});
