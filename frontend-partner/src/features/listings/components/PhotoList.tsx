import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, Photo, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';

/**
 * The photos in their order, first shown first, each with 'Move up', 'Move down' and 'Remove'.
 * After a move, the focus stays on the moved photo's button so the keyboard can keep going.
 */
export function PhotoList({
  label,
  subject,
  images,
  alt,
  busy,
  onMove,
  onRemove,
}: {
  /** The list's accessible name. */
  label: string;
  /** Named in the buttons when photos of several things share a page ('of Garden Room'). */
  subject?: string;
  images: string[];
  alt: string;
  busy: boolean;
  onMove(from: number, to: number): void;
  onRemove(url: string): void;
}) {
  const t = useT(partnerMessages);
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ url: string; direction: 'up' | 'down' } | null>(null);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || busy) return;
    focusAfterMove.current = null;
    const index = images.indexOf(target.url);
    const direction =
      (index === 0 && target.direction === 'up') ||
      (index === images.length - 1 && target.direction === 'down')
        ? target.direction === 'up'
          ? 'down'
          : 'up'
        : target.direction;
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-photo="${index}"][data-move="${direction}"]`)
      ?.focus();
  }, [images, busy]);

  const named = (number: number): Record<string, string> =>
    subject ? { number: String(number), subject } : { number: String(number) };
  const move = (index: number, direction: 'up' | 'down') => {
    focusAfterMove.current = { url: images[index], direction };
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };

  return (
    <StyledPhotos ref={list} aria-label={label}>
      {images.map((url, index) => (
        <li key={url}>
          <Photo
            src={url}
            alt={t('photos.alt', {
              alt,
              number: String(index + 1),
              total: String(images.length),
            })}
            sizes="120px"
            width={120}
            height={90}
          />
          <span>
            {index === 0 ? t('photos.cover') : t('photos.number', { number: String(index + 1) })}
          </span>
          <div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              data-photo={index}
              data-move="up"
              aria-label={t(
                subject ? 'photos.moveUpLabelOf' : 'photos.moveUpLabel',
                named(index + 1),
              )}
              disabled={busy || index === 0}
              onClick={() => move(index, 'up')}
            >
              {t('photos.moveUp')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              data-photo={index}
              data-move="down"
              aria-label={t(
                subject ? 'photos.moveDownLabelOf' : 'photos.moveDownLabel',
                named(index + 1),
              )}
              disabled={busy || index === images.length - 1}
              onClick={() => move(index, 'down')}
            >
              {t('photos.moveDown')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t(
                subject ? 'photos.removeLabelOf' : 'photos.removeLabel',
                named(index + 1),
              )}
              disabled={busy}
              onClick={() => onRemove(url)}
            >
              {t('photos.remove')}
            </Button>
          </div>
        </li>
      ))}
    </StyledPhotos>
  );
}

const StyledPhotos = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]}px;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: grid;
    grid-template-columns: 120px 1fr;
    gap: ${theme.space[2]}px ${theme.space[3]}px;
    align-items: center;
    padding: ${theme.space[2]}px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }

  img {
    grid-row: span 2;
    width: 120px;
    height: 90px;
    object-fit: cover;
    border-radius: ${theme.radii.sm};
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]}px;
  }
`;
