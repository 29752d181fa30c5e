import { useRef } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import { Button, Container, SparklesIcon, useSeo, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../../i18n';
import { HOME_SEO } from './homeSeo';
import { FeaturedServices } from './components/FeaturedServices';
import { HeroSearch } from './components/HeroSearch';

export default function HomePage() {
  const t = useT(shellMessages);
  const featured = useRef<HTMLElement>(null);
  useSeo({ ...HOME_SEO, title: t('home.seo.title'), description: t('home.seo.description') });

  return (
    <>
      <StyledHero>
        <Container>
          <h1>{t('home.title')}</h1>
          <p>{t('home.lead')}</p>
          <HeroSearch />
          <StyledHeroActions>
            <Button as={Link} to="/ai-planner" variant="secondary" size="lg">
              <SparklesIcon size={20} />
              {t('home.plannerButton')}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => featured.current?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t('home.explore')}
            </Button>
          </StyledHeroActions>
        </Container>
      </StyledHero>
      <Container>
        <StyledSection ref={featured} aria-labelledby="featured-title" tabIndex={-1}>
          <h2 id="featured-title">{t('home.servicesTitle')}</h2>
          <p>{t('home.servicesLead')}</p>
          <FeaturedServices />
        </StyledSection>
      </Container>
    </>
  );
}

const StyledHero = styled.section`
  background: linear-gradient(
    135deg,
    ${theme.colors.primary} 0%,
    #0a4f2a 45%,
    ${theme.colors.secondary} 100%
  );
  color: #fff;
  padding: ${theme.space[7]}px 0 ${theme.space[6]}px;
  text-align: center;

  h1 {
    font-size: clamp(2rem, 6vw, 3.25rem);
    margin: 0 0 ${theme.space[3]}px;
    line-height: 1.1;
  }

  p {
    max-width: 640px;
    margin: 0 auto ${theme.space[5]}px;
    font-size: ${theme.fontSizes.lg};
  }
`;

const StyledHeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]}px;
  margin-top: ${theme.space[5]}px;

  a,
  button {
    background-color: ${theme.colors.surface};
    color: ${theme.colors.primary};
  }
`;

const StyledSection = styled.section`
  padding: ${theme.space[7]}px 0 0;
  outline: none;

  h2 {
    font-size: ${theme.fontSizes.xxl};
    margin: 0 0 ${theme.space[2]}px;
  }

  > p {
    color: ${theme.colors.textMuted};
    margin: 0 0 ${theme.space[5]}px;
  }
`;
