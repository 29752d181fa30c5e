import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@salone/ui';

/** The e-mail rules both account forms check before sending. */
export const EMAIL_RULES = {
  required: 'Email is required',
  pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter a valid email address' },
};

/** The e-mail field of the Sign In and Create Account forms. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      error={error}
      {...registration}
    />
  );
}
