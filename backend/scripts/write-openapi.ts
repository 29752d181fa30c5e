/** Writes docs/openapi.json from the running code: sorted keys, stable from run to run. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../src/common/paths.js';
import { renderOpenApi } from '../src/openapi.js';

async function main(): Promise<void> {
  const file = path.join(REPOSITORY_ROOT, 'docs', 'openapi.json');
  fs.writeFileSync(file, await renderOpenApi());
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
