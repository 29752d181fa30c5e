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
import { runCommand } from '../../common/cli.js';
import { PaymentsService } from '../payments.service.js';

runCommand('complete-payment.ts <paymentId | booking reference>', async (app, target) => {
  const { payment, booking } = await app.get(PaymentsService).completeFromCli(target);
  console.log(
    `Booking ${booking.reference}: ${booking.status} (payment ${payment.id}: ${payment.status})`,
  );
  return booking.status === 'confirmed' ? 0 : 1;
});
