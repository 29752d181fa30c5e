import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../audit/index.js';
import { paymentsConfig } from '../../config/configuration.js';
import type { AdminExchangeRateDto, ExchangeRateDto } from './exchange-rate.dto.js';
import { ExchangeRatesRepository } from './exchange-rates.repository.js';

/** The admin who changes the rate, as the audit log names them. */
export interface RateChanger {
  id: string;
  email: string;
}

/** The rate in force: the newest admin change, else the configured `SLE_PER_USD`. */
export interface CurrentRate {
  slePerUsd: number;
  changedAt: Date | null;
  changedBy: string | null;
}

/**
 * The leone rate as data (docs/decisions/exchange-rate-as-data.md): admins change it without
 * a deploy, each change audited; payments read it when they issue a code.
 */
@Injectable()
export class ExchangeRateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rates: ExchangeRatesRepository,
    private readonly audit: AuditService,
    @Inject(paymentsConfig.KEY) private readonly config: ConfigType<typeof paymentsConfig>,
  ) {}

  /** The rate in force now, read inside `manager`'s transaction when given. */
  async current(manager?: EntityManager): Promise<CurrentRate> {
    const row = await this.rates.latest(manager);
    return row
      ? { slePerUsd: row.slePerUsd, changedAt: row.changedAt, changedBy: row.changedBy }
      : { slePerUsd: this.config.slePerUsd, changedAt: null, changedBy: null };
  }

  async publicRate(): Promise<ExchangeRateDto> {
    const { slePerUsd, changedAt } = await this.current();
    return { slePerUsd, changedAt: changedAt?.toISOString() ?? null };
  }

  async adminRate(): Promise<AdminExchangeRateDto> {
    return toAdminDto(await this.current());
  }

  /** Sets a new rate; the change and its audit entry are committed together. */
  async change(admin: RateChanger, slePerUsd: number): Promise<AdminExchangeRateDto> {
    return toAdminDto(
      await this.dataSource.transaction(async (manager) => {
        await this.rates.lockForChange(manager);
        const before = await this.current(manager);
        // The same rate again changes nothing and is not a change to audit.
        if (before.slePerUsd === slePerUsd) return before;
        const row = await this.rates.insert(manager, {
          slePerUsd,
          changedById: admin.id,
          changedBy: admin.email,
        });
        await this.audit.record(
          manager,
          { id: admin.id, email: admin.email, role: 'admin' },
          'exchange_rate.change',
          { type: 'exchange_rate', id: row.id },
          { slePerUsd: before.slePerUsd },
          { slePerUsd: row.slePerUsd },
        );
        return { slePerUsd: row.slePerUsd, changedAt: row.changedAt, changedBy: row.changedBy };
      }),
    );
  }
}

const toAdminDto = (rate: CurrentRate): AdminExchangeRateDto => ({
  slePerUsd: rate.slePerUsd,
  changedAt: rate.changedAt?.toISOString() ?? null,
  changedBy: rate.changedBy,
});
