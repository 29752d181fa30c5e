import { PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  Matches,
} from 'class-validator';
import { VIEWING_TIME_SLOTS } from '@salone/booking-rules';
import {
  CAR_TYPES,
  type CarType,
  EVENT_CATEGORIES,
  type EventCategory,
  PROPERTY_TYPES,
  type PropertyType,
  TOUR_DIFFICULTIES,
  type TourDifficulty,
} from '../../../catalogue/index.js';
import {
  Dollars,
  DollarsOrZero,
  Flag,
  Latitude,
  Longitude,
  Nested,
  Text,
  TextList,
  Whole,
} from './validators.js';

/* ------------------------------------------------------------------ hotels */

export class HotelInputDto {
  /** @example "Kroo Bay Guesthouse" */
  @Text('Name', 160)
  name: string;

  /** @example "12 Kroo Bay Road, Freetown" */
  @Text('Address', 240)
  address: string;

  /** Town or area: Freetown, Peninsula, Bo, Kenema, Makeni, ... @example "Freetown" */
  @Text('City', 80)
  city: string;

  /** @example "A family-run guesthouse five minutes from the ferry terminal." */
  @Text('Description', 5000)
  description: string;

  /** 1 to 5. @example 3 */
  @Whole('Star rating', 1, 5)
  starRating: number;

  /** @example ["Free WiFi", "Generator backup (24h power)"] */
  @IsOptional()
  @TextList('Amenities')
  amenities?: string[];

  /** Guests may check in from this time (HH:MM, Freetown); 14:00 unless given. @example "14:00" */
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Check-in time must be HH:MM' })
  checkInTime?: string;

  /** Guests check out by this time (HH:MM, Freetown); 11:00 unless given. @example "11:00" */
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Check-out time must be HH:MM' })
  checkOutTime?: string;

  /**
   * Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
   * 10.5); null clears the place. The partner portal sets it with a pin on the map.
   * @example 8.4893
   */
  @Latitude()
  latitude?: number | null;

  /**
   * Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
   * -9.8); null clears the place.
   * @example -13.2868
   */
  @Longitude()
  longitude?: number | null;
}

export class UpdateHotelDto extends PartialType(HotelInputDto) {}

export class RoomInputDto {
  /** @example "Standard Double" */
  @Text('Room type', 120)
  roomType: string;

  /** Nightly price, US dollars. Applies to bookings made from now on. @example 85 */
  @Dollars('Price', 100_000)
  price: number;

  /** @example "A quiet double room with air conditioning." */
  @Text('Description', 2000)
  description: string;

  /** Most guests the room sleeps, 1-10. @example 2 */
  @Whole('Capacity', 1, 10)
  capacity: number;

  /** How many identical rooms of this type the hotel has, 1-1000. @example 3 */
  @Whole('Units', 1, 1000)
  units: number;

  /** @example ["Air conditioning", "Free WiFi"] */
  @IsOptional()
  @TextList('Amenities')
  amenities?: string[];

  /** Offered for booking (false: shown as unavailable). @example true */
  @IsOptional()
  @Flag('Available')
  isAvailable?: boolean;
}

export class UpdateRoomDto extends PartialType(RoomInputDto) {}

/* ------------------------------------------------------------------ events */

export class ScheduleItemInputDto {
  /** HH:MM. @example "19:00" */
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Schedule time must be HH:MM' })
  time: string;
  /** @example "Doors open" */
  @Text('Schedule title', 120)
  title: string;
  /** @example "Food stalls and a DJ set." */
  @Text('Schedule description', 500)
  description: string;
}

export class VenueInputDto {
  /** @example "National Stadium" */
  @Text('Venue name', 160)
  name: string;
  /** @example "Brookfields, Freetown" */
  @Text('Venue address', 240)
  address: string;
  /** @example 20000 */
  @Whole('Venue capacity', 1, 1_000_000)
  capacity: number;
  /** @example ["Parking", "Toilets"] */
  @TextList('Venue facilities')
  facilities: string[];
  /** @example "Taxis drop off at the main gate." */
  @Text('Directions', 1000)
  directions: string;
}

export class EventInputDto {
  /** @example "Freetown Jazz Night" */
  @Text('Title', 160)
  title: string;

  /** cultural, festival, music, food or sports. @example "music" */
  @IsIn(EVENT_CATEGORIES, {
    message: 'Category must be one of: cultural, festival, music, food, sports',
  })
  category: EventCategory;

  /** @example "An evening of jazz by the sea." */
  @Text('Description', 5000)
  description: string;

