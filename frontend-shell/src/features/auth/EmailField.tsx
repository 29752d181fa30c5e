import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@salone/ui';
import { useAuthText } from './authMessages';

/** The e-mail field of the Sign In and Create Account forms. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { t, fieldError } = useAuthText();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      error={fieldError(error)}
      {...registration}
    />
  );
}
