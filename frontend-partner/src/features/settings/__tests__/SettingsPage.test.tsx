import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@salone/host/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { memberApi, ORG } from '../../../test/settings';

describe('the settings page', () => {
  it('is a section of the partner pages and leads to the three settings pages', async () => {
    memberApi({ [`GET ${ORG}/api-keys`]: { status: 200, body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<PartnerRoutes />, { route: '/partner/settings', path: '/partner/*' });
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Partner sections' });
    expect(within(sections).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The heading is there while the organisation loads; the page's links come with it.
    expect(await screen.findByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/partner/settings/webhooks',
    );
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      '/partner/settings/team',
    );
    expect(screen.queryByText(/Only the organisation’s owner/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'API keys' }));
    expect(await screen.findByRole('heading', { name: 'API keys', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/partner/settings/api-keys');
  });

  it('tells a staff member that only the owner changes them', async () => {
    memberApi({}, 'staff');
    renderWithProviders(<PartnerRoutes />, { route: '/partner/settings', path: '/partner/*' });
    expect(
      await screen.findByText(
        'Only the organisation’s owner can change these settings; your own notifications are yours to choose.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/partner/settings/notifications',
    );
  });
});
