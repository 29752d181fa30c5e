const { createConfig } = require('@salone/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'partner',
  port: 4203,
  exposes: {
    './PartnerRoutes': './src/PartnerRoutes.tsx',
    './AdminRoutes': './src/AdminRoutes.tsx',
  },
});
