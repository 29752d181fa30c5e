#!/usr/bin/env node
// Fails when a production dependency has a known high or critical vulnerability
// (`npm audit --omit=dev`). When npm's advisory service cannot be reached the check cannot be
// made: that is reported plainly and fails only with AUDIT_REQUIRED=1.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

if (report.statusCode || report.error) {
  const reason = report.message ?? report.error?.summary ?? 'unknown error';
  console.warn(`npm audit: the advisory service could not be reached (${reason}); NOT CHECKED.`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((level) => `${level} ${counts[level] ?? 0}`)
  .join(', ');
console.log(`npm audit (production dependencies): ${summary}`);
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, finding]) =>
  ['high', 'critical'].includes(finding.severity),
);
for (const [name, finding] of serious) {
  const via = finding.via.map((item) => (typeof item === 'string' ? item : item.title));
  console.error(`  ${finding.severity}: ${name} (${finding.range}): ${via.join('; ')}`);
}
process.exit(serious.length > 0 ? 1 : 0);
