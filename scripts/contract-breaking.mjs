#!/usr/bin/env node
/**
 * Breaking-change check of the contract: docs/openapi.json as it is now against the same file
 * at the previous commit (HEAD's parents, or CONTRACT_BASE). Every breaking change
 * (api-smart-diff's classification) must be approved in docs/contract-approvals.md, by its id
 * (`<action> <JSON pointer>`), or the check fails. Prints what it compared and found.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { apiCompare } from 'api-smart-diff';

const CONTRACT = 'docs/openapi.json';
const APPROVALS = 'docs/contract-approvals.md';
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).toString();

/**
 * The commits to compare with: CONTRACT_BASE, else the parents of HEAD (a merge has two: a
 * change is new only if it is new against both, as one side already had it).
 */
const bases = process.env.CONTRACT_BASE
  ? [process.env.CONTRACT_BASE]
  : git('rev-list', '--parents', '-n', '1', 'HEAD').trim().split(' ').slice(1);

const contractAt = (commit) => {
  try {
    return JSON.parse(git('show', `${commit}:${CONTRACT}`));
  } catch {
    return undefined;
  }
};
const after = JSON.parse(readFileSync(CONTRACT, 'utf8'));

const pointer = (path) =>
  '/' + path.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const compared = bases.map((base) => ({ base, before: contractAt(base) }));
if (compared.some(({ before }) => before === undefined)) {
  console.log(`contract: no ${CONTRACT} at ${bases.join(' or ')}; nothing to compare`);
  process.exit(0);
}
const breakingAgainst = compared.map(({ before }) =>
  apiCompare(before, after)
    .diffs.filter((diff) => diff.type === 'breaking')
    .map((diff) => ({ id: `${diff.action} ${pointer(diff.path)}`, description: diff.description })),
);
const breaking = breakingAgainst[0].filter((change) =>
  breakingAgainst.every((others) => others.some((other) => other.id === change.id)),
);

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
  `contract: compared with ${bases.join(' and ')}: ${breaking.length} breaking changes, ` +
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
