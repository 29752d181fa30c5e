import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { DataSource } from 'typeorm';
import { badRequest, conflict, notAvailable } from '../../common/errors/domain.exception.js';
import { decodeCursor, DEFAULT_PAGE_SIZE, pageOf } from '../../common/pagination.js';
import { appConfig } from '../../config/configuration.js';
import { NodeEnv } from '../../config/env.validation.js';
import type { WebhookEndpointEntity } from '../entities/webhook-endpoint.entity.js';
import { WEBHOOK_RETRY_SECONDS } from '../outbox.dispatcher.js';
import { OutboxService } from '../outbox.service.js';
import { addressRefusal } from './safe-address.js';
import { WebhooksRepository } from './webhooks.repository.js';
import type {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookEndpointDto,
  WebhookEventDto,
  WebhookEventPageDto,
} from './webhook.dto.js';
import { webhookData } from './webhook-payload.js';
import type { ApiVersion } from '../../common/http/api-version.js';
import { AuditService, type AuditActor } from '../../audit/index.js';

/**
 * The organisation member who acts: the operators module's route hands over the membership
 * auth resolved.
 */
export interface OrganisationMember {
  organisationId: number;
  role: 'owner' | 'staff';
  user: { id: string; email: string | null; phone: string | null };
}

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';
export const HTTPS_ONLY = 'Webhook endpoints must use https';
export const NOT_PUBLIC = 'Webhook endpoints must be on a public address';
export const TOO_MANY_ENDPOINTS = 'An organisation can register at most 20 webhook endpoints';
const MAX_ENDPOINTS = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toDto = (e: WebhookEndpointEntity): WebhookEndpointDto => ({
  id: e.id,
  url: e.url,
  eventTypes: e.eventTypes,
  description: e.description,
  apiVersion: e.apiVersion,
  createdAt: e.createdAt.toISOString(),
  pausedAt: e.pausedAt ? e.pausedAt.toISOString() : null,
  consecutiveFailures: e.consecutiveFailures ?? 0,
  failingSince: e.failingSince ? e.failingSince.toISOString() : null,
});

/** Who acts on the endpoints, for the audit log. */
const actorOf = (membership: OrganisationMember): AuditActor => ({
  id: membership.user.id,
  // An account made by phone may have no address: its number stands for it.
  email: membership.user.email ?? membership.user.phone ?? membership.user.id,
  role: membership.role,
});

