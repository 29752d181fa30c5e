import styled from 'styled-components';
import { Container, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';

/** The page's banner and its h1 (left off the printed plan). */
export function PlannerHero() {
  const t = useT(plannerMessages);
  return (
    <StyledHero className="no-print">
      <Container>
        <h1>{t('hero.title')}</h1>
        <p>{t('hero.lead')}</p>
      </Container>
    </StyledHero>
  );
}

const StyledHero = styled.section`
  background: linear-gradient(135deg, ${theme.colors.primary} 0%, ${theme.colors.secondary} 100%);
  color: ${theme.colors.textOnColor};
  padding: ${theme.space[6]}px 0;

  ${theme.media.md} {
    padding: ${theme.space[7]}px 0;
  }

  h1 {
    margin: 0 0 ${theme.space[3]}px;
    max-width: 18ch;
    font-size: ${theme.fontSizes.display};
    line-height: ${theme.lineHeights.tight};
  }

  p {
    margin: 0;
    max-width: 60ch;
    font-size: ${theme.fontSizes.lg};
  }
`;
