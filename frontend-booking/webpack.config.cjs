const { createConfig, createServerConfig } = require('@salone/build-config');

const exposes = { './CatalogueRoutes': './src/CatalogueRoutes.tsx' };

module.exports = [
  createConfig({ dir: __dirname, name: 'booking', port: 4201, exposes }),
  // The server build the shell renders the catalogue pages with
  // (docs/decisions/server-rendering-public-pages.md).
  createServerConfig({ dir: __dirname, name: 'booking', exposes }),
];
