import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  formatMessage,
  formatRichMessage,
  loadDeclaredCatalogues,
  loadedMessages,
  type Catalogue,
  type MessageValues,
} from './catalogue';
import { DEFAULT_LOCALE, localeCookie, type Locale } from './locales';

interface I18nContextValue {
  locale: Locale;
  /** Switches the page to `locale`: its messages are loaded first, then the cookie is kept. */
  setLocale(locale: Locale): void;
  /** True while a switch waits for the new language's messages. */
  switching: boolean;
  /** On the server: the namespaces the page used, whose messages go into its data. */
  used?: Set<string>;
}

const I18nContext = createContext<I18nContextValue>({
  locale: DEFAULT_LOCALE,
  setLocale: () => undefined,
  switching: false,
});

export interface I18nProviderProps {
  /** The page's language (detected, or the one the server rendered it in). */
  locale?: Locale;
  /** Filled with the namespaces the render used (server rendering). */
  collectNamespaces?: Set<string>;
  children?: ReactNode;
}

/** The page's language for everything inside it, and the way to change it. */
export function I18nProvider({
  locale: initial = DEFAULT_LOCALE,
  collectNamespaces,
  children,
}: I18nProviderProps) {
  const [locale, setCurrent] = useState<Locale>(initial);
  const [switching, startTransition] = useTransition();
  const setLocale = useCallback((next: Locale) => {
    startTransition(async () => {
      // Every catalogue the page has met so far, in the new language, before anything changes:
      // the page switches in one step, without a blank moment.
      await loadDeclaredCatalogues(next);
      document.cookie = localeCookie(next);
      startTransition(() => setCurrent(next));
    });
  }, []);
  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(
    () => ({ locale, setLocale, switching, used: collectNamespaces }),
    [locale, setLocale, switching, collectNamespaces],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's language and the switch to another. */
export function useLocale(): Pick<I18nContextValue, 'locale' | 'setLocale' | 'switching'> {
  const { locale, setLocale, switching } = useContext(I18nContext);
  return { locale, setLocale, switching };
}

/** Values of a rich message: text, numbers, elements, and a function per tag. */
export type RichValues = Readonly<
  Record<string, string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>
>;

/**
 * Writes a message of the catalogue: `t('nav.hotels')`, `t('results', { count: 3 })`;
 * `t.rich('ref', { b: (chunks) => <strong>{chunks}</strong> })` for a message with tags.
 */
export interface Translate<Key extends string> {
  (key: Key, values?: MessageValues): string;
  rich(key: Key, values: RichValues): ReactNode;
}

/**
 * The messages of `catalogue` in the page's language. Suspends while they load (a page rendered
 * on the server has them in its data and does not).
 */
export function useT<Key extends string>(catalogue: Catalogue<Key>): Translate<Key> {
  const { locale: pageLocale, used } = useContext(I18nContext);
  const locale: Locale = catalogue.englishOnly ? 'en' : pageLocale;
  used?.add(catalogue.namespace);
  const messages = loadedMessages(catalogue.namespace, locale) ?? use(catalogue.load(locale));
  return useMemo(() => {
    const rich = (key: Key, values: RichValues): ReactNode => {
      const parts = formatRichMessage<ReactNode>(
        catalogue.namespace,
        locale,
        messages,
        key,
        values,
      );
      if (!Array.isArray(parts)) return parts;
      return (
        <Fragment>
          {parts.map((part, index) =>
            isValidElement(part) ? cloneElement(part, { key: index }) : part,
          )}
        </Fragment>
      );
    };
    return Object.assign(
      (key: Key, values?: MessageValues) =>
        formatMessage(catalogue.namespace, locale, messages, key, values),
      { rich },
    );
  }, [catalogue.namespace, locale, messages]);
}
