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

/** A signed-in browser. Only the SHA-256 of the cookie's token is stored. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Last request seen; the session ends after SESSION_IDLE_HOURS without one. */
  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;

  /** The browser's User-Agent at sign-in (shown as the device in the sessions list). */
  @Column({ type: 'varchar', length: 400, default: '' })
  userAgent: string;

  /** The client address at sign-in or, once seen, at the last request. */
  @Column({ type: 'varchar', length: 64, default: '' })
  ipAddress: string;

  /** Hard end, however active the session is. */
  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
