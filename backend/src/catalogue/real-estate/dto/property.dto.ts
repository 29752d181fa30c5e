import type { PropertyType } from '../property.entity.js';

export class PropertyAgentDto {
  /** @example "Fatmata Sesay" */
  name: string;
  /** @example "Lion Mountain Realty" */
  company: string;
  /** @example "+232 76 200 300" */
  phone: string;
  /** @example "fatmata@realty.example.sl" */
  email: string;
  /**
   * Only when the agency has a website.
   * @example "https://realty.example.sl"
   */
  website?: string;
  /** @example "SL-REA-2219" */
  license: string;
  /** @example "11 years" */
  experience: string;
  /** @example ["Residential sales", "Expatriate rentals"] */
  specializations: string[];
  /** @example ["English", "Krio"] */
  languages: string[];
}

export class SchoolDto {
  /** @example "Aberdeen Municipal School" */
  name: string;
  /**
   * Out of 5.
   * @example 4
   */
  rating: number;
  /** @example "0.8 km" */
  distance: string;
}

export class NeighborhoodDto {
  /**
   * Chosen from the address.
   * @example "Aberdeen"
   */
  name: string;
  /** @example "Freetown's beach and nightlife district." */
  description: string;
  schools: SchoolDto[];
  /**
   * Out of 100.
   * @example 75
   */
  walkScore: number;
  /**
   * Out of 5 stars.
   * @example 4
   */
  safetyRating: number;
  /** @example ["Lumley Beach", "Supermarkets", "Restaurants"] */
  amenities: string[];
  /** @example ["Taxis and keke on Cape Road", "Water taxi to Lungi airport"] */
  transportation: string[];
}

export class PropertyDetailsDto {
  /** @example 2015 */
  yearBuilt: number;
  /** @example "0.25 acres" */
  lotSize: string;
  /**
   * 1.5% of the price per year, rounded down; US dollars.
   * @example 5250
   */
  propertyTax: number;
  /**
   * Monthly owners' association fee (apartments only); US dollars.
   * @example 150
   */
  hoa: number | null;
  /** @example "Driveway for 2 cars" */
  parking: string;
  /**
   * Garage spaces (shown only when above 0).
   * @example 2
   */
  garage: number;
  /** @example 2 */
  stories: number;
}

export class PropertyFeeDto {
  /** @example "Legal fees" */
  name: string;
  /** @example 500 */
  amount: number;
  /** @example "one-time" */
  frequency: 'one-time' | 'monthly' | 'yearly';
}

/** Money of a listing, US dollars. */
export class PropertyFinancialsDto {
  /** @example 350000 */
  salePrice: number | null;
  /**
   * Per month.
   * @example 2500
   */
  rentPrice: number | null;
  /**
   * Twice the rent for rentals, otherwise 10% of the price.
   * @example 35000
   */
  deposit: number;
  /**
   * Estimated per month.
   * @example 180
   */
  utilities: number;
  /**
   * Estimated per month.
   * @example 120
   */
  maintenance: number;
  fees: PropertyFeeDto[];
}

export class PropertyInspectionDto {
  /** @example "2026-09-14" */
  lastInspected: string;
  /** @example "Good" */
  condition: string;
  /** @example ["Minor damp in the store room"] */
  issues: string[];
  /** @example ["Structural survey 2026"] */
  certifications: string[];
  /** @example "12-month builder's warranty on the roof" */
  warranty: string;
}

export class PropertyDto {
  /**
   * The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
   * gave none. Only in the answer for one listing, not in lists.
   * @example "+23276555012"
   */
  whatsapp?: string | null;
  /** @example 1 */
  id: number;
  /** @example "Ocean-view villa in Aberdeen" */
  title: string;
  /** @example "7 Peninsula Road, Aberdeen, Freetown" */
  address: string;
  /** @example "A four-bedroom villa with a garden and sea views." */
  description: string;
  /** @example "house" */
  type: PropertyType;
  /**
   * Sale price, or the monthly rent when the property is for rent only; US dollars.
   * @example 350000
   */
  price: number;
  /**
   * Monthly rent of a property that is also for sale; US dollars.
   * @example 2500
   */
  monthlyRent: number | null;
  /** @example true */
  isForSale: boolean;
  /** @example false */
  isForRent: boolean;
  /**
   * Whether the listing takes viewings now.
   * @example true
   */
  isActive: boolean;
  /** @example 4 */
  bedrooms: number | null;
  /** @example 3 */
  bathrooms: number | null;
  /** @example "2,400 sq ft" */
  size: string;
  /**
   * Square feet read from the size text (1800 when it has none).
   * @example 2400
   */
  area: number;
  /** @example ["Garden", "Garage", "Borehole", "Solar power"] */
  features: string[];
  /** @example ["Garden", "Garage", "Borehole", "Solar power"] */
  amenities: string[];
  /** @example ["/api/media/properties/villa.svg"] */
  images: string[];
  /** @example 2012 */
  yearBuilt: number | null;
  agent: PropertyAgentDto;
  propertyDetails: PropertyDetailsDto;
  neighborhood: NeighborhoodDto;
  financials: PropertyFinancialsDto;
  inspection: PropertyInspectionDto;
  /** @example "999" */
  emergencyNumber: string;
  /**
   * The flat fee charged for booking a viewing; US dollars.
   * @example 25
   */
  viewingFee: number;

  /**
   * The average overall score (1-5) of the listing's verified reviews; null while it has none.
   * @example 4.67
   */
  reviewAverage: number | null;

  /**
   * How many verified reviews the average is of.
   * @example 3
   */
  reviewCount: number;

  /**
   * Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it.
   * @example 8.4896
   */
  latitude: number | null;

  /**
   * Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it.
   * @example -13.2849
   */
  longitude: number | null;
}
