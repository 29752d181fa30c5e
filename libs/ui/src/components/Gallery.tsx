import { useState } from 'react';
import styled from 'styled-components';
import { Photo } from './Photo';
import { VisuallyHidden } from './VisuallyHidden';
import { theme } from '../theme';
// From the package's main entry, not '../uiText': '@salone/ui/media' is shared as a module of
// its own, and a copy of the words' context there would never see the app's provider.
import { useUiText } from '@salone/ui';

export interface GalleryProps {
  images: string[];
  /** Describes the subject (e.g. the tour title); alt text of the large image. */
  alt: string;
  /** Thumbnails shown under the large image. Default 4 (docs/product.md, constants). */
  maxThumbnails?: number;
  /** Height of the large image in px. Default 320. */
  height?: number;
  /**
   * The large image's width on the page, as `sizes` (which stored width is fetched). Default:
   * the detail pages' main column, two thirds of the 1,200 px page from 1,024 px, else the
   * screen's width.
   */
  sizes?: string;
  className?: string;
}

const THUMB_HEIGHT = 120;
const GALLERY_SIZES = '(min-width: 1200px) 780px, (min-width: 1024px) 66vw, 100vw';
/** A thumbnail's `sizes`: each width of the gallery's a quarter (the media conditions kept). */
const quarterOf = (sizes: string) =>
  sizes
    .split(',')
    .map((entry) =>
      entry.replace(
        /(\d+(?:\.\d+)?)(px|vw)\s*$/,
        (_, n: string, unit: string) => `${Math.ceil(Number(n) / 4)}${unit}`,
      ),
    )
    .join(',');

/**
 * Photo gallery: a large image (a button cycles to the next one, wrapping) and up to
 * `maxThumbnails` thumbnail buttons. Sizes are fixed so nothing shifts while images load.
 */
export function Gallery({
  images,
  alt,
  maxThumbnails = 4,
  height = 320,
  sizes = GALLERY_SIZES,
  className,
}: GalleryProps) {
  const [selected, setSelected] = useState(0);
  const text = useUiText();
  const count = images.length;
  const index = count ? Math.min(selected, count - 1) : 0;

  if (count === 0) {
    return (
      <StyledPlaceholder className={className} $height={height} role="img" aria-label={alt}>
        {alt}
      </StyledPlaceholder>
    );
  }

  const thumbnails = images.slice(0, Math.max(0, maxThumbnails));

  return (
    <StyledGallery className={className}>
      <StyledMain $height={height}>
        {/* Width and height reserve the space (16:9) before the photo arrives; CSS fills it.
            The detail page's first photo is above the fold: fetched at once and first. */}
        <Photo
          src={images[index]}
          alt={alt}
          sizes={sizes}
          width={Math.round((height * 16) / 9)}
          height={height}
          priority
        />
        {count > 1 ? (
          <StyledMainButton
            type="button"
            aria-label={text.showNextImage}
            onClick={() => setSelected((index + 1) % count)}
          />
        ) : null}
      </StyledMain>
      {count > 1 ? (
        <>
          <VisuallyHidden aria-live="polite">{text.imageOf(index + 1, count)}</VisuallyHidden>
          <StyledThumbs $columns={thumbnails.length}>
            {thumbnails.map((src, i) => (
              <StyledThumb
                key={`${i}-${src}`}
                type="button"
                aria-label={text.showImage(i + 1)}
                aria-pressed={i === index}
                onClick={() => setSelected(i)}
              >
                <Photo
                  src={src}
                  alt=""
                  sizes={quarterOf(sizes)}
                  width={Math.round((THUMB_HEIGHT * 4) / 3)}
                  height={THUMB_HEIGHT}
                />
              </StyledThumb>
            ))}
          </StyledThumbs>
        </>
      ) : null}
    </StyledGallery>
  );
}

const StyledGallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
`;

const StyledMain = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  background: ${theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledMainButton = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: transparent;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const StyledThumbs = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${theme.space[2]}px;
`;

const StyledThumb = styled.button`
  position: relative;
  height: ${THUMB_HEIGHT}px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surfaceMuted};
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Selected: a green ring with a white inner edge, visible over any photo. */
  &[aria-pressed='true']::after {
    content: '';
    position: absolute;
    inset: 0;
    border: 3px solid ${theme.colors.primary};
    border-radius: inherit;
    box-shadow: inset 0 0 0 2px ${theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledPlaceholder = styled.div<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ $height }) => $height}px;
  padding: ${theme.space[4]}px;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
  text-align: center;
`;
