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
import { UserEntity } from './user.entity.js';

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/**
 * A single-use link sent by e-mail (verify the address, reset the password). Only the SHA-256
 * of the link's token is stored; the token is spent when used, and dies at `expiresAt`.
 */
@Entity('account_tokens')
export class AccountTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the link is followed; a used link never works again. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
