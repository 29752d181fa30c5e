/**
 * The journeys' SMTP server: the app sends its e-mails here (SMTP_URL in the config), and each
 * message is written as JSON into MAIL_DIR, where a journey reads the links it needs. Runs as
 * Playwright's global setup; the returned function stops it. (`smtp-server` and `mailparser`
 * are the backend's test dependencies, shared through the workspace.)
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The port next to the app's, so parallel runs on other ports never meet. */
export const smtpPort = (appPort: number) => appPort + 1;
export const mailDir = (appPort: number) => path.join(os.tmpdir(), `salone-e2e-mail-${appPort}`);

export default async function startMailCatcher(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT);
  const dir = mailDir(port);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then((parsed) => {
          count += 1;
          const file = path.join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`);
          // Written aside, then renamed: a journey reading the folder never sees half a file.
          fs.writeFileSync(
            `${file}.part`,
            JSON.stringify({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' }),
          );
          fs.renameSync(`${file}.part`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort(port), '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
