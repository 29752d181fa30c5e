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
import { useT } from '@salone/i18n';
import { pagesMessages } from '../../i18n';
import { BackLink } from '../info/components/BackLink';
import { PageHeader } from '../info/components/PageHeader';
import { PageSection } from '../info/components/PageSection';
import { siteUrl } from '../info/structuredData';
import { AssistanceCards } from './components/AssistanceCards';
import { FaqList } from './components/FaqList';
import { QuickActions } from './components/QuickActions';
import { faqCategories, filterFaq, type FaqCategory } from './faq';

function faqJsonLd(categories: readonly FaqCategory[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: siteUrl('/help-center'),
    mainEntity: categories
      .flatMap((category) => category.items)
      .map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
  };
}

/** /help-center */
export default function HelpCenterPage() {
  const t = useT(pagesMessages);
  // The questions and answers in the page's language: what it shows, searches and describes.
  const categories = useMemo(() => faqCategories(t), [t]);
  useSeo({
    title: t('help.seoTitle'),
    description: t('help.seoDescription'),
    keywords: [
      'Salone help',
      'Sierra Leone travel FAQ',
      'USSD payment help',
      'cancellation',
      'customer support Freetown',
    ],
    canonicalPath: '/help-center',
    jsonLd: faqJsonLd(categories),
  });

  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const faqSection = useRef<HTMLDivElement>(null);
  const results = useMemo(() => filterFaq(categories, query), [categories, query]);
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
        before={<BackLink to="/">{t('legal.backHome')}</BackLink>}
        title={t('help.title')}
        lead={t('help.lead')}
      >
        <StyledSearch role="search" onSubmit={showResults}>
          <TextField
            ref={searchInput}
            type="search"
            label={t('help.search.label')}
            placeholder={t('help.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" aria-label={t('help.search.button')}>
            <SearchIcon size={20} />
          </Button>
        </StyledSearch>
      </PageHeader>

      <Container>
        <PageSection id="help-quick-actions" title={t('help.quickActions')}>
          <QuickActions />
        </PageSection>

        <PageSection id="help-faq" title={t('help.faqTitle')}>
          <div ref={faqSection}>
            <StyledStatus role="status">
              {searching && t('help.search.matches', { count: matchCount, query: query.trim() })}
            </StyledStatus>
            {results.length > 0 ? (
              <FaqList categories={results} />
            ) : (
              <StyledEmpty>
                <HelpCircleIcon size={32} />
                <h3>{t('help.empty.title')}</h3>
                <p>{t('help.empty.text')}</p>
                <Button variant="outline" onClick={clearSearch}>
                  {t('help.empty.clear')}
                </Button>
              </StyledEmpty>
            )}
          </div>
        </PageSection>

        <PageSection
          id="help-assistance"
          title={t('help.assistance.title')}
          description={t('help.assistance.text')}
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
