import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { ServerStyleSheet } from 'styled-components';
import { createSaloneStore, type SaloneStore } from '@salone/api-client';
import {
  hasNotFoundAnswer,
  hasUnansweredQueries,
  serverState,
  settleQueries,
  stateScriptText,
} from '@salone/api-client/server';
import { SaloneProviders } from '@salone/host';
import { detectLocale, isLocale, type Locale } from '@salone/i18n';
import {
  acceptedLanguages,
  alternateLinkTags,
  i18nStateText,
  messagesFor,
} from '@salone/i18n/server';
import { StaticRouter } from '@salone/router/server';
import { SeoCollectorProvider, setServerOrigin, type SeoMeta } from '@salone/ui';
import { seoHeadTags } from '@salone/ui/server';
import type { ShownCurrency } from '@salone/booking-rules';
import { AppRoutes } from '../app/AppRoutes';
import { PriceViewRoot } from '../app/PriceViewRoot';
import { forgetFailedLoads } from '../remotes/RemotePage';
import { registerServerRemotes } from '../remotes/remotes.server';
import { EARLY_INPUT_SCRIPT } from './earlyInput';
import { START_APP_SCRIPT } from './startAfterPaint';
import { composePage } from './html';
import { preloadHints } from './preloads';
import { isListingPath } from './publicRoutes';

export { isServerRenderedPath } from './publicRoutes';
export { isKnownPath } from './knownPaths';
export { clientPageHints, setBrowserBuilds } from './preloads';
export { STATE_ELEMENT_ID } from './html';

/**
 * The language a page is rendered in, from its URL's `?lang=`, the `salone_lang` cookie and
 * Accept-Language (docs/decisions/language-from-query-cookie-header.md): the server keeps one
 * rendered page per URL and language.
 */
export function localeOf(request: {
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}): Locale {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return detectLocale({
    query,
    cookie: request.cookie,
    acceptLanguage: acceptedLanguages(request.acceptLanguage),
  });
}

/**
 * The inline scripts a rendered page carries, as their exact text: the server allows them by
 * their hash in the page's content security policy (docs/decisions/input-before-live-is-kept.md).
 */
export const INLINE_SCRIPTS: readonly string[] = [EARLY_INPUT_SCRIPT, START_APP_SCRIPT];

/**
 * A listing's page for a listing that does not exist (the API answered its own "not found"): it is served
 * to be rendered in the browser, with the status 404
 * (docs/decisions/missing-listing-page-answers-404.md).
 */
export class PageNotFoundError extends Error {
  readonly status = 404;
  constructor(url: string) {
    super(`${url}: not found`);
    this.name = 'PageNotFoundError';
  }
}

/** Rounds of "render, then wait for the answers it asked for" before a page is given up. */
const MAX_ROUNDS = 4;

export interface RenderRequest {
  /** Path and query of the page (`/hotels?sort=price`). */
  url: string;
  /** The site's origin, for canonical URLs (`https://salone.sl`). */
  origin: string;
  /** Where the server reaches its own API (`http://127.0.0.1:3000`). */
  apiOrigin: string;
  /** The browser build's index.html. */
  template: string;
  /** More tags for <head> (preloads), placed before the page's styles. */
  extraHead?: string;
  /** Stops the render: the page is then given up. */
  signal?: AbortSignal;
  /** The page's language ({@link localeOf}); default English. */
  locale?: string;
  /**
   * The currency prices are written in: the visitor's cookie, else their languages
   * (`shownCurrency` of @salone/booking-rules); dollars when not given.
   */
  currency?: ShownCurrency;
}

/** Where each remote's server build is (`{ booking: '/…/frontend-booking/dist-server/remoteEntry.js' }`). */
export function setRemoteEntries(entries: Record<string, string>): void {
  registerServerRemotes(entries);
}

interface Rendered {
  html: string;
  styles: string;
}

