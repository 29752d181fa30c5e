import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from './user.entity.js';

/** sign_in: sign in or sign up with the number; add_phone: a signed-in account adds it. */
export type PhoneCodePurpose = 'sign_in' | 'add_phone';

/**
 * The one live SMS code of a phone number, and how often codes were sent to it. A new code
 * replaces the last. Only the code's argon2id hash is kept; it dies at `expiresAt`, when used,
 * or after its fifth wrong try (`attempts`, counted before each check).
 */
@Entity('phone_codes')
export class PhoneCodeEntity {
  /** E.164. */
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_phone_codes' })
  phone: string;

  @Column({ type: 'varchar', length: 12 })
  purpose: PhoneCodePurpose;

  /** The account adding the number (add_phone); null for sign_in. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_phone_codes_user' })
  user: Relation<UserEntity> | null;

  @Column({ type: 'varchar', length: 200 })
  codeHash: string;

  /** Tries at this code, each counted before it is checked. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Codes sent to the number since `windowStartedAt` (an hour at most). */
  @Column({ type: 'integer', default: 1 })
  sends: number;

  @Column({ type: 'timestamptz' })
  windowStartedAt: Date;

  @Column({ type: 'timestamptz' })
  lastSentAt: Date;
}
