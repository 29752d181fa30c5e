/**
 * Turns the contract into fuzz cases: for every operation, requests whose body, path, query,
 * headers or multipart parts are wrong in one way each, derived from the operation's schemas.
 * Everything random comes from the seeded generator, so a seed always gives the same cases.
 */
import type { Operation, Parameter, Schema } from './contract.js';
import {
  BAD_DAYS,
  BAD_EMAILS,
  BAD_UUIDS,
  deeplyNestedArray,
  deeplyNestedObject,
  HTML_PAGE,
  MALFORMED_JSON,
  MARKUP,
  ODD_NUMBERS,
  PATH_VALUES,
  PDF,
  PNG_HTML_POLYGLOT,
  SQL_INJECTIONS,
  TRAVERSALS,
  UNICODE_STRINGS,
} from './payloads.js';
import type { Prng } from './prng.js';

export type Category =
  | 'baseline'
  | 'body syntax'
  | 'content type'
  | 'wrong type'
  | 'missing field'
  | 'unknown field'
  | 'huge'
  | 'unicode'
  | 'sql injection'
  | 'markup'
  | 'traversal'
  | 'format'
  | 'range'
  | 'path parameter'
  | 'query parameter'
  | 'header'
  | 'multipart'
  | 'ownership';

export interface FuzzCase {
  op: Operation;
  category: Category;
  /** What is odd about the request, for failure messages. */
  label: string;
  /** Path and query as they go on the request line. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer | string;
  /** Refused before any session check (body parsing): worth sending to visitors everywhere. */
  requestLevel?: boolean;
  /** Why anything but a refusal is a failure (someone else's resource, ...). */
  mustFail?: string;
  /** Another method than the operation's (the request is then outside the contract). */
  method?: string;
}

/** One valid body of an operation and the schema it follows. */
export interface BodyVariant {
  name: string;
  /** A fresh, valid body (new e-mail addresses, dates, ... on every call). */
  make(): unknown;
  schema: Schema;
}

/** What the contract cannot say: real ids, valid bodies, other people's ids, signatures. */
export interface Hints {
  /** Valid bodies of a JSON operation; empty when the operation takes none. */
  bodyVariants(op: Operation): BodyVariant[];
  /** A value of a path parameter that names something of the signed-in fuzzing user. */
  pathValue(op: Operation, param: Parameter): string;
  /** Values of a path parameter that name another user's things. */
  foreignPathValues(op: Operation, param: Parameter): string[];
  /** Ids (uuid) of another user's things, tried in uuid body fields. */
  foreignIds: string[];
  /** Headers that authenticate a body on routes that sign their bodies (webhooks). */
  sign?(op: Operation, body: Buffer): Record<string, string> | undefined;
}

/** A JSON fragment written as is (numbers JavaScript cannot hold, duplicate keys, ...). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that writes RawJson fragments verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return item;
  });
  return (text ?? '').replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)]);
}

type Segment = string | number;
const JSON_HEADERS: Record<string, string> = { 'Content-Type': 'application/json' };
const MB = 1024 * 1024;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function setAt(root: unknown, path: Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(root) as Record<Segment, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((segment, index) => {
    // An optional object the valid body leaves out is created, so a value can be put inside it.
    node[segment] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[segment] as Record<Segment, unknown>;
  });
  const last = path[path.length - 1];
  if (last === '__proto__') {
    Object.defineProperty(node, last, { value, enumerable: true, configurable: true });
  } else node[last] = value;
  return copy;
}

function deleteAt(root: unknown, path: Segment[]): unknown {
  const copy = clone(root) as Record<Segment, unknown>;
  let node = copy;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<Segment, unknown>;
  delete node[path[path.length - 1]];
  return copy;
}

const pathText = (path: Segment[]) =>
  path.reduce<string>(
    (text, segment) =>
      typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment,
    '',
  );

function valueAt(root: unknown, path: Segment[]): unknown {
  let node = root as Record<Segment, unknown> | undefined;
  for (const segment of path) node = node?.[segment] as Record<Segment, unknown> | undefined;
  return node;
}

interface Field {
  path: Segment[];
  schema: Schema;
  required: boolean;
}

/** Every property of a body (nested objects and the first item of arrays of objects). */
function fieldsOf(
  schema: Schema,
  value: unknown,
  resolve: (schema: Schema) => Schema,
  prefix: Segment[] = [],
): Field[] {
  const fields: Field[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const property = resolve(raw);
    const path = [...prefix, name];
    fields.push({ path, schema: property, required: schema.required?.includes(name) ?? false });
    const child = valueAt(value, [name]);
    if (property.properties && child && typeof child === 'object') {
      fields.push(...fieldsOf(property, child, resolve, path));
    }
    const items = property.items ? resolve(property.items) : undefined;
    if (items?.properties && Array.isArray(child) && child.length > 0) {
      fields.push(...fieldsOf(items, child[0], resolve, [...path, 0]));
    }
  }
  return fields;
}

