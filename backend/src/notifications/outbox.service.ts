import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { mailRoutes } from './email/templates.js';
import {
  organisationOf,
  WEBHOOK_EVENT_TYPES,
  type DomainEvent,
  type DomainEventType,
} from './events.js';
import { OutboxDispatcher } from './outbox.dispatcher.js';
import { bookingSms } from './sms/booking-sms.js';
import { SMS_EVENT_TYPE, type QueuedSms } from './sms/sms-message.js';

/**
 * Writes domain events into the outbox, inside the caller's transaction: the event and the
 * deliveries it causes are committed with the change they report, or not at all. After the
 * commit the local dispatcher is woken; other replicas find the rows on their next look.
 */
@Injectable()
export class OutboxService implements OnModuleInit {
  /** Transactions that wrote events, so their commit wakes the dispatcher. */
  private readonly written = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push({
      afterTransactionCommit: ({ queryRunner }) => {
        if (!this.written.has(queryRunner)) return;
        this.written.delete(queryRunner);
        this.dispatcher.nudge();
      },
    });
  }

  /** Records `event` in `manager`'s transaction; returns the event's id. */
  async record<T extends DomainEventType>(
    manager: EntityManager,
    event: DomainEvent<T>,
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload, occurred_at)
       VALUES ($1, $2, $3, $4, clock_timestamp()) RETURNING id`,
      [event.type, event.aggregateType, event.aggregateId, JSON.stringify(event.payload)],
    )) as { id: string }[];
    const routes = mailRoutes(event as DomainEvent);
    if (routes.length > 0) {
      const values = routes.map((_, i) => `($1, 'email', $${i + 2})`).join(', ');
      await manager.query(
        `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ${values}
         ON CONFLICT DO NOTHING`,
        [id, ...routes.map((route) => `${route.template}:${route.to}`)],
      );
    }
    const organisationId = organisationOf(event as DomainEvent);
    if (
      organisationId !== null &&
      (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type)
    ) {
      // Every endpoint of the organisation subscribed to this type, as registered right now.
      await manager.query(
        `INSERT INTO outbox_deliveries (event_id, channel, target)
         SELECT $1, 'webhook', id::text FROM webhook_endpoints
          WHERE organisation_id = $2 AND $3 = ANY(event_types)
         ON CONFLICT DO NOTHING`,
        [id, organisationId, event.type],
      );
    }
    for (const sms of bookingSms(event as DomainEvent)) await this.queueSms(manager, sms);
    this.wake(manager);
    return id;
  }

  /**
   * One SMS (`to` in E.164), as an event of its own with one delivery on channel `sms`, in
   * `manager`'s transaction.
   */
  async queueSms(manager: EntityManager, message: QueuedSms): Promise<void> {
    const [{ id }] = (await manager.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload, occurred_at)
       VALUES ($1, $2, $3, $4, clock_timestamp()) RETURNING id`,
      [
        SMS_EVENT_TYPE,
        message.bookingId ? 'booking' : 'account',
        message.bookingId ?? message.to,
        JSON.stringify({
          to: message.to,
          text: message.text,
          kind: message.kind,
          bookingId: message.bookingId,
        }),
      ],
    )) as { id: string }[];
    await manager.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ($1, 'sms', $2)`,
      [id, `${message.kind}:${message.to}`],
    );
    this.wake(manager);
  }

  /** A `webhook.test` event delivered to one endpoint only; returns the delivery's id. */
  async recordTest(
    manager: EntityManager,
    endpointId: string,
    organisationId: number,
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload, occurred_at)
       VALUES ('webhook.test', 'organisation', $1, $2, clock_timestamp()) RETURNING id`,
      [
        String(organisationId),
        JSON.stringify({ organisationId, message: 'A test event from Salone' }),
      ],
    )) as { id: string }[];
    const [delivery] = (await manager.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ($1, 'webhook', $2) RETURNING id`,
      [id, endpointId],
    )) as { id: string }[];
    this.wake(manager);
    return delivery.id;
  }

  /** Wakes the local dispatcher (after a change made outside a transaction). */
  wakeNow(): void {
    this.dispatcher.nudge();
  }

  private wake(manager: EntityManager): void {
    if (manager.queryRunner?.isTransactionActive) this.written.add(manager.queryRunner);
    else this.dispatcher.nudge();
  }
}
