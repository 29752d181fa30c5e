import sharp from 'sharp';
import { hasMetadata, photoWithGps, pngClaiming } from '../../../test/support/images.js';
import { cleanDocumentImage, isImageTooLarge, processPhoto } from './photo-pipeline.js';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('accepted');
    },
    (error: { status: number; code: string; message: string }) => ({
      status: error.status,
      code: error.code,
      message: error.message,
    }),
  );

describe('processPhoto', () => {
  it('refuses a PNG whose header claims 50,000 x 50,000 pixels, before decoding it', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await refusal(processPhoto(bomb))).toEqual({
      status: 422,
      code: 'IMAGE_TOO_MANY_PIXELS',
      message:
        'The image is 50000 x 50000 pixels; images may have at most 40 megapixels. Please upload a smaller image.',
    });
    expect(await isImageTooLarge(bomb)).toBe(true);
  });

  it('refuses a file that is not a whole image', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#0b6b2c' },
    })
      .png()
      .toBuffer();
    for (const broken of [
      png.subarray(0, 40),
      Buffer.from('%PDF-1.4 not a photo'),
      Buffer.alloc(0),
    ]) {
      expect(await refusal(processPhoto(broken))).toMatchObject({
        status: 422,
        code: 'IMAGE_UNREADABLE',
      });
    }
  });

  it('stores a 4000 x 3000 photo with GPS as WebP and JPEG at four widths, with no metadata', async () => {
    const upload = await photoWithGps(4000, 3000);
    expect(await hasMetadata(upload)).toBe(true);
    expect((await sharp(upload).metadata()).exif?.toString('latin1')).toContain('SaloneCam');

    const photo = await processPhoto(upload);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 1200 });
    expect(photo.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
      '320x240.webp',
      '320x240.jpg',
      '640x480.webp',
      '640x480.jpg',
      '1024x768.webp',
      '1024x768.jpg',
      '1600x1200.webp',
      '1600x1200.jpg',
    ]);
    for (const variant of photo.variants) {
      const meta = await sharp(variant.content).metadata();
      expect(meta.format).toBe(variant.format === 'jpg' ? 'jpeg' : 'webp');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
      expect(await hasMetadata(variant.content)).toBe(false);
    }
    // Each variant is far smaller than the upload.
    expect(photo.variants[photo.variants.length - 1].content.length).toBeLessThan(
      upload.length / 4,
    );
  });

  it('never makes a variant wider than the upload', async () => {
    const small = await sharp({
      create: { width: 500, height: 375, channels: 3, background: '#f4a259' },
    })
      .jpeg()
      .toBuffer();
    const photo = await processPhoto(small);
    expect(photo.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '320.webp',
      '320.jpg',
      '500.webp',
      '500.jpg',
    ]);
  });

  it('turns a photo upright by its EXIF orientation, then drops the EXIF', async () => {
    const sideways = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#777' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await processPhoto(sideways);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 600, height: 800 });
    expect((await sharp(photo.variants[0].content).metadata()).orientation).toBeUndefined();
  });

  it('lays a transparent PNG on white (JPEG has no transparency)', async () => {
    const clear = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const photo = await processPhoto(clear);
    const { dominant } = await sharp(photo.variants[0].content).stats();
    expect(dominant).toEqual({ r: 248, g: 248, b: 248 });
  });
});

describe('cleanDocumentImage', () => {
  it("keeps a document's image without metadata byte for byte", async () => {
    const plain = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(Buffer.compare(await cleanDocumentImage(plain, 'image/png'), plain)).toBe(0);
  });

  it('writes a photo of a document again without its GPS', async () => {
    const licence = await photoWithGps(1200, 800);
    const cleaned = await cleanDocumentImage(licence, 'image/jpeg');
    expect(await hasMetadata(cleaned)).toBe(false);
    expect((await sharp(cleaned).metadata()).width).toBe(1200);
  });

  it('refuses a document image above the pixel limit or that does not decode', async () => {
    expect(
      await refusal(cleanDocumentImage(pngClaiming(50_000, 50_000), 'image/png')),
    ).toMatchObject({
      status: 422,
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
    const jpeg = await photoWithGps(300, 200);
    expect(
      await refusal(cleanDocumentImage(jpeg.subarray(0, jpeg.length - 200), 'image/jpeg')),
    ).toMatchObject({
      status: 422,
      code: 'IMAGE_UNREADABLE',
    });
  });
});
