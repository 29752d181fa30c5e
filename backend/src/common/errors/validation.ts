import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainException } from './domain.exception.js';

/** Flattens class-validator's tree into `field: message` pairs, nested paths dotted. */
export function flattenValidationErrors(
  errors: ValidationError[],
  parent = '',
): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

export class ValidationFailedException extends DomainException {
  constructor(details: { field: string; message: string }[]) {
    super(
      HttpStatus.BAD_REQUEST,
      details[0]?.message ?? 'The request is not valid',
      'VALIDATION_FAILED',
      details,
    );
  }
}

/** The one validation pipe: unknown fields refused, values converted to the DTO's types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}
