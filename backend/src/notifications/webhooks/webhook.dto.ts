import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
} from 'class-validator';
import { API_VERSIONS, type ApiVersion } from '../../common/http/api-version.js';
import { CursorPageQueryDto } from '../../common/pagination.dto.js';
import { DATE_TIME } from '../../common/sync.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../events.js';

export class CreateWebhookEndpointDto {
  /**
   * Where the events are POSTed; `https` only in production.
   * @example "https://partner.example.com/salone/webhooks"
   */
  @IsUrl(
    { protocols: ['https', 'http'], require_protocol: true, require_tld: false },
    { message: 'url must be an http(s) URL' },
  )
  @MaxLength(2000)
  url: string;

  /**
   * The event types to receive.
   * @example ["booking.confirmed", "booking.cancelled"]
   */
  @IsArray()
  @ArrayMinSize(1, { message: 'Choose at least one event type' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, {
    each: true,
    message: `eventTypes must be among: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  })
  eventTypes: WebhookEventType[];

  /**
   * What the endpoint is for.
   * @example "Booking system sync"
   */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  description?: string;

  /**
   * The API version whose event shapes the endpoint receives; without it, the version of the
   * request (`Salone-Version`). From 2026-12-07 an event's `booking` is the booking as
   * `GET …/bookings/{bookingId}` shows it; 2026-11-26 keeps the first edition's snapshot.
   * @example "2026-12-07"
   */
  @IsOptional()
  @IsIn(API_VERSIONS, { message: `apiVersion must be one of: ${API_VERSIONS.join(', ')}` })
  apiVersion?: ApiVersion;
}

export class WebhookEndpointDto {
  /** @example "6f1c1f0e-4b8a-4c39-9f3e-0d8d2f6a1c11" */
  id: string;
  /** @example "https://partner.example.com/salone/webhooks" */
  url: string;
  /** @example ["booking.confirmed", "booking.cancelled"] */
  eventTypes: string[];
  /** @example "Booking system sync" */
  description: string;
  /**
   * The API version whose event shapes it receives.
   * @example "2026-12-07"
   */
  apiVersion: string;
  /** @example "2026-11-26T12:00:00.000Z" */
  createdAt: string;
  /**
   * When the endpoint was paused for failing too long (null: it is not). A paused endpoint
   * receives only test events; its other events wait, and are sent once a test succeeds.
   * @example null
   */
  pausedAt: string | null;
  /** Tries in a row that failed since the last success. @example 0 */
  consecutiveFailures: number;
  /** When that run of failures began (null: the last try succeeded). @example null */
  failingSince: string | null;
}

export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  /**
   * The signing secret, shown this once: keep it to verify `Salone-Signature` (or, with a
   * Standard Webhooks library, `webhook-signature`).
   * @example "whsec_3q2pZ0mXbH9p+Ab1qvK3sXo2Yk8Qk5d8"
   */
  secret: string;
}

export class WebhookDeliveryDto {
  /** The delivery's id, also sent as `Salone-Delivery-Id` and `Idempotency-Key`. */
  id: string;
  /** The event's id, sent as `Salone-Event-Id` and as `id` in the body. */
  eventId: string;
  /** @example "booking.confirmed" */
  eventType: string;
  /**
   * pending (due, or waiting for its next try), sent, or dead (no more tries).
   * @example "sent"
   */
  status: 'pending' | 'sent' | 'dead';
  /** Tries so far. @example 1 */
  attempts: number;
  /** The endpoint's HTTP status on the last try; null when it did not answer. @example 200 */
  responseStatus: number | null;
  /** How long the last try took, milliseconds. @example 84 */
  durationMs: number | null;
  /** Why the last try failed. */
  lastError: string | null;
  /** @example "2026-11-26T12:00:00.000Z" */
  createdAt: string;
  lastAttemptAt: string | null;
  /** When it is tried next (pending only). */
  nextAttemptAt: string | null;
}

export class WebhookDeliveryPageDto {
  items: WebhookDeliveryDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** `limit` (1-100, default 25) and the `cursor` of the previous page. */
export class ListDeliveriesQueryDto extends CursorPageQueryDto {}

export class WebhookDeliveryQueuedDto {
  /** The delivery that will be tried now. */
  deliveryId: string;
}

/** `since`, `limit` and `cursor` of the organisation's past events. */
export class ListWebhookEventsQueryDto extends CursorPageQueryDto {
  /**
   * Only events from this instant on (ISO 8601 with a time zone), inclusive: give the
   * `createdAt` of the last event you handled and skip the ids you have. Without it, every
   * event kept.
   * @example "2026-12-01T08:00:00.000Z"
   */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'since must be a date and time (ISO 8601)' })
  // A whole date and time with its zone: ISO 8601's shorter forms (2026, 2026-12, 2026-W49)
  // name no instant.
  @Matches(DATE_TIME, { message: 'since must be a date and time (ISO 8601)' })
  @MaxLength(40, { message: 'since must be a date and time (ISO 8601)' })
  since?: string;
}

/** One event, as a delivery's body carries it (shaped for the request's API version). */
export class WebhookEventDto {
  /** @example "0b8f1c2e-4d5a-4f60-9b7c-1e2d3c4b5a69" */
  id: string;
  /** @example "booking.confirmed" */
  type: string;
  /** @example "2026-11-26T12:00:00.000Z" */
  createdAt: string;
  /** The event's data: its schema is the type's, under the contract's `x-webhooks`. */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { booking: { reference: 'SL-7K3Q9D', stage: 'confirmed', totalAmount: 435 } },
  })
  data: Record<string, unknown>;
}

export class WebhookEventPageDto {
  items: WebhookEventDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
