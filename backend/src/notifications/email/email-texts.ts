/**
 * The e-mails' words: ICU message catalogues, English the source (`messages/en.json`), Krio
 * and French beside it for the traveller's e-mails; the operators' and admins' e-mails in
 * English only (`messages/partner/en.json`, the partner portal's language). The workspace's
 * catalogue check (libs/i18n) holds every language to the English keys and arguments, and
 * `npm run strings -w @salone/i18n` counts them (docs/decisions/email-catalogue-and-language.md).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import kri from './messages/kri.json' with { type: 'json' };
import partner from './messages/partner/en.json' with { type: 'json' };

export const EMAIL_LOCALES = ['en', 'kri', 'fr'] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

export type EmailKey = keyof typeof en;
export type PartnerEmailKey = keyof typeof partner;
type Values = Record<string, string | number>;

export const EMAIL_CATALOGUES: Record<EmailLocale, Record<string, string>> = { en, kri, fr };

/** The locale Intl writes numbers with: the runtime has no Krio, whose numbers are English's. */
const INTL_LOCALE: Record<EmailLocale, string> = { en: 'en', kri: 'en', fr: 'fr' };

const compiled = new Map<string, IntlMessageFormat>();

function format(
  catalogue: Record<string, string>,
  locale: EmailLocale,
  key: string,
  values?: Values,
): string {
  const id = `${catalogue === partner ? 'partner' : locale}:${key}`;
  let formatter = compiled.get(id);
  if (!formatter) {
    // A message a language lacks is written in English (the catalogue check names it).
    const source = catalogue[key] ?? (en as Record<string, string>)[key];
    if (source === undefined) throw new Error(`No e-mail message ${id}`);
    formatter = new IntlMessageFormat(source, INTL_LOCALE[catalogue[key] ? locale : 'en']);
    compiled.set(id, formatter);
  }
  return String(formatter.format(values));
}

/** The language of an account's e-mails: its own when the product has it, else English. */
export const emailLocale = (locale: unknown): EmailLocale =>
  (EMAIL_LOCALES as readonly unknown[]).includes(locale) ? (locale as EmailLocale) : 'en';

/** One traveller message in `locale`. */
export type EmailTexts = (key: EmailKey, values?: Values) => string;
export const emailTexts =
  (locale: EmailLocale): EmailTexts =>
  (key, values) =>
    format(EMAIL_CATALOGUES[locale], locale, key, values);

/** One message of the operators' and admins' e-mails (English). */
export const partnerText = (key: PartnerEmailKey, values?: Values): string =>
  format(partner, 'en', key, values);