  /** @example "Aberdeen Beach Amphitheatre" */
  @Text('Location', 200)
  location: string;

  /** @example "Freetown" */
  @Text('City', 80)
  city: string;

  /** Start, ISO 8601 (UTC). @example "2026-12-31T20:00:00.000Z" */
  @IsISO8601({ strict: true }, { message: 'Start date must be a date and time (ISO 8601)' })
  startDate: string;

  /** End, ISO 8601, after the start. @example "2027-01-01T01:00:00.000Z" */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'End date must be a date and time (ISO 8601)' })
  endDate?: string;

  /** Largest number of attendees. @example 5000 */
  @IsOptional()
  @Whole('Capacity', 1, 1_000_000)
  capacity?: number;

  @IsOptional()
  @Nested(ScheduleItemInputDto, 'Schedule', true)
  schedule?: ScheduleItemInputDto[];

  /** @example ["Entry", "Programme"] */
  @IsOptional()
  @TextList('Included')
  included?: string[];

  /** @example ["Transport"] */
  @IsOptional()
  @TextList('Excluded')
  excluded?: string[];

  @Nested(VenueInputDto, 'Venue')
  venue: VenueInputDto;

  /**
   * Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
   * 10.5); null clears the place. The partner portal sets it with a pin on the map.
   * @example 8.4893
   */
  @Latitude()
  latitude?: number | null;

  /**
   * Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
   * -9.8); null clears the place.
   * @example -13.2868
   */
  @Longitude()
  longitude?: number | null;
}

export class UpdateEventDto extends PartialType(EventInputDto) {}

export class TicketCategoryInputDto {
  /** @example "Early bird" */
  @Text('Name', 40)
  name: string;
  /** @example "General admission, first 200 tickets" */
  @Text('Description', 200)
  description: string;
  /** US dollars per ticket; applies to bookings made from now on. @example 35 */
  @Dollars('Price', 100_000)
  price: number;
  /** Tickets on offer; never below those already sold or held. @example 200 */
  @Whole('Quantity', 0, 1_000_000)
  quantity: number;
}

export class UpdateTicketCategoryDto extends PartialType(TicketCategoryInputDto) {}

/* ------------------------------------------------------------------ cars */

export class CarExtraInputDto {
  /** @example "Child seat" */
  @Text('Extra name', 80)
  name: string;
  /** @example 8 */
  @Dollars('Extra price', 10_000)
  price: number;
  /** @example "day" */
  @IsIn(['day', 'rental', 'hour'], { message: 'Extra unit must be one of: day, rental, hour' })
  unit: 'day' | 'rental' | 'hour';
}

export class CarTermsInputDto {
  /** @example 23 */
  @Whole('Minimum age', 18, 99)
  minimumAge: number;
  /** US dollars. @example 200 */
  @DollarsOrZero('Deposit', 100_000)
  deposit: number;
  /** US dollars. @example 15 */
  @DollarsOrZero('Late return fee', 10_000)
  lateReturnFeePerHour: number;
  /** @example "Full to full" */
  @Text('Fuel policy', 200)
  fuelPolicy: string;
  /** @example "Unlimited mileage within Sierra Leone" */
  @Text('Mileage', 200)
  mileage: string;
  /** @example "Comprehensive insurance with a $500 excess" */
  @Text('Insurance', 300)
  insurance: string;
  /** @example "Free cancellation up to 12 hours before pickup" */
  @Text('Cancellation', 300)
  cancellation: string;
}

export class CarInputDto {
  /** @example "Toyota" */
  @Text('Make', 60)
  make: string;
  /** @example "RAV4" */
  @Text('Model', 60)
  model: string;
  /** @example 2021 */
  @Whole('Year', 1990, 2100)
  year: number;
  /** SUV, Sedan, Hatchback or Pickup. @example "SUV" */
  @IsIn(CAR_TYPES, { message: 'Type must be one of: SUV, Sedan, Hatchback, Pickup' })
  type: CarType;
  /** US dollars per day; applies to bookings made from now on. @example 75 */
  @Dollars('Daily rate', 10_000)
  dailyRate: number;
  /** @example "Freetown International Airport" */
  @Text('Location', 120)
  location: string;
  /** @example 5 */
  @Whole('Seats', 1, 60)
  seats: number;
  /** @example "Automatic" */
  @Text('Transmission', 20)
  transmission: string;
  /** @example "Petrol" */
  @Text('Fuel type', 20)
  fuelType: string;
  /** @example ["Air conditioning", "Bluetooth"] */
  @IsOptional()
  @TextList('Features')
  features?: string[];
  @IsOptional()
  @Nested(CarExtraInputDto, 'Extras', true)
  extras?: CarExtraInputDto[];
  @Nested(CarTermsInputDto, 'Terms')
  terms: CarTermsInputDto;
  /** @example ["Freetown International Airport", "Aberdeen"] */
  @TextList('Pickup locations', 20, 120)
  pickupLocations: string[];
  /** @example true */
  @IsOptional()
  @Flag('Available')
  isAvailable?: boolean;

