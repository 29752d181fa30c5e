import { applyDecorators } from '@nestjs/common';
import { isValidPhone, normalisePhone, PHONE_MESSAGE } from '@salone/booking-rules';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * A phone number by the one rule of `@salone/booking-rules` (Sierra Leone by default, others
 * with their +code), stored in E.164: a valid number is rewritten as `+23276123456` before
 * validation; anything else is refused with PHONE_MESSAGE, as the forms say it.
 */
export function IsPhone(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (normalisePhone(value) ?? value) : value,
    ),
    ValidateBy(
      {
        name: 'isPhone',
        validator: { validate: (value) => typeof value === 'string' && isValidPhone(value) },
      },
      { message: PHONE_MESSAGE },
    ),
  );
}
