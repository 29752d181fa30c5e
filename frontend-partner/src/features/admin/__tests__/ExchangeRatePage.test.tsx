import { reply } from '@salone/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import AdminRoutes from '../../../AdminRoutes';
import { adminApi } from '../../../test/admin';

afterEach(() => act(() => resetToasts()));

const RATE = 'GET /api/admin/exchange-rate';
const BOUNDS =
  'The rate must be between 1 and 1000 leones per US dollar, with at most two decimals';

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<AdminRoutes />, { route: '/admin/exchange-rate', path: '/admin/*' });
  return { user };
}

describe('the admin console: the leone rate', () => {
  it('shows the rate in force and where it comes from', async () => {
    adminApi({
      [RATE]: reply('getAdminExchangeRate', { slePerUsd: 22.5, changedAt: null, changedBy: null }),
    });
    renderPage();
    const facts = await screen.findByLabelText('Rate in force');
    expect(within(facts).getByText('Le 22.50 = US$1')).toBeInTheDocument();
    expect(within(facts).getByText('The configuration (SLE_PER_USD)')).toBeInTheDocument();
  });

  it('sends a new rate and shows the one now in force', async () => {
    const api = adminApi({
      [RATE]: reply('getAdminExchangeRate', { slePerUsd: 22.5, changedAt: null, changedBy: null }),
      'PUT /api/admin/exchange-rate': reply('changeExchangeRate', {
        slePerUsd: 23.1,
        changedAt: '2026-12-07T09:30:00.000Z',
        changedBy: 'admin@salone.sl',
      }),
    });
    const { user } = renderPage();
    await screen.findByText('Le 22.50 = US$1');
    api.on(
      RATE,
      reply('getAdminExchangeRate', {
        slePerUsd: 23.1,
        changedAt: '2026-12-07T09:30:00.000Z',
        changedBy: 'admin@salone.sl',
      }),
    );
    await user.type(screen.getByRole('textbox', { name: /New rate/ }), '23.10');
    await user.click(screen.getByRole('button', { name: 'Save Rate' }));
    expect(await screen.findByText('Le 23.10 = US$1')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      slePerUsd: 23.1,
    });
    expect(await screen.findByText(/admin@salone\.sl/)).toBeInTheDocument();
  });

  it("shows the server's refusal beside the field", async () => {
    adminApi({
      [RATE]: reply('getAdminExchangeRate', { slePerUsd: 22.5, changedAt: null, changedBy: null }),
      'PUT /api/admin/exchange-rate': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          details: [{ field: 'slePerUsd', message: BOUNDS }],
        },
      },
    });
    const { user } = renderPage();
    await screen.findByText('Le 22.50 = US$1');
    await user.type(screen.getByRole('textbox', { name: /New rate/ }), '5000');
    await user.click(screen.getByRole('button', { name: 'Save Rate' }));
    expect(await screen.findByRole('textbox', { name: /New rate/ })).toHaveAccessibleDescription(
      expect.stringContaining(BOUNDS),
    );
  });
});
