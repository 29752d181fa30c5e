import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, remoteOf, type RemoteModuleId, type RemoteModules } from '@salone/remotes';

let registration: Promise<void> | undefined;

/**
 * Registers the remotes once, on first use (the home page loads none). A `/remotes.json` file
 * served next to the shell, `{"booking": "https://cdn.example/booking/remoteEntry.js"}`,
 * moves a remote to another origin without rebuilding the shell.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= (async () => {
    const entries: Record<string, string> = { ...REMOTES };
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      if (response.ok) {
        const overrides: unknown = await response.json();
        if (overrides && typeof overrides === 'object') {
          for (const [name, entry] of Object.entries(overrides)) {
            if (name in entries && typeof entry === 'string') entries[name] = entry;
          }
        }
      }
    } catch {
      // No override file (or unreadable): the defaults stand.
    }
    registerRemotes(
      Object.entries(entries).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.origin).toString(),
      })),
    );
  })();
  return registration;
}

/** Loads an exposed module (`booking/CatalogueRoutes`); rejects when it cannot be had. */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): Promise<RemoteModules[Id]> {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<RemoteModules[Id]>(id);
  if (!loaded) throw new Error(`The ${remoteOf(id)} part of Salone did not provide ${id}`);
  return loaded;
}
