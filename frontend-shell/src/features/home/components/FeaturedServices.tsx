import { isAppPath, Link } from '@salone/router';
import styled from 'styled-components';
import { useListServiceContentQuery, type ServiceContentDto } from '@salone/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  CheckIcon,
  Grid,
  QueryState,
  SkeletonCard,
  theme,
} from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../../../i18n';

/** Loading placeholders (docs/product.md, constants). */
export const FEATURED_PLACEHOLDERS = 6;

const PLANNER_CHECKS = [
  'home.plannerCheck.personal',
  'home.plannerCheck.budget',
  'home.plannerCheck.availability',
] as const;

export function FeaturedServices() {
  const t = useT(shellMessages);
  const services = useListServiceContentQuery();
  return (
    <QueryState
      query={services}
      loadingLabel={t('home.loadingServices')}
      loading={(busy) => (
        <Grid min={260} {...busy}>
          {Array.from({ length: FEATURED_PLACEHOLDERS }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </Grid>
      )}
      errorText={t('home.servicesError')}
      onRetry={false}
    >
      {(cards) => (
        <Grid min={260}>
          {cards
            .filter((card) => isAppPath(card.href))
            .map((card) =>
              card.gradient ? (
                <PlannerCard key={card.id} card={card} />
              ) : (
                <ServiceCard key={card.id} card={card} />
              ),
            )}
        </Grid>
      )}
    </QueryState>
  );
}

function ServiceCard({ card }: { card: ServiceContentDto }) {
  const t = useT(shellMessages);
  return (
    <StyledCard as="article">
      <StyledImage
        src={card.imageUrl}
        alt=""
        width={400}
        height={225}
        loading="lazy"
        decoding="async"
      />
      <CardContent>
        <CardTitle>
          <StyledCardLink to={card.href}>{card.title}</StyledCardLink>
        </CardTitle>
        <CardDescription>{card.description}</CardDescription>
        {card.count > 0 && <StyledCount>{t('home.available', { count: card.count })}</StyledCount>}
      </CardContent>
    </StyledCard>
  );
}

function PlannerCard({ card }: { card: ServiceContentDto }) {
  const t = useT(shellMessages);
  return (
    <StyledPlannerCard as="article" $gradient={safeGradient(card.gradient)}>
      <CardContent>
        <CardTitle>{card.title}</CardTitle>
        <p>{card.description}</p>
        <StyledChecks>
          {PLANNER_CHECKS.map((key) => (
            <li key={key}>
              <CheckIcon size={18} />
              {t(key)}
            </li>
          ))}
        </StyledChecks>
        <Button as={Link} to={card.href} variant="secondary">
          {t('home.startPlanning')}
        </Button>
      </CardContent>
    </StyledPlannerCard>
  );
}

/** The server's gradient, if it is a plain CSS gradient (nothing else reaches the style). */
function safeGradient(gradient: string | null): string | undefined {
  return gradient && /^linear-gradient\([\w\s#%,.()-]+\)$/.test(gradient) ? gradient : undefined;
}

const StyledCard = styled(Card)`
  position: relative;
  overflow: hidden;
  transition: box-shadow 0.2s;

  &:hover {
    box-shadow: ${theme.shadows.md};
  }
`;

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};
`;

/** The whole card is clickable through the title link's stretched area. */
const StyledCardLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const StyledCount = styled.p`
  margin: ${theme.space[2]}px 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.medium};
`;

const StyledPlannerCard = styled(Card)<{ $gradient?: string }>`
  /* The server's gradient is decorative; a dark overlay keeps white text above 4.5:1. */
  background:
    linear-gradient(rgba(0, 0, 0, 0.45), rgba(0, 0, 0, 0.45)),
    ${({ $gradient, theme }) => $gradient ?? theme.colors.secondary};
  color: #fff;

  p,
  h3 {
    color: #fff;
  }
`;

const StyledChecks = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${theme.space[3]}px 0 ${theme.space[4]}px;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]}px;
    margin-bottom: ${theme.space[1]}px;
  }
`;
