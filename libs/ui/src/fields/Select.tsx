import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';
import { FieldMessages, StyledField, StyledLabel, controlStyles, useFieldIds } from './shared';
import { theme } from '../theme';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  options: SelectOption[];
  /** Renders a first option with an empty value and this text. */
  placeholder?: string;
}

/** Labelled native <select> (the phone's own picker on mobile). */
export function Select({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  style,
  required,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <StyledField className={className} style={style}>
      <StyledLabel htmlFor={ids.id} $required={required}>
        {label}
      </StyledLabel>
      <StyledSelectWrap>
        <StyledSelect
          {...selectProps}
          id={ids.id}
          required={required}
          aria-invalid={error ? true : selectProps['aria-invalid']}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <ChevronDownIcon size={18} />
      </StyledSelectWrap>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </StyledField>
  );
}

const StyledSelectWrap = styled.div`
  position: relative;
  > svg {
    position: absolute;
    right: ${theme.space[3]}px;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${theme.colors.textMuted};
  }
`;

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 40px;
  cursor: pointer;
`;
