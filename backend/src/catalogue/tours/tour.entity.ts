import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LISTING_STATUS_CHECK, ListingColumns } from '../listing.entity.js';

export const TOUR_DIFFICULTIES = ['easy', 'moderate', 'challenging', 'difficult'] as const;
export type TourDifficulty = (typeof TOUR_DIFFICULTIES)[number];

export interface ItineraryDay {
  day: number;
  title: string;
  activities: string[];
  meals: string[];
  accommodation: string | null;
  highlights: string[];
}

export interface TourSafety {
  measures: string[];
  equipment: string[];
  insurance: string;
  emergencyContacts: { name: string; phone: string }[];
}

export interface TourOperator {
  name: string;
  description: string;
  license: string;
  yearsOperating: number;
  phone: string;
  email: string;
  rating: number;
}

export interface TourGuide {
  name: string;
  languages: string[];
  experience: string;
  specialties: string[];
}

@Entity('tours')
@Check(`"difficulty" IN ('easy', 'moderate', 'challenging', 'difficult')`)
@Check(`"max_group_size" BETWEEN 1 AND 100`)
@Check(`"price_cents" > 0`)
@Check(LISTING_STATUS_CHECK)
export class TourEntity extends ListingColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Column({ type: 'varchar', length: 160 })
  location: string;

  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 20 })
  difficulty: TourDifficulty;

  /** Free text such as 'Half day (4 hours)', 'Full day' or '3 days'. */
  @Column({ type: 'varchar', length: 60 })
  duration: string;

  /** When the tour starts on its day (HH:MM, Freetown): pickup or meeting time. */
  @Column({ type: 'varchar', length: 5, default: '08:00' })
  startTime: string;

  @Column({ type: 'int' })
  maxGroupSize: number;

  /** How many private groups the operator can take on one day. */
  @Column({ type: 'smallint', default: 1 })
  privateGroupsPerDay: number;

  /** Largest private group, when the operator allows more than maxGroupSize; null: maxGroupSize. */
  @Column({ type: 'int', nullable: true })
  privateGroupLimit: number | null;

  /** Shared-tour price per person, US cents. */
  @Column({ type: 'int' })
  priceCents: number;

  @Column({ type: 'text', array: true, default: '{}' })
  includedActivities: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  images: string[];

  @Column({ type: 'jsonb', default: [] })
  itinerary: ItineraryDay[];

  @Column({ type: 'text', array: true, default: '{}' })
  meals: string[];

  @Column({ type: 'varchar', length: 200 })
  transport: string;

  /** Where the tour picks up or meets its guests: 'Your hotel in Freetown', 'Kent jetty'. */
  @Column({ type: 'varchar', length: 200, default: '' })
  meetingPoint: string;

  @Column({ type: 'text', array: true, default: '{}' })
  whatToBring: string[];

  @Column({ type: 'jsonb' })
  safety: TourSafety;

  @Column({ type: 'jsonb' })
  operator: TourOperator;

  @Column({ type: 'jsonb', default: [] })
  guides: TourGuide[];

  @Column({ type: 'text', array: true, default: '{}' })
  languages: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
