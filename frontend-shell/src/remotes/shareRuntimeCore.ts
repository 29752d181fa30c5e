import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/** The global the remotes' browser builds read the federation runtime from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The parts of the federation runtime a remote's build uses (its bundler runtime imports them
 * from `@module-federation/runtime-core`). Named one by one rather than as the whole module,
 * so the shell carries only what it already has plus these: the whole module is about 87 KB
 * more, most of it code paths this app never takes (docs/decisions.md 531). A test checks this
 * list against what the runtime imports.
 */
export const RUNTIME_CORE = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

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
