import styled from 'styled-components';
import { NavLink } from '@salone/router';
import { theme } from '@salone/ui';

interface Section {
  to: string;
  label: string;
  /** Active only on this exact path (the dashboard), not on the pages under it. */
  end?: boolean;
}

/** The approved operator's sections, in the order of the navigation: one entry per page. */
export const PARTNER_SECTIONS: readonly Section[] = [
  { to: '/partner', label: 'Dashboard', end: true },
  { to: '/partner/listings', label: 'Listings' },
  { to: '/partner/bookings', label: 'Bookings' },
  { to: '/partner/check-in', label: 'Check in' },
  { to: '/partner/calendar', label: 'Calendar' },
  { to: '/partner/money', label: 'Money' },
  { to: '/partner/settings', label: 'Settings' },
];

/** The admin console's sections. */
export const ADMIN_SECTIONS: readonly Section[] = [
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/listings', label: 'Listings' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/audit-log', label: 'Audit log' },
  { to: '/admin/exchange-rate', label: 'Leone rate' },
];

export type SectionsName = 'partner' | 'admin';

const SECTIONS: Record<SectionsName, { label: string; items: readonly Section[] }> = {
  partner: { label: 'Partner sections', items: PARTNER_SECTIONS },
  admin: { label: 'Admin sections', items: ADMIN_SECTIONS },
};

/**
 * The row of section links over a partner or admin page. It scrolls sideways on a phone
 * rather than wrapping, so the page's heading stays near the top.
 */
export function SectionNav({ name }: { name: SectionsName }) {
  const { label, items } = SECTIONS[name];
  return (
    <StyledNav aria-label={label}>
      <ul>
        {items.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.end}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </StyledNav>
  );
}

const StyledNav = styled.nav`
  overflow-x: auto;
  border-bottom: 1px solid ${theme.colors.border};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: ${theme.space[1]}px;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space[3]}px;
    white-space: nowrap;
    color: ${theme.colors.textMuted};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }

  a[aria-current='page'] {
    color: ${theme.colors.text};
    font-weight: 600;
    border-bottom-color: ${theme.colors.primary};
  }
`;
