module.exports = require('../build-config/jest.cjs').createJestConfig(__dirname);
