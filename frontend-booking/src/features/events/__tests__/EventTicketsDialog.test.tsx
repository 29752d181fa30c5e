import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDto } from '@salone/api-client/catalogue';
import { installFakeApi, signedIn, type FakeHandler, reply } from '@salone/api-client/testing';
import { resetToasts } from '@salone/ui';
import { renderWithProviders } from '@salone/host/testing';
import EventDetailPage from '../EventDetailPage';
import { ticketRefusal } from '../ticketRules';
import { aBooking, anEvent, aPayment, authSettled, ticketCategories } from './fixtures';

afterEach(() => resetToasts());

async function openDialog(
  event: EventDto = anEvent(),
  routes: Record<string, FakeHandler | { status: number; body?: unknown }> = {},
) {
  const api = installFakeApi({
    'GET /api/auth/session': signedIn(),
    [`GET /api/events/${event.id}`]: { status: 200, body: event },
    ...routes,
  });
  const user = userEvent.setup();
  const { store } = renderWithProviders(<EventDetailPage />, {
    route: `/events/${event.id}`,
    path: '/events/:id',
  });
  const book = await screen.findByRole('button', { name: 'Book Tickets' });
  await authSettled(store);
  await user.click(book);
  const dialog = await screen.findByRole('dialog', { name: 'Book Tickets' });
  return { api, user, dialog: within(dialog), dialogElement: dialog };
}

function toast() {
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }));
}

