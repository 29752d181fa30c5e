import { shownCurrency } from '@salone/booking-rules';
import { Logger, type INestApplicationContext } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { CatalogueCache } from '../catalogue/index.js';
import { mailConfig } from '../config/configuration.js';
import type { Request, RequestHandler, Response } from 'express';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { withScriptSources } from '../common/http/security-headers.js';
import {
  loadShellRenderer,
  ownOrigin,
  RENDER_TIMEOUT_MS,
  RenderedPages,
  scriptHash,
  type CatalogueGeneration,
  type ShellRenderer,
} from './server-rendering.js';

/** The host app is served at `/`; every other `frontend-<name>` at `/remotes/<name>/`. */
export const SHELL = 'shell';

/** Cache policy of a file whose name carries a content hash: it never changes. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may be kept but must be revalidated (ETag / Last-Modified) before use. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * A content hash in a file name, as webpack's `[contenthash]` writes it: a dot, at least 8
 * lower-case hex digits, a dot (`main.3f9a1c2b7d.js`, `412.0e6b7a9d1c2f3e4a5b6c.css`).
 */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./;
/** Pages, manifests and runtime configuration: always revalidated, hashed name or not. */
const ENTRY_DOCUMENT = /\.(html|json)$/i;

const API_PATH = /^\/api(\/|$)/i;
const REMOTE_PATH = /^\/remotes\/([^/]*)\/?(.*)$/;
const REMOTE_FOLDER = /^frontend-([a-z0-9][a-z0-9-]*)$/;

export const NOT_BUILT_MESSAGE =
  'The Salone web app has not been built yet. Run `npm start` (which builds it) and reload ' +
  'this page. The API is running under /api.';

export interface FrontendLayout {
  /** The folder holding `frontend-*`. */
  root: string;
  /** `frontend-shell/dist`. */
  shellDir: string;
  /** Remote name (`booking`, `planner`, ...) -> its `dist` folder. */
  remotes: Map<string, string>;
}

/** `Cache-Control` for a served file, decided from its name. */
export function cacheControlFor(fileName: string): string {
  const name = path.posix.basename(fileName);
  if (ENTRY_DOCUMENT.test(name)) return CACHE_REVALIDATE;
  return CONTENT_HASH.test(name) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** The frontends under `root`: the shell and one remote per other `frontend-<name>` folder. */
export function findFrontends(root: string): FrontendLayout {
  let entries: fs.Dirent[] = [];
  try {
    entries = fs.readdirSync(root, { withFileTypes: true });
  } catch {
    // No such folder: nothing to serve; every page answers "not built".
  }
  const remotes = new Map<string, string>();
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = REMOTE_FOLDER.exec(entry.name)?.[1];
    if (!entry.isDirectory() || !name || name === SHELL) continue;
    remotes.set(name, path.join(root, entry.name, 'dist'));
  }
  return { root, shellDir: path.join(root, `frontend-${SHELL}`, 'dist'), remotes };
}

/** One line for the start-up log: what is served and which builds are missing. */
export function describeFrontends(layout: FrontendLayout): string {
  const missing = [
    ...(fs.existsSync(path.join(layout.shellDir, 'index.html')) ? [] : [layout.shellDir]),
    ...[...layout.remotes.values()].filter((dir) => !fs.existsSync(dir)),
  ].map((dir) => path.relative(layout.root, dir) || dir);
  const remotes = [...layout.remotes.keys()];
  return (
    `Web app from ${layout.root}: shell at /` +
    (remotes.length > 0 ? `, remotes ${remotes.join(', ')} at /remotes/<name>/` : '') +
    (missing.length > 0 ? `; not built yet: ${missing.join(', ')}` : '')
  );
}

const notFound = (response: Response): void => {
  response.status(404).type('text/plain').setHeader('Cache-Control', CACHE_REVALIDATE);
  response.send('Not found');
};

const methodNotAllowed = (response: Response): void => {
  response.status(405).type('text/plain').setHeader('Allow', 'GET, HEAD');
  response.send('Method not allowed');
};

const notBuilt = (response: Response): void => {
  response.status(503).type('text/plain').setHeader('Cache-Control', 'no-store');
  response.send(NOT_BUILT_MESSAGE);
};

const hasExtension = (urlPath: string): boolean => path.posix.extname(urlPath) !== '';

