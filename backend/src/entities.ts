import { AUDIT_ENTITIES } from './audit/entities.js';
import { ApiKeyEntity } from './api-keys/entities/api-key.entity.js';
import { AUTH_ENTITIES } from './auth/entities/index.js';
import { BOOKING_ENTITIES } from './bookings/entities/index.js';
import { CATALOGUE_ENTITIES } from './catalogue/entities.js';
import { IdempotencyKeyEntity } from './common/idempotency/idempotency-key.entity.js';
import { AppSecretEntity } from './database/app-secrets/app-secret.entity.js';
import { CONTACT_ENTITIES } from './contact/entities/index.js';
import { NOTIFICATION_ENTITIES } from './notifications/entities/index.js';
import { OPERATOR_ENTITIES } from './operators/entities/index.js';
import { PAYMENT_ENTITIES } from './payments/entities/index.js';
import { PLANNER_ENTITIES } from './planner/entities/index.js';
import { REVIEW_ENTITIES } from './reviews/entities/index.js';
import { UPLOAD_ENTITIES } from './uploads/entities/index.js';

/** Every entity, listed explicitly so source and compiled builds load the same set. */
export const ENTITIES = [
  ...CATALOGUE_ENTITIES,
  ...AUTH_ENTITIES,
  ...BOOKING_ENTITIES,
  ...PAYMENT_ENTITIES,
  ...UPLOAD_ENTITIES,
  ...CONTACT_ENTITIES,
  ...PLANNER_ENTITIES,
  ...OPERATOR_ENTITIES,
  ...AUDIT_ENTITIES,
  ...NOTIFICATION_ENTITIES,
  ...REVIEW_ENTITIES,
  ApiKeyEntity,
  IdempotencyKeyEntity,
  AppSecretEntity,
];
