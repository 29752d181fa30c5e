import { Link } from '@salone/router';
import styled from 'styled-components';
import type { PropertyDto } from '@salone/api-client/catalogue';
import {
  BathIcon,
  BedIcon,
  Button,
  CardContent,
  CardFooter,
  MapPinIcon,
  RulerIcon,
  VisuallyHidden,
  theme,
  usePriceView,
} from '@salone/ui';
import {
  CardHeading,
  CardMedia,
  CardPhoto,
  ChipList,
  ClampedText,
  IconLine,
  ListCard,
  MediaBadges,
} from '../../../shared/card';
import { FEATURES_PER_CARD } from '../propertyRules';
import { ListingBadge, PropertyTypeBadge } from './PropertyBadges';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { useListingTexts } from '../useListingTexts';
import { GuestRating } from '../../../shared/reviews/GuestRating';

/** One listing (docs/product.md, screens). */
export function PropertyCard({
  property,
  day,
  purpose,
  onInquire,
  onPrepare,
  priority = false,
}: {
  property: PropertyDto;
  /** The purpose the list is filtered on: 'rent' shows what a listing rents for. */
  purpose?: 'sale' | 'rent';
  /** The day searched for, carried to the detail page's viewing form. */
  day?: string;
  onInquire(property: PropertyDto): void;
  /** The visitor may be about to press the booking button: fetch its dialog's code. */
  onPrepare?(): void;
  /** The list's first card: its photo is above the fold. */
  priority?: boolean;
}) {
  const t = useT(bookingMessages);
  const texts = useListingTexts();
  const priceView = usePriceView();
  return (
    <ListCard as="article">
      <CardMedia $height={180}>
        <CardPhoto src={property.images[0]} priority={priority} />
        <MediaBadges>
          <PropertyTypeBadge type={property.type} />
          <ListingBadge property={property} />
        </MediaBadges>
      </CardMedia>
      <CardContent>
        <CardHeading>{property.title}</CardHeading>
        <GuestRating average={property.reviewAverage} count={property.reviewCount} hideEmpty />
        <IconLine>
          <MapPinIcon size={16} />
          {property.address}
        </IconLine>
        <StyledFacts aria-label={t('property.size')}>
          {property.bedrooms !== null ? (
            <li>
              <BedIcon size={16} />
              {t('property.beds', { count: property.bedrooms })}
            </li>
          ) : null}
          {property.bathrooms !== null ? (
            <li>
              <BathIcon size={16} />
              {t('property.baths', { count: property.bathrooms })}
            </li>
          ) : null}
          <li>
            <RulerIcon size={16} />
            {property.size}
          </li>
        </StyledFacts>
        <ClampedText $lines={2}>{property.description}</ClampedText>
        <ChipList items={property.features} limit={FEATURES_PER_CARD} label={t('car.features')} />
        <StyledPrice>{texts.cardPriceText(property, priceView, purpose)}</StyledPrice>
      </CardContent>
      <StyledFooter>
        <Button
          as={Link}
          to={day ? `/real-estate/${property.id}?date=${day}` : `/real-estate/${property.id}`}
          variant="outline"
        >
          {t('common.viewDetails')}
          <VisuallyHidden>: {property.title}</VisuallyHidden>
        </Button>
        <Button
          onClick={() => onInquire(property)}
          onPointerEnter={onPrepare}
          onFocus={onPrepare}
          disabled={!property.isActive}
        >
          {t('property.inquire')}
          <VisuallyHidden> {t('property.about', { title: property.title })}</VisuallyHidden>
        </Button>
      </StyledFooter>
    </ListCard>
  );
}

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]}px ${theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]}px;
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

const StyledFooter = styled(CardFooter)`
  > * {
    flex: 1 1 auto;
  }
`;