/** A valid-looking value for a schema (its example, first enum value, or a plain default). */
export function exampleOf(schema: Schema, resolve: (schema: Schema) => Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          exampleOf(resolve(property), resolve),
        ]),
      );
    case 'array':
      return schema.items ? [exampleOf(resolve(schema.items), resolve)] : [];
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return schema.format === 'uuid' ? '7d0c2b1a-4e5f-4a6b-8c9d-0e1f2a3b4c5d' : 'text';
  }
}

export class CaseGenerator {
  constructor(
    private readonly prng: Prng,
    private readonly hints: Hints,
    private readonly resolve: (schema: Schema) => Schema,
    /** The methods the contract lists for a path. */
    private readonly methodsOf: (path: string) => string[],
  ) {}

  casesFor(op: Operation): FuzzCase[] {
    const cases: FuzzCase[] = [this.baseline(op)];
    cases.push(...this.pathCases(op));
    cases.push(...this.queryCases(op));
    cases.push(...this.headerCases(op));
    cases.push(...this.methodCases(op));
    if (op.body?.mediaType.startsWith('multipart/')) cases.push(...this.multipartCases(op));
    else if (this.hints.bodyVariants(op).length > 0) cases.push(...this.jsonBodyCases(op));
    else cases.push(...this.strayBodyCases(op));
    return cases;
  }

  // ---------------------------------------------------------------- request line

