import { usePrices } from '@salone/host';
import { useId } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import type { HotelDto } from '@salone/api-client/catalogue';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  MapPinIcon,
  Photo,
  theme,
} from '@salone/ui';
import { CARD_PHOTO_SIZES, ClampedText, IconLine, SpreadFooter } from '../../../shared/card';
import { hotelLink, type StayDates } from '../stay';
import { AmenityList } from './Amenities';
import { StarRating } from './StarRating';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { GuestRating } from '../../../shared/reviews/GuestRating';

/** Amenities shown on a card before '+n more' (docs/product.md, screens). */
export const CARD_AMENITIES = 4;

interface HotelCardProps {
  hotel: HotelDto;
  /** The stay the list is showing availability for, when one is chosen. */
  stay: Partial<StayDates>;
  /** The list's first card, above the fold: its photo is fetched at once and first. */
  priority?: boolean;
}

/** One hotel in the list: photo, stars, address, amenities, lowest price, availability. */
export function HotelCard({ hotel, stay, priority = false }: HotelCardProps) {
  const prices = usePrices();
  const titleId = useId();
  const dated = Boolean(stay.checkIn && stay.checkOut);
  const free = hotel.rooms.filter((room) => room.availableForDates === true).length;
  const t = useT(bookingMessages);

  return (
    <Card as="article" aria-labelledby={titleId}>
      {hotel.images[0] ? (
        <StyledImage
          src={hotel.images[0]}
          alt=""
          sizes={CARD_PHOTO_SIZES}
          width={640}
          height={360}
          priority={priority}
        />
      ) : null}
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {hotel.name}
        </CardTitle>
        <StarRating stars={hotel.starRating} />
        <GuestRating average={hotel.reviewAverage} count={hotel.reviewCount} hideEmpty />
        <IconLine>
          <MapPinIcon size={16} />
          {hotel.address}
        </IconLine>
      </CardHeader>
      <CardContent>
        <StyledDescription $lines={3}>{hotel.description}</StyledDescription>
        <AmenityList
          amenities={hotel.amenities}
          limit={CARD_AMENITIES}
          label={t('hotel.amenities')}
        />
        {dated && (
          <div>
            <Badge tone={free > 0 ? 'success' : 'danger'}>
              {free > 0 ? t('hotel.roomsFree', { count: free }) : t('hotel.noRoomsFree')}
            </Badge>
          </div>
        )}
      </CardContent>
      <SpreadFooter>
        <StyledPrice>
          {hotel.lowestRoomPrice === null
            ? dated
              ? t('hotel.fullyBooked')
              : t('hotel.noRoomsListed')
            : t('hotel.startingFrom', { price: prices.price(hotel.lowestRoomPrice) })}
        </StyledPrice>
        <Button as={Link} to={hotelLink(hotel.id, stay)} aria-describedby={titleId}>
          {t('common.viewDetails')}
        </Button>
      </SpreadFooter>
    </Card>
  );
}

const StyledImage = styled(Photo)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};
`;

const StyledDescription = styled(ClampedText)`
  color: ${theme.colors.textMuted};
`;

const StyledPrice = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.primary};
`;
