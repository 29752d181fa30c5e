import { DevMailMessageEntity } from './dev-mail-message.entity.js';
import { OutboxDeliveryEntity } from './outbox-delivery.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';

export const NOTIFICATION_ENTITIES = [
  OutboxEventEntity,
  OutboxDeliveryEntity,
  DevMailMessageEntity,
];
export { DevMailMessageEntity, OutboxDeliveryEntity, OutboxEventEntity };
