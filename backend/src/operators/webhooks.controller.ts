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
import {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  ListDeliveriesQueryDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryQueuedDto,
  DELIVERY_NOT_FOUND,
  ENDPOINT_NOT_FOUND,
  HTTPS_ONLY,
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

/**
 * An organisation's outgoing webhooks: endpoints that receive signed events (owners only).
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
  @Authenticated({ role: 'owner' })
  @ApiCreatedResponse({
    description: 'The endpoint, with its secret',
    type: CreatedWebhookEndpointDto,
  })
  @ApiInvalid('eventTypes', 'Choose at least one event type')
  @ApiErrors({
    400: {
      codes: ['WEBHOOK_URL_NOT_HTTPS'],
      description: 'Production: not https, or not a public address',
      messages: { WEBHOOK_URL_NOT_HTTPS: HTTPS_ONLY },
    },
    409: { codes: ['TOO_MANY_ENDPOINTS'], messages: { TOO_MANY_ENDPOINTS: TOO_MANY_ENDPOINTS } },
  })
  createWebhookEndpoint(
    @CurrentMembership() membership: Membership,
    @Body() dto: CreateWebhookEndpointDto,
  ): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(membership, dto);
  }

  /** The organisation's endpoints (without their secrets). */
  @Get()
  @Authenticated({ role: 'owner' })
  @ApiOkResponse({ description: 'Endpoints, oldest first', type: [WebhookEndpointDto] })
  listWebhookEndpoints(@CurrentMembership() membership: Membership): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list(membership.organisationId);
  }

  /** Removes an endpoint; its pending deliveries are dropped. */
  @Delete(':endpointId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authenticated({ role: 'owner' })
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
  @Authenticated({ role: 'owner' })
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

  /** Sends a delivery again, now (one more try, whatever its state). */
  @Post(':endpointId/deliveries/:deliveryId/redeliver')
  @HttpCode(HttpStatus.ACCEPTED)
  @Authenticated({ role: 'owner' })
  @ApiAcceptedResponse({ description: 'Queued for a try now', type: WebhookDeliveryQueuedDto })
  @ApiErrors({
    404: {
      codes: ['WEBHOOK_DELIVERY_NOT_FOUND'],
      description: 'No such organisation, endpoint or delivery, or the caller is not a member',
      messages: { WEBHOOK_DELIVERY_NOT_FOUND: DELIVERY_NOT_FOUND },
    },
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

  /** Sends a `webhook.test` event to this endpoint, to check the receiver and its signature check. */
  @Post(':endpointId/test')
  @HttpCode(HttpStatus.ACCEPTED)
  @Authenticated({ role: 'owner' })
  @ApiAcceptedResponse({ description: 'Queued', type: WebhookDeliveryQueuedDto })
  @endpointNotFound
  async sendWebhookTest(
    @CurrentMembership() membership: Membership,
    @Param('endpointId') endpointId: string,
  ): Promise<WebhookDeliveryQueuedDto> {
    return { deliveryId: await this.webhooks.sendTest(membership, endpointId) };
  }
}
