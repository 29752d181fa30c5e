import type { PropertyDto } from '@salone/api-client/catalogue';

/** A listing as GET /api/real-estate/{id} answers it: a house for sale at $250,000. */
export function aProperty(overrides: Partial<PropertyDto> = {}): PropertyDto {
  return {
    reviewAverage: null,
    reviewCount: 0,
    latitude: 8.4896,
    longitude: -13.2849,
    id: 7,
    title: 'Three-Bedroom House in Aberdeen',
    address: '12 Cape Road, Aberdeen, Freetown',
    description:
      'A modern family home off Cape Road with views over Aberdeen Bay, a walled garden and staff quarters.',
    type: 'house',
    price: 250_000,
    monthlyRent: null,
    isForSale: true,
    isForRent: false,
    isActive: true,
    bedrooms: 3,
    bathrooms: 2,
    size: '2,400 sq ft',
    area: 2400,
    yearBuilt: 2018,
    features: ['Sea view', 'Garage', 'Walled garden', 'Solar power', 'Borehole water'],
    amenities: ['Sea view', 'Garage', 'Walled garden', 'Solar power', 'Borehole water'],
    images: ['/api/media/properties/house.svg', '/api/media/content/real-estate.svg'],
    viewingFee: 25,
    emergencyNumber: '999',
    agent: {
      name: 'Mariatu Kamara',
      company: 'Atlantic Homes Sierra Leone',
      phone: '+232 76 245 910',
      email: 'mariatu@atlantichomes.example.sl',
      website: 'https://atlantichomes.example.sl',
      license: 'Licensed estate agent REA-0412',
      experience: '12 years',
      specializations: ['Beachfront homes', 'Luxury sales'],
      languages: ['English', 'Krio', 'French'],
    },
    propertyDetails: {
      yearBuilt: 2018,
      lotSize: '0.25 acres',
      propertyTax: 3750,
      hoa: null,
      parking: 'Double garage plus two spaces in the compound',
      garage: 2,
      stories: 2,
    },
    neighborhood: {
      name: 'Aberdeen',
      description: 'Freetown’s beach and leisure district.',
      schools: [{ name: 'Cape Road International School', rating: 4.5, distance: '0.8 km' }],
      amenities: ['Lumley Beach', 'Supermarkets'],
      transportation: ['Shared taxis on Cape Road'],
      walkScore: 75,
      safetyRating: 4,
    },
    financials: {
      salePrice: 250_000,
      rentPrice: null,
      deposit: 25_000,
      utilities: 250,
      maintenance: 300,
      fees: [
        { name: 'Agent commission (5%)', amount: 12_500, frequency: 'one-time' },
        { name: 'Legal fees', amount: 500, frequency: 'one-time' },
        { name: 'Property tax (1.5%)', amount: 3750, frequency: 'yearly' },
      ],
    },
    inspection: {
      lastInspected: '2026-09-14',
      condition: 'Excellent',
      issues: [],
      certifications: ['Structural survey'],
      warranty: 'Two-year builder’s warranty',
    },
    ...overrides,
  };
}

/** An apartment for rent only at $1,500 a month. */
export function aRental(overrides: Partial<PropertyDto> = {}): PropertyDto {
  const base = aProperty();
  return aProperty({
    id: 8,
    title: 'Two-Bedroom Beachside Apartment in Lumley',
    address: '5 Beach Road, Lumley, Freetown',
    type: 'apartment',
    price: 1500,
    isForSale: false,
    isForRent: true,
    bedrooms: 2,
    bathrooms: 1,
    features: ['Sea view', 'Furnished'],
    propertyDetails: { ...base.propertyDetails, hoa: 150, garage: 0, stories: 1 },
    financials: { ...base.financials, salePrice: null, rentPrice: 1500, deposit: 3000 },
    agent: { ...base.agent, website: undefined },
    ...overrides,
  });
}
