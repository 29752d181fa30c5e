import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages, StyledField, StyledLabel, controlStyles, useFieldIds } from './shared';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** Labelled <textarea>; same contract as TextField. */
export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  style,
  required,
  rows = 4,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <StyledField className={className} style={style}>
      <StyledLabel htmlFor={ids.id} $required={required}>
        {label}
      </StyledLabel>
      <StyledTextArea
        rows={rows}
        {...textareaProps}
        id={ids.id}
        required={required}
        aria-invalid={error ? true : textareaProps['aria-invalid']}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </StyledField>
  );
}

const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;
