import { Link } from '@salone/router';
import { CATALOGUE_SECTIONS } from '@salone/remotes';
import styled from 'styled-components';
import { INFO_EMAIL, PHONE, PHONE_TEL } from '../features/info/company';
import { theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../i18n';

const SERVICE_LINKS = CATALOGUE_SECTIONS.map(({ section }) => ({
  to: `/${section}`,
  key: `footer.section.${section}` as const,
}));

const COMPANY_LINKS = [
  { to: '/about', key: 'footer.about' },
  { to: '/contact', key: 'footer.contact' },
  { to: '/help-center', key: 'footer.helpCenter' },
  { to: '/terms-of-service', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/partner', key: 'footer.listBusiness' },
] as const;

export function Footer() {
  const t = useT(shellMessages);
  return (
    <StyledFooter>
      <StyledColumns>
        <div>
          <StyledBrand>Salone</StyledBrand>
          <p>{t('brand.tagline')}</p>
          <p>{t('footer.mobileMoney')}</p>
        </div>
        <nav aria-label={t('footer.services')}>
          <h2>{t('footer.services')}</h2>
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <ul>
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t('footer.contact')}</h2>
          <address>
            <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>
            <br />
            <a href={`tel:${PHONE_TEL}`}>{PHONE}</a>
            <br />
            {t('footer.city')}
          </address>
        </div>
      </StyledColumns>
      <StyledCopyright>{t('footer.copyright')}</StyledCopyright>
    </StyledFooter>
  );
}

const StyledFooter = styled.footer`
  margin-top: ${theme.space[7]}px;
  background: ${theme.colors.text};
  color: #fff;
  padding: ${theme.space[6]}px ${theme.space[4]}px ${theme.space[4]}px;

  h2 {
    font-size: ${theme.fontSizes.md};
    margin: 0 0 ${theme.space[2]}px;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li a,
  address a {
    display: inline-block;
    padding: ${theme.space[1]}px 0;
    min-height: 24px;
  }

  a {
    color: #fff;
  }

  p,
  address {
    font-style: normal;
    color: #e6e9ee;
    line-height: ${theme.lineHeights.normal};
  }
`;

const StyledColumns = styled.div`
  max-width: ${theme.layout.maxWidth}px;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space[5]}px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const StyledBrand = styled.p`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  color: #fff !important;
  margin: 0;
`;

const StyledCopyright = styled.p`
  max-width: ${theme.layout.maxWidth}px;
  margin: ${theme.space[5]}px auto 0;
  padding-top: ${theme.space[3]}px;
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${theme.fontSizes.sm};
`;
