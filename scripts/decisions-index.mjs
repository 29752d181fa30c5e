#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of the decision records, from the header of each
// docs/decisions/<slug>.md:
//
//   # <Title>
//
//   - Status: accepted | superseded by [<title>](<file>.md)
//   - Date: <YYYY-MM-DD>            (optional)
//   - Topic: <one of TOPICS below>
//   - Formerly: decision <N>        (optional: the number of the old single-file log)
//
//   ## Context / ## Decision / ## Consequences
//
// Usage: node scripts/decisions-index.mjs          writes the index
//        node scripts/decisions-index.mjs --check  exits 1 when a header is malformed or the
//                                                  index is not what this would write
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TOPICS = [
  'architecture',
  'backend',
  'data',
  'security',
  'api',
  'frontend',
  'testing',
  'operations',
  'performance',
  'product',
];
const SECTIONS = ['Context', 'Decision', 'Consequences'];

const folder = path.resolve(import.meta.dirname, '..', 'docs', 'decisions');
const indexFile = path.join(folder, 'README.md');
const check = process.argv.includes('--check');

/** The header of one decision file, and what is wrong with it. */
function readDecision(file) {
  const lines = readFileSync(path.join(folder, file), 'utf8').split('\n');
  const problems = [];
  const title = /^# (.+)$/.exec(lines[0] ?? '')?.[1]?.trim();
  if (!title) problems.push('the first line is not "# <Title>"');
  const fields = {};
  for (const line of lines.slice(1)) {
    if (line.startsWith('## ')) break;
    const field = /^- ([A-Z][a-z]+): (.*)$/.exec(line);
    if (field) fields[field[1].toLowerCase()] = field[2].trim();
  }
  let supersededBy;
  const status = fields.status;
  if (!status) problems.push('no "- Status:" line');
  else if (status !== 'accepted') {
    const successor = /^superseded by \[(.+)\]\(([^)#\s]+\.md)\)$/.exec(status);
    if (!successor) {
      problems.push(
        `status "${status}" is neither "accepted" nor "superseded by [title](file.md)"`,
      );
    } else if (!existsSync(path.join(folder, successor[2]))) {
      problems.push(`superseded by ${successor[2]}, which does not exist`);
    } else supersededBy = { title: successor[1], file: successor[2] };
  }
  if (!fields.topic) problems.push('no "- Topic:" line');
  else if (!TOPICS.includes(fields.topic)) {
    problems.push(`topic "${fields.topic}" is not one of: ${TOPICS.join(', ')}`);
  }
  if (fields.date && !/^\d{4}-\d{2}-\d{2}$/.test(fields.date)) {
    problems.push(`date "${fields.date}" is not YYYY-MM-DD`);
  }
  for (const section of SECTIONS) {
    if (!lines.includes(`## ${section}`)) problems.push(`no "## ${section}" section`);
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(file)) {
    problems.push('the file name is not a kebab-case slug ending in .md');
  }
  return { file, title, topic: fields.topic, supersededBy, problems };
}

function renderIndex(decisions) {
  const out = [
    '# Decisions',
    '',
    'One file per decision that still governs, or that a newer one superseded. Each file has a',
    'title, a status, a topic, and the context, the decision and its consequences. Performance',
    'work that was measured and not kept is in [the performance log](../performance-log.md).',
    '"Formerly: decision N" names the numbered entry of the old single-file log (in the',
    "repository's history) that a file was written from.",
    '',
    'To record a decision, add `docs/decisions/<kebab-case-slug>.md` in the form of the others',
    'and run `node scripts/decisions-index.mjs`, which writes this index from the files.',
    '`npm run lint:decisions` fails when the index is stale or a header is malformed.',
  ];
  for (const topic of TOPICS) {
    const group = decisions
      .filter((decision) => decision.topic === topic)
      .sort((a, b) => a.title.localeCompare(b.title, 'en') || a.file.localeCompare(b.file));
    if (group.length === 0) continue;
    const heading = topic === 'api' ? 'API' : `${topic[0].toUpperCase()}${topic.slice(1)}`;
    out.push('', `## ${heading}`, '');
    for (const decision of group) {
      const status = decision.supersededBy
        ? `superseded by [${decision.supersededBy.title}](${decision.supersededBy.file})`
        : 'accepted';
      out.push(`- [${decision.title}](${decision.file}): ${status}`);
    }
  }
  return out.join('\n') + '\n';
}

const files = readdirSync(folder)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort();
const decisions = files.map(readDecision);
const malformed = decisions.filter((decision) => decision.problems.length > 0);
for (const decision of malformed) {
  for (const problem of decision.problems) {
    console.error(`docs/decisions/${decision.file}: ${problem}`);
  }
}
if (malformed.length > 0) {
  console.error(`${malformed.length} decision file(s) have a malformed header.`);
  process.exit(1);
}

const index = renderIndex(decisions);
if (check) {
  const current = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  if (current !== index) {
    console.error(
      'docs/decisions/README.md is stale: it does not list the decision files as they are.\n' +
        'Run `node scripts/decisions-index.mjs` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`docs/decisions/README.md lists all ${decisions.length} decisions.`);
} else {
  writeFileSync(indexFile, index);
  console.log(`docs/decisions/README.md written: ${decisions.length} decisions.`);
}
