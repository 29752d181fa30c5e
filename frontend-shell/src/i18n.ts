import { defineCatalogue } from '@salone/i18n';
import type en from './messages/en.json';
import type accountEn from './messages/account/en.json';
import type pagesEn from './messages/pages/en.json';

/**
 * The shell's messages (header, footer, home, accounts, dashboard, booking page), one language
 * loaded at a time. `npm run strings -w @salone/i18n` counts them.
 */
/** A message of the shell's catalogue. */
export type ShellKey = keyof typeof en;

export const shellMessages = defineCatalogue<keyof typeof en>('shell', {
  en: () => import(/* webpackChunkName: "messages-shell-en" */ './messages/en.json'),
  kri: () => import(/* webpackChunkName: "messages-shell-kri" */ './messages/kri.json'),
  fr: () => import(/* webpackChunkName: "messages-shell-fr" */ './messages/fr.json'),
});

/**
 * The traveller's own pages (booking page, voucher, dashboard): loaded with them, apart from
 * the messages every page needs (docs/decisions/i18n-library-intl-messageformat.md).
 */
/** A message of the account pages' catalogue. */
export type AccountKey = keyof typeof accountEn;

export const accountMessages = defineCatalogue<AccountKey>('shell-account', {
  en: () => import(/* webpackChunkName: "messages-account-en" */ './messages/account/en.json'),
  kri: () => import(/* webpackChunkName: "messages-account-kri" */ './messages/account/kri.json'),
  fr: () => import(/* webpackChunkName: "messages-account-fr" */ './messages/account/fr.json'),
});

/** A message of the information pages' catalogue. */
export type PagesKey = keyof typeof pagesEn;

/**
 * The information pages (privacy policy, terms, about, contact, help): long texts, loaded with
 * those pages only.
 */
export const pagesMessages = defineCatalogue<PagesKey>('shell-pages', {
  en: () => import(/* webpackChunkName: "messages-pages-en" */ './messages/pages/en.json'),
  kri: () => import(/* webpackChunkName: "messages-pages-kri" */ './messages/pages/kri.json'),
  fr: () => import(/* webpackChunkName: "messages-pages-fr" */ './messages/pages/fr.json'),
});
