import styled from 'styled-components';
import { useOnline } from './useOnline';
import { theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../i18n';

/** The English of the line (the `layout.offline` message). */
export const OFFLINE_TEXT =
  'You are offline. Pages you have seen still show; they update when the connection returns.';

/**
 * A thin line under the navigation while the phone has no connection. The live region is
 * always in the page (empty while online) so screen readers announce the change politely.
 */
export function OfflineBanner() {
  const t = useT(shellMessages);
  const online = useOnline();
  return (
    <StyledRegion role="status" aria-live="polite" data-offline={!online}>
      {online ? null : <StyledText>{t('layout.offline')}</StyledText>}
    </StyledRegion>
  );
}

const StyledRegion = styled.div`
  &[data-offline='true'] {
    padding: ${theme.space[1]}px ${theme.space[4]}px;
    background: ${theme.colors.surfaceMuted};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: center;
  }
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
`;
