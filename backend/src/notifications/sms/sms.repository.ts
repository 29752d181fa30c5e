import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DevSmsMessageDto } from '../dto/dev-sms.dto.js';

/**
 * The providers' words for a message's last state: once one of these is recorded, a report
 * of an earlier state arriving late does not replace it.
 */
export const FINAL_SMS_STATUSES = [
  // Africa's Talking
  'Success',
  'Failed',
  'Rejected',
  'AbsentSubscriber',
  'Expired',
  // Twilio
  'delivered',
  'undelivered',
  'failed',
  'read',
  'canceled',
];

/** Messages answered per number by the development SMS inbox. */
const INBOX_LIMIT = 50;

/** The SQL of the SMS channel: the development inbox and the providers' delivery reports. */
@Injectable()
export class SmsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records a provider's delivery report on the delivery of the message it names (by the
   * provider's id, or by the delivery's own id before the provider's is known). A report
   * naming a recipient counts only if the message went to that number. True: recorded.
   */
  async recordReport(report: {
    messageId: string;
    status: string;
    recipient: string | null;
    deliveryId?: string | null;
  }): Promise<boolean> {
    const result = (await this.dataSource.query(
      `UPDATE outbox_deliveries
          SET provider_status = $2, provider_status_at = clock_timestamp(),
              provider_message_id = COALESCE(provider_message_id, $1)
        WHERE channel = 'sms'
          AND (provider_message_id = $1 OR (provider_message_id IS NULL AND id::text = $4))
          AND ($3::text IS NULL OR substr(target, strpos(target, ':') + 1) = $3)
          AND NOT (provider_status_at IS NOT NULL AND provider_status = ANY($5::text[])
                   AND NOT $2 = ANY($5::text[]))
       RETURNING id`,
      [
        report.messageId,
        report.status,
        report.recipient,
        report.deliveryId ?? null,
        FINAL_SMS_STATUSES,
      ],
    )) as [unknown[], number] | unknown[];
    const rows = Array.isArray(result[0]) ? result[0] : result;
    return rows.length > 0;
  }

  /** Keeps a message in the development inbox; a retried delivery adds nothing. */
  async keepInDevInbox(message: {
    to: string;
    reference: string;
    kind: string;
    text: string;
  }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO dev_sms_messages (recipient, message_id, kind, text) VALUES ($1, $2, $3, $4)
       ON CONFLICT (message_id) DO NOTHING`,
      [message.to, message.reference, message.kind.slice(0, 40), message.text],
    );
  }

  /** The development inbox of one number (E.164), newest first. */
  async devInbox(to: string): Promise<DevSmsMessageDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT recipient, kind, text, sent_at FROM dev_sms_messages
        WHERE recipient = $1 ORDER BY sent_at DESC, id LIMIT $2`,
      [to, INBOX_LIMIT],
    )) as { recipient: string; kind: string; text: string; sent_at: Date }[];
    return rows.map((row) => ({
      to: row.recipient,
      kind: row.kind,
      text: row.text,
      sentAt: new Date(row.sent_at).toISOString(),
    }));
  }
}
