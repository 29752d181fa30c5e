import { DomainException } from './errors/domain.exception.js';
import { decodeCursor, encodeCursor, pageOf } from './pagination.js';

const UUID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

const refusal = (raw: string, shape: Parameters<typeof decodeCursor>[1]) => {
  try {
    decodeCursor(raw, shape);
  } catch (error) {
    return error instanceof DomainException ? [error.status, error.code] : error;
  }
  return 'accepted';
};

describe('cursors', () => {
  it('gives back the sort key it was made from', () => {
    const key = ['2026-11-26T10:00:00.123456Z', UUID];
    expect(decodeCursor(encodeCursor(key), ['timestamp', 'uuid'])).toEqual(key);
    expect(
      decodeCursor(encodeCursor(['2026-11-26T10:00:00.123456Z', 'hotel', 12]), [
        'timestamp',
        'text',
        'int',
      ]),
    ).toEqual(['2026-11-26T10:00:00.123456Z', 'hotel', 12]);
    expect(decodeCursor(encodeCursor(['9007199254740993']), ['int'])).toEqual(['9007199254740993']);
  });

  it('refuses anything it did not make with 400 INVALID_CURSOR', () => {
    const bad = [400, 'INVALID_CURSOR'];
    expect(refusal('nonsense', ['int'])).toEqual(bad);
    expect(refusal(encodeCursor([1, 2]), ['int'])).toEqual(bad);
    expect(refusal(encodeCursor(['x']), ['int'])).toEqual(bad);
    expect(refusal(encodeCursor([-1]), ['int'])).toEqual(bad);
    expect(refusal(encodeCursor(['2026-02-31T10:00:00Z', UUID]), ['timestamp', 'uuid'])).toEqual(
      bad,
    );
    expect(refusal(encodeCursor(['2026-11-26 10:00:00+00', UUID]), ['timestamp', 'uuid'])).toEqual(
      bad,
    );
    expect(
      refusal(encodeCursor(['2026-11-26T10:00:00Z', 'not-a-uuid']), ['timestamp', 'uuid']),
    ).toEqual(bad);
    expect(refusal(Buffer.from('{"s":1}').toString('base64url'), ['int'])).toEqual(bad);
  });

  it('cuts a page from limit + 1 rows and points after its last row', () => {
    const rows = [1, 2, 3].map((id) => ({ id }));
    const page = pageOf(
      rows,
      2,
      (row) => [row.id],
      (row) => `#${row.id}`,
    );
    expect(page.items).toEqual(['#1', '#2']);
    expect(decodeCursor(page.nextCursor!, ['int'])).toEqual([2]);
    expect(
      pageOf(
        rows.slice(0, 2),
        2,
        (row) => [row.id],
        (row) => row.id,
      ),
    ).toEqual({
      items: [1, 2],
      nextCursor: null,
    });
    expect(
      pageOf(
        [],
        2,
        () => [],
        (row) => row,
      ),
    ).toEqual({ items: [], nextCursor: null });
  });
});
