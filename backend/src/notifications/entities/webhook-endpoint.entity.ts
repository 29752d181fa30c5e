import { Column, CreateDateColumn, Entity } from 'typeorm';
import { OrganisationOwnedEntity } from '../../operators/entities/organisation-owned.entity.js';

/** An organisation's HTTPS endpoint that receives the events it subscribed to, signed. */
@Entity('webhook_endpoints')
export class WebhookEndpointEntity extends OrganisationOwnedEntity {
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  /** The event types it receives (`booking.confirmed`, ...). */
  @Column({ type: 'varchar', array: true })
  eventTypes: string[];

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  /** Signs every delivery (HMAC-SHA256); shown once, when the endpoint is created. */
  @Column({ type: 'varchar', length: 80 })
  secret: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
