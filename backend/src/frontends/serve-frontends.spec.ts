import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  describeFrontends,
  findFrontends,
} from './serve-frontends.js';

describe('cacheControlFor', () => {
  it.each([
    'main.3f9a1c2b.js',
    '412.0e6b7a9d1c2f3e4a5b6c.js',
    'styles.0e6b7a9d1c2f3e4a5b6c.css',
    'assets/beach.a1b2c3d4e5.webp',
    'main.3f9a1c2b.js.map',
  ])('keeps %s for a year', (file) => {
    expect(cacheControlFor(file)).toBe(CACHE_IMMUTABLE);
  });

  it.each([
    'index.html',
    'mf-manifest.json',
    'remoteEntry.js',
    'stats.3f9a1c2b.json',
    'page.3f9a1c2b.html',
    'main.js',
    'main.3f9a1c2.js', // 7 hex digits: not a content hash
    'main.3F9A1C2B.js', // webpack writes lower case
    'logo.svg',
    'fonts/inter.woff2',
  ])('revalidates %s', (file) => {
    expect(cacheControlFor(file)).toBe(CACHE_REVALIDATE);
  });
});

describe('findFrontends', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-layout-'));
    for (const dir of [
      'frontend-shell/dist',
      'frontend-planner/dist',
      'frontend-booking',
      'frontend-Bad/dist',
      'libs/ui',
    ]) {
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    }
    fs.writeFileSync(path.join(root, 'frontend-shell/dist/index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(root, 'frontend-notes'), 'a file, not a folder');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves the shell at / and every other frontend folder as a remote', () => {
    const layout = findFrontends(root);
    expect(layout.shellDir).toBe(path.join(root, 'frontend-shell', 'dist'));
    expect([...layout.remotes]).toEqual([
      ['booking', path.join(root, 'frontend-booking', 'dist')],
      ['planner', path.join(root, 'frontend-planner', 'dist')],
    ]);
    expect(describeFrontends(layout)).toBe(
      `Web app from ${root}: shell at /, remotes booking, planner at /remotes/<name>/; ` +
        `not built yet: ${path.join('frontend-booking', 'dist')}`,
    );
  });

  it('finds nothing, without failing, when the folder does not exist', () => {
    const layout = findFrontends(path.join(root, 'missing'));
    expect(layout.remotes.size).toBe(0);
    expect(describeFrontends(layout)).toMatch(/not built yet: .*frontend-shell/);
  });
});
