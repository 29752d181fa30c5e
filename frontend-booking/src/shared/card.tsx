import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardFooter, Photo, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';

/** Pieces of the catalogue list cards. */

/** A list card, as tall as the tallest card of its grid row. */
export const ListCard = styled(Card)`
  height: 100%;
`;

/** The photo strip at the top of a card; badges can sit over it (MediaBadges). */
export const CardMedia = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  background: ${theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A list card's photo width, as `sizes`: lists show three cards a row from 1,024 px (a third of
 * the 1,200 px page), two from 640 px, else one.
 */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

interface CardPhotoProps {
  src: string | undefined;
  /**
   * The list's first photo, above the fold: fetched at once and first (the others wait until
   * scrolled near).
   */
  priority?: boolean;
  /** Shown (centred, decorative) when there is no photo: the section's icon. */
  fallback?: ReactNode;
}

/**
 * A card's photo: decorative (the title names the card), its size set so nothing shifts, the
 * stored width the card needs, and loaded when scrolled near unless it is the list's first
 * (`priority`).
 */
export function CardPhoto({ src, fallback = null, priority = false }: CardPhotoProps) {
  if (!src) return fallback ? <StyledFallback aria-hidden="true">{fallback}</StyledFallback> : null;
  return (
    <Photo src={src} alt="" sizes={CARD_PHOTO_SIZES} width={400} height={200} priority={priority} />
  );
}

const StyledFallback = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${theme.colors.textMuted};
`;

/** Badges over the top corners of a CardMedia. */
export const MediaBadges = styled.div`
  position: absolute;
  top: ${theme.space[3]}px;
  left: ${theme.space[3]}px;
  right: ${theme.space[3]}px;
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]}px;
`;

/** The card's title. */
export const CardHeading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
`;

/** A small muted line led by an icon (an address, a duration). */
export const IconLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]}px;
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

/** Text cut after `$lines` lines. */
export const ClampedText = styled.p<{ $lines: number }>`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

interface ChipListProps {
  items: string[];
  /** Show at most this many, then '+n more'. */
  limit: number;
  /** Accessible name of the list. */
  label: string;
}

/** The first few items as small pills, then '+n more'. */
export function ChipList({ items, limit, label }: ChipListProps) {
  const shown = items.slice(0, limit);
  const more = items.length - shown.length;
  const t = useT(bookingMessages);
  if (shown.length === 0) return null;
  return (
    <StyledChips aria-label={label}>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
      {more > 0 ? <li>{t('card.more', { count: more })}</li> : null}
    </StyledChips>
  );
}

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${theme.space[2]}px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceMuted};
    font-size: ${theme.fontSizes.xs};
  }
`;

/** A card footer with the price on the left and the button on the right. */
export const SpreadFooter = styled(CardFooter)`
  justify-content: space-between;
`;
