// Lints small snippets as if they were files of the repository and prints the rules each
// breaks, as JSON (run by module-boundaries.test.cjs: ESLint's config is an ES module).
import { ESLint } from 'eslint';

const cases = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: process.argv[3] });
const results = {};
for (const [name, { filePath, code }] of Object.entries(cases)) {
  const [result] = await eslint.lintText(code, { filePath });
  results[name] = result.messages.map((message) => message.ruleId);
}
process.stdout.write(JSON.stringify(results));
