export type { PaymentEntity } from './entities/payment.entity.js';
