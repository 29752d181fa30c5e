import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button, CenteredSpinner, Dialog, preloadDialog } from '@salone/ui';
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
 * The dialog's frame when its form's code could not be fetched (offline, a failed network):
 * it says so and offers to try again, instead of the page's own error replacing the page.
 */
function FailedDialog({ open, onOpenChange, retry }: DialogLikeProps & { retry(): void }) {
  const t = useT(bookingMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('form.loadFailedTitle')}>
      <p role="alert">{t('form.loadFailedText')}</p>
      <Button onClick={retry}>{t('form.tryAgain')}</Button>
    </Dialog>
  );
}

/** Catches the failure to fetch the dialog's code, so it stays in the dialog. */
class LoadBoundary extends Component<
  { fallback(retry: () => void): ReactNode; onRetry(): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
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
  const fetchCode = () =>
    (loading ??= load()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        // Fetched again on the next try (React keeps a lazy component's failure).
        loading = undefined;
        throw error;
      }));
  let Loaded = lazy(fetchCode);
  const reload = () => {
    Loaded = lazy(fetchCode);
  };

  function DeferredDialog(props: P) {
    // Once opened, it stays mounted (state derived while rendering, not a ref read in render).
    const [opened, setOpened] = useState(props.open);
    // Each try at fetching the code is a fresh boundary around a fresh lazy component.
    const [attempt, setAttempt] = useState(0);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <LoadBoundary
        key={attempt}
        onRetry={() => {
          reload();
          setAttempt(attempt + 1);
        }}
        fallback={(retry) => (
          <FailedDialog open={props.open} onOpenChange={props.onOpenChange} retry={retry} />
        )}
      >
        <Suspense fallback={<LoadingDialog open={props.open} onOpenChange={props.onOpenChange} />}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }

  /**
   * Starts fetching the dialog's code and the dialog frame's (shared with the Sign In dialog
   * a visitor gets first); a failure is retried when it opens.
   */
  const preload = () => {
    preloadDialog();
    fetchCode().catch(() => undefined);
  };
  return { Dialog: DeferredDialog, preload };
}
