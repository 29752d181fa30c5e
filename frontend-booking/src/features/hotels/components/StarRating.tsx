import styled from 'styled-components';
import { StarIcon } from '@salone/ui';

const MAX_STARS = 5;

/** A hotel's stars, read out as 'N-star hotel'. */
export function StarRating({ stars, size = 16 }: { stars: number; size?: number }) {
  return (
    <StyledStars role="img" aria-label={`${stars}-star hotel`}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <StarIcon key={i} size={size} filled={i < stars} data-filled={i < stars} />
      ))}
    </StyledStars>
  );
}

const StyledStars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.borderStrong};

  svg[data-filled='true'] {
    color: ${({ theme }) => theme.colors.warning};
  }
`;
