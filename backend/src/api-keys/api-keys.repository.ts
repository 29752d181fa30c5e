import { Injectable } from '@nestjs/common';
import type { UserEntity } from '../auth/index.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { appSecret } from '../database/app-secrets/app-secrets.repository.js';
import { ApiKeyEntity } from './entities/api-key.entity.js';

/** The account a key acts as. */
export type KeyMaker = UserEntity;

/** A stored key as verification reads it. */
export interface StoredApiKey {
  id: string;
  organisation_id: number;
  created_by_id: string;
  secret_hash: string;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

/** Organisations' API keys (table `api_keys`) and the application secret they are hashed under. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The application secret keys are hashed under, made by the first caller. */
  async pepper(candidate: Buffer): Promise<Buffer> {
    return appSecret(this.dataSource.manager, 'api-keys', candidate);
  }

  /** Keys of the organisation neither revoked nor expired at `now`. */
  async countActive(organisationId: number, now: Date): Promise<number> {
    const [{ active }] = (await this.dataSource.query(
      `SELECT COUNT(*)::int AS active FROM api_keys
        WHERE organisation_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)`,
      [organisationId, now],
    )) as { active: number }[];
    return active;
  }

  async insert(
    values: Partial<ApiKeyEntity>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ApiKeyEntity> {
    const repository = manager.getRepository(ApiKeyEntity);
    return repository.save(repository.create(values));
  }

  /** The organisation's keys, newest first. */
  async listFor(organisationId: number): Promise<ApiKeyEntity[]> {
    return this.dataSource
      .getRepository(ApiKeyEntity)
      .find({ where: { organisationId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  async findOne(id: string, organisationId: number): Promise<ApiKeyEntity | null> {
    return this.dataSource.getRepository(ApiKeyEntity).findOneBy({ id, organisationId });
  }

  async markRevoked(
    id: string,
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.getRepository(ApiKeyEntity).update({ id }, { revokedAt: now });
  }

  /** The key with this visible prefix, if any. */
  async findByPrefix(prefix: string): Promise<StoredApiKey | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT id, organisation_id, created_by_id, secret_hash, scopes, expires_at, revoked_at,
              last_used_at
         FROM api_keys
        WHERE prefix = $1`,
      [prefix],
    )) as StoredApiKey[];
    return rows[0];
  }

  async touchLastUsed(id: string, now: Date): Promise<void> {
    await this.dataSource.query(`UPDATE api_keys SET last_used_at = $2 WHERE id = $1`, [id, now]);
  }
}
