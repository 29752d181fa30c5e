import { useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Container,
  HelpCircleIcon,
  SearchIcon,
  TextField,
  useSeo,
  theme,
} from '@salone/ui';
import { BackLink } from '../info/components/BackLink';
import { PageHeader } from '../info/components/PageHeader';
import { PageSection } from '../info/components/PageSection';
import { siteUrl } from '../info/structuredData';
import { AssistanceCards } from './components/AssistanceCards';
import { FaqList } from './components/FaqList';
import { QuickActions } from './components/QuickActions';
import { ALL_FAQ_ITEMS, FAQ_CATEGORIES, filterFaq } from './faq';

function faqJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: siteUrl('/help-center'),
    mainEntity: ALL_FAQ_ITEMS.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** /help-center */
export default function HelpCenterPage() {
  useSeo({
    title: 'Help Center',
    description:
      'Answers about booking, mobile-money payment, cancellations, accounts, car rentals, tours and the AI Trip Planner on Salone, and how to reach our support team.',
    keywords: [
      'Salone help',
      'Sierra Leone travel FAQ',
      'USSD payment help',
      'cancellation',
      'customer support Freetown',
    ],
    canonicalPath: '/help-center',
    jsonLd: faqJsonLd(),
  });

  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const faqSection = useRef<HTMLDivElement>(null);
  const results = useMemo(() => filterFaq(FAQ_CATEGORIES, query), [query]);
  const matchCount = results.reduce((total, category) => total + category.items.length, 0);
  const searching = query.trim() !== '';

  const showResults = (event: FormEvent) => {
    event.preventDefault();
    faqSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const clearSearch = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  return (
    <>
      <PageHeader
        before={<BackLink to="/">Back to Home</BackLink>}
        title="Help Center"
        lead="How can we help? Search our answers about booking, paying by mobile money, cancellations and travelling in Sierra Leone."
      >
        <StyledSearch role="search" onSubmit={showResults}>
          <TextField
            ref={searchInput}
            type="search"
            label="Search help articles"
            placeholder="e.g. refund, USSD, licence"
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" aria-label="Search">
            <SearchIcon size={20} />
          </Button>
        </StyledSearch>
      </PageHeader>

      <Container>
        <PageSection id="help-quick-actions" title="Quick actions">
          <QuickActions />
        </PageSection>

        <PageSection id="help-faq" title="Frequently Asked Questions">
          <div ref={faqSection}>
            <StyledStatus role="status">
              {searching &&
                `${matchCount} ${matchCount === 1 ? 'answer matches' : 'answers match'} "${query.trim()}"`}
            </StyledStatus>
            {results.length > 0 ? (
              <FaqList categories={results} />
            ) : (
              <StyledEmpty>
                <HelpCircleIcon size={32} />
                <h3>No results found</h3>
                <p>Try another word, browse all questions, or contact our support team below.</p>
                <Button variant="outline" onClick={clearSearch}>
                  Clear Search
                </Button>
              </StyledEmpty>
            )}
          </div>
        </PageSection>

        <PageSection
          id="help-assistance"
          title="Personal assistance"
          description="Didn't find your answer? Our team in Freetown is happy to help."
        >
          <AssistanceCards />
        </PageSection>
      </Container>
    </>
  );
}

const StyledSearch = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]}px;
  max-width: 640px;
  margin-top: ${theme.space[5]}px;

  > :first-child {
    flex: 1 1 auto;
  }
`;

const StyledStatus = styled.p`
  margin-bottom: ${theme.space[3]}px;
  color: ${theme.colors.textMuted};

  &:empty {
    margin: 0;
  }
`;

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[6]}px ${theme.space[4]}px;
  text-align: center;
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};

  > svg {
    color: ${theme.colors.textMuted};
  }

  h3 {
    font-size: ${theme.fontSizes.xl};
  }

  p {
    max-width: 50ch;
    color: ${theme.colors.textMuted};
  }
`;
