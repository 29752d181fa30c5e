/**
 * How many SMS segments a text takes. GSM 03.38's 7-bit alphabet fits 160 characters in one
 * segment (153 per segment when split); its extension characters count twice. Any other
 * character turns the whole text into UCS-2: 70 UTF-16 units in one segment, 67 when split.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
  /** The characters that are not in the GSM-7 alphabet (they made it UCS-2). */
  nonGsm: string[];
}

export function smsSize(text: string): SmsSize {
  let septets = 0;
  const nonGsm = new Set<string>();
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else nonGsm.add(char);
  }
  if (nonGsm.size === 0) {
    return {
      encoding: 'GSM-7',
      units: septets,
      segments: septets <= 160 ? 1 : Math.ceil(septets / 153),
      nonGsm: [],
    };
  }
  const units = text.length;
  return {
    encoding: 'UCS-2',
    units,
    segments: units <= 70 ? 1 : Math.ceil(units / 67),
    nonGsm: [...nonGsm],
  };
}
