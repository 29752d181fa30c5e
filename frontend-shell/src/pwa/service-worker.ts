/**
 * The service worker (built by Workbox's InjectManifest through libs/build-config, served at
 * /sw.js). What it does is described in docs/architecture.md, "Offline":
 * - precaches the shell's files (its entry and chunks, the offline page, icons, manifest);
 * - pages: network first; the public pages (home, catalogue) are kept as they came, with their
 *   data; offline, a kept page, else the shell for the routes it can show, else the offline page;
 * - remotes: remoteEntry.js network first, content-hashed chunks cache first, so an entry and
 *   chunks of different deployments never meet; the entries and their first chunks are fetched
 *   at install, so the catalogue opens offline after one visit;
 * - catalogue reads stale-while-revalidate; the traveller's own reads network first, deleted
 *   when someone signs in or out, or the session has ended.
 */
import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { REMOTES } from '@salone/remotes';
import { CACHES, CURRENT_CACHES, clearPrivateCaches } from './cache-names';
import {
  isAccountChange,
  isCatalogueRead,
  isOfflineRoute,
  isPrivateRead,
  isRemoteEntry,
  isRemoteHashedFile,
  isSavedPage,
} from './routes';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface ServiceWorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}

const scope = self as unknown as ServiceWorkerScope;

// Pages are not answered from the precache (no directory index): a page comes from the
// network whenever it can, so a new deployment is used on the next visit.
// `self.__WB_MANIFEST` is replaced at build time by the list of files to precache.
precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST, {
  directoryIndex: '',
  cleanURLs: false,
});

const sameOrigin = (url: URL) => url.origin === scope.location.origin;
const okOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 ? response : null,
};

// Pages.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ request, url }) => {
    const saved = isSavedPage(url.pathname);
    try {
      const response = await fetch(request);
      if (saved && response.status === 200) {
        const copy = response.clone();
        void caches.open(CACHES.pages).then((pages) => pages.put(url.href, copy));
      }
      return response;
    } catch {
      // Offline: a public page as it last came (with its data), else the shell for the routes
      // it can show from what it saved, else the offline page.
      const kept = saved ? await (await caches.open(CACHES.pages)).match(url.href) : undefined;
      if (kept) return kept;
      const fallback = isOfflineRoute(url.pathname) ? '/index.html' : '/offline.html';
      return (await matchPrecache(fallback)) ?? Response.error();
    }
  },
);

// Remotes.
registerRoute(
  ({ url }) => sameOrigin(url) && isRemoteEntry(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.remoteEntries,
    networkTimeoutSeconds: 8,
    plugins: [okOnly],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && isRemoteHashedFile(url.pathname),
  new CacheFirst({
    cacheName: CACHES.remoteChunks,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/remotes.json',
  new NetworkFirst({ cacheName: CACHES.config, networkTimeoutSeconds: 8, plugins: [okOnly] }),
);

// Catalogue reads.
registerRoute(
  ({ url }) => sameOrigin(url) && isCatalogueRead(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CACHES.catalogue,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
);

// The traveller's own reads. A session answer that says nobody is signed in (signed out
// elsewhere, or the session ended) deletes what was kept for the last traveller.
registerRoute(
  ({ url }) => sameOrigin(url) && isPrivateRead(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.private,
    networkTimeoutSeconds: 10,
    plugins: [
      {
        cacheWillUpdate: async ({ request, response }) => {
          if (response.status !== 200) return null;
          if (new URL(request.url).pathname !== '/api/auth/session') return response;
          const session = (await response.clone().json()) as { authenticated?: boolean };
          if (session.authenticated) return response;
          await clearPrivateCaches();
          return null;
        },
      },
    ],
  }),
);

// Signing in, out, up, or deleting the account: whatever the answer, the next person on this
// phone must not see the last traveller's trips.
for (const method of ['POST', 'DELETE'] as const) {
  registerRoute(
    ({ url }) => sameOrigin(url) && isAccountChange(url.pathname),
    async ({ request }) => {
      await clearPrivateCaches();
      try {
        return await fetch(request);
      } finally {
        await clearPrivateCaches();
      }
    },
    method,
  );
}

/** Each remote's entry and the chunks its exposed modules start with. */
async function warmRemotes(): Promise<void> {
  const entries = await caches.open(CACHES.remoteEntries);
  const chunks = await caches.open(CACHES.remoteChunks);
  await Promise.all(
    Object.values(REMOTES).map(async (entryPath) => {
      const base = entryPath.slice(0, entryPath.lastIndexOf('/') + 1);
      const manifest = (await (await fetch(`${base}mf-manifest.json`)).json()) as {
        exposes?: Array<{ assets?: { js?: { sync?: string[] } } }>;
      };
      const first = (manifest.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []);
      await entries.add(entryPath);
      await chunks.addAll(first.map((file) => base + file));
    }),
  );
}

scope.addEventListener('install', (event) => {
  // A remote that cannot be reached now is cached when it is first used.
  event.waitUntil(warmRemotes().catch(() => undefined));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([...CURRENT_CACHES, cacheNames.precache, cacheNames.runtime]);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('salone-') && !keep.has(name))
          .map((name) => caches.delete(name)),
      );
    })(),
  );
});
