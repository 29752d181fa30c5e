import { testServerUrl } from './processes.js';

/**
 * CI runs the backend suites twice: on the embedded database, then on the PostgreSQL server.
 * The embedded one is the same PostgreSQL engine, so a suite about the HTTP surface rather
 * than the database (contract fuzzing, price quotes) adds nothing the second time: in CI it
 * runs once, on the server. Outside CI (`npm test` on a laptop) it runs wherever the tests run.
 */
export const describeOnceInCi: jest.Describe =
  !process.env.CI || testServerUrl() ? describe : describe.skip;
