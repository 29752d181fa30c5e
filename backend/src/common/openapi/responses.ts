import { ApiErrors } from './errors.js';

/** 404 for a resource that does not exist (or an id that cannot be one). */
export const ApiNotFound = (what: string) =>
  ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: `${what} not found (unknown or malformed id)`,
      messages: { NOT_FOUND: `${what} not found` },
    },
  });

/** 400 for a query or body that fails validation, with one example message. */
export const ApiInvalid = (field: string, message: string) =>
  ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      description: 'The request failed validation; `details` lists each field',
      messages: { VALIDATION_FAILED: message },
      field,
    },
  });

/** 500: nothing internal is revealed; the request id in the logs has the details. */
export const ApiServerError = () =>
  ApiErrors({ 500: { codes: ['INTERNAL_ERROR'], description: 'Unexpected failure' } });

/**
 * 400 of a paginated list: a query that fails validation (`limit` outside 1-100, a filter), or
 * INVALID_CURSOR for a cursor this list did not give.
 */
export const ApiPageInvalid = (field = 'limit', message = 'limit must be at most 100') =>
  ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED', 'INVALID_CURSOR'],
      description:
        'The query failed validation (`details` lists each field), or the cursor is not one this list gave (INVALID_CURSOR)',
      messages: { VALIDATION_FAILED: message },
      field,
    },
  });
