import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LISTING_STATUS_CHECK, ListingColumns } from '../listing.entity.js';

export const CAR_TYPES = ['SUV', 'Sedan', 'Hatchback', 'Pickup'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export interface CarExtra {
  name: string;
  /** US dollars per unit. */
  price: number;
  unit: 'day' | 'rental' | 'hour';
}

export interface CarTerms {
  minimumAge: number;
  /** Refundable security deposit, US dollars. */
  deposit: number;
  /** US dollars per hour late. */
  lateReturnFeePerHour: number;
  fuelPolicy: string;
  mileage: string;
  insurance: string;
  cancellation: string;
}

@Entity('cars')
@Check(`"type" IN ('SUV', 'Sedan', 'Hatchback', 'Pickup')`)
@Check(`"daily_rate_cents" > 0`)
@Check(`"year" BETWEEN 1990 AND 2100`)
@Check(LISTING_STATUS_CHECK)
export class CarEntity extends ListingColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  make: string;

  @Column({ type: 'varchar', length: 60 })
  model: string;

  @Column({ type: 'smallint' })
  year: number;

  @Column({ type: 'varchar', length: 20 })
  type: CarType;

  @Column({ type: 'int' })
  dailyRateCents: number;

  @Column({ type: 'varchar', length: 120 })
  location: string;

  /** False while the car is out of service or on a long rental. */
  @Column({ type: 'boolean', default: true })
  isAvailable: boolean;

  @Column({ type: 'smallint' })
  seats: number;

  @Column({ type: 'varchar', length: 20 })
  transmission: string;

  @Column({ type: 'varchar', length: 20 })
  fuelType: string;

  @Column({ type: 'text', array: true, default: '{}' })
  features: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  images: string[];

  @Column({ type: 'jsonb', default: [] })
  extras: CarExtra[];

  @Column({ type: 'jsonb' })
  terms: CarTerms;

  @Column({ type: 'text', array: true, default: '{}' })
  pickupLocations: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
