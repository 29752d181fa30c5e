import { reply } from '@salone/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessageDto } from '@salone/api-client/partner';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import AdminRoutes from '../../../AdminRoutes';
import { adminApi, SERVER_ERROR } from '../../../test/admin';

afterEach(() => act(() => resetToasts()));

const OPEN = 'GET /api/admin/contact-messages?limit=20&state=open';
const SUBJECT = 'Airport transfer for a group of six';

function aMessage(overrides: Partial<ContactMessageDto> = {}): ContactMessageDto {
  return {
    id: 'm1',
    name: 'Aminata Kamara',
    email: 'aminata@example.com',
    phone: '+232 76 123456',
    subject: SUBJECT,
    message: 'We land at Lungi on 12 December.\nCan you arrange the water taxi?',
    createdAt: '2026-11-26T10:00:00.000Z',
    readAt: null,
    handledAt: null,
    handledByEmail: null,
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<AdminRoutes />, { route: '/admin/messages', path: '/admin/*' });
  return { user };
}

describe('the admin console: contact messages', () => {
  it('shows the messages not handled first, unread ones marked', async () => {
    adminApi({ [OPEN]: reply('listContactMessages', { items: [aMessage()], nextCursor: null }) });
    renderPage();
    const card = await screen.findByRole('listitem', { name: SUBJECT });
    expect(within(card).getByText('Unread')).toBeInTheDocument();
    expect(within(card).getByText('Not handled')).toBeInTheDocument();
    expect(within(card).getByText(/aminata@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('open');
  });

  it('says when every message is handled, and when the list cannot be loaded', async () => {
    adminApi({
      [OPEN]: reply('listContactMessages', { items: [], nextCursor: null }),
      'GET /api/admin/contact-messages?limit=20&state=handled': SERVER_ERROR,
    });
    const { user } = renderPage();
    expect(await screen.findByText('Every message is handled.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'handled');
    expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded.');
  });

  it('opens a message to read it, which marks it read, and marks it handled', async () => {
    const api = adminApi({
      [OPEN]: reply('listContactMessages', { items: [aMessage()], nextCursor: null }),
      'GET /api/admin/contact-messages/m1': reply(
        'readContactMessage',
        aMessage({ readAt: '2026-11-27T09:00:00.000Z' }),
      ),
      'POST /api/admin/contact-messages/m1/handled': reply(
        'markContactMessageHandled',
        aMessage({
          readAt: '2026-11-27T09:00:00.000Z',
          handledAt: '2026-11-27T09:05:00.000Z',
          handledByEmail: 'admin@example.com',
        }),
      ),
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: SUBJECT });
    await user.click(within(card).getByRole('button', { name: `Read ${SUBJECT}` }));
    const dialog = await screen.findByRole('dialog', { name: SUBJECT });
    expect(await within(dialog).findByText(/Can you arrange the water taxi\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'aminata@example.com' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:aminata@example.com\?subject=Re%3A%20Airport/),
    );

    api.on(
      'GET /api/admin/contact-messages/m1',
      reply(
        'readContactMessage',
        aMessage({
          readAt: '2026-11-27T09:00:00.000Z',
          handledAt: '2026-11-27T09:05:00.000Z',
          handledByEmail: 'admin@example.com',
        }),
      ),
    );
    api.on(OPEN, { status: 200, body: { items: [], nextCursor: null } });
    await user.click(within(dialog).getByRole('button', { name: `Mark handled: ${SUBJECT}` }));
    expect(await screen.findByText(`“${SUBJECT}” is handled.`)).toBeInTheDocument();
    expect(await within(dialog).findByText(/by admin@example.com/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: `Reopen: ${SUBJECT}` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Every message is handled.')).toBeInTheDocument();
  });

  it('reopens a handled message from the list', async () => {
    const handled = aMessage({
      readAt: '2026-11-27T09:00:00.000Z',
      handledAt: '2026-11-27T09:05:00.000Z',
      handledByEmail: 'admin@example.com',
    });
    const api = adminApi({
      [OPEN]: reply('listContactMessages', { items: [], nextCursor: null }),
      'GET /api/admin/contact-messages?limit=20&state=handled': reply('listContactMessages', {
        items: [handled],
        nextCursor: null,
      }),
      'POST /api/admin/contact-messages/m1/reopen': reply('reopenContactMessage', {
        ...handled,
        handledAt: null,
        handledByEmail: null,
      }),
    });
    const { user } = renderPage();
    await screen.findByText('Every message is handled.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'handled');
    const card = await screen.findByRole('listitem', { name: SUBJECT });
    expect(within(card).getByText('Handled')).toBeInTheDocument();
    api.on(
      'GET /api/admin/contact-messages?limit=20&state=handled',
      reply('listContactMessages', { items: [], nextCursor: null }),
    );
    await user.click(within(card).getByRole('button', { name: `Reopen: ${SUBJECT}` }));
    expect(await screen.findByText(`“${SUBJECT}” is open again.`)).toBeInTheDocument();
    expect(await screen.findByText('No handled messages yet.')).toBeInTheDocument();
  });

  it('says so when marking handled fails', async () => {
    adminApi({
      [OPEN]: reply('listContactMessages', { items: [aMessage()], nextCursor: null }),
      'POST /api/admin/contact-messages/m1/handled': SERVER_ERROR,
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: SUBJECT });
    await user.click(within(card).getByRole('button', { name: `Mark handled: ${SUBJECT}` }));
    expect(await screen.findByText('Not marked handled')).toBeInTheDocument();
  });
});
