import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * Numbers that are whole by nature: ids and counts. The Swagger plugin reads TypeScript's
 * `number` as `type: number`; the contract says `integer` for these (money stays a number:
 * dollars with up to two decimals). A property is an id when named `id` or `...Id`.
 */
const WHOLE_NUMBERS = new Set([
  'adults',
  'area',
  'bathrooms',
  'bedrooms',
  'capacity',
  'count',
  'day',
  'days',
  'discountPercent',
  'durationMinutes',
  'garage',
  'guests',
  'maxAge',
  'maxGroupSize',
  'minAge',
  'minGroupSize',
  'minimumAge',
  'nights',
  'privateGroupLimit',
  'privateGroupsPerDay',
  'quantity',
  'remaining',
  'rentalDays',
  'roomCount',
  'rooms',
  'seats',
  'sizeBytes',
  'sold',
  'starRating',
  'statusCode',
  'stories',
  'ticketQuantity',
  'units',
  'walkScore',
  'year',
  'yearBuilt',
  'yearsOperating',
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  [key: string]: unknown;
};

function typeProperty(name: string, schema: Schema): void {
  if (
    schema.type === 'number' &&
    (name === 'id' || name.endsWith('Id') || WHOLE_NUMBERS.has(name))
  ) {
    schema.type = 'integer';
  }
  if (schema.type === 'string' && schema.format === undefined) {
    const example = schema.example;
    const dayPattern = schema.pattern === DAY.source;
    if (dayPattern || (typeof example === 'string' && DAY.test(example))) schema.format = 'date';
    else if (typeof example === 'string' && INSTANT.test(example)) schema.format = 'date-time';
    else if (example == null && /At$/.test(name)) schema.format = 'date-time';
  }
  if (schema.type === 'array' && schema.items) typeProperty(name, schema.items);
  walk(schema);
}

function walk(schema: Schema): void {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    typeProperty(name, property);
  }
}

/**
 * Makes the contract say what it carries: ids and counts `integer`, days `format: date`,
 * instants `format: date-time` (read from each property's name and example, so a DTO needs
 * no decorator for it). Applied to the served and the committed document alike.
 */
export function typeWhatItCarries(document: OpenAPIObject): OpenAPIObject {
  for (const schema of Object.values(document.components?.schemas ?? {})) walk(schema as Schema);
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      const parameters = (
        operation as { parameters?: { name: string; description?: string; schema?: Schema }[] }
      )?.parameters;
      for (const parameter of parameters ?? []) {
        if (!parameter.schema) continue;
        // A day given as text: the description says YYYY-MM-DD.
        if (parameter.description?.includes('YYYY-MM-DD') && parameter.schema.type === 'string') {
          parameter.schema.format ??= 'date';
        }
        typeProperty(parameter.name, parameter.schema);
      }
    }
  }
  return document;
}

type Node = Record<string, unknown>;

/** `null` itself, in OpenAPI 3.0.3's words. */
const NULL_SCHEMA = { type: 'object', nullable: true, enum: [null] };

/**
 * Makes `nullable` mean what it says to a strict client. OpenAPI 3.0.3 adds null only to the
 * `type` beside it: an object that may be null, written `allOf: [$ref]` with `nullable`, still
 * refuses null through its `allOf` (a booking's `payment` before any payment request), and an
 * `enum` must list null itself. Such an object becomes `anyOf: [$ref, null]`; an enum gains null.
 */
export function nullableAsMeant(document: OpenAPIObject): OpenAPIObject {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.nullable === true) {
      const allOf = node.allOf as unknown[] | undefined;
      if (allOf?.length === 1) {
        delete node.allOf;
        node.anyOf = [allOf[0], NULL_SCHEMA];
      }
      const values = node.enum as unknown[] | undefined;
      if (values && !values.includes(null)) node.enum = [...values, null];
    }
    Object.values(node).forEach(visit);
  };
  visit(document.components?.schemas);
  visit(document.paths);
  return document;
}
