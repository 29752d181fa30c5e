/** What every answer of the API must be, whatever was sent. */
import { STATUS_CODES } from 'node:http';
import type { RawResponse } from './client.js';
import type { Operation } from './contract.js';

const JSON_TYPE = /^application\/json\b/i;

/**
 * The problems with an answer (empty when it is fine). `inContract`: the request used the
 * operation's method, so a success must be one the contract describes.
 */
export function answerProblems(
  op: Operation,
  response: RawResponse,
  mustFail?: string,
  inContract = true,
): string[] {
  const problems: string[] = [];
  const { status, headers } = response;
  const type = String(headers['content-type'] ?? '');
  if (status >= 500) problems.push(`answered ${status}`);
  if (status < 100 || status > 599) problems.push(`answered a status of ${status}`);
  if (headers['x-content-type-options'] !== 'nosniff') {
    problems.push('no X-Content-Type-Options: nosniff');
  }
  if (/html/i.test(type)) problems.push(`served as ${type}`);
  if (mustFail && status < 400) problems.push(`${mustFail} (${status})`);

  if (status >= 400) {
    if (!JSON_TYPE.test(type)) problems.push(`error body served as ${type || 'no content type'}`);
    else problems.push(...errorShapeProblems(response));
  } else if (status >= 200 && status < 300 && inContract) {
    const declared = op.responses.get(status);
    if (!declared) problems.push(`${status} is not a status the contract lists`);
    else if (declared.length > 0 && !declared.some((media) => type.startsWith(media))) {
      problems.push(
        `served as ${type || 'no content type'}, the contract says ${declared.join(' or ')}`,
      );
    } else if (declared.length === 0 && response.body.length > 0 && !JSON_TYPE.test(type)) {
      problems.push(`served as ${type || 'no content type'}, not JSON`);
    }
    if (JSON_TYPE.test(type) && parseJson(response.body) === INVALID) {
      problems.push('a JSON content type on a body that is not JSON');
    }
  }
  return problems;
}

const INVALID = Symbol('invalid');

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return INVALID;
  }
}

/** `{statusCode, error, message, details?}` and nothing else, statusCode the HTTP status. */
export function errorShapeProblems(response: RawResponse): string[] {
  const body = parseJson(response.body);
  if (body === INVALID || body === null || typeof body !== 'object' || Array.isArray(body)) {
    return [`error body is not a JSON object: ${response.body.toString('utf8').slice(0, 120)}`];
  }
  const problems: string[] = [];
  const record = body as Record<string, unknown>;
  const unexpected = Object.keys(record).filter(
    (key) => !['statusCode', 'error', 'code', 'message', 'details'].includes(key),
  );
  if (unexpected.length > 0) problems.push(`error body has ${unexpected.join(', ')}`);
  if (record.statusCode !== response.status) {
    problems.push(`error body says statusCode ${String(record.statusCode)}`);
  }
  if (record.error !== STATUS_CODES[response.status]) {
    problems.push(`error body says error ${JSON.stringify(record.error)}`);
  }
  if (typeof record.message !== 'string' || record.message.length === 0) {
    problems.push('error body has no message');
  }
  if ('details' in record) {
    const details = record.details;
    const fine =
      Array.isArray(details) &&
      details.length > 0 &&
      details.every(
        (item) =>
          item !== null &&
          typeof item === 'object' &&
          Object.keys(item).sort().join() === 'field,message' &&
          typeof (item as { field: unknown }).field === 'string' &&
          typeof (item as { message: unknown }).message === 'string',
      );
    if (!fine)
      problems.push(`error details are not [{field, message}]: ${JSON.stringify(details)}`);
  }
  return problems;
}
