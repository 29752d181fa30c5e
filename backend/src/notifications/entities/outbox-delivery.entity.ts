import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { OutboxEventEntity } from './outbox-event.entity.js';

/** The channels; each has its own lane in the dispatcher. */
export const OUTBOX_CHANNELS = ['email', 'webhook', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const DELIVERY_STATUSES = ['pending', 'sent', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One message an event must cause: an e-mail to one address (`channel` email, `target` the
 * template and the address) or a call to one webhook endpoint. The dispatcher claims due rows
 * with SKIP LOCKED and leases them (`next_attempt_at` moves forward), so a process killed
 * mid-send lets another pick the row up again: at least once, with the delivery id as the
 * idempotency key the receiver sees.
 */
@Entity('outbox_deliveries')
@Check(`"status" IN ('pending', 'sent', 'dead')`)
@Check('CHK_outbox_deliveries_channel', `"channel" IN ('email', 'webhook', 'sms')`)
@Index(['eventId', 'channel', 'target'], { unique: true })
@Index('IDX_outbox_deliveries_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
@Index('IDX_outbox_deliveries_provider_message', ['providerMessageId'], {
  where: `"provider_message_id" IS NOT NULL`,
})
export class OutboxDeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => OutboxEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event: Relation<OutboxEventEntity>;

  @Column({ type: 'varchar', length: 20 })
  channel: OutboxChannel;

  /**
   * `<template>:<address>` for e-mail; the endpoint's id for a webhook; `<kind>:<phone>` for
   * an SMS (its text is in the event's payload).
   */
  @Column({ type: 'varchar', length: 320 })
  target: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DeliveryStatus;

  /** Tries started so far (a try cut off by a crash counts). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the row is next due; while a try runs, the end of its lease. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /**
   * While a try runs, the end of its lease (null otherwise): a webhook endpoint's tries in
   * flight are its pending rows leased into the future, at most two at once.
   */
  @Column({ type: 'timestamptz', nullable: true })
  leasedUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** When the last try ended. */
  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  /** A webhook's HTTP status on the last try (null: no answer, or an e-mail). */
  @Column({ type: 'int', nullable: true })
  responseStatus: number | null;

  /** How long the last try took, milliseconds. */
  @Column({ type: 'int', nullable: true })
  durationMs: number | null;

  /** An SMS: the provider's id for the message, which its delivery reports name. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerMessageId: string | null;

  /** An SMS: the provider's latest word on it (`Success`, `delivered`, `Failed`, ...). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  providerStatus: string | null;

  /** When the provider's latest delivery report arrived. */
  @Column({ type: 'timestamptz', nullable: true })
  providerStatusAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
