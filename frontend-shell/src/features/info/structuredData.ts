import {
  ADDRESS,
  COMPANY_NAME,
  COMPANY_TAGLINE,
  EMERGENCY_PHONE_TEL,
  INFO_EMAIL,
  OFFICE_LOCATION,
  PHONE_TEL,
  SUPPORT_EMAIL,
} from './company';
import { pageOrigin } from '@salone/ui';

/** Origin used when no origin is known (a render with no site origin given). */
const FALLBACK_ORIGIN = 'https://salone.travel';

/** Absolute URL of a path on this site (structured data wants absolute URLs). */
export function siteUrl(path: string): string {
  const origin = pageOrigin() || FALLBACK_ORIGIN;
  return new URL(path, origin).toString();
}

/** schema.org Organization for Salone, with its office and how to reach it. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': siteUrl('/#organization'),
    name: COMPANY_NAME,
    slogan: COMPANY_TAGLINE,
    url: siteUrl('/'),
    email: INFO_EMAIL,
    telephone: PHONE_TEL,
    areaServed: { '@type': 'Country', name: 'Sierra Leone' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: ADDRESS[0],
      addressLocality: 'Freetown',
      addressCountry: 'SL',
    },
    location: {
      '@type': 'Place',
      geo: {
        '@type': 'GeoCoordinates',
        latitude: OFFICE_LOCATION.lat,
        longitude: OFFICE_LOCATION.lon,
      },
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: SUPPORT_EMAIL,
        telephone: PHONE_TEL,
        areaServed: 'SL',
        availableLanguage: ['English', 'Krio'],
        hoursAvailable: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '09:00',
            closes: '18:00',
          },
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'Saturday',
            opens: '10:00',
            closes: '16:00',
          },
        ],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'emergency',
        telephone: EMERGENCY_PHONE_TEL,
        areaServed: 'SL',
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
  };
}

/** A page of this site, as schema.org `type` (AboutPage, ContactPage, ...), about Salone. */
export function webPageJsonLd(
  type: string,
  name: string,
  description: string,
  path: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url: siteUrl(path),
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', name: COMPANY_NAME, url: siteUrl('/') },
    mainEntity: organizationJsonLd(),
  };
}
