import { I18N_ELEMENT_ID } from '@salone/i18n';
import { ENTRY_ATTRIBUTE, START_APP_SCRIPT } from './startAfterPaint';

/** The id of the element the server writes the store's answers into. */
export const STATE_ELEMENT_ID = 'salone-state';

export interface PageParts {
  /** The tags for <head>: SEO, styles, preloads. */
  head: string;
  /** The rendered app, for the root element. */
  body: string;
  /** The store's answers as JSON text, already escaped for a script element. */
  state: string;
  /** The page's language, for `<html lang>`; default as the template has it. */
  lang?: string;
  /** The page's language and messages as JSON text, escaped (`i18nStateText`). */
  i18n?: string;
}

const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>/;
/** The shell's entry as the browser build's index.html loads it. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;

/**
 * The shell's index.html with a rendered page in it: the page's own title and description
 * replace the defaults, its head tags go before </head>, the app into the root element and its
 * data into a JSON block after it (data, not script: the content security policy runs no
 * inline script but its own, docs/decisions/input-before-live-is-kept.md). The entry script is
 * started once the page has been painted (docs/decisions/rendered-page-painted-before-scripts.md).
 */
export function composePage(template: string, parts: PageParts): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) {
    throw new Error('The page template has no root element or no head');
  }
  const stateBlock =
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${parts.state}</script>` +
    (parts.i18n === undefined
      ? ''
      : `<script type="application/json" id="${I18N_ELEMENT_ID}">${parts.i18n}</script>`);
  const lang = parts.lang;
  return (lang === undefined ? template : template.replace(HTML_LANG, () => `<html lang="${lang}"`))
    .replace(
      ENTRY_SCRIPT,
      (_tag, src: string) =>
        `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${ENTRY_ATTRIBUTE}>` +
        `<script>${START_APP_SCRIPT}</script>`,
    )
    .replace(DEFAULT_TITLE, '')
    .replace(DEFAULT_DESCRIPTION, '')
    .replace('</head>', () => `${parts.head}</head>`)
    .replace(ROOT, () => `<div id="root">${parts.body}</div>${stateBlock}`);
}
