/**
 * Stored photos and their addresses, shared by the server that stores them and the pages that
 * show them (docs/decisions/photo-variants-webp-and-jpeg.md).
 *
 * A photo is kept at a few widths (never wider than it was uploaded), each as WebP and as JPEG.
 * The address a listing lists, `/api/photos/{id}/{width}x{height}.jpg`, is its largest JPEG and
 * names that size, so a page can write `width`, `height` and `srcset` from the address alone.
 */

/** The widths a photo is stored at, when it is at least that wide. */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

/** The widest stored variant: wider uploads are scaled down to it. */
export const MAX_PHOTO_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];

/** The formats each width is stored in: WebP for browsers, JPEG for everything else. */
export type PhotoFormat = 'webp' | 'jpg';

/** A stored photo: its id and the size of its largest variant. */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
}

const PHOTO_PATH =
  /^(?:https?:\/\/[^/]+)?\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9]\d{0,4})x([1-9]\d{0,4})\.jpg$/;

/** The widths a photo whose largest variant is `largest` pixels wide is stored at, narrowest first. */
export function photoWidths(largest: number): number[] {
  return [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
}

/** The address a listing lists for a stored photo (its largest JPEG). */
export const photoUrl = (photo: StoredPhoto): string =>
  `/api/photos/${photo.id}/${photo.width}x${photo.height}.jpg`;

/** The address of one stored variant. */
export const photoVariantUrl = (id: string, width: number, format: PhotoFormat): string =>
  `/api/photos/${id}/${width}.${format}`;

/** The stored photo an address names (relative or absolute), or null for any other image. */
export function parsePhotoUrl(url: string): StoredPhoto | null {
  const match = PHOTO_PATH.exec(url);
  if (!match) return null;
  return { id: match[1], width: Number(match[2]), height: Number(match[3]) };
}

/** What an `<img>` (and a WebP `<source>`) needs to offer every stored width of a photo. */
export interface PhotoSources {
  /** The fallback `src`: the JPEG at the widest stored width. */
  src: string;
  width: number;
  height: number;
  /** `srcset` of the WebP variants. */
  webp: string;
  /** `srcset` of the JPEG variants. */
  jpeg: string;
}

/** The sources of a stored photo's address, or null when the address is not a stored photo. */
export function photoSources(url: string): PhotoSources | null {
  const photo = parsePhotoUrl(url);
  if (!photo) return null;
  const origin = url.startsWith('/') ? '' : url.slice(0, url.indexOf('/api/photos/'));
  const set = (format: PhotoFormat) =>
    photoWidths(photo.width)
      .map((width) => `${origin}${photoVariantUrl(photo.id, width, format)} ${width}w`)
      .join(', ');
  return {
    src: url,
    width: photo.width,
    height: photo.height,
    webp: set('webp'),
    jpeg: set('jpg'),
  };
}
