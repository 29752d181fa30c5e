// Size figures of the hand-written code, over the same files as the copy-paste detector
// (`.jscpd.json`: generated files, seed data and tests set aside). Printed by
// `npm run duplicates` after jscpd's own table:
//   - lines of code: lines with something other than white space or comments;
//   - the longest functions (declarations, methods, arrow functions and function
//     expressions), by lines from their first to their last line.
// Usage: node scripts/code-figures.mjs [--top N]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const config = JSON.parse(readFileSync(path.join(root, '.jscpd.json'), 'utf8'));
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 10;

/** A glob of `.jscpd.json` (`**`, `*`, `{a,b}`) as a regular expression over a relative path. */
function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const include = globToRegExp(config.pattern);
const ignored = config.ignore.map(globToRegExp);
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && include.test(file) && !ignored.some((re) => re.test(file)));

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (file.endsWith('.ts')) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

let codeLines = 0;
const functions = [];
const linesByArea = new Map();

for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));

  // A line counts when a token (not trivia) starts or runs on it.
  const lines = new Set();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, source.languageVariant, text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const start = source.getLineAndCharacterOfPosition(scanner.getTokenStart()).line;
    const end = source.getLineAndCharacterOfPosition(scanner.getTokenEnd()).line;
    for (let line = start; line <= end; line += 1) lines.add(line);
  }
  codeLines += lines.size;
  const area = file
    .split('/')
    .slice(0, file.startsWith('libs/') ? 2 : 1)
    .join('/');
  linesByArea.set(area, (linesByArea.get(area) ?? 0) + lines.size);

  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessor(node) ||
      ts.isSetAccessor(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      functions.push({
        name: functionName(node, source),
        file,
        line: first + 1,
        lines: last - first + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function functionName(node, source) {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent))
    return `(callback of ${parent.expression.getText(source).slice(0, 40)})`;
  return '(anonymous)';
}

functions.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
console.log(`Hand-written code: ${files.length} files, ${codeLines} lines of code`);
for (const [area, lines] of [...linesByArea].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${area.padEnd(24)} ${String(lines).padStart(6)}`);
}
console.log(`Longest functions (of ${functions.length}):`);
for (const fn of functions.slice(0, top)) {
  console.log(`  ${String(fn.lines).padStart(4)} lines  ${fn.name}  ${fn.file}:${fn.line}`);
}
