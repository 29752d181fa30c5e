import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** A message kept in the development mailbox. */
export interface DevMailRow {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  sent_at: Date;
  attachments: string[];
}

/** The development mailbox (table `dev_mail_messages`). */
@Injectable()
export class DevMailboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The messages to an address, newest first, at most `limit`. */
  async listTo(recipient: string, limit: number): Promise<DevMailRow[]> {
    return (await this.dataSource.query(
      `SELECT recipient, subject, text, html, sent_at, attachments FROM dev_mail_messages
        WHERE recipient = $1 ORDER BY sent_at DESC, id LIMIT $2`,
      [recipient, limit],
    )) as DevMailRow[];
  }

  /** Keeps a message; a retried delivery (same message id and recipient) adds nothing. */
  async store(message: {
    recipient: string;
    messageId: string;
    subject: string;
    text: string;
    html: string;
    attachments: string[];
  }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO dev_mail_messages (recipient, message_id, subject, text, html, attachments)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (message_id, recipient) DO NOTHING`,
      [
        message.recipient,
        message.messageId,
        message.subject,
        message.text,
        message.html,
        message.attachments,
      ],
    );
  }
}
