import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** A delivery claimed for one try, with its event. */
export interface ClaimedDelivery<Channel extends string = string> {
  id: string;
  channel: Channel;
  target: string;
  attempts: number;
  event_id: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
}

/** The transactional outbox: events and their deliveries (`outbox_events`, `outbox_deliveries`). */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds an event in the caller's transaction; its id. */
  async insertEvent(
    manager: EntityManager,
    event: { type: string; aggregateType: string; aggregateId: string; payload: string },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload, occurred_at)
       VALUES ($1, $2, $3, $4, clock_timestamp()) RETURNING id`,
      [event.type, event.aggregateType, event.aggregateId, event.payload],
    )) as { id: string }[];
    return id;
  }

  /** One e-mail delivery of the event per target (`template:address`). */
  async insertEmailDeliveries(
    manager: EntityManager,
    eventId: string,
    targets: string[],
  ): Promise<void> {
    const values = targets.map((_, i) => `($1, 'email', $${i + 2})`).join(', ');
    await manager.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ${values}
       ON CONFLICT DO NOTHING`,
      [eventId, ...targets],
    );
  }

  /** One delivery of the event to every endpoint of the organisation subscribed to its type. */
  async insertWebhookDeliveries(
    manager: EntityManager,
    eventId: string,
    organisationId: number,
    type: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target)
       SELECT $1, 'webhook', id::text FROM webhook_endpoints
        WHERE organisation_id = $2 AND $3 = ANY(event_types)
       ON CONFLICT DO NOTHING`,
      [eventId, organisationId, type],
    );
  }

  /** A `webhook.test` event for the organisation; its id. */
  async insertTestEvent(manager: EntityManager, organisationId: number): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload, occurred_at)
       VALUES ('webhook.test', 'organisation', $1, $2, clock_timestamp()) RETURNING id`,
      [
        String(organisationId),
        JSON.stringify({ organisationId, message: 'A test event from Salone' }),
      ],
    )) as { id: string }[];
    return id;
  }

  /** One webhook delivery of the event to one endpoint; its id. */
  async insertWebhookDelivery(
    manager: EntityManager,
    eventId: string,
    endpointId: string,
  ): Promise<string> {
    const [delivery] = (await manager.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ($1, 'webhook', $2) RETURNING id`,
      [eventId, endpointId],
    )) as { id: string }[];
    return delivery.id;
  }

  /** One SMS as an event of its own with one delivery on channel `sms`. */
  async insertSms(
    manager: EntityManager,
    type: string,
    message: { to: string; text: string; kind: string; bookingId?: string },
  ): Promise<void> {
    const [{ id }] = (await manager.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload, occurred_at)
       VALUES ($1, $2, $3, $4, clock_timestamp()) RETURNING id`,
      [
        type,
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
  }

  /**
   * Claims up to `batch` due deliveries for one try each: their next try is put off by the
   * lease, so another replica does not take them meanwhile.
   */
  async claimDue<Channel extends string>(
    channel: Channel,
    now: Date,
    batch: number,
    leaseSeconds: number,
  ): Promise<ClaimedDelivery<Channel>[]> {
    const claimed = (await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM outbox_deliveries
          WHERE status = 'pending' AND next_attempt_at <= $1 AND channel = $4
          ORDER BY next_attempt_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED)
       UPDATE outbox_deliveries d
          SET attempts = d.attempts + 1,
              next_attempt_at = $1::timestamptz + make_interval(secs => $3)
         FROM due, outbox_events e
        WHERE d.id = due.id AND e.id = d.event_id
       RETURNING d.id, d.channel, d.target, d.attempts, e.id AS event_id, e.type, e.payload,
                 e.occurred_at`,
      [now, batch, leaseSeconds, channel],
    )) as [ClaimedDelivery<Channel>[], number] | ClaimedDelivery<Channel>[];
    return (Array.isArray(claimed[0]) ? claimed[0] : claimed) as ClaimedDelivery<Channel>[];
  }

  /**
   * The delivery went out. A provider's message id and status are kept; a delivery report may
   * have come before this line, and then its status is kept.
   */
  async markSent(
    id: string,
    status: number | null,
    durationMs: number,
    provider: { messageId?: string; status?: string } = {},
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_deliveries
          SET status = 'sent', sent_at = clock_timestamp(), last_attempt_at = clock_timestamp(),
              last_error = NULL, response_status = $2, duration_ms = $3,
              provider_message_id = COALESCE($4, provider_message_id),
              provider_status = CASE WHEN provider_status_at IS NULL THEN $5
                                     ELSE provider_status END
        WHERE id = $1 AND status = 'pending'`,
      [id, status, durationMs, provider.messageId ?? null, provider.status?.slice(0, 40) ?? null],
    );
  }

  /** The try failed: tried again after `waitSeconds`, or never again when `dead`. */
  async markFailed(
    id: string,
    failure: {
      dead: boolean;
      reason: string;
      waitSeconds: number;
      status: number | null;
      durationMs: number;
    },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_deliveries
          SET status = $2, last_error = $3, last_attempt_at = clock_timestamp(),
              next_attempt_at = clock_timestamp() + make_interval(secs => $4),
              response_status = $5, duration_ms = $6
        WHERE id = $1 AND status = 'pending'`,
      [
        id,
        failure.dead ? 'dead' : 'pending',
        failure.reason,
        failure.waitSeconds,
        failure.status,
        failure.durationMs,
      ],
    );
  }

  /** A webhook endpoint's address and signing secret, if it still exists. */
  async findEndpoint(id: string): Promise<{ url: string; secret: string } | undefined> {
    const [endpoint] = (await this.dataSource.query(
      'SELECT url, secret FROM webhook_endpoints WHERE id::text = $1',
      [id],
    )) as { url: string; secret: string }[];
    return endpoint;
  }
}
