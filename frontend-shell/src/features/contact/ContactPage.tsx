import { Link } from '@salone/router';
import styled from 'styled-components';
import { Accordion, Button, Container, SparklesIcon, useSeo, theme } from '@salone/ui';
import { CONTACT_FAQ_IDS, getFaqItems } from '../help/faq';
import { PageHeader } from '../info/components/PageHeader';
import { PageSection } from '../info/components/PageSection';
import { webPageJsonLd } from '../info/structuredData';
import { ContactDetails, EmergencyCard } from './components/ContactDetails';
import { ContactForm } from './components/ContactForm';
import { OfficeMap } from './components/OfficeMap';

const DESCRIPTION =
  'Reach the Salone team in Freetown by e-mail, phone or message, and 24/7 emergency support for travellers in Sierra Leone.';

const FAQ_SNIPPETS = getFaqItems(CONTACT_FAQ_IDS);

/** /contact */
export default function ContactPage() {
  useSeo({
    title: 'Contact Us',
    description: DESCRIPTION,
    keywords: [
      'contact Salone',
      'Sierra Leone travel support',
      'Freetown travel agency',
      'emergency support Sierra Leone',
    ],
    canonicalPath: '/contact',
    jsonLd: webPageJsonLd('ContactPage', 'Contact Salone', DESCRIPTION, '/contact'),
  });

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about a booking, a group trip or listing your business? Our team in Freetown is here to help."
      />
      <Container>
        <StyledColumns>
          <PageSection id="contact-details-title" title="Get in touch">
            <ContactDetails />
            <EmergencyCard />
          </PageSection>
          <PageSection
            id="contact-form-title"
            title="Send us a message"
            description="Tell us how we can help and we'll reply by e-mail."
          >
            <StyledFormPanel>
              <ContactForm />
            </StyledFormPanel>
          </PageSection>
        </StyledColumns>

        <PageSection id="contact-map-title" title="Find our office">
          <OfficeMap />
        </PageSection>

        <PageSection id="contact-faq-title" title="Common questions">
          <Accordion
            headingLevel={3}
            items={FAQ_SNIPPETS.map((item) => ({
              id: item.id,
              title: item.question,
              content: <StyledAnswer>{item.answer}</StyledAnswer>,
            }))}
          />
          <p>
            More answers in the <Link to="/help-center">Help Center</Link>.
          </p>
        </PageSection>

        <StyledCta aria-labelledby="contact-cta-title">
          <h2 id="contact-cta-title">Ready to explore Sierra Leone?</h2>
          <p>Find a place to stay, or let the AI Trip Planner put your days together.</p>
          <StyledActions>
            <Button as={Link} to="/hotels" size="lg">
              Browse hotels
            </Button>
            <Button as={Link} to="/ai-planner" size="lg" variant="outline">
              <SparklesIcon size={20} />
              Plan my trip
            </Button>
          </StyledActions>
        </StyledCta>
      </Container>
    </>
  );
}

const StyledColumns = styled.div`
  display: grid;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${theme.space[7]}px;
    align-items: start;
  }
`;

const StyledFormPanel = styled.div`
  padding: ${theme.space[5]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
`;

const StyledAnswer = styled.p`
  max-width: 70ch;
  color: ${theme.colors.textMuted};
`;

const StyledCta = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]}px;
  margin: ${theme.space[6]}px 0 ${theme.space[7]}px;
  padding: ${theme.space[6]}px ${theme.space[4]}px;
  text-align: center;
  background: ${theme.colors.primarySoft};
  border-radius: ${theme.radii.lg};

  h2 {
    font-size: ${theme.fontSizes.xxl};
  }

  p {
    max-width: 55ch;
    color: ${theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]}px;
  margin-top: ${theme.space[2]}px;
`;
