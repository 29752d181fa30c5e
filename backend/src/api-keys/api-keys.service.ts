import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditService } from '../audit/index.js';
import {
  accountContact,
  type Membership,
  UserDirectory,
  type VerifiedApiKey,
} from '../auth/index.js';
import {
  conflict,
  invalidField,
  notAvailable,
  tooMany,
  unauthorized,
} from '../common/errors/domain.exception.js';
import { RateLimiters } from '../common/rate-limit/rate-limiters.js';
import { appConfig } from '../config/configuration.js';
import { NodeEnv } from '../config/env.validation.js';
import type { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from './api-key.dto.js';
import { ApiKeysRepository, type KeyMaker } from './api-keys.repository.js';
import type { ApiKeyEntity } from './entities/api-key.entity.js';
import { KEY_MAKERS, type KeyMakers } from './key-makers.port.js';

export const API_KEY_INVALID = 'This API key is not valid';
export const API_KEY_REVOKED = 'This API key has been revoked';
export const API_KEY_EXPIRED = 'This API key has expired';
export const API_KEY_THROTTLED =
  'Too many requests with this API key. Please wait a moment and try again.';
export const API_KEY_NOT_FOUND = 'API key not found';
export const TOO_MANY_KEYS = 'An organisation can have at most 20 active API keys';
export const EXPIRY_IN_PAST = 'The expiry must be in the future';
export const NOT_APPROVED_FOR_KEYS =
  'Your organisation is not approved yet: API keys can be created once an admin approves it';
const MAX_ACTIVE_KEYS = 20;

/** `sk_live_` or `sk_test_`, 12 hex digits (the visible prefix), `_`, 43 characters of secret. */
const KEY_FORMAT = /^(sk_(?:live|test)_[0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Last-used times are written at most this often per key (one UPDATE a minute, not per call). */
const LAST_USED_PRECISION_MS = 60_000;

const toDto = (key: ApiKeyEntity, now = new Date()): ApiKeyDto => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes as ApiKeyDto['scopes'],
  status: key.revokedAt ? 'revoked' : key.expiresAt && key.expiresAt <= now ? 'expired' : 'active',
  createdAt: key.createdAt.toISOString(),
  expiresAt: key.expiresAt?.toISOString() ?? null,
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  revokedAt: key.revokedAt?.toISOString() ?? null,
});

/** The owner acting on keys, for the audit log. */
const keyActor = (membership: Membership) => ({
  id: membership.user.id,
  email: accountContact(membership.user),
  role: membership.role,
});

/**
 * An organisation's API keys: made by an owner, shown once, kept as an HMAC-SHA256 under an
 * application secret (docs/decisions/api-key-format.md), verified and rate limited on every
 * request.
 */
@Injectable()
export class ApiKeysService implements OnModuleInit {
  private pepper: Buffer | null = null;

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly users: UserDirectory,
    @Inject(KEY_MAKERS) private readonly makers: KeyMakers,
    private readonly limiters: RateLimiters,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async onModuleInit(): Promise<void> {
    // Made once by the first replica that starts; every replica reads the same one.
    this.pepper = Buffer.from(await this.keys.pepper(randomBytes(32)));
  }

  private hash(key: string): string {
    if (!this.pepper) throw new Error('ApiKeysService used before it was initialised');
    return createHmac('sha256', this.pepper).update(key).digest('hex');
  }

  /** Makes a key for an approved organisation; audited with its name (never its secret). */
  async create(
    membership: Membership,
    dto: CreateApiKeyDto,
    now = new Date(),
  ): Promise<CreatedApiKeyDto> {
    const organisationId = membership.organisationId;
    if (membership.organisationStatus !== 'approved') {
      throw conflict(NOT_APPROVED_FOR_KEYS, 'ORGANISATION_NOT_APPROVED');
    }
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && expiresAt <= now) {
      throw invalidField('expiresAt', EXPIRY_IN_PAST, 'INVALID_REQUEST');
    }
    const active = await this.keys.countActive(organisationId, now);
    if (active >= MAX_ACTIVE_KEYS) {
      throw conflict(TOO_MANY_KEYS, 'TOO_MANY_API_KEYS');
    }
    const mode = this.config.nodeEnv === NodeEnv.Production ? 'live' : 'test';
    const prefix = `sk_${mode}_${randomBytes(6).toString('hex')}`;
    const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.keys.insert(
        {
          organisationId,
          createdById: membership.user.id,
          name: dto.name.trim(),
          prefix,
          secretHash: this.hash(key),
          scopes: [...new Set(dto.scopes)],
          expiresAt,
        },
        manager,
      );
      const shown = toDto(saved, now);
      await this.audit.record(
        manager,
        keyActor(membership),
        'api_key.create',
        { type: 'api_key', id: saved.id, organisationId, name: saved.name },
        null,
        shown,
      );
      return { ...shown, key };
    });
  }

  async list(organisationId: number, now = new Date()): Promise<ApiKeyDto[]> {
    const keys = await this.keys.listFor(organisationId);
    return keys.map((key) => toDto(key, now));
  }

  /** Revokes a key at once (idempotent: a revoked key stays revoked, its time unchanged). */
  async revoke(membership: Membership, id: string, now = new Date()): Promise<ApiKeyDto> {
    const organisationId = membership.organisationId;
    const key = UUID.test(id) ? await this.keys.findOne(id, organisationId) : null;
    if (!key) throw notAvailable(API_KEY_NOT_FOUND);
    if (!key.revokedAt) {
      const before = toDto(key, now);
      key.revokedAt = now;
      await this.dataSource.transaction(async (manager) => {
        await this.keys.markRevoked(key.id, now, manager);
        await this.audit.record(
          manager,
          keyActor(membership),
          'api_key.revoke',
          { type: 'api_key', id: key.id, organisationId, name: key.name },
          before,
          toDto(key, now),
        );
      });
    }
    return toDto(key, now);
  }

  /**
   * The account a bearer key acts as, and the key: 401 with a code when the key is unknown,
   * revoked, expired or its owner no longer owns the organisation; 429 past the key's rate.
   * Sets the RateLimit headers on `response`.
   */
  async authenticate(
    token: string,
    response: Response | undefined,
    now = new Date(),
  ): Promise<{ user: KeyMaker; key: VerifiedApiKey }> {
    const match = KEY_FORMAT.exec(token);
    if (!match) throw unauthorized(API_KEY_INVALID, 'API_KEY_INVALID');
    const row = await this.keys.findByPrefix(match[1]);
    const given = Buffer.from(this.hash(token), 'hex');
    const stored = Buffer.from(row?.secret_hash ?? '', 'hex');
    if (!row || stored.length !== given.length || !timingSafeEqual(stored, given)) {
      throw unauthorized(API_KEY_INVALID, 'API_KEY_INVALID');
    }
    // A key made by an owner who has since left (or lost the role) stops with them.
    if (
      row.revoked_at ||
      (await this.makers.roleOf(Number(row.organisation_id), row.created_by_id)) !== 'owner'
    ) {
      throw unauthorized(API_KEY_REVOKED, 'API_KEY_REVOKED');
    }
    if (row.expires_at && new Date(row.expires_at) <= now) {
      throw unauthorized(API_KEY_EXPIRED, 'API_KEY_EXPIRED');
    }
    await this.throttle(row.id, response);
    if (
      !row.last_used_at ||
      now.getTime() - new Date(row.last_used_at).getTime() >= LAST_USED_PRECISION_MS
    ) {
      await this.keys.touchLastUsed(row.id, now);
    }
    const user: KeyMaker = await this.users.findById(row.created_by_id);
    return {
      user,
      key: { id: row.id, organisationId: Number(row.organisation_id), scopes: row.scopes },
    };
  }

  /** One point of the key's per-minute allowance, with the RateLimit headers either way. */
  private async throttle(keyId: string, response: Response | undefined): Promise<void> {
    const points = this.config.apiKeyRequestsPerMinute;
    const limiter = this.limiters.named({ keyPrefix: 'api-key', points, duration: 60 });
    const headers = (state: RateLimiterRes) => {
      response?.setHeader('RateLimit-Limit', String(points));
      response?.setHeader('RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
      response?.setHeader('RateLimit-Reset', String(Math.ceil(state.msBeforeNext / 1000)));
    };
    try {
      headers(await limiter.consume(keyId));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      headers(rejection);
      response?.setHeader('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      throw tooMany(API_KEY_THROTTLED);
    }
  }
}
