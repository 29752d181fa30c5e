import { smsSize } from './sms-segments.js';
import {
  SMS_CATALOGUES,
  SMS_FIELD_MAX,
  SMS_LOCALES,
  shorten,
  smsDate,
  smsDateTime,
  smsLeones,
  smsText,
  type SmsKind,
  type SmsParams,
} from './sms-texts.js';

/** Every field at its longest: the worst case of each text. */
const name = 'W'.repeat(SMS_FIELD_MAX.name);
const worst = (locale: (typeof SMS_LOCALES)[number]): { [K in SmsKind]: SmsParams[K] } => ({
  booking_received: {
    ref: 'SL-7K3Q9D',
    name,
    amount: smsLeones(1_125_000),
    ussd: '*715*1*0123456789#',
    until: smsDateTime('2026-08-28T23:59:00Z', locale),
  },
  booking_confirmed: {
    ref: 'SL-7K3Q9D',
    name,
    // The day and the start time (check-in, the tour's start, ...).
    date: smsDateTime('2026-08-28T08:00:00Z', locale),
  },
  booking_cancelled: { ref: 'SL-7K3Q9D', name, refund: true },
  reminder_stay: { ref: 'SL-7K3Q9D', name, time: '14:00' },
  reminder_tour: { ref: 'SL-7K3Q9D', name, time: '06:30', place: 'P'.repeat(SMS_FIELD_MAX.place) },
  reminder_event: { ref: 'SL-7K3Q9D', name, time: '19:30' },
  reminder_other: { ref: 'SL-7K3Q9D', name, time: '17:30' },
  operator_new_booking: {
    ref: 'SL-7K3Q9D',
    name,
    date: smsDate('2026-08-28T00:00:00Z', locale),
    guests: 12,
    customer: 'C'.repeat(SMS_FIELD_MAX.customer),
  },
});

/**
 * The texts that take more than one SMS at their longest, as measured below. English fits
 * one GSM-7 segment everywhere. French does too, but for a date in August: "août" is not in
 * GSM-7, and the text goes as UCS-2 (70 characters a segment). Krio's ɛ and ɔ make a Krio
 * text UCS-2: six of the eight take two segments, "booking received" three; the event and
 * other reminders have neither letter and fit one GSM-7 segment.
 */
const MORE_THAN_ONE: Record<string, number> = {
  'kri booking_received': 3,
  'kri booking_confirmed': 2,
  'kri booking_cancelled': 2,
  'kri reminder_stay': 2,
  'kri reminder_tour': 2,
  'kri operator_new_booking': 2,
  'fr booking_received': 3,
  'fr booking_confirmed': 2,
  'fr operator_new_booking': 2,
};

describe('SMS texts', () => {
  it('fit one segment where the language allows, and the rest are named', () => {
    const measured: Record<string, number> = {};
    const table: string[] = [];
    for (const locale of SMS_LOCALES) {
      const params = worst(locale);
      for (const kind of Object.keys(SMS_CATALOGUES.en) as SmsKind[]) {
        const text = smsText(kind, locale, params[kind] as never);
        const size = smsSize(text);
        table.push(`${locale} ${kind}: ${size.encoding} ${size.units} -> ${size.segments}`);
        if (size.segments > 1) measured[`${locale} ${kind}`] = size.segments;
        if (locale === 'en') expect(size.encoding).toBe('GSM-7');
      }
    }
    expect(measured).toEqual(MORE_THAN_ONE);
    // French outside August: every text in one GSM-7 segment.
    const december = worst('fr');
    december.booking_received.until = smsDateTime('2026-12-28T23:59:00Z', 'fr');
    december.booking_confirmed.date = smsDate('2026-12-28T00:00:00Z', 'fr');
    december.operator_new_booking.date = smsDate('2026-12-28T00:00:00Z', 'fr');
    for (const kind of Object.keys(SMS_CATALOGUES.fr) as SmsKind[]) {
      const size = smsSize(smsText(kind, 'fr', december[kind] as never));
      expect({ kind, ...size }).toMatchObject({ kind, encoding: 'GSM-7', segments: 1 });
    }
    if (process.env.SMS_SIZES) console.log(table.join('\n'));
  });

  it('say the same in every language, with the same facts', () => {
    const params = worst('en');
    for (const kind of Object.keys(SMS_CATALOGUES.en) as SmsKind[]) {
      for (const locale of SMS_LOCALES) {
        const text = smsText(kind, locale, params[kind] as never);
        expect(text).toContain('SL-7K3Q9D');
        if ('name' in params[kind]) expect(text).toContain(name);
      }
    }
    expect(smsText('booking_received', 'en', params.booking_received)).toBe(
      `Salone: booking SL-7K3Q9D received, ${name}. To pay SLE 1,125,000.00, dial *715*1*0123456789# before 28 Aug 23:59.`,
    );
    expect(smsText('booking_confirmed', 'kri', worst('kri').booking_confirmed)).toBe(
      `Salone: Wi dɔn kɔnfam yu bukin SL-7K3Q9D. ${name}, 28 Ɔgɔs 08:00. Tɛnki!`,
    );
    // A language it does not know: English.
    expect(smsText('booking_cancelled', 'de', params.booking_cancelled)).toBe(
      smsText('booking_cancelled', 'en', params.booking_cancelled),
    );
  });

  it('cut long names with "..."', () => {
    expect(shorten('Radisson Blu Mammy Yoko Hotel and Conference Centre', 30)).toBe(
      'Radisson Blu Mammy Yoko Hot...',
    );
    expect(shorten('  River   No. 2 ', 30)).toBe('River No. 2');
  });

  it('measure GSM-7 and UCS-2 as handsets do', () => {
    expect(smsSize('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsSize('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(smsSize('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('Tɛnki')).toMatchObject({ encoding: 'UCS-2', units: 5, nonGsm: ['ɛ'] });
    expect(smsSize('ɔ'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });
});
