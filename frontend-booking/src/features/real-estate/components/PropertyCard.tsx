import { Link } from '@salone/router';
import styled from 'styled-components';
import type { PropertyDto } from '@salone/api-client';
import {
  BathIcon,
  BedIcon,
  Button,
  Card,
  CardContent,
  CardFooter,
  MapPinIcon,
  RulerIcon,
  VisuallyHidden,
} from '@salone/ui';
import { cardPriceText, FEATURES_PER_CARD } from '../propertyRules';
import { ListingBadge, PropertyTypeBadge } from './PropertyBadges';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One listing (spec section 2, Real estate list). */
export function PropertyCard({
  property,
  onInquire,
}: {
  property: PropertyDto;
  onInquire(property: PropertyDto): void;
}) {
  const shown = property.features.slice(0, FEATURES_PER_CARD);
  const more = property.features.length - shown.length;
  return (
    <StyledCard as="article">
      <StyledMedia>
        {property.images[0] ? (
          <img
            src={property.images[0]}
            alt=""
            width={400}
            height={200}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <StyledBadges>
          <PropertyTypeBadge type={property.type} />
          <ListingBadge property={property} />
        </StyledBadges>
      </StyledMedia>
      <CardContent>
        <StyledTitle>{property.title}</StyledTitle>
        <StyledAddress>
          <MapPinIcon size={16} />
          {property.address}
        </StyledAddress>
        <StyledFacts aria-label="Size">
          {property.bedrooms !== null ? (
            <li>
              <BedIcon size={16} />
              {plural(property.bedrooms, 'bed')}
            </li>
          ) : null}
          {property.bathrooms !== null ? (
            <li>
              <BathIcon size={16} />
              {plural(property.bathrooms, 'bath')}
            </li>
          ) : null}
          <li>
            <RulerIcon size={16} />
            {property.size}
          </li>
        </StyledFacts>
        <StyledDescription>{property.description}</StyledDescription>
        {shown.length > 0 ? (
          <StyledFeatures aria-label="Features">
            {shown.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
            {more > 0 ? <li>+{more} more</li> : null}
          </StyledFeatures>
        ) : null}
        <StyledPrice>{cardPriceText(property)}</StyledPrice>
      </CardContent>
      <StyledFooter>
        <Button as={Link} to={`/real-estate/${property.id}`} variant="outline">
          View Details<VisuallyHidden>: {property.title}</VisuallyHidden>
        </Button>
        <Button onClick={() => onInquire(property)} disabled={!property.isActive}>
          Inquire<VisuallyHidden> about {property.title}</VisuallyHidden>
        </Button>
      </StyledFooter>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  height: 100%;
`;

const StyledMedia = styled.div`
  position: relative;
  height: 180px;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledBadges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  left: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledAddress = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledFeatures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledFooter = styled(CardFooter)`
  > * {
    flex: 1 1 auto;
  }
`;
