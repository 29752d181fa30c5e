/**
 * The published API contract (docs/openapi.json) read as the fuzzer needs it: every
 * operation with its parameters, request body schema (references resolved) and the content
 * types each response status may have.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../../../src/common/paths.js';

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  example?: unknown;
  description?: string;
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** `POST /api/bookings`, as printed in the summary. */
  key: string;
  operationId: string;
  method: string;
  /** The templated path, `/api/bookings/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: { mediaType: string; schema: Schema };
  /** Status code -> the media types the contract lists for it (empty: no body described). */
  responses: Map<number, string[]>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface RawOperation {
  operationId?: string;
  parameters?: { name: string; in: Parameter['in']; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const CONTRACT_FILE = path.join(REPOSITORY_ROOT, 'docs', 'openapi.json');

export class Contract {
  readonly operations: Operation[];
  private readonly schemas: Record<string, Schema>;

  constructor(document: OpenApiDocument) {
    this.schemas = document.components?.schemas ?? {};
    this.operations = Object.entries(document.paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).map((method) =>
        this.operation(template, method, item[method]),
      ),
    );
  }

  /** A named schema of components.schemas, references resolved. */
  named(name: string): Schema {
    const schema = this.schemas[name];
    if (!schema) throw new Error(`The contract has no schema ${name}`);
    return this.resolve(schema);
  }

  /** The schema with `$ref` (and a single-member `allOf`, as Swagger writes them) followed. */
  resolve(schema: Schema | undefined): Schema {
    let current = schema ?? {};
    for (let hops = 0; hops < 20; hops += 1) {
      if (current.$ref) {
        const name = current.$ref.replace('#/components/schemas/', '');
        const { $ref: _ref, ...rest } = current;
        current = { ...rest, ...this.schemas[name] };
      } else if (current.allOf?.length === 1) {
        const { allOf, ...rest } = current;
        current = { ...rest, ...allOf[0] };
      } else return current;
    }
    throw new Error('Reference cycle in the contract');
  }

  private operation(template: string, method: string, raw: RawOperation): Operation {
    const content = raw.requestBody?.content ?? {};
    const [mediaType] = Object.keys(content);
    const responses = new Map<number, string[]>();
    for (const [status, response] of Object.entries(raw.responses ?? {})) {
      responses.set(Number(status), Object.keys(response.content ?? {}));
    }
    return {
      key: `${method.toUpperCase()} ${template}`,
      operationId: raw.operationId ?? `${method} ${template}`,
      method: method.toUpperCase(),
      path: template,
      parameters: (raw.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required ?? parameter.in === 'path',
        schema: this.resolve(parameter.schema),
      })),
      body: mediaType ? { mediaType, schema: this.resolve(content[mediaType].schema) } : undefined,
      responses,
    };
  }
}

export function loadContract(file = CONTRACT_FILE): Contract {
  return new Contract(JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument);
}
