import { DevMailMessageEntity } from './dev-mail-message.entity.js';
import { DevSmsMessageEntity } from './dev-sms-message.entity.js';
import { OutboxDeliveryEntity } from './outbox-delivery.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';

export const NOTIFICATION_ENTITIES = [
  WebhookEndpointEntity,
  OutboxEventEntity,
  OutboxDeliveryEntity,
  DevMailMessageEntity,
  DevSmsMessageEntity,
];
export {
  DevMailMessageEntity,
  DevSmsMessageEntity,
  OutboxDeliveryEntity,
  OutboxEventEntity,
  WebhookEndpointEntity,
};
