import { Link } from '@salone/router';
import styled from 'styled-components';
import { Accordion, Button, Container, SparklesIcon, useSeo, theme } from '@salone/ui';
import type { ReactNode } from 'react';
import { useT } from '@salone/i18n';
import { pagesMessages } from '../../i18n';
import { CONTACT_FAQ_IDS, faqItems } from '../help/faq';
import { PageHeader } from '../info/components/PageHeader';
import { PageSection } from '../info/components/PageSection';
import { webPageJsonLd } from '../info/structuredData';
import { ContactDetails, EmergencyCard } from './components/ContactDetails';
import { ContactForm } from './components/ContactForm';
import { OfficeMap } from './components/OfficeMap';

/** /contact */
export default function ContactPage() {
  const t = useT(pagesMessages);
  const description = t('contact.seoDescription');
  useSeo({
    title: t('contact.seoTitle'),
    description,
    keywords: [
      'contact Salone',
      'Sierra Leone travel support',
      'Freetown travel agency',
      'emergency support Sierra Leone',
    ],
    canonicalPath: '/contact',
    jsonLd: webPageJsonLd('ContactPage', 'Contact Salone', description, '/contact'),
  });

  return (
    <>
      <PageHeader
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        lead={t('contact.lead')}
      />
      <Container>
        <StyledColumns>
          <PageSection id="contact-details-title" title={t('contact.getInTouch')}>
            <ContactDetails />
            <EmergencyCard />
          </PageSection>
          <PageSection
            id="contact-form-title"
            title={t('contact.sendUsMessage')}
            description={t('contact.sendUsMessageText')}
          >
            <StyledFormPanel>
              <ContactForm />
            </StyledFormPanel>
          </PageSection>
        </StyledColumns>

        <PageSection id="contact-map-title" title={t('contact.findOffice')}>
          <OfficeMap />
        </PageSection>

        <PageSection id="contact-faq-title" title={t('contact.commonQuestions')}>
          <Accordion
            headingLevel={3}
            items={faqItems(t, CONTACT_FAQ_IDS).map((item) => ({
              id: item.id,
              title: item.question,
              content: <StyledAnswer>{item.answer}</StyledAnswer>,
            }))}
          />
          <p>
            {t.rich('contact.moreAnswers', {
              help: (chunks: ReactNode[]) => <Link to="/help-center">{chunks}</Link>,
            })}
          </p>
        </PageSection>

        <StyledCta aria-labelledby="contact-cta-title">
          <h2 id="contact-cta-title">{t('contact.ctaTitle')}</h2>
          <p>{t('contact.ctaText')}</p>
          <StyledActions>
            <Button as={Link} to="/hotels" size="lg">
              {t('contact.browseHotels')}
            </Button>
            <Button as={Link} to="/ai-planner" size="lg" variant="outline">
              <SparklesIcon size={20} />
              {t('contact.planTrip')}
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
