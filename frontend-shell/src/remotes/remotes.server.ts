import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteOf, type RemoteModuleId, type RemoteModules } from '@salone/remotes';

/**
 * The server build's stand-in for ./remotes (swapped in by the server webpack config): the
 * remotes are the server builds on this machine, registered by the renderer at start-up
 * (`registerServerRemotes`) and loaded from the disk (../server/fileRemotes.ts).
 */
export function registerServerRemotes(entries: Record<string, string>): void {
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Loads an exposed module (`booking/CatalogueRoutes`); rejects when it cannot be had. */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): Promise<RemoteModules[Id]> {
  const loaded = await loadRemote<RemoteModules[Id]>(id);
  if (!loaded) throw new Error(`The ${remoteOf(id)} part of Salone did not provide ${id}`);
  return loaded;
}
