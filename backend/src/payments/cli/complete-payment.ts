/**
 * Completes a pending sandbox payment, as if the phone had approved the USSD prompt, and
 * confirms its booking:
 *
 *   node --conditions=salone-source --import @swc-node/register/esm-register src/payments/cli/complete-payment.ts <paymentId | SL-XXXXXX>
 *
 * Uses the same configuration (DATABASE_URL or the embedded database) as the server. The
 * embedded database can be opened by one process at a time: stop the dev server first, or
 * use `POST /api/payments/sandbox/{id}/complete` instead.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../app.module.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { PaymentsService } from '../payments.service.js';

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: complete-payment.ts <paymentId | booking reference>');
    return 2;
  }
  const app = await NestFactory.createApplicationContext(AppModule, {
    logger: ['error', 'warn'],
  });
  try {
    const { payment, booking } = await app.get(PaymentsService).completeFromCli(target);
    console.log(
      `Booking ${booking.reference}: ${booking.status} (payment ${payment.id}: ${payment.status})`,
    );
    return booking.status === 'confirmed' ? 0 : 1;
  } catch (error) {
    if (error instanceof DomainException) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
