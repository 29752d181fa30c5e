import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { Authenticated, CurrentMembership, type Membership } from '../auth/index.js';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, ApiInvalid, ApiPageInvalid, ApiServerError } from '../common/openapi/index.js';
import { RateLimit, type RateLimitOptions } from '../common/rate-limit/rate-limit.guard.js';
import { RequestApiVersion, type ApiVersion } from '../common/http/api-version.js';
import {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  ListDeliveriesQueryDto,
  ListWebhookEventsQueryDto,
  WebhookDeliveryPageDto,
  WebhookEventPageDto,
  WebhookDeliveryQueuedDto,
  DELIVERY_NOT_FOUND,
  ENDPOINT_NOT_FOUND,
  HTTPS_ONLY,
  NOT_PUBLIC,
  TOO_MANY_ENDPOINTS,
  WebhookEndpointDto,
  WebhooksService,
} from '../notifications/index.js';

const endpointNotFound = ApiErrors({
  404: {
    codes: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
    description: 'No such organisation or endpoint, or the caller is not a member',
    messages: { WEBHOOK_ENDPOINT_NOT_FOUND: ENDPOINT_NOT_FOUND },
  },
});

export const TOO_MANY_TESTS = 'Too many test events. Please wait a minute and try again.';
export const TOO_MANY_REDELIVERIES = 'Too many redeliveries. Please wait a minute and try again.';

/** Test events: 5 a minute per account, 20 per client address. */
const TEST_SENDS: RateLimitOptions = {
  message: TOO_MANY_TESTS,
  counters: [
    { keyPrefix: 'webhook-test-user', points: 5, duration: 60, per: 'user' },
    { keyPrefix: 'webhook-test-ip', points: 20, duration: 60, per: 'ip' },
  ],
};

/** Redeliveries: 30 a minute per account, 120 per client address. */
const REDELIVERIES: RateLimitOptions = {
  message: TOO_MANY_REDELIVERIES,
  counters: [
    { keyPrefix: 'webhook-redeliver-user', points: 30, duration: 60, per: 'user' },
    { keyPrefix: 'webhook-redeliver-ip', points: 120, duration: 60, per: 'ip' },
  ],
};

/**
 * An organisation's outgoing webhooks: endpoints that receive signed events (owners, and API
 * keys with the `webhooks:manage` scope).
 * Each POST carries `Salone-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`,
 * `Salone-Event-Id` and `Salone-Delivery-Id` (also as `Idempotency-Key`); see docs/webhooks.md.
 */
