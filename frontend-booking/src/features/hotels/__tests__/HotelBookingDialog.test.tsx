import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '@salone/api-client/testing';
import {
  installFakeApi,
  signedIn,
  type FakeHandler,
  reply,
  type ResponseOf,
} from '@salone/api-client/testing';
import { resetToasts } from '@salone/ui/testing';
import { todayIso } from '@salone/format';
import { HOTEL_BOOKING_TITLE } from '../constants';
import { addDays } from '@salone/booking-rules';
import { aHotel, DELUXE, FAMILY } from './fixtures';
import { authSettled, renderHotelPage } from './renderHotelPage';

const CHECK_IN = addDays(todayIso(), 10);
const CHECK_OUT = addDays(todayIso(), 13);
const USSD = '*715*1*0123456789#';

const BOOKING = {
  id: '0b5a9f6e-2222-4d4d-8888-3c3c3c3c3c3c',
  reference: 'SL-7K3Q9D',
  serviceType: 'hotel',
  serviceId: 1,
  roomId: DELUXE.id,
  serviceName: 'Aberdeen Bay Hotel',
  customerName: 'Aminata Kamara',
  customerEmail: 'aminata@example.com',
  customerPhone: '+23276123456',
  guests: 2,
  startDate: `${CHECK_IN}T00:00:00.000Z`,
  endDate: `${CHECK_OUT}T00:00:00.000Z`,
  startsAt: `${CHECK_IN}T14:00:00.000Z`,
  endsAt: `${CHECK_OUT}T11:00:00.000Z`,
  totalAmount: 435,
  status: 'pending_payment',
  metadata: {
    hotelName: 'Aberdeen Bay Hotel',
    roomType: 'Deluxe Ocean View',
    nightlyPrice: 145,
    nights: 3,
  },
  payment: null,
  operator: {
    name: 'Freetown Hospitality Group',
    phone: '+232 76 410 220',
    email: 'reservations@freetownhospitality.sl',
    whatsapp: null,
  },
  voucherToken: null,
  checkedInAt: null,
  cancellationReason: null,
  refundDue: null,
  holdExpiresAt: null,
  freeCancellationUntil: `${CHECK_IN}T00:00:00.000Z`,
  createdAt: '2026-03-14T10:00:00.000Z',
} satisfies ResponseOf<'createBooking'>;

const PAYMENT = {
  paymentId: 'pay-1',
  bookingId: BOOKING.id,
  status: 'pending',
  ussdCode: USSD,
  amountUsd: 435,
  amountSle: 9788,
  slePerUsd: 22.5,
  expiresAt: '2026-03-14T10:30:00.000Z',
} satisfies ResponseOf<'createMonimePayment'>;

function setup(routes: Record<string, FakeHandler | { status: number; body?: unknown }> = {}) {
  const api = installFakeApi({
    'GET /api/auth/session': signedIn(),
    'GET /api/hotels/1': reply('getHotel', aHotel()),
    'POST /api/bookings': reply('createBooking', BOOKING, 201),
    'POST /api/payments/monime': reply('createMonimePayment', PAYMENT, 201),
    ...routes,
  });
  const user = userEvent.setup();
  renderHotelPage();
  return { api, user };
}

/** Opens the form from a room's button, or from 'Book Now' when no room is given. */
async function openForm(user: ReturnType<typeof userEvent.setup>, roomType?: string) {
  await screen.findByRole('heading', { level: 1, name: 'Aberdeen Bay Hotel' });
  await authSettled();
  const button = roomType
    ? within(screen.getByRole('article', { name: roomType })).getByRole('button', {
        name: 'Book This Room',
      })
    : screen.getByRole('button', { name: 'Book Now' });
  await user.click(button);
  return bookingDialog();
}

/** The dialog once its form has loaded (it is loaded on demand). */
async function bookingDialog() {
  await screen.findByRole('form', { name: 'Hotel booking form' });
  return screen.getByRole('dialog', { name: HOTEL_BOOKING_TITLE });
}

function setDate(dialog: HTMLElement, label: 'Check-in' | 'Check-out', value: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const posted = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body);

beforeEach(() => resetToasts());
afterEach(() => act(() => resetToasts()));

