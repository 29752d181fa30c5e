import { isLocale, type Locale } from './locales';
import type { CompiledMessages } from './catalogue';

/** The id of the JSON block a rendered page carries its language and messages in. */
export const I18N_ELEMENT_ID = 'salone-i18n';

/** What a page rendered on the server says about its language. */
export interface I18nState {
  locale: Locale;
  messages: Record<string, CompiledMessages>;
}

/** The language and messages a rendered page came with, if it came with them. */
export function readI18nState(text: string | null | undefined): I18nState | undefined {
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<I18nState>;
    if (!isLocale(state.locale) || typeof state.messages !== 'object' || !state.messages) {
      return undefined;
    }
    return { locale: state.locale, messages: state.messages };
  } catch {
    return undefined;
  }
}
