import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { NavLink } from '@salone/router';
import { theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../i18n';
import { useApprovedOrganisation } from './useApprovedOrganisation';

interface Section {
  to: string;
  /** The section's name: a message of the partner catalogue. */
  label: PartnerKey;
  /** Active only on this exact path (the dashboard), not on the pages under it. */
  end?: boolean;
  /** Shown to the organisation's owner only: staff have nothing to do there. */
  ownerOnly?: boolean;
}

/** The approved operator's sections, in the order of the navigation: one entry per page. */
export const PARTNER_SECTIONS: readonly Section[] = [
  { to: '/partner', label: 'nav.dashboard', end: true },
  { to: '/partner/listings', label: 'nav.listings' },
  { to: '/partner/bookings', label: 'nav.bookings' },
  { to: '/partner/check-in', label: 'nav.checkIn' },
  { to: '/partner/calendar', label: 'nav.calendar' },
  { to: '/partner/money', label: 'nav.money', ownerOnly: true },
  { to: '/partner/reviews', label: 'nav.reviews' },
  { to: '/partner/settings', label: 'nav.settings' },
];

/** The admin console's sections. */
export const ADMIN_SECTIONS: readonly Section[] = [
  { to: '/admin/applications', label: 'nav.applications' },
  { to: '/admin/listings', label: 'nav.listings' },
  { to: '/admin/held-listings', label: 'nav.heldListings' },
  { to: '/admin/messages', label: 'nav.messages' },
  { to: '/admin/bookings', label: 'nav.bookings' },
  { to: '/admin/audit-log', label: 'nav.auditLog' },
  { to: '/admin/exchange-rate', label: 'nav.leoneRate' },
  { to: '/admin/reviews', label: 'nav.reviews' },
];

export type SectionsName = 'partner' | 'admin';

const SECTIONS: Record<SectionsName, { label: PartnerKey; items: readonly Section[] }> = {
  partner: { label: 'nav.partner', items: PARTNER_SECTIONS },
  admin: { label: 'nav.admin', items: ADMIN_SECTIONS },
};

/**
 * The section links over a partner or admin page. They wrap onto a second line on a phone, so
 * every section stays in sight (none hidden off the side of the screen); a staff member does
 * not see the sections only the owner can use.
 */
export function SectionNav({ name }: { name: SectionsName }) {
  const t = useT(partnerMessages);
  const current = useApprovedOrganisation();
  const staff = current.state === 'ready' && current.organisation.role !== 'owner';
  const { label, items } = SECTIONS[name];
  return (
    <StyledNav aria-label={t(label)}>
      <ul>
        {items
          .filter((section) => !(staff && section.ownerOnly))
          .map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
      </ul>
    </StyledNav>
  );
}

const StyledNav = styled.nav`
  border-bottom: 1px solid ${theme.colors.border};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    column-gap: ${theme.space[1]}px;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space[2]}px;

    ${theme.media.md} {
      padding: 0 ${theme.space[3]}px;
    }

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
