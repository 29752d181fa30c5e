import styled from 'styled-components';
import { StarIcon, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';

interface GuestRatingProps {
  /** The verified reviews' average (1-5); null while there are none. */
  average: number | null | undefined;
  count: number | undefined;
  /** On a card nothing is shown while there are no reviews; on a page, 'No reviews yet'. */
  hideEmpty?: boolean;
}

/** One decimal, as the product writes a rating: 4.67 -> "4.7". */
export const ratingText = (average: number) => average.toFixed(1);

/** A listing's guest rating: a star, the average out of 5 and how many verified reviews. */
export function GuestRating({ average, count = 0, hideEmpty = false }: GuestRatingProps) {
  const t = useT(bookingMessages);
  if (average === null || average === undefined || count === 0) {
    return hideEmpty ? null : <StyledNone>{t('reviews.none')}</StyledNone>;
  }
  const rating = ratingText(average);
  return (
    <StyledRating
      role="img"
      aria-label={t('reviews.ratingLabel', { average: rating, count })}
      data-rating={rating}
    >
      <StarIcon size={16} aria-hidden />
      <strong>{rating}</strong>
      <span aria-hidden>{t('reviews.count', { count })}</span>
    </StyledRating>
  );
}

const StyledRating = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};

  svg {
    color: ${theme.colors.warning};
    fill: currentColor;
  }

  strong {
    color: ${theme.colors.text};
  }
`;

const StyledNone = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
