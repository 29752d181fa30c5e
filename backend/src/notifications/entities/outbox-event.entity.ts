import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A domain event, written in the same transaction as the change it reports (the transactional
 * outbox). Its deliveries (one per e-mail recipient or webhook endpoint) are written with it.
 */
@Entity('outbox_events')
@Index(['aggregateType', 'aggregateId', 'occurredAt'])
@Index('IDX_outbox_events_organisation', ['organisationId', 'occurredAt', 'id'])
export class OutboxEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** `booking.confirmed`, `booking.cancelled`, `operator.applied`, ... */
  @Column({ type: 'varchar', length: 60 })
  type: string;

  /** What the event is about: `booking`, `payment`, `organisation`, `listing`, `account`. */
  @Column({ type: 'varchar', length: 30 })
  aggregateType: string;

  @Column({ type: 'varchar', length: 64 })
  aggregateId: string;

  /** A snapshot of what the messages need, taken inside the transaction. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  occurredAt: Date;

  /** The organisation whose webhooks hear of it (`GET …/webhook-events`); null: none. */
  @Column({ type: 'int', nullable: true })
  organisationId: number | null;
}
