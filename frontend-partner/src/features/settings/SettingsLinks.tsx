import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { NavLink } from '@salone/router';
import { theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';

/** The developers' settings pages, in the order of the settings page: their messages. */
export const SETTINGS_PAGES: readonly { to: string; label: PartnerKey; text: PartnerKey }[] = [
  { to: '/partner/settings/api-keys', label: 'settings.apiKeys', text: 'settings.apiKeysText' },
  { to: '/partner/settings/webhooks', label: 'settings.webhooks', text: 'settings.webhooksText' },
  { to: '/partner/settings/team', label: 'settings.team', text: 'settings.teamText' },
  { to: '/partner/settings/whatsapp', label: 'settings.whatsapp', text: 'settings.whatsappText' },
  {
    to: '/partner/settings/notifications',
    label: 'settings.notifications',
    text: 'settings.notificationsText',
  },
  { to: '/partner/settings/activity', label: 'settings.activity', text: 'settings.activityText' },
];

/** Links between the settings pages, over each of them. */
export function SettingsLinks() {
  const t = useT(partnerMessages);
  return (
    <StyledLinks aria-label={t('settings.pages')}>
      <ul>
        {SETTINGS_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to}>{t(page.label)}</NavLink>
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
