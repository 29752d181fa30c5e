const path = require('node:path');
const { createJestConfig } = require('../libs/build-config/jest.cjs');

const base = createJestConfig(__dirname);
const styledComponents = path.dirname(require.resolve('styled-components/package.json'));

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // styled-components' Node build leaves createGlobalStyle out of a client render; its browser
    // build (what webpack bundles) injects it, so the page's print stylesheet can be tested.
    '^styled-components$': path.join(styledComponents, 'dist/styled-components.browser.cjs.js'),
  },
};
