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
import { useT } from '@salone/i18n';
import { pagesMessages, type PagesKey } from '../../i18n';

const CLAIMS = [
  { value: '2,500+', label: 'about.claim.travellers' },
  { value: '100+', label: 'about.claim.partners' },
  { value: '14', label: 'about.claim.districts' },
] as const satisfies ReadonlyArray<{ value: string; label: PagesKey }>;

const TIMELINE = [
  { year: '2023', step: 'idea' },
  { year: '2024', step: 'partners' },
  { year: '2025', step: 'phone' },
  { year: null, step: 'now' },
] as const;

const VALUES = [
  { icon: CompassIcon, value: 'local' },
  { icon: CreditCardIcon, value: 'prices' },
  { icon: ShieldIcon, value: 'care' },
  { icon: HeartIcon, value: 'respect' },
] as const;

const TEAM = [
  { name: 'Aminata Kamara', part: 'ceo' },
  { name: 'Mohamed Sesay', part: 'partnerships' },
  { name: 'Fatmata Conteh', part: 'support' },
  { name: 'Ibrahim Bangura', part: 'technology' },
] as const;

const PARTNERS = ['hotels', 'tours', 'cars', 'events', 'agents', 'payments'] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** /about */
export default function AboutPage() {
  const t = useT(pagesMessages);
  const description = t('about.seoDescription');
  useSeo({
    title: t('about.seoTitle'),
    description,
    keywords: ['about Salone', 'Sierra Leone travel company', 'Sierra Leone tourism', 'Freetown'],
    canonicalPath: '/about',
    jsonLd: webPageJsonLd('AboutPage', 'About Salone', description, '/about'),
  });

  return (
    <>
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')}>
        <StyledClaims aria-label={t('about.inNumbers')}>
          {CLAIMS.map((claim) => (
            <StyledClaim key={claim.label}>
              <dt>{t(claim.label)}</dt>
              <dd>{claim.value}</dd>
            </StyledClaim>
          ))}
        </StyledClaims>
      </PageHeader>

      <Container>
        <PageSection id="about-mission" title={t('about.mission.title')}>
          <StyledProse>
            <p>{t('about.mission.text')}</p>
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
  const t = useT(pagesMessages);
  return (
    <PageSection id="about-story" title={t('about.story.title')}>
      <StyledTimeline>
        {TIMELINE.map(({ year, step }) => (
          <li key={step}>
            <StyledYear>{year ?? t('about.story.today')}</StyledYear>
            <h3>{t(`about.story.${step}.title`)}</h3>
            <p>{t(`about.story.${step}.text`)}</p>
          </li>
        ))}
      </StyledTimeline>
    </PageSection>
  );
}

function ValuesSection() {
  const t = useT(pagesMessages);
  return (
    <PageSection id="about-values" title={t('about.values.title')}>
      <Grid min={220} gap={4}>
        {VALUES.map(({ icon: Icon, value }) => (
          <Card key={value}>
            <CardHeader>
              <StyledIcon>
                <Icon size={22} />
              </StyledIcon>
              <CardTitle>{t(`about.values.${value}.title`)}</CardTitle>
            </CardHeader>
            <CardContent>
              <p>{t(`about.values.${value}.text`)}</p>
            </CardContent>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}

function TeamSection() {
  const t = useT(pagesMessages);
  return (
    <PageSection id="about-team" title={t('about.team.title')}>
      <Grid min={220} gap={4}>
        {TEAM.map((person) => (
          <Card key={person.name}>
            <CardHeader>
              <StyledAvatar aria-hidden="true">{initials(person.name)}</StyledAvatar>
              <CardTitle>{person.name}</CardTitle>
              <CardDescription>{t(`about.team.${person.part}.role`)}</CardDescription>
            </CardHeader>
            <CardContent>
              <p>{t(`about.team.${person.part}.bio`)}</p>
            </CardContent>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}

function PartnersSection() {
  const t = useT(pagesMessages);
  return (
    <PageSection
      id="about-partners"
      title={t('about.partners.title')}
      description={t('about.partners.description')}
    >
      <StyledPartnerList>
        {PARTNERS.map((partner) => (
          <li key={partner}>
            <h3>{t(`about.partners.${partner}.title`)}</h3>
            <p>{t(`about.partners.${partner}.text`)}</p>
          </li>
        ))}
      </StyledPartnerList>
    </PageSection>
  );
}

function NextStepSection() {
  const t = useT(pagesMessages);
  return (
    <PageSection id="about-next" title={t('about.next.title')}>
      <p>{t('about.next.text')}</p>
      <StyledActions>
        <Button as={Link} to="/contact">
          {t('about.next.contact')}
        </Button>
        <Button as={Link} to="/" variant="outline">
          {t('about.next.explore')}
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
