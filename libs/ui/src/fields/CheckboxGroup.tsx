import { useId, type ReactNode } from 'react';
import { StyledChoice, StyledChoiceText, StyledOptions } from './choice';
import { StyledError, StyledFieldset, StyledLegend } from './shared';

export interface CheckboxGroupOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  legend: ReactNode;
  options: CheckboxGroupOption[];
  value: string[];
  /** Receives the new selection, in the options' order. */
  onChange(values: string[]): void;
  error?: string;
  /** Form field name given to every checkbox. */
  name?: string;
  direction?: 'row' | 'column';
  id?: string;
  className?: string;
}

/** A fieldset of checkboxes bound to a string[] (e.g. amenities, features). */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  name,
  direction = 'column',
  id,
  className,
}: CheckboxGroupProps) {
  const generated = useId();
  const baseId = id ?? generated;
  const errorId = error ? `${baseId}-error` : undefined;
  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <StyledFieldset id={baseId} className={className} aria-describedby={errorId}>
      <StyledLegend>{legend}</StyledLegend>
      <StyledOptions $row={direction === 'row'}>
        {options.map((option, index) => {
          const optionId = `${baseId}-${index}`;
          return (
            <StyledChoice key={option.value}>
              <input
                type="checkbox"
                id={optionId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-invalid={error ? true : undefined}
              />
              <StyledChoiceText>
                <label htmlFor={optionId}>{option.label}</label>
              </StyledChoiceText>
            </StyledChoice>
          );
        })}
      </StyledOptions>
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledFieldset>
  );
}
