#!/usr/bin/env node
/**
 * Writes the SDK's generated part from the contract (docs/openapi.json): every operation an API
 * key may call, as a table the client reads (src/generated/operations.js), and their types with
 * every schema they use (src/generated/contract.d.ts).
 *
 *   node scripts/generate.mjs          writes the files
 *   node scripts/generate.mjs --check  fails when they differ from what the contract gives
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const contract = JSON.parse(readFileSync(join(root, 'docs', 'openapi.json'), 'utf8'));
const out = join(here, '..', 'src', 'generated');

const HEADER =
  '// Generated from docs/openapi.json by libs/partner-sdk/scripts/generate.mjs: do not edit.\n';

const refName = (ref) => ref.split('/').pop();
const quote = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));
const doc = (text, indent) =>
  text ? `${indent}/** ${String(text).replace(/\*\//g, '*\\/').replace(/\n/g, ' ')} */\n` : '';

/** A JSON schema (OpenAPI 3.0) as a TypeScript type. */
function typeOf(schema, indent = '') {
  if (!schema) return 'unknown';
  if (schema.$ref) return refName(schema.$ref);
  const nullable = schema.nullable ? ' | null' : '';
  if (schema.allOf) {
    return `${schema.allOf.map((s) => typeOf(s, indent)).join(' & ')}${nullable}`;
  }
  const union = schema.oneOf ?? schema.anyOf;
  if (union) {
    const parts = [...new Set(union.map((s) => typeOf(s, indent)))];
    return `(${parts.join(' | ')})${nullable}`;
  }
  if (schema.enum) {
    return `${schema.enum.map((v) => (v === null ? 'null' : JSON.stringify(v))).join(' | ')}${nullable}`;
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return `number${nullable}`;
    case 'string':
      return `string${nullable}`;
    case 'boolean':
      return `boolean${nullable}`;
    case 'array':
      return `Array<${typeOf(schema.items, indent)}>${nullable}`;
    default: {
      const properties = Object.entries(schema.properties ?? {});
      const extra = schema.additionalProperties;
      if (properties.length === 0) {
        if (extra && typeof extra === 'object') {
          return `Record<string, ${typeOf(extra, indent)}>${nullable}`;
        }
        return `Record<string, unknown>${nullable}`;
      }
      const required = new Set(schema.required ?? []);
      const inner = `${indent}  `;
      const lines = properties.map(
        ([key, value]) =>
          `${doc(value.description, inner)}${inner}${quote(key)}${required.has(key) ? '' : '?'}: ${typeOf(value, inner)};`,
      );
      return `{\n${lines.join('\n')}\n${indent}}${nullable}`;
    }
  }
}

const operations = {};
const types = [];
const used = new Set();
const collect = (value) => {
  if (Array.isArray(value)) return value.forEach(collect);
  if (!value || typeof value !== 'object') return;
  if (typeof value.$ref === 'string' && value.$ref.startsWith('#/components/schemas/')) {
    const name = refName(value.$ref);
    if (!used.has(name)) {
      used.add(name);
      collect(contract.components.schemas[name]);
    }
  }
  Object.values(value).forEach(collect);
};

for (const [path, item] of Object.entries(contract.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (!operation?.security?.some((scheme) => 'apiKey' in scheme)) continue;
    const parameters = operation.parameters ?? [];
    const pathParams = parameters.filter((p) => p.in === 'path');
    const query = parameters.filter((p) => p.in === 'query');
    const body = operation.requestBody?.content?.['application/json']?.schema;
    const [status, response] =
      Object.entries(operation.responses).find(([code]) => /^2\d\d$/.test(code)) ?? [];
    const json = response?.content?.['application/json']?.schema;
    const text = response?.content && !json ? Object.keys(response.content)[0] : null;
    operations[operation.operationId] = {
      method: method.toUpperCase(),
      path,
      pathParams: pathParams.map((p) => p.name),
      query: query.map((p) => p.name),
      body: Boolean(body),
      response: json ? 'json' : text ? 'text' : 'none',
      paged: Boolean(query.some((p) => p.name === 'cursor')),
    };
    collect([body, json, query.map((p) => p.schema)]);
    const params = [
      ...pathParams.map(
        (p) =>
          `${doc(p.description, '      ')}      ${quote(p.name)}${p.name === 'orgId' ? '?' : ''}: ${typeOf(p.schema, '      ')};`,
      ),
    ];
    const queryType = query.length
      ? `{\n${query
          .map(
            (p) =>
              `${doc(p.description, '      ')}      ${quote(p.name)}${p.required ? '' : '?'}: ${typeOf(p.schema, '      ')};`,
          )
          .join('\n')}\n    }`
      : 'never';
    types.push(
      `${doc(`${operation.summary ?? ''} ${operation.description ?? ''}`.trim(), '  ')}  ${operation.operationId}: {\n` +
        `    method: '${method.toUpperCase()}';\n` +
        `    path: ${params.length ? `{\n${params.join('\n')}\n    }` : 'Record<never, never>'};\n` +
        `    query: ${queryType};\n` +
        `    body: ${body ? typeOf(body, '    ') : 'never'};\n` +
        `    response: ${json ? typeOf(json, '    ') : text ? 'string' : 'void'};\n` +
        `    status: ${status};\n` +
        `  };`,
    );
  }
}

// Every webhook event's schema, and the union a receiver narrows by `type`.
const webhooks = Object.entries(contract['x-webhooks'] ?? {}).map(([type, hook]) => {
  const ref = hook.post.requestBody.content['application/json'].schema;
  collect(ref);
  return [type, refName(ref.$ref)];
});
const schemas = [...used].sort().map((name) => {
  const schema = contract.components.schemas[name];
  return `${doc(schema.description, '')}export type ${name} = ${typeOf(schema)};`;
});

const declarations =
  `${HEADER}\n` +
  `/** The contract's version (info.version). */\nexport declare const CONTRACT_VERSION: '${contract.info.version}';\n\n` +
  `${schemas.join('\n\n')}\n\n` +
  `/** A webhook event, by its type. */\nexport interface WebhookEvents {\n${webhooks
    .map(([type, name]) => `  ${JSON.stringify(type)}: ${name};`)
    .join('\n')}\n}\n\n` +
  `/** Any webhook event: narrow it by \`type\`. */\nexport type WebhookEvent = WebhookEvents[keyof WebhookEvents];\n\n` +
  `/** Every operation an API key may call, by operationId. */\nexport interface Operations {\n${types.join('\n')}\n}\n`;

const table =
  `${HEADER}\n` +
  `/** The contract's version (info.version). */\nexport const CONTRACT_VERSION = '${contract.info.version}';\n\n` +
  `/** Every operation an API key may call, by operationId. */\nexport const OPERATIONS = ${JSON.stringify(operations, null, 2)};\n`;

const files = { 'operations.js': table, 'contract.d.ts': declarations };
if (process.argv.includes('--check')) {
  const stale = Object.entries(files).filter(([name, text]) => {
    try {
      return readFileSync(join(out, name), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(
      `partner-sdk: ${stale.map(([name]) => name).join(', ')} differ from docs/openapi.json: npm run generate -w @salone/partner-sdk`,
    );
    process.exit(1);
  }
  console.log('partner-sdk: generated files match the contract');
} else {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  console.log(`partner-sdk: ${Object.keys(operations).length} operations, ${used.size} schemas`);
}
