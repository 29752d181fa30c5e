import { Link } from '@salone/router';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CompassIcon,
  Container,
  CreditCardIcon,
  Grid,
  HeartIcon,
  ShieldIcon,
  useSeo,
  theme,
} from '@salone/ui';
import { PageHeader } from './components/PageHeader';
import { PageSection } from './components/PageSection';
import { webPageJsonLd } from './structuredData';

const DESCRIPTION =
  'Salone connects travellers with hotels, guides, drivers, event organisers and agents across Sierra Leone, bookable in one place and paid for by mobile money.';

const CLAIMS = [
  { value: '2,500+', label: 'travellers served' },
  { value: '100+', label: 'local partners' },
  { value: '14', label: 'districts covered' },
] as const;

const TIMELINE = [
  {
    year: '2023',
    title: 'An idea in Freetown',
    text: 'Friends who kept sending visitors the same list of guesthouses, drivers and guides set out to put it online, with real prices and real availability.',
  },
  {
    year: '2024',
    title: 'First partners',
    text: 'Hotels on the peninsula, tour guides and car owners in the Western Area join, and the first travellers book through Salone.',
  },
  {
    year: '2025',
    title: 'Paying by phone',
    text: 'Mobile-money checkout arrives: every booking gets a USSD code, so travellers pay the way Sierra Leone already pays.',
  },
  {
    year: 'Today',
    title: 'All five services and a trip planner',
    text: 'Hotels, events, car rentals, tours and property viewings in one place, and an AI Trip Planner that builds itineraries from what is really bookable.',
  },
] as const;

const VALUES = [
  {
    icon: CompassIcon,
    title: 'Local first',
    text: 'Our partners are Sierra Leonean businesses, and the money you spend stays with the people who host and guide you.',
  },
  {
    icon: CreditCardIcon,
    title: 'Honest prices',
    text: 'The price you see is the price you pay: we calculate every total ourselves and show both dollars and leones before you pay.',
  },
  {
    icon: ShieldIcon,
    title: 'Care on the ground',
    text: 'A support team in Freetown and an emergency line that answers around the clock while you are in the country.',
  },
  {
    icon: HeartIcon,
    title: 'Respect for places',
    text: 'We favour operators who look after the beaches, forests and heritage sites that bring visitors here.',
  },
] as const;

const TEAM = [
  {
    name: 'Aminata Kamara',
    role: 'Founder and Chief Executive',
    bio: 'Spent ten years in hospitality in Freetown before starting Salone.',
  },
  {
    name: 'Mohamed Sesay',
    role: 'Head of Partnerships',
    bio: 'Signs up and visits every hotel, guide and rental firm we list.',
  },
  {
    name: 'Fatmata Conteh',
    role: 'Head of Traveller Support',
    bio: 'Runs the support desk and the 24/7 emergency line.',
  },
  {
    name: 'Ibrahim Bangura',
    role: 'Head of Technology',
    bio: 'Builds the booking platform and its mobile-money checkout.',
  },
] as const;

