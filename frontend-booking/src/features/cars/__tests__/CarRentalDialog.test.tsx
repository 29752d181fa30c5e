import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarDto } from '@salone/api-client/catalogue';
import { installFakeApi, signedIn, type FakeHandler, reply } from '@salone/api-client/testing';
import { resetToasts } from '@salone/ui';
import { renderWithProviders } from '@salone/host/testing';
import CarDetailPage from '../CarDetailPage';
import { aCar, aPayment, aRentalBooking, authSettled } from './fixtures';

afterEach(() => resetToasts());

async function openDialog(
  car: CarDto = aCar(),
  routes: Record<string, FakeHandler | { status: number; body?: unknown }> = {},
  route = `/cars/${car.id}`,
) {
  const api = installFakeApi({
    'GET /api/auth/session': signedIn(),
    [`GET /api/cars/${car.id}`]: { status: 200, body: car },
    ...routes,
  });
  const user = userEvent.setup();
  const { store } = renderWithProviders(<CarDetailPage />, { route, path: '/cars/:id' });
  const rent = await screen.findByRole('button', { name: 'Rent Now' });
  await authSettled(store);
  await user.click(rent);
  const element = await screen.findByRole('dialog', { name: `Rent ${car.make} ${car.model}` });
  return { api, user, dialog: within(element), element };
}

function toast() {
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }));
}

type Dialog = Awaited<ReturnType<typeof openDialog>>;

async function fillRental(
  { dialog, user }: Dialog,
  {
    pickupDate = '2099-12-20',
    pickupTime = '10:00',
    returnDate = '2099-12-23',
    returnTime = '10:00',
    location = 'Aberdeen',
  } = {},
) {
  fireEvent.change(dialog.getByLabelText(/Pickup date/), { target: { value: pickupDate } });
  await user.selectOptions(dialog.getByLabelText(/Pickup time/), pickupTime);
  fireEvent.change(dialog.getByLabelText(/Return date/), { target: { value: returnDate } });
  await user.selectOptions(dialog.getByLabelText(/Return time/), returnTime);
  await user.selectOptions(dialog.getByLabelText(/Pickup location/), location);
  await user.type(dialog.getByLabelText(/Phone/), '+232 76 123 456');
}

