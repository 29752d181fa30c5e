import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import type { MonthFiguresDto } from '@salone/api-client/partner';
import PartnerRoutes from '../../../PartnerRoutes';
import { anOrganisation } from '../../../test/fixtures';

const BASE = '/api/partner/organisations/7';

function month(value: string, overrides: Partial<MonthFiguresDto> = {}): MonthFiguresDto {
  return {
    month: value,
    bookings: 0,
    confirmedGross: 0,
    commissionPercent: 10,
    commission: 0,
    netDue: 0,
    refundsDue: 0,
    ...overrides,
  };
}

/** Twelve months ending with `last`, `figures` replacing the months they name. */
function year(last: string, figures: MonthFiguresDto[] = []) {
  const [y, m] = last.split('-').map(Number);
  const months = Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(y, m - 12 + index, 1)).toISOString().slice(0, 7);
    return figures.find((entry) => entry.month === date) ?? month(date);
  });
  return { organisationId: 7, currency: 'USD', months };
}

function operatorApi(
  routes: Record<string, { status: number; body?: unknown }>,
  role: 'owner' | 'staff' = 'owner',
) {
  return installFakeApi({
    'GET /api/auth/session': signedIn(undefined, ['operator']),
    'GET /api/partner/organisations': reply('listMyOrganisations', [
      anOrganisation({ status: 'approved', role }),
    ]),
    ...routes,
  });
}

function renderAt(route: string) {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, { route, path: '/partner/*' });
  return { user };
}

describe('the money page', () => {
  it('shows the month’s gross, commission, net due and refunds due, with a chart and a table', async () => {
    operatorApi({
      [`GET ${BASE}/money?from=2025-11&to=2026-10`]: {
        status: 200,
        body: year('2026-10', [
          month('2026-09', { bookings: 2, confirmedGross: 300, commission: 30, netDue: 270 }),
          month('2026-10', {
            bookings: 3,
            confirmedGross: 1250.5,
            commission: 125.05,
            netDue: 1125.45,
            refundsDue: 90,
          }),
        ]),
      },
    });
    renderAt('/partner/money?month=2026-10');

    const figures = await screen.findByRole('region', { name: 'October 2026' });
    const term = (name: RegExp) => within(figures).getByText(name).closest('div') as HTMLElement;
    expect(term(/^Gross$/)).toHaveTextContent('$1,250.50');
    expect(term(/^Commission \(10%\)$/)).toHaveTextContent('$125.05');
    expect(term(/^Net due to you$/)).toHaveTextContent('$1,125.45');
    expect(term(/^Refunds due$/)).toHaveTextContent('$90');
    expect(within(figures).getByText(/From 3 paid bookings confirmed this month\./)).toBeVisible();

    // The chart is a picture; the table is its text alternative.
    expect(screen.getByTestId('money-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: 'Figures per month, in US dollars' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    const october = within(table).getByRole('row', { name: /October 2026/ });
    expect(october).toHaveAttribute('aria-current', 'true');
    expect(
      within(october)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '$1,250.50', '$125.05', '$1,125.45', '$90']);
    expect(screen.getByRole('link', { name: 'Money' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the previous month and asks for the months up to it', async () => {
    const api = operatorApi({
      [`GET ${BASE}/money?from=2025-11&to=2026-10`]: { status: 200, body: year('2026-10') },
      [`GET ${BASE}/money?from=2025-10&to=2026-09`]: {
        status: 200,
        body: year('2026-09', [
          month('2026-09', { bookings: 1, confirmedGross: 80, commission: 8, netDue: 72 }),
        ]),
      },
    });
    const { user } = renderAt('/partner/money?month=2026-10');
    expect(
      await screen.findByText('No paid bookings or refunds in these months yet.'),
    ).toBeVisible();
    expect(
      screen.getByText('No paid bookings were confirmed this month.', { exact: false }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const figures = await screen.findByRole('region', { name: 'September 2026' });
    expect(await within(figures).findByText('$72')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-09');
    expect(api.requests.map((request) => request.path)).toContain(
      `${BASE}/money?from=2025-10&to=2026-09`,
    );
  });

  it('says when the figures cannot be loaded, and offers to try again', async () => {
    const api = operatorApi({
      [`GET ${BASE}/money?from=2025-11&to=2026-10`]: {
        status: 500,
        body: { statusCode: 500, message: 'x' },
      },
    });
    const { user } = renderAt('/partner/money?month=2026-10');
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    api.on(`GET ${BASE}/money?from=2025-11&to=2026-10`, () => ({
      status: 200,
      body: year('2026-10', [
        month('2026-10', { bookings: 1, confirmedGross: 50, commission: 5, netDue: 45 }),
      ]),
    }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('$45', { selector: 'dd' })).toBeVisible();
  });

  it('tells a staff member that money is for the owner, without asking the server', async () => {
    const api = operatorApi({}, 'staff');
    renderAt('/partner/money?month=2026-10');
    expect(
      await screen.findByText('Only the organisation’s owner can see its money.'),
    ).toBeVisible();
    expect(api.requests.some((request) => request.path.includes('/money'))).toBe(false);
  });

  it('is in the owner’s navigation and not in a staff member’s', async () => {
    operatorApi({}, 'staff');
    renderAt('/partner/settings');
    // Once the organisation (and so the member's role) is known.
    await screen.findByText(/Only the organisation’s owner/);
    const staffNav = screen.getByRole('navigation', { name: 'Partner sections' });
    expect(within(staffNav).getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(within(staffNav).queryByRole('link', { name: 'Money' })).toBeNull();
    expect(
      within(staffNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Listings', 'Bookings', 'Check in', 'Calendar', 'Reviews', 'Settings']);
  });

  it('is a section of the owner’s navigation', async () => {
    operatorApi({});
    renderAt('/partner/settings');
    const nav = await screen.findByRole('navigation', { name: 'Partner sections' });
    expect(within(nav).getByRole('link', { name: 'Money' })).toHaveAttribute(
      'href',
      '/partner/money',
    );
  });
});
