const { createJestConfig } = require('../libs/build-config/jest.cjs');

module.exports = createJestConfig(__dirname);
