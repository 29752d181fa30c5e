import { z } from 'zod';

/**
 * The backend's checks of listing fields (listing-input.dto.ts, validators.ts), with its own
 * messages, so a field says in the form what the server would say. Numbers are kept as the
 * text typed and converted when the request is made.
 */
export const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Text that may be left empty. */
export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

const WHOLE = /^-?\d+$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export const whole = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(WHOLE, `${label} must be a whole number`)
    .refine((value) => Number(value) >= min, `${label} must be at least ${min}`)
    .refine((value) => Number(value) <= max, `${label} must be at most ${max}`);

/** A whole number that may be left empty. */
export const optionalWhole = (label: string, min: number, max: number) =>
  z.union([z.literal(''), whole(label, min, max)]);

const amount = (label: string, max: number, allowZero: boolean) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(AMOUNT, `${label} must be an amount in US dollars, e.g. 120 or 89.50`)
    .refine(
      (value) => (allowZero ? Number(value) >= 0 : Number(value) > 0),
      allowZero ? `${label} must not be negative` : `${label} must be more than 0`,
    )
    .refine((value) => Number(value) <= max, `${label} must be at most ${max}`);

/** US dollars above zero, at most two decimals. */
export const dollars = (label: string, max: number) => amount(label, max, false);
/** US dollars, zero allowed. */
export const dollarsOrZero = (label: string, max: number) => amount(label, max, true);
/** US dollars that may be left empty. */
export const optionalDollars = (label: string, max: number) =>
  z.union([z.literal(''), dollars(label, max)]);

/** A list typed one entry a line (amenities, features, ...). */
export const lines = (label: string, maxItems = 40, maxLength = 200) =>
  z
    .string()
    .refine(
      (value) => toLines(value).length <= maxItems,
      `${label} may have at most ${maxItems} entries`,
    )
    .refine(
      (value) => toLines(value).every((line) => line.length <= maxLength),
      `Each of ${label} must be at most ${maxLength} characters`,
    );

/** The non-empty lines of a text, trimmed. */
export function toLines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export const fromLines = (list: readonly string[] | undefined | null) => (list ?? []).join('\n');

/** A number typed as text, for the request. */
export const toNumber = (value: string) => Number(value.trim());

/** A number that may be left empty: null when empty. */
export const toNumberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A time of day, HH:MM (Freetown), as the server checks it. */
export const serviceTime = (label: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be HH:MM`);

/** Every half hour of the day, the choices of a time select. */
export const HALF_HOURS = Array.from({ length: 48 }, (_, i) => {
  const time = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value: time, label: 'listingForm.timeOption' as const, values: { time } };
});

const DEGREES = /^-?\d{1,3}(\.\d{1,6})?$/;

/**
 * A coordinate in degrees that may be left empty, inside Sierra Leone's box (the server's
 * check, catalogue/location.ts), with at most six decimals.
 */
export const coordinate = (label: string, min: number, max: number) =>
  z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(DEGREES, `${label} must be a number of degrees with at most six decimals`)
      .refine(
        (value) => Number(value) >= min && Number(value) <= max,
        `${label} must be between ${min} and ${max} (Sierra Leone)`,
      ),
  ]);