/** An organisation's webhook endpoints, their delivery log, redelivery and test events. */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhooksRepository,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  private get production(): boolean {
    return this.app.nodeEnv === NodeEnv.Production;
  }

  /** `version`: the request's API version, for an endpoint that names none. */
  async create(
    membership: OrganisationMember,
    dto: CreateWebhookEndpointDto,
    version: ApiVersion,
  ): Promise<CreatedWebhookEndpointDto> {
    const { organisationId } = membership;
    const url = new URL(dto.url);
    if (this.production) await this.assertPublic(url);
    return this.dataSource.transaction(async (manager) => {
      if ((await this.webhooks.countEndpoints(manager, organisationId)) >= MAX_ENDPOINTS) {
        throw conflict(TOO_MANY_ENDPOINTS, 'TOO_MANY_ENDPOINTS');
      }
      const endpoint = await this.webhooks.insertEndpoint(manager, {
        organisationId,
        url: url.toString(),
        eventTypes: dto.eventTypes,
        description: dto.description?.trim() ?? '',
        apiVersion: dto.apiVersion ?? version,
        // Base64, as the Standard Webhooks libraries read it.
        secret: `whsec_${randomBytes(24).toString('base64')}`,
      });
      // The secret stays out of the log.
      await this.audit.record(
        manager,
        actorOf(membership),
        'webhook.create',
        { type: 'webhook', id: endpoint.id, organisationId },
        null,
        toDto(endpoint),
      );
      return { ...toDto(endpoint), secret: endpoint.secret };
    });
  }

  async list(organisationId: number): Promise<WebhookEndpointDto[]> {
    const endpoints = await this.webhooks.listEndpoints(organisationId);
    return endpoints.map(toDto);
  }

  async remove(membership: OrganisationMember, id: string): Promise<void> {
    const { organisationId } = membership;
    const endpoint = await this.find(organisationId, id);
    await this.dataSource.transaction(async (manager) => {
      await this.webhooks.deleteEndpoint(manager, id, organisationId);
      await this.audit.record(
        manager,
        actorOf(membership),
        'webhook.delete',
        { type: 'webhook', id, organisationId },
        toDto(endpoint),
        null,
      );
    });
  }

  /** The endpoint's deliveries, newest first, a page at a time. */
  async deliveries(
    organisationId: number,
    endpointId: string,
    limit = DEFAULT_PAGE_SIZE,
    cursor?: string,
  ): Promise<WebhookDeliveryPageDto> {
    await this.find(organisationId, endpointId);
    const after = cursor ? decodeCursor(cursor, ['timestamp', 'uuid']) : null;
    const rows = await this.webhooks.listDeliveries(endpointId, after, limit + 1);
    return pageOf(
      rows,
      limit,
      (r) => [r.cursor_at, r.id],
      (r): WebhookDeliveryDto => ({
        id: r.id,
        eventId: r.event_id,
        eventType: r.type,
        status: r.status,
        attempts: r.attempts,
        responseStatus: r.response_status,
        durationMs: r.duration_ms,
        lastError: r.last_error,
        createdAt: new Date(r.created_at).toISOString(),
        lastAttemptAt: r.last_attempt_at ? new Date(r.last_attempt_at).toISOString() : null,
        nextAttemptAt: r.status === 'pending' ? new Date(r.next_attempt_at).toISOString() : null,
      }),
    );
  }

  /**
   * The organisation's webhook events after `since`, oldest first, a page at a time, shaped as
   * `version` shapes deliveries: what a receiver that was down reads to catch up.
   */
  async events(
    organisationId: number,
    version: ApiVersion,
    query: { since?: string; limit?: number; cursor?: string },
  ): Promise<WebhookEventPageDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const after = query.cursor ? decodeCursor(query.cursor, ['timestamp', 'uuid']) : null;
    const rows = await this.webhooks.listEvents(
      organisationId,
      query.since ?? null,
      after,
      limit + 1,
    );
    return pageOf(
      rows,
      limit,
      (r) => [r.cursor_at, r.id],
      (r): WebhookEventDto => ({
        id: r.id,
        type: r.type,
        createdAt: new Date(r.occurred_at).toISOString(),
        data: webhookData(r.type, r.payload, version),
      }),
    );
  }

  /** Tries a delivery once more, now, whatever its state (sent or dead ones included). */
  async redeliver(
    membership: OrganisationMember,
    endpointId: string,
    deliveryId: string,
  ): Promise<string> {
    const { organisationId } = membership;
    await this.find(organisationId, endpointId);
    if (!UUID.test(deliveryId))
      throw notAvailable(DELIVERY_NOT_FOUND, 'WEBHOOK_DELIVERY_NOT_FOUND');
    await this.dataSource.transaction(async (manager) => {
      const requeued = await this.webhooks.requeueDelivery(
        manager,
        deliveryId,
        endpointId,
        WEBHOOK_RETRY_SECONDS.length,
      );
      if (!requeued) throw notAvailable(DELIVERY_NOT_FOUND, 'WEBHOOK_DELIVERY_NOT_FOUND');
      await this.audit.record(
        manager,
        actorOf(membership),
        'webhook.redeliver',
        { type: 'webhook', id: endpointId, organisationId },
        null,
        { deliveryId },
      );
    });
    this.outbox.wakeNow();
    return deliveryId;
  }

  /** Queues a `webhook.test` event for this endpoint only. */
  async sendTest(membership: OrganisationMember, endpointId: string): Promise<string> {
    const { organisationId } = membership;
    await this.find(organisationId, endpointId);
    return this.dataSource.transaction(async (manager) => {
      const deliveryId = await this.outbox.recordTest(manager, endpointId, organisationId);
      await this.audit.record(
        manager,
        actorOf(membership),
        'webhook.test',
        { type: 'webhook', id: endpointId, organisationId },
        null,
        { deliveryId },
      );
      return deliveryId;
    });
  }

  private async find(organisationId: number, id: string): Promise<WebhookEndpointEntity> {
    const endpoint = UUID.test(id) ? await this.webhooks.findEndpoint(id, organisationId) : null;
    if (!endpoint) {
      throw notAvailable(ENDPOINT_NOT_FOUND, 'WEBHOOK_ENDPOINT_NOT_FOUND');
    }
    return endpoint;
  }

  /**
   * Production: https, and a host that is (and resolves to) only public addresses. Checked
   * again on every delivery, on the addresses the name resolves to then.
   */
  private async assertPublic(url: URL): Promise<void> {
    if (url.protocol !== 'https:') {
      throw badRequest(HTTPS_ONLY, 'WEBHOOK_URL_NOT_HTTPS');
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      throw badRequest(NOT_PUBLIC, 'WEBHOOK_URL_NOT_PUBLIC', [
        { field: 'url', message: `${host} does not resolve to any address` },
      ]);
    }
    for (const address of addresses) {
      const refusal = addressRefusal(address);
      if (refusal) {
        throw badRequest(NOT_PUBLIC, 'WEBHOOK_URL_NOT_PUBLIC', [
          {
            field: 'url',
            message:
              address === host
                ? `${host} is ${refusal}`
                : `${host} resolves to ${address}, ${refusal}`,
          },
        ]);
      }
    }
  }
}
