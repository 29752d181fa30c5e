import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

export const CLOSABLE_KINDS = ['hotel', 'car', 'tour'] as const;
export type ClosableKind = (typeof CLOSABLE_KINDS)[number];

/**
 * An operator takes a room type, a car or a tour off sale for whole days, first to last
 * (maintenance, private hire). A room type's closure may close only some of its units.
 */
@Entity('closures')
@Check(`"service_type" IN ('hotel', 'car', 'tour')`)
@Check(`"end_date" >= "start_date"`)
@Check(`("service_type" = 'hotel') = ("room_id" IS NOT NULL)`)
@Check(`"units" IS NULL OR ("units" >= 1 AND "service_type" = 'hotel')`)
@Index(['serviceType', 'serviceId', 'startDate'])
export class ClosureEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The organisation that owns the row (operators' table, named by entity). */
  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  /** The organisation: operators' table, named by entity (bookings sits below operators). */
  @ManyToOne('OrganisationEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id' })
  organisation?: unknown;

  @Column({ type: 'varchar', length: 20 })
  serviceType: ClosableKind;

  /** The hotel, car or tour. */
  @Column({ type: 'int' })
  serviceId: number;

  /** The hotel's room type that is closed. */
  @Column({ type: 'int', nullable: true })
  roomId: number | null;

  /** How many of the room type's units are closed; null: all of them. */
  @Column({ type: 'smallint', nullable: true })
  units: number | null;

  /** First closed day (a hotel: the first closed night). */
  @Column({ type: 'date' })
  startDate: string;

  /** Last closed day, included. */
  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
