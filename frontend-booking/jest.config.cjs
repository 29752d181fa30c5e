module.exports = require('../libs/build-config/jest.cjs').createJestConfig(__dirname);
