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

/** What an organisation may list: the five kinds of the catalogue. */
export const SERVICE_KINDS = ['hotel', 'event', 'car', 'tour', 'property'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/**
 * pending: applied, waiting for an admin -> approved (its published listings are public)
 * | changes_requested (the admin asked for changes; the applicant resubmits -> pending)
 * | rejected (final, with a reason). approved -> suspended (its listings leave the public
 * catalogue; bookings stand) -> approved again. Until approved it may prepare drafts only.
 */
export const ORGANISATION_STATUSES = [
  'pending',
  'approved',
  'suspended',
  'changes_requested',
  'rejected',
] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/** An operator organisation: a hotel group, a promoter, a rental agency, a tour operator... */
@Entity('organisations')
@Check(`"status" IN ('pending', 'approved', 'suspended', 'changes_requested', 'rejected')`)
@Check(
  `cardinality("service_kinds") > 0 AND "service_kinds" <@ ARRAY['hotel', 'event', 'car', 'tour', 'property']::varchar[]`,
)
export class OrganisationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'varchar', array: true })
  serviceKinds: ServiceKind[];

  /** Public contact phone. */
  @Column({ type: 'varchar', length: 30 })
  contactPhone: string;

  /** New confirmed bookings are also sent by SMS to the contact phone. */
  @Column({ type: 'boolean', default: false })
  smsBookingAlerts: boolean;

  /**
   * WhatsApp number the organisation chose to publish (E.164), or null: listing and booking
   * pages then offer "Message on WhatsApp".
   */
  @Column({ type: 'varchar', length: 30, nullable: true })
  whatsappNumber: string | null;

  /** Public contact e-mail. */
  @Column({ type: 'varchar', length: 254 })
  contactEmail: string;

  /** Business registration number. */
  @Column({ type: 'varchar', length: 60 })
  registrationNumber: string;

  /** Mobile-money number payouts go to. */
  @Column({ type: 'varchar', length: 30 })
  payoutNumber: string;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OrganisationStatus;

  /** Why an admin suspended or rejected it, or the changes asked for (shown to its members). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  statusReason: string | null;

  /** The account that applied. */
  @Column({ type: 'uuid', nullable: true })
  appliedById: string | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'applied_by_id' })
  appliedBy: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
