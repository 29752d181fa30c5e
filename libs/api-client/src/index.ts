export { skipToken } from '@reduxjs/toolkit/query/react';
export { baseApi, apiBaseQuery, retryingBaseQuery, type ApiError } from './base-api';
export { setupListeners } from '@reduxjs/toolkit/query/react';
export * from './retry-policy';
// The generated hooks belong to the same api object that ./api enhances with cache tags.
export * from './generated/salone-api';
export {
  saloneApi,
  bookingsApi,
  useListAllUserBookingsQuery,
  MAX_BOOKING_PAGES,
  TAG_TYPES,
  type TagType,
} from './api';
export * from './errors';
export * from './auth-gate';
export * from './auth';
export * from './store';

import type { CreateBookingApiArg, CreateBookingApiResponse } from './generated/salone-api';
/** A booking; `metadata` narrows by `serviceType` (the contract's discriminated `oneOf`). */
export type BookingDto = CreateBookingApiResponse;
/** A booking request; `metadata` narrows by `serviceType`. */
export type CreateBookingDto = CreateBookingApiArg['body'];
export * from './ssr';
export { renderingOnServer, type SaloneStoreExtra } from './base-api';
