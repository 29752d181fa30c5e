import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from '../../auth/entities/user.entity.js';
import { OrganisationEntity } from './organisation.entity.js';

/**
 * Staff invited by e-mail before they have an account: the invitation turns into a membership
 * when an account with that address signs up or signs in.
 */
@Entity('organisation_invitations')
@Index('UQ_organisation_invitations_email', { synchronize: false })
export class OrganisationInvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne(() => OrganisationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id' })
  organisation: Relation<OrganisationEntity>;

  /** Compared case-insensitively; unique per organisation (index on lower(email)). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'uuid', nullable: true })
  invitedById: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'invited_by_id' })
  invitedBy: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
