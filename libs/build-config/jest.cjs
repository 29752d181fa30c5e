// Shared Jest settings of the frontend packages: jsdom, SWC for TypeScript + JSX.
const path = require('node:path');

/** @param {string} dir the package folder */
function createJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    // Workspace libraries with compiled exports are read from their sources
    // (docs/decisions/booking-rules-library.md).
    testEnvironmentOptions: { customExportConditions: ['salone-source', 'browser'] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jest.setup-env.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    transform: {
      // The message catalogues, compiled as the build compiles them.
      '/messages/(?:[a-z-]+/)?[a-z]+\\.json$': path.join(__dirname, 'jest-catalogue-transform.cjs'),
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(svg|png|jpe?g|webp|css)$': path.join(__dirname, 'file-stub.cjs'),
    },
    resolver: path.join(__dirname, 'jest-resolver.cjs'),
    // Workspace libs are TypeScript sources reached through node_modules symlinks; the ICU
    // formatter is published as ES modules only.
    transformIgnorePatterns: ['/node_modules/(?!@salone/|intl-messageformat/|@formatjs/)'],
    clearMocks: true,
    // The machine is shared: a first render can take seconds under load; no test is timed.
    testTimeout: 30_000,
  };
}

module.exports = { createJestConfig };
