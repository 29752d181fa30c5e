/**
 * Which requests the service worker treats how. Pure functions of the URL, shared by the
 * service worker and its unit tests.
 */
import { CATALOGUE_SECTIONS } from '@salone/remotes';

const SECTIONS = CATALOGUE_SECTIONS.map(({ section }) => section).join('|');

/** Catalogue reads: `/api/hotels`, `/api/hotels/3`, `/api/hotels/3/rooms`, the service content. */
const CATALOGUE_API = new RegExp(
  `^/api/(?:(?:${SECTIONS})(?:/\\d+(?:/rooms)?)?|content/service-content)$`,
);

/** The signed-in traveller's own reads: who is signed in, their bookings, their payments. */
const PRIVATE_API = /^\/api\/(?:auth\/(?:session|user)|bookings(?:\/.*)?|payments\/.+)$/;

/** Writes after which another person may be using the browser: private caches are cleared. */
const ACCOUNT_CHANGE = /^\/api\/(?:auth\/(?:login|logout|register)|account\/delete)$/;

/**
 * App routes the shell can show from what it saved: home, the traveller's trips and bookings,
 * and the catalogue (its cached lists and details). Any other navigation offline gets the
 * offline page.
 */
const OFFLINE_ROUTES = new RegExp(`^/(?:|dashboard|bookings/[^/]+|(?:${SECTIONS})(?:/[^/]+)?)/?$`);

/**
 * Public pages kept as they came (rendered on the server, the same for everyone): the home page
 * and the catalogue's lists and details, so they read offline with the data they came with.
 */
const SAVED_PAGES = new RegExp(`^/(?:|(?:${SECTIONS})(?:/[^/]+)?)/?$`);

/** A remote's entry (`/remotes/booking/remoteEntry.js`) or its federation manifest. */
const REMOTE_ENTRY = /^\/remotes\/[a-z0-9-]+\/(?:remoteEntry\.js|mf-manifest\.json)$/;

/** A remote's content-hashed file (`/remotes/booking/223.ab36d1d74bc093a8.js`). */
const REMOTE_HASHED = /^\/remotes\/[a-z0-9-]+\/[^/]*\.[0-9a-f]{8,}\.[a-z]+$/;

export const isCatalogueRead = (path: string) => CATALOGUE_API.test(path);
export const isPrivateRead = (path: string) => PRIVATE_API.test(path);
export const isAccountChange = (path: string) => ACCOUNT_CHANGE.test(path);
export const isOfflineRoute = (path: string) => OFFLINE_ROUTES.test(path);
export const isSavedPage = (path: string) => SAVED_PAGES.test(path);
export const isRemoteEntry = (path: string) => REMOTE_ENTRY.test(path);
export const isRemoteHashedFile = (path: string) => REMOTE_HASHED.test(path);
