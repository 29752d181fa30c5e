/**
 * What an area's endpoints are injected into (`src/generated/<area>-api.ts`): the api slice of
 * the package's main entry, taken through the package's own name. In a remote that entry is the
 * host's shared singleton, so an area's endpoints join the store the shell already runs instead
 * of a second copy; in the shell it is the same module, not a second one in the area's chunk.
 */
export { baseApi } from '@salone/api-client';
