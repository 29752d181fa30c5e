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
 * A message sent with the contact form, kept for the support team. Stored as typed (trimmed),
 * as plain text: nothing renders it as markup. Lengths as in SendContactMessageDto.
 */
@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Where the reply goes. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 150 })
  subject: string;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  /** The account that was signed in when the message was sent, if any. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When an admin first opened it; null: unread. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** When an admin marked it handled; null: open. */
  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  handledById: string | null;

  @ManyToOne('UserEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'handled_by_id' })
  handledBy: Relation<UserEntity> | null;
}
