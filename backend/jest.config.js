/** Jest runs the TypeScript sources as ES modules through SWC (type-checking is `tsc`'s job). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
    // `import x from './x.json' with { type: 'json' }` (the e-mail catalogues) keeps its attribute.
    experimental: { keepImportAttributes: true, emitAssertForImportAttributes: false },
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  // Workspace libraries are read from their TypeScript sources
  // (docs/decisions/booking-rules-library.md).
  testEnvironmentOptions: { customExportConditions: ['salone-source', 'node', 'node-addons'] },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // Not `x.json.js`: libphonenumber-js ships its metadata as a module under that name.
  moduleNameMapper: { '^(\\.{1,2}/.*)(?<!\\.json)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  testTimeout: 60_000,
  // One database migrated and seeded for the whole run, copied by each test file's app
  // (test/support/database-template.ts).
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // Each e2e file boots its own database (a copy of the template), so files run side by side
  // in two workers (one per core of the CI machine; BACKEND_TEST_WORKERS overrides). Memory stays
  // bounded: a worker is replaced after a file that leaves it above the limit (one long-lived
  // process grew past Node's heap limit over the whole suite).
  maxWorkers: Number(process.env.BACKEND_TEST_WORKERS ?? 2),
  workerIdleMemoryLimit: '1200MB',
};
