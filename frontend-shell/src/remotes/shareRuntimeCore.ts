import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as RUNTIME_CORE from './runtimeCoreParts';

/** The global the remotes' browser builds read the federation runtime from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export { RUNTIME_CORE };

/**
 * The shell's federation runtime, lent to the remotes: their production builds leave it out
 * (`experiments.externalRuntime`) and read it from {@link RUNTIME_CORE_GLOBAL}, so a catalogue
 * page downloads and runs one copy instead of one per frontend. Set before the shell's
 * federation starts, hence before any remote entry runs.
 */
export default function shareRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'salone-share-runtime-core',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] ??= RUNTIME_CORE;
      return args;
    },
  };
}
