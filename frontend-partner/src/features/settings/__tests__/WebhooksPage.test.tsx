import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@salone/api-client/partner';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { memberApi, ORG, SERVER_ERROR } from '../../../test/settings';

afterEach(() => act(() => resetToasts()));

const ENDPOINTS = `GET ${ORG}/webhooks`;
const DELIVERIES = `GET ${ORG}/webhooks/w1/deliveries?limit=10`;
const URL = 'https://stay.example.sl/salone';

function anEndpoint(overrides: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto {
  return {
    id: 'w1',
    url: URL,
    description: 'Front desk',
    eventTypes: ['booking.confirmed', 'booking.cancelled'],
    apiVersion: '2026-11-26',
    createdAt: '2026-11-20T10:00:00.000Z',
    pausedAt: null,
    consecutiveFailures: 0,
    failingSince: null,
    ...overrides,
  };
}

function aDelivery(overrides: Partial<WebhookDeliveryDto> = {}): WebhookDeliveryDto {
  return {
    id: 'd1',
    eventId: 'e1',
    eventType: 'booking.confirmed',
    status: 'dead',
    attempts: 8,
    responseStatus: 503,
    durationMs: 120,
    lastError: 'Service Unavailable',
    lastAttemptAt: '2026-11-26T10:00:00.000Z',
    nextAttemptAt: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, {
    route: '/partner/settings/webhooks',
    path: '/partner/*',
  });
  return { user };
}

describe('the webhooks page', () => {
  it('tells a staff member that only the owner manages webhooks', async () => {
    const api = memberApi({}, 'staff');
    renderPage();
    expect(
      await screen.findByText('Only the organisation’s owner can manage webhooks.'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.includes('webhooks'))).toBe(false);
  });

  it('says when there are no endpoints, and when they cannot be loaded', async () => {
    const api = memberApi({ [ENDPOINTS]: { status: 200, body: [] } });
    const { user } = renderPage();
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();

    api.on(ENDPOINTS, SERVER_ERROR);
    api.on(`POST ${ORG}/webhooks`, {
      status: 201,
      body: { ...anEndpoint(), secret: 'whsec_x' },
    });
    await user.type(screen.getByRole('textbox', { name: /Address/ }), URL);
    await user.click(screen.getByRole('checkbox', { name: /A booking is paid/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your endpoints could not be loaded.',
    );
  });

  it('adds an endpoint and shows its signing secret once', async () => {
    const api = memberApi({
      [ENDPOINTS]: { status: 200, body: [] },
      [`POST ${ORG}/webhooks`]: {
        status: 201,
        body: { ...anEndpoint(), secret: 'whsec_0123456789abcdef' },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter the address Salone should call')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event type')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Address/ }), 'stay.example.sl');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter an http(s) address')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: /Address/ }));
    await user.type(screen.getByRole('textbox', { name: /Address/ }), URL);
    await user.type(screen.getByRole('textbox', { name: /What it is for/ }), 'Front desk');
    await user.click(screen.getByRole('checkbox', { name: /A booking is paid/ }));
    await user.click(screen.getByRole('checkbox', { name: /A booking is cancelled/ }));
    api.on(ENDPOINTS, { status: 200, body: [anEndpoint()] });
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const secret = await screen.findByRole('group', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_0123456789abcdef')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      url: URL,
      description: 'Front desk',
      eventTypes: ['booking.confirmed', 'booking.cancelled'],
    });
    const card = await screen.findByRole('listitem', { name: URL });
    expect(within(card).getByText('booking.confirmed, booking.cancelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_0123456789abcdef')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the address next to it', async () => {
    memberApi({
      [ENDPOINTS]: { status: 200, body: [] },
      [`POST ${ORG}/webhooks`]: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'WEBHOOK_URL_NOT_PUBLIC',
          message: 'Webhook endpoints must be on a public address',
        },
      },
    });
    const { user } = renderPage();
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await user.type(address, 'https://intranet.local/hook');
    await user.click(screen.getByRole('checkbox', { name: /A booking is paid/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Endpoint not added')).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription(/must be on a public address/);
    expect(address).toHaveFocus();
  });

  it('shows the deliveries log and sends one again', async () => {
    const api = memberApi({
      [ENDPOINTS]: { status: 200, body: [anEndpoint()] },
      [DELIVERIES]: { status: 200, body: { items: [aDelivery()], nextCursor: null } },
      [`POST ${ORG}/webhooks/w1/deliveries/d1/redeliver`]: {
        status: 202,
        body: { deliveryId: 'd1' },
      },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: URL });
    const toggle = within(card).getByRole('button', { name: 'Show deliveries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const delivery = await within(card).findByRole('listitem', { name: 'booking.confirmed' });
    expect(within(delivery).getByText('Failed')).toBeInTheDocument();
    expect(within(delivery).getByText('503')).toBeInTheDocument();
    expect(within(delivery).getByText('8')).toBeInTheDocument();
    expect(within(delivery).getByText('Service Unavailable')).toBeInTheDocument();

    api.on(DELIVERIES, {
      status: 200,
      body: {
        items: [aDelivery({ status: 'sent', responseStatus: 200, attempts: 9, lastError: null })],
        nextCursor: null,
      },
    });
    await user.click(within(delivery).getByRole('button', { name: /^Redeliver/ }));
    expect(await screen.findByText('booking.confirmed is being sent now.')).toBeInTheDocument();
    // The log is read again.
    expect(await within(card).findByText('Delivered')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === DELIVERIES.slice(4))).toHaveLength(2);
  });

  it('says when nothing was delivered yet, and sends a test event', async () => {
    const api = memberApi({
      [ENDPOINTS]: { status: 200, body: [anEndpoint()] },
      [DELIVERIES]: { status: 200, body: { items: [], nextCursor: null } },
      [`POST ${ORG}/webhooks/w1/test`]: { status: 202, body: { deliveryId: 'd9' } },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: URL });
    await user.click(within(card).getByRole('button', { name: 'Show deliveries' }));
    expect(await within(card).findByText(/Nothing sent yet/)).toBeInTheDocument();

    api.on(DELIVERIES, {
      status: 200,
      body: {
        items: [
          aDelivery({
            id: 'd9',
            eventType: 'webhook.test',
            status: 'pending',
            attempts: 0,
            responseStatus: null,
            lastError: null,
            lastAttemptAt: null,
          }),
        ],
        nextCursor: null,
      },
    });
    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent')).toBeInTheDocument();
    const delivery = await within(card).findByRole('listitem', { name: 'webhook.test' });
    expect(within(delivery).getByText('No answer')).toBeInTheDocument();
    expect(within(delivery).getByText('Waiting')).toBeInTheDocument();
  });

  it('says when the deliveries cannot be loaded', async () => {
    memberApi({
      [ENDPOINTS]: { status: 200, body: [anEndpoint()] },
      [DELIVERIES]: SERVER_ERROR,
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: URL });
    await user.click(within(card).getByRole('button', { name: 'Show deliveries' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The deliveries could not be loaded.',
    );
  });

  it('deletes an endpoint after asking', async () => {
    const api = memberApi({
      [ENDPOINTS]: { status: 200, body: [anEndpoint()] },
      [`DELETE ${ORG}/webhooks/w1`]: { status: 204 },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: URL });
    await user.click(within(card).getByRole('button', { name: `Delete ${URL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    api.on(ENDPOINTS, { status: 200, body: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText(`${URL} gets no more events.`)).toBeInTheDocument();
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
