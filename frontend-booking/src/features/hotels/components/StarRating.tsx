import styled from 'styled-components';
import { StarsIcon, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

const MAX_STARS = 5;

/** A hotel's stars, read out as 'N-star hotel'. */
export function StarRating({ stars, size = 16 }: { stars: number; size?: number }) {
  const t = useT(bookingMessages);
  return (
    <StyledStars role="img" aria-label={t('hotel.starHotel', { stars })}>
      <StarsIcon size={size} filled={stars} of={MAX_STARS} />
    </StyledStars>
  );
}

const StyledStars = styled.span`
  display: inline-flex;
  color: ${theme.colors.borderStrong};

  path[data-filled='true'] {
    color: ${theme.colors.warning};
  }
`;