/** One complete render of the app (every lazy part and remote loaded), as HTML. */
function renderOnce(app: ReactElement, signal: AbortSignal | undefined): Promise<Rendered> {
  const sheet = new ServerStyleSheet();
  return new Promise<Rendered>((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(sheet.collectStyles(app), {
      // Every part is written in place, however large: React would otherwise send big parts
      // after the rest with inline scripts to move them in, which the content security policy
      // (rightly) refuses to run. The page is sent whole anyway (onAllReady).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        // Anything that failed (a remote that could not load, a page that threw) was rendered
        // as its fallback, to be retried in the browser: such a page is not served from here.
        if (failure !== undefined) return reject(failure);
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            resolve({ html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags() });
            done();
          },
        });
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  }).finally(() => sheet.seal());
}

/** The resource hints React writes ahead of the app (the first image's preload). */
const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/;

/** Resource hints belong in <head>, where the browser sees them before anything else. */
function splitHints(html: string): { hints: string; body: string } {
  const hints = LEADING_HINTS.exec(html)?.[0] ?? '';
  return { hints, body: html.slice(hints.length) };
}

function shellApp(
  url: string,
  store: SaloneStore,
  collect: (meta: SeoMeta) => void,
  locale: Locale,
  namespaces: Set<string>,
  currency: ShownCurrency,
) {
  return (
    <StrictMode>
      <SeoCollectorProvider value={collect}>
        <SaloneProviders store={store} locale={locale} collectNamespaces={namespaces}>
          <PriceViewRoot initial={currency}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </PriceViewRoot>
        </SaloneProviders>
      </SeoCollectorProvider>
    </StrictMode>
  );
}

/**
 * The complete HTML of a public page with its data: rendered, the answers its queries asked
 * for awaited, rendered again until no new question comes. Rejects when the page cannot be
 * rendered here (a remote missing or failing, an answer that is an error, the signal); the
 * caller then serves the page to be rendered in the browser.
 */
export async function renderPage(request: RenderRequest): Promise<string> {
  forgetFailedLoads();
  setServerOrigin(request.origin);
  const store = createSaloneStore(undefined, { apiOrigin: request.apiOrigin });
  const locale: Locale = isLocale(request.locale) ? request.locale : 'en';
  const namespaces = new Set<string>();
  let seo: SeoMeta | undefined;
  const currency = request.currency ?? 'USD';
  const app = shellApp(
    request.url,
    store,
    (meta) => {
      seo = meta;
    },
    locale,
    namespaces,
    currency,
  );
  for (let round = 1; ; round += 1) {
    seo = undefined;
    const rendered = await renderOnce(app, request.signal);
    request.signal?.throwIfAborted();
    const asked = await settleQueries(store);
    request.signal?.throwIfAborted();
    // An error answer (a listing that does not exist, a refused filter) is shown, and asked
    // again, by the browser; a page of something that does not exist says so to whoever
    // asked for it (a search engine) with its status.
    const pathname = new URL(request.url, 'http://page').pathname.replace(/(.)\/+$/, '$1');
    if (isListingPath(pathname) && hasNotFoundAnswer(store)) {
      throw new PageNotFoundError(request.url);
    }
    if (hasUnansweredQueries(store)) throw new Error(`${request.url}: an answer was an error`);
    if (asked === 0) {
      // The first photo (React's preload, fetchpriority=high) before the scripts.
      const { hints, body } = splitHints(rendered.html);
      // In <head>, before any content: it keeps what is entered from the first paint on.
      const head =
        `<script>${EARLY_INPUT_SCRIPT}</script>` +
        (seo ? seoHeadTags(seo, request.origin) : '') +
        alternateLinkTags(request.url, request.origin) +
        hints +
        preloadHints(pathname) +
        (request.extraHead ?? '');
      return composePage(request.template, {
        head: head + rendered.styles,
        body,
        // The currency goes with the data: the browser takes the page over in it.
        state: stateScriptText(Object.assign(serverState(store), { currency })),
        lang: locale,
        i18n: i18nStateText({ locale, messages: messagesFor(namespaces, locale) }),
      });
    }
    if (round === MAX_ROUNDS)
      throw new Error(`${request.url}: still loading after ${round} renders`);
  }
}
