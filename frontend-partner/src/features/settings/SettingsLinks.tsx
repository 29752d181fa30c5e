import styled from 'styled-components';
import { NavLink } from '@salone/router';
import { theme } from '@salone/ui';

/** The developers' settings pages, in the order of the settings page. */
export const SETTINGS_PAGES = [
  {
    to: '/partner/settings/api-keys',
    label: 'API keys',
    text: 'Keys that let your own systems read and change your listings and bookings.',
  },
  {
    to: '/partner/settings/webhooks',
    label: 'Webhooks',
    text: 'Addresses Salone calls when a booking is made, paid, cancelled or checked in.',
  },
  {
    to: '/partner/settings/team',
    label: 'Team',
    text: 'The people who work in your organisation’s account, and invitations.',
  },
  {
    to: '/partner/settings/whatsapp',
    label: 'WhatsApp',
    text: 'The number travellers can message you on from your listings and their bookings.',
  },
  {
    to: '/partner/settings/activity',
    label: 'Activity',
    text: 'What your team and the Salone admins changed, by whom and when.',
  },
] as const;

/** Links between the settings pages, over each of them. */
export function SettingsLinks() {
  return (
    <StyledLinks aria-label="Settings pages">
      <ul>
        {SETTINGS_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to}>{page.label}</NavLink>
          </li>
        ))}
      </ul>
    </StyledLinks>
  );
}

const StyledLinks = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]}px;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space[4]}px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.text};
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
    font-weight: 600;
  }
`;
