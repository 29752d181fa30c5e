// The files that make the shell an installable app: the web manifest, its icons (drawn at
// build time, ./icons.cjs) and the page shown offline for what was not saved (./offline.html).
const fs = require('node:fs');
const path = require('node:path');
const { flagIcon } = require('./icons.cjs');

const THEME_COLOR = '#0b6b2c';
const BACKGROUND_COLOR = '#f6f7f9';

const WEB_MANIFEST = {
  id: '/',
  name: 'Salone — Discover Sierra Leone',
  short_name: 'Salone',
  description:
    'Book hotels, event tickets, car rentals, guided tours and property viewings in Sierra Leone, and pay by mobile money.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

class PwaFiles {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const icon192 = flagIcon(192);
          const icon512 = flagIcon(512);
          compilation.emitAsset(
            'manifest.webmanifest',
            new sources.RawSource(`${JSON.stringify(WEB_MANIFEST, null, 2)}\n`),
          );
          compilation.emitAsset('icons/icon-192.png', new sources.RawSource(icon192));
          compilation.emitAsset('icons/icon-512.png', new sources.RawSource(icon512));
          compilation.emitAsset('icons/icon-maskable-512.png', new sources.RawSource(icon512));
          compilation.emitAsset(
            'offline.html',
            new sources.RawSource(fs.readFileSync(path.join(__dirname, 'offline.html'))),
          );
        },
      );
    });
  }
}

module.exports = { PwaFiles, WEB_MANIFEST };
