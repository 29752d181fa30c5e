import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normalisePhone } from '@salone/booking-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { OutboxService } from '../outbox.service.js';

/** One text to send by SMS. */
export interface QueuedSms {
  /** The recipient; E.164 (`+23276123456`), or any form the phone rule reads. */
  to: string;
  text: string;
  /** What the message is: `booking_confirmed`, `sign_in_code`, ... (at most 40 characters). */
  kind: string;
  /** The booking it is about, if any. */
  bookingId?: string;
}

/** The event type that carries one queued SMS. */
export const SMS_EVENT_TYPE = 'sms.message';

/**
 * Queues SMS in the outbox (channel `sms`): in the caller's transaction when a manager is
 * given, so the text is sent if and only if the change it reports is committed. The
 * dispatcher sends SMS on a lane of their own, so slow e-mail or webhooks never delay them.
 */
@Injectable()
export class SmsOutbox {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async queue(message: QueuedSms, manager?: EntityManager): Promise<void> {
    const to = normalisePhone(message.to);
    if (!to) throw new Error(`Not a phone number an SMS can go to: ${message.to}`);
    if (!/^[a-z][a-z0-9_.-]{0,39}$/.test(message.kind)) {
      throw new Error(`Not an SMS kind: ${message.kind}`);
    }
    const db = manager ?? this.dataSource.manager;
    const [{ id }] = (await db.query(
      `INSERT INTO outbox_events (type, aggregate_type, aggregate_id, payload, occurred_at)
       VALUES ($1, $2, $3, $4, clock_timestamp()) RETURNING id`,
      [
        SMS_EVENT_TYPE,
        message.bookingId ? 'booking' : 'account',
        message.bookingId ?? to,
        JSON.stringify({
          to,
          text: message.text,
          kind: message.kind,
          bookingId: message.bookingId,
        }),
      ],
    )) as { id: string }[];
    await db.query(
      `INSERT INTO outbox_deliveries (event_id, channel, target) VALUES ($1, 'sms', $2)`,
      [id, `${message.kind}:${to}`],
    );
    this.outbox.wakeAfterCommit(db);
  }
}
