import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, SIGNED_OUT, reply, type ResponseOf } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import HomePage from '../HomePage';
import { searchTarget } from '../searchTarget';

const CARDS = [
  {
    id: 1,
    title: 'Hotels',
    description: 'Stay by the beach',
    imageUrl: '/api/media/h.svg',
    serviceType: 'hotels',
    href: '/hotels',
    count: 11,
    gradient: null,
  },
  {
    id: 2,
    title: 'AI Trip Planner',
    description: 'Plan with AI',
    imageUrl: '/api/media/p.svg',
    serviceType: 'ai_planner',
    href: '/ai-planner',
    count: 0,
    gradient: 'linear-gradient(#000,#111)',
  },
] satisfies ResponseOf<'listServiceContent'>;

describe('home', () => {
  it('shows 6 placeholders while the featured services load, then the cards', async () => {
    let answer: (() => void) | undefined;
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/content/service-content')) await gate;
      return original(input, init);
    };
    api.on('GET /api/content/service-content', reply('listServiceContent', CARDS));
    renderWithProviders(<HomePage />);
    const loading = await screen.findByLabelText('Loading services');
    expect(loading.children).toHaveLength(6);
    answer?.();
    expect(await screen.findByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/hotels');
    expect(screen.getByText('11 available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Planning' })).toBeInTheDocument();
  });

  it('renders the gradient card as the planner card with its three checks', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/content/service-content': reply('listServiceContent', CARDS),
    });
    renderWithProviders(<HomePage />);
    const start = await screen.findByRole('link', { name: 'Start Planning' });
    expect(start).toHaveAttribute('href', '/ai-planner');
    for (const text of [
      'Personalized recommendations',
      'Budget optimization',
      'Real-time availability',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'AI Trip Planner' })).toHaveAttribute(
      'href',
      '/ai-planner',
    );
  });

  it('searches only once a category is chosen and passes the dates on', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/content/service-content': reply('listServiceContent', CARDS),
    });
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const form = screen.getByRole('form', { name: 'Search services' });
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(within(form).getByText('Choose what you are looking for')).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Where to?'), 'cars');
    await user.type(within(form).getByLabelText('Check In'), '2031-01-05');
    await user.type(within(form).getByLabelText('Check Out'), '2031-01-08');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/cars?pickupDate=2031-01-05&returnDate=2031-01-08',
    );
  });
});

describe('searchTarget', () => {
  it('maps categories and dates to list URLs', () => {
    expect(searchTarget('', '2031-01-01', '2031-01-02')).toBeNull();
    expect(searchTarget('hotels', '2031-01-01', '2031-01-03')).toBe(
      '/hotels?checkIn=2031-01-01&checkOut=2031-01-03',
    );
    expect(searchTarget('hotels', '2031-01-03', '2031-01-01')).toBe('/hotels');
    expect(searchTarget('real-estate', '2031-01-01', '2031-01-03')).toBe(
      '/real-estate?date=2031-01-01',
    );
    expect(searchTarget('events', '', '')).toBe('/events');
    expect(searchTarget('events', '2031-01-01', '2031-01-03')).toBe(
      '/events?from=2031-01-01&to=2031-01-03',
    );
    expect(searchTarget('events', '2031-01-01', '')).toBe('/events?from=2031-01-01&to=2031-01-01');
    expect(searchTarget('tours', '2031-01-01', '')).toBe('/tours?date=2031-01-01');
  });
});
