import * as fs from 'node:fs';
import * as path from 'node:path';
import { CATALOGUE_SECTIONS } from '@salone/remotes';
import { PLANNER_PAGE } from './publicRoutes';

/** What the server knows of a frontend's browser build (its `dist` folder). */
interface BrowserBuild {
  /** Where its files are served (`/`, `/remotes/booking/`). */
  publicPath: string;
  /** chunk-groups.json: the script files of each named chunk group. */
  groups: Record<string, string[]>;
  /** mf-manifest.json: the scripts of each shared and exposed module. */
  manifest: {
    shared?: { name: string; assets: { js: { sync: string[] } } }[];
    exposes?: { name: string; assets: { js: { sync: string[] } } }[];
  };
}

const builds = new Map<string, BrowserBuild>();

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/**
 * Reads the browser builds (`shell` and each remote, name -> its `dist` folder) once, at
 * start-up; a build without the files is simply not named in the pages' hints.
 */
export function setBrowserBuilds(dists: Record<string, string>): void {
  builds.clear();
  for (const [name, dir] of Object.entries(dists)) {
    builds.set(name, {
      publicPath: name === 'shell' ? '/' : `/remotes/${name}/`,
      groups: readJson(path.join(dir, 'chunk-groups.json'), {}),
      manifest: readJson(path.join(dir, 'mf-manifest.json'), {}),
    });
  }
}

/** The shared libraries the shell's start-up code takes from the share scope. */
const STARTUP_SHARED = ['@salone/api-client', '@salone/router', '@salone/ui'];
/** The shared modules the partner portal's pages take from the shell, beyond those. */
const PARTNER_SHARED = ['@salone/i18n', 'react-hook-form'];
/** The shared modules the planner's page takes from the shell, beyond those. */
const PLANNER_SHARED = ['react-hook-form'];
const SHELL_PAGES: Record<string, string> = {
  '/about': 'about',
  '/help-center': 'help-center',
  '/contact': 'contact',
  '/terms-of-service': 'terms-of-service',
  '/privacy-policy': 'privacy-policy',
};
const SECTIONS = new Set<string>(CATALOGUE_SECTIONS.map(({ section }) => section));

/** The scripts a page asks for after the shell's entry, as `[build, file]` pairs. */
function scriptsOf(pathname: string): [string, string][] {
  const shell = builds.get('shell');
  const scripts: [string, string][] = [];
  const add = (build: string, files: string[] | undefined) => {
    for (const file of files ?? []) scripts.push([build, file]);
  };
  add('shell', shell?.groups.bootstrap);
  for (const shared of shell?.manifest.shared ?? []) {
    if (STARTUP_SHARED.includes(shared.name)) add('shell', shared.assets.js.sync);
  }
  const page = SHELL_PAGES[pathname];
  if (page) add('shell', shell?.groups[page]);
  const [, section, id] = pathname.split('/');
  const booking = builds.get('booking');
  if (booking && SECTIONS.has(section)) {
    add('booking', ['remoteEntry.js']);
    const routes = booking.manifest.exposes?.find((e) => e.name === 'CatalogueRoutes');
    add('booking', routes?.assets.js.sync);
    add('booking', booking.groups[`${section}-${id ? 'detail' : 'list'}`]);
  }
  const planner = builds.get('planner');
  if (planner && pathname === PLANNER_PAGE) {
    add('planner', ['remoteEntry.js']);
    const page = planner.manifest.exposes?.find((e) => e.name === 'PlannerPage');
    add('planner', page?.assets.js.sync);
    // The form library the page takes from the shell's share scope.
    for (const shared of shell?.manifest.shared ?? []) {
      if (PLANNER_SHARED.includes(shared.name)) add('shell', shared.assets.js.sync);
    }
  }
  const partner = builds.get('partner');
  const partnerPage = PARTNER_PAGE.exec(pathname);
  if (partner && partnerPage) {
    // What the portal takes from the shell beyond the start-up's: messages and forms.
    for (const shared of shell?.manifest.shared ?? []) {
      if (PARTNER_SHARED.includes(shared.name)) add('shell', shared.assets.js.sync);
    }
    add('shell', shell?.groups['intl-messageformat']);
    add('partner', ['remoteEntry.js']);
    const routes = partner.manifest.exposes?.find((e) => e.name === 'PartnerRoutes');
    add('partner', routes?.assets.js.sync);
    add('partner', partner.groups['messages-partner-en']);
    add('partner', partner.groups[`partner-${partnerPage[1] ?? 'dashboard'}`]);
  }
  return scripts;
}

/**
 * A partner section's page: `/partner` (the dashboard) or `/partner/<section>`, whose chunk
 * group is `partner-<section>` (frontend-partner/src/PartnerRoutes.tsx). The portal is
 * rendered in the browser; its scripts are named in the page so that they download side by
 * side instead of one after another, which a phone on a slow network feels most.
 */
const PARTNER_PAGE = /^\/partner(?:\/([a-z-]+))?\/?$/;

/**
 * `<link rel="preload">` of every script the page will ask for once the shell's entry runs
 * (its start-up chunk and shared libraries, the page's own chunk, for a catalogue page the
 * booking remote's entry, exposed module and page chunk, and for the planner the planner
 * remote's entry and its exposed page), so they download in parallel with the entry instead
 * of one after another (docs/decisions/rendered-page-names-scripts-in-head.md,
 * docs/decisions/take-over-against-rendered-state.md).
 */
export function preloadHints(pathname: string): string {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const [build, file] of scriptsOf(pathname)) {
    const href = `${builds.get(build)!.publicPath}${file}`;
    if (file.startsWith('main.') && build === 'shell') continue; // the page's own script tag
    if (seen.has(href)) continue;
    seen.add(href);
    links.push(`<link rel="preload" as="script" fetchpriority="low" href="${href}">`);
  }
  return links.join('');
}

/**
 * The hints of a page the browser renders (served as index.html): a partner section's page names
 * its scripts; any other page names none, and gets index.html as built.
 */
export function clientPageHints(pathname: string): string {
  return PARTNER_PAGE.test(pathname) ? preloadHints(pathname) : '';
}
