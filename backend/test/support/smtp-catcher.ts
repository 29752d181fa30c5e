/**
 * A real SMTP server in the test process (the `smtp-server` package), which parses every
 * message it accepts with `mailparser`. A test may make it refuse messages, or answer slowly.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  receivedAt: number;
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  mails: CaughtMail[];
  /** Messages to this address, oldest first. */
  to(address: string): CaughtMail[];
  /** Refuse (451, try again later) the messages for which this returns true. */
  refuse: (to: string[]) => boolean;
  /** Milliseconds to wait before answering each message. */
  delayMs: number;
  /** Messages refused so far. */
  refused: number;
  /** Connection errors (a sender that went away mid-message, as a killed process does). */
  connectionErrors: Error[];
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher = {
    mails: [] as CaughtMail[],
    refuse: (() => false) as (to: string[]) => boolean,
    delayMs: 0,
    refused: 0,
    connectionErrors: [] as Error[],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then(async (parsed) => {
          if (catcher.delayMs > 0) await new Promise((r) => setTimeout(r, catcher.delayMs));
          if (catcher.refuse(to)) {
            catcher.refused += 1;
            const error = new Error('Mailbox busy, try again later') as Error & {
              responseCode: number;
            };
            error.responseCode = 451;
            callback(error);
            return;
          }
          catcher.mails.push({
            to,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            messageId: parsed.messageId ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
            receivedAt: Date.now(),
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed in the middle of a message resets its connection; a real server notes it
  // and goes on serving the others (without a listener it would be an uncaught error).
  server.on('error', (error: Error) => {
    catcher.connectionErrors.push(error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(catcher, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    to: (address: string) => catcher.mails.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
