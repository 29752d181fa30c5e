import fs from 'node:fs';
import path from 'node:path';
import shareRuntimeCore, { RUNTIME_CORE, RUNTIME_CORE_GLOBAL } from '../shareRuntimeCore';

/** The ES module files of a package's dist folder. */
function distFiles(pkg: string): string[] {
  const dist = path.dirname(require.resolve(pkg));
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dist, file));
}

/** What one file imports or re-exports by name from `from`, and whether it takes all of it. */
function namesFrom(file: string, from: string): { names: string[]; whole: boolean } {
  const text = fs.readFileSync(file, 'utf8');
  const source = from.replace(/[/-]/g, '\\$&');
  const named = new RegExp(`(?:import|export) \\{([^}]*)\\} from "${source}"`, 'g');
  const whole = new RegExp(`(?:import|export) \\* (?:as \\w+ )?from "${source}"`);
  const names = [...text.matchAll(named)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0])
      .filter(Boolean),
  );
  return { names, whole: whole.test(text) };
}

describe('the federation runtime the shell lends to the remotes', () => {
  it('holds every part of runtime-core the remotes’ bundler runtime imports', () => {
    // The bundler runtime reaches runtime-core only through @module-federation/runtime (its
    // main entry and /helpers), never through runtime-core or runtime/core directly.
    for (const file of distFiles('@module-federation/webpack-bundler-runtime')) {
      const text = fs.readFileSync(file, 'utf8');
      expect({
        file,
        direct: /from "@module-federation\/runtime(-core|\/core)/.test(text),
      }).toEqual({ file, direct: false });
    }
    // runtime/dist/core.js and types.js re-export everything: they are the `./core` and
    // `./types` entries, which the bundler runtime does not use.
    const used = distFiles('@module-federation/runtime')
      .filter((file) => !/[/\\](core|types)\.js$/.test(file))
      .flatMap((file) => {
        const { names, whole } = namesFrom(file, '@module-federation/runtime-core');
        expect({ file, whole }).toEqual({ file, whole: false });
        return names;
      });
    // What the remotes' builds are seen to read, at the least (a change in how the runtime's
    // files are written would otherwise shorten the list unseen).
    expect(used).toEqual(expect.arrayContaining(['ModuleFederation', 'helpers', 'CurrentGlobal']));
    const missing = [...new Set(used)].filter((name) => !(name in RUNTIME_CORE));
    expect(missing).toEqual([]);
    for (const name of Object.keys(RUNTIME_CORE)) {
      expect({
        name,
        defined: RUNTIME_CORE[name as keyof typeof RUNTIME_CORE] !== undefined,
      }).toEqual({
        name,
        defined: true,
      });
    }
  });

  it('is set before the shell’s federation starts, and never replaces one already set', () => {
    const global = globalThis as Record<string, unknown>;
    delete global[RUNTIME_CORE_GLOBAL];
    const plugin = shareRuntimeCore();
    const args = { options: { name: 'shell' } } as never;
    expect(plugin.beforeInit!(args)).toBe(args);
    expect(global[RUNTIME_CORE_GLOBAL]).toBe(RUNTIME_CORE);

    const earlier = { ModuleFederation: class {} };
    global[RUNTIME_CORE_GLOBAL] = earlier;
    plugin.beforeInit!(args);
    expect(global[RUNTIME_CORE_GLOBAL]).toBe(earlier);
    delete global[RUNTIME_CORE_GLOBAL];
  });
});
