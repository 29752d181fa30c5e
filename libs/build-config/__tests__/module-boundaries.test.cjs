// The shape the lint guards (docs/architecture.md, "Frontends"): a frontend never imports
// another frontend, a library never imports an app, and hooks follow React's rules.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');

/** The rules each snippet breaks, linted with the repository's own configuration. */
function lint(cases) {
  const run = spawnSync(
    process.execPath,
    [path.join(__dirname, 'lint-cases.mjs'), JSON.stringify(cases), root],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

test('refuses imports across the module boundaries and misused hooks', () => {
  const results = lint({
    remoteImportsShell: {
      filePath: 'frontend-booking/src/features/hotels/x.ts',
      code: "import { AppRoutes } from '@salone/frontend-shell/src/app/AppRoutes';\nexport { AppRoutes };\n",
    },
    remoteReachesShellByPath: {
      filePath: 'frontend-booking/src/features/hotels/x.ts',
      code: "import { Layout } from '../../../../frontend-shell/src/layout/Layout';\nexport { Layout };\n",
    },
    appReachesLibraryByPath: {
      filePath: 'frontend-shell/src/x.ts',
      code: "import { theme } from '../../libs/ui/src/theme';\nexport { theme };\n",
    },
    libraryImportsApp: {
      filePath: 'libs/ui/src/x.ts',
      code: "import Routes from '@salone/frontend-booking/src/CatalogueRoutes';\nexport { Routes };\n",
    },
    conditionalHook: {
      filePath: 'frontend-shell/src/x.tsx',
      code: "import { useState } from 'react';\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    },
    allowed: {
      filePath: 'frontend-booking/src/features/hotels/x.ts',
      code: "import { theme } from '@salone/ui';\nimport { formatUsd } from '../../shared/money';\nexport { theme, formatUsd };\n",
    },
  });
  expect(results.remoteImportsShell).toEqual(['no-restricted-imports']);
  expect(results.remoteReachesShellByPath).toEqual(['no-restricted-imports']);
  expect(results.appReachesLibraryByPath).toEqual(['no-restricted-imports']);
  expect(results.libraryImportsApp).toEqual(['no-restricted-imports']);
  expect(results.conditionalHook).toEqual(['react-hooks/rules-of-hooks']);
  expect(results.allowed).toEqual([]);
}, 60_000);
