// The build settings' own tests run in Node, not in a browser.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.cjs'],
};
