import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages, StyledField, StyledLabel, useFieldIds } from './shared';
import { theme } from '../theme';

export interface FileFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** e.g. '.pdf,.jpg,.jpeg,.png' */
  accept?: string;
}

/** Labelled native file input (uses the phone's own camera/file picker). */
export function FileField({
  label,
  error,
  hint,
  id,
  className,
  style,
  required,
  'aria-describedby': describedBy,
  ...inputProps
}: FileFieldProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <StyledField className={className} style={style}>
      <StyledLabel htmlFor={ids.id} $required={required}>
        {label}
      </StyledLabel>
      <StyledFileInput
        {...inputProps}
        type="file"
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

const StyledFileInput = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${theme.touchTarget}px;
  padding: ${theme.space[2]}px;
  border: 1px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;

  &::file-selector-button {
    margin-right: ${theme.space[3]}px;
    min-height: 32px;
    padding: 0 ${theme.space[3]}px;
    border: 1px solid ${theme.colors.primary};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
    cursor: pointer;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;