@ApiTags('webhooks')
@ApiParam({ name: 'orgId', description: 'The organisation', type: Number, example: 1 })
@ApiServerError()
@Controller('partner/organisations/:orgId/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /**
   * Registers an endpoint for the event types it wants. The answer holds the signing secret,
   * shown this once. In production only `https` URLs on public addresses are accepted.
   */
  @Post()
  @Authenticated({ role: 'owner', scope: 'webhooks:manage' })
  @ApiCreatedResponse({
    description: 'The endpoint, with its secret',
    type: CreatedWebhookEndpointDto,
  })
  @ApiInvalid('eventTypes', 'Choose at least one event type')
  @ApiErrors({
    400: {
      codes: ['WEBHOOK_URL_NOT_HTTPS', 'WEBHOOK_URL_NOT_PUBLIC'],
      description:
        'Production: not https (WEBHOOK_URL_NOT_HTTPS), or a host that is or resolves to an address other than a public one (WEBHOOK_URL_NOT_PUBLIC; `details` names the address and why: loopback, private, documentation, 6to4, NAT64...)',
      messages: { WEBHOOK_URL_NOT_HTTPS: HTTPS_ONLY, WEBHOOK_URL_NOT_PUBLIC: NOT_PUBLIC },
    },
    409: { codes: ['TOO_MANY_ENDPOINTS'], messages: { TOO_MANY_ENDPOINTS: TOO_MANY_ENDPOINTS } },
  })
  createWebhookEndpoint(
    @CurrentMembership() membership: Membership,
    @Body() dto: CreateWebhookEndpointDto,
    @RequestApiVersion() version: ApiVersion,
  ): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(membership, dto, version);
  }

  /** The organisation's endpoints (without their secrets). */
  @Get()
  @Authenticated({ role: 'owner', scope: 'webhooks:manage' })
  @ApiOkResponse({ description: 'Endpoints, oldest first', type: [WebhookEndpointDto] })
  listWebhookEndpoints(@CurrentMembership() membership: Membership): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list(membership.organisationId);
  }

  /** Removes an endpoint; its pending deliveries are dropped. */
  @Delete(':endpointId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authenticated({ role: 'owner', scope: 'webhooks:manage' })
  @ApiNoContentResponse({ description: 'Removed' })
  @endpointNotFound
  async deleteWebhookEndpoint(
    @CurrentMembership() membership: Membership,
    @Param('endpointId') endpointId: string,
  ): Promise<void> {
    await this.webhooks.remove(membership, endpointId);
  }

  /** The delivery log of an endpoint, newest first: status, response code, time taken. */
  @Get(':endpointId/deliveries')
  @Authenticated({ role: 'owner', scope: 'webhooks:manage' })
  @ApiOkResponse({ description: 'One page of deliveries', type: WebhookDeliveryPageDto })
  @ApiPageInvalid()
  @endpointNotFound
  listWebhookDeliveries(
    @CurrentMembership() membership: Membership,
    @Param('endpointId') endpointId: string,
    @Query() query: ListDeliveriesQueryDto,
  ): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveries(
      membership.organisationId,
      endpointId,
      query.limit,
      query.cursor,
    );
  }

  /**
   * Sends a delivery again, now (one more try, whatever its state). 30 a minute per account
   * (429 THROTTLED).
   */
  @Post(':endpointId/deliveries/:deliveryId/redeliver')
  @HttpCode(HttpStatus.ACCEPTED)
  // Guards run bottom to top: the session and membership first, then the per-account limit.
  @RateLimit(REDELIVERIES)
  @Authenticated({ role: 'owner', scope: 'webhooks:manage' })
  @ApiAcceptedResponse({ description: 'Queued for a try now', type: WebhookDeliveryQueuedDto })
  @ApiErrors({
    404: {
      codes: ['WEBHOOK_DELIVERY_NOT_FOUND'],
      description: 'No such organisation, endpoint or delivery, or the caller is not a member',
      messages: { WEBHOOK_DELIVERY_NOT_FOUND: DELIVERY_NOT_FOUND },
    },
    429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_REDELIVERIES } },
  })
  async redeliverWebhook(
    @CurrentMembership() membership: Membership,
    @Param('endpointId') endpointId: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<WebhookDeliveryQueuedDto> {
    return {
      deliveryId: await this.webhooks.redeliver(membership, endpointId, deliveryId),
    };
  }

  /**
   * Sends a `webhook.test` event to this endpoint, to check the receiver and its signature
   * check. It is sent even to a paused endpoint, and its success resumes it. 5 a minute per
   * account (429 THROTTLED).
   */
  @Post(':endpointId/test')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit(TEST_SENDS)
  @Authenticated({ role: 'owner', scope: 'webhooks:manage' })
  @ApiAcceptedResponse({ description: 'Queued', type: WebhookDeliveryQueuedDto })
  @endpointNotFound
  @ApiErrors({ 429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_TESTS } } })
  async sendWebhookTest(
    @CurrentMembership() membership: Membership,
    @Param('endpointId') endpointId: string,
  ): Promise<WebhookDeliveryQueuedDto> {
    return { deliveryId: await this.webhooks.sendTest(membership, endpointId) };
  }
}

/** The organisation's past webhook events, for a receiver catching up (docs/webhooks.md). */
@ApiTags('webhooks')
@ApiServerError()
@Controller('partner/organisations/:orgId/webhook-events')
export class WebhookEventsController {
  constructor(private readonly webhooks: WebhooksService) {}

  /**
   * The events the organisation's webhooks hear of (whether or not an endpoint was subscribed),
   * oldest first, shaped for the request's `Salone-Version` as deliveries to an endpoint of that
   * version are. Kept with the outbox; follow `nextCursor` to the end, then keep the last
   * `createdAt` as the next `since`.
   */
  @Get()
  @Authenticated({ role: 'owner', scope: 'webhooks:manage' })
  @ApiOkResponse({ description: 'One page of events, oldest first', type: WebhookEventPageDto })
  @ApiPageInvalid()
  @ApiInvalid('since', 'since must be a date and time (ISO 8601)')
  listWebhookEvents(
    @CurrentMembership() membership: Membership,
    @Query() query: ListWebhookEventsQueryDto,
    @RequestApiVersion() version: ApiVersion,
  ): Promise<WebhookEventPageDto> {
    return this.webhooks.events(membership.organisationId, version, query);
  }
}
