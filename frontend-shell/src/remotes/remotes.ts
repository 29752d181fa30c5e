import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes the shell knows and where each is served by default (same origin). */
export const DEFAULT_REMOTES = {
  booking: '/remotes/booking/remoteEntry.js',
  planner: '/remotes/planner/remoteEntry.js',
} as const;

export type RemoteName = keyof typeof DEFAULT_REMOTES;

let registration: Promise<void> | undefined;

/**
 * Registers the remotes once, on first use (the home page loads none). A `/remotes.json` file
 * served next to the shell, `{"booking": "https://cdn.example/booking/remoteEntry.js"}`,
 * moves a remote to another origin without rebuilding the shell.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= (async () => {
    const entries: Record<string, string> = { ...DEFAULT_REMOTES };
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

/** Loads `./<module>` exposed by a remote; rejects when the remote cannot be reached. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} is not available`);
  return loaded;
}
