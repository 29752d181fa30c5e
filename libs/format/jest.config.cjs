const path = require('node:path');
const { createJestConfig } = require('../build-config/jest.cjs');

module.exports = {
  ...createJestConfig(__dirname),
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
};
