const { createConfig } = require('@salone/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'booking',
  port: 4201,
  exposes: { './CatalogueRoutes': './src/CatalogueRoutes.tsx' },
});
