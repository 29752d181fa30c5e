/**
 * The journeys' Africa's Talking: the app sends its SMS here (SMS_PROVIDER=africastalking and
 * AFRICASTALKING_API_URL in the config), through the same API as the real one: `POST
 * /version1/messaging`, form-encoded (username, to, message, from), the key in the `apiKey`
 * header, answered with `SMSMessageData.Recipients`. Each message taken is written as JSON
 * into SMS_DIR, where a journey reads it (support.ts). Runs in Playwright's global setup.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { createServer } from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';

/** Two ports above the app's (the SMTP server has the one above), so parallel runs never meet. */
export const smsPort = (appPort: number) => appPort + 2;
export const smsDir = (appPort: number) => path.join(os.tmpdir(), `salone-e2e-sms-${appPort}`);

/** The account the app is configured with; anything else is refused as Africa's Talking does. */
export const AT_USERNAME = 'salone-e2e';
export const AT_API_KEY = 'atsk_e2e_0123456789abcdef';

/** One SMS as the journeys read it. */
export interface CaughtSms {
  to: string;
  message: string;
  from?: string;
  /** When it was taken, ms since the epoch. */
  at: number;
}

export async function startSmsCatcher(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT);
  const dir = smsDir(port);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/version1/messaging') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
        return;
      }
      const form = (req.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      )
        ? Object.fromEntries(new URLSearchParams(raw))
        : {};
      if (req.headers.apikey !== AT_API_KEY || form.username !== AT_USERNAME) {
        res
          .writeHead(401, { 'Content-Type': 'text/plain' })
          .end('The supplied authentication is invalid');
        return;
      }
      if (!form.to || !form.message) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Missing required parameter');
        return;
      }
      count += 1;
      const sms: CaughtSms = {
        to: form.to,
        message: form.message,
        from: form.from,
        at: Date.now(),
      };
      const file = path.join(dir, `${sms.at}-${String(count).padStart(5, '0')}.json`);
      // Written aside, then renamed: a journey reading the folder never sees half a file.
      fs.writeFileSync(`${file}.part`, JSON.stringify(sms));
      fs.renameSync(`${file}.part`, file);
      const messageId = `ATXid_${randomBytes(12).toString('hex')}`;
      res.writeHead(201, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: SLE 0.4500',
            Recipients: [
              {
                statusCode: 101,
                number: form.to,
                status: 'Success',
                cost: 'SLE 0.4500',
                messageId,
              },
            ],
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(smsPort(port), '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
