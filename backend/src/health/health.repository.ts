import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The database as the health checks see it: does it answer? */
@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A round trip of `SELECT 1`; rejects when the database cannot be reached. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
