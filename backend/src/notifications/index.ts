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
export type { BookingSnapshot, DomainEvents, PaymentSnapshot, ReviewSnapshot } from './events.js';
export { bookingCalendar } from './email/booking-calendar.js';
export { OutboxService } from './outbox.service.js';
export {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  ListDeliveriesQueryDto,
  ListWebhookEventsQueryDto,
  WebhookDeliveryPageDto,
  WebhookEventPageDto,
  WebhookDeliveryQueuedDto,
  WebhookEndpointDto,
} from './webhooks/webhook.dto.js';
export {
  DELIVERY_NOT_FOUND,
  ENDPOINT_NOT_FOUND,
  HTTPS_ONLY,
  NOT_PUBLIC,
  TOO_MANY_ENDPOINTS,
  WebhooksService,
  type OrganisationMember,
} from './webhooks/webhooks.service.js';
export {
  WEBHOOK_ENDPOINT_OWNERS,
  type WebhookEndpointOwners,
} from './webhooks/endpoint-owners.port.js';
export {
  eventSchema,
  eventSchemaName,
  WEBHOOK_COMPONENTS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
} from './webhooks/webhook-events.js';
export { declareWebhooks } from './webhooks/webhook-contract.js';
