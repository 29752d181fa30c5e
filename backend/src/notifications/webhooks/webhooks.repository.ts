import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { cursorTimestampSql } from '../../common/pagination.js';
import { WebhookEndpointEntity } from '../entities/webhook-endpoint.entity.js';

/** Organisations' webhook endpoints and their deliveries (`webhook_endpoints`, `outbox_deliveries`). */
@Injectable()
export class WebhooksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async countEndpoints(manager: EntityManager, organisationId: number): Promise<number> {
    return manager.getRepository(WebhookEndpointEntity).countBy({ organisationId });
  }

  async insertEndpoint(
    manager: EntityManager,
    values: Pick<
      WebhookEndpointEntity,
      'organisationId' | 'url' | 'eventTypes' | 'description' | 'secret' | 'apiVersion'
    >,
  ): Promise<WebhookEndpointEntity> {
    const repository = manager.getRepository(WebhookEndpointEntity);
    return repository.save(repository.create(values));
  }

  /** The organisation's endpoints, oldest first. */
  async listEndpoints(organisationId: number): Promise<WebhookEndpointEntity[]> {
    return this.dataSource
      .getRepository(WebhookEndpointEntity)
      .find({ where: { organisationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async deleteEndpoint(manager: EntityManager, id: string, organisationId: number): Promise<void> {
    await manager.getRepository(WebhookEndpointEntity).delete({ id, organisationId });
  }

  async findEndpoint(id: string, organisationId: number): Promise<WebhookEndpointEntity | null> {
    return this.dataSource.getRepository(WebhookEndpointEntity).findOneBy({ id, organisationId });
  }

  /** The endpoint's deliveries, newest first, after the cursor: `limit` rows (one more than a page). */
  async listDeliveries(
    endpointId: string,
    after: readonly unknown[] | null,
    limit: number,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<Record<string, any>[]> {
    return (await this.dataSource.query(
      `SELECT d.id, d.event_id, e.type, d.status, d.attempts, d.response_status, d.duration_ms,
              d.last_error, d.created_at, d.last_attempt_at, d.next_attempt_at,
              ${cursorTimestampSql('d.created_at')} AS cursor_at
         FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
        WHERE d.channel = 'webhook' AND d.target = $1
          AND ($2::timestamptz IS NULL OR (d.created_at, d.id) < ($2::timestamptz, $3::uuid))
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT $4`,
      [endpointId, after?.[0] ?? null, after?.[1] ?? null, limit],
    )) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** Puts one of the endpoint's deliveries back in the queue; false when it has no such delivery. */
  async requeueDelivery(
    manager: EntityManager,
    deliveryId: string,
    endpointId: string,
    maxAttempts: number,
  ): Promise<boolean> {
    const updated = (await manager.query(
      `UPDATE outbox_deliveries
          SET status = 'pending', next_attempt_at = clock_timestamp(), sent_at = NULL,
              attempts = LEAST(attempts, $3)
        WHERE id = $1 AND channel = 'webhook' AND target = $2
        RETURNING id`,
      [deliveryId, endpointId, maxAttempts],
    )) as [unknown[], number] | unknown[];
    const rows = Array.isArray(updated[0]) ? (updated[0] as unknown[]) : updated;
    return rows.length > 0;
  }

  /**
   * The organisation's webhook events from `since` on (and after the cursor), oldest first:
   * `limit` rows (one more than a page).
   */
  async listEvents(
    organisationId: number,
    since: string | null,
    after: readonly unknown[] | null,
    limit: number,
  ): Promise<
    { id: string; type: string; payload: unknown; occurred_at: Date; cursor_at: string }[]
  > {
    return (await this.dataSource.query(
      `SELECT id, type, payload, occurred_at, ${cursorTimestampSql('occurred_at')} AS cursor_at
         FROM outbox_events
        WHERE organisation_id = $1
          AND ($2::timestamptz IS NULL OR occurred_at >= $2::timestamptz)
          AND ($3::timestamptz IS NULL OR (occurred_at, id) > ($3::timestamptz, $4::uuid))
        ORDER BY occurred_at, id
        LIMIT $5`,
      [organisationId, since, after?.[0] ?? null, after?.[1] ?? null, limit],
    )) as { id: string; type: string; payload: unknown; occurred_at: Date; cursor_at: string }[];
  }
}
