import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The development SMS inbox: with the development provider (outside production) every SMS is
 * kept here, and `GET /api/dev/sms?to=` reads it.
 */
@Entity('dev_sms_messages')
@Index('IDX_dev_sms_messages_recipient', ['recipient', 'sentAt'])
@Index('IDX_dev_sms_messages_message', ['messageId'], { unique: true })
export class DevSmsMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The recipient, E.164. */
  @Column({ type: 'varchar', length: 16 })
  recipient: string;

  /** The outbox delivery it came from: a retried delivery is kept once. */
  @Column({ type: 'varchar', length: 100 })
  messageId: string;

  /** What the message is: `booking_received`, `booking_confirmed`, `sign_in_code`, ... */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}
