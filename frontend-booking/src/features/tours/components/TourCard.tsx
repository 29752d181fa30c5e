import { usePrices } from '@salone/host';
import { Link } from '@salone/router';
import styled from 'styled-components';
import type { TourDto } from '@salone/api-client/catalogue';
import {
  Button,
  CardContent,
  ClockIcon,
  MapPinIcon,
  UsersIcon,
  VisuallyHidden,
  theme,
} from '@salone/ui';
import {
  CardHeading,
  CardMedia,
  CardPhoto,
  ChipList,
  ClampedText,
  IconLine,
  ListCard,
  SpreadFooter,
} from '../../../shared/card';
import { ACTIVITIES_PER_CARD } from '../tourRules';
import { DifficultyBadge } from './DifficultyBadge';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { GuestRating } from '../../../shared/reviews/GuestRating';

/** One tour in the list (docs/product.md, screens). */
export function TourCard({
  tour,
  date,
  priority = false,
}: {
  tour: TourDto;
  date?: string;
  /** The list's first card: its photo is above the fold. */
  priority?: boolean;
}) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <ListCard as="article">
      {tour.images[0] ? (
        <CardMedia $height={180}>
          <CardPhoto src={tour.images[0]} priority={priority} />
        </CardMedia>
      ) : null}
      <CardContent>
        <StyledTop>
          <DifficultyBadge difficulty={tour.difficulty} />
          <IconLine>
            <ClockIcon size={16} />
            {tour.duration}
          </IconLine>
        </StyledTop>
        <CardHeading>{tour.title}</CardHeading>
        <GuestRating average={tour.reviewAverage} count={tour.reviewCount} hideEmpty />
        <IconLine>
          <MapPinIcon size={16} />
          {tour.location}
        </IconLine>
        <IconLine>
          <UsersIcon size={16} />
          {t('tour.maxPeople', { count: tour.maxGroupSize })}
        </IconLine>
        <ClampedText $lines={3}>{tour.description}</ClampedText>
        <ChipList
          items={tour.includedActivities}
          limit={ACTIVITIES_PER_CARD}
          label={t('tour.includedActivities')}
        />
      </CardContent>
      <SpreadFooter>
        <StyledPrice>
          <strong>{prices.price(tour.price)}</strong> {t('tour.perPerson')}
        </StyledPrice>
        <Button as={Link} to={date ? `/tours/${tour.id}?date=${date}` : `/tours/${tour.id}`}>
          {t('common.viewDetails')}
          <VisuallyHidden>: {tour.title}</VisuallyHidden>
        </Button>
      </SpreadFooter>
    </ListCard>
  );
}

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]}px;
`;

const StyledPrice = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};

  strong {
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.xl};
  }
`;
