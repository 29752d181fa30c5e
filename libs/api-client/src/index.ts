// @salone/api-client: the one api slice with the session's endpoints, the store and the
// helpers every frontend uses at start-up. The other areas of the contract are entries of their
// own, loaded with the pages that use them (docs/decisions/api-endpoints-in-areas.md): `./sign-in`,
// `./account`, `./catalogue`, `./bookings`, `./planner` and `./partner`.
export { skipToken } from '@reduxjs/toolkit/query/react';
export { baseApi, apiBaseQuery, retryingBaseQuery, type ApiError } from './base-api';
export { setupListeners } from '@reduxjs/toolkit/query/react';
export * from './retry-policy';
// The generated hooks belong to the same api object that ./api enhances with cache tags.
export * from './generated/session-api';
export { saloneApi, TAG_TYPES, type TagType } from './api';
export * from './errors';
export * from './auth-gate';
export * from './auth';
export * from './store';
export * from './ssr';
export { renderingOnServer, type SaloneStoreExtra } from './base-api';