const acceptsHtml = (request: Request): boolean =>
  (request.headers.accept ?? '').includes('text/html');

/** What `send` reports for a file that is not there (or may not be served). */
const isMissing = (error: NodeJS.ErrnoException & { status?: number }): boolean =>
  error.status === 404 ||
  error.status === 403 ||
  ['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG'].includes(error.code ?? '');

const logger = new Logger('Frontend');

/**
 * Sends `file` (relative to `root`) with its cache policy; `onMissing` runs when there is no
 * such file. `send` handles ETag/If-None-Match, ranges, HEAD and refuses `..` and dotfiles.
 */
function sendStatic(response: Response, root: string, file: string, onMissing: () => void): void {
  // Source maps stay on the server: they would publish the whole source.
  if (file.endsWith('.map')) return onMissing();
  response.setHeader('Cache-Control', cacheControlFor(file));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.sendFile(file, { root, dotfiles: 'ignore' }, (error?: Error) => {
    if (!error || response.headersSent) return;
    const failure = error as NodeJS.ErrnoException & { status?: number };
    if (failure.code === 'ECONNABORTED') return;
    if (isMissing(failure)) return onMissing();
    if (failure.status !== undefined && failure.status < 500) {
      response.status(failure.status).end(); // 400 (NUL in the path), 412, 416
      return;
    }
    logger.error({ err: error, root, file }, 'Could not send a web app file');
    response.status(500).type('text/plain').setHeader('Cache-Control', 'no-store');
    response.send('Something went wrong on our side. Please try again.');
  });
}

/** index.html with `hints` at the end of its <head>, under index.html's own cache policy. */
function sendIndexWithHints(response: Response, template: string, hints: string): void {
  response.setHeader('Cache-Control', cacheControlFor('index.html'));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.type('html').send(template.replace('</head>', `${hints}</head>`));
}

/**
 * What the middleware needs to render public pages on the server
 * (docs/decisions/server-rendering-public-pages.md).
 */
export interface ServerRendering {
  renderer: ShellRenderer;
  pages: RenderedPages;
  /** The shell's index.html, the page every rendered page is written into. */
  template: string;
  /** The site's public origin, for canonical URLs. */
  siteOrigin: string;
  /** The hashes of the inline scripts a rendered page carries, for its CSP. */
  scriptSources: readonly string[];
}

/**
 * A public page rendered on the server with its data, kept while the catalogue does not change;
 * revalidated by its ETag. When it cannot be rendered (a server build missing or failing, an
 * error answer, too slow), `fallback` serves the page to be rendered in the browser instead.
 */
