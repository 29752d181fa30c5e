const { createConfig } = require('@salone/build-config');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 4200, host: true });
