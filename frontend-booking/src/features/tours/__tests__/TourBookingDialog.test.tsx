import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@salone/ui';
import type { TourDto } from '@salone/api-client/catalogue';
import { AMINATA, installFakeApi, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { aBooking, aPayment, authRoutes, daysFromToday, USSD_CODE } from '../../../test/fixtures';
import { TourBookingDialog } from '../TourBookingDialog';
import { aTour } from './fixtures';

beforeEach(() => resetToasts());

function renderDialog(tour: TourDto = aTour(), routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({ ...authRoutes(AMINATA), ...routes });
  const onOpenChange = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<TourBookingDialog tour={tour} open onOpenChange={onOpenChange} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Book Your Tour' }));
  return { api, user, dialog, onOpenChange };
}

const participantRows = () => screen.getAllByRole('group', { name: /^Participant \d/ });
const row = (n: number) =>
  within(screen.getByRole('group', { name: new RegExp(`^Participant ${n}`) }));

async function fillValidForm(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  { type = 'Shared', count = '1' } = {},
) {
  await user.click(dialog.getByRole('radio', { name: type }));
  fireEvent.change(dialog.getByLabelText(/Tour Date/), { target: { value: daysFromToday(14) } });
  await user.selectOptions(dialog.getByLabelText(/Number of Participants/), count);
  await user.selectOptions(dialog.getByLabelText(/Preferred Language/), 'Krio');
  await waitFor(() => expect(row(1).getByLabelText(/Name/)).toHaveValue('Aminata Kamara'));
  await user.type(row(1).getByLabelText(/Phone/), '+232 76 123 456');
}

describe('TourBookingDialog', () => {
  it('fills the lead participant from the signed-in traveller', async () => {
    renderDialog();
    await waitFor(() => expect(row(1).getByLabelText(/Name/)).toHaveValue('Aminata Kamara'));
    expect(row(1).getByLabelText(/Email/)).toHaveValue('aminata@example.com');
    expect(row(1).getByLabelText(/Phone/)).toHaveValue('');
  });

  it('shows the validation message of every empty or invalid field and sends nothing', async () => {
    const { api, user, dialog } = renderDialog();
    await waitFor(() => expect(row(1).getByLabelText(/Name/)).toHaveValue('Aminata Kamara'));
    await user.clear(row(1).getByLabelText(/Name/));
    await user.type(row(1).getByLabelText(/Name/), 'A');
    await user.clear(row(1).getByLabelText(/Email/));
    await user.type(row(1).getByLabelText(/Email/), 'aminata@');
    await user.type(row(1).getByLabelText(/Phone/), '0761');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await dialog.findByText('Tour type is required')).toBeInTheDocument();
    expect(dialog.getByText('Tour date is required')).toBeInTheDocument();
    expect(dialog.getByText('Preferred language is required')).toBeInTheDocument();
    expect(row(1).getByText('Name is required')).toBeInTheDocument();
    expect(
      row(1).getByText('Enter a Sierra Leone mobile number, like 076 123 456'),
    ).toBeInTheDocument();
    expect(row(1).getByText('Valid email is required')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/bookings')).toBe(false);
  });

  it('refuses a tour date in the past', async () => {
    const { user, dialog } = renderDialog();
    expect(dialog.getByLabelText(/Tour Date/)).toHaveAttribute('min', daysFromToday(0));
    fireEvent.change(dialog.getByLabelText(/Tour Date/), { target: { value: daysFromToday(-1) } });
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));
    expect(await dialog.findByText('Tour date cannot be in the past')).toBeInTheDocument();
  });

  it('offers the tour languages, 1..maxGroupSize for shared and 1..the private limit for private', async () => {
    const { user, dialog } = renderDialog(aTour({ maxGroupSize: 6, maxPrivateGroupSize: 9 }));
    const options = (label: RegExp) =>
      within(dialog.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options(/Preferred Language/)).toEqual([
      'Select a language',
      'English',
      'Krio',
      'French',
    ]);
    expect(options(/Number of Participants/)).toHaveLength(20);
    await user.click(dialog.getByRole('radio', { name: 'Shared' }));
    expect(options(/Number of Participants/)).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.click(dialog.getByRole('radio', { name: 'Private' }));
    expect(options(/Number of Participants/)).toHaveLength(9);
  });

  it('shows live totals: private 2 x 2.5 x $40 = $200, shared 3 x $40 = $120', async () => {
    const { user, dialog } = renderDialog();
    expect(dialog.getByText('Choose a tour type to see the total.')).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Private' }));
    await user.selectOptions(dialog.getByLabelText(/Number of Participants/), '2');
    expect(dialog.getByText('$100 per person x 2 participants')).toBeInTheDocument();
    expect(dialog.getByText('Total: $200')).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Shared' }));
    await user.selectOptions(dialog.getByLabelText(/Number of Participants/), '3');
    expect(dialog.getByText('$40 per person x 3 participants')).toBeInTheDocument();
    expect(dialog.getByText('Total: $120')).toBeInTheDocument();
  });

  it('takes the group discount it shows off the total: 12 x $40 less 15% = $408', async () => {
    const { user, dialog } = renderDialog();
    await user.click(dialog.getByRole('radio', { name: 'Shared' }));
    await user.selectOptions(dialog.getByLabelText(/Number of Participants/), '3');
    expect(dialog.queryByText(/Group discount/)).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText(/Number of Participants/), '12');
    expect(dialog.getByText('$40 per person x 12 participants')).toBeInTheDocument();
    expect(dialog.getByText('Group discount (15% off): -$72')).toBeInTheDocument();
    expect(dialog.getByText('Total: $408')).toBeInTheDocument();
  });

  it('keeps one row of details per participant, adding and removing rows at the end', async () => {
    const { user, dialog } = renderDialog();
    await waitFor(() => expect(row(1).getByLabelText(/Name/)).toHaveValue('Aminata Kamara'));
    expect(participantRows()).toHaveLength(1);

    await user.selectOptions(dialog.getByLabelText(/Number of Participants/), '3');
    expect(participantRows()).toHaveLength(3);
    await user.type(row(2).getByLabelText(/Name/), 'Mohamed Bangura');
    await user.type(row(3).getByLabelText(/Name/), 'Isatu Sesay');

    await user.selectOptions(dialog.getByLabelText(/Number of Participants/), '2');
    expect(participantRows()).toHaveLength(2);
    expect(row(1).getByLabelText(/Name/)).toHaveValue('Aminata Kamara');
    expect(row(2).getByLabelText(/Name/)).toHaveValue('Mohamed Bangura');
    expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  });

  it("refuses a shared tour above the group size with 'Too many participants'", async () => {
    const { api, user, dialog } = renderDialog(aTour({ maxGroupSize: 2, maxPrivateGroupSize: 4 }));
    await fillValidForm(user, dialog, { type: 'Private', count: '3' });
    await user.click(dialog.getByRole('radio', { name: 'Shared' }));
    // The count chosen for the private tour stays, and is refused when sent.
    expect(dialog.getByLabelText(/Number of Participants/)).toHaveValue('3');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Too many participants')).toBeInTheDocument();
    expect(
      within(toast).getByText('Shared tours are limited to 2 participants'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/bookings')).toBe(false);
  });

  it('books: posts the exact booking and payment, shows the USSD code and closes', async () => {
    const { api, user, dialog, onOpenChange } = renderDialog(aTour(), {
      'POST /api/bookings': reply('createBooking', aBooking({ guests: 2, totalAmount: 200 }), 201),
      'POST /api/payments/monime': reply('createMonimePayment', aPayment({ amountUsd: 200 }), 201),
    });
    await fillValidForm(user, dialog, { type: 'Private', count: '2' });
    await user.type(row(2).getByLabelText(/Name/), 'Mohamed Bangura');
    await user.type(row(2).getByLabelText(/Phone/), '+232 77 000 111');
    await user.type(row(2).getByLabelText(/Email/), 'mohamed@example.com');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByText('Tour Booked Successfully')).toBeInTheDocument();
    expect(
      screen.getByText(`Use USSD code: ${USSD_CODE} to complete payment.`),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);

    const booking = api.requests.find((r) => r.method === 'POST' && r.path === '/api/bookings');
    expect(booking?.body).toEqual({
      serviceType: 'tour',
      serviceId: 3,
      customerName: 'Aminata Kamara',
      customerEmail: 'aminata@example.com',
      customerPhone: '+232 76 123 456',
      guests: 2,
      startDate: daysFromToday(14),
      totalAmount: 200,
      metadata: {
        tourType: 'private',
        preferredLanguage: 'Krio',
        participants: [
          { name: 'Aminata Kamara', phone: '+232 76 123 456', email: 'aminata@example.com' },
          { name: 'Mohamed Bangura', phone: '+232 77 000 111', email: 'mohamed@example.com' },
        ],
      },
    });
    const payment = api.requests.find((r) => r.path === '/api/payments/monime');
    expect(payment?.body).toEqual({
      bookingId: 'b7a1c3d2-0000-4000-8000-000000000001',
      amount: 200,
      customerName: 'Aminata Kamara',
      customerPhone: '+232 76 123 456',
      description: 'Tour booking: Banana Islands Boat Trip - 2 participant(s)',
    });
  });

  it("shows 'Booking Failed' with the server's words when it refuses, and stays open", async () => {
    const { api, user, dialog, onOpenChange } = renderDialog(aTour(), {
      'POST /api/bookings': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Only 1 places are left on this shared tour that day',
        },
      },
    });
    await fillValidForm(user, dialog, { type: 'Shared', count: '1' });
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Booking Failed')).toBeInTheDocument();
    expect(
      within(toast).getByText('Only 1 places are left on this shared tour that day'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(api.requests.some((r) => r.path === '/api/payments/monime')).toBe(false);
    const booking = api.requests.find((r) => r.path === '/api/bookings');
    expect(booking?.body).toMatchObject({ guests: 1, totalAmount: 40 });
  });
});
