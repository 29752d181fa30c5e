import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { BookingsModule } from '../bookings/index.js';
import { paymentsConfig } from '../config/configuration.js';
import { PAYMENT_ENTITIES } from './entities/index.js';
import {
  AdminExchangeRateController,
  ExchangeRateController,
} from './exchange-rate/exchange-rate.controller.js';
import { ExchangeRateService } from './exchange-rate/exchange-rate.service.js';
import { ExchangeRatesRepository } from './exchange-rate/exchange-rates.repository.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentLedgerModule } from './payment-ledger.js';
import { PaymentsService } from './payments.service.js';
import { MetricsService } from '../metrics/index.js';
import { instrumentProvider } from './providers/instrumented.provider.js';
import { MonimeProvider } from './providers/monime.provider.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider.js';
import { SandboxProvider } from './providers/sandbox.provider.js';
import { SandboxLinkService } from './sandbox-link.js';

/** Mobile-money payments: Monime when configured, otherwise the offline sandbox. */
@Module({
  imports: [
    TypeOrmModule.forFeature(PAYMENT_ENTITIES),
    AuthModule,
    BookingsModule,
    PaymentLedgerModule,
  ],
  controllers: [PaymentsController, ExchangeRateController, AdminExchangeRateController],
  providers: [
    PaymentsService,
    SandboxLinkService,
    ExchangeRateService,
    ExchangeRatesRepository,
    {
      provide: PAYMENT_PROVIDER,
      inject: [paymentsConfig.KEY, MetricsService],
      useFactory: (
        config: ConfigType<typeof paymentsConfig>,
        metrics: MetricsService,
      ): PaymentProvider =>
        instrumentProvider(
          config.provider === 'monime'
            ? new MonimeProvider({
                apiUrl: config.monime.apiUrl,
                accessToken: config.monime.accessToken!,
                spaceId: config.monime.spaceId!,
              })
            : new SandboxProvider(),
          metrics,
        ),
    },
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}
