/**
 * The outbox under a SIGKILL: two backend processes share one PostgreSQL database and one real
 * SMTP server (in this process, answering slowly so that messages are in flight). Travellers
 * book, request codes and pay on both; one process is killed with SIGKILL in the middle, then
 * restarted. Every message of every acknowledged change must arrive, and a message that
 * arrives twice must carry the same Message-ID (at least once, recognisably).
 *
 * Needs a PostgreSQL server (SALONE_TEST_SERVER_URL or DATABASE_URL).
 */
import {
  HttpClient,
  registerTraveller,
  sleep,
  startBackends,
  testServerUrl,
  waitFor,
  type BackendCluster,
} from './support/processes.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const server = testServerUrl();

(server ? describe : describe.skip)(
  server
    ? 'the outbox when a backend process is killed with SIGKILL'
    : 'the outbox under SIGKILL (skipped: needs DATABASE_URL or SALONE_TEST_SERVER_URL)',
  () => {
    let smtp: SmtpCatcher;
    let cluster: BackendCluster;

    beforeAll(async () => {
      smtp = await startSmtpCatcher();
      // Slow enough that a process always has messages in flight.
      smtp.delayMs = 150;
      cluster = await startBackends(2, {
        env: {
          SMTP_URL: smtp.url,
          OUTBOX_POLL_MS: '200',
          OUTBOX_LEASE_SECONDS: '3',
          OUTBOX_RETRY_SECONDS: '0.5',
          EXPIRY_SWEEP_SECONDS: '0',
        },
      });
    }, 240_000);
    afterAll(async () => {
      await cluster?.stop();
      await smtp?.close();
    });

    it('loses no message of an acknowledged change, and a repeated one keeps its Message-ID', async () => {
      const [a, b] = cluster.processes;
      const events: Json[] = (await b.client().get('/api/events')).body;
      const event = events.at(-1)!;
      await cluster.db.query(
        `UPDATE event_ticket_categories SET quantity = 100000 WHERE event_id = $1 AND name = 'Standard'`,
        [event.id],
      );
      const travellers: HttpClient[] = [];
      for (let i = 0; i < 6; i += 1) {
        const client = cluster.processes[i % 2].client();
        travellers.push((await registerTraveller(client, client.baseUrl, smtp)).client);
      }

      /** Bookings whose code a traveller saw issued, and those seen paid: id -> reference. */
      const coded = new Map<string, string>();
      const paid = new Map<string, string>();
      let stopping = false;
      const loop = async (traveller: HttpClient, index: number) => {
        for (let round = 0; !stopping; round += 1) {
          const client = traveller.on([a.url, b.url][(index + round) % 2]);
          const created = await client.post('/api/bookings', {
            serviceType: 'event',
            serviceId: event.id,
            customerName: 'Fatmata Sesay',
            customerEmail: `fatmata.${index}@example.com`,
            customerPhone: '+232 77 123 456',
            guests: 1,
            startDate: event.startDate.slice(0, 10),
            totalAmount: 50,
            metadata: { ticketCategory: 'Standard' },
          });
          if (created.status !== 201) {
            await sleep(100);
            continue;
          }
          const pay = await client.post('/api/payments/monime', {
            bookingId: created.body.id,
            amount: 50,
            customerName: 'Fatmata Sesay',
            customerPhone: '+232 77 123 456',
            description: 'Event tickets',
          });
          if (pay.status !== 201) continue;
          coded.set(created.body.id, created.body.reference);
          const done = await client.post(`/api/payments/sandbox/${pay.body.paymentId}/complete`);
          if (done.status === 200) paid.set(created.body.id, created.body.reference);
        }
      };
      const loops = travellers.map((traveller, i) => loop(traveller, i));
      const atKill = { inFlight: 0, codes: 0 };
      try {
        await waitFor('mail flowing from both processes', () =>
          smtp.mails.length >= 30 ? true : undefined,
        );
        const [{ n }] = (
          await cluster.db.query(
            `SELECT COUNT(*)::int AS n FROM outbox_deliveries
                WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > now()`,
          )
        ).rows;
        atKill.inFlight = n;
        await a.kill('SIGKILL');
        atKill.codes = coded.size;
        await waitFor('bookings on the surviving process', () =>
          coded.size >= atKill.codes + 10 ? true : undefined,
        );
        await a.restart();
        await sleep(2_000);
      } finally {
        stopping = true;
        await Promise.all(loops);
      }

      // Everything written is delivered: nothing pending, nothing dead.
      await waitFor(
        'the outbox to drain',
        async () => {
          const { rows } = await cluster.db.query(
            `SELECT COUNT(*)::int AS n FROM outbox_deliveries WHERE status <> 'sent'`,
          );
          return rows[0].n === 0 ? true : undefined;
        },
        { timeoutMs: 90_000 },
      );

      const subjects = smtp.mails.map((m) => m.subject);
      const missingReceived = [...coded.values()].filter(
        (ref) => !subjects.some((s) => s.startsWith('Booking received') && s.includes(ref)),
      );
      const missingConfirmed = [...paid.values()].filter(
        (ref) => !subjects.some((s) => s.startsWith('Booking confirmed') && s.includes(ref)),
      );
      // Bookings confirmed in the database (even those whose answer the kill cut off) each
      // have their one "confirmed" event.
      const { rows: unannounced } = await cluster.db.query(
        `SELECT b.reference FROM bookings b
            WHERE b.status = 'confirmed' AND NOT EXISTS (
              SELECT 1 FROM outbox_events e
               WHERE e.aggregate_id = b.id::text AND e.type = 'booking.confirmed')`,
      );
      // The e-mails (a booking also queues its texts on the SMS lane, which this SMTP server does
      // not see).
      const { rows: deliveries } = await cluster.db.query(
        `SELECT id FROM outbox_deliveries WHERE channel = 'email'`,
      );
      const ids = new Set(smtp.mails.map((m) => m.messageId));
      const repeated = smtp.mails.length - ids.size;
      console.log(
        [
          'outbox under SIGKILL: figures',
          `  codes issued (acknowledged):   ${coded.size}`,
          `  payments seen completed:       ${paid.size}`,
          `  deliveries written:            ${deliveries.length}`,
          `  in flight when killed:         ${atKill.inFlight}`,
          `  messages received:             ${smtp.mails.length}`,
          `  SMTP connections cut off:      ${smtp.connectionErrors.length}`,
          `  distinct Message-IDs:          ${ids.size}`,
          `  repeated (same Message-ID):    ${repeated}`,
          `  lost:                          ${missingReceived.length + missingConfirmed.length}`,
        ].join('\n'),
      );
      expect(missingReceived).toEqual([]);
      expect(missingConfirmed).toEqual([]);
      expect(unannounced).toEqual([]);
      // Each delivery arrived, and only deliveries arrived: a repeat is the same message.
      expect(ids).toEqual(new Set(deliveries.map((d: Json) => `<${d.id}@salone.example>`)));
      // Only a message tried more than once (its first try cut off by the kill) can arrive
      // twice.
      const { rows: retried } = await cluster.db.query(
        `SELECT COUNT(*)::int AS n FROM outbox_deliveries WHERE channel = 'email' AND attempts > 1`,
      );
      expect(repeated).toBeLessThanOrEqual(retried[0].n);
    }, 300_000);
  },
);
