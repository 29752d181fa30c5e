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
import type { UserEntity } from '../../auth/index.js';

/**
 * A server's key to the API on behalf of one organisation. Only the HMAC-SHA256 of the secret
 * is kept; `prefix` (`sk_live_3f9a1c0d2b7e`) is shown in lists and names the row.
 */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  /** The organisation: operators' table, named by entity (api-keys sits below operators). */
  @ManyToOne('OrganisationEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id' })
  organisation: unknown;

  /** The owner who made it; the key acts as this account (docs/decisions/what-an-api-key-is.md). */
  @Column({ type: 'uuid' })
  createdById: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** `sk_live_` or `sk_test_` and 12 hex digits: unique, the part of the key shown again. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 24 })
  prefix: string;

  /** HMAC-SHA256 of the whole key under the `api-keys` application secret, hex. */
  @Column({ type: 'varchar', length: 64 })
  secretHash: string;

  @Column({ type: 'varchar', array: true })
  scopes: string[];

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
