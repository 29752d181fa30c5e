import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, LOCALES, type Locale } from './locales';

/**
 * One language's messages of one package, as the build compiles them
 * (`catalogue-tools.cjs`): a message without arguments is its text, any other its ICU syntax
 * tree, so no ICU parser is shipped to the browser.
 */
export type CompiledMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/** A message's arguments: numbers, words, or dates. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

type Loader = () => Promise<unknown>;

/**
 * A package's catalogue: its namespace and how each language's messages are loaded (a dynamic
 * import of `messages/<locale>.json`, so a page carries only its language).
 */
export interface Catalogue<Key extends string = string> {
  readonly namespace: string;
  /**
   * Written in English only for now (docs/decisions/partner-portal-english-only.md): shown in
   * English, and formatted as English, whatever the page's language.
   */
  readonly englishOnly?: boolean;
  /** Present only in types: the keys of the English source. */
  readonly keys?: Key;
  load(locale: Locale): Promise<CompiledMessages>;
}

const catalogues = new Map<string, Catalogue>();
const bundles = new Map<string, CompiledMessages>();
const loading = new Map<string, Promise<CompiledMessages>>();

const bundleKey = (namespace: string, locale: Locale) => `${namespace}:${locale}`;

const messagesOf = (module: unknown): CompiledMessages => {
  const value = (module as { default?: unknown }).default ?? module;
  return value as CompiledMessages;
};

/** The syntax tree's element kinds a message is written without intl-messageformat with. */
const LITERAL = 0;
const ARGUMENT = 1;

/** Text with `{name}` arguments only: written by joining its parts. */
const isSimple = (message: readonly MessageFormatElement[]): boolean =>
  message.every((element) => element.type === LITERAL || element.type === ARGUMENT);

let Formatter: typeof IntlMessageFormat | undefined;
let formatterLoading: Promise<void> | undefined;

/**
 * intl-messageformat, loaded with the first catalogue that has a plural, a select, a number or
 * a date in it: a page whose messages are text and `{name}`s does not carry it.
 */
function loadFormatter(): Promise<void> {
  formatterLoading ??= import(
    /* webpackChunkName: "intl-messageformat" */ 'intl-messageformat'
  ).then((module) => {
    Formatter = module.IntlMessageFormat;
  });
  return formatterLoading;
}

/** Resolves when every message of `messages` can be written synchronously. */
function formatterReady(messages: CompiledMessages): Promise<void> {
  const needsFormatter = Object.values(messages).some(
    (message) => typeof message !== 'string' && !isSimple(message),
  );
  return needsFormatter && !Formatter ? loadFormatter() : Promise.resolve();
}

/**
 * Declares a package's catalogue. `Key` is the English source's keys
 * (`keyof typeof import('./messages/en.json')`), so a key that does not exist fails the
 * typecheck.
 */
export function defineCatalogue<Key extends string>(
  namespace: string,
  loaders: Readonly<Record<Locale, Loader>>,
): Catalogue<Key> {
  const catalogue: Catalogue<Key> = {
    namespace,
    load(locale) {
      const key = bundleKey(namespace, locale);
      const loaded = bundles.get(key);
      if (loaded) return Promise.resolve(loaded);
      let pending = loading.get(key);
      if (!pending) {
        pending = loaders[locale]().then(async (module) => {
          const messages = messagesOf(module);
          await formatterReady(messages);
          bundles.set(key, messages);
          loading.delete(key);
          return messages;
        });
        pending.catch(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
  };
  catalogues.set(namespace, catalogue as Catalogue);
  return catalogue;
}

/**
 * Declares a package's catalogue that has English only (named in `ENGLISH_ONLY` of
 * `catalogue-tools.cjs`, whose check then asks for no other language): every language is
 * shown the English, with no missing message, and `useT` formats it as English.
 */
export function defineEnglishOnlyCatalogue<Key extends string>(
  namespace: string,
  loadEnglish: Loader,
): Catalogue<Key> {
  const catalogue = defineCatalogue<Key>(namespace, {
    en: loadEnglish,
    kri: loadEnglish,
    fr: loadEnglish,
  });
  const englishOnly: Catalogue<Key> = {
    namespace,
    englishOnly: true,
    load: () => catalogue.load('en'),
  };
  catalogues.set(namespace, englishOnly as Catalogue);
  return englishOnly;
}

/** The messages of `namespace` in `locale` if they are loaded. */
export const loadedMessages = (namespace: string, locale: Locale): CompiledMessages | undefined =>
  bundles.get(bundleKey(namespace, locale));

/** The promise of `catalogue`'s messages in `locale` (the same promise while it loads). */
export const loadMessages = (catalogue: Catalogue, locale: Locale): Promise<CompiledMessages> =>
  catalogue.load(locale);

/** Loads every catalogue declared so far in `locale` (before switching to it; in tests). */
export async function loadDeclaredCatalogues(locale: Locale): Promise<void> {
  await Promise.all([...catalogues.values()].map((catalogue) => catalogue.load(locale)));
}

/**
 * Messages that came with the page (rendered on the server), known from now on; resolves when
 * they can all be written.
 */
export async function provideMessages(
  locale: Locale,
  messages: Readonly<Record<string, CompiledMessages>>,
): Promise<void> {
  await Promise.all(Object.values(messages).map(formatterReady));
  for (const [namespace, bundle] of Object.entries(messages)) {
    bundles.set(bundleKey(namespace, locale), bundle);
  }
}

const formatters = new Map<string, IntlMessageFormat>();

function formatterFor(
  namespace: string,
  locale: Locale,
  key: string,
  message: MessageFormatElement[],
) {
  if (!Formatter) return undefined;
  const cacheKey = `${namespace}:${locale}:${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Formatter(message, INTL_LOCALE[locale]);
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * `key` of `messages` with values that may be elements and tags that are functions
 * (`{ b: (chunks) => <strong>{chunks}</strong> }`): text, or the parts to render in order.
 */
export function formatRichMessage<Part>(
  namespace: string,
  locale: Locale,
  messages: CompiledMessages,
  key: string,
  values: Readonly<Record<string, unknown>>,
): string | Array<string | Part> {
  const message = messages[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  const formatter = formatterFor(namespace, locale, key, message);
  if (!formatter) return key;
  return formatter.format<Part>(values as never) as string | Array<string | Part>;
}

/** `key` of `messages` written with `values`; the key itself when it is missing. */
export function formatMessage(
  namespace: string,
  locale: Locale,
  messages: CompiledMessages,
  key: string,
  values?: MessageValues,
): string {
  const message = messages[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  if (isSimple(message)) {
    return message
      .map((element) =>
        'value' in element
          ? element.type === LITERAL
            ? element.value
            : String(values?.[element.value] ?? '')
          : '',
      )
      .join('');
  }
  // Loaded with the catalogue (formatterReady); without it the message is not written.
  const formatter = formatterFor(namespace, locale, key, message);
  if (!formatter) return key;
  return String(formatter.format(values as Record<string, string | number | Date>));
}

export { LOCALES };
