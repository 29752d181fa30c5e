import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { invalidField, validationFailed, type FieldError } from './domain.exception.js';

/** Flattens class-validator's tree into `field: message` pairs, nested paths dotted. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    // class-validator names no property when the value itself is not an object (an array).
    const property = error.property || 'body';
    const field = parent ? `${parent}.${property}` : property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** Deeper than any request of ours (a booking's participants are 4 levels down). */
export const MAX_INPUT_DEPTH = 32;
export const NESTED_TOO_DEEPLY = 'The request is nested too deeply';
export const TEXT_NOT_UNICODE = 'Text must be valid Unicode';

/** A UTF-16 surrogate without its partner: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses, with a 400, what the DTO checks cannot take: nesting deep enough to overflow
 * class-transformer's recursion, and text with lone surrogates (validator.js throws on them
 * in e-mail checks, and PostgreSQL would store U+FFFD in their place).
 */
export function assertUsableInput(value: unknown, field = '', depth = 0): void {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) throw invalidField(field || 'body', TEXT_NOT_UNICODE);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_INPUT_DEPTH) throw invalidField(field || 'body', NESTED_TOO_DEEPLY);
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertUsableInput(item, `${field}[${index}]`, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    assertUsableInput(item, field ? `${field}.${key}` : key, depth + 1);
  }
}

/** Nest's ValidationPipe, after the checks of `assertUsableInput` on bodies, queries and params. */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') assertUsableInput(value);
    return super.transform(value, metadata);
  }
}

/** The one validation pipe: unknown fields refused, values converted to the DTO's types. */
export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => validationFailed(flattenValidationErrors(errors)),
  });
}
