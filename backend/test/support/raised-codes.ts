/**
 * Where each error code is raised in the server's source, and which source files an operation
 * reaches by imports: the contract test's answer to "can this listed code happen here?".
 *
 * A code counts as raised in a file when it appears there as a string in code (an argument of
 * `conflict(...)`, a default parameter, `code: '...'`, a constant a route throws), not inside a
 * decorator (the `@ApiErrors` declarations), not in the list of codes itself (`ERROR_CODES`)
 * and not in the contract's helpers (`common/openapi/`, which only describe). Tests and the
 * generated metadata are left out.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { ERROR_CODES } from '../../src/common/errors/error-codes.js';
import { BACKEND_ROOT } from '../../src/common/paths.js';

const SOURCE = path.join(BACKEND_ROOT, 'src');
const KNOWN = new Set<string>(ERROR_CODES);

export interface SourceIndex {
  /** The codes each file raises, by absolute path. */
  raised: Map<string, Set<string>>;
  /** The source files each file imports (relative imports, resolved to .ts files). */
  imports: Map<string, string[]>;
  /** The file that declares `export class <name>`, by class name. */
  classes: Map<string, string>;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Reads every source file of the backend once. */
export function indexSource(): SourceIndex {
  const index: SourceIndex = { raised: new Map(), imports: new Map(), classes: new Map() };
  const describing = path.join(SOURCE, 'common', 'openapi') + path.sep;
  for (const file of sourceFiles(SOURCE)) {
    if (file === path.join(SOURCE, 'metadata.ts')) continue;
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const raised = new Set<string>();
    const imports: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isDecorator(node)) return;
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'ERROR_CODES'
      )
        return;
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const resolved = resolveImport(file, node.moduleSpecifier.text);
        if (resolved) imports.push(resolved);
        return;
      }
      if (ts.isClassDeclaration(node) && node.name) index.classes.set(node.name.text, file);
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        KNOWN.has(node.text) &&
        !file.startsWith(describing)
      ) {
        raised.add(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    index.raised.set(file, raised);
    index.imports.set(file, imports);
  }
  return index;
}

/** The files reachable by imports from `roots` (the roots included). */
export function reachable(index: SourceIndex, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(index.imports.get(file) ?? []));
  }
  return seen;
}

/**
 * The shared layer every route passes: `common/` (the version check, validation, the error
 * filter, rate limits, idempotency) and the middleware (`*.middleware.ts`, such as the
 * same-origin check), which no controller imports.
 */
export const sharedFiles = (index: SourceIndex): string[] =>
  [...index.raised.keys()].filter(
    (file) =>
      file.startsWith(path.join(SOURCE, 'common') + path.sep) || file.endsWith('.middleware.ts'),
  );

/**
 * Where a module reaches through a port (`*.port.ts`, an interface another module implements
 * and Nest injects): the files that import the port, so an adapter counts as reached by the
 * callers of its port.
 */
export function withAdapters(index: SourceIndex): SourceIndex {
  const imports = new Map(index.imports);
  for (const [file, targets] of index.imports) {
    for (const port of targets.filter((target) => target.endsWith('.port.ts'))) {
      imports.set(port, [...(imports.get(port) ?? []), file]);
    }
  }
  return { ...index, imports };
}
