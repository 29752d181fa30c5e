const path = require('node:path');
const { createJestConfig } = require('../libs/build-config/jest.cjs');

const base = createJestConfig(__dirname);
const styledComponents = path.dirname(require.resolve('styled-components/package.json'));

const typescript = base.transform['^.+\\.[jt]sx?$'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    // The route map's d3 modules are published as ES modules only (.mjs).
    '^.+\\.mjs$': typescript,
  },
  transformIgnorePatterns: [
    '/node_modules/(?!@salone/|intl-messageformat/|@formatjs/|d3-geo/|d3-array/|internmap/)',
  ],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // styled-components' Node build leaves createGlobalStyle out of a client render; its browser
    // build (what webpack bundles) injects it, so the page's print stylesheet can be tested.
    '^styled-components$': path.join(styledComponents, 'dist/styled-components.browser.cjs.js'),
  },
};