  private basePath(op: Operation, overrides: Record<string, string> = {}): string {
    return op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      if (name in overrides) return overrides[name];
      const param = op.parameters.find((p) => p.in === 'path' && p.name === name)!;
      return encodeURIComponent(this.hints.pathValue(op, param));
    });
  }

  private make(
    op: Operation,
    category: Category,
    label: string,
    extra: Partial<FuzzCase> = {},
  ): FuzzCase {
    const base = this.baseRequest(op);
    return {
      op,
      category,
      label,
      path: this.basePath(op),
      headers: base.headers,
      body: base.body,
      ...extra,
    };
  }

  /** The operation's valid request: a valid body (signed where needed) and no query. */
  private baseRequest(op: Operation): { headers: Record<string, string>; body?: Buffer } {
    if (op.body?.mediaType.startsWith('multipart/')) {
      const { contentType, body } = this.multipart(this.validParts(op));
      return { headers: { 'Content-Type': contentType }, body };
    }
    const [variant] = this.hints.bodyVariants(op);
    if (!variant) return { headers: {} };
    return this.jsonRequest(op, toJson(variant.make()));
  }

  private jsonRequest(
    op: Operation,
    text: string | Buffer,
    headers: Record<string, string> = JSON_HEADERS,
  ): { headers: Record<string, string>; body: Buffer } {
    const body = Buffer.from(text);
    return { headers: { ...headers, ...this.hints.sign?.(op, body) }, body };
  }

  /** The valid request, with its required query parameters at their examples. */
  private baseline(op: Operation): FuzzCase {
    const required = op.parameters.filter((p) => p.in === 'query' && p.required);
    if (required.length === 0) return this.make(op, 'baseline', 'the valid request');
    const query = required
      .map((p) => `${encodeURIComponent(p.name)}=${this.queryExample(p)}`)
      .join('&');
    return this.make(op, 'baseline', 'the valid request', {
      path: `${this.basePath(op)}?${query}`,
    });
  }

  private pathCases(op: Operation): FuzzCase[] {
    const cases: FuzzCase[] = [];
    for (const param of op.parameters.filter((p) => p.in === 'path')) {
      // Every odd value on string ids; a sample on numeric ones (they share one pipe).
      const numeric = param.schema.type === 'number' || param.schema.type === 'integer';
      for (const value of numeric ? this.prng.sample(PATH_VALUES, 16) : PATH_VALUES) {
        const shown =
          value.length > 40 ? `${value.slice(0, 12)}... (${value.length} chars)` : value;
        cases.push(
          this.make(op, 'path parameter', `path ${param.name}=${shown}`, {
            path: this.basePath(op, { [param.name]: value }),
          }),
        );
      }
      for (const value of this.hints.foreignPathValues(op, param)) {
        cases.push(
          this.make(op, 'ownership', `path ${param.name}: another user's ${value}`, {
            path: this.basePath(op, { [param.name]: encodeURIComponent(value) }),
            mustFail: "accepted another user's resource",
          }),
        );
      }
    }
    if (op.parameters.some((p) => p.in === 'path')) {
      // The template itself, and a trailing slash and dot segments around a real id.
      const real = this.basePath(op);
      for (const path of [op.path, `${real}/`, `${real}/..`, `${real}/./`, `${real}%2F..`]) {
        cases.push(this.make(op, 'path parameter', `path ${path}`, { path }));
      }
    }
    return cases;
  }

  private queryCases(op: Operation): FuzzCase[] {
    const cases: FuzzCase[] = [];
    const params = op.parameters.filter((p) => p.in === 'query');
    const q = (label: string, query: string, category: Category = 'query parameter') =>
      cases.push(
        this.make(op, category, `query ${label}`, { path: `${this.basePath(op)}?${query}` }),
      );
    for (const param of params) {
      const name = encodeURIComponent(param.name);
      const values = this.queryValues(param.schema);
      for (const [label, value] of values) q(`${param.name}=${label}`, `${name}=${value}`);
      q(
        `${param.name} repeated`,
        `${name}=${this.queryExample(param)}&${name}=${this.queryExample(param)}`,
      );
      const [label, query] = this.prng.pick([
        [`${param.name}[]`, `${name}[]=${this.queryExample(param)}`],
        [`${param.name}[key]`, `${name}[key]=${this.queryExample(param)}`],
      ]);
      q(label, query);
      q(
        ...this.prng.pick<[string, string]>([
          [`${param.name} empty`, `${name}=`],
          [`${param.name} with no value`, name],
        ]),
      );
    }
    // Every parameter at once, each with an odd value; then the extreme date range.
    if (params.length > 1) {
      const all = params.map(
        (p) => `${encodeURIComponent(p.name)}=${this.prng.pick(this.queryValues(p.schema))[1]}`,
      );
      q('every parameter odd', all.join('&'));
      const days = params.filter((p) => /date|check/i.test(p.name));
      if (days.length === 2) {
        q('widest date range', `${days[0].name}=0001-01-01&${days[1].name}=9999-12-31`, 'range');
        q('reversed dates', `${days[0].name}=2030-01-10&${days[1].name}=2030-01-01`, 'range');
        q(`only ${days[0].name}`, `${days[0].name}=2030-01-10`, 'range');
      }
    }
    q('unknown parameter', 'unknownParam=1');
    q('__proto__', '__proto__[polluted]=1&constructor[prototype][polluted]=1');
    q('malformed encoding', '%E0%A4%A=%zz&a=%');
    q('4 KB of parameters', Array.from({ length: 400 }, (_, i) => `p${i}=1`).join('&'));
    return cases;
  }

  private queryExample(param: Parameter): string {
    return encodeURIComponent(String(exampleOf(param.schema, this.resolve)));
  }

  /** [label, encoded value] pairs that are wrong for a query parameter of this schema. */
  private queryValues(schema: Schema): [string, string][] {
    const values: [string, string][] = this.prng.sample<[string, string]>(
      [
        ['huge', 'x'.repeat(8000)],
        ['unicode', encodeURIComponent(UNICODE_STRINGS.emoji + UNICODE_STRINGS.rtl)],
        ['NUL', 'a%00b'],
        ['lone surrogate', '%ED%A0%80'],
        ['sql', encodeURIComponent(this.prng.pick(SQL_INJECTIONS))],
        ['markup', encodeURIComponent(this.prng.pick(MARKUP))],
        ['traversal', encodeURIComponent(this.prng.pick(TRAVERSALS))],
      ],
      4,
    );
    if (schema.type === 'number' || schema.type === 'integer') {
      const odd = ['abc', '1.5', '-1', '0', 'NaN', 'Infinity', '1e309', '0x10', '%203', '3abc'];
      for (const value of this.prng.sample(odd, 6)) values.push([value, value]);
      if (schema.maximum !== undefined) values.push(['above maximum', String(schema.maximum + 1)]);
      if (schema.minimum !== undefined) values.push(['below minimum', String(schema.minimum - 1)]);
    }
    if (schema.enum?.length) {
      const first = String(schema.enum[0]);
      values.push(['not in the enum', 'not-a-value']);
      values.push(['enum upper case', encodeURIComponent(first.toUpperCase())]);
      values.push(['enum padded', encodeURIComponent(` ${first} `)]);
    }
    if (schema.pattern || /date|check/i.test(schema.description ?? '')) {
      for (const day of this.prng.sample(BAD_DAYS, 3)) values.push([day, encodeURIComponent(day)]);
    }
    if (schema.maxLength !== undefined) {
      values.push(['one over maxLength', 'a'.repeat(schema.maxLength + 1)]);
    }
    return values;
  }

  /** A method the path does not have; and cross-site requests for state-changing ones. */
  private methodCases(op: Operation): FuzzCase[] {
    const others = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'POST', 'GET'].filter(
      (method) => !this.methodsOf(op.path).includes(method),
    );
    const method = this.prng.pick(others);
    const cases = [
      this.make(op, 'header', `method ${method}`, {
        method,
        mustFail: 'answered a method the contract does not list',
        requestLevel: true,
      }),
    ];
    if (op.method !== 'GET') {
      const crossSite: [string, Record<string, string>][] = [
        ['Origin of another site', { Origin: 'https://evil.example' }],
        ['Origin: null', { Origin: 'null' }],
        ['Origin that is not a URL', { Origin: 'not a url' }],
        ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ];
      for (const [label, headers] of crossSite) {
        const base = this.baseRequest(op);
        cases.push(
          this.make(op, 'header', label, {
            headers: { ...base.headers, ...headers },
            body: base.body,
            mustFail: 'accepted a cross-site request',
            requestLevel: true,
          }),
        );
      }
    }
    return cases;
  }

  private headerCases(op: Operation): FuzzCase[] {
    const cases: FuzzCase[] = [];
    for (const param of op.parameters.filter((p) => p.in === 'header')) {
      const base = this.baseRequest(op);
      const without = Object.fromEntries(
        Object.entries(base.headers).filter(
          ([name]) => name.toLowerCase() !== param.name.toLowerCase(),
        ),
      );
      const withValue = (label: string, value: string | string[]) =>
        cases.push(
          this.make(op, 'header', `header ${param.name}: ${label}`, {
            headers: { ...without, [param.name]: value },
            body: base.body,
          }),
        );
      cases.push(
        this.make(op, 'header', `header ${param.name} missing`, {
          headers: without,
          body: base.body,
        }),
      );
      withValue('empty', '');
      withValue('garbage', 'garbage');
      withValue('8 KB', 'v'.repeat(8000));
      withValue('latin-1', 'tÃ©=Ã©,v1=Ã©');
      withValue('repeated', ['t=1,v1=a', 't=2,v1=b']);
      withValue('no signature', 't=1700000000');
      withValue('huge timestamp', `t=${'9'.repeat(40)},v1=AAAA`);
      withValue('stale', 't=1,v1=AAAA');
    }
    // Headers every route receives: a broken session cookie, a hostile Accept.
    cases.push(
      this.make(op, 'header', 'cookie with a malformed session', {
        headers: { ...this.baseRequest(op).headers, Cookie: 'salone_session=%E0%A4%A; x=%zz' },
        requestLevel: true,
      }),
      this.make(op, 'header', 'cookie of 6 KB', {
        headers: { ...this.baseRequest(op).headers, Cookie: `salone_session=${'a'.repeat(6000)}` },
        requestLevel: true,
      }),
      this.make(op, 'header', 'Accept: text/html', {
        headers: { ...this.baseRequest(op).headers, Accept: 'text/html' },
        requestLevel: true,
      }),
    );
    return cases;
  }

  // ---------------------------------------------------------------- JSON bodies

  /** Bodies on operations that take none: parsed anyway, so they must not break anything. */
  private strayBodyCases(op: Operation): FuzzCase[] {
    const json = (label: string, text: string) =>
      this.make(op, 'body syntax', `stray body: ${label}`, {
        headers: JSON_HEADERS,
        body: text,
        requestLevel: true,
      });
    return [
      json('an object', '{"a":1}'),
      json('truncated', '{"a":'),
      json('deeply nested', deeplyNestedObject(5000)),
      json('over the size limit', `{"a":"${'x'.repeat(120 * 1024)}"}`),
    ];
  }

  private jsonBodyCases(op: Operation): FuzzCase[] {
    const variants = this.hints.bodyVariants(op);
    const [first] = variants;
    const cases: FuzzCase[] = [];
    const body = (
      category: Category,
      label: string,
      text: string | Buffer,
      headers = JSON_HEADERS,
      extra: Partial<FuzzCase> = {},
    ) =>
      cases.push(
        this.make(op, category, label, { ...this.jsonRequest(op, text, headers), ...extra }),
      );
    const requestLevel = { requestLevel: true };

    // Not JSON, or not an object.
    for (const [label, text] of Object.entries(MALFORMED_JSON)) {
      body('body syntax', `body: ${label}`, text, JSON_HEADERS, requestLevel);
    }
    const valid = toJson(first.make());
    body(
      'body syntax',
      'body: truncated',
      valid.slice(0, Math.floor(valid.length / 2)),
      JSON_HEADERS,
      requestLevel,
    );
    body(
      'body syntax',
      'body: the valid body in an array',
      `[${valid}]`,
      JSON_HEADERS,
      requestLevel,
    );
    body(
      'body syntax',
      'body: duplicate keys',
      valid.replace(/^\{/, '{"a":1,"a":{"b":2},'),
      JSON_HEADERS,
    );
    body(
      'body syntax',
      'body: byte order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(valid)]),
      JSON_HEADERS,
      requestLevel,
    );
    body(
      'body syntax',
      'body: invalid UTF-8 bytes',
      Buffer.concat([
        Buffer.from('{"a":"'),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
        Buffer.from('"}'),
      ]),
      JSON_HEADERS,
      requestLevel,
    );
    body(
      'body syntax',
      'body: object nested 5000 deep',
      deeplyNestedObject(5000),
      JSON_HEADERS,
      requestLevel,
    );
    body(
      'body syntax',
      'body: array nested 5000 deep',
      deeplyNestedArray(5000),
      JSON_HEADERS,
      requestLevel,
    );
    body('huge', 'body: 1 MB of JSON', `{"a":"${'x'.repeat(MB)}"}`, JSON_HEADERS, requestLevel);
    body(
      'huge',
      'body: 200 KB of whitespace',
      `${' '.repeat(200 * 1024)}${valid}`,
      JSON_HEADERS,
      requestLevel,
    );

    // The valid body under other content types and encodings.
    const typed = (label: string, headers: Record<string, string>, text: string | Buffer = valid) =>
      body('content type', `content type: ${label}`, text, headers, requestLevel);
    typed('text/plain', { 'Content-Type': 'text/plain' });
    typed('none', {});
    typed('application/xml', { 'Content-Type': 'application/xml' }, '<a>1</a>');
    typed(
      'application/x-www-form-urlencoded',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      formEncode(first.make()),
    );
    typed(
      'form with nested keys',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'a[b][c][d]=1&e[]=1&e[]=2&__proto__[x]=1',
    );
    typed(
      'multipart',
      { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
    );
    typed('application/vnd.api+json', { 'Content-Type': 'application/vnd.api+json' });
    typed('charset utf-16', { 'Content-Type': 'application/json; charset=utf-16' });
    // JSON is UTF-8 (RFC 8259); UTF-7 lets `+ADw-script+AD4-` through as `<script>`.
    body(
      'content type',
      'content type: charset utf-7',
      valid,
      { 'Content-Type': 'application/json; charset=utf-7' },
      { requestLevel: true, mustFail: 'accepted JSON declared as UTF-7' },
    );
    typed('charset latin1', { 'Content-Type': 'application/json; charset=latin1' });
    typed('gzip that is not', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    typed('unknown encoding', {
      'Content-Type': 'application/json',
      'Content-Encoding': 'compress',
    });

    // Unknown fields at the top.
    const extra = (label: string, value: unknown) =>
      body('unknown field', `unknown field ${label}`, toJson(setAt(first.make(), [label], value)));
    extra('unknownField', 'x');
    extra('__proto__', { polluted: true });
    extra('constructor', { prototype: { polluted: true } });
    extra('userId', '00000000-0000-0000-0000-000000000000');
    extra('isAdmin', true);
    extra('id', 1);
    extra('status', 'confirmed');

    // Each field, wrong in each way; a field shared by several variants is tried on one of them.
    const seen = new Set<string>();
    for (const variant of variants) {
      const sample = variant.make();
      for (const field of fieldsOf(variant.schema, sample, this.resolve)) {
        const key = pathText(field.path);
        if (seen.has(key)) continue;
        seen.add(key);
        const holders = variants.filter((v) =>
          fieldsOf(v.schema, v.make(), this.resolve).some((f) => pathText(f.path) === key),
        );
        const holder = holders.length > 1 ? this.prng.pick(holders) : variant;
        for (const [category, label, value, options] of this.fieldValues(field)) {
          const mutated =
            value === MISSING
              ? deleteAt(holder.make(), field.path)
              : setAt(holder.make(), field.path, value);
          body(
            category,
            `${holder.name === first.name ? '' : `${holder.name}: `}${key}: ${label}`,
            toJson(mutated),
            JSON_HEADERS,
            options,
          );
        }
        const sampleBody = holder.make();
        const present = valueAt(sampleBody, field.path);
        // An optional object the sample leaves out (or sends as null) has no inside to add to.
        if (
          (field.schema.type === 'object' || field.schema.properties) &&
          typeof present === 'object' &&
          present !== null &&
          !Array.isArray(present)
        ) {
          const nested = setAt(sampleBody, [...field.path, 'unknownField'], 'x');
          body('unknown field', `${key}: unknown field`, toJson(nested));
        }
      }
    }
    return cases;
  }

  /** [category, label, value, case options] for one field; MISSING means "leave it out". */
  private fieldValues(field: Field): [Category, string, unknown, Partial<FuzzCase>?][] {
    const { schema } = field;
    const out: [Category, string, unknown, Partial<FuzzCase>?][] = [];
    const type = schema.type ?? (schema.properties ? 'object' : undefined);
    if (field.required) out.push(['missing field', 'missing', MISSING]);
    out.push(['wrong type', 'null', null]);
    const wrong: Record<string, [string, unknown][]> = {
      string: [
        ['a number', 42],
        ['true', true],
        ['an object', {}],
        ['an array', ['x']],
      ],
      number: [
        ['a string', '1'],
        ['text', 'abc'],
        ['an empty string', ''],
        ['true', true],
        ['an object', {}],
        ['an array', [1]],
      ],
      integer: [
        ['a string', '1'],
        ['text', 'abc'],
        ['true', true],
        ['an object', {}],
        ['an array', [1]],
      ],
      boolean: [
        ['"true"', 'true'],
        ['1', 1],
        ['"yes"', 'yes'],
        ['an object', {}],
        ['an array', [true]],
      ],
      array: [
        ['an object', {}],
        ['a string', 'x'],
        ['a number', 1],
        ['nested arrays', [[[]]]],
        ['an array of nulls', [null, null]],
      ],
      object: [
        ['a string', 'x'],
        ['a number', 1],
        ['an array', []],
        ['true', true],
      ],
    };
    for (const [label, value] of this.prng.sample(wrong[type ?? 'string'] ?? wrong.string, 3)) {
      out.push(['wrong type', label, value]);
    }

    if (type === 'string' || type === undefined) {
      // NUL and lone surrogates on every text field (they reach the database and the
      // validators), two of the other oddities each.
      const { nul, 'lone high surrogate': surrogate, ...others } = UNICODE_STRINGS;
      out.push(['unicode', 'nul', nul], ['unicode', 'lone high surrogate', surrogate]);
      for (const [label, value] of this.prng.sample(Object.entries(others), 2)) {
        out.push(['unicode', label, value]);
      }
      const sql = this.prng.pick(SQL_INJECTIONS);
      out.push(['sql injection', sql, sql]);
      const markup = this.prng.pick(MARKUP);
      out.push(['markup', markup, markup]);
      const traversal = this.prng.pick(TRAVERSALS);
      out.push(['traversal', traversal, traversal]);
      out.push([
        'range',
        ...this.prng.pick<[string, string]>([
          ['empty', ''],
          ['blank', ' \t '],
        ]),
      ]);
      if (schema.maxLength !== undefined) {
        out.push(['range', 'one over maxLength', 'a'.repeat(schema.maxLength + 1)]);
        out.push(['range', 'maxLength of emoji', '🌴'.repeat(schema.maxLength)]);
      }
      if (schema.minLength !== undefined && schema.minLength > 0) {
        out.push(['range', 'one under minLength', 'a'.repeat(schema.minLength - 1)]);
      }
      // 1 MB on top-level fields (the body limit answers); 10 000 characters further down.
      if (field.path.length === 1) out.push(['huge', '1 MB', 'z'.repeat(MB)]);
      else out.push(['huge', '10 000 characters', 'y'.repeat(10_000)]);
      if (schema.enum?.length) {
        const first = String(schema.enum[0]);
        out.push(['format', 'not in the enum', 'not-a-value']);
        out.push(['format', 'enum upper case', first.toUpperCase()]);
        out.push(['format', 'enum padded', ` ${first} `]);
        out.push(['format', 'enum with NUL', `${first}\u0000`]);
      }
      if (schema.format === 'email') {
        for (const value of this.prng.sample(BAD_EMAILS, 2))
          out.push(['format', `email ${value}`, value]);
      }
      if (schema.format === 'uuid') {
        for (const value of this.prng.sample(BAD_UUIDS, 2))
          out.push(['format', `uuid ${value}`, value]);
        for (const value of this.hints.foreignIds) {
          out.push([
            'ownership',
            `another user's ${value}`,
            value,
            { mustFail: "accepted another user's resource" },
          ]);
        }
      }
      if (schema.pattern || /YYYY-MM-DD|HH:MM/.test(schema.description ?? '')) {
        for (const value of this.prng.sample(
          [...BAD_DAYS, '24:00', '09:15', '9:30', '-1:00', '99:99'],
          2,
        )) {
          out.push(['format', `pattern ${value}`, value]);
        }
      }
    }
    if (type === 'number' || type === 'integer') {
      for (const text of ODD_NUMBERS) out.push(['range', text, new RawJson(text)]);
      if (schema.maximum !== undefined) out.push(['range', 'above maximum', schema.maximum + 1]);
      if (schema.minimum !== undefined) out.push(['range', 'below minimum', schema.minimum - 1]);
    }
    if (type === 'array') {
      const items = schema.items ? this.resolve(schema.items) : {};
      const item = exampleOf(items, this.resolve);
      out.push(['range', 'empty', []]);
      out.push(['huge', '10 000 items', Array.from({ length: 10_000 }, () => item)]);
      out.push([
        'huge',
        '200 000 items',
        new RawJson(`[${Array.from({ length: 200_000 }, () => '1').join(',')}]`),
      ]);
      out.push(['wrong type', 'items of every type', [1, 'x', null, true, {}, []]]);
      if (schema.maxItems !== undefined) {
        out.push([
          'range',
          'one over maxItems',
          Array.from({ length: schema.maxItems + 1 }, () => item),
        ]);
      }
      if (schema.uniqueItems) out.push(['range', 'duplicates', [item, item]]);
    }
    if (type === 'object') {
      out.push(['range', 'empty object', {}]);
      out.push(['body syntax', 'nested 2000 deep', new RawJson(deeplyNestedObject(2000))]);
    }
    return out;
  }

  // ---------------------------------------------------------------- multipart

  private validParts(op: Operation): Part[] {
    const schema = op.body!.schema;
    return Object.entries(schema.properties ?? {}).map(([name, raw]) => {
      const property = this.resolve(raw);
      return property.format === 'binary'
        ? { name, filename: 'scan.pdf', contentType: 'application/pdf', data: PDF }
        : { name, data: String(exampleOf(property, this.resolve)) };
    });
  }

  private multipart(parts: Part[], boundary = `fuzz${this.prng.word(16)}`, closing = true) {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition =
        part.rawDisposition ??
        `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
      const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
      chunks.push(
        Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`),
        Buffer.from(part.data),
        Buffer.from('\r\n'),
      );
    }
    if (closing) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat(chunks),
      boundary,
    };
  }

  private multipartCases(op: Operation): FuzzCase[] {
    const cases: FuzzCase[] = [];
    const valid = this.validParts(op);
    const fileField = valid.find((part) => part.filename !== undefined)?.name ?? 'file';
    const send = (
      label: string,
      parts: Part[],
      options: {
        boundary?: string;
        closing?: boolean;
        contentType?: string;
        requestLevel?: boolean;
        category?: Category;
      } = {},
    ) => {
      const built = this.multipart(parts, options.boundary, options.closing ?? true);
      cases.push(
        this.make(op, options.category ?? 'multipart', `multipart: ${label}`, {
          headers: { 'Content-Type': options.contentType ?? built.contentType },
          body: built.body,
          requestLevel: options.requestLevel,
        }),
      );
    };
    const raw = (label: string, contentType: string | undefined, body: string | Buffer) =>
      cases.push(
        this.make(op, 'multipart', `multipart: ${label}`, {
          headers: contentType === undefined ? {} : { 'Content-Type': contentType },
          body,
          requestLevel: true,
        }),
      );
    const withFile = (file: Partial<Part>) =>
      valid.map((part) => (part.name === fileField ? { ...part, ...file } : part));

    // Broken framing.
    const framed = this.multipart(valid, 'fuzzboundary');
    raw('no boundary', 'multipart/form-data', framed.body);
    raw('boundary not in the body', 'multipart/form-data; boundary=another', framed.body);
    raw(
      'truncated in the middle',
      framed.contentType,
      framed.body.subarray(0, Math.floor(framed.body.length / 2)),
    );
    raw('empty body', framed.contentType, '');
    raw('only the closing boundary', framed.contentType, '--fuzzboundary--\r\n');
    raw(
      'boundary of 200 characters',
      `multipart/form-data; boundary=${'b'.repeat(200)}`,
      framed.body,
    );
    raw(
      'garbage',
      framed.contentType,
      Buffer.from(Array.from({ length: 512 }, () => this.prng.int(0, 255))),
    );
    raw('JSON instead', 'application/json', '{"purpose":"kyc_document","file":"JVBERi0="}');
    raw(
      'form-urlencoded instead',
      'application/x-www-form-urlencoded',
      'purpose=kyc_document&file=x',
    );
    send('no closing boundary', valid, { closing: false, requestLevel: true });
    send(
      'part headers cut short',
      [{ name: 'x', rawDisposition: 'Content-Disposition: form-data; name="', data: '' }],
      { requestLevel: true },
    );
    send(
      'part without a name',
      [{ name: '', rawDisposition: 'Content-Disposition: form-data', data: 'x' }, ...valid],
      { requestLevel: true },
    );
    send(
      'part without Content-Disposition',
      [{ name: '', rawDisposition: 'X-Nothing: 1', data: 'x' }, ...valid],
      { requestLevel: true },
    );

    // Fields and files missing, doubled, misplaced.
    for (const part of valid)
      send(
        `without ${part.name}`,
        valid.filter((p) => p !== part),
      );
    send('nothing', []);
    send('the file twice', [...valid, valid.find((p) => p.name === fileField)!]);
    send(
      'the file in another field',
      valid.map((p) => (p.name === fileField ? { ...p, name: 'document' } : p)),
    );
    send(
      'the file as a text field',
      valid.map((p) => (p.name === fileField ? { name: p.name, data: 'not a file' } : p)),
    );
    send('an unknown field', [{ name: 'unknownField', data: 'x' }, ...valid]);
    send('eight parts', [
      ...valid,
      ...Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
    ]);

    // Text fields: schema-driven wrong values.
    for (const part of valid.filter((p) => p.filename === undefined)) {
      const property = this.resolve(op.body!.schema.properties![part.name]);
      const values: [string, string][] = [
        ['empty', ''],
        ['unicode', UNICODE_STRINGS.rtl],
        ['NUL', 'kyc_document\u0000'],
        ['sql', this.prng.pick(SQL_INJECTIONS)],
        ['markup', this.prng.pick(MARKUP)],
        ['2 KB', 'p'.repeat(2048)],
      ];
      if (property.enum?.length)
        values.push(['upper case', String(property.enum[0]).toUpperCase()]);
      for (const [label, value] of values) {
        send(
          `${part.name} ${label}`,
          valid.map((p) => (p === part ? { ...p, data: value } : p)),
        );
      }
      send(`${part.name} twice`, [...valid, part]);
    }

    // The file: wrong content, names, sizes.
    send('HTML named .pdf', withFile({ data: HTML_PAGE }));
    send('PDF named .html', withFile({ filename: 'page.html', contentType: 'text/html' }));
    send(
      'PNG with HTML inside named .png',
      withFile({ filename: 'photo.png', contentType: 'image/png', data: PNG_HTML_POLYGLOT }),
    );
    send('empty file', withFile({ data: Buffer.alloc(0) }));
    send(
      'one byte over 5 MB',
      withFile({ data: Buffer.concat([PDF, Buffer.alloc(5 * MB + 1 - PDF.length, 0x20)]) }),
      { category: 'huge' },
    );
    for (const filename of [
      '../../etc/passwd.pdf',
      '..\\..\\boot.ini.pdf',
      '<script>alert(1)</script>.pdf',
      '🌴\u202efdp.exe',
      'a\u0000b.pdf',
      `${'n'.repeat(1000)}.pdf`,
      '',
      '.pdf',
      'scan.pdf"; name="purpose',
    ]) {
      send(`file named ${JSON.stringify(filename).slice(0, 40)}`, withFile({ filename }));
    }
    send(
      'file name with a raw line break',
      withFile({
        rawDisposition: `Content-Disposition: form-data; name="${fileField}"; filename="a.pdf\r\nContent-Type: text/html"`,
      }),
    );
    send(
      'file name* with bad percent-encoding',
      withFile({
        rawDisposition: `Content-Disposition: form-data; name="${fileField}"; filename*=UTF-8''%ff%fe%zz.pdf`,
      }),
    );
    send('file with Content-Type text/html', withFile({ contentType: 'text/html' }));
    return cases;
  }
}

const MISSING = Symbol('missing');

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
  /** The whole Content-Disposition line, as sent (for malformed ones). */
  rawDisposition?: string;
}

/** `a=1&b[c]=2`, as a browser form (and qs) would write an object. */
function formEncode(value: unknown, prefix = ''): string {
  if (value === null || typeof value !== 'object') {
    return `${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`;
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => formEncode(item, prefix ? `${prefix}[${key}]` : key))
    .join('&');
}
