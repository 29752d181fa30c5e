import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { UserEntity } from '../../auth/index.js';
import type { PlanState } from '../engine/plan-trip.js';
import type { TripPlan, TripRequest } from '../engine/types.js';

/** What is stored of a plan besides its request: everything the API returns. */
export type StoredPlan = Omit<TripPlan, 'request'>;

/**
 * A trip plan made for a traveller, kept so the dashboard can list and reopen it. The plan is
 * stored as it was made (prices and availability of that moment).
 */
@Entity('itineraries')
@Check(`"total_cents" >= 0`)
// Newest first per traveller. Created by the migration with created_at DESC, which TypeORM's
// decorators cannot express; synchronize: false keeps schema diffs from touching it.
@Index('IDX_itineraries_user_created', { synchronize: false })
export class ItineraryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity>;

  @Column({ type: 'jsonb' })
  request: TripRequest;

  @Column({ type: 'jsonb' })
  plan: StoredPlan;

  /** What editing the plan needs (days as routed, comfort level, locks); null for old plans. */
  @Column({ type: 'jsonb', nullable: true })
  state: PlanState | null;

  /** The read-only share link's token while sharing is on. */
  @Index('IDX_itineraries_share_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  shareToken: string | null;

  /** The plan's estimated total, US cents. */
  @Column({ type: 'int' })
  totalCents: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
