import { Suspense, use, type ComponentType } from 'react';
import { useLocation } from '@salone/router';
import type { RemoteModuleId, RemoteModuleProps } from '@salone/remotes';
import { CenteredSpinner, LiveSignal } from '@salone/ui';
import { loadRemoteModule } from './remotes';
import { RemoteBoundary } from './RemoteBoundary';
import { useT } from '@salone/i18n';
import { shellMessages } from '../i18n';

/**
 * One load per exposed module. A failed load is kept (React renders a failed page more than
 * once) until the page is tried again: another address, or the boundary's reset.
 */
const loads = new Map<RemoteModuleId, Promise<ComponentType<object>>>();
const failed = new Set<RemoteModuleId>();

function loadPage(id: RemoteModuleId): Promise<ComponentType<object>> {
  let load = loads.get(id);
  if (!load) {
    load = loadRemoteModule(id).then((module) => {
      if (!module.default) throw new Error(`${id} has no default export`);
      return module.default as ComponentType<object>;
    });
    load.catch(() => failed.add(id));
    loads.set(id, load);
  }
  return load;
}

function forgetFailedLoad(id: RemoteModuleId) {
  if (failed.delete(id)) loads.delete(id);
}

/** Lets every failed load be tried again: the server does so before each page it renders. */
export function forgetFailedLoads() {
  for (const id of failed) forgetFailedLoad(id);
}

/** The props were checked against the module's contract by RemotePage. */
function RemoteModule({ id, props }: { id: RemoteModuleId; props: object }) {
  const Page = use(loadPage(id));
  // One module-level component per exposed module, the same on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Page {...props} />;
}

type RemotePageProps<Id extends RemoteModuleId> = {
  /** The exposed module, e.g. `booking/CatalogueRoutes`. */
  module: Id;
} & (RemoteModuleProps<Id> extends Record<string, never>
  ? { props?: RemoteModuleProps<Id> }
  : { props: RemoteModuleProps<Id> });

/**
 * A route whose page comes from a remote, loaded on first visit, with the props its contract
 * (`@salone/remotes`) declares. If it cannot load, the route says so and offers 'Try Again'.
 */
export function RemotePage<Id extends RemoteModuleId>({ module, props }: RemotePageProps<Id>) {
  const { pathname } = useLocation();
  const t = useT(shellMessages);
  return (
    <RemoteBoundary resetKey={pathname} onReset={() => forgetFailedLoad(module)}>
      <Suspense fallback={<CenteredSpinner label={t('layout.loadingPage')} />}>
        <RemoteModule id={module} props={props ?? {}} />
        <LiveSignal />
      </Suspense>
    </RemoteBoundary>
  );
}
