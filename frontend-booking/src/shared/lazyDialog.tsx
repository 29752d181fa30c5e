import { lazy, Suspense, useState, type ComponentType } from 'react';
import { CenteredSpinner, Dialog, preloadDialog } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';

interface DialogLikeProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The dialog's frame while its form loads. */
function LoadingDialog({ open, onOpenChange }: DialogLikeProps) {
  const t = useT(bookingMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('common.loading')}>
      <CenteredSpinner label={t('form.loadingDialog')} />
    </Dialog>
  );
}

/**
 * A booking dialog whose code (its form, the form and schema libraries) is fetched only once
 * a visitor shows the intent to book: `preload` on hover or focus of the button, or at the
 * latest when the dialog first opens. Until then the page has not downloaded it, so a list
 * page costs no dialog bytes (docs/decisions/booking-dialogs-load-on-intent.md). Once opened it
 * stays mounted, so closing behaves as before.
 */
export function lazyDialog<P extends DialogLikeProps>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchCode = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(fetchCode);

  function DeferredDialog(props: P) {
    // Once opened, it stays mounted (state derived while rendering, not a ref read in render).
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={<LoadingDialog open={props.open} onOpenChange={props.onOpenChange} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  /**
   * Starts fetching the dialog's code and the dialog frame's (shared with the Sign In dialog
   * a visitor gets first); a failure is retried when it opens.
   */
  const preload = () => {
    preloadDialog();
    fetchCode().catch(() => {
      loading = undefined;
    });
  };
  return { Dialog: DeferredDialog, preload };
}
