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
