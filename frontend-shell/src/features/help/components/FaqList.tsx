import styled from 'styled-components';
import { Accordion, theme } from '@salone/ui';
import type { FaqCategory } from '../faq';

/** FAQ categories, each an h3 over an accordion of its questions (h4 buttons). */
export function FaqList({ categories }: { categories: readonly FaqCategory[] }) {
  return (
    <StyledList>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`faq-${category.id}`}>
          <StyledCategoryTitle id={`faq-${category.id}`}>{category.title}</StyledCategoryTitle>
          <Accordion
            headingLevel={4}
            items={category.items.map((item) => ({
              id: item.id,
              title: item.question,
              content: <StyledAnswer>{item.answer}</StyledAnswer>,
            }))}
          />
        </section>
      ))}
    </StyledList>
  );
}

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]}px;
`;

const StyledCategoryTitle = styled.h3`
  margin-bottom: ${theme.space[2]}px;
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.primary};
`;

const StyledAnswer = styled.p`
  max-width: 70ch;
  color: ${theme.colors.textMuted};
`;
