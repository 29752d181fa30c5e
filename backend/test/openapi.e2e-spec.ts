import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../src/common/paths.js';
import { renderOpenApi } from '../src/openapi.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe('docs/openapi.json', () => {
  it('matches the code (run `npm run openapi` after changing the API)', async () => {
    const committed = fs.readFileSync(path.join(REPOSITORY_ROOT, 'docs', 'openapi.json'), 'utf8');
    expect(await renderOpenApi()).toBe(committed);
  });

  it('names operations after their methods and documents every error with an example', async () => {
    const document = JSON.parse(await renderOpenApi());
    for (const [route, methods] of Object.entries<Record<string, Json>>(document.paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
        const responses = Object.entries<Json>(operation.responses);
        expect(responses.some(([code]) => code.startsWith('2'))).toBe(true);
        for (const [code, response] of responses) {
          if (code.startsWith('2')) continue;
          const example = response.content?.['application/json']?.example;
          expect({ route, code, example }).toEqual({
            route,
            code,
            example: expect.objectContaining({
              statusCode: Number(code),
              message: expect.any(String),
            }),
          });
        }
      }
    }
  });
});
