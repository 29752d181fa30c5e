import styled from 'styled-components';
import { Button, theme } from '@salone/ui';
import type { SaveState } from '../hooks/useAutosave';

const TEXT: Record<SaveState, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  invalid: 'Not saved',
  failed: 'Not saved',
};

const WHY: Partial<Record<SaveState, string>> = {
  invalid: 'Correct the fields marked in red.',
  failed: 'Your changes could not be saved.',
};

/** Where a draft's autosave stands, announced politely; 'Try again' after a failure. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry(): void }) {
  return (
    <StyledStatus $state={state}>
      <span role="status" aria-live="polite">
        <strong>{TEXT[state]}</strong>
        {WHY[state] ? ` ${WHY[state]}` : null}
      </span>
      {state === 'failed' ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </StyledStatus>
  );
}

const StyledStatus = styled.div<{ $state: SaveState }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
  font-size: ${theme.fontSizes.sm};
  color: ${({ theme, $state }) =>
    $state === 'invalid' || $state === 'failed' ? theme.colors.danger : theme.colors.textMuted};
`;
