import { use, useEffect, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is wanted, so what the home page does not
 * show (a dialog, a toast, tabs) stays out of its first download. Once loaded, it renders at
 * once everywhere (React.lazy suspends again in every new place it is used).
 */
export interface LazyPart<Props extends object> {
  /** Starts loading (once; again after a failure); resolves with the component. */
  preload(): Promise<ComponentType<Props>>;
  /**
   * Renders nothing until the code is there: for parts that appear after an action, such as
   * a dialog. Loading starts as soon as `when` is true.
   */
  Deferred: ComponentType<Props & { when: boolean }>;
  /**
   * Until the code is there the nearest Suspense boundary shows its fallback: for parts of a
   * page's first render, such as tabs, which then appear with the page.
   */
  Suspended: ComponentType<Props>;
}

export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  let component: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => component;

  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        component = loaded;
        listeners.forEach((listener) => listener());
        return loaded;
      },
      (error: unknown) => {
        // Not remembered: the next attempt loads afresh (the network may be back).
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Deferred({ when, ...props }: Props & { when: boolean }) {
    const Loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
    useEffect(() => {
      if (when && !Loaded) {
        preload().catch((error: unknown) =>
          console.error('A part of the page could not be loaded', error),
        );
      }
    }, [when, Loaded]);
    if (!Loaded) return null;
    return <Loaded {...(props as Props)} />;
  }

  function Suspended(props: Props) {
    const Loaded = component ?? use(preload());
    return <Loaded {...props} />;
  }

  return { preload, Deferred, Suspended };
}
