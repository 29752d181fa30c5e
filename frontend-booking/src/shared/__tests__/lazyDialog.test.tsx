import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@salone/host/testing';
import { lazyDialog } from '../lazyDialog';

function TicketsForm({ open }: { open: boolean; onOpenChange(open: boolean): void }) {
  return open ? <p>The ticket form</p> : null;
}

describe('a booking dialog whose code is fetched on demand', () => {
  it('says, in the dialog, that its form could not be loaded offline, keeping the page, and loads it on retry', async () => {
    let online = false;
    const tickets = lazyDialog(() =>
      online
        ? Promise.resolve(TicketsForm)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    function EventPage() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>Freetown Lantern Parade</h1>
          <button onClick={() => setOpen(true)}>Book Tickets</button>
          <tickets.Dialog open={open} onOpenChange={setOpen} />
        </main>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<EventPage />);
    await user.click(screen.getByRole('button', { name: 'Book Tickets' }));

    expect(await screen.findByText('The booking form could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Check your connection and try again. Nothing was booked.',
    );
    // The event's page is still there behind the dialog.
    expect(
      screen.getByRole('heading', { name: 'Freetown Lantern Parade', hidden: true }),
    ).toBeInTheDocument();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The ticket form')).toBeInTheDocument();
  });
});
