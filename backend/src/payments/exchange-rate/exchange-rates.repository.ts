import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ExchangeRateEntity } from '../entities/exchange-rate.entity.js';

/** The exchange_rates table: the newest row is the current rate. */
@Injectable()
export class ExchangeRatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The newest rate, or null before the first change. */
  latest(manager: EntityManager = this.dataSource.manager): Promise<ExchangeRateEntity | null> {
    return manager.getRepository(ExchangeRateEntity).findOne({
      where: {},
      order: { changedAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * Serialises rate changes: two admins changing the rate at once each see the other's
   * change in their "before" (a transaction-scoped advisory lock, released at commit).
   */
  async lockForChange(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('exchange_rates'))`);
  }

  insert(
    manager: EntityManager,
    row: Pick<ExchangeRateEntity, 'slePerUsd' | 'changedById' | 'changedBy'>,
  ): Promise<ExchangeRateEntity> {
    const repository = manager.getRepository(ExchangeRateEntity);
    return repository.save(repository.create(row));
  }
}
