import { Injectable } from '@nestjs/common';
import { findUserOrFail, type UserEntity } from '../auth/index.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiKeyEntity } from './entities/api-key.entity.js';

/** The account a key acts as. */
export type KeyMaker = UserEntity;

/** A stored key as verification reads it, with its maker's current role in the organisation. */
export interface StoredApiKey {
  id: string;
  organisation_id: number;
  created_by_id: string;
  secret_hash: string;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  role: string | null;
}

/** Organisations' API keys (table `api_keys`) and the application secret they are kept under. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The application secret keys are hashed under, made by the first caller. */
  async pepper(candidate: Buffer): Promise<Buffer> {
    await this.dataSource.query(
      `INSERT INTO app_secrets (name, value) VALUES ('api-keys', $1) ON CONFLICT (name) DO NOTHING`,
      [candidate],
    );
    const [row]: { value: Buffer }[] = await this.dataSource.query(
      `SELECT value FROM app_secrets WHERE name = 'api-keys'`,
    );
    return row.value;
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

  async insert(values: Partial<ApiKeyEntity>): Promise<ApiKeyEntity> {
    const repository = this.dataSource.getRepository(ApiKeyEntity);
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

  async markRevoked(id: string, now: Date): Promise<void> {
    await this.dataSource.getRepository(ApiKeyEntity).update({ id }, { revokedAt: now });
  }

  /** The key with this visible prefix, if any. */
  async findByPrefix(prefix: string): Promise<StoredApiKey | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT k.id, k.organisation_id, k.created_by_id, k.secret_hash, k.scopes, k.expires_at,
              k.revoked_at, k.last_used_at, m.role
         FROM api_keys k
         LEFT JOIN organisation_members m
           ON m.organisation_id = k.organisation_id AND m.user_id = k.created_by_id
        WHERE k.prefix = $1`,
      [prefix],
    )) as StoredApiKey[];
    return rows[0];
  }

  async touchLastUsed(id: string, now: Date): Promise<void> {
    await this.dataSource.query(`UPDATE api_keys SET last_used_at = $2 WHERE id = $1`, [id, now]);
  }

  /** The account the key acts as (the owner who made it). */
  async findMaker(userId: string): Promise<UserEntity> {
    return findUserOrFail(this.dataSource.manager, userId);
  }
}
