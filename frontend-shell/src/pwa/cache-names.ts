/**
 * The service worker's runtime caches (docs/architecture.md, "Offline"). The version is part of
 * each name: a service worker that changes what a cache holds bumps it, and the old caches are
 * deleted when it takes over.
 */
export const CACHE_VERSION = 'v1';

export const CACHES = {
  /** Catalogue reads: lists and details, served stale while they revalidate. */
  catalogue: `salone-catalogue-${CACHE_VERSION}`,
  /** The signed-in traveller's own data (session, bookings, payments): cleared on sign-out. */
  private: `salone-private-${CACHE_VERSION}`,
  /** Each remote's remoteEntry.js, network first: a new deployment is used on the next visit. */
  remoteEntries: `salone-remote-entries-${CACHE_VERSION}`,
  /** The remotes' content-hashed chunks: a name never changes meaning, so cache first. */
  remoteChunks: `salone-remote-chunks-${CACHE_VERSION}`,
  /**
   * Public pages as the server rendered them (home, catalogue lists and details, their data
   * inside), network first: what a catalogue page is offline, since its data came in the page.
   */
  pages: `salone-pages-${CACHE_VERSION}`,
  /** The shell's run-time configuration (remotes.json), network first. */
  config: `salone-config-${CACHE_VERSION}`,
} as const;

/** Every cache this version of the service worker keeps; any other `salone-*` cache is old. */
export const CURRENT_CACHES: readonly string[] = Object.values(CACHES);

/** Deletes the signed-in traveller's cached data (sign-out, another account, session ended). */
export async function clearPrivateCaches(cacheStorage: CacheStorage = caches): Promise<void> {
  const names = await cacheStorage.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('salone-private-'))
      .map((name) => cacheStorage.delete(name)),
  );
}
