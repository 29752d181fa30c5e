import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import type { UserEntity } from '../../auth/index.js';
import { OrganisationEntity } from './organisation.entity.js';

/** owner: runs the organisation and its members; staff: runs its listings and bookings. */
export const MEMBER_ROLES = ['owner', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** An account's role in an organisation; an account may belong to several. */
@Entity('organisation_members')
@Check(`"role" IN ('owner', 'staff')`)
export class OrganisationMemberEntity {
  @PrimaryColumn({ type: 'int' })
  organisationId: number;

  @Index()
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => OrganisationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id' })
  organisation: Relation<OrganisationEntity>;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 10 })
  role: MemberRole;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The 'New booking' and cancellation e-mails, at the member's own address. */
  @Column({ type: 'boolean', default: false })
  bookingEmails: boolean;

  /** The 'New booking' SMS, at the member's verified phone. */
  @Column({ type: 'boolean', default: false })
  bookingSms: boolean;

  /** The e-mail of tomorrow's arrivals, each evening there are any. */
  @Column({ type: 'boolean', default: false })
  arrivalsDigest: boolean;

  /** The day whose arrivals were last sent to the member (each day's digest goes once). */
  @Column({ type: 'date', nullable: true })
  arrivalsDigestSentFor: string | null;
}
