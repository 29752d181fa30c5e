import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Provider webhook events already received, so a replayed delivery does nothing. */
@Entity('webhook_events')
export class WebhookEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
