/**
 * The one phone rule of every form and of the server: Google's libphonenumber metadata
 * (libphonenumber-js), Sierra Leone the default region. A number without a country code is
 * read as a Sierra Leone one (`076 123 456`, `76123456`); another country's needs its code
 * (`+44 20 7946 0958`). The rule checks that the number is a valid one of its country,
 * whatever its type (the metadata's mobile/fixed split changes with each allocation).
 * Numbers are kept in E.164 (`+23276123456`) and shown in the national format for Sierra
 * Leone, the international one otherwise
 * (docs/decisions/phone-numbers-in-e164-by-libphonenumber.md).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/** The region a number without a country code belongs to. */
export const PHONE_DEFAULT_REGION = 'SL';
/** Longest input read: the E.164 form is at most 16 characters, people add spaces. */
export const PHONE_INPUT_MAX_LENGTH = 40;

export const PHONE_MESSAGE = 'Enter a Sierra Leone mobile number, like 076 123 456';
/** Under every phone field: what it accepts. */
export const PHONE_HINT =
  'A Sierra Leone number like 076 123 456, or another country’s with its +code';

const parse = (input: string): PhoneNumber | undefined => {
  const text = input.trim();
  if (text === '' || text.length > PHONE_INPUT_MAX_LENGTH) return undefined;
  const number = parsePhoneNumberFromString(text, PHONE_DEFAULT_REGION);
  return number?.isValid() ? number : undefined;
};

/** The number in E.164 (`+23276123456`), or undefined when it is not a valid one. */
export function normalisePhone(input: string): string | undefined {
  return parse(input)?.number;
}

export function isValidPhone(input: string): boolean {
  return parse(input) !== undefined;
}

/**
 * For people: a Sierra Leone number in its national format (`(076) 123456`), another in the
 * international one (`+44 20 7946 0958`). Text that is not a valid number is left as it is
 * (rows written before the rule).
 */
export function formatPhone(stored: string): string {
  const number = parse(stored);
  if (!number) return stored;
  return number.country === PHONE_DEFAULT_REGION
    ? number.formatNational()
    : number.formatInternational();
}

/** The mobile-money wallets a booking is paid with. */
export type MobileWallet = 'orange-money' | 'afrimoney';

/**
 * Sierra Leone mobile prefixes (the two digits after +232) by the network that holds them,
 * for the wallet to suggest. libphonenumber-js carries no carrier data, so this is our own
 * table, after the numbering plan of the National Telecommunications Authority (NatCA) as
 * summarised in Wikipedia's "Telephone numbers in Sierra Leone": Orange (ex-Airtel) 72-76,
 * 78, 79; Africell 30, 33, 77, 80, 88, 90, 99. Numbers are not portable between networks in
 * Sierra Leone, so the prefix names the network; Qcell (31, 32, 34) and others have neither
 * wallet and get no suggestion.
 */
const WALLET_BY_PREFIX: Record<string, MobileWallet> = {
  '72': 'orange-money',
  '73': 'orange-money',
  '74': 'orange-money',
  '75': 'orange-money',
  '76': 'orange-money',
  '78': 'orange-money',
  '79': 'orange-money',
  '30': 'afrimoney',
  '33': 'afrimoney',
  '77': 'afrimoney',
  '80': 'afrimoney',
  '88': 'afrimoney',
  '90': 'afrimoney',
  '99': 'afrimoney',
};

/** How the wallets and their networks are named to travellers. */
export const MOBILE_WALLETS: Record<MobileWallet, { name: string; network: string }> = {
  'orange-money': { name: 'Orange Money', network: 'Orange' },
  afrimoney: { name: 'AfriMoney', network: 'Africell' },
};

/** The wallet of the number's network, when it is a Sierra Leone number of a known one. */
export function walletForPhone(input: string): MobileWallet | undefined {
  const number = parse(input);
  if (!number || number.country !== PHONE_DEFAULT_REGION) return undefined;
  return WALLET_BY_PREFIX[number.nationalNumber.slice(0, 2)];
}
