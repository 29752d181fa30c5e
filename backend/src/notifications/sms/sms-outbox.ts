import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normalisePhone } from '@salone/booking-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { OutboxService } from '../outbox.service.js';
import type { QueuedSms } from './sms-message.js';

export type { QueuedSms } from './sms-message.js';

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
    await this.outbox.queueSms(manager ?? this.dataSource.manager, { ...message, to });
  }
}
