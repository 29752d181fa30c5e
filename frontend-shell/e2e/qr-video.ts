import * as fs from 'node:fs';
import { create } from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Light modules around the code, as the QR standard asks. */
const QUIET_ZONE = 4;
/** Video levels (BT.601): black and white as a camera delivers them. */
const BLACK = 16;
const WHITE = 235;
const NEUTRAL_CHROMA = 128;

/**
 * Writes a short Y4M video (YUV 4:2:0) of `text` as a QR code, centred on white, for Chromium's
 * fake camera (`--use-file-for-fake-video-capture`), which plays it in a loop. The code is drawn
 * from the same `qrcode` modules the voucher page draws.
 */
export function writeQrVideo(file: string, text: string, frames = 5): void {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + QUIET_ZONE * 2;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / span);
  const left = Math.floor((WIDTH - span * scale) / 2) + QUIET_ZONE * scale;
  const top = Math.floor((HEIGHT - span * scale) / 2) + QUIET_ZONE * scale;

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL_CHROMA);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