const PARTNERS = [
  {
    title: 'Hotels and guesthouses',
    text: 'From beach lodges to business hotels in Bo and Kenema.',
  },
  {
    title: 'Tour operators and guides',
    text: 'Islands, rainforest, wildlife, heritage and mountain treks.',
  },
  {
    title: 'Car rental firms and drivers',
    text: 'SUVs, sedans and pickups, with or without a driver.',
  },
  { title: 'Event organisers', text: 'Festivals, concerts, food fairs and sport.' },
  { title: 'Estate agents', text: 'Homes, land and commercial property to buy or rent.' },
  {
    title: 'Mobile-money payments',
    text: 'Orange Money and AfriMoney, paid by USSD code through a licensed payment provider.',
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** /about */
export default function AboutPage() {
  useSeo({
    title: 'About Salone',
    description: DESCRIPTION,
    keywords: ['about Salone', 'Sierra Leone travel company', 'Sierra Leone tourism', 'Freetown'],
    canonicalPath: '/about',
    jsonLd: webPageJsonLd('AboutPage', 'About Salone', DESCRIPTION, '/about'),
  });

  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="About Salone"
        lead="We make Sierra Leone easy to visit: its hotels, events, tours, cars and homes, bookable in one place and paid for from your phone."
      >
        <StyledClaims aria-label="Salone in numbers">
          {CLAIMS.map((claim) => (
            <StyledClaim key={claim.label}>
              <dt>{claim.label}</dt>
              <dd>{claim.value}</dd>
            </StyledClaim>
          ))}
        </StyledClaims>
      </PageHeader>

      <Container>
        <PageSection id="about-mission" title="Our mission">
          <StyledProse>
            <p>
              Sierra Leone has white-sand beaches, rainforest islands, chimpanzee sanctuaries and
              some of West Africa's liveliest festivals, yet planning a trip here has meant phone
              calls, cash and guesswork. Our mission is to change that: to give every visitor clear
              information, fair prices and a safe way to book, and to bring more of them to the
              local businesses that make a trip memorable.
            </p>
          </StyledProse>
        </PageSection>
        <StorySection />
        <ValuesSection />
        <TeamSection />
        <PartnersSection />
        <NextStepSection />
      </Container>
    </>
  );
}

function StorySection() {
  return (
    <PageSection id="about-story" title="Our story">
      <StyledTimeline>
        {TIMELINE.map((step) => (
          <li key={step.year}>
            <StyledYear>{step.year}</StyledYear>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </StyledTimeline>
    </PageSection>
  );
}

function ValuesSection() {
  return (
    <PageSection id="about-values" title="What we value">
      <Grid min={220} gap={4}>
        {VALUES.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <StyledIcon>
                <Icon size={22} />
              </StyledIcon>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p>{text}</p>
            </CardContent>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}

function TeamSection() {
  return (
    <PageSection id="about-team" title="Leadership team">
      <Grid min={220} gap={4}>
        {TEAM.map((person) => (
          <Card key={person.name}>
            <CardHeader>
              <StyledAvatar aria-hidden="true">{initials(person.name)}</StyledAvatar>
              <CardTitle>{person.name}</CardTitle>
              <CardDescription>{person.role}</CardDescription>
            </CardHeader>
            <CardContent>
              <p>{person.bio}</p>
            </CardContent>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}

function PartnersSection() {
  return (
    <PageSection
      id="about-partners"
      title="Partnerships"
      description="We work with more than 100 businesses across Sierra Leone's 14 districts."
    >
      <StyledPartnerList>
        {PARTNERS.map((partner) => (
          <li key={partner.title}>
            <h3>{partner.title}</h3>
            <p>{partner.text}</p>
          </li>
        ))}
      </StyledPartnerList>
    </PageSection>
  );
}

function NextStepSection() {
  return (
    <PageSection id="about-next" title="Plan your visit">
      <p>
        Questions, a group trip, or a business that should be on Salone? We would love to hear from
        you.
      </p>
      <StyledActions>
        <Button as={Link} to="/contact">
          Contact us
        </Button>
        <Button as={Link} to="/" variant="outline">
          Start exploring
        </Button>
      </StyledActions>
    </PageSection>
  );
}

const StyledClaims = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[3]}px;
  max-width: 640px;
  margin: ${theme.space[5]}px 0 0;
`;

const StyledClaim = styled.div`
  display: flex;
  flex-direction: column-reverse;
  padding: ${theme.space[3]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  text-align: center;

  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.primary};

    ${theme.media.md} {
      font-size: ${theme.fontSizes.xxl};
    }
  }
`;

const StyledProse = styled.div`
  max-width: 70ch;
  font-size: ${theme.fontSizes.lg};
`;

const StyledTimeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${theme.space[5]}px;
  border-left: 3px solid ${theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]}px;

  li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
    max-width: 65ch;
  }

  li::before {
    content: '';
    position: absolute;
    left: -${theme.space[5] + 8}px;
    top: 4px;
    width: 13px;
    height: 13px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
  }

  h3 {
    font-size: ${theme.fontSizes.lg};
  }

  p {
    color: ${theme.colors.textMuted};
  }
`;

const StyledYear = styled.span`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const StyledAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.secondarySoft};
  color: ${theme.colors.secondary};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.lg};
`;

const StyledPartnerList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${theme.space[4]}px;

  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
    padding: ${theme.space[4]}px;
    border-left: 4px solid ${theme.colors.secondary};
    background: ${theme.colors.surface};
    border-radius: ${theme.radii.md};
  }

  h3 {
    font-size: ${theme.fontSizes.md};
  }

  p {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]}px;
`;
