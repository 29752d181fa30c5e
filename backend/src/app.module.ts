import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/index.js';
import { AuthModule } from './auth/auth.module.js';
import { AccessModule } from './operators/access/access.module.js';
import { OperatorsModule } from './operators/operators.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limiters.js';
import { requestId } from './common/http/request-id.js';
import { RetiredRouteGuard } from './common/http/api-version.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { BookingPortsModule } from './bookings/booking-ports.js';
import { AccountModule } from './account/account.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { ContactModule } from './contact/contact.module.js';
import { appConfig, ConfigurationModule } from './config/configuration.js';
import { NodeEnv } from './config/env.validation.js';
import { DatabaseModule } from './database/database.module.js';
import { ENTITIES } from './entities.js';
import { HealthController, ShutdownState } from './health/health.controller.js';
import { HealthRepository } from './health/health.repository.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PlannerModule } from './planner/planner.module.js';
import { SeedModule } from './seed/seed.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { ReviewsModule } from './reviews/index.js';

/** Probed every few seconds by load balancers and Prometheus: not worth a log line each. */
const QUIET_ROUTES = new Set([
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/api/metrics',
]);

@Module({
  imports: [
    ConfigurationModule,
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (config: ConfigType<typeof appConfig>) => ({
        pinoHttp: {
          level: config.logLevel,
          genReqId: requestId,
          // Credentials never reach the logs, nor the values a failed query was given.
          redact: [
            'req.headers.authorization',
            'req.headers.cookie',
            'res.headers["set-cookie"]',
            'err.parameters',
            'err.driverError.parameters',
          ],
          // The answer's status is what a log reader needs; its headers (security policy,
          // cache rules) are the same on every line.
          serializers: {
            res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
          },
          autoLogging: { ignore: (request) => QUIET_ROUTES.has(request.url ?? '') },
          transport:
            config.nodeEnv === NodeEnv.Development && process.stdout.isTTY
              ? { target: 'pino-pretty', options: { singleLine: true } }
              : undefined,
        },
      }),
    }),
    DatabaseModule.forRoot(ENTITIES),
    SeedModule,
    RateLimitModule,
    MetricsModule,
    NotificationsModule,
    AuthModule,
    AccessModule,
    AuditModule,
    CatalogueModule,
    BookingsModule,
    BookingPortsModule,
    AccountModule,
    PaymentsModule,
    UploadsModule,
    ContactModule,
    PlannerModule,
    OperatorsModule,
    AdminModule,
    ReviewsModule,
  ],
  controllers: [HealthController],
  // Retired routes answer by the request's API version (common/http/api-version.ts).
  providers: [ShutdownState, HealthRepository, { provide: APP_GUARD, useClass: RetiredRouteGuard }],
})
export class AppModule {}
