import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from '../../common/money.js';
import { VIEWING_TIME_SLOTS } from '@salone/booking-rules';
import { LISTING_STATUS_CHECK, ListingColumns } from '../listing.entity.js';

/** Every half-hour viewing slot: the hours a property offers unless its agent says otherwise. */
const VIEWING_TIMES_DEFAULT = `{${VIEWING_TIME_SLOTS.join(',')}}`;

export const PROPERTY_TYPES = ['house', 'apartment', 'land', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export interface PropertyAgent {
  name: string;
  company: string;
  phone: string;
  email: string;
  website?: string;
  license: string;
  experience: string;
  specializations: string[];
  languages: string[];
}

export interface NeighborhoodContent {
  description: string;
  schools: { name: string; rating: number; distance: string }[];
  amenities: string[];
  transportation: string[];
}

export interface PropertyInspection {
  lastInspected: string;
  condition: string;
  issues: string[];
  certifications: string[];
  warranty: string;
}

@Entity('properties')
@Check(`"type" IN ('house', 'apartment', 'land', 'commercial')`)
@Check(`"price_cents" > 0`)
@Check(`"is_for_sale" OR "is_for_rent"`)
@Check(LISTING_STATUS_CHECK)
export class PropertyEntity extends ListingColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Column({ type: 'varchar', length: 240 })
  address: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 20 })
  type: PropertyType;

  /** Sale price, or the monthly rent when the property is for rent only; US cents. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  priceCents: number;

  /** Monthly rent of a property that is both for sale and for rent; US cents. */
  @Column({ type: 'bigint', nullable: true, transformer: bigintToNumber })
  monthlyRentCents: number | null;

  @Column({ type: 'boolean', default: false })
  isForSale: boolean;

  @Column({ type: 'boolean', default: false })
  isForRent: boolean;

  /** Whether the listing is currently open for viewings. */
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'smallint', nullable: true })
  bedrooms: number | null;

  @Column({ type: 'smallint', nullable: true })
  bathrooms: number | null;

  /** Free text such as '2,400 sq ft'. */
  @Column({ type: 'varchar', length: 60 })
  size: string;

  @Column({ type: 'text', array: true, default: '{}' })
  features: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  images: string[];

  @Column({ type: 'smallint', nullable: true })
  yearBuilt: number | null;

  @Column({ type: 'varchar', length: 120 })
  parking: string;

  /** Estimated monthly utilities, US cents. */
  @Column({ type: 'int' })
  utilitiesCents: number;

  /** Estimated monthly maintenance, US cents. */
  @Column({ type: 'int' })
  maintenanceCents: number;

  @Column({ type: 'jsonb' })
  agent: PropertyAgent;

  @Column({ type: 'jsonb' })
  neighborhood: NeighborhoodContent;

  @Column({ type: 'jsonb' })
  inspection: PropertyInspection;

  /** ISO weekdays (1 Monday ... 7 Sunday) on which viewings can happen; every day unless set. */
  @Column({ type: 'smallint', array: true, default: '{1,2,3,4,5,6,7}' })
  viewingDays: number[];

  /** Viewing start times offered on those days (HH:MM, from the half-hour viewing slots). */
  @Column({ type: 'varchar', length: 5, array: true, default: VIEWING_TIMES_DEFAULT })
  viewingTimes: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
