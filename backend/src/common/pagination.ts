import { invalidField } from './errors/domain.exception.js';

/**
 * Cursor pagination, one way for every list that grows without bound: a page is
 * `{items, nextCursor}`; the next page is asked for with `cursor=<nextCursor>`. A cursor is the
 * sort key of the page's last row (base64url of a JSON array), so pages stay right while rows
 * are added, and the query is an index range, not an OFFSET that gets slower page by page.
 */

/** Rows per page when `limit` is left out. */
export const DEFAULT_PAGE_SIZE = 25;
/** The most rows one page may hold. */
export const MAX_PAGE_SIZE = 100;

export const INVALID_CURSOR = 'The cursor is not one this list gave';

/** What each part of a cursor must be; anything else is 400 INVALID_CURSOR. */
export type CursorPart = 'timestamp' | 'uuid' | 'int' | 'text';
type CursorValue = string | number;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An instant in UTC, ISO 8601, down to microseconds. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;

/** A real instant: the date and time read back the same (no 31 February, no 25:00). */
function isTimestamp(value: unknown): boolean {
  const match = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  if (!match) return false;
  const date = new Date(`${match[1]}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === match[1];
}

const valid: Record<CursorPart, (value: unknown) => boolean> = {
  timestamp: isTimestamp,
  uuid: (value) => typeof value === 'string' && UUID.test(value),
  // bigint ids travel as strings
  int: (value) =>
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
    (typeof value === 'string' && /^\d{1,19}$/.test(value)),
  text: (value) => typeof value === 'string' && value.length <= 100,
};

/** The cursor that points just after a row whose sort key is `key`. */
export function encodeCursor(key: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key inside a cursor, checked part by part against `shape`. */
export function decodeCursor(raw: string, shape: readonly CursorPart[]): CursorValue[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  if (
    !Array.isArray(key) ||
    key.length !== shape.length ||
    !key.every((value, i) => valid[shape[i]](value))
  ) {
    throw invalidField('cursor', INVALID_CURSOR, 'INVALID_CURSOR');
  }
  return key as CursorValue[];
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The page size a query asks for, or the default. */
export const pageSize = (query: { limit?: number }): number => query.limit ?? DEFAULT_PAGE_SIZE;

/**
 * Cuts a page from rows fetched with `LIMIT limit + 1`: the extra row only says that there is a
 * next page, whose cursor is the sort key of this page's last row.
 */
export function pageOf<Row, Item>(
  rows: readonly Row[],
  limit: number,
  keyOf: (row: Row) => readonly CursorValue[],
  toItem: (row: Row) => Item,
): Page<Item> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

/**
 * SQL for a timestamptz column as a cursor part, to the microsecond: a JavaScript Date keeps
 * milliseconds only, and a cursor rounded down would skip rows of the same millisecond.
 */
export const cursorTimestampSql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
