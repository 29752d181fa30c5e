/**
 * Completes a pending sandbox payment, as if the phone had approved the USSD prompt, and
 * confirms its booking:
 *
 *   npm run payment:complete -w backend -- <SL-XXXXXX | paymentId>
 *
 * While the app runs on the embedded database (which one process at a time may open), the
 * command asks the running app over HTTP, with the token the app wrote beside its data
 * directory (docs/decisions/payment-complete-through-running-app.md). Otherwise it opens the
 * database itself, with the same configuration (DATABASE_URL or the embedded database) as the
 * server.
 */
import { runCommand } from '../../cli.js';
import { PaymentsService } from '../payments.service.js';
import { defaultSandboxLinkFile, readSandboxLink } from '../sandbox-link.js';
import { completeThroughRunningApp } from './running-app.js';

async function main(): Promise<void> {
  const target = process.argv[2];
  const link = target ? readSandboxLink(defaultSandboxLinkFile()) : null;
  if (target && link) {
    const outcome = await completeThroughRunningApp(link, target);
    if (outcome.kind !== 'unreachable') {
      console[outcome.kind === 'done' ? 'log' : 'error'](outcome.message);
      process.exit(outcome.code);
    }
    // A link left by an app that was killed: nobody answers, so the database is free.
  }
  runCommand('complete-payment.ts <paymentId | booking reference>', async (app, argument) => {
    const { payment, booking } = await app.get(PaymentsService).completeFromCli(argument);
    console.log(
      `Booking ${booking.reference}: ${booking.status} (payment ${payment.id}: ${payment.status})`,
    );
    return booking.status === 'confirmed' ? 0 : 1;
  });
}

void main();
