import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settleSignInRequest, useSignInRequest } from '@salone/api-client';
import { installFakeApi, signedIn, SIGNED_OUT, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import EventDetailPage from '../EventDetailPage';
import { anEvent, authSettled, ticketCategories } from './fixtures';

const EVENT = anEvent({ ticketCategories: ticketCategories({ VIP: 7, VVIP: 0 }) });

function renderDetail(id = '4') {
  return renderWithProviders(<EventDetailPage />, { route: `/events/${id}`, path: '/events/:id' });
}

describe('event detail', () => {
  it('shows the event with its server data: schedule, included, tickets, venue, organizer', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/events/4': reply('getEvent', EVENT),
    });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: EVENT.title })).toBeInTheDocument();
    expect(screen.getByText('Festival')).toBeInTheDocument();
    expect(screen.getByText('24 Dec 2099')).toBeInTheDocument();
    expect(screen.getByText('19:00 – 23:00 GMT')).toBeInTheDocument();
    expect(screen.getAllByText(EVENT.location).length).toBeGreaterThan(0);
    expect(screen.getByText('From $50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: EVENT.title })).toHaveAttribute('src', EVENT.images[0]);

    const schedule = screen
      .getByRole('heading', { name: 'Schedule' })
      .closest('div')!.parentElement!;
    expect(within(schedule).getByText('Lanterns gather')).toBeInTheDocument();
    expect(within(schedule).getByText('20:00')).toBeInTheDocument();

    expect(screen.getByText('Grandstand seat')).toBeInTheDocument();
    expect(screen.getByText('Transport')).toBeInTheDocument();

    const tickets = screen
      .getByRole('heading', { name: 'Ticket Options' })
      .closest('div')!.parentElement!;
    expect(within(tickets).getByText('100 of 100 available')).toBeInTheDocument();
    expect(within(tickets).getByText('7 of 25 available')).toBeInTheDocument();
    expect(within(tickets).getByText('Sold out')).toBeInTheDocument();
    expect(within(tickets).getByText('$300')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Cotton Tree grandstand' })).toBeInTheDocument();
    expect(screen.getByText('Toilets, First aid point')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lantern Parade Society' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@lanterns.example.sl' })).toHaveAttribute(
      'href',
      'mailto:info@lanterns.example.sl',
    );

    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);

    const jsonLd = JSON.parse(
      document.head.querySelector('script[data-seo="jsonld"]')!.textContent!,
    );
    expect(jsonLd['@type']).toBe('Event');
    expect(jsonLd.name).toBe(EVENT.title);
    expect(jsonLd.offers).toHaveLength(3);
    expect(jsonLd.offers[2]).toMatchObject({
      price: 300,
      priceCurrency: 'USD',
      availability: 'https://schema.org/SoldOut',
    });
    expect(document.title).toContain(EVENT.title);
  });

  it("shows 'Event Not Found' with a link back for an unknown id", async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/events/99': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Event not found' },
      },
    });
    renderDetail('99');
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  });

  it("shows 'Event Not Found' for a malformed id without asking the server", async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderDetail('abc');
    expect(screen.getByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/events'))).toHaveLength(0);
  });

  it('asks a visitor to sign in first, then opens the ticket dialog', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/events/4': reply('getEvent', EVENT),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Book Tickets' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => settleSignInRequest(true));
    expect(await screen.findByRole('dialog', { name: 'Book Tickets' })).toBeInTheDocument();
  });

  it('opens the dialog at once for a signed-in traveller', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/events/4': reply('getEvent', EVENT),
    });
    const user = userEvent.setup();
    const { store } = renderDetail();
    const book = await screen.findByRole('button', { name: 'Book Tickets' });
    await authSettled(store);
    await user.click(book);
    expect(await screen.findByRole('dialog', { name: 'Book Tickets' })).toBeInTheDocument();
  });

  it('cannot be booked when every category is sold out', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/events/4': reply(
        'getEvent',
        anEvent({ ticketCategories: ticketCategories({ Standard: 0, VIP: 0, VVIP: 0 }) }),
      ),
    });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Book Tickets' })).toBeDisabled();
    expect(screen.getByText('All tickets are sold out.')).toBeInTheDocument();
  });

  it('cannot be booked once the event has ended', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/events/4': reply(
        'getEvent',
        anEvent({
          startDate: '2020-01-01T19:00:00.000Z',
          endDate: '2020-01-01T23:00:00.000Z',
        }),
      ),
    });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Book Tickets' })).toBeDisabled();
    expect(screen.getByText('This event has ended.')).toBeInTheDocument();
  });
});

describe('event detail from a trip plan', () => {
  it("asks a visitor to sign in, then opens the ticket dialog with the plan's category and count", async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'GET /api/events/4': reply('getEvent', EVENT),
    });
    // Stands for the shell's Sign In dialog: whether the page has asked for it.
    let asked = false;
    function SignInDialog() {
      asked = useSignInRequest() !== null;
      return null;
    }
    const { store } = renderWithProviders(
      <>
        <EventDetailPage />
        <SignInDialog />
      </>,
      { route: '/events/4?tickets=3&category=VIP&book=1', path: '/events/:id' },
    );
    await screen.findByRole('heading', { level: 1 });
    await authSettled(store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page asks once it knows the visitor is signed out (an effect after that render).
    await waitFor(() => expect(asked).toBe(true));

    act(() => settleSignInRequest(true));
    const dialog = await screen.findByRole('dialog', { name: 'Book Tickets' });
    expect(within(dialog).getByRole('radio', { name: /^VIP/ })).toBeChecked();
    expect(within(dialog).getByLabelText(/Number of tickets/)).toHaveValue('3');
  });

  it('leaves the category to choose when the event no longer offers the one planned', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/events/4': reply('getEvent', EVENT),
    });
    renderWithProviders(<EventDetailPage />, {
      route: '/events/4?tickets=2&category=Backstage&book=1',
      path: '/events/:id',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book Tickets' });
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(dialog).getByLabelText(/Number of tickets/)).toHaveValue('2');
  });
});
