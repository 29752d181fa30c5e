import type { HotelDto } from '@salone/api-client/catalogue';
import { formatUsd } from '@salone/format';
import { pageOrigin } from '@salone/ui';

/** Title, description and schema.org `Hotel` data of a hotel's page. */
export function hotelSeo(hotel: HotelDto) {
  const prices = hotel.rooms.map((room) => room.price);
  const origin = pageOrigin();
  const absolute = (path: string) => (origin ? new URL(path, origin).toString() : path);
  return {
    title: hotel.name,
    description: clip(hotel.description, 155),
    keywords: [hotel.name, `hotels ${hotel.city}`, 'Sierra Leone hotels', 'book hotel room'],
    canonicalPath: `/hotels/${hotel.id}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: hotel.name,
      description: hotel.description,
      url: absolute(`/hotels/${hotel.id}`),
      image: hotel.images.map(absolute),
      address: {
        '@type': 'PostalAddress',
        streetAddress: hotel.address,
        addressLocality: hotel.city,
        addressCountry: 'SL',
      },
      starRating: { '@type': 'Rating', ratingValue: hotel.starRating },
      ...(prices.length > 0 && {
        priceRange: `${formatUsd(Math.min(...prices))} - ${formatUsd(Math.max(...prices))}`,
      }),
      amenityFeature: hotel.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    },
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
