import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The development mailbox: without SMTP_URL (outside production) every e-mail is kept here,
 * one row per recipient, and `GET /api/dev/mailbox?to=` reads it.
 */
@Entity('dev_mail_messages')
@Index(['recipient', 'sentAt'])
@Index(['messageId', 'recipient'], { unique: true })
export class DevMailMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The recipient, lower case. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 200 })
  messageId: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** File names of the attachments. */
  @Column({ type: 'text', array: true, default: '{}' })
  attachments: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}
