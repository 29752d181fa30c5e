import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@salone/ui';
import type { PropertyDto } from '@salone/api-client/catalogue';
import { AMINATA, installFakeApi, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import {
  aViewingBooking,
  aPayment,
  authRoutes,
  daysFromToday,
  USSD_CODE,
} from '../../../test/fixtures';
import { ViewingDialog } from '../ViewingDialog';
import { aProperty, aRental } from './fixtures';

beforeEach(() => resetToasts());

function renderDialog(property: PropertyDto, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({ ...authRoutes(AMINATA), ...routes });
  const onOpenChange = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<ViewingDialog property={property} open onOpenChange={onOpenChange} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Book a Property Viewing' }));
  return { api, user, dialog, onOpenChange };
}

async function fillValidForm(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  date = daysFromToday(3),
) {
  await waitFor(() => expect(dialog.getByLabelText(/Full Name/)).toHaveValue('Aminata Kamara'));
  await user.type(dialog.getByLabelText(/Phone/), '+232 76 123 456');
  fireEvent.change(dialog.getByLabelText(/Viewing Date/), { target: { value: date } });
  await user.selectOptions(dialog.getByLabelText(/Viewing Time/), '14:30');
}

describe('ViewingDialog', () => {
  it('fills the name and e-mail from the signed-in traveller', async () => {
    const { dialog } = renderDialog(aProperty());
    await waitFor(() => expect(dialog.getByLabelText(/Full Name/)).toHaveValue('Aminata Kamara'));
    expect(dialog.getByLabelText(/Email/)).toHaveValue('aminata@example.com');
  });

  it('shows the validation message of every empty or invalid field and sends nothing', async () => {
    const dual = aProperty({ isForRent: true, monthlyRent: 2000 });
    const { api, user, dialog } = renderDialog(dual);
    await waitFor(() => expect(dialog.getByLabelText(/Full Name/)).toHaveValue('Aminata Kamara'));
    await user.clear(dialog.getByLabelText(/Full Name/));
    await user.type(dialog.getByLabelText(/Full Name/), 'A');
    await user.clear(dialog.getByLabelText(/Email/));
    await user.type(dialog.getByLabelText(/Email/), 'not-an-email');
    await user.type(dialog.getByLabelText(/Phone/), '12345');
    await user.click(dialog.getByRole('button', { name: 'Confirm Viewing' }));

    expect(await dialog.findByText('Full name is required')).toBeInTheDocument();
    expect(dialog.getByText('Valid email is required')).toBeInTheDocument();
    expect(
      dialog.getByText('Enter a Sierra Leone mobile number, like 076 123 456'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Viewing date is required')).toBeInTheDocument();
    expect(dialog.getByText('Viewing time is required')).toBeInTheDocument();
    expect(dialog.getByText('Purpose is required')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/bookings')).toBe(false);
  });

  it('offers the viewing times 09:00-12:30 and 14:00-17:30 every 30 minutes', () => {
    const { dialog } = renderDialog(aProperty());
    const times = within(dialog.getByLabelText(/Viewing Time/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(times).toEqual([
      'Select a time',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
    expect(dialog.getByLabelText(/Viewing Date/)).toHaveAttribute('min', daysFromToday(0));
  });

  it('shows the $25 service fee as the only amount charged and the visit guidance', () => {
    const { dialog } = renderDialog(aProperty());
    expect(dialog.getByText('$25')).toBeInTheDocument();
    expect(dialog.getByText(/Service fee/)).toBeInTheDocument();
    expect(
      dialog.getByText('This viewing fee is the only amount charged now.'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Please arrive 5 minutes early; a viewing takes 30-45 minutes.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['for sale', aProperty(), ['Buy']],
    ['for rent', aRental(), ['Rent']],
    ['for sale and rent', aProperty({ isForRent: true, monthlyRent: 2000 }), ['Buy', 'Rent']],
  ])('offers only the purposes the listing allows (%s)', (_, property, purposes) => {
    const { dialog } = renderDialog(property);
    const radios = within(dialog.getByRole('group', { name: /Purpose/ })).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(
      purposes.map((p) => p.toLowerCase()),
    );
    // A single purpose is chosen already; with two, the traveller chooses.
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(
      purposes.length === 1 ? 1 : 0,
    );
  });

  it("refuses a date in the past with 'Invalid date'", async () => {
    const { api, user, dialog } = renderDialog(aProperty());
    await fillValidForm(user, dialog, daysFromToday(-2));
    await user.click(dialog.getByRole('button', { name: 'Confirm Viewing' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid date')).toBeInTheDocument();
    expect(within(toast).getByText('Viewing date cannot be in the past')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/bookings')).toBe(false);
  });

  it('books: posts the exact booking and payment, shows the USSD code and closes', async () => {
    const { api, user, dialog, onOpenChange } = renderDialog(aRental(), {
      'POST /api/bookings': reply(
        'createBooking',
        aViewingBooking({ serviceId: 8, totalAmount: 25 }),
        201,
      ),
      'POST /api/payments/monime': reply('createMonimePayment', aPayment({ amountUsd: 25 }), 201),
    });
    await fillValidForm(user, dialog);
    await user.type(dialog.getByLabelText(/Special Requests/), 'Please show the parking too');
    await user.click(dialog.getByRole('button', { name: 'Confirm Viewing' }));

    expect(await screen.findByText('Viewing Scheduled Successfully')).toBeInTheDocument();
    expect(
      screen.getByText(`Use USSD code: ${USSD_CODE} to complete payment.`),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);

    expect(api.requests.find((r) => r.path === '/api/bookings')?.body).toEqual({
      serviceType: 'real_estate',
      serviceId: 8,
      customerName: 'Aminata Kamara',
      customerEmail: 'aminata@example.com',
      customerPhone: '+232 76 123 456',
      guests: 1,
      startDate: daysFromToday(3),
      totalAmount: 25,
      metadata: {
        viewingTime: '14:30',
        purpose: 'rent',
        specialRequests: 'Please show the parking too',
      },
    });
    expect(api.requests.find((r) => r.path === '/api/payments/monime')?.body).toEqual({
      bookingId: 'b7a1c3d2-0000-4000-8000-000000000001',
      amount: 25,
      customerName: 'Aminata Kamara',
      customerPhone: '+232 76 123 456',
      description: 'Property viewing: Two-Bedroom Beachside Apartment in Lumley (to rent)',
    });
  });

  it("shows 'Booking Failed' with the server's words when it refuses, and stays open", async () => {
    const { api, user, dialog, onOpenChange } = renderDialog(aProperty(), {
      'POST /api/bookings': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'This viewing time is already taken. Please choose another time.',
        },
      },
    });
    await fillValidForm(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Confirm Viewing' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Booking Failed')).toBeInTheDocument();
    expect(
      within(toast).getByText('This viewing time is already taken. Please choose another time.'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(api.requests.find((r) => r.path === '/api/bookings')?.body).toMatchObject({
      metadata: { purpose: 'buy', viewingTime: '14:30' },
      totalAmount: 25,
    });
    expect(api.requests.some((r) => r.path === '/api/payments/monime')).toBe(false);
  });
});