describe('event tickets dialog', () => {
  it('offers the event categories with price and availability; sold out cannot be chosen', async () => {
    const { dialog } = await openDialog(
      anEvent({ ticketCategories: ticketCategories({ VVIP: 0 }) }),
    );
    expect(dialog.getByRole('radio', { name: 'Standard — $50' })).toBeEnabled();
    expect(dialog.getByText('General admission · 100 available')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'VIP — $150' })).toBeEnabled();
    expect(dialog.getByRole('radio', { name: 'VVIP — $300' })).toBeDisabled();
    expect(dialog.getByText('Exclusive access with meet and greet · Sold out')).toBeInTheDocument();
  });

  it('keeps submit disabled until a category is chosen, and shows the live total', async () => {
    const { dialog, user } = await openDialog();
    const submit = dialog.getByRole('button', { name: 'Confirm Booking' });
    expect(submit).toBeDisabled();
    expect(dialog.getByLabelText('Number of tickets')).toHaveValue('1');

    await user.click(dialog.getByRole('radio', { name: 'VIP — $150' }));
    expect(submit).toBeEnabled();
    expect(dialog.getByText('$150')).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('Number of tickets'), '3');
    expect(dialog.getByText('$450')).toBeInTheDocument();
    expect(dialog.getByText('3 × $150 (VIP)')).toBeInTheDocument();
  });

  it('limits the quantity to what one account may hold (10) and what the category has left', async () => {
    const { dialog, user } = await openDialog(
      anEvent({ ticketCategories: ticketCategories({ VIP: 4 }) }),
    );
    const quantity = dialog.getByLabelText('Number of tickets');
    await user.click(dialog.getByRole('radio', { name: 'Standard — $50' }));
    // One account may hold 10 unpaid tickets of an event: the form offers no more.
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await user.click(dialog.getByRole('radio', { name: 'VIP — $150' }));
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4']);
  });

  it('shows every field message', async () => {
    const { dialog, user } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'Standard — $50' }));
    await user.clear(dialog.getByLabelText(/Full Name/));
    await user.type(dialog.getByLabelText(/Full Name/), 'A');
    await user.clear(dialog.getByLabelText(/Email/));
    await user.type(dialog.getByLabelText(/Email/), 'aminata@');
    await user.type(dialog.getByLabelText(/Phone/), '07612');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await dialog.findByText('Full name is required')).toBeInTheDocument();
    expect(dialog.getByText('Valid email is required')).toBeInTheDocument();
    expect(
      dialog.getByText('Enter a Sierra Leone mobile number, like 076 123 456'),
    ).toBeInTheDocument();
  });

  it('refuses a form sent without a category', async () => {
    const { api, dialogElement } = await openDialog();
    fireEvent.submit(dialogElement.querySelector('form')!);

    expect(await screen.findByText('Ticket category is required')).toBeInTheDocument();
    expect(toast().getByText('Ticket category required')).toBeInTheDocument();
    expect(toast().getByText('Please select a ticket category')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses more tickets than the category has left', async () => {
    const { api, dialog, user } = await openDialog(
      anEvent({ ticketCategories: ticketCategories({ VVIP: 3 }) }),
    );
    await user.click(dialog.getByRole('radio', { name: 'VIP — $150' }));
    await user.selectOptions(dialog.getByLabelText('Number of tickets'), '5');
    await user.click(dialog.getByRole('radio', { name: 'VVIP — $300' }));
    // The count stays as chosen, marked, rather than changing silently.
    expect(dialog.getByLabelText('Number of tickets')).toHaveValue('5');
    expect(dialog.getByRole('option', { name: '5 (only 3 left)' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Phone/), '+232 76 123 456');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await toast().findByText('Not enough tickets')).toBeInTheDocument();
    expect(toast().getByText('Only 3 VVIP tickets available')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('books the tickets, requests the payment and shows the USSD code', async () => {
    const { api, dialog, user } = await openDialog(anEvent(), {
      'POST /api/bookings': reply('createBooking', aBooking(), 201),
      'POST /api/payments/monime': reply('createMonimePayment', aPayment(), 201),
    });
    await user.click(dialog.getByRole('radio', { name: 'VIP — $150' }));
    await user.selectOptions(dialog.getByLabelText('Number of tickets'), '3');
    await user.type(dialog.getByLabelText(/Phone/), '+232 76 123 456');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await toast().findByText('Tickets Booked Successfully')).toBeInTheDocument();
    expect(
      toast().getByText('Use USSD code: *715*1*0123456789# to complete payment.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/api/bookings', '/api/payments/monime']);
    expect(posts[0].body).toEqual({
      serviceType: 'event',
      serviceId: 4,
      customerName: 'Aminata Kamara',
      customerEmail: 'aminata@example.com',
      customerPhone: '+232 76 123 456',
      guests: 3,
      startDate: '2099-12-24',
      totalAmount: 450,
      metadata: {
        ticketCategory: 'VIP',
      },
    });
    expect(posts[1].body).toEqual({
      bookingId: 'b7a1c9e0-0000-4000-8000-000000000001',
      amount: 450,
      customerName: 'Aminata Kamara',
      customerPhone: '+232 76 123 456',
      description: 'Event tickets: Freetown Lantern Parade - 3 ticket(s)',
    });
  });

  it('books 2 Standard and 1 VIP in one booking, the total made of both lines', async () => {
    const { api, dialog, user } = await openDialog(anEvent(), {
      'POST /api/bookings': reply('createBooking', aBooking({ totalAmount: 250, guests: 3 }), 201),
      'POST /api/payments/monime': reply('createMonimePayment', aPayment(), 201),
    });
    // Another category is offered once one is chosen.
    expect(dialog.queryByRole('button', { name: 'Add another ticket category' })).toBeNull();
    await user.click(dialog.getByRole('radio', { name: 'Standard — $50' }));
    await user.selectOptions(dialog.getByLabelText('Number of tickets'), '2');
    await user.click(dialog.getByRole('button', { name: 'Add another ticket category' }));
    const line = dialog.getByRole('group', { name: 'Tickets, line 2' });
    const category = within(line).getByLabelText('Ticket category (line 2)');
    // The category of the first line is not offered again.
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['VIP — $150', 'VVIP — $300']);
    expect(category).toHaveValue('VIP');
    expect(dialog.getByText('$250')).toBeInTheDocument();
    expect(dialog.getByText('2 × $50 (Standard)')).toBeInTheDocument();
    expect(dialog.getByText('1 × $150 (VIP)')).toBeInTheDocument();
    // Together the lines stay within what one account may hold (10).
    expect(
      within(line)
        .getAllByRole('option')
        .filter((o) => /^\d+$/.test(o.textContent ?? '')).length,
    ).toBe(8);

    await user.type(dialog.getByLabelText(/Phone/), '+232 76 123 456');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));
    expect(await toast().findByText('Tickets Booked Successfully')).toBeInTheDocument();
    const [booking, payment] = api.requests.filter((r) => r.method === 'POST');
    expect(booking.body).toMatchObject({
      guests: 3,
      totalAmount: 250,
      metadata: {
        tickets: [
          { category: 'Standard', quantity: 2 },
          { category: 'VIP', quantity: 1 },
        ],
      },
    });
    expect(payment.body).toMatchObject({ amount: 250 });
  });

  it('removes an added line, going back to one category', async () => {
    const { dialog, user } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'VIP — $150' }));
    await user.click(dialog.getByRole('button', { name: 'Add another ticket category' }));
    expect(dialog.getByText('$200')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove line 2' }));
    expect(dialog.queryByRole('group', { name: 'Tickets, line 2' })).toBeNull();
    expect(dialog.getByText('$150')).toBeInTheDocument();
  });

  it("shows the server's refusal under 'Booking Failed' and keeps the dialog open", async () => {
    const { dialog, user } = await openDialog(anEvent(), {
      'POST /api/bookings': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Only 2 VIP tickets available',
        },
      },
    });
    await user.click(dialog.getByRole('radio', { name: 'VIP — $150' }));
    await user.selectOptions(dialog.getByLabelText('Number of tickets'), '3');
    await user.type(dialog.getByLabelText(/Phone/), '+232 76 123 456');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await toast().findByText('Booking Failed')).toBeInTheDocument();
    expect(toast().getByText('Only 2 VIP tickets available')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book Tickets' })).toBeInTheDocument();
  });

  it('clears the form when closed', async () => {
    const { dialog, user } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'VIP — $150' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Book Tickets' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Book Tickets' }));
    expect(reopened.getByRole('radio', { name: 'VIP — $150' })).not.toBeChecked();
    expect(reopened.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  });
});

describe('ticket rules', () => {
  const [, vip] = ticketCategories({ VIP: 3 });

  it('names the refusals of the product (docs/product.md, errors)', () => {
    expect(ticketRefusal(undefined, 1)).toEqual({
      title: 'Ticket category required',
      description: 'Please select a ticket category',
    });
    expect(ticketRefusal(vip, 4)).toEqual({
      title: 'Not enough tickets',
      description: 'Only 3 VIP tickets available',
    });
    expect(ticketRefusal(vip, 3)).toBeNull();
  });
});
