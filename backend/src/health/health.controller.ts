import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiServerError } from '../common/api-docs.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { ErrorResponseDto } from '../common/errors/error-response.dto.js';
import { errorBody } from '../common/errors/global-exception.filter.js';
import { HealthDto } from './health.dto.js';

const DATABASE_CHECK_TIMEOUT_MS = 3_000;

@ApiTags('health')
@ApiServerError()
@Controller('health')
export class HealthController {
  private readonly startedAt = Date.now();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Liveness: the process answers and its database is reachable. Public. */
  @Get()
  @ApiOkResponse({ description: 'Alive, database reachable', type: HealthDto })
  @ApiServiceUnavailableResponse({
    description: 'The database cannot be reached',
    type: ErrorResponseDto,
    example: errorBody(503, 'Database unreachable'),
  })
  async getHealth(): Promise<HealthDto> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new DomainException(HttpStatus.SERVICE_UNAVAILABLE, 'Database unreachable', 'DB_DOWN');
    } finally {
      clearTimeout(timer);
    }
    return {
      status: 'ok',
      database: 'up',
      databaseLatencyMs: Math.round((performance.now() - started) * 10) / 10,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
