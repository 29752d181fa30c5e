import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { CenteredSpinner, Dialog, preloadDialog } from '@salone/ui';

interface DialogLikeProps {
  open: boolean;
  onOpenChange(open: boolean): void;
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
    const opened = useRef(false);
    if (props.open) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense
        fallback={
          <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Loading">
            <CenteredSpinner label="Loading the booking form" />
          </Dialog>
        }
      >
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
