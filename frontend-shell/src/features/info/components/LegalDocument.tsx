import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { pagesMessages } from '../../../i18n';
import { BackLink } from './BackLink';
import { PageHeader } from './PageHeader';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * Layout of the terms and the privacy policy: a back link home, the title, a table of contents
 * and the numbered sections, each an h2 the contents link to.
 */
export function LegalDocument({ title, lead, sections }: LegalDocumentProps) {
  const t = useT(pagesMessages);
  return (
    <>
      <PageHeader
        title={title}
        lead={lead}
        before={<BackLink to="/">{t('legal.backHome')}</BackLink>}
      >
        <StyledUpdated>{t('legal.lastUpdated')}</StyledUpdated>
      </PageHeader>
      <Container>
        <StyledLayout>
          <StyledToc aria-labelledby="legal-contents">
            <StyledTocTitle id="legal-contents">{t('legal.contents')}</StyledTocTitle>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </StyledToc>
          <StyledBody>
            {sections.map((section, index) => (
              <StyledSection key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>
                  {index + 1}. {section.title}
                </h2>
                {section.content}
              </StyledSection>
            ))}
          </StyledBody>
        </StyledLayout>
      </Container>
    </>
  );
}

const StyledUpdated = styled.p`
  margin-top: ${theme.space[3]}px;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${theme.space[5]}px;
  padding: ${theme.space[6]}px 0 ${theme.space[7]}px;

  ${theme.media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space[7]}px;
  }
`;

const StyledToc = styled.nav`
  padding: ${theme.space[4]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};

  ${theme.media.lg} {
    position: sticky;
    top: ${theme.space[7]}px;
  }

  ol {
    margin: 0;
    padding-left: ${theme.space[5]}px;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
  }

  a {
    display: inline-block;
    padding: ${theme.space[1]}px 0;
    font-size: ${theme.fontSizes.sm};
  }
`;

const StyledTocTitle = styled.h2`
  margin-bottom: ${theme.space[2]}px;
  font-size: ${theme.fontSizes.md};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]}px;
  max-width: 72ch;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  h2 {
    font-size: ${theme.fontSizes.xl};
    scroll-margin-top: ${theme.space[8]}px;
  }

  h3 {
    margin-top: ${theme.space[2]}px;
    font-size: ${theme.fontSizes.lg};
  }

  ul,
  ol {
    margin: 0;
    padding-left: ${theme.space[5]}px;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
  }
`;
