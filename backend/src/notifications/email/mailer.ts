import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DevMailboxRepository } from '../dev-mailbox.repository.js';
import type { MailMessage } from './templates.js';

/** Sends one e-mail; throws when it was not accepted (the outbox retries). */
export interface Mailer {
  readonly kind: 'smtp' | 'mailbox' | 'disabled';
  send(message: MailMessage, headers: { messageId: string; from: string }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, with a small pool of connections. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(url: string) {
    const parsed = new URL(url);
    this.transport = nodemailer.createTransport({
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
      secure: parsed.protocol === 'smtps:',
      auth: parsed.username
        ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
        : undefined,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Local development servers (mail catchers) answer on plain connections.
      ignoreTLS: parsed.searchParams.get('tls') === 'off',
    });
  }

  async send(message: MailMessage, { messageId, from }: { messageId: string; from: string }) {
    await this.transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // The same id on every try: a receiver (or a human) can tell a retry from a new message.
      messageId,
      attachments: message.attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** The development mailbox: messages are kept in the database for GET /api/dev/mailbox. */
export class MailboxMailer implements Mailer {
  readonly kind = 'mailbox';

  constructor(private readonly mailbox: DevMailboxRepository) {}

  async send(message: MailMessage, { messageId }: { messageId: string; from: string }) {
    // A retried delivery replaces nothing and adds nothing: one row per message id.
    await this.mailbox.store({
      recipient: message.to.toLowerCase(),
      messageId,
      subject: message.subject.slice(0, 300),
      text: message.text,
      html: message.html,
      attachments: message.attachments.map((a) => a.filename),
    });
  }

  close(): void {}
}

/** MAIL_DISABLED: nothing is sent; each message is logged by subject only. */
export class DisabledMailer implements Mailer {
  readonly kind = 'disabled';
  private readonly logger = new Logger('Mail');

  async send(message: MailMessage) {
    this.logger.log({ subject: message.subject }, 'E-mail not sent: mail is disabled');
  }

  close(): void {}
}
