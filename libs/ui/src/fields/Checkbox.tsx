import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledChoice, StyledChoiceDescription, StyledChoiceText } from './choice';
import { StyledError, useFieldIds } from './shared';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
  /** Secondary text under the label. */
  hint?: ReactNode;
}

/** Native checkbox with its label beside it; spreads props and `ref` onto the <input>. */
export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <div className={className} style={style}>
      <StyledChoice>
        <input
          {...inputProps}
          type="checkbox"
          id={ids.id}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={ids.describedBy}
        />
        <StyledChoiceText>
          <label htmlFor={ids.id}>{label}</label>
          {hint ? <StyledChoiceDescription id={ids.hintId}>{hint}</StyledChoiceDescription> : null}
        </StyledChoiceText>
      </StyledChoice>
      {error ? <StyledError id={ids.errorId}>{error}</StyledError> : null}
    </div>
  );
}
