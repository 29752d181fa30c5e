import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../../i18n';
import type { SaveState } from '../hooks/useAutosave';

const TEXT: Record<SaveState, PartnerKey> = {
  saved: 'save.saved',
  saving: 'save.saving',
  invalid: 'save.notSaved',
  failed: 'save.notSaved',
};

const WHY: Partial<Record<SaveState, PartnerKey>> = {
  invalid: 'save.invalid',
  failed: 'save.failed',
};

/** Where a draft's autosave stands, announced politely; 'Try again' after a failure. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry(): void }) {
  const t = useT(partnerMessages);
  const why = WHY[state];
  return (
    <StyledStatus $state={state}>
      <span role="status" aria-live="polite">
        <strong>{t(TEXT[state])}</strong>
        {why ? ` ${t(why)}` : null}
      </span>
      {state === 'failed' ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t('save.retry')}
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
