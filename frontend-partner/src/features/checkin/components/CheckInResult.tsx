import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { AlertTriangleIcon, CheckCircleIcon, ClockIcon, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import type { CheckInOutcome } from '../useCheckInDesk';

/**
 * The last scan's result, readable at arm's length: a large word, an icon and a colour. A
 * check-in is announced politely (role=status), a refusal at once (role=alert); both regions
 * stay on the page so screen readers hear every change.
 */
export function CheckInResult({
  outcome,
  pending,
}: {
  outcome: CheckInOutcome | null;
  pending: boolean;
}) {
  const t = useT(partnerMessages);
  const success = outcome?.kind === 'checked-in' ? outcome : null;
  const refusal = outcome?.kind === 'refused' ? outcome : null;
  return (
    <div>
      <div role="status">
        {pending ? (
          <StyledResult $tone="pending">
            <ClockIcon size={64} />
            <strong>{t('checkIn.checking')}</strong>
          </StyledResult>
        ) : success ? (
          <StyledResult $tone="success">
            <CheckCircleIcon size={64} />
            <div>
              <strong>
                {success.queued ? t('checkIn.checkedInSync') : t('checkIn.checkedIn')}
              </strong>
              <span>{success.customerName}</span>
              <span>
                {success.reference}
                {success.item ? ` · ${success.item}` : ''}
              </span>
            </div>
          </StyledResult>
        ) : null}
      </div>
      <div role="alert">
        {!pending && refusal ? (
          <StyledResult $tone="danger">
            <AlertTriangleIcon size={64} />
            <div>
              <strong>{refusal.title}</strong>
              <span>{refusal.reason}</span>
            </div>
          </StyledResult>
        ) : null}
      </div>
    </div>
  );
}

const StyledResult = styled.div<{ $tone: 'success' | 'danger' | 'pending' }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[5]}px;
  border-radius: ${theme.radii.lg};
  border: 3px solid
    ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'danger'
          ? theme.colors.danger
          : theme.colors.border};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSoft
      : $tone === 'danger'
        ? theme.colors.dangerSoft
        : theme.colors.surface};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : theme.colors.text};

  svg {
    flex: none;
  }

  div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]}px;
    min-width: 0;
  }

  strong {
    font-size: clamp(1.75rem, 1.25rem + 2.5vw, 2.5rem);
    line-height: ${theme.lineHeights.tight};
  }

  span {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
  }
`;
