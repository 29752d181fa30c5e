import styled from 'styled-components';
import { requestSignIn } from '@salone/api-client';
import { Link, useNavigate } from '@salone/router';
import { Button, CalendarIcon, Container, SmartphoneIcon, CreditCardIcon, theme } from '@salone/ui';

export const LIST_YOUR_BUSINESS = 'List your business on Salone';

const BENEFITS = [
  {
    Icon: SmartphoneIcon,
    title: 'Run it from your phone',
    text: 'See today’s arrivals, check guests in and answer bookings on the job.',
  },
  {
    Icon: CalendarIcon,
    title: 'Your rooms, tickets, cars, tours and viewings',
    text: 'Publish what you offer with photos, prices and how many are left each day.',
  },
  {
    Icon: CreditCardIcon,
    title: 'Paid by mobile money',
    text: 'Travellers pay with Orange Money or Afrimoney; payouts go to your number.',
  },
];

/**
 * The partner landing page: what Salone offers operators and the way to apply. A visitor is
 * asked to sign in first (the account becomes the organisation's owner).
 */
export function PartnerLanding({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <Container>
      <StyledHero>
        <h1>{LIST_YOUR_BUSINESS}</h1>
        <p>
          Hotels, guesthouses, event organisers, car rental agents, tour guides and estate agents:
          reach travellers planning a trip to Sierra Leone.
        </p>
        {signedIn ? (
          <Button as={Link} to="/partner/apply" size="lg">
            Apply now
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            onClick={() => requestSignIn(() => navigate('/partner/apply'))}
          >
            Sign in to apply
          </Button>
        )}
      </StyledHero>
      <StyledBenefits aria-label="Why list on Salone">
        {BENEFITS.map(({ Icon, title, text }) => (
          <li key={title}>
            <Icon size={28} />
            <h2>{title}</h2>
            <p>{text}</p>
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
