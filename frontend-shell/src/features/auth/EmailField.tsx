import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@salone/ui';

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
