import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { MEDIA_DIR } from '../../app.js';
import { CARS } from './cars.js';
import { EVENTS } from './events.js';
import { HOTELS } from './hotels.js';
import { PROPERTIES } from './properties.js';
import { TOURS } from './tours.js';

const LISTINGS = [
  ...HOTELS.map((h) => ({ name: h.name, images: h.images })),
  ...TOURS.map((t) => ({ name: t.title, images: t.images })),
  ...EVENTS.map((e) => ({ name: e.title, images: e.images })),
  ...CARS.map((c) => ({ name: `${c.make} ${c.model}`, images: c.images })),
  ...PROPERTIES.map((p) => ({ name: p.title, images: p.images })),
];

describe("the sample catalogue's pictures", () => {
  it('give every listing a picture of its own, none shared with another listing', () => {
    const pictures = LISTINGS.flatMap((listing) => listing.images);
    expect(LISTINGS.every((listing) => listing.images.length === 1)).toBe(true);
    expect(new Set(pictures).size).toBe(LISTINGS.length);
  });

  it.each(LISTINGS.map((listing) => [listing.name, listing.images[0]]))(
    '%s: its picture is served and describes a scene',
    (_name, url) => {
      const file = path.join(MEDIA_DIR, url.replace(/^\/api\/media\//, ''));
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 500" width="800" height="500"/);
      expect(svg).toMatch(/<title id="t">[^<]{20,}<\/title>/);
    },
  );

  it('draw the hill-top lodge on a hill, not on a beach', () => {
    const lodge = HOTELS.find((h) => h.name === 'Hill Station Garden Lodge')!;
    const svg = readFileSync(
      path.join(MEDIA_DIR, lodge.images[0].slice('/api/media/'.length)),
      'utf8',
    );
    expect(svg).toContain('hilltop');
    expect(svg).not.toMatch(/beach|sand/i);
  });
});
