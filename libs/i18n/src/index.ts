export {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  LANGUAGE_NAMES,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_QUERY,
  cookieValue,
  detectLocale,
  isLocale,
  localeCookie,
  localeFromAcceptLanguage,
  type Locale,
  type LocaleSources,
} from './locales';
export {
  defineCatalogue,
  defineEnglishOnlyCatalogue,
  formatMessage,
  formatRichMessage,
  loadDeclaredCatalogues,
  loadMessages,
  loadedMessages,
  provideMessages,
  type Catalogue,
  type CompiledMessages,
  type MessageValues,
} from './catalogue';
export {
  I18nProvider,
  useLocale,
  useT,
  type I18nProviderProps,
  type RichValues,
  type Translate,
} from './I18nProvider';
export { I18N_ELEMENT_ID, readI18nState, type I18nState } from './pageState';
