// Each message is a key of the shell's catalogue, written in the page's language by the form
// (useAuthText().fieldError).
import { z } from 'zod';
import { isValidPhone } from '@salone/booking-rules';
import { PASSWORD_MIN_LENGTH } from './authMessages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail both account forms check before sending (docs/product.md, validation). */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'auth.error.emailRequired')
  .regex(EMAIL_PATTERN, 'auth.error.emailInvalid');

const required = (message: string) => z.string().trim().min(1, message);

/** A new password: its length here; the server also refuses common ones and says why. */
export const newPassword = z
  .string()
  .min(1, 'auth.error.passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'auth.error.passwordLength');

/** /reset-password: the new password twice. */
export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, 'auth.error.confirmRequired'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'auth.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** The dashboard's change of password. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'auth.error.currentRequired'),
  newPassword,
});
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

const email = emailSchema;

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'auth.error.passwordRequired'),
});

export type LoginValues = z.input<typeof loginSchema>;

/** Create Account in the dialog: no second password (docs/product.md, validation). */
export const registerSchema = z.object({
  firstName: required('auth.error.firstNameRequired'),
  lastName: required('auth.error.lastNameRequired'),
  email,
  password: newPassword,
  confirmPassword: z.string(),
});

/**
 * The /login page's Register tab asks for the password twice; a mismatch is the
 * 'Passwords do not match' toast at submit (docs/product.md, errors), not a field message.
 */
export const registerPageSchema = registerSchema.extend({
  confirmPassword: z.string().min(1, 'auth.error.confirmRequired'),
});

export type RegisterValues = z.input<typeof registerSchema>;

/** A phone number by the one phone rule: Sierra Leone by default, others with their +code. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'auth.error.phoneRequired')
  .refine((value) => isValidPhone(value), 'auth.error.phoneInvalid');

export const CODE_MESSAGE = 'auth.error.code';

/** The SMS code: 6 digits; spaces typed inside it are dropped. */
export const codeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE)),
});
export type CodeValues = z.input<typeof codeSchema>;

/** Sign in with a phone number: the number only (the names stay empty). */
export const phoneSignInSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: phoneSchema,
});
/** Sign up with a phone number: names and the number, no e-mail. */
export const phoneSignUpSchema = z.object({
  firstName: required('auth.error.firstNameRequired'),
  lastName: required('auth.error.lastNameRequired'),
  phone: phoneSchema,
});
export type PhoneNumberValues = z.input<typeof phoneSignUpSchema>;
