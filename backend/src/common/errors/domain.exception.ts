import { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from './error-codes.js';

/** One field at fault, as the error body's `details` lists it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failure the product expects and names (sold out, not found, ...). The global filter turns
 * it into the one error body. Raise it with the functions below, one per status; constructing
 * it anywhere else is refused by lint (eslint.config.mjs), so every error is made one way.
 */
export class DomainException extends Error {
  constructor(
    readonly status: HttpStatus,
    message: string,
    readonly code: ErrorCode,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainException';
  }
}

/** 400: the request cannot be right as sent. */
export const badRequest = (
  message: string,
  code: ErrorCode,
  details?: FieldError[],
): DomainException => new DomainException(HttpStatus.BAD_REQUEST, message, code, details);

/** 400 naming the one field at fault (INVALID_BOOKING, INVALID_DATES, ...; VALIDATION_FAILED by default). */
export const invalidField = (
  field: string,
  message: string,
  code: ErrorCode = 'VALIDATION_FAILED',
): DomainException => badRequest(message, code, [{ field, message }]);

/** 400 VALIDATION_FAILED listing the fields at fault; the message is the first one's. */
export const validationFailed = (details: FieldError[]): DomainException =>
  badRequest(details[0]?.message ?? 'The request is not valid', 'VALIDATION_FAILED', details);

/** 401: who is asking is not known (or not allowed to say so). */
export const unauthorized = (message: string, code: ErrorCode): DomainException =>
  new DomainException(HttpStatus.UNAUTHORIZED, message, code);

/** 403: known, but refused. */
export const forbidden = (message: string, code: ErrorCode): DomainException =>
  new DomainException(HttpStatus.FORBIDDEN, message, code);

/** 404 `<What> not found`, code NOT_FOUND. */
export const notFound = (what: string): DomainException => notAvailable(`${what} not found`);

/** 404 with a message of its own (a feature that is turned off, a member not in the team, ...). */
export const notAvailable = (message: string, code: ErrorCode = 'NOT_FOUND'): DomainException =>
  new DomainException(HttpStatus.NOT_FOUND, message, code);

/** 409: the request is right, but the state of things refuses it. */
export const conflict = (
  message: string,
  code: ErrorCode,
  details?: FieldError[],
): DomainException => new DomainException(HttpStatus.CONFLICT, message, code, details);

/** 410: the route was retired (ROUTE_RETIRED); the message names what replaces it. */
export const gone = (message: string, code: ErrorCode): DomainException =>
  new DomainException(HttpStatus.GONE, message, code);

/** 413: a file or body larger than allowed. */
export const payloadTooLarge = (message: string, code: ErrorCode): DomainException =>
  new DomainException(HttpStatus.PAYLOAD_TOO_LARGE, message, code);

/** 422: understood and well formed, but it cannot be acted on. */
export const unprocessable = (message: string, code: ErrorCode): DomainException =>
  new DomainException(HttpStatus.UNPROCESSABLE_ENTITY, message, code);

/** 415: a file of a type not accepted. */
export const unsupportedMediaType = (message: string, code: ErrorCode): DomainException =>
  new DomainException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, message, code);

/** 429: too many requests (THROTTLED) or past a daily limit; try again later. */
export const tooMany = (message: string, code: ErrorCode = 'THROTTLED'): DomainException =>
  new DomainException(HttpStatus.TOO_MANY_REQUESTS, message, code);

/** 502: a service we depend on gave no usable answer. */
export const badGateway = (message: string, code: ErrorCode): DomainException =>
  new DomainException(HttpStatus.BAD_GATEWAY, message, code);

/** 503: this process cannot serve the request now (stopping, its database unreachable). */
export const serviceUnavailable = (message: string, code: ErrorCode): DomainException =>
  new DomainException(HttpStatus.SERVICE_UNAVAILABLE, message, code);
