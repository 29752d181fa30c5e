import { useMemo, type ReactNode } from 'react';
import { UiTextProvider, type UiText } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../i18n';

/**
 * The design system's words (close buttons, the gallery, the notifications, spinners, 'Try
 * Again') in the page's language, for the shell and every remote page inside it.
 */
export function ShellUiText({ children }: { children?: ReactNode }) {
  const t = useT(shellMessages);
  const text = useMemo<UiText>(
    () => ({
      close: t('ui.close'),
      loading: t('ui.loading'),
      tryAgain: t('ui.tryAgain'),
      // Radix writes the hotkey where '{hotkey}' stands.
      notifications: t('ui.notifications', { hotkey: '{hotkey}' }),
      showNextImage: t('ui.showNextImage'),
      showImage: (number) => t('ui.showImage', { number }),
      imageOf: (number, count) => t('ui.imageOf', { number, count }),
    }),
    [t],
  );
  return <UiTextProvider value={text}>{children}</UiTextProvider>;
}
