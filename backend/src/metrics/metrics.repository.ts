import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * The database-wide figures the metrics report at scrape time: whether the database answers,
 * and row counts of bookings and payments by their labels (read-only, for monitoring).
 */
@Injectable()
export class MetricsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A round trip of `SELECT 1`; rejects when the database cannot be reached. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  /** Rows of `table` counted per distinct value of the `labels` columns. */
  countBy(
    table: 'bookings' | 'payments',
    labels: string,
  ): Promise<Record<string, string | number>[]> {
    return this.dataSource.query(
      `SELECT ${labels}, count(*)::int AS count FROM ${table} GROUP BY ${labels}`,
    ) as Promise<Record<string, string | number>[]>;
  }
}
