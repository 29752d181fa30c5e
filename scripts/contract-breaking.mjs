#!/usr/bin/env node
/**
 * Breaking-change check of the contract: docs/openapi.json as it is now against the last
 * released contract, kept in the repository (docs/contract-released.json). Every breaking change
 * (api-smart-diff's classification) must be approved in docs/contract-approvals.md by its exact
 * id, `<action> <JSON pointer>`, where the pointer names the place the change is written (a
 * change to a shared schema is one change, however many operations use it); an approval that
 * matches no change fails the check too, so the list says exactly what changed since the
 * release.
 *
 *   node scripts/contract-breaking.mjs            the check (npm run lint:contract)
 *   node scripts/contract-breaking.mjs --release  releases the contract as it is now: the
 *     released file is replaced and the approvals move to docs/contract-approvals-history.md
 *     under the version (the API version of the contract, info.version)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { apiCompare } from 'api-smart-diff';

const CONTRACT = 'docs/openapi.json';
const RELEASED = 'docs/contract-released.json';
const APPROVALS = 'docs/contract-approvals.md';
const HISTORY = 'docs/contract-approvals-history.md';
/** Approvals are the list items after this line; the text before it says how. */
const MARKER = '<!-- Approvals since the last release: -->';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const after = readJson(CONTRACT);
const approvalsText = readFileSync(APPROVALS, 'utf8');
const at = approvalsText.indexOf(MARKER);
if (at === -1) {
  console.log(`contract: ${APPROVALS} has no line ${MARKER}`);
  process.exit(1);
}
const [head, body] = [
  approvalsText.slice(0, at + MARKER.length),
  approvalsText.slice(at + MARKER.length),
];

if (process.argv.includes('--release')) {
  const version = after.info.version;
  const history = readFileSync(HISTORY, 'utf8');
  const approved = body.trim();
  const heading = `## Released as ${version}`;
  writeFileSync(
    HISTORY,
    approved
      ? `${history.trimEnd()}\n\n${heading}\n\n${approved.replace(/^## /gm, '### ')}\n`
      : history,
  );
  writeFileSync(RELEASED, `${JSON.stringify(after, null, 2)}\n`);
  writeFileSync(APPROVALS, `${head}\n`);
  console.log(`contract: released as ${version}; approvals moved to ${HISTORY}`);
  process.exit(0);
}

const before = readJson(RELEASED);

const escape = (part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1');
const unescape = (part) => part.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * Where a change is written: the path api-smart-diff reports runs through resolved `$ref`s; it
 * is followed in the document, and the place after the last reference is the change's own.
 */
function writtenAt(document, path) {
  let node = document;
  let pointer = [];
  for (const key of path) {
    while (node && typeof node === 'object' && typeof node.$ref === 'string') {
      pointer = node.$ref.replace(/^#\//, '').split('/').map(unescape);
      node = pointer.reduce((into, part) => into?.[part], document);
    }
    node = node?.[key];
    pointer = [...pointer, key];
  }
  return `/${pointer.map(escape).join('/')}`;
}

const breaking = new Map();
for (const diff of apiCompare(before, after).diffs) {
  if (diff.type !== 'breaking') continue;
  const id = `${diff.action} ${writtenAt(diff.action === 'remove' ? before : after, diff.path)}`;
  if (!breaking.has(id)) breaking.set(id, diff.description ?? '');
}

/** Approved ids: each a line `- \`<id>\` ...` after the marker, exactly as the check prints it. */
const approved = [...body.matchAll(/^- `([^`]+)`/gm)].map(([, id]) => id);
const wildcards = approved.filter((id) => id.includes('*'));
const unapproved = [...breaking].filter(([id]) => !approved.includes(id));
const stale = approved.filter((id) => !breaking.has(id) && !id.includes('*'));

console.log(
  `contract: compared with the released ${before.info.version} (${RELEASED}): ` +
    `${breaking.size} breaking changes, ${breaking.size - unapproved.length} of them approved`,
);
for (const [id, description] of unapproved) {
  console.log(`  unapproved breaking change: \`${id}\` (${description})`);
}
for (const id of wildcards) console.log(`  approvals are exact, without \`*\`: \`${id}\``);
for (const id of stale) console.log(`  approval of no change since the release: \`${id}\``);
if (unapproved.length > 0) {
  console.log(
    `Approve each one deliberately in ${APPROVALS} (see how there), or keep the contract.`,
  );
}
if (unapproved.length + wildcards.length + stale.length > 0) process.exit(1);
