// Lints every docker/*.Dockerfile with dockerfile-utils, the validator of the Dockerfile
// language server: instructions, flags, durations, ports, JSON forms, stage names. Every
// problem it reports fails the run, warnings included (the CLI of the package fails on errors
// only and takes one file at a time). Run by `npm run lint:deploy`.
import dockerfileUtils from 'dockerfile-utils';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { validate, ValidationSeverity } = dockerfileUtils;
const dockerDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(dockerDir);

/** Each optional check of the validator, raised to an error. */
const settings = Object.fromEntries(
  [
    'deprecatedMaintainer',
    'directiveCasing',
    'emptyContinuationLine',
    'instructionCasing',
    'instructionCmdMultiple',
    'instructionEntrypointMultiple',
    'instructionHealthcheckMultiple',
    'instructionJSONInSingleQuotes',
    'instructionWorkdirRelative',
  ].map((check) => [check, ValidationSeverity.ERROR]),
);

const files = readdirSync(dockerDir)
  .filter((name) => name.endsWith('.Dockerfile'))
  .sort()
  .map((name) => path.join(dockerDir, name));

if (files.length === 0) {
  console.error(`No *.Dockerfile found in ${path.relative(root, dockerDir)}/`);
  process.exit(1);
}

let problems = 0;
for (const file of files) {
  const relative = path.relative(root, file);
  for (const diagnostic of validate(readFileSync(file, 'utf8'), settings)) {
    const { line, character } = diagnostic.range.start;
    console.error(`${relative}:${line + 1}:${character + 1}  ${diagnostic.message}`);
    problems += 1;
  }
}

if (problems > 0) {
  console.error(`\n${problems} problem(s) in ${files.length} Dockerfile(s)`);
  process.exit(1);
}
console.log(`${files.length} Dockerfiles linted, no problems`);
