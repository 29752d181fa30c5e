import type { ApiError } from './base-api';

/** True when `error` is what the api slice produces for a failed call. */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiError).status === 'number' &&
    typeof (error as ApiError).message === 'string'
  );
}

/**
 * The text to show for a failed call: the server's `message` field when there is one, the
 * network fallback when the server could not be reached, otherwise `fallback`.
 */
export function errorText(error: unknown, fallback: string, networkFallback = fallback): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return networkFallback;
  return error.serverMessage ?? fallback;
}
