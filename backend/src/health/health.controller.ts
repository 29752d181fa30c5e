import { type BeforeApplicationShutdown, Controller, Get, Injectable } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiServerError } from '../common/openapi/index.js';
import { serviceUnavailable } from '../common/errors/domain.exception.js';
import { RateLimiters } from '../common/rate-limit/rate-limiters.js';
import { HealthDto, LivenessDto, ReadinessDto } from './health.dto.js';
import { HealthRepository } from './health.repository.js';
import { Public } from '../auth/index.js';

const DATABASE_CHECK_TIMEOUT_MS = 3_000;
export const DATABASE_UNREACHABLE = 'Database unreachable';
export const SHUTTING_DOWN = 'Shutting down';

/** Seconds readiness answers 503 on SIGTERM before the server stops taking requests. */
export const SHUTDOWN_DRAIN_MS = 5_000;

/**
 * Whether this process has begun to shut down. On a signal, readiness turns 503 and the
 * server keeps answering for a few seconds, so a load balancer stops sending it traffic
 * before connections are refused (main.ts allows 15 s in all).
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  stopping = false;

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.stopping = true;
    if (signal) await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
  }
}

@ApiTags('health')
@ApiServerError()
@Public()
@Controller('health')
export class HealthController {
  private readonly startedAt = Date.now();

  constructor(
    private readonly database: HealthRepository,
    private readonly limiters: RateLimiters,
    private readonly shutdown: ShutdownState,
  ) {}

  /** The process answers and its database is reachable. Public. */
  @Get()
  @ApiOkResponse({ description: 'Alive, database reachable', type: HealthDto })
  @ApiErrors({
    503: {
      codes: ['DB_DOWN'],
      description: 'The database cannot be reached',
      messages: { DB_DOWN: DATABASE_UNREACHABLE },
    },
  })
  async getHealth(): Promise<HealthDto> {
    return {
      status: 'ok',
      database: 'up',
      databaseLatencyMs: await this.pingDatabase(),
      uptimeSeconds: this.uptimeSeconds(),
    };
  }

  /**
   * Liveness, for a process supervisor: the process runs and its event loop answers. It
   * does not touch the database, so an outage there does not get healthy processes
   * restarted. Public.
   */
  @Get('live')
  @ApiOkResponse({ description: 'The process is alive', type: LivenessDto })
  getLiveness(): LivenessDto {
    return { status: 'ok', uptimeSeconds: this.uptimeSeconds() };
  }

  /**
   * Readiness, for a load balancer: 200 while this process can serve requests (its database
   * answers), 503 while the database cannot be reached and from the moment the process
   * begins to shut down. Public.
   */
  @Get('ready')
  @ApiOkResponse({ description: 'Ready to serve requests', type: ReadinessDto })
  @ApiErrors({
    503: {
      codes: ['DB_DOWN', 'STOPPING'],
      description: 'Not ready: the database cannot be reached, or the process is stopping',
      messages: { DB_DOWN: DATABASE_UNREACHABLE, STOPPING: SHUTTING_DOWN },
    },
  })
  async getReadiness(): Promise<ReadinessDto> {
    if (this.shutdown.stopping) {
      throw serviceUnavailable(SHUTTING_DOWN, 'STOPPING');
    }
    const [databaseLatencyMs, redis] = await Promise.all([
      this.pingDatabase(),
      this.limiters.redisStatus(),
    ]);
    return { status: 'ready', database: 'up', databaseLatencyMs, redis };
  }

  private uptimeSeconds(): number {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }

  /** Round trip of `SELECT 1` in milliseconds; a 503 when it fails or takes over 3 s. */
  private async pingDatabase(): Promise<number> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw serviceUnavailable(DATABASE_UNREACHABLE, 'DB_DOWN');
    } finally {
      clearTimeout(timer);
    }
    return Math.round((performance.now() - started) * 10) / 10;
  }
}
