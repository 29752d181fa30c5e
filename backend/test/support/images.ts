import sharp from 'sharp';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/**
 * A PNG of a few dozen bytes whose header claims `width` x `height` pixels (an image bomb: a
 * decoder that trusts it allocates 10 GB for 50,000 x 50,000 RGBA).
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Where the test photos say they were taken (Freetown's Cotton Tree). */
export const GPS = { latitude: '8/1 29/1 2910/100', longitude: '13/1 14/1 1230/100' };

/**
 * A `width` x `height` JPEG with detail everywhere (a 4000 x 3000 one is about 1.2 MB) and EXIF
 * naming a camera and GPS coordinates.
 */
export async function photoWithGps(width: number, height: number): Promise<Buffer> {
  // Drawn at a quarter of the size (quick even under Jest), then blown up pixel by pixel.
  const [w, h] = [Math.ceil(width / 4), Math.ceil(height / 4)];
  const pixels = Buffer.alloc(w * h * 3);
  for (let y = 0, i = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1, i += 3) {
      const wave = Math.sin(x / 9 + Math.sin(y / 13) * 3) * 60;
      pixels[i] = (120 + wave + ((x * 7919 + y * 104729) % 23)) & 0xff;
      pixels[i + 1] = (110 + (y / h) * 90 + ((x ^ y) % 17)) & 0xff;
      pixels[i + 2] = (90 - wave / 2 + ((x * y) % 29)) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'SaloneCam', Model: 'Test 1', Copyright: 'A traveller' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: GPS.latitude,
        GPSLongitudeRef: 'W',
        GPSLongitude: GPS.longitude,
      },
    })
    .toBuffer();
}

/** True when the image carries any metadata block: EXIF, XMP, IPTC or comments. */
export async function hasMetadata(image: Buffer): Promise<boolean> {
  const meta = await sharp(image).metadata();
  return Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length);
}