function serveRendered(
  request: Request,
  response: Response,
  ssr: ServerRendering,
  fallback: (status: number) => void,
): void {
  const url = request.url;
  const locale = ssr.renderer.localeOf?.({
    url,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  // Prices in the visitor's currency: their cookie, else their languages
  // (docs/decisions/prices-shown-in-leones.md).
  const currency = shownCurrency(request.headers.cookie, request.headers['accept-language']);
  ssr.pages
    .get(
      url,
      () =>
        ssr.renderer.renderPage({
          url,
          origin: ssr.siteOrigin,
          apiOrigin: ownOrigin(request),
          template: ssr.template,
          signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
          locale,
          currency,
        }),
      locale,
      currency,
    )
    .then((page) => {
      if (response.headersSent) return;
      response.setHeader('Cache-Control', CACHE_REVALIDATE);
      // The page's language and its prices' currency come from the cookies or, without them,
      // the browser's languages when the URL does not name the language.
      response.vary('Cookie');
      response.vary('Accept-Language');
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('ETag', page.etag);
      const csp = response.getHeader('Content-Security-Policy');
      if (typeof csp === 'string') {
        response.setHeader('Content-Security-Policy', withScriptSources(csp, ssr.scriptSources));
      }
      response.type('html');
      if (request.fresh) {
        response.status(304).end();
        return;
      }
      response.send(page.html);
    })
    .catch((error: unknown) => {
      // A page of something that does not exist is rendered in the browser, which says so;
      // its status says so to a search engine.
      const notFound = (error as { status?: unknown } | null)?.status === 404;
      if (notFound) logger.debug({ url }, 'No such listing; its page renders in the browser');
      else
        logger.warn(
          { err: error, url },
          'Could not render the page on the server; it renders in the browser',
        );
      if (!response.headersSent) fallback(notFound ? 404 : 200);
    });
}

/**
 * Serves the built web apps from one origin, ahead of the API's routes:
 * - `/remotes/<name>/...`: files of `frontend-<name>/dist`; a missing file is a plain 404.
 * - any other path outside `/api`: files of `frontend-shell/dist`. A path without a file
 *   extension, or one a browser navigates to (Accept: text/html), that has no file gets
 *   `index.html`: it is a route of the single-page app. Other missing files are a plain 404.
 * - `/api` and `/api/...` (Swagger UI and media included) pass through to the API untouched.
 * - other methods outside `/api` answer 405: nothing there but files.
 * - with `ssr`, the public pages (home, information, catalogue lists and details, the planner's
 *   form) are rendered on the server; if one cannot be, it gets `index.html` as above.
 */
export function frontendMiddleware(layout: FrontendLayout, ssr?: ServerRendering): RequestHandler {
  return (request, response, next) => {
    const urlPath = request.path;
    if (API_PATH.test(urlPath)) return next();
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(response);

    const remote = REMOTE_PATH.exec(urlPath);
    const root = remote ? layout.remotes.get(remote[1]) : layout.shellDir;
    if (!root) return notFound(response);
    let file: string;
    try {
      file = decodeURIComponent(remote ? remote[2] : urlPath.slice(1)) || 'index.html';
    } catch {
      return notFound(response); // a malformed %-escape names no file
    }
    if (remote) return sendStatic(response, root, file, () => notFound(response));
    const page = (status: number) => {
      response.status(status);
      sendStatic(response, root, 'index.html', () => notBuilt(response));
    };
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (ssr && !hasExtension(urlPath) && ssr.renderer.isServerRenderedPath(urlPath, search)) {
      return serveRendered(request, response, ssr, page);
    }
    sendStatic(response, root, file, () => {
      if (hasExtension(urlPath) && !acceptsHtml(request)) return notFound(response);
      // A path outside the route table: the browser shows 'Page Not Found', and the status says
      // so to a search engine.
      const known = ssr?.renderer.isKnownPath?.(urlPath) ?? true;
      // A page that names its scripts (a partner section's) gets them preloaded in its index.html.
      const hints = known ? (ssr?.renderer.clientPageHints?.(urlPath) ?? '') : '';
      if (hints && ssr) return sendIndexWithHints(response, ssr.template, hints);
      page(known ? 200 : 404);
    });
  };
}

export interface ServeOptions {
  /** The site's public origin (PUBLIC_URL), for canonical URLs of rendered pages. */
  siteOrigin?: string;
  /** The catalogue cache: a change to the catalogue drops the rendered pages. */
  catalogue?: CatalogueGeneration;
}

/** The app's public URL and its catalogue cache, from the application's providers. */
export function serveOptions(app: INestApplicationContext): ServeOptions {
  return {
    siteOrigin: app.get<ConfigType<typeof mailConfig>>(mailConfig.KEY).publicUrl,
    catalogue: app.get(CatalogueCache),
  };
}

/** The server rendering of the built shell, when it has a server build. */
export function serverRendering(
  layout: FrontendLayout,
  options: ServeOptions,
): ServerRendering | undefined {
  let template: string;
  try {
    template = fs.readFileSync(path.join(layout.shellDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const renderer = loadShellRenderer(layout.root, layout.remotes);
  if (!renderer) return undefined;
  return {
    renderer,
    template,
    pages: new RenderedPages(options.catalogue),
    siteOrigin: options.siteOrigin ?? 'http://localhost',
    scriptSources: (renderer.INLINE_SCRIPTS ?? []).map(scriptHash),
  };
}

/** Finds the built frontends under `root`, serves them, and logs one line saying what it found. */
export function serveFrontends(
  app: { use(handler: RequestHandler): unknown },
  root: string,
  options: ServeOptions = {},
): void {
  const layout = findFrontends(root);
  const ssr = serverRendering(layout, options);
  app.use(frontendMiddleware(layout, ssr));
  logger.log(
    describeFrontends(layout) +
      (ssr ? '; public pages rendered on the server' : '; every page rendered in the browser'),
  );
}
