// Styles shared by radios and checkboxes: native inputs, enlarged, with the label beside.
import styled from 'styled-components';
import { theme } from '../theme';

export const StyledOptions = styled.div<{ $row?: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $row }) => ($row ? `${theme.space[2]}px ${theme.space[5]}px` : `${theme.space[1]}px`)};
`;

export const StyledChoice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]}px;
  min-height: ${theme.touchTarget}px;
  padding: ${theme.space[2]}px 0;

  input {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.primary};
    cursor: pointer;
  }
  input:disabled,
  input:disabled + div label {
    cursor: not-allowed;
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StyledChoiceText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  label {
    cursor: pointer;
  }
`;

export const StyledChoiceDescription = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