  /**
   * Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
   * 10.5); null clears the place. The partner portal sets it with a pin on the map.
   * @example 8.4893
   */
  @Latitude()
  latitude?: number | null;

  /**
   * Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
   * -9.8); null clears the place.
   * @example -13.2868
   */
  @Longitude()
  longitude?: number | null;
}

export class UpdateCarDto extends PartialType(CarInputDto) {}

/* ------------------------------------------------------------------ tours */

export class ItineraryDayInputDto {
  /** @example 1 */
  @Whole('Itinerary day', 1, 60)
  day: number;
  /** @example "Into the forest" */
  @Text('Itinerary title', 120)
  title: string;
  /** @example ["Guided walk", "Feeding time"] */
  @TextList('Activities')
  activities: string[];
  /** @example ["Lunch"] */
  @TextList('Meals', 5)
  meals: string[];
  /** @example null */
  @IsOptional()
  @Text('Accommodation', 160)
  accommodation?: string | null;
  /** @example ["Chimpanzees up close"] */
  @TextList('Highlights')
  highlights: string[];
}

export class TourGuideInputDto {
  /** @example "Fatmata Sesay" */
  @Text('Guide name', 120)
  name: string;
  /** @example ["English", "Krio"] */
  @TextList('Guide languages', 10, 40)
  languages: string[];
  /** @example "8 years" */
  @Text('Guide experience', 120)
  experience: string;
  /** @example ["Primates"] */
  @TextList('Guide specialties', 10, 80)
  specialties: string[];
}

export class TourInputDto {
  /** @example "Tacugama Chimpanzee Sanctuary Visit" */
  @Text('Title', 160)
  title: string;
  /** @example "Tacugama, Western Area Peninsula" */
  @Text('Location', 160)
  location: string;
  /** @example "Freetown" */
  @Text('City', 80)
  city: string;
  /** @example "A morning with rescued chimpanzees in the hills above Freetown." */
  @Text('Description', 5000)
  description: string;
  /** easy, moderate, challenging or difficult. @example "easy" */
  @IsIn(TOUR_DIFFICULTIES, {
    message: 'Difficulty must be one of: easy, moderate, challenging, difficult',
  })
  difficulty: TourDifficulty;
  /** @example "Half day (4 hours)" */
  @Text('Duration', 60)
  duration: string;
  /** When the tour starts on its day (HH:MM, Freetown): pickup or meeting time; 08:00 unless given. @example "08:00" */
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Start time must be HH:MM' })
  startTime?: string;
  /** Seats of a shared departure; also the largest private group unless privateGroupLimit is set. @example 12 */
  @Whole('Max group size', 1, 100)
  maxGroupSize: number;
  /** US dollars per person; applies to bookings made from now on. @example 45 */
  @Dollars('Price', 100_000)
  price: number;
  /** How many private groups the operator can take on one day. @example 2 */
  @IsOptional()
  @Whole('Private groups per day', 0, 50)
  privateGroupsPerDay?: number;
  /** Largest private group when it may be larger than maxGroupSize. @example 20 */
  @IsOptional()
  @Whole('Private group limit', 1, 200)
  privateGroupLimit?: number | null;
  /** @example ["Guided walk"] */
  @IsOptional()
  @TextList('Included activities')
  includedActivities?: string[];
  @IsOptional()
  @Nested(ItineraryDayInputDto, 'Itinerary', true)
  itinerary?: ItineraryDayInputDto[];
  /** @example ["Lunch"] */
  @IsOptional()
  @TextList('Meals', 10)
  meals?: string[];
  /** @example "Air-conditioned minibus from Freetown" */
  @Text('Transport', 200)
  transport: string;
  /**
   * Where the tour picks up or meets its guests (trip plans book it from there).
   * @example "Your hotel in Freetown (pickup at 08:00)"
   */
  @IsOptional()
  @Text('Meeting point', 200)
  meetingPoint?: string;
  /** @example ["Walking shoes", "Water"] */
  @IsOptional()
  @TextList('What to bring')
  whatToBring?: string[];
  @IsOptional()
  @Nested(TourGuideInputDto, 'Guides', true, 20)
  guides?: TourGuideInputDto[];
  /** @example ["English", "Krio"] */
  @IsOptional()
  @TextList('Languages', 10, 40)
  languages?: string[];

