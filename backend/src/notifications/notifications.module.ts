import { Global, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { mailConfig } from '../config/configuration.js';
import { BookingSnapshots } from './booking-snapshot.js';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { DevMailboxRepository } from './dev-mailbox.repository.js';
import { DisabledMailer, MailboxMailer, SmtpMailer, type Mailer } from './email/mailer.js';
import { NOTIFICATION_ENTITIES } from './entities/index.js';
import { MAILER, OutboxDispatcher } from './outbox.dispatcher.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { WebhooksRepository } from './webhooks/webhooks.repository.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/**
 * The transactional outbox and what it delivers: e-mail by SMTP (SMTP_URL), or into the
 * development mailbox, or nowhere (MAIL_DISABLED). Global, so any module records events.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(NOTIFICATION_ENTITIES), CatalogueModule],
  controllers: [DevMailboxController, WebhooksController],
  providers: [
    OutboxService,
    OutboxDispatcher,
    BookingSnapshots,
    WebhooksService,
    DevMailboxRepository,
    OutboxRepository,
    WebhooksRepository,
    {
      provide: MAILER,
      inject: [mailConfig.KEY, DevMailboxRepository],
      useFactory: (config: ConfigType<typeof mailConfig>, mailbox: DevMailboxRepository): Mailer =>
        config.transport === 'smtp'
          ? new SmtpMailer(config.smtpUrl!)
          : config.transport === 'mailbox'
            ? new MailboxMailer(mailbox)
            : new DisabledMailer(),
    },
  ],
  exports: [OutboxService, OutboxDispatcher, BookingSnapshots],
})
export class NotificationsModule {}