describe('car rental dialog', () => {
  it("offers the server's pickup locations, times every 30 minutes 08:00-18:00, and a return location", async () => {
    const { dialog } = await openDialog();
    const pickup = dialog.getByLabelText(/Pickup location/);
    expect(
      within(pickup)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select location',
      'Freetown International Airport',
      'Downtown Freetown',
      'Murray Town',
      'Lumley Beach',
      'Aberdeen',
      'Waterloo',
      'Bo City Center',
      'Kenema Town',
      'Makeni Central',
    ]);
    const times = within(dialog.getByLabelText(/Pickup time/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(times).toHaveLength(22);
    expect(times.slice(1, 4)).toEqual(['08:00', '08:30', '09:00']);
    expect(times.at(-1)).toBe('18:00');
    expect(dialog.getByLabelText(/Return location/)).toHaveValue('');
    expect(dialog.getByLabelText(/Pickup date/)).toHaveAttribute('min');
  });

  it('shows every required-field message', async () => {
    const { dialog, element } = await openDialog();
    await userEvent.clear(dialog.getByLabelText(/Full Name/));
    await userEvent.clear(dialog.getByLabelText(/Email/));
    fireEvent.submit(element.querySelector('form')!);

    for (const message of [
      'Full name is required',
      'Valid email is required',
      'Enter a Sierra Leone mobile number, like 076 123 456',
      'Pickup date is required',
      'Pickup time is required',
      'Return date is required',
      'Return time is required',
      'Pickup location is required',
    ]) {
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
  });

  it('says what is missing as soon as a field is left empty', async () => {
    const { dialog, user } = await openDialog();
    await user.click(dialog.getByLabelText(/Pickup location/));
    await user.tab();
    expect(await dialog.findByText('Pickup location is required')).toBeInTheDocument();
  });

  it('counts days and the total live, with the driver at $50/day', async () => {
    const opened = await openDialog();
    const { dialog, user } = opened;
    const submit = dialog.getByRole('button', { name: 'Confirm Booking' });
    expect(submit).toBeDisabled();
    expect(
      dialog.getByText('Choose your pickup and return dates and times to see the total.'),
    ).toBeInTheDocument();

    const total = () => dialog.getByText('Total').nextSibling;
    await fillRental(opened);
    expect(dialog.getByText('3 days × $80').nextSibling).toHaveTextContent('$240');
    expect(total()).toHaveTextContent('$240');
    expect(submit).toBeEnabled();

    await user.click(dialog.getByLabelText(/I need a professional driver/));
    expect(dialog.getByText('Driver: 3 days × $50').nextSibling).toHaveTextContent('$150');
    expect(total()).toHaveTextContent('$390');
    // With a driver, no licence is asked for.
    expect(dialog.queryByLabelText(/Driver's license/)).not.toBeInTheDocument();

    // Half an hour later than the pickup time makes a fourth day (a started day counts).
    await user.selectOptions(dialog.getByLabelText(/Return time/), '10:30');
    expect(total()).toHaveTextContent('$520');
  });

  it('keeps submit disabled while days is 0', async () => {
    const opened = await openDialog();
    await fillRental(opened, { returnDate: '2099-12-20' });
    expect(opened.dialog.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(opened.dialog.getByText('Return date must be after pickup date')).toBeInTheDocument();
  });

  it("refuses a return before the pickup with 'Invalid dates'", async () => {
    const opened = await openDialog();
    await fillRental(opened, { returnDate: '2099-12-18' });
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Confirm Booking' }));
    expect(await toast().findByText('Invalid dates')).toBeInTheDocument();
    expect(toast().getByText('Return date must be after pickup date')).toBeInTheDocument();
    expect(opened.api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says the limits the server enforces on the fields, before sending', async () => {
    const opened = await openDialog();
    await fillRental(opened, { pickupDate: '2001-01-10', returnDate: '2001-01-12' });
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Confirm Booking' }));
    expect(await opened.dialog.findByText('Pickup date cannot be in the past')).toBeInTheDocument();

    await fillRental(opened, { pickupDate: '2099-01-10', returnDate: '2099-04-20' });
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Confirm Booking' }));
    expect(await opened.dialog.findByText('Rentals are limited to 90 days')).toBeInTheDocument();
    expect(opened.api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("asks for a driver's licence when no driver is booked", async () => {
    const opened = await openDialog();
    await fillRental(opened);
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Confirm Booking' }));
    expect(await toast().findByText("Driver's license required")).toBeInTheDocument();
    expect(
      toast().getByText("Please upload your driver's license if you don't need a driver"),
    ).toBeInTheDocument();
    expect(
      opened.dialog.getByText("Driver's license is required when you drive yourself"),
    ).toBeInTheDocument();
    expect(opened.api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('rents with a driver: posts the exact payloads and shows the USSD code', async () => {
    const opened = await openDialog(aCar(), {
      'POST /api/bookings': reply('createBooking', aRentalBooking(), 201),
      'POST /api/payments/monime': reply('createMonimePayment', aPayment(), 201),
    });
    const { dialog, user, api } = opened;
    await fillRental(opened);
    await user.selectOptions(
      dialog.getByLabelText(/Return location/),
      'Freetown International Airport',
    );
    await user.click(dialog.getByLabelText(/I need a professional driver/));
    await user.type(dialog.getByLabelText(/Special notes/), 'Child seat please');
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await toast().findByText('Car Rental Booked Successfully')).toBeInTheDocument();
    expect(
      toast().getByText('Use USSD code: *715*1*9876543210# to complete payment.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/api/bookings', '/api/payments/monime']);
    expect(posts[0].body).toEqual({
      serviceType: 'car',
      serviceId: 3,
      customerName: 'Aminata Kamara',
      customerEmail: 'aminata@example.com',
      customerPhone: '+232 76 123 456',
      guests: 1,
      startDate: '2099-12-20',
      endDate: '2099-12-23',
      totalAmount: 390,
      metadata: {
        pickupLocation: 'Aberdeen',
        returnLocation: 'Freetown International Airport',
        pickupTime: '10:00',
        returnTime: '10:00',
        driverRequired: true,
        specialRequests: 'Child seat please',
      },
    });
    expect(posts[1].body).toEqual({
      bookingId: 'c0ffee00-0000-4000-8000-000000000003',
      amount: 390,
      customerName: 'Aminata Kamara',
      customerPhone: '+232 76 123 456',
      description: 'Car rental: Toyota RAV4 - 3 day(s)',
    });
  });

  it('adds extras priced per day or per rental, shows the deposit, and sends the extras', async () => {
    const opened = await openDialog(aCar(), {
      'POST /api/bookings': reply('createBooking', aRentalBooking(), 201),
      'POST /api/payments/monime': reply('createMonimePayment', aPayment(), 201),
    });
    const { dialog, user, api } = opened;
    const extras = within(dialog.getByRole('group', { name: 'Extras' }));
    // The driver service has its own choice, so it is not an extra here.
    const names = extras
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(names).toEqual([
      'GPS navigation ($5/day)',
      'Child seat ($8/day)',
      'Additional driver ($10/rental)',
    ]);
    await fillRental(opened);
    await user.click(dialog.getByLabelText(/I need a professional driver/));
    await user.click(extras.getByLabelText(/Child seat/));
    await user.click(extras.getByLabelText(/Additional driver/));
    expect(dialog.getByText('Child seat: 3 days × $8').nextSibling).toHaveTextContent('$24');
    expect(dialog.getByText('Additional driver').nextSibling).toHaveTextContent('$10');
    // $240 rental + $150 driver + $24 + $10.
    expect(dialog.getByText('Total').nextSibling).toHaveTextContent('$424');
    expect(
      dialog.getByText('Refundable deposit (not part of this payment)').nextSibling,
    ).toHaveTextContent('$200');

    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));
    expect(await toast().findByText('Car Rental Booked Successfully')).toBeInTheDocument();
    const booking = api.requests.find((r) => r.method === 'POST' && r.path === '/api/bookings');
    expect(booking?.body).toMatchObject({
      totalAmount: 424,
      metadata: { driverRequired: true, extras: ['Child seat', 'Additional driver'] },
    });
  });

  it('rents without a driver once the licence is uploaded', async () => {
    const upload = {
      id: '7d0c2b1a-4e5f-4a6b-8c9d-0e1f2a3b4c5d',
      fileName: 'licence.pdf',
      mimeType: 'application/pdf',
      purpose: 'drivers_license',
      sizeBytes: 1024,
      createdAt: '2099-01-01T10:00:00.000Z',
    };
    const opened = await openDialog(
      aCar(),
      {
        'POST /api/bookings': reply('createBooking', aRentalBooking({ totalAmount: 240 }), 201),
        'POST /api/payments/monime': reply(
          'createMonimePayment',
          aPayment({ amountUsd: 240 }),
          201,
        ),
      },
      '/cars/3?pickupDate=2099-12-20&returnDate=2099-12-23',
    );
    const { dialog, user, api } = opened;
    // The fake API reads bodies as text, which a multipart body never finishes in jsdom: the
    // upload is answered before it.
    let uploads = 0;
    const answer = window.fetch;
    window.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/uploads') {
        uploads += 1;
        return new Response(JSON.stringify(upload), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }
      return answer(input, init);
    };
    // The dates searched for are already filled in.
    expect(dialog.getByLabelText(/Pickup date/)).toHaveValue('2099-12-20');
    expect(dialog.getByLabelText(/Return date/)).toHaveValue('2099-12-23');

    await user.selectOptions(dialog.getByLabelText(/Pickup time/), '09:00');
    await user.selectOptions(dialog.getByLabelText(/Return time/), '09:00');
    await user.selectOptions(dialog.getByLabelText(/Pickup location/), 'Lumley Beach');
    await user.type(dialog.getByLabelText(/Phone/), '+232 76 123 456');
    await user.upload(
      dialog.getByLabelText(/Driver's license/),
      new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
    );
    expect(await dialog.findByText(/Uploaded licence\.pdf/)).toBeInTheDocument();
    expect(uploads).toBe(1);
    await user.click(dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await toast().findByText('Car Rental Booked Successfully')).toBeInTheDocument();
    const booking = api.requests.find((r) => r.path === '/api/bookings');
    expect(booking?.body).toEqual({
      serviceType: 'car',
      serviceId: 3,
      customerName: 'Aminata Kamara',
      customerEmail: 'aminata@example.com',
      customerPhone: '+232 76 123 456',
      guests: 1,
      startDate: '2099-12-20',
      endDate: '2099-12-23',
      totalAmount: 240,
      metadata: {
        pickupLocation: 'Lumley Beach',
        pickupTime: '09:00',
        returnTime: '09:00',
        driverRequired: false,
        driversLicenseId: '7d0c2b1a-4e5f-4a6b-8c9d-0e1f2a3b4c5d',
      },
    });
  });

  it("shows the server's refusal under 'Booking Failed' and keeps the dialog open", async () => {
    const opened = await openDialog(aCar(), {
      'POST /api/bookings': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message:
            'This car is already booked for some of that time. Please choose other dates or another car.',
        },
      },
    });
    await fillRental(opened);
    await opened.user.click(opened.dialog.getByLabelText(/I need a professional driver/));
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Confirm Booking' }));

    expect(await toast().findByText('Booking Failed')).toBeInTheDocument();
    expect(
      toast().getByText(
        'This car is already booked for some of that time. Please choose other dates or another car.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rent Toyota RAV4' })).toBeInTheDocument();
  });
});
