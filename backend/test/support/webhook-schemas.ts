/**
 * Webhook payloads checked against the contract: each event type's schema under the contract's
 * `x-webhooks` (docs/openapi.json as committed), compiled with Ajv.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract, toJsonSchema } from './contract-proxy.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A function that gives the problems of an event body against its type's schema (none: []). */
export function webhookSchemaCheck(): (event: Json) => string[] {
  const document = loadContract();
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(
    { components: { schemas: toJsonSchema(document.components?.schemas ?? {}) } },
    'contract',
  );
  const compiled = new Map<string, ValidateFunction>();
  return (event) => {
    const hook = document['x-webhooks']?.[event.type]?.post;
    if (!hook) return [`${event.type} is not in the contract's x-webhooks`];
    const ref = hook.requestBody.content['application/json'].schema.$ref as string;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `contract${ref}` });
      compiled.set(ref, validate);
    }
    const type = String(event.type);
    return validate(event)
      ? []
      : (validate.errors ?? []).map((e) => `${type}${e.instancePath} ${e.message}`);
  };
}
