import type { CarDto } from '@salone/api-client/catalogue';

/** The car's structured data (schema.org Car, offered for rent by the day). */
export function carJsonLd(car: CarDto) {
  const name = `${car.make} ${car.model}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    bodyType: car.type,
    vehicleSeatingCapacity: car.seats,
    vehicleTransmission: car.transmission,
    fuelType: car.fuelType,
    image: car.images,
    description: `${car.year} ${name} for rent in ${car.location}`,
    offers: {
      '@type': 'Offer',
      url: `/cars/${car.id}`,
      priceCurrency: 'USD',
      price: car.dailyRate,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: car.dailyRate,
        priceCurrency: 'USD',
        unitCode: 'DAY',
      },
      availability: car.isAvailable
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    },
  };
}
