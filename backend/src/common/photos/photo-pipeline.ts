import { MAX_PHOTO_WIDTH, photoWidths, type PhotoFormat } from '@salone/booking-rules';
import sharp from 'sharp';
import { unprocessable } from '../errors/domain.exception.js';
import type { ErrorCode } from '../errors/error-codes.js';

/**
 * The most pixels an uploaded image may have (40 megapixels: a 7,300 x 5,500 photo; phones take
 * 12-50). Checked from the header before anything is decoded, and again by libvips while
 * decoding (docs/decisions/photo-variants-webp-and-jpeg.md).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The tallest a stored variant may be: a panorama's strip or a long screenshot is cut down. */
const MAX_VARIANT_HEIGHT = 2 * MAX_PHOTO_WIDTH;

export const IMAGE_UNREADABLE =
  'The image could not be read: the file is damaged or not a JPG or PNG image. Please choose another file.';
export const imageTooManyPixels = (width: number, height: number) =>
  `The image is ${width} x ${height} pixels; images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please upload a smaller image.`;

/** One stored size of a photo in one format. */
export interface PhotoVariant {
  width: number;
  height: number;
  format: PhotoFormat;
  content: Buffer;
}

/** A decoded, checked photo: its variants, widest last, with no metadata left in any of them. */
export interface ProcessedPhoto {
  /** The size of the largest variant. */
  width: number;
  height: number;
  variants: PhotoVariant[];
}

const WEBP = { quality: 75, effort: 4 } as const;
const JPEG = { quality: 80, mozjpeg: true, progressive: true } as const;

/** The upright size an image's header declares, or a 422 when it declares none. */
async function declaredSize(content: Buffer): Promise<{ width: number; height: number }> {
  try {
    // The header only: nothing is decoded, so a bomb's declared size costs nothing to read.
    const meta = await sharp(content, { limitInputPixels: false }).metadata();
    const size = meta.autoOrient ?? meta;
    if (!size.width || !size.height || (meta.format !== 'jpeg' && meta.format !== 'png')) {
      throw new Error('no size');
    }
    return { width: size.width, height: size.height };
  } catch {
    throw unprocessable(IMAGE_UNREADABLE, 'IMAGE_UNREADABLE');
  }
}

/**
 * Decodes an uploaded JPEG or PNG and stores it again: turned upright, in sRGB, at the widths of
 * `photoWidths` (never wider than uploaded, never taller than MAX_VARIANT_HEIGHT), each as WebP
 * and JPEG, with every piece of metadata (camera, GPS, comments) left behind. Refuses with a 422
 * an image above MAX_IMAGE_PIXELS (IMAGE_TOO_MANY_PIXELS) or one that does not decode
 * (IMAGE_UNREADABLE).
 */
export async function processPhoto(content: Buffer): Promise<ProcessedPhoto> {
  const { width, height } = await declaredSize(content);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw unprocessable(imageTooManyPixels(width, height), 'IMAGE_TOO_MANY_PIXELS');
  }
  const largest = Math.max(
    1,
    Math.min(width, MAX_PHOTO_WIDTH, Math.floor((width * MAX_VARIANT_HEIGHT) / height)),
  );
  try {
    // Decoded once, upright and at the largest stored width; the narrower ones come from it.
    const decoded = await sharp(content, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      autoOrient: true,
    })
      .resize({ width: largest, withoutEnlargement: true })
      // JPEG has no transparency: a transparent PNG is laid on white for every format.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: decoded.info } as const;
    const variants: PhotoVariant[] = [];
    for (const target of photoWidths(largest)) {
      const resized = sharp(decoded.data, raw).resize({ width: target });
      // No `withMetadata`/`keepMetadata`: sharp writes none, so EXIF (GPS) and XMP are gone.
      for (const format of ['webp', 'jpg'] as const) {
        const encoder = format === 'webp' ? resized.clone().webp(WEBP) : resized.clone().jpeg(JPEG);
        const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
        variants.push({ width: info.width, height: info.height, format, content: data });
      }
    }
    const widest = variants[variants.length - 1];
    return { width: widest.width, height: widest.height, variants };
  } catch (error) {
    if ((error as { status?: number }).status) throw error;
    throw unprocessable(IMAGE_UNREADABLE, 'IMAGE_UNREADABLE');
  }
}

/**
 * A booking document's image (JPEG or PNG), checked as a photo is: refused when it is above
 * MAX_IMAGE_PIXELS or does not decode. One that carries metadata (EXIF with camera and GPS,
 * XMP, IPTC, comments) is written again in its own format and size, upright, without it; one
 * without is kept byte for byte.
 */
export async function cleanDocumentImage(
  content: Buffer,
  mimeType: 'image/jpeg' | 'image/png',
): Promise<Buffer> {
  const { width, height } = await declaredSize(content);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw unprocessable(imageTooManyPixels(width, height), 'IMAGE_TOO_MANY_PIXELS');
  }
  const options = {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
    autoOrient: true,
  } as const;
  try {
    // Every byte of the image is decoded (into a small copy, so memory stays low).
    await sharp(content, options)
      .resize({ width: 64, height: 64, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer();
    const meta = await sharp(content).metadata();
    if (!meta.exif && !meta.xmp && !meta.iptc && !meta.comments?.length) return content;
    const image = sharp(content, options);
    const encoded =
      mimeType === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 90 });
    return await encoded.toBuffer();
  } catch {
    throw unprocessable(IMAGE_UNREADABLE, 'IMAGE_UNREADABLE');
  }
}

/**
 * True when a stored image's header declares more than MAX_IMAGE_PIXELS, or cannot be read:
 * such an image, stored before uploads were decoded, is not served.
 */
export async function isImageTooLarge(content: Buffer): Promise<boolean> {
  try {
    const { width, height } = await declaredSize(content);
    return width * height > MAX_IMAGE_PIXELS;
  } catch {
    return true;
  }
}

/** The 422 an image upload may answer, for `@ApiErrors` of the routes that take images. */
export const IMAGE_REFUSED = {
  codes: ['IMAGE_UNREADABLE', 'IMAGE_TOO_MANY_PIXELS'],
  description:
    'The image does not decode (IMAGE_UNREADABLE), or has more than 40 megapixels (IMAGE_TOO_MANY_PIXELS)',
  messages: {
    IMAGE_UNREADABLE,
    IMAGE_TOO_MANY_PIXELS: imageTooManyPixels(50_000, 50_000),
  },
} as const satisfies {
  codes: readonly ErrorCode[];
  description: string;
  messages: Partial<Record<ErrorCode, string>>;
};
