import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@salone/router';
import { createSaloneStore, preloadedStateFrom, setupListeners } from '@salone/api-client';
import { SaloneProviders } from '@salone/host';
import {
  detectLocale,
  I18N_ELEMENT_ID,
  LOCALE_QUERY,
  localeCookie,
  provideMessages,
  readI18nState,
} from '@salone/i18n';
import { AppRoutes } from './app/AppRoutes';
import { browserCurrency, PriceViewRoot } from './app/PriceViewRoot';
import { STATE_ELEMENT_ID } from './server/html';
import { shellMessages } from './i18n';

/**
 * The answers a page rendered on the server came with
 * (docs/decisions/rendered-page-data-carried-as-json.md), if any.
 */
function serverAnswers() {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as { currency?: unknown };
    return { state: preloadedStateFrom(data), currency: data.currency };
  } catch {
    return undefined;
  }
}

const answers = serverAnswers();
const preloaded = answers?.state;
/** The currency the server wrote prices in, else the visitor's choice or languages. */
const currency = browserCurrency(answers?.currency);
/** The one store of the app; remotes use it through the shell's providers. */
const store = createSaloneStore(preloaded);
// What the server rendered with: the page is taken over against this state, even where it is
// taken over after the session (or anything else) has answered
// (docs/decisions/planner-plan-rendered-in-browser.md).
const serverState = preloaded ? store.getState() : undefined;
// Queries on screen are fetched again when the connection comes back.
setupListeners(store.dispatch);

const container = document.getElementById('root')!;
/** A page that came rendered with its data is taken over as it stands; any other is rendered. */
const takingOver = preloaded !== undefined && container.firstElementChild !== null;

/**
 * The page's language: the one a rendered page was rendered in, with its messages (no second
 * fetch), else from the URL, the cookie and the browser's languages; the shell's messages are
 * then loaded before the first render, so no English flashes before Krio or French.
 */
async function pageLanguage() {
  const rendered = readI18nState(document.getElementById(I18N_ELEMENT_ID)?.textContent);
  const locale =
    rendered?.locale ??
    detectLocale({
      query: window.location.search,
      cookie: document.cookie,
      acceptLanguage: navigator.languages,
    });
  if (rendered) await provideMessages(rendered.locale, rendered.messages);
  // A link with `?lang=` chooses the language for the next pages too.
  if (new URLSearchParams(window.location.search).get(LOCALE_QUERY) === locale) {
    document.cookie = localeCookie(locale);
  }
  document.documentElement.lang = locale;
  await shellMessages.load(locale).catch(() => undefined);
  return locale;
}

void pageLanguage().then((locale) => {
  const app = (
    <StrictMode>
      <SaloneProviders
        store={store}
        serverState={serverState}
        documentStylesInPage={takingOver && document.querySelector('style[data-styled]') !== null}
        locale={locale}
      >
        <PriceViewRoot initial={currency}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </PriceViewRoot>
      </SaloneProviders>
    </StrictMode>
  );
  // Taking a page over is a transition: React does the work in small slices between which the
  // browser stays responsive (a tap or a scroll is not held up by one long task), and the page
  // is on screen already (docs/decisions/rendered-page-taken-over-in-slices.md).
  if (takingOver) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
