import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useLocation } from '@salone/router';
import { CenteredSpinner } from '@salone/ui';
import { loadRemoteModule, type RemoteName } from './remotes';
import { RemoteBoundary } from './RemoteBoundary';

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

function remoteComponent(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const loaded = await loadRemoteModule<{
          default: ComponentType<Record<string, unknown>>;
        }>(remote, module);
        return { default: loaded.default };
      } catch (error) {
        // A failed load is not remembered: the next visit (or 'Try Again') loads afresh.
        cache.delete(key);
        throw error;
      }
    });
    cache.set(key, component);
  }
  return component;
}

interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module, e.g. `CatalogueRoutes`. */
  module: string;
  /** Passed on to the remote's component. */
  props?: Record<string, unknown>;
}

/** A route whose page comes from a remote, loaded on first visit. */
export function RemotePage({ remote, module, props }: RemotePageProps) {
  const Remote = useMemo(() => remoteComponent(remote, module), [remote, module]);
  const { pathname } = useLocation();
  return (
    <RemoteBoundary resetKey={pathname}>
      <Suspense fallback={<CenteredSpinner label="Loading page" />}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
