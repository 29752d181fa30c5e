const path = require('node:path');
const { createJestConfig } = require('../libs/build-config/jest.cjs');

const base = createJestConfig(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'jest.setup.cjs')],
};
