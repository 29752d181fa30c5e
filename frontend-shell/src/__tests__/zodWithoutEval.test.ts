import { parseWithoutEval } from '../zodWithoutEval';

type Zod = typeof import('zod');
const holder = globalThis as unknown as { __zod_globalConfig?: Record<string, unknown> };

/** A copy of zod of its own (as each frontend has), and whether parsing an object evaluated code. */
function parseAnObject(before?: () => void): { evaluated: boolean; jitless: unknown } {
  let zod!: Zod;
  jest.isolateModules(() => {
    zod = require('zod') as Zod;
  });
  before?.();
  const spy = jest.spyOn(globalThis, 'Function');
  try {
    const schema = zod.z.object({ name: zod.z.string(), nights: zod.z.number() });
    expect(schema.parse({ name: 'Aberdeen', nights: 2 })).toEqual({ name: 'Aberdeen', nights: 2 });
    return { evaluated: spy.mock.calls.length > 0, jitless: zod.z.config().jitless };
  } finally {
    spy.mockRestore();
  }
}

describe('zod without eval', () => {
  beforeEach(() => delete holder.__zod_globalConfig);
  afterAll(() => delete holder.__zod_globalConfig);

  it('is needed: left as it is, zod evaluates code to parse an object', () => {
    expect(parseAnObject().evaluated).toBe(true);
  });

  it('is set for every copy of zod loaded after the shell starts', () => {
    parseWithoutEval();
    expect(parseAnObject()).toEqual({ evaluated: false, jitless: true });
  });

  it('is set for a copy loaded before, and keeps its other settings', () => {
    const result = parseAnObject(() => {
      holder.__zod_globalConfig!.customError = undefined;
      parseWithoutEval();
    });
    expect(result).toEqual({ evaluated: false, jitless: true });
    expect(Object.keys(holder.__zod_globalConfig!)).toEqual(
      expect.arrayContaining(['customError', 'jitless']),
    );
  });
});
