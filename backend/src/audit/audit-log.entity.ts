import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * One operator or admin action: who, what, on which record, when, and the record before and
 * after. Written in the transaction of the change it describes; never updated or deleted.
 */
@Entity('audit_log')
@Index(['organisationId', 'createdAt'])
@Index(['entityType', 'entityId'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  /** The account that acted; null once that account is deleted. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The auth module's table, named by its entity rather than imported; only the key is used. */
  @ManyToOne('UserEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'actor_id' })
  actor: unknown;

  /** The actor's e-mail address at the time, kept even if the account goes. */
  @Column({ type: 'varchar', length: 254 })
  actorEmail: string;

  /** In which capacity: `admin`, `owner`, `staff`, or `system` (scripts). */
  @Column({ type: 'varchar', length: 10 })
  actorRole: string;

  /** The organisation the action concerns, if any (its members read their own entries). */
  @Column({ type: 'int', nullable: true })
  organisationId: number | null;

  /** What was done, e.g. `organisation.approve`, `listing.publish`, `member.remove`. */
  @Index()
  @Column({ type: 'varchar', length: 60 })
  action: string;

  /** Kind of record acted on, e.g. `organisation`, `hotel`, `room`, `contact_message`. */
  @Column({ type: 'varchar', length: 40 })
  entityType: string;

  @Column({ type: 'varchar', length: 64 })
  entityId: string;

  /** The record's name at the time (a listing's, a key's, an organisation's), for people. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  entityName: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
