#!/usr/bin/env node
// Adds up the test counts a CI log reports and prints them as the run's last line, alone on it:
// `N passed, N failed`. Jest prints one `Tests:` line per run (backend on each database, every
// frontend package); Playwright's list reporter prints `N passed (time)` / `N failed`.
// A suite that failed to run (an uncaught error after its tests passed) counts as a failure
// when its run reports no failed test: `Test Suites: 1 failed` never sums to `0 failed`.
// A log that counts no test at all fails the run: a green CI must have tested something.
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- strips the colour codes of the tools' output
const log = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let suitesFailed = 0;
for (const line of log.split('\n')) {
  const suites = /^\s*(?:>\s*)?Test Suites:\s+(.*)$/.exec(line);
  if (suites) {
    suitesFailed = Number(/(\d+) failed/.exec(suites[1])?.[1] ?? 0);
    continue;
  }
  const jest = /^\s*(?:>\s*)?Tests:\s+(.*)$/.exec(line);
  if (jest) {
    passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
    const testsFailed = Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
    failed += testsFailed > 0 ? testsFailed : suitesFailed;
    suitesFailed = 0;
    continue;
  }
  const pw = /^\s*(\d+) (passed|failed|flaky)(?: \([\d.]+m?s?\w*\))?\s*$/.exec(line);
  if (pw) {
    if (pw[2] === 'failed') failed += Number(pw[1]);
    else passed += Number(pw[1]);
  }
}
if (passed === 0) console.log('\n==> CI failed: the log reports no test that ran');
console.log(`${passed} passed, ${failed} failed`);
process.exit(passed === 0 ? 1 : 0);
