import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  CUSTOMER_MESSAGES as MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  isValidPhone,
  PHONE_MESSAGE,
} from '@salone/booking-rules';

/**
 * Rules of the contact fields (docs/product.md, validation), spread into each booking form's
 * schema.
 */
export const contactShape = {
  fullName: z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, MESSAGES.fullName)
    .max(NAME_MAX_LENGTH, MESSAGES.fullNameTooLong),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, MESSAGES.email).pipe(z.email(MESSAGES.email)),
  // The server's rule (Sierra Leone by default, others with their +code); it stores E.164.
  phone: z.string().trim().refine(isValidPhone, PHONE_MESSAGE),
};

/** Stands in for an empty e-mail while the rules are checked; never sent. */
const NO_EMAIL = 'no-email@salone.invalid';

/**
 * The form's rules for the signed-in account: an account with a phone and no e-mail address
 * may leave the e-mail empty (the server then writes to its verified phone); every other
 * account needs one, with the e-mail rule's words.
 */
export function contactResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  user: { email: string | null } | null | undefined,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  const emailOptional = Boolean(user && !user.email);
  return async (values, context, options) => {
    const email = (values as { email?: unknown }).email;
    if (!emailOptional || (typeof email === 'string' && email.trim() !== '')) {
      return resolve(values, context, options);
    }
    const result = await resolve({ ...values, email: NO_EMAIL }, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    return { values: { ...result.values, email: '' } as Output, errors: {} };
  };
}
