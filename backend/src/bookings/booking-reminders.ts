import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { DEFAULT_CHECK_IN_TIME, isServiceTime } from '@salone/booking-rules';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { smsConfig } from '../config/configuration.js';
import {
  shorten,
  SMS_FIELD_MAX,
  SMS_LOCALES,
  smsDate,
  smsText,
  smsTime,
  type SmsLocale,
  SmsOutbox,
} from '../notifications/index.js';
import { BookingRemindersRepository, type ReminderDue } from './booking-reminders.repository.js';
import { PeriodicJob } from '../common/jobs/periodic-job.js';

/** When a hotel's check-in starts: the product's hotels share one (docs/decisions). */
export const HOTEL_CHECK_IN = DEFAULT_CHECK_IN_TIME;
/** Reminders go out between these hours, Freetown time (GMT): nobody is woken by one. */
const SEND_FROM_HOUR = 8;
const SEND_UNTIL_HOUR = 20;
const BATCH = 100;

/** `08:00 pickup from your Freetown hotel` -> time and place. */
const PICKUP = /^(\d{1,2}:\d{2})\s+pick-?up\s+(?:(?:from|in|at)\s+)?(.+)$/i;

/** The reminder's text: check-in time, tour pickup time and place, event start. */
export function reminderText(booking: ReminderDue): string {
  const locale: SmsLocale = (SMS_LOCALES as readonly string[]).includes(booking.locale)
    ? (booking.locale as SmsLocale)
    : 'en';
  const base = {
    ref: booking.reference,
    name: shorten(booking.serviceName, SMS_FIELD_MAX.name),
  };
  switch (booking.serviceType) {
    case 'hotel':
      return smsText('reminder_stay', locale, {
        ...base,
        time: isServiceTime(booking.metadata.checkInTime)
          ? booking.metadata.checkInTime
          : HOTEL_CHECK_IN,
      });
    case 'tour': {
      const pickup = (booking.tourFirstDay ?? [])
        .map((activity) => PICKUP.exec(String(activity).trim()))
        .find((match) => match !== null);
      if (pickup) {
        return smsText('reminder_tour', locale, {
          ...base,
          // The start time agreed when booking, where the booking kept it.
          time: isServiceTime(booking.metadata.startTime)
            ? booking.metadata.startTime
            : pickup[1].padStart(5, '0'),
          place: shorten(pickup[2].replace(/\.$/, ''), SMS_FIELD_MAX.place),
        });
      }
      return smsText('reminder_other', locale, {
        ...base,
        time: shorten(booking.tourLocation ?? smsDate(booking.startDate.toISOString(), locale), 30),
      });
    }
    case 'event':
      return smsText('reminder_event', locale, {
        ...base,
        time: smsTime((booking.eventStart ?? booking.startDate).toISOString()),
      });
    default: {
      // Cars: the pickup time; viewings: the viewing time.
      const time = booking.metadata.pickupTime ?? booking.metadata.viewingTime;
      return smsText('reminder_other', locale, {
        ...base,
        time:
          typeof time === 'string' && /^\d{2}:\d{2}$/.test(time)
            ? time
            : smsDate(booking.startDate.toISOString(), locale),
      });
    }
  }
}

/**
 * The SMS reminder of the day before: on a timer (SMS_REMINDER_SWEEP_SECONDS; 0 turns it
 * off), every confirmed booking that starts tomorrow gets one, once, at its contact phone,
 * in the booking account's language, between 08:00 and 20:00.
 */
@Injectable()
export class BookingReminders implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BookingReminders');
  private readonly job = new PeriodicJob(this.logger, 'Reminder sweep failed', () =>
    this.remind().then(
      (count) => count > 0 && this.logger.log(`Queued ${count} booking reminders`),
    ),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BookingRemindersRepository,
    private readonly sms: SmsOutbox,
    @Inject(smsConfig.KEY) private readonly config: ConfigType<typeof smsConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.reminderSweepSeconds);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job.stop();
  }

  /** Queues the reminders due at `now`; returns how many. */
  async remind(now = new Date()): Promise<number> {
    const hour = now.getUTCHours();
    if (hour < SEND_FROM_HOUR || hour >= SEND_UNTIL_HOUR) return 0;
    const tomorrow = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
    );
    const after = new Date(tomorrow.getTime() + 86_400_000);
    let total = 0;
    for (;;) {
      const count = await this.dataSource.transaction(async (manager) => {
        const due = await this.repository.claim(manager, tomorrow, after, BATCH);
        for (const booking of due) {
          await this.sms.queue(
            {
              to: booking.customerPhone,
              text: reminderText(booking),
              kind: 'booking_reminder',
              bookingId: booking.id,
            },
            manager,
          );
        }
        return due.length;
      });
      total += count;
      if (count < BATCH) return total;
    }
  }
}
