import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { aBooking, anOrganisation } from '../../../test/fixtures';

// The camera and the decoder are the page's edge, as the network is: the camera gives frames,
// the decoder says what code a frame holds.
jest.mock('jsqr', () => ({ __esModule: true, default: jest.fn() }));
const decode = jest.mocked(jsQR);

const BASE = '/api/partner/organisations/7';
const TOKEN =
  'SLV1.D45tbFtKQ5KBcG9ePTwrGg.yFq1x2m6c0Hf3kPq.3q2-7wAAAAB4m9pXn0d7Lw1sQm4yZk8vR2aF5tHc6Jg';
const TODAY = new Date().toISOString().slice(0, 10);

const anArrival = {
  id: 'b1',
  reference: 'SL-7K3Q9D',
  // SHA-256 (hex) of TOKEN, as the server's arrivals list gives it.
  tokenDigest: '4d8662c93b8a30870f3357aa2cfe6b61cd04de5627f7afe3e82e68fbafb92e9d',
  stage: 'confirmed',
  serviceType: 'hotel',
  serviceId: 3,
  serviceName: 'Kroo Bay Guesthouse',
  item: 'Garden Room',
  customerName: 'Aminata Kamara',
  customerPhone: '+232 76 123 456',
  guests: 2,
  startDate: `${TODAY}T00:00:00.000Z`,
  endDate: null,
  checkedInAt: null,
};
const ARRIVALS = {
  organisationId: 7,
  day: TODAY,
  generatedAt: `${TODAY}T06:30:00.000Z`,
  digest: 'SHA-256',
  arrivals: [anArrival],
};
const CHECKED_IN = aBooking({ stage: 'checked_in', checkedInAt: new Date().toISOString() });

type Route =
  | { status: number; body?: unknown }
  | ((request: { body: unknown }) => { status: number; body?: unknown });

function operatorApi(routes: Record<string, Route> = {}) {
  return installFakeApi({
    'GET /api/auth/session': signedIn(undefined, ['operator']),
    'GET /api/partner/organisations': reply('listMyOrganisations', [
      anOrganisation({ status: 'approved' }),
    ]),
    [`GET ${BASE}/arrivals`]: { status: 200, body: ARRIVALS },
    ...routes,
  });
}

const cameraStream = { getTracks: () => [{ stop: jest.fn() }] };
let getUserMedia: jest.Mock;

beforeEach(() => {
  getUserMedia = jest.fn().mockResolvedValue(cameraStream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(320);
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(240);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: jest.fn(),
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4),
    }),
  } as unknown as CanvasRenderingContext2D);
  decode.mockReturnValue(null);
});

afterEach(() => {
  act(() => resetToasts());
  jest.restoreAllMocks();
  window.localStorage.clear();
  setOnline(true, false);
});

/** The browser's connection, as `navigator.onLine` and its events tell it. */
function setOnline(online: boolean, announce = true) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (announce) act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** The camera sees a QR code holding `text` from now on. */
const holdUp = (text: string) =>
  decode.mockReturnValue({ data: text } as unknown as ReturnType<typeof jsQR>);

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, { route: '/partner/check-in', path: '/partner/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Check in' })).toBeInTheDocument();
  // Today's list has arrived (and is kept on the phone).
  await screen.findByText('Aminata Kamara', { selector: 'li strong' });
  return { user };
}

const checkIns = (api: ReturnType<typeof operatorApi>) =>
  api.requests.filter((request) => request.method === 'POST');

