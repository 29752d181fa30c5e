import { Global, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { mailConfig, smsConfig } from '../config/configuration.js';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { DevMailboxRepository } from './dev-mailbox.repository.js';
import { DisabledMailer, MailboxMailer, SmtpMailer, type Mailer } from './email/mailer.js';
import { NOTIFICATION_ENTITIES } from './entities/index.js';
import { MAILER, OutboxDispatcher } from './outbox.dispatcher.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';
import { AfricasTalkingSmsProvider } from './sms/africastalking.provider.js';
import { DevSmsController } from './sms/dev-sms.controller.js';
import { SmsReportsController } from './sms/sms-reports.controller.js';
import { TwilioSmsProvider } from './sms/twilio.provider.js';
import { SmsOutbox } from './sms/sms-outbox.js';
import {
  DevelopmentSmsProvider,
  DisabledSmsProvider,
  SMS_PROVIDER,
  type SmsProvider,
} from './sms/sms-provider.js';
import { SmsRepository } from './sms/sms.repository.js';
import { WebhooksRepository } from './webhooks/webhooks.repository.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

/**
 * The transactional outbox and what it delivers: e-mail by SMTP (SMTP_URL), or into the
 * development mailbox, or nowhere (MAIL_DISABLED); webhooks; SMS through the provider
 * SMS_PROVIDER names, or into the development SMS inbox. Global, so any module records events.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(NOTIFICATION_ENTITIES)],
  controllers: [DevMailboxController, DevSmsController, SmsReportsController],
  providers: [
    OutboxService,
    OutboxDispatcher,
    WebhooksService,
    DevMailboxRepository,
    OutboxRepository,
    WebhooksRepository,
    SmsOutbox,
    SmsRepository,
    {
      provide: SMS_PROVIDER,
      inject: [smsConfig.KEY, SmsRepository],
      useFactory: (config: ConfigType<typeof smsConfig>, sms: SmsRepository): SmsProvider =>
        config.provider === 'africastalking'
          ? new AfricasTalkingSmsProvider({
              apiUrl: config.africastalking.apiUrl,
              username: config.africastalking.username!,
              apiKey: config.africastalking.apiKey!,
              from: config.africastalking.from,
            })
          : config.provider === 'twilio'
            ? new TwilioSmsProvider({
                apiUrl: config.twilio.apiUrl,
                accountSid: config.twilio.accountSid!,
                authToken: config.twilio.authToken!,
                from: config.twilio.from!,
                statusCallback: `${config.callbackBaseUrl}/sms/reports/twilio`,
              })
            : config.provider === 'development'
              ? new DevelopmentSmsProvider(sms)
              : new DisabledSmsProvider(),
    },
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
  exports: [OutboxService, OutboxDispatcher, SmsOutbox, WebhooksService],
})
export class NotificationsModule {}
