// The app's icons, drawn at build time: the flag's three bands (green, white, blue), as the
// favicon shows them. Full-bleed bands keep their meaning when a launcher crops the icon to a
// circle or a squircle, so the same drawing is also the maskable icon.
const zlib = require('node:zlib');

const BANDS = [
  [0x1e, 0xb5, 0x3a], // green, 11/32 of the height
  [0xff, 0xff, 0xff], // white, 10/32
  [0x00, 0x72, 0xc6], // blue, 11/32
];

function bandAt(y, size) {
  const fraction = y / size;
  if (fraction < 11 / 32) return BANDS[0];
  return fraction < 21 / 32 ? BANDS[1] : BANDS[2];
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square PNG of `size` pixels (8-bit RGB). */
function flagIcon(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const start = y * (1 + size * 3);
    rows[start] = 0; // no filter
    const [r, g, b] = bandAt(y, size);
    for (let x = 0; x < size; x += 1) rows.set([r, g, b], start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

module.exports = { flagIcon };
