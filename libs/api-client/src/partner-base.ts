/**
 * What the operators' and admins' endpoints are injected into: the traveller's api slice, taken
 * through the package's own entry. In a remote that entry is the host's shared singleton, so
 * the partner endpoints join the store the shell already runs instead of a second copy.
 */
export { saloneApi as baseApi } from '@salone/api-client';