describe('hotel booking dialog', () => {
  it('shows the field messages of the product', async () => {
    const { user } = setup();
    const dialog = await openForm(user, 'Deluxe Ocean View');
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_OUT);
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.type(within(dialog).getByLabelText('Full Name'), 'A');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'aminata@');
    await user.type(within(dialog).getByLabelText('Phone'), '076 123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await within(dialog).findByText('Full name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid email is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a Sierra Leone mobile number, like 076 123 456'),
    ).toBeInTheDocument();
    // The field says what it takes, and a local number written as people write it passes.
    const phone = within(dialog).getByLabelText('Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAccessibleDescription(/076 123 456, or another country’s with its \+code/);
    expect(within(dialog).getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');

    setDate(dialog, 'Check-in', '');
    expect(await within(dialog).findByText('Check-in date is required')).toBeInTheDocument();
    setDate(dialog, 'Check-out', '');
    expect(await within(dialog).findByText('Check-out date is required')).toBeInTheDocument();
  });

  it('updates nights and total as the room and dates change, and only then allows booking', async () => {
    const { user } = setup();
    const dialog = await openForm(user);
    const submit = within(dialog).getByRole('button', { name: 'Confirm Booking' });
    const room = within(dialog).getByLabelText('Room type');
    expect(room).toHaveValue('');
    expect(
      within(dialog).getByText('Choose a room and your dates to see the total.'),
    ).toBeVisible();
    expect(submit).toBeDisabled();

    await user.selectOptions(room, String(DELUXE.id));
    expect(submit).toBeDisabled();
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_OUT);
    expect(within(dialog).getByText('3 nights at $145/night')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: $435')).toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.selectOptions(room, String(FAMILY.id));
    expect(within(dialog).getByText('Total: $720')).toBeInTheDocument();

    setDate(dialog, 'Check-out', addDays(CHECK_IN, 1));
    expect(within(dialog).getByText('1 night at $240/night')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: $240')).toBeInTheDocument();

    setDate(dialog, 'Check-out', CHECK_IN);
    expect(
      within(dialog).getByText('Choose a room and your dates to see the total.'),
    ).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it("prices each night by the room type's calendar and says the minimum stay before sending", async () => {
    // A weekend price of $180.55 and at least 2 nights, over the Deluxe's $145.
    let friday = addDays(todayIso(), 10);
    while (new Date(`${friday}T00:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
    const deluxe = {
      ...DELUXE,
      rates: [
        {
          startDate: addDays(friday, -7),
          endDate: addDays(friday, 7),
          price: null,
          weekendPrice: 180.55,
          minNights: 2,
          closedToArrival: null,
        },
      ],
    };
    const { api, user } = setup({
      'GET /api/hotels/1': reply('getHotel', aHotel({ rooms: [deluxe, FAMILY] })),
    });
    const dialog = await openForm(user, 'Deluxe Ocean View');
    setDate(dialog, 'Check-in', addDays(friday, -1));
    setDate(dialog, 'Check-out', addDays(friday, 2));
    // Thursday at $145, Friday and Saturday at $180.55: what the server charges.
    expect(within(dialog).getByText("3 nights, each at its date's price")).toBeInTheDocument();
    expect(within(dialog).getByText('Total: $506.10')).toBeInTheDocument();

    setDate(dialog, 'Check-in', friday);
    setDate(dialog, 'Check-out', addDays(friday, 1));
    expect(within(dialog).getByText('1 night at $180.55/night')).toBeInTheDocument();
    const message =
      'Stays arriving on this date are at least 2 nights. Please choose a later check-out date.';
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    await user.type(within(dialog).getByLabelText('Phone'), '+23276123456');
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Hotel booking form' }));
    const toast = await screen.findByText('Choose other dates');
    expect(toast.closest('[role="alert"], [role="status"], li')).toHaveTextContent(message);
    expect(posted(api.requests, '/api/bookings')).toEqual([]);

    setDate(dialog, 'Check-out', addDays(friday, 2));
    expect(within(dialog).getByText('2 nights at $180.55/night')).toBeInTheDocument();
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText('/bookings/SL-7K3Q9D');
    expect(posted(api.requests, '/api/bookings')[0]).toMatchObject({
      roomId: DELUXE.id,
      startDate: friday,
      endDate: addDays(friday, 2),
      totalAmount: 361.1,
    });
  });

  it('takes the stay dates from the page', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/hotels/1': reply('getHotel', aHotel()),
    });
    const user = userEvent.setup();
    renderHotelPage(`/hotels/1?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}`);
    const dialog = await openForm(user, 'Deluxe Ocean View');
    expect(within(dialog).getByLabelText('Check-in')).toHaveValue(CHECK_IN);
    expect(within(dialog).getByLabelText('Check-out')).toHaveValue(CHECK_OUT);
    expect(within(dialog).getByText('Total: $435')).toBeInTheDocument();
    // The form's availability comes from the page's own answer: no second call.
    expect(api.requests.filter((r) => r.path.startsWith('/api/hotels'))).toHaveLength(1);
  });

  it("says 'Room required' when no room is chosen", async () => {
    const { api, user } = setup();
    const dialog = await openForm(user);
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_OUT);
    await user.type(within(dialog).getByLabelText('Phone'), '+23276123456');
    // The button waits for a room; the form's own check stands behind it.
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Hotel booking form' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Room required');
    expect(toast).toHaveTextContent('Please select a room type');
    expect(posted(api.requests, '/api/bookings')).toEqual([]);
  });

  it('offers as many guests as the room sleeps', async () => {
    const { user } = setup();
    const dialog = await openForm(user, 'Deluxe Ocean View');
    const guests = within(dialog).getByLabelText('Guests');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 guest', '2 guests']);
    await user.selectOptions(
      within(dialog).getByLabelText('Room type'),
      'Family Suite - $240/night',
    );
    expect(within(guests).getAllByRole('option')).toHaveLength(4);
  });

  it("says 'Too many guests' above the room's capacity", async () => {
    const { api, user } = setup();
    const dialog = await openForm(user, 'Family Suite');
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_OUT);
    await user.type(within(dialog).getByLabelText('Phone'), '+23276123456');
    await user.selectOptions(within(dialog).getByLabelText('Guests'), '3');
    // A smaller room keeps the count visible, saying what it sleeps, and refuses it when sent.
    await user.selectOptions(
      within(dialog).getByLabelText('Room type'),
      'Deluxe Ocean View - $145/night',
    );
    expect(within(dialog).getByLabelText('Guests')).toHaveDisplayValue(
      '3 guests (Sleeps up to 2 guests)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Too many guests');
    expect(toast).toHaveTextContent('Selected room capacity is 2 guests');
    expect(posted(api.requests, '/api/bookings')).toEqual([]);
  });

  it('says the 30-night limit on check-out before sending', async () => {
    const { api, user } = setup();
    const dialog = await openForm(user, 'Deluxe Ocean View');
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', addDays(CHECK_IN, 31));
    await user.type(within(dialog).getByLabelText('Phone'), '+23276123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByText('Stays are limited to 30 nights')).toBeInTheDocument();
    expect(posted(api.requests, '/api/bookings')).toEqual([]);
  });

  it("says 'Invalid dates' when check-out is not after check-in", async () => {
    const { api, user } = setup();
    const dialog = await openForm(user, 'Deluxe Ocean View');
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_IN);
    await user.type(within(dialog).getByLabelText('Phone'), '+23276123456');
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Hotel booking form' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid dates');
    expect(toast).toHaveTextContent('Check-out date must be after check-in date');
    expect(posted(api.requests, '/api/bookings')).toEqual([]);
  });

  it('books the room, requests the payment and shows the USSD code', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, user } = setup();
    const answer = window.fetch;
    window.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/api/bookings')) {
        await gate;
      }
      return answer(input, init);
    };
    const dialog = await openForm(user, 'Deluxe Ocean View');
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_OUT);
    await user.type(within(dialog).getByLabelText('Phone'), '+23276123456');
    await user.selectOptions(within(dialog).getByLabelText('Guests'), '2');
    await user.type(
      within(dialog).getByLabelText('Special Requirements (optional)'),
      'Late arrival, around 22:00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByRole('button', { name: 'Booking...' })).toBeDisabled();
    await act(async () => release?.());

    expect(await screen.findByText('Booking Created Successfully')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        `Your booking has been created. Please use USSD code: ${USSD} to complete payment.`,
        { exact: false },
      )[0],
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: HOTEL_BOOKING_TITLE })).not.toBeInTheDocument();
    // The booking page takes over; the toast links to it too.
    expect(screen.getByTestId('location')).toHaveTextContent(`/bookings/${BOOKING.reference}`);
    expect(screen.getByRole('link', { name: `Open booking ${BOOKING.reference}` })).toHaveAttribute(
      'href',
      `/bookings/${BOOKING.reference}`,
    );

    expect(posted(api.requests, '/api/bookings')).toEqual([
      {
        serviceType: 'hotel',
        serviceId: 1,
        roomId: DELUXE.id,
        customerName: 'Aminata Kamara',
        customerEmail: 'aminata@example.com',
        customerPhone: '+23276123456',
        guests: 2,
        startDate: CHECK_IN,
        endDate: CHECK_OUT,
        totalAmount: 435,
        metadata: {
          specialRequests: 'Late arrival, around 22:00',
        },
      },
    ]);
    expect(posted(api.requests, '/api/payments/monime')).toEqual([
      {
        bookingId: BOOKING.id,
        amount: 435,
        customerName: 'Aminata Kamara',
        customerPhone: '+23276123456',
        description: 'Hotel booking: Aberdeen Bay Hotel - Deluxe Ocean View',
      },
    ]);
  });

  it('books for someone else and sends the uploaded KYC document', async () => {
    const upload = {
      id: '3f6c1a8e-8a5d-4c1e-9f0a-2b7c4d5e6f70',
      fileName: 'passport.pdf',
      mimeType: 'application/pdf',
      purpose: 'kyc_document',
      sizeBytes: 4,
      createdAt: '2026-03-14T10:00:00.000Z',
    };
    const { api, user } = setup();
    // The fake API reads bodies as text, which a multipart body never finishes in jsdom:
    // the upload is answered before it.
    const answer = window.fetch;
    window.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/uploads') {
        return new Response(JSON.stringify(upload), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }
      return answer(input, init);
    };
    const dialog = await openForm(user, 'Family Suite');
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_OUT);
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.type(within(dialog).getByLabelText('Full Name'), 'Mohamed Sesay');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'mohamed@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '+23278555111');
    await user.selectOptions(within(dialog).getByLabelText('Guests'), '4');
    await user.upload(
      within(dialog).getByLabelText('KYC document (optional)'),
      new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText(/Uploaded passport\.pdf/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText('Booking Created Successfully');
    expect(posted(api.requests, '/api/bookings')).toEqual([
      expect.objectContaining({
        roomId: FAMILY.id,
        customerName: 'Mohamed Sesay',
        customerEmail: 'mohamed@example.com',
        guests: 4,
        totalAmount: 720,
        metadata: {
          kycDocumentId: upload.id,
        },
      }),
    ]);
  });

  it("shows the server's refusal under 'Booking Failed' and keeps the form open", async () => {
    const refusal =
      'This room is already booked for some of those nights. Please choose other dates or another room.';
    const { api, user } = setup({
      'POST /api/bookings': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: refusal },
      },
    });
    const dialog = await openForm(user, 'Deluxe Ocean View');
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_OUT);
    await user.type(within(dialog).getByLabelText('Phone'), '+23276123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Booking Failed');
    expect(toast).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: HOTEL_BOOKING_TITLE })).toBeInTheDocument();
    expect(posted(api.requests, '/api/payments/monime')).toEqual([]);
  });

  it('marks rooms already booked for the dates typed into the form', async () => {
    const { api, user } = setup();
    const dialog = await openForm(user, 'Deluxe Ocean View');
    api.on(
      'GET /api/hotels/1',
      reply(
        'getHotel',
        aHotel({
          rooms: aHotel().rooms.map((room) => ({
            ...room,
            availableForDates: room.id === DELUXE.id ? false : room.isAvailable,
          })),
        }),
      ),
    );
    setDate(dialog, 'Check-in', CHECK_IN);
    setDate(dialog, 'Check-out', CHECK_OUT);
    expect(
      await within(dialog).findByText('This room is already booked for some of those nights'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('option', {
        name: 'Deluxe Ocean View - $145/night (booked for these dates)',
      }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('option', { name: 'Garden Twin - $95/night (not available)' }),
    ).toBeDisabled();
  });
});
