import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MetricsRepository } from './metrics.repository.js';

/** Seconds; from a cached catalogue read to a slow payment-provider round trip. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one backend process: its own request latencies, payment-provider
 * calls and Node.js runtime figures, plus database-wide gauges (bookings and payments by
 * status) read at scrape time, so every replica reports the same totals for those.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'salone_http_request_duration_seconds',
    help: 'API request latency by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly providerCalls = new Histogram({
    name: 'salone_payment_provider_call_duration_seconds',
    help: 'Calls to the mobile-money provider by provider, operation and outcome (ok or error).',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly paymentOutcomes = new Counter({
    name: 'salone_payment_outcomes_total',
    help: 'Payment-code requests to the provider by outcome in this process: code_issued or provider_unavailable.',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(database: MetricsRepository) {
    collectDefaultMetrics({ register: this.registry, prefix: 'salone_' });
    new Gauge({
      name: 'salone_database_up',
      help: '1 when this process can query the database, else 0.',
      registers: [this.registry],
      async collect() {
        this.set(
          await database.ping().then(
            () => 1,
            () => 0,
          ),
        );
      },
    });
    const countBy = (table: 'bookings' | 'payments', labels: string) =>
      database.countBy(table, labels);
    new Gauge({
      name: 'salone_bookings',
      help: 'Bookings in the database by service type and status.',
      labelNames: ['service_type', 'status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const rows = await countBy('bookings', 'service_type, status');
          for (const row of rows) {
            this.set(
              { service_type: String(row.service_type), status: String(row.status) },
              Number(row.count),
            );
          }
        } catch {
          // Database unreachable: no figures this scrape (salone_database_up says why).
        }
      },
    });
    new Gauge({
      name: 'salone_payments',
      help: 'Payment requests in the database by provider and status.',
      labelNames: ['provider', 'status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const rows = await countBy('payments', 'provider, status');
          for (const row of rows) {
            this.set(
              { provider: String(row.provider), status: String(row.status) },
              Number(row.count),
            );
          }
        } catch {
          // As above.
        }
      },
    });
  }

  /** Records a request answered before Express (a kept catalogue answer), as the middleware below would. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** Express middleware timing every /api request, labelled by its route pattern. */
  readonly timeRequests = (request: Request, response: Response, next: NextFunction): void => {
    const stop = this.requestDuration.startTimer({ method: request.method });
    // 'close' also fires for requests the client gave up on.
    response.once('close', () => {
      // The pattern (/api/hotels/:id), never the raw path, keeps the label set small.
      // Answers sent before the router (catalogue answers from memory) name their pattern.
      const kept = response.locals.metricsRoute as string | undefined;
      const route = (request.route as { path?: unknown } | undefined)?.path;
      stop({
        route: kept ?? (typeof route === 'string' ? `${request.baseUrl}${route}` : 'unmatched'),
        status_code: String(response.statusCode),
      });
    });
    next();
  };
}
