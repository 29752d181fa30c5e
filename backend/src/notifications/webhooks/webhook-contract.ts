import type { OpenAPIObject } from '@nestjs/swagger';
import {
  eventSchema,
  eventSchemaName,
  WEBHOOK_COMPONENTS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventSpec,
} from './webhook-events.js';

const DELIVERY_HEADERS = {
  'Salone-Signature': 't=<unix seconds>,v1=<hex HMAC-SHA256 of "t.<raw body>">',
  'Salone-Event-Id': 'The event’s id (`id` in the body)',
  'Salone-Delivery-Id': 'The delivery’s id, the same on every retry',
  'Idempotency-Key': 'The delivery’s id again',
  'webhook-id': 'Standard Webhooks: the delivery’s id',
  'webhook-timestamp': 'Standard Webhooks: unix seconds',
  'webhook-signature': 'Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.<raw body>">',
};

/**
 * The events a webhook endpoint receives, written into the contract: a schema per event type
 * under `components.schemas` (`BookingCreatedEvent`, ...) and an entry per type under
 * `x-webhooks`, which Redocly and Redoc read as OpenAPI 3.1's `webhooks` in a 3.0 document
 * (docs/decisions/webhook-event-schemas.md).
 */
export function declareWebhooks(document: OpenAPIObject): OpenAPIObject {
  const schemas = { ...document.components?.schemas, ...WEBHOOK_COMPONENTS };
  const webhooks: Record<string, unknown> = {};
  const entries: [string, WebhookEventSpec][] = [
    ...Object.entries(WEBHOOK_EVENTS),
    ['webhook.test', WEBHOOK_TEST_EVENT],
  ];
  for (const [type, spec] of entries) {
    const name = eventSchemaName(type);
    schemas[name] = eventSchema(type, spec) as never;
    webhooks[type] = {
      post: {
        operationId: `webhook_${type.replace('.', '_')}`,
        tags: ['webhooks'],
        summary: spec.summary,
        description:
          'POSTed to each endpoint subscribed to the type, signed with its secret. Endpoints registered with version 2026-11-26 receive the first edition’s shape (docs/webhooks.md). Headers: ' +
          Object.entries(DELIVERY_HEADERS)
            .map(([header, what]) => `\`${header}\`: ${what}`)
            .join('; ') +
          '.',
        security: [],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: {
          '200': { description: 'Any 2xx within 5 seconds acknowledges the delivery' },
          '400': {
            description:
              'Any other answer, or none, is retried: after 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h, 8 h and 8 h',
          },
        },
      },
    };
  }
  return {
    ...document,
    components: { ...document.components, schemas },
    'x-webhooks': webhooks,
  } as OpenAPIObject;
}
