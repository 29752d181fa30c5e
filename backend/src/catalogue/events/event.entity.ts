import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { TicketCategoryEntity } from './ticket-category.entity.js';
import { LISTING_STATUS_CHECK, ListingColumns } from '../listing.entity.js';

export const EVENT_CATEGORIES = ['cultural', 'festival', 'music', 'food', 'sports'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export interface ScheduleItem {
  time: string;
  title: string;
  description: string;
}

export interface EventVenue {
  name: string;
  address: string;
  capacity: number;
  facilities: string[];
  directions: string;
}

export interface EventOrganizer {
  name: string;
  description: string;
  email: string;
  phone: string;
  website?: string;
}

@Entity('events')
@Check(`"category" IN ('cultural', 'festival', 'music', 'food', 'sports')`)
@Check(`"end_date" IS NULL OR "end_date" >= "start_date"`)
@Check(`"capacity" IS NULL OR "capacity" > 0`)
@Check(LISTING_STATUS_CHECK)
export class EventEntity extends ListingColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Column({ type: 'varchar', length: 20 })
  category: EventCategory;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 200 })
  location: string;

  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Index()
  @Column({ type: 'timestamptz' })
  startDate: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  /** Largest number of attendees, when the organiser states one. */
  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  @Column({ type: 'text', array: true, default: '{}' })
  images: string[];

  @Column({ type: 'jsonb', default: [] })
  schedule: ScheduleItem[];

  @Column({ type: 'text', array: true, default: '{}' })
  included: string[];

  @Column({ type: 'text', array: true, default: '{}' })
  excluded: string[];

  @Column({ type: 'jsonb' })
  venue: EventVenue;

  @Column({ type: 'jsonb' })
  organizer: EventOrganizer;

  @OneToMany(() => TicketCategoryEntity, (category) => category.event)
  ticketCategories: Relation<TicketCategoryEntity[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
