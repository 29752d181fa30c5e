import { useId, type ReactNode, type Ref } from 'react';
import { StyledChoice, StyledChoiceDescription, StyledChoiceText, StyledOptions } from './choice';
import { StyledError, StyledFieldset, StyledLegend } from './shared';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  /** Controlled value. Leave undefined (and use defaultValue) for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onChange?(value: string): void;
  error?: string;
  /** Default 'column'. */
  direction?: 'row' | 'column';
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /**
   * Given the radio that takes focus (the checked one, else the first enabled one), so a
   * form library can move focus to the group when it is invalid.
   */
  ref?: Ref<HTMLInputElement>;
}

/** Native radios in a fieldset: arrow keys and form submission work as the browser does. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  error,
  direction = 'column',
  required,
  disabled,
  id,
  className,
  ref,
}: RadioGroupProps) {
  const generated = useId();
  const baseId = id ?? generated;
  const errorId = error ? `${baseId}-error` : undefined;
  const focusValue =
    (value !== undefined && options.some((o) => o.value === value) ? value : undefined) ??
    options.find((o) => !o.disabled)?.value;
  return (
    <StyledFieldset
      id={baseId}
      className={className}
      disabled={disabled}
      aria-describedby={errorId}
    >
      <StyledLegend $required={required}>{legend}</StyledLegend>
      <StyledOptions $row={direction === 'row'}>
        {options.map((option, index) => {
          const optionId = `${baseId}-${index}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <StyledChoice key={option.value}>
              <input
                type="radio"
                ref={option.value === focusValue ? ref : undefined}
                id={optionId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                required={required}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={
                  value === undefined && defaultValue !== undefined
                    ? defaultValue === option.value
                    : undefined
                }
                onChange={(event) => {
                  if (event.target.checked) onChange?.(option.value);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={descriptionId}
              />
              <StyledChoiceText>
                <label htmlFor={optionId}>{option.label}</label>
                {option.description ? (
                  <StyledChoiceDescription id={descriptionId}>
                    {option.description}
                  </StyledChoiceDescription>
                ) : null}
              </StyledChoiceText>
            </StyledChoice>
          );
        })}
      </StyledOptions>
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledFieldset>
  );
}
