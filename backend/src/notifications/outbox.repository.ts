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
    event: {
      type: string;
      aggregateType: string;
      aggregateId: string;
      payload: string;
      /** The organisation whose webhooks hear of it; null: none. */
      organisationId?: number | null;
    },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload, organisation_id, occurred_at)
       VALUES ($1, $2, $3, $4, $5, clock_timestamp()) RETURNING id`,
      [
        event.type,
        event.aggregateType,
        event.aggregateId,
        event.payload,
        event.organisationId ?? null,
      ],
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
              next_attempt_at = $1::timestamptz + make_interval(secs => $3),
              leased_until = $1::timestamptz + make_interval(secs => $3)
         FROM due, outbox_events e
        WHERE d.id = due.id AND e.id = d.event_id
       RETURNING d.id, d.channel, d.target, d.attempts, e.id AS event_id, e.type, e.payload,
                 e.occurred_at`,
      [now, batch, leaseSeconds, channel],
    )) as [ClaimedDelivery<Channel>[], number] | ClaimedDelivery<Channel>[];
    return (Array.isArray(claimed[0]) ? claimed[0] : claimed) as ClaimedDelivery<Channel>[];
  }

  /**
   * Claims up to `limit` due webhook deliveries, at most `perEndpoint` in flight per endpoint
   * (those claimed before and still leased count), none for a paused endpoint but its test
   * events. Claims are taken one at a time across every process (a transaction-scoped
   * advisory lock), so two replicas never both see an endpoint's last free place.
   */
  async claimDueWebhooks(
    now: Date,
    limit: number,
    leaseSeconds: number,
    perEndpoint: number,
  ): Promise<ClaimedDelivery<'webhook'>[]> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('outbox_deliveries:webhook'))`);
      const claimed = (await manager.query(
        `WITH busy AS (
           SELECT target, count(*)::int AS n FROM outbox_deliveries
            WHERE channel = 'webhook' AND status = 'pending' AND leased_until > $1
            GROUP BY target),
         candidates AS (
           SELECT d.id, d.target, d.next_attempt_at, COALESCE(b.n, 0) AS busy
             FROM outbox_deliveries d
             JOIN outbox_events e ON e.id = d.event_id
             LEFT JOIN webhook_endpoints w ON w.id::text = d.target
             LEFT JOIN busy b ON b.target = d.target
            WHERE d.status = 'pending' AND d.channel = 'webhook' AND d.next_attempt_at <= $1
              AND COALESCE(b.n, 0) < $4
              AND (w.paused_at IS NULL OR e.type = 'webhook.test')
            ORDER BY d.next_attempt_at
            LIMIT 500
            FOR UPDATE OF d SKIP LOCKED),
         due AS (
           SELECT id FROM (
             SELECT id, next_attempt_at,
                    busy + row_number() OVER (PARTITION BY target ORDER BY next_attempt_at, id) AS place
               FROM candidates) ranked
            WHERE place <= $4
            ORDER BY next_attempt_at
            LIMIT $2)
         UPDATE outbox_deliveries d
            SET attempts = d.attempts + 1,
                next_attempt_at = $1::timestamptz + make_interval(secs => $3),
                leased_until = $1::timestamptz + make_interval(secs => $3)
           FROM due, outbox_events e
          WHERE d.id = due.id AND e.id = d.event_id
         RETURNING d.id, d.channel, d.target, d.attempts, e.id AS event_id, e.type, e.payload,
                   e.occurred_at`,
        [now, limit, leaseSeconds, perEndpoint],
      )) as [ClaimedDelivery<'webhook'>[], number] | ClaimedDelivery<'webhook'>[];
      return (Array.isArray(claimed[0]) ? claimed[0] : claimed) as ClaimedDelivery<'webhook'>[];
    });
  }

  /**
   * A try of the endpoint succeeded: its run of failures ends and, if it was paused, it
   * resumes. True when it was paused.
   */
  async endpointSucceeded(endpointId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `WITH old AS (
         SELECT id, paused_at FROM webhook_endpoints WHERE id::text = $1 FOR UPDATE)
       UPDATE webhook_endpoints w
          SET consecutive_failures = 0, failing_since = NULL, paused_at = NULL
         FROM old
        WHERE w.id = old.id AND (w.consecutive_failures > 0 OR w.paused_at IS NOT NULL)
       RETURNING old.paused_at IS NOT NULL AS was_paused`,
      [endpointId],
    )) as [{ was_paused: boolean }[], number] | { was_paused: boolean }[];
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as { was_paused: boolean }[];
    return list.some((row) => row.was_paused);
  }

  /**
   * A try of the endpoint failed: one more in its run, and the endpoint is paused when the run
   * reaches `pauseAfterFailures` tries begun `pauseAfterSeconds` ago or more. In `manager`'s
   * transaction; the endpoint as it is now, and whether this failure paused it.
   */
  async endpointFailed(
    manager: EntityManager,
    endpointId: string,
    pauseAfterFailures: number,
    pauseAfterSeconds: number,
  ): Promise<
    | {
        organisationId: number;
        url: string;
        consecutiveFailures: number;
        failingSince: Date;
        justPaused: boolean;
      }
    | undefined
  > {
    const rows = (await manager.query(
      `WITH old AS (
         SELECT id, paused_at FROM webhook_endpoints WHERE id::text = $1 FOR UPDATE)
       UPDATE webhook_endpoints w
          SET consecutive_failures = w.consecutive_failures + 1,
              failing_since = COALESCE(w.failing_since, now()),
              paused_at = CASE
                WHEN w.paused_at IS NULL AND w.consecutive_failures + 1 >= $2
                 AND COALESCE(w.failing_since, now()) <= now() - make_interval(secs => $3)
                THEN now() ELSE w.paused_at END
         FROM old
        WHERE w.id = old.id
       RETURNING w.organisation_id AS "organisationId", w.url,
                 w.consecutive_failures AS "consecutiveFailures",
                 w.failing_since AS "failingSince",
                 (old.paused_at IS NULL AND w.paused_at IS NOT NULL) AS "justPaused"`,
      [endpointId, pauseAfterFailures, pauseAfterSeconds],
    )) as [unknown[], number] | unknown[];
    const list = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : rows;
    return list[0] as Awaited<ReturnType<OutboxRepository['endpointFailed']>>;
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
              leased_until = NULL,
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
              next_attempt_at = clock_timestamp() + make_interval(secs => $4), leased_until = NULL,
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

  /** A webhook endpoint's address, signing secret and API version, if it still exists. */
  async findEndpoint(
    id: string,
  ): Promise<{ url: string; secret: string; apiVersion: string } | undefined> {
    const [endpoint] = (await this.dataSource.query(
      'SELECT url, secret, api_version AS "apiVersion" FROM webhook_endpoints WHERE id::text = $1',
      [id],
    )) as { url: string; secret: string; apiVersion: string }[];
    return endpoint;
  }
}
