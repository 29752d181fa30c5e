import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../components/Dialog';
import { toast, resetToasts } from '../toast/store';
import { Toaster } from '../toast/Toaster';
import { RadioGroup } from '../fields/RadioGroup';
import { TextField } from '../fields/TextField';
import { renderWithTheme } from '../test-utils';

function BookingDialogExample({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book Now
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Book your stay"
        description="Pay with mobile money after booking."
      >
        <TextField label="Full name" />
        <button type="submit">Confirm booking</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(
      <Dialog open={false} onOpenChange={() => {}} title="Hidden">
        content
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title and described by its description', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BookingDialogExample />);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    const dialog = screen.getByRole('dialog', { name: 'Book your stay' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pay with mobile money after booking.');
    expect(screen.getByRole('heading', { level: 2, name: 'Book your stay' })).toBeInTheDocument();
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus in, traps Tab in both directions and locks body scroll', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BookingDialogExample />);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    const name = screen.getByLabelText('Full name');
    const confirm = screen.getByRole('button', { name: 'Confirm booking' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(name).toHaveFocus();
    expect(getComputedStyle(document.body).overflow).toBe('hidden');

    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('treats a radio group as one Tab stop, so Shift+Tab from a checked radio stays inside', async () => {
    const user = userEvent.setup();
    function TicketsExample() {
      const [category, setCategory] = useState('VIP');
      return (
        <Dialog open onOpenChange={() => {}} title="Book Tickets">
          <RadioGroup
            legend="Ticket category"
            name="category"
            value={category}
            onChange={setCategory}
            options={[
              { value: 'Standard', label: 'Standard' },
              { value: 'VIP', label: 'VIP' },
            ]}
          />
          <button type="submit">Confirm Booking</button>
        </Dialog>
      );
    }
    renderWithTheme(<TicketsExample />);
    const vip = screen.getByRole('radio', { name: 'VIP' });
    vip.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(vip).toHaveFocus();
  });

  it('closes on Escape, calls onOpenChange(false) and restores focus and scrolling', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithTheme(<BookingDialogExample onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Book Now' });
    await user.click(opener);

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('closes from the Close button and from a click on the overlay, not inside', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithTheme(
      <Dialog open onOpenChange={onOpenChange} title="Filters">
        <p>Inside</p>
      </Dialog>,
    );
    await user.click(screen.getByText('Inside'));
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    onOpenChange.mockClear();
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(overlay);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('focuses the close button when the content has nothing focusable', () => {
    renderWithTheme(
      <Dialog open onOpenChange={() => {}} title="Receipt">
        <p>Paid</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('makes the page behind it inert while open, except the notifications', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <BookingDialogExample />
        <div data-toast-region="">
          <p>Booking Failed</p>
        </div>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Book Now' });
    await user.click(opener);
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    expect(screen.getByText('Booking Failed').closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('keeps focus inside when the focused button turns disabled, then gives it back', async () => {
    const user = userEvent.setup();
    function SignUpExample() {
      const [sending, setSending] = useState(false);
      return (
        <Dialog open onOpenChange={onOpenChange} title="Create Account">
          <TextField label="Email" />
          <button type="submit" disabled={sending} onClick={() => setSending(true)}>
            Create Account
          </button>
          <button type="button" onClick={() => setSending(false)}>
            Answer arrives
          </button>
        </Dialog>
      );
    }
    const onOpenChange = jest.fn();
    renderWithTheme(<SignUpExample />);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');

    // The request failed: the button works again, and focus is back on it.
    expect(onOpenChange).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Answer arrives' }));
    await waitFor(() => expect(submit).toHaveFocus());
  });

  it('closes on Escape while a toast shows, and leaves the toast', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithTheme(
      <>
        <Dialog open onOpenChange={onOpenChange} title="Create Account">
          <TextField label="Email" />
        </Dialog>
        <Toaster />
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    act(() => {
      toast({ title: 'Registration failed', variant: 'destructive' });
    });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
    act(() => resetToasts());
  });

  it('leaves nothing inert when one dialog gives way to another and that one closes', async () => {
    const user = userEvent.setup();
    function SignInThenSignUp() {
      const [open, setOpen] = useState<'none' | 'sign-in' | 'sign-up'>('sign-in');
      return (
        <>
          <button type="button" onClick={() => setOpen('sign-in')}>
            Sign In
          </button>
          <Dialog open={open === 'sign-in'} onOpenChange={() => setOpen('none')} title="Sign In">
            <button type="button" onClick={() => setOpen('sign-up')}>
              Sign up
            </button>
          </Dialog>
          <Dialog
            open={open === 'sign-up'}
            onOpenChange={() => setOpen('none')}
            title="Create Account"
          >
            <TextField label="Email" />
          </Dialog>
        </>
      );
    }
    renderWithTheme(<SignInThenSignUp />);
    const opener = screen.getByRole('button', { name: 'Sign In', hidden: true });
    expect(opener.closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(opener.closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
  });
});
