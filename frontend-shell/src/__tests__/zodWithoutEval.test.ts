import { parseWithoutEval } from '../zodWithoutEval';

type Zod = typeof import('zod');
const holder = globalThis as unknown as { __zod_globalConfig?: Record<string, unknown> };

/** A copy of zod of its own (as each frontend has), and whether parsing an object evaluated code. */
async function parseAnObject(
  before?: () => void,
): Promise<{ evaluated: boolean; jitless: unknown }> {
  let zod!: Zod;
  await jest.isolateModulesAsync(async () => {
    zod = await import('zod');
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

  it('is needed: left as it is, zod evaluates code to parse an object', async () => {
    expect((await parseAnObject()).evaluated).toBe(true);
  });

  it('is set for every copy of zod loaded after the shell starts', async () => {
    parseWithoutEval();
    expect(await parseAnObject()).toEqual({ evaluated: false, jitless: true });
  });

  it('is set for a copy loaded before, and keeps its other settings', async () => {
    const result = await parseAnObject(() => {
      holder.__zod_globalConfig!.customError = undefined;
      parseWithoutEval();
    });
    expect(result).toEqual({ evaluated: false, jitless: true });
    expect(Object.keys(holder.__zod_globalConfig!)).toEqual(
      expect.arrayContaining(['customError', 'jitless']),
    );
  });
});
