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
import { OutboxRepository } from './outbox.repository.js';
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
    private readonly outbox: OutboxRepository,
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
    const heard = (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type);
    const organisationId = heard ? organisationOf(event as DomainEvent) : null;
    const id = await this.outbox.insertEvent(manager, {
      type: event.type,
      aggregateType: event.aggregateType,
      aggregateId: event.aggregateId,
      payload: JSON.stringify(event.payload),
      organisationId,
    });
    const routes = mailRoutes(event as DomainEvent);
    if (routes.length > 0) {
      await this.outbox.insertEmailDeliveries(
        manager,
        id,
        routes.map((route) => `${route.template}:${route.to}`),
      );
    }
    if (organisationId !== null) {
      // Every endpoint of the organisation subscribed to this type, as registered right now.
      await this.outbox.insertWebhookDeliveries(manager, id, organisationId, event.type);
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
    await this.outbox.insertSms(manager, SMS_EVENT_TYPE, message);
    this.wake(manager);
  }

  /** A `webhook.test` event delivered to one endpoint only; returns the delivery's id. */
  async recordTest(
    manager: EntityManager,
    endpointId: string,
    organisationId: number,
  ): Promise<string> {
    const id = await this.outbox.insertTestEvent(manager, organisationId);
    const deliveryId = await this.outbox.insertWebhookDelivery(manager, id, endpointId);
    this.wake(manager);
    return deliveryId;
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
