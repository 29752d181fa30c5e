/**
 * The SMS texts, one catalogue per language (English the source, Krio in its standard
 * orthography, French). Each is short: one SMS where the language allows it
 * (sms-texts.spec.ts measures every text at its longest and names the ones that do not fit).
 * Krio's ɛ and ɔ are not in the GSM-7 alphabet, so a Krio text is sent as UCS-2, where one
 * SMS holds 70 characters (docs/decisions/sms-texts-and-languages.md).
 */

export const SMS_LOCALES = ['en', 'kri', 'fr'] as const;
export type SmsLocale = (typeof SMS_LOCALES)[number];

/** What each text says, by kind. */
export interface SmsParams {
  booking_received: { ref: string; name: string; amount: string; ussd: string; until: string };
  booking_confirmed: { ref: string; name: string; date: string };
  booking_cancelled: { ref: string; name: string; refund: boolean };
  reminder_stay: { ref: string; name: string; time: string };
  reminder_tour: { ref: string; name: string; time: string; place: string };
  reminder_event: { ref: string; name: string; time: string };
  reminder_other: { ref: string; name: string; time: string };
  operator_new_booking: {
    ref: string;
    name: string;
    date: string;
    guests: number;
    customer: string;
  };
}
export type SmsKind = keyof SmsParams;

type Catalogue = { [K in SmsKind]: (p: SmsParams[K]) => string };

const en: Catalogue = {
  booking_received: (p) =>
    `Salone: booking ${p.ref} received, ${p.name}. To pay ${p.amount}, dial ${p.ussd} before ${p.until}.`,
  booking_confirmed: (p) => `Salone: booking ${p.ref} confirmed. ${p.name}, ${p.date}. Thank you!`,
  booking_cancelled: (p) =>
    `Salone: booking ${p.ref} (${p.name}) is cancelled.${p.refund ? ' What you paid will be refunded.' : ''}`,
  reminder_stay: (p) => `Salone: ${p.name} tomorrow, check-in from ${p.time}. Booking ${p.ref}.`,
  reminder_tour: (p) =>
    `Salone: ${p.name} tomorrow. Pickup ${p.time}, ${p.place}. Booking ${p.ref}.`,
  reminder_event: (p) => `Salone: ${p.name} starts tomorrow at ${p.time}. Booking ${p.ref}.`,
  reminder_other: (p) => `Salone: ${p.name} tomorrow, ${p.time}. Booking ${p.ref}.`,
  operator_new_booking: (p) =>
    `Salone: new booking ${p.ref}: ${p.name}, ${p.date}, ${p.guests} guest${p.guests === 1 ? '' : 's'}, ${p.customer}.`,
};

const kri: Catalogue = {
  booking_received: (p) =>
    `Salone: Wi gɛt yu bukin ${p.ref}, ${p.name}. Fɔ pe ${p.amount}, dayal ${p.ussd} bifo ${p.until}.`,
  booking_confirmed: (p) => `Salone: Wi dɔn kɔnfam yu bukin ${p.ref}. ${p.name}, ${p.date}. Tɛnki!`,
  booking_cancelled: (p) =>
    `Salone: Wi dɔn kansul yu bukin ${p.ref} (${p.name}).${p.refund ? ' Wi go gi yu yu mɔni bak.' : ''}`,
  reminder_stay: (p) => `Salone: ${p.name} na tumara. Chɛk-in frɔm ${p.time}. Bukin ${p.ref}.`,
  reminder_tour: (p) => `Salone: ${p.name} na tumara. Pikɔp ${p.time}, ${p.place}. Bukin ${p.ref}.`,
  reminder_event: (p) => `Salone: ${p.name} de bigin tumara ${p.time}. Bukin ${p.ref}.`,
  reminder_other: (p) => `Salone: ${p.name} na tumara, ${p.time}. Bukin ${p.ref}.`,
  operator_new_booking: (p) =>
    `Salone: Nyu bukin ${p.ref}: ${p.name}, ${p.date}, ${p.guests} pɔsin, ${p.customer}.`,
};

const fr: Catalogue = {
  booking_received: (p) =>
    `Salone : réservation ${p.ref} enregistrée, ${p.name}. Pour payer ${p.amount}, composez ${p.ussd} avant le ${p.until}.`,
  booking_confirmed: (p) =>
    `Salone : réservation ${p.ref} confirmée. ${p.name}, ${p.date}. Merci !`,
  booking_cancelled: (p) =>
    `Salone : réservation ${p.ref} (${p.name}) annulée.${p.refund ? ' Vous serez remboursé.' : ''}`,
  reminder_stay: (p) =>
    `Salone : ${p.name} demain, arrivée à partir de ${p.time}. Réservation ${p.ref}.`,
  reminder_tour: (p) =>
    `Salone : ${p.name} demain. Départ ${p.time}, ${p.place}. Réservation ${p.ref}.`,
  reminder_event: (p) => `Salone : ${p.name} commence demain à ${p.time}. Réservation ${p.ref}.`,
  reminder_other: (p) => `Salone : ${p.name} demain, ${p.time}. Réservation ${p.ref}.`,
  operator_new_booking: (p) =>
    `Salone : nouvelle réservation ${p.ref} : ${p.name}, ${p.date}, ${p.guests} pers., ${p.customer}.`,
};

export const SMS_CATALOGUES: Record<SmsLocale, Catalogue> = { en, kri, fr };

/** The text of one SMS in a language (English for one it does not know). */
export function smsText<K extends SmsKind>(kind: K, locale: string, params: SmsParams[K]): string {
  const catalogue =
    SMS_CATALOGUES[
      (SMS_LOCALES as readonly string[]).includes(locale) ? (locale as SmsLocale) : 'en'
    ];
  return (catalogue[kind] as (p: SmsParams[K]) => string)(params);
}

/** Longest name, place or customer in a text; longer ones are cut with "...". */
export const SMS_FIELD_MAX = { name: 30, place: 30, customer: 24 } as const;

/** Cuts `value` to `max` characters, ending with "..." when it was longer. */
export function shorten(value: string, max: number): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

const MONTHS: Record<SmsLocale, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  kri: ['Jan', 'Feb', 'Mach', 'Epr', 'Me', 'Jun', 'Jul', 'Ɔgɔs', 'Sɛp', 'Ɔkt', 'Nɔv', 'Dis'],
  fr: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
};

/** `20 Dec`, `20 déc.`: the day in Freetown (GMT, as the booking's dates). */
export function smsDate(iso: string, locale: SmsLocale): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[locale][date.getUTCMonth()]}`;
}

/** `20 Dec 14:30`. */
export function smsDateTime(iso: string, locale: SmsLocale): string {
  return `${smsDate(iso, locale)} ${smsTime(iso)}`;
}

/** `14:30`, Freetown time (GMT). */
export function smsTime(iso: string): string {
  return new Date(iso).toISOString().slice(11, 16);
}

/** `SLE 1,125.00`, as the e-mails write leones. */
export function smsLeones(amount: number): string {
  return `SLE ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
