import type { TourDurationClass } from '../../filters.js';
import type { TourDifficulty } from '../tour.entity.js';
import type { FitnessLevel } from '@salone/booking-rules';

export class ItineraryDayDto {
  /** @example 1 */
  day: number;
  /** @example "Freetown to Tiwai Island" */
  title: string;
  /** @example ["Drive to Kambama", "Canoe crossing", "Evening forest walk"] */
  activities: string[];
  /** @example ["Lunch", "Dinner"] */
  meals: string[];
  /**
   * Where the night is spent; null on single-day tours.
   * @example "Tiwai Island research camp"
   */
  accommodation: string | null;
  /** @example ["Pygmy hippo tracks", "Eleven primate species"] */
  highlights: string[];
}

export class EmergencyContactDto {
  /** @example "Sierra Leone emergency services" */
  name: string;
  /** @example "999" */
  phone: string;
}

export class TourSafetyDto {
  /** @example ["Certified first-aiders on every tour"] */
  measures: string[];
  /** @example ["Life jackets", "First-aid kit"] */
  equipment: string[];
  /** @example "Public liability insurance; travel insurance recommended" */
  insurance: string;
  emergencyContacts: EmergencyContactDto[];
}

export class TourOperatorDto {
  /** @example "Salone Trails" */
  name: string;
  /** @example "A Freetown operator running small-group tours since 2012." */
  description: string;
  /** @example "NTB-TO-0142" */
  license: string;
  /** @example 12 */
  yearsOperating: number;
  /** @example "+232 76 555 010" */
  phone: string;
  /** @example "tours@trails.example.sl" */
  email: string;
  /** @example 4.8 */
  rating: number;
}

export class TourGuideDto {
  /** @example "Aminata Kamara" */
  name: string;
  /** @example ["English", "Krio", "Mende"] */
  languages: string[];
  /** @example "9 years" */
  experience: string;
  /** @example ["Primates", "Birdwatching"] */
  specialties: string[];
}

export class GroupDiscountDto {
  /** @example 4 */
  minGroupSize: number;
  /** @example 5 */
  discountPercent: number;
}

/** Prices per person, US dollars. */
export class TourPricingDto {
  /** @example 60 */
  shared: number;
  /**
   * 2.5 times the shared price.
   * @example 150
   */
  private: number;
  /**
   * Children aged 8-16: 70% of the shared price, rounded down.
   * @example 42
   */
  children: number;
  /** @example "8-16" */
  childrenAges: string;
  groupDiscounts: GroupDiscountDto[];
}

export class TourDto {
  /**
   * The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
   * gave none. Only in the answer for one listing, not in lists.
   * @example "+23276555012"
   */
  whatsapp?: string | null;
  /** @example 1 */
  id: number;
  /** @example "Tacugama Chimpanzee Sanctuary" */
  title: string;
  /** @example "Regent, Western Area Peninsula" */
  location: string;
  /** @example "Freetown" */
  city: string;
  /** @example "Meet rescued chimpanzees in the forest above Freetown." */
  description: string;
  /** @example "easy" */
  difficulty: TourDifficulty;
  /** @example "Half day (4 hours)" */
  duration: string;
  /**
   * When the tour starts on its day (HH:MM, Africa/Freetown): pickup or meeting time.
   * @example "08:00"
   */
  startTime: string;
  /**
   * The duration read as a class, as the duration filter uses it.
   * @example "half-day"
   */
  durationClass: TourDurationClass;
  /** @example 12 */
  maxGroupSize: number;
  /**
   * The largest private group one booking may bring: the group size, unless the operator set
   * a larger private limit (at most 20 per booking).
   * @example 12
   */
  maxPrivateGroupSize: number;
  /**
   * Shared price per person, US dollars.
   * @example 60
   */
  price: number;
  /** @example ["Guided sanctuary walk", "Feeding-time viewing"] */
  includedActivities: string[];
  /** @example ["/api/media/tours/chimps.svg"] */
  images: string[];
  itinerary: ItineraryDayDto[];
  /** @example ["Lunch"] */
  meals: string[];
  /** @example "Air-conditioned minibus from central Freetown" */
  transport: string;
  /**
   * Where the tour picks up or meets its guests; empty when the operator has not said.
   * @example "Your hotel in Freetown (pickup at 08:00)"
   */
  meetingPoint: string;
  /** @example ["Walking shoes", "Rain jacket"] */
  whatToBring: string[];
  safety: TourSafetyDto;
  operator: TourOperatorDto;
  guides: TourGuideDto[];
  /** @example ["English", "Krio"] */
  languages: string[];
  /** @example 8 */
  minAge: number;
  /** @example 75 */
  maxAge: number;
  /** @example "Basic" */
  fitnessLevel: FitnessLevel;
  pricing: TourPricingDto;

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
   * @example 8.4283
   */
  latitude: number | null;

  /**
   * Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it.
   * @example -13.2153
   */
  longitude: number | null;
}
