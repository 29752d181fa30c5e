// Layout and ids shared by the form fields: label above, control, hint, then the error.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { joinIds } from '../components/shared';
import { theme } from '../theme';

export interface FieldIds {
  id: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

/** Ids for a control: its own (or useId), hint and error ids, and aria-describedby. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: string | undefined,
  describedBy: string | undefined,
): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { id: controlId, hintId, errorId, describedBy: joinIds(hintId, errorId, describedBy) };
}

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;
  min-width: 0;
`;

/**
 * The required asterisk is CSS-generated content with empty alternative text: seen, not
 * read out (the control's `required` already is), and not part of the label's text.
 */
const requiredMark = css`
  &::after {
    content: ' *';
    content: ' *' / '';
    color: ${theme.colors.danger};
  }
`;

export const StyledLabel = styled.label<{ $required?: boolean }>`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
  ${({ $required }) => ($required ? requiredMark : '')}
`;

export const StyledLegend = styled.legend<{ $required?: boolean }>`
  padding: 0;
  margin-bottom: ${theme.space[2]}px;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
  ${({ $required }) => ($required ? requiredMark : '')}
`;

export const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const StyledHint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export const StyledError = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.danger};
`;

/** Border, radius, padding and states shared by input, textarea and select. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${theme.touchTarget}px;
  padding: ${theme.space[2]}px ${theme.space[3]}px;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  /* 16px keeps mobile Safari from zooming into the field. */
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  ${({ $invalid, theme }) => ($invalid ? `box-shadow: 0 0 0 1px ${theme.colors.danger};` : '')}

  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

interface FieldMessagesProps {
  ids: FieldIds;
  hint?: ReactNode;
  error?: string;
}

export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? <StyledHint id={ids.hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={ids.errorId}>{error}</StyledError> : null}
    </>
  );
}
