import { HttpStatus } from '@nestjs/common';

/**
 * A failure the product expects and names (sold out, not found, ...). Services throw these;
 * the global filter turns them into the one error body.
 */
export class DomainException extends Error {
  constructor(
    readonly status: HttpStatus,
    message: string,
    readonly code: string,
    readonly details?: { field: string; message: string }[],
    /** Put `code` in the error body, for clients that act on it (EMAIL_NOT_VERIFIED, ...). */
    readonly exposeCode = false,
  ) {
    super(message);
    this.name = 'DomainException';
  }
}

export class NotFoundError extends DomainException {
  constructor(what: string) {
    super(HttpStatus.NOT_FOUND, `${what} not found`, 'NOT_FOUND');
  }
}

type Details = { field: string; message: string }[];

/** 404 `<What> not found`, code NOT_FOUND. */
export const notFound = (what: string): DomainException => new NotFoundError(what);

/** 404 with a message of its own, code NOT_FOUND (a feature that is turned off, ...). */
export const notAvailable = (message: string): DomainException =>
  new DomainException(HttpStatus.NOT_FOUND, message, 'NOT_FOUND');

/** 400: the request cannot be right as sent. */
export const badRequest = (message: string, code: string, details?: Details): DomainException =>
  new DomainException(HttpStatus.BAD_REQUEST, message, code, details);

/** 400 INVALID_BOOKING-style refusal naming the one field at fault. */
export const invalidField = (code: string, field: string, message: string): DomainException =>
  badRequest(message, code, [{ field, message }]);

/** 401: who is asking is not known (or not allowed to say so). */
export const unauthorized = (message: string, code: string): DomainException =>
  new DomainException(HttpStatus.UNAUTHORIZED, message, code);

/** 403: known, but refused. */
export const forbidden = (message: string, code: string): DomainException =>
  new DomainException(HttpStatus.FORBIDDEN, message, code);

/** 409: the request is right, but the state of things refuses it. */
export const conflict = (message: string, code: string, details?: Details): DomainException =>
  new DomainException(HttpStatus.CONFLICT, message, code, details);
