import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { useSeo, theme } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SETTINGS_PAGES } from './SettingsLinks';

/** `/partner/settings`: the developers' settings, the team and the activity, one link each. */
export default function SettingsPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('settings.title'),
    description: t('settings.description'),
    canonicalPath: '/partner/settings',
  });
  return (
    <OrganisationGate title={t('settings.title')}>
      {(organisation) => (
        <PartnerPage nav="partner" title={t('settings.title')} lead={organisation.name}>
          {organisation.role !== 'owner' ? (
            <StyledNotice>
              <p>{t('settings.ownerOnly')}</p>
            </StyledNotice>
          ) : null}
          <StyledCards>
            {SETTINGS_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{t(page.label)}</Link>
                <p>{t(page.text)}</p>
              </li>
            ))}
          </StyledCards>
        </PartnerPage>
      )}
    </OrganisationGate>
  );
}

const StyledCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]}px;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > li {
    position: relative;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    padding: ${theme.space[4]}px;
  }

  a {
    font-size: ${theme.fontSizes.lg};
    font-weight: 600;
    color: ${theme.colors.primary};
  }

  /* The whole card follows the link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  p {
    margin: ${theme.space[2]}px 0 0;
    color: ${theme.colors.textMuted};
  }
`;
