// The web packages' unit and component tests (every frontend and library), in one Jest run that
// shares its workers across them; the backend's suite has its own run (backend/test/run.mjs).
module.exports = {
  // A global setting (Jest reads it from here, not from the projects): first renders can take
  // seconds on a busy machine; no test is timed.
  testTimeout: 30_000,
  // Jest's default is one worker fewer than the cores: one on the 2-core CI machine, while the
  // main process only collects results. Two workers use both cores (WEB_TEST_WORKERS overrides).
  maxWorkers: Number(process.env.WEB_TEST_WORKERS ?? 2),
  projects: ['<rootDir>/frontend-*/jest.config.cjs', '<rootDir>/libs/*/jest.config.cjs'],
};
