/**
 * The journeys' map tiles: an OpenStreetMap-compatible XYZ tile server (MAP_TILE_URL in the
 * config points here), answering `GET /{z}/{x}/{y}.png` with a real 256 × 256 PNG for any tile
 * that exists at that zoom, 404 otherwise, as tile.openstreetmap.org does. `GET /__tiles` says
 * how many tiles it has served, for a journey to check the map asked for them. Runs in
 * Playwright's global setup.
 */
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

/** Three ports above the app's (SMTP and SMS have the two above it). */
export const tilePort = (appPort: number) => appPort + 3;
export const tileTemplate = (appPort: number) =>
  `http://127.0.0.1:${tilePort(appPort)}/{z}/{x}/{y}.png`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 256 × 256 RGB PNG: a pale land colour with a grid line, so a tile is visible. */
function tilePng(): Buffer {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0;
      row.set(edge ? [200, 200, 190] : [238, 240, 228], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startTileServer(): Promise<() => Promise<void>> {
  const png = tilePng();
  let served = 0;
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    if (req.method === 'GET' && url === '/__tiles') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ served }));
      return;
    }
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url);
    const [z, x, y] = match ? match.slice(1).map(Number) : [NaN, NaN, NaN];
    if (req.method !== 'GET' || !match || z > 19 || x >= 2 ** z || y >= 2 ** z) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    served += 1;
    res
      .writeHead(200, {
        'Content-Type': 'image/png',
        'Content-Length': png.length,
        'Cache-Control': 'max-age=86400',
        'Access-Control-Allow-Origin': '*',
      })
      .end(png);
  });
  await new Promise<void>((resolve) =>
    server.listen(tilePort(Number(process.env.E2E_PORT)), '127.0.0.1', resolve),
  );
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
