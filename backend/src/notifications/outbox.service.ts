import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { mailRoutes } from './email/templates.js';
import type { DomainEvent, DomainEventType } from './events.js';
import { OutboxDispatcher } from './outbox.dispatcher.js';

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
    if (manager.queryRunner?.isTransactionActive) this.written.add(manager.queryRunner);
    else this.dispatcher.nudge();
    return id;
  }
}
