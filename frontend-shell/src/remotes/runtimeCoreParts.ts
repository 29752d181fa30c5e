/**
 * The parts of the federation runtime a remote's build uses: its bundler runtime imports them
 * from `@module-federation/runtime-core`. Named one by one rather than the whole module, so
 * the shell carries only what it already has plus these: the whole module is about 87 KB
 * more, most of it code paths this app never takes
 * (docs/decisions/remotes-use-shell-federation-runtime.md). A test checks this list against what
 * the runtime imports.
 */
export {
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
