import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  type Relation,
} from 'typeorm';
import { OrganisationOwnedEntity } from './organisation-owned.entity.js';
import type { UserEntity } from '../../auth/index.js';

/**
 * Staff invited by e-mail before they have an account: the invitation turns into a membership
 * when an account with that address signs up or signs in.
 */
@Entity('organisation_invitations')
@Index('UQ_organisation_invitations_email', { synchronize: false })
export class OrganisationInvitationEntity extends OrganisationOwnedEntity {
  /** Compared case-insensitively; unique per organisation (index on lower(email)). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'uuid', nullable: true })
  invitedById: string | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'invited_by_id' })
  invitedBy: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
