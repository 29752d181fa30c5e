/**
 * Writes src/metadata.ts: what the @nestjs/swagger compiler plugin learns from the DTO
 * classes (types, class-validator rules, doc comments, @example tags). The app loads it at
 * start-up, so the OpenAPI document is the same however the code was compiled (tsc, SWC).
 */
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import * as path from 'node:path';
import { BACKEND_ROOT } from '../src/common/paths.js';

const sourceRoot = path.join(BACKEND_ROOT, 'src');

process.chdir(BACKEND_ROOT);
new PluginMetadataGenerator().generate({
  visitors: [
    new ReadonlyVisitor({
      pathToSource: sourceRoot,
      introspectComments: true,
      classValidatorShim: true,
      dtoFileNameSuffix: ['.dto.ts'],
      controllerFileNameSuffix: ['.controller.ts'],
      esmCompatible: true,
    }),
  ],
  outputDir: sourceRoot,
  watch: false,
  // tsconfig.json reads workspace libraries from their sources: nothing needs building first.
  tsconfigPath: 'tsconfig.json',
  printDiagnostics: true,
});
