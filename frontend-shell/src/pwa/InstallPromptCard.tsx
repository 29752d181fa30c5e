import styled from 'styled-components';
import { INSTALL_PROMPT_KEY } from '@salone/remotes';
import { Button, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../i18n';
import { INSTALL_TEXT } from './installText';
import { takeInstallOffer } from './register';

function markShown(): void {
  try {
    window.localStorage.setItem(INSTALL_PROMPT_KEY, 'shown');
  } catch {
    // nothing to keep it in: it may show again on a later booking
  }
}

/** 'Add Salone to your home screen', with the browser's install offer behind its button. */
export default function InstallPromptCard({ onClose }: { onClose: () => void }) {
  const t = useT(shellMessages);
  const close = () => {
    markShown();
    onClose();
  };
  const install = async () => {
    const offer = takeInstallOffer();
    close();
    await offer?.prompt().catch(() => undefined);
  };

  return (
    <StyledPrompt role="region" aria-label={t(INSTALL_TEXT.title)}>
      <StyledTitle>{t(INSTALL_TEXT.title)}</StyledTitle>
      <StyledBody>{t(INSTALL_TEXT.body)}</StyledBody>
      <StyledActions>
        <Button type="button" size="sm" variant="outline" onClick={close}>
          {t(INSTALL_TEXT.dismiss)}
        </Button>
        <Button type="button" size="sm" onClick={install}>
          {t(INSTALL_TEXT.add)}
        </Button>
      </StyledActions>
    </StyledPrompt>
  );
}

const StyledPrompt = styled.section`
  position: fixed;
  left: ${theme.space[3]}px;
  right: ${theme.space[3]}px;
  bottom: ${theme.space[3]}px;
  z-index: ${theme.zIndices.overlay};
  max-width: 420px;
  margin: 0 auto;
  padding: ${theme.space[4]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${theme.space[1]}px;
  font-size: ${theme.fontSizes.md};
`;

const StyledBody = styled.p`
  margin: 0 0 ${theme.space[3]}px;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]}px;
`;
