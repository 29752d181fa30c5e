import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../common/errors/domain.exception.js';
import { appConfig } from '../config/configuration.js';
import { MetricsService } from './metrics.service.js';
import { Public } from '../auth/index.js';

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus scrape endpoint for operators (see docs/deployment.md). Left out of the public
 * API contract; protected by METRICS_TOKEN when one is configured.
 */
@ApiExcludeController()
// Public to the authentication guard: the scrape checks METRICS_TOKEN itself.
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(@Req() request: Request): Promise<string> {
    const token = this.config.metricsToken;
    if (token) {
      const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(given), digest(token))) {
        throw unauthorized(METRICS_TOKEN_REQUIRED, 'UNAUTHORIZED');
      }
    }
    request.res!.setHeader('Content-Type', this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }
}
