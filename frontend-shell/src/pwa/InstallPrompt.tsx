import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { BOOKING_CREATED_EVENT, INSTALL_PROMPT_KEY } from '@salone/remotes';
import { Button } from '@salone/ui';
import { hasInstallOffer, INSTALLABLE_EVENT, takeInstallOffer } from './register';

export const INSTALL_TEXT = {
  title: 'Add Salone to your home screen',
  body: 'Open your trips and vouchers in one tap, even without a connection.',
  add: 'Add to Home Screen',
  dismiss: 'Not Now',
} as const;

function readNote(): string | null {
  try {
    return window.localStorage.getItem(INSTALL_PROMPT_KEY);
  } catch {
    return null;
  }
}

function markShown(): void {
  try {
    window.localStorage.setItem(INSTALL_PROMPT_KEY, 'shown');
  } catch {
    // nothing to keep it in: it may show again on a later booking
  }
}

/**
 * Offers to install the app once, and only after a booking: when a booking has been created
 * (`announceBookingCreated`) and the browser has offered installation. Either answer ends it.
 */
export function InstallPrompt() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(readNote() === 'due' && hasInstallOffer());
    update();
    window.addEventListener(BOOKING_CREATED_EVENT, update);
    window.addEventListener(INSTALLABLE_EVENT, update);
    return () => {
      window.removeEventListener(BOOKING_CREATED_EVENT, update);
      window.removeEventListener(INSTALLABLE_EVENT, update);
    };
  }, []);

  if (!visible) return null;

  const close = () => {
    markShown();
    setVisible(false);
  };
  const install = async () => {
    const offer = takeInstallOffer();
    close();
    await offer?.prompt().catch(() => undefined);
  };

  return (
    <StyledPrompt role="region" aria-label={INSTALL_TEXT.title}>
      <StyledTitle>{INSTALL_TEXT.title}</StyledTitle>
      <StyledBody>{INSTALL_TEXT.body}</StyledBody>
      <StyledActions>
        <Button type="button" size="sm" variant="outline" onClick={close}>
          {INSTALL_TEXT.dismiss}
        </Button>
        <Button type="button" size="sm" onClick={install}>
          {INSTALL_TEXT.add}
        </Button>
      </StyledActions>
    </StyledPrompt>
  );
}

const StyledPrompt = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space[3]}px;
  right: ${({ theme }) => theme.space[3]}px;
  bottom: ${({ theme }) => theme.space[3]}px;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  max-width: 420px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledBody = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;
