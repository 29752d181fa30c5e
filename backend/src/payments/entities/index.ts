import { ExchangeRateEntity } from './exchange-rate.entity.js';
import { PaymentEntity } from './payment.entity.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

export const PAYMENT_ENTITIES = [PaymentEntity, WebhookEventEntity, ExchangeRateEntity];