describe('check-in by scanning', () => {
  it('sends the decoded voucher to the server and shows the check-in large', async () => {
    const api = operatorApi({
      [`POST ${BASE}/bookings/check-in`]: { status: 200, body: CHECKED_IN },
    });
    const { user } = await renderPage();
    expect(screen.getByRole('link', { name: 'Check in' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(
      await screen.findByText('Hold the voucher’s QR code inside the frame.'),
    ).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
    holdUp(TOKEN);

    const result = await screen.findByText('Checked in', { selector: 'strong' });
    expect(result.closest('[role="status"]')).toHaveTextContent('Aminata Kamara');
    expect(checkIns(api).map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(await screen.findByText('Aminata Kamara (SL-7K3Q9D)')).toBeInTheDocument();
  });

  it('shows the server’s refusal large, as an alert', async () => {
    operatorApi({
      [`POST ${BASE}/bookings/check-in`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'ALREADY_CHECKED_IN',
          message: 'This booking was already checked in on 27 Nov 2026 at 09:05',
        },
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    holdUp(TOKEN);
    const alert = await screen.findByText('Not checked in', { selector: '[role="alert"] strong' });
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'This booking was already checked in on 27 Nov 2026 at 09:05',
    );
    expect(screen.queryByText('Checked in', { selector: '[role="status"] strong' })).toBeNull();
  });

  it('says when the camera is refused, and checks in by the typed reference', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const api = operatorApi({
      [`POST ${BASE}/bookings/check-in`]: { status: 200, body: CHECKED_IN },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    expect(await screen.findByText(/The camera was not allowed/)).toHaveAttribute('role', 'alert');

    const field = screen.getByRole('textbox', { name: /Booking reference/ });
    await user.type(field, 'SL-1');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('A reference looks like SL-7K3Q9D')).toBeInTheDocument();
    expect(checkIns(api)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' sl-7k3q9d ');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in', { selector: 'strong' })).toBeInTheDocument();
    expect(checkIns(api).map((request) => request.body)).toEqual([{ reference: 'SL-7K3Q9D' }]);
    expect(field).toHaveValue('');
  });
});

describe('check-in without a connection', () => {
  it('checks a voucher against the kept list, queues it, refuses it again, and syncs when back online', async () => {
    let serverUp = false;
    const api = operatorApi({
      [`POST ${BASE}/bookings/check-in`]: () => {
        if (!serverUp) throw new TypeError('Failed to fetch');
        return { status: 200, body: CHECKED_IN };
      },
    });
    const { user } = await renderPage();
    setOnline(false);
    expect(
      await screen.findByText('No connection: check-ins are kept on this phone'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    // A code that is no voucher of today's list is refused on the phone.
    holdUp('SLV1.forged.code.here');
    const notOnList = await screen.findByText('Not on today’s list', { selector: 'strong' });
    expect(notOnList.closest('[role="alert"]')).toBeInTheDocument();

    holdUp(TOKEN);
    expect(
      await screen.findByText('Checked in — will sync', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 waiting to sync')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Today’s arrivals' });
    expect(within(list).getByText('Checked in')).toBeInTheDocument();
    expect(checkIns(api)).toHaveLength(0);

    // The same booking again, by its reference: refused on the phone.
    await user.type(screen.getByRole('textbox', { name: /Booking reference/ }), 'SL-7K3Q9D');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText('Already checked in', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(checkIns(api)).toHaveLength(0);

    // The connection returns: the queue is sent with the time of the check-in.
    serverUp = true;
    setOnline(true);
    expect(await screen.findByText('Nothing waiting to sync')).toBeInTheDocument();
    expect(checkIns(api)).toHaveLength(1);
    expect(checkIns(api)[0].body).toEqual({
      token: TOKEN,
      checkedInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await screen.findByText('Check-ins synced')).toBeInTheDocument();
  });

  it('sends what waits when the page loads, and reports a check-in the server refuses', async () => {
    window.localStorage.setItem(
      'salone.partner.check-in.v1.7',
      JSON.stringify({
        arrivals: { day: TODAY, generatedAt: ARRIVALS.generatedAt, arrivals: [anArrival] },
        queue: [
          {
            bookingId: 'b1',
            reference: 'SL-7K3Q9D',
            customerName: 'Aminata Kamara',
            checkedInAt: `${TODAY}T08:15:00.000Z`,
          },
        ],
        problems: [],
      }),
    );
    const api = operatorApi({
      [`POST ${BASE}/bookings/check-in`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'ALREADY_CHECKED_IN',
          message: 'This booking was already checked in on 27 Nov 2026 at 08:10',
        },
      },
    });
    await renderPage();
    const problems = await screen.findByRole('region', { name: 'Refused when synced' });
    expect(problems).toHaveTextContent('Aminata Kamara (SL-7K3Q9D)');
    expect(problems).toHaveTextContent(
      'This booking was already checked in on 27 Nov 2026 at 08:10',
    );
    expect(screen.getByText('Nothing waiting to sync')).toBeInTheDocument();
    expect(checkIns(api)[0].body).toEqual({
      reference: 'SL-7K3Q9D',
      checkedInAt: `${TODAY}T08:15:00.000Z`,
    });
    expect(await screen.findByText('Refused at sync')).toBeInTheDocument();
    // Kept until the operator has read it.
    expect(
      JSON.parse(window.localStorage.getItem('salone.partner.check-in.v1.7') ?? '{}').problems,
    ).toHaveLength(1);
  });

  it('sends what waits from any partner page when the connection returns', async () => {
    window.localStorage.setItem(
      'salone.partner.check-in.v1.7',
      JSON.stringify({
        arrivals: null,
        queue: [
          {
            bookingId: 'b1',
            reference: 'SL-7K3Q9D',
            customerName: 'Aminata Kamara',
            token: TOKEN,
            checkedInAt: `${TODAY}T08:15:00.000Z`,
          },
        ],
        problems: [],
      }),
    );
    setOnline(false, false);
    const api = operatorApi({
      [`GET ${BASE}/bookings?limit=25`]: {
        status: 200,
        body: { items: [aBooking()], nextCursor: null },
      },
      [`POST ${BASE}/bookings/check-in`]: { status: 200, body: CHECKED_IN },
    });
    renderWithProviders(<PartnerRoutes />, { route: '/partner/bookings', path: '/partner/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(checkIns(api)).toHaveLength(0);

    setOnline(true);
    expect(await screen.findByText('Check-ins synced')).toBeInTheDocument();
    expect(checkIns(api).map((request) => request.body)).toEqual([
      { token: TOKEN, checkedInAt: `${TODAY}T08:15:00.000Z` },
    ]);
    expect(
      JSON.parse(window.localStorage.getItem('salone.partner.check-in.v1.7') ?? '{}').queue,
    ).toEqual([]);
  });
});