  /**
   * Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
   * 10.5); null clears the place. The partner portal sets it with a pin on the map.
   * @example 8.4893
   */
  @Latitude()
  latitude?: number | null;

  /**
   * Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
   * -9.8); null clears the place.
   * @example -13.2868
   */
  @Longitude()
  longitude?: number | null;
}

export class UpdateTourDto extends PartialType(TourInputDto) {}

/* ------------------------------------------------------------------ properties */

export class PropertyInputDto {
  /** @example "Two-Bedroom Apartment in Wilberforce" */
  @Text('Title', 160)
  title: string;
  /** @example "5 Spur Road, Wilberforce, Freetown" */
  @Text('Address', 240)
  address: string;
  /** @example "A bright apartment with a view of the bay." */
  @Text('Description', 5000)
  description: string;
  /** house, apartment, land or commercial. @example "apartment" */
  @IsIn(PROPERTY_TYPES, { message: 'Type must be one of: house, apartment, land, commercial' })
  type: PropertyType;
  /** Sale price, or the monthly rent when only for rent; US dollars. @example 1200 */
  @Dollars('Price', 100_000_000)
  price: number;
  /** Monthly rent when it is both for sale and for rent. @example null */
  @IsOptional()
  @Dollars('Monthly rent', 10_000_000)
  monthlyRent?: number | null;
  /** @example false */
  @Flag('For sale')
  isForSale: boolean;
  /** @example true */
  @Flag('For rent')
  isForRent: boolean;
  /** @example 2 */
  @IsOptional()
  @Whole('Bedrooms', 0, 50)
  bedrooms?: number | null;
  /** @example 2 */
  @IsOptional()
  @Whole('Bathrooms', 0, 50)
  bathrooms?: number | null;
  /** @example "1,100 sq ft" */
  @Text('Size', 60)
  size: string;
  /** @example ["Balcony", "Generator"] */
  @IsOptional()
  @TextList('Features')
  features?: string[];
  /** @example 2015 */
  @IsOptional()
  @Whole('Year built', 1800, 2100)
  yearBuilt?: number | null;
  /** @example "One covered space" */
  @Text('Parking', 120)
  parking: string;
  /** Estimated monthly utilities, US dollars. @example 80 */
  @DollarsOrZero('Utilities', 100_000)
  utilities: number;
  /** Estimated monthly maintenance, US dollars. @example 50 */
  @DollarsOrZero('Maintenance', 100_000)
  maintenance: number;
  /** ISO weekdays when viewings can happen (1 Monday ... 7 Sunday). @example [1, 2, 3, 4, 5, 6] */
  @IsOptional()
  @IsIn([1, 2, 3, 4, 5, 6, 7], {
    each: true,
    message: 'Viewing days must be weekdays 1 (Monday) to 7 (Sunday)',
  })
  @ArrayUnique({ message: 'Each viewing day may be given once' })
  @IsArray({ message: 'Viewing days must be a list' })
  viewingDays?: number[];
  /** Viewing start times (HH:MM) from 09:00-12:30 and 14:00-17:30, every 30 minutes. @example ["10:00", "10:30", "14:00"] */
  @IsOptional()
  @IsIn(VIEWING_TIME_SLOTS, {
    each: true,
    message: 'Viewing times must be half-hour slots between 09:00-12:30 or 14:00-17:30',
  })
  @ArrayUnique({ message: 'Each viewing time may be given once' })
  @ArrayMaxSize(16)
  @IsArray({ message: 'Viewing times must be a list' })
  viewingTimes?: string[];
  /** Open for viewings. @example true */
  @IsOptional()
  @Flag('Active')
  isActive?: boolean;

  /**
   * Where it is: latitude in degrees (WGS 84), with longitude, inside Sierra Leone (6.5 to
   * 10.5); null clears the place. The partner portal sets it with a pin on the map.
   * @example 8.4893
   */
  @Latitude()
  latitude?: number | null;

  /**
   * Where it is: longitude in degrees (WGS 84), with latitude, inside Sierra Leone (-13.8 to
   * -9.8); null clears the place.
   * @example -13.2868
   */
  @Longitude()
  longitude?: number | null;
}

export class UpdatePropertyDto extends PartialType(PropertyInputDto) {}
