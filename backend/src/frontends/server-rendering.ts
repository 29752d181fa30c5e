import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import type { Request } from 'express';
import { datedQuery } from '../catalogue/index.js';

/** Where a frontend's server build is, inside its folder (libs/build-config, SERVER_DIST). */
export const SERVER_DIST = 'dist-server';
/** A page not rendered within this time is served to be rendered in the browser instead. */
export const RENDER_TIMEOUT_MS = 5_000;
/** Rendered pages kept: every public page, and some of their filtered variants. */
export const RENDERED_MAX_ENTRIES = 200;
/** A kept page is rendered again after this long even if no change was signalled. */
export const RENDERED_TTL_MS = 30_000;

/** What the shell's server build (`frontend-shell/dist-server/server.js`) exports. */
export interface ShellRenderer {
  /** Whether the page at `pathname` with the query `search` (`?a=b`, or '') is rendered here. */
  isServerRenderedPath(pathname: string, search?: string): boolean;
  /**
   * Whether `pathname` is a page of the app's route table, not its 'Page Not Found'
   * (docs/decisions/unknown-path-answers-404.md); a path it does not know is served with the status
   * 404.
   */
  isKnownPath?(pathname: string): boolean;
  setRemoteEntries(entries: Record<string, string>): void;
  /**
   * The language a page is rendered in, from its URL's `?lang=`, the `salone_lang` cookie and
   * Accept-Language (docs/decisions/language-from-query-cookie-header.md).
   */
  localeOf?(request: { url: string; cookie?: string; acceptLanguage?: string }): string;
  /** The browser builds (name -> `dist`), whose scripts a page's <head> preloads. */
  setBrowserBuilds?(dists: Record<string, string>): void;
  /**
   * For a page rendered in the browser: `<link rel="preload">` tags of the scripts it will ask
   * for (a partner section's page), written into its index.html; '' for any other page.
   */
  clientPageHints?(pathname: string): string;
  /**
   * The exact text of each inline script a rendered page carries (what is entered before the
   * page is live, docs/decisions/input-before-live-is-kept.md): its page's content security policy
   * allows them by their hash, and no other inline script.
   */
  readonly INLINE_SCRIPTS?: readonly string[];
  renderPage(request: {
    url: string;
    origin: string;
    apiOrigin: string;
    template: string;
    extraHead?: string;
    signal?: AbortSignal;
    locale?: string;
    /** The currency prices are written in (older server builds write dollars). */
    currency?: 'USD' | 'SLE';
  }): Promise<string>;
}

/** The change counter of the catalogue cache: a page rendered before a change is stale. */
export interface CatalogueGeneration {
  readonly enabled: boolean;
  readonly currentGeneration: number;
}

export interface RenderedPage {
  html: Buffer;
  /** Strong validator: the hash of the bytes. */
  etag: string;
}

const logger = new Logger('ServerRendering');

const isRenderer = (value: unknown): value is ShellRenderer =>
  !!value &&
  typeof (value as ShellRenderer).renderPage === 'function' &&
  typeof (value as ShellRenderer).isServerRenderedPath === 'function' &&
  typeof (value as ShellRenderer).setRemoteEntries === 'function';

/**
 * Loads the shell's server build and tells it where each remote's server build is. `undefined`
 * when the shell has none (not built, or it fails to load): pages are then rendered in the
 * browser, as before. A remote without a server build is still registered: its pages fail to
 * render here and fall back the same way.
 */
export function loadShellRenderer(
  root: string,
  remotes: ReadonlyMap<string, string>,
): ShellRenderer | undefined {
  const bundle = path.join(root, 'frontend-shell', SERVER_DIST, 'server.js');
  if (!fs.existsSync(bundle)) return undefined;
  try {
    const renderer: unknown = createRequire(bundle)(bundle);
    if (!isRenderer(renderer)) throw new Error(`${bundle} is not the shell's renderer`);
    const entries: Record<string, string> = {};
    for (const [name, dist] of remotes) {
      entries[name] = path.join(path.dirname(dist), SERVER_DIST, 'remoteEntry.js');
    }
    renderer.setRemoteEntries(entries);
    renderer.setBrowserBuilds?.({
      shell: path.join(root, 'frontend-shell', 'dist'),
      ...Object.fromEntries(remotes),
    });
    return renderer;
  } catch (error) {
    logger.error(
      { err: error, bundle },
      'Could not load the server renderer; pages render in the browser',
    );
    return undefined;
  }
}

/** The CSP source expression of an inline script: `'sha256-<base64 of its hash>'`. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Where this server answers the request, for its own API calls (`http://127.0.0.1:3000`). */
export function ownOrigin(request: Request): string {
  const address = (request.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${request.socket.localPort}`;
}

/** A rendered page's bytes and their strong validator. */
const asPage = (text: string): RenderedPage => {
  const html = Buffer.from(text, 'utf8');
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url')}"` };
};

interface Kept extends RenderedPage {
  generation: number;
  storedAt: number;
}

/**
 * Rendered public pages kept in memory by URL and language, as long as the catalogue has not changed since
 * they were rendered (the catalogue cache's change counter,
 * docs/decisions/rendered-pages-kept-in-memory.md) and for {@link RENDERED_TTL_MS} at most. Renders
 * of one URL running at once are shared.
 */
export class RenderedPages {
  private readonly pages = new Map<string, Kept>();
  private readonly running = new Map<string, Promise<RenderedPage>>();

  constructor(
    private readonly catalogue: CatalogueGeneration | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  private current(key: string): Kept | undefined {
    const kept = this.pages.get(key);
    if (!kept) return undefined;
    const fresh =
      this.catalogue?.enabled === true &&
      kept.generation === this.catalogue.currentGeneration &&
      this.now() - kept.storedAt <= RENDERED_TTL_MS;
    if (fresh) return kept;
    this.pages.delete(key);
    return undefined;
  }

  /**
   * The page at `url` in `locale` (and `currency`), kept or rendered by `render` (whose rejection is the caller's). A page
   * whose URL carries dates shows availability for them: it is rendered for every request and
   * never kept or shared, as the API never keeps such answers
   * (docs/decisions/catalogue-answer-cache.md).
   */
  get(
    url: string,
    render: () => Promise<string>,
    locale = 'en',
    currency?: 'USD' | 'SLE',
  ): Promise<RenderedPage> {
    if (datedQuery(url)) return render().then(asPage);
    // One page per URL, language and currency its prices are written in: a page in leones is
    // never served to a visitor who reads dollars, nor a Krio page to one who reads English.
    const key = currency ? `${locale} ${currency} ${url}` : `${locale} ${url}`;
    const kept = this.current(key);
    if (kept) return Promise.resolve(kept);
    let running = this.running.get(key);
    if (!running) {
      const generation = this.catalogue?.currentGeneration ?? 0;
      running = render()
        .then((text) => {
          const page = asPage(text);
          this.keep(key, page, generation);
          return page;
        })
        .finally(() => this.running.delete(key));
      this.running.set(key, running);
    }
    return running;
  }

  private keep(key: string, page: RenderedPage, generation: number): void {
    if (!this.catalogue?.enabled || generation !== this.catalogue.currentGeneration) return;
    this.pages.delete(key);
    this.pages.set(key, { ...page, generation, storedAt: this.now() });
    if (this.pages.size > RENDERED_MAX_ENTRIES) {
      this.pages.delete(this.pages.keys().next().value as string);
    }
  }
}
