import { photoSources } from '@salone/booking-rules';
import styled from 'styled-components';

export interface PhotoProps {
  /** The image's address: a stored photo's (`/api/photos/...`) or any other (a drawing). */
  src: string;
  /** Empty for a decorative photo (a card's, whose title names it). */
  alt: string;
  /**
   * The box the page gives the image, as a `sizes` value: which stored width the browser
   * fetches. Say what the layout does (e.g. `(min-width: 1024px) 380px, 100vw`).
   */
  sizes: string;
  /**
   * Width and height written on an image that is not a stored photo (a stored photo's address
   * names its own), so the space is kept before it arrives.
   */
  width: number;
  height: number;
  /** Above the fold and the page's main picture: fetched at once and first. */
  priority?: boolean;
  className?: string;
}

/**
 * A photo that takes what the screen needs (docs/decisions/photo-variants-webp-and-jpeg.md): a
 * stored photo offers each stored width as WebP, with JPEG for browsers without WebP (`srcset`
 * and `sizes`); any image carries its width and height so nothing shifts, and waits until
 * scrolled near unless it is the `priority` one (`fetchpriority="high"`).
 */
export function Photo({ src, alt, sizes, width, height, priority = false, className }: PhotoProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const stored = photoSources(src);
  if (!stored) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    );
  }
  return (
    <StyledPicture>
      <source type="image/webp" srcSet={stored.webp} sizes={sizes} />
      <img
        className={className}
        src={stored.src}
        srcSet={stored.jpeg}
        sizes={sizes}
        alt={alt}
        width={stored.width}
        height={stored.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </StyledPicture>
  );
}

/** Lays out as if the `<img>` were its parent's child: the page's image styles apply as they are. */
const StyledPicture = styled.picture`
  display: contents;
`;
