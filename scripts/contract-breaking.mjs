#!/usr/bin/env node
/**
 * Breaking-change check of the contract: docs/openapi.json as it is now against the same file
 * at a base commit (CONTRACT_BASE, default the previous commit, HEAD^). Every breaking change
 * (api-smart-diff's classification) must be approved in docs/contract-approvals.md, by its id
 * (`<action> <JSON pointer>`), or the check fails. Prints what it compared and found.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { apiCompare } from 'api-smart-diff';

const CONTRACT = 'docs/openapi.json';
const APPROVALS = 'docs/contract-approvals.md';
const base = process.env.CONTRACT_BASE ?? 'HEAD^';

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).toString();

let before;
try {
  before = JSON.parse(git('show', `${base}:${CONTRACT}`));
} catch {
  console.log(`contract: no ${CONTRACT} at ${base}; nothing to compare`);
  process.exit(0);
}
const after = JSON.parse(readFileSync(CONTRACT, 'utf8'));

const pointer = (path) =>
  '/' + path.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const { diffs } = apiCompare(before, after);
const breaking = diffs
  .filter((diff) => diff.type === 'breaking')
  .map((diff) => ({ id: `${diff.action} ${pointer(diff.path)}`, description: diff.description }));

/** Approved ids: each a line `- \`<id>\` ...` in the approvals file; `*` stands for any text. */
const approved = [...readFileSync(APPROVALS, 'utf8').matchAll(/^- `([^`]+)`/gm)].map(
  ([, id]) =>
    new RegExp(
      `^${id
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ),
);
const unapproved = breaking.filter((change) => !approved.some((id) => id.test(change.id)));

console.log(
  `contract: ${diffs.length} changes against ${base}, ${breaking.length} breaking, ` +
    `${breaking.length - unapproved.length} of them approved`,
);
for (const change of unapproved) {
  console.log(`  unapproved breaking change: \`${change.id}\` (${change.description ?? ''})`);
}
if (unapproved.length > 0) {
  console.log(
    `Approve each one deliberately in ${APPROVALS} (see how there), or keep the contract.`,
  );
  process.exit(1);
}
