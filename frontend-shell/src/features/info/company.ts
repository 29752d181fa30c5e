/**
 * How to reach the Salone team. One source for the contact page, the help centre and the
 * legal pages, so a changed number or address is changed everywhere at once.
 */

export const COMPANY_NAME = 'Salone';
export const COMPANY_TAGLINE = 'Discover Sierra Leone';

export const SUPPORT_EMAIL = 'support@salone.travel';
export const INFO_EMAIL = 'info@salone.travel';

/** The office line as people read it. */
export const PHONE = '+232 76 000 000';
/** The same line for `tel:` links (no spaces). */
export const PHONE_TEL = '+23276000000';

/** Around-the-clock line for travellers already in Sierra Leone. */
export const EMERGENCY_PHONE = '+232 79 000 999';
export const EMERGENCY_PHONE_TEL = '+23279000999';

export const ADDRESS = ['12 Lightfoot Boston Street', 'Freetown, Sierra Leone'] as const;

/** Office position for the map (latitude, longitude). */
export const OFFICE_LOCATION = { lat: 8.4844, lon: -13.2344 } as const;

/** Sierra Leone keeps GMT all year. */
export const TIME_ZONE = 'GMT';
