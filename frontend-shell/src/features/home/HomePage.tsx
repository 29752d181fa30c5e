import { useRef } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import { Button, Container, SparklesIcon, useSeo, theme } from '@salone/ui';
import { HOME_SEO } from './homeSeo';
import { FeaturedServices } from './components/FeaturedServices';
import { HeroSearch } from './components/HeroSearch';

export default function HomePage() {
  const featured = useRef<HTMLElement>(null);
  useSeo(HOME_SEO);

  return (
    <>
      <StyledHero>
        <Container>
          <h1>Discover Sierra Leone</h1>
          <p>
            Hotels, events, car rentals, guided tours and property viewings from Freetown to Kenema
            — booked in minutes, paid by mobile money.
          </p>
          <HeroSearch />
          <StyledHeroActions>
            <Button as={Link} to="/ai-planner" variant="secondary" size="lg">
              <SparklesIcon size={20} />
              AI Trip Planner
            </Button>
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => featured.current?.scrollIntoView({ behavior: 'smooth' })}
            >
              Explore Now
            </Button>
          </StyledHeroActions>
        </Container>
      </StyledHero>
      <Container>
        <StyledSection ref={featured} aria-labelledby="featured-title" tabIndex={-1}>
          <h2 id="featured-title">Explore Our Services</h2>
          <p>Everything you need for a trip to Sierra Leone, in one place.</p>
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
