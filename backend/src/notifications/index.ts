/**
 * What the notifications module offers other modules: queue an SMS (in the caller's
 * transaction), and the SMS texts in each language.
 */
export { SmsOutbox, type QueuedSms } from './sms/sms-outbox.js';
export {
  shorten,
  SMS_FIELD_MAX,
  SMS_LOCALES,
  smsDate,
  smsText,
  smsTime,
  type SmsLocale,
} from './sms/sms-texts.js';
