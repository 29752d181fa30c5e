import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages, StyledField, StyledLabel, controlStyles, useFieldIds } from './shared';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/**
 * Labelled text input. Spreads the remaining props (and `ref`) onto the <input>, so
 * `<TextField label="Email" {...register('email')} error={errors.email?.message} />` works.
 * `className`/`style` go on the wrapper.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  style,
  required,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <StyledField className={className} style={style}>
      <StyledLabel htmlFor={ids.id} $required={required}>
        {label}
      </StyledLabel>
      <StyledInput
        type="text"
        {...inputProps}
        id={ids.id}
        required={required}
        aria-invalid={error ? true : inputProps['aria-invalid']}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </StyledField>
  );
}

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;
