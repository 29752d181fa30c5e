import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** An organisation's HTTPS endpoint that receives the events it subscribed to, signed. */
@Entity('webhook_endpoints')
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The organisation that owns the row (operators' table, named by entity). */
  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  /** The organisation: operators' table, named by entity (notifications sits below operators). */
  @ManyToOne('OrganisationEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id' })
  organisation?: unknown;

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

  /** Tries in a row that failed, since the last success. */
  @Column({ type: 'int', default: 0 })
  consecutiveFailures: number;

  /** When the first of those failed tries ended (null after a success). */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  /**
   * When the endpoint was paused for failing too long: only test events are sent to it until
   * one succeeds; its other deliveries wait, none is lost.
   */
  @Column({ type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /**
   * The API version it was registered with (`Salone-Version`): its events are shaped as that
   * version's contract says.
   */
  @Column({ type: 'varchar', length: 10, default: '2026-11-26' })
  apiVersion: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
