#!/usr/bin/env node
/**
 * Fails when two classes under backend/src share a name (two `AccountService`s make every
 * stack trace, log line and dependency-injection error ambiguous), and prints each name with
 * the places that declare it. Run by `npm run lint`.
 *
 *     node scripts/unique-class-names.mjs [folder]   (default: backend/src)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const folder = join(root, process.argv[2] ?? 'backend/src');

/** A class declaration at the start of a line: `export default abstract class Name`. */
const CLASS =
  /^\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const places = new Map();
for (const file of sourceFiles(folder)) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const name = CLASS.exec(line)?.[1];
      if (!name) return;
      const place = `${relative(root, file)}:${index + 1}`;
      places.set(name, [...(places.get(name) ?? []), place]);
    });
}

const shared = [...places].filter(([, where]) => where.length > 1);
if (shared.length > 0) {
  console.error(`Backend classes must have unique names; ${shared.length} shared:`);
  for (const [name, where] of shared) console.error(`  ${name}: ${where.join(', ')}`);
  process.exit(1);
}
console.log(`${places.size} backend classes, every name unique.`);
