import styled from 'styled-components';
import { requestSignIn } from '@salone/api-client';
import { useT } from '@salone/i18n';
import { Link, useNavigate } from '@salone/router';
import { Button, CalendarIcon, Container, SmartphoneIcon, CreditCardIcon, theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';

const BENEFITS: { Icon: typeof SmartphoneIcon; title: PartnerKey; text: PartnerKey }[] = [
  { Icon: SmartphoneIcon, title: 'landing.phone', text: 'landing.phoneText' },
  { Icon: CalendarIcon, title: 'landing.offer', text: 'landing.offerText' },
  { Icon: CreditCardIcon, title: 'landing.money', text: 'landing.moneyText' },
];

/**
 * The partner landing page: what Salone offers operators and the way to apply. A visitor is
 * asked to sign in first (the account becomes the organisation's owner).
 */
export function PartnerLanding({ signedIn }: { signedIn: boolean }) {
  const t = useT(partnerMessages);
  const navigate = useNavigate();
  return (
    <Container>
      <StyledHero>
        <h1>{t('landing.title')}</h1>
        <p>{t('landing.lead')}</p>
        {signedIn ? (
          <Button as={Link} to="/partner/apply" size="lg">
            {t('landing.apply')}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            onClick={() => requestSignIn(() => navigate('/partner/apply'))}
          >
            {t('landing.signInToApply')}
          </Button>
        )}
      </StyledHero>
      <StyledBenefits aria-label={t('landing.why')}>
        {BENEFITS.map(({ Icon, title, text }) => (
          <li key={title}>
            <Icon size={28} />
            <h2>{t(title)}</h2>
            <p>{t(text)}</p>
          </li>
        ))}
      </StyledBenefits>
    </Container>
  );
}

const StyledHero = styled.section`
  padding: ${theme.space[7]}px 0 ${theme.space[5]}px;
  max-width: 640px;

  h1 {
    margin: 0 0 ${theme.space[3]}px;
    font-size: ${theme.fontSizes.display};
    line-height: ${theme.lineHeights.tight};
  }

  p {
    margin: 0 0 ${theme.space[5]}px;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }
`;

const StyledBenefits = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space[8]}px;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]}px;

  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    padding: ${theme.space[5]}px;
  }

  svg {
    color: ${theme.colors.primary};
  }

  h2 {
    font-size: ${theme.fontSizes.md};
    margin: ${theme.space[3]}px 0 ${theme.space[2]}px;
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;
