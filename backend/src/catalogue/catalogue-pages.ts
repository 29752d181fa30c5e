import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiProperty,
  getSchemaPath,
} from '@nestjs/swagger';
import { invalidField } from '../common/errors/domain.exception.js';
import {
  API_VERSION_HEADER,
  API_VERSIONS,
  type ApiVersion,
  DEFAULT_API_VERSION,
  versionFrom,
} from '../common/http/api-version.js';
import { ApiErrors } from '../common/openapi/index.js';
import { decodeCursor, encodeCursor, type Page, pageSize } from '../common/pagination.js';

/**
 * The public catalogue's lists (hotels, events, cars, tours, properties) page like every other
 * list, `{items, nextCursor}` with `limit` and `cursor`, from API version 2026-12-08; older
 * versions keep the whole list as an array, and refuse `limit` and `cursor` as they did
 * (docs/decisions/catalogue-lists-paged-from-2026-12-08.md).
 */
export const CATALOGUE_PAGES_SINCE: ApiVersion = '2026-12-08';

/** What a version before 2026-12-08 answers to `limit` or `cursor`. */
export const PAGES_NEED_VERSION = `limit and cursor need ${API_VERSION_HEADER} ${CATALOGUE_PAGES_SINCE} or later`;

/**
 * A list as the request's version answers it: the whole array before 2026-12-08, a page after.
 * The list keeps its own order (filters and `sort` apply first); the cursor names the last
 * listing of the page and its place, and the next page starts after that listing (or at that
 * place, when the listing has left the list meanwhile).
 */
export function catalogueAnswer<T extends { id: number }>(
  version: ApiVersion,
  query: { limit?: number; cursor?: string },
  items: T[],
): T[] | Page<T> {
  if (!versionFrom(version, CATALOGUE_PAGES_SINCE)) {
    if (query.limit !== undefined) throw invalidField('limit', PAGES_NEED_VERSION);
    if (query.cursor !== undefined) throw invalidField('cursor', PAGES_NEED_VERSION);
    return items;
  }
  let start = 0;
  if (query.cursor !== undefined) {
    const [place, lastId] = decodeCursor(query.cursor, ['int', 'int']) as number[];
    const at = items.findIndex((item) => item.id === lastId);
    start = at >= 0 ? at + 1 : Math.min(place, items.length);
  }
  const limit = pageSize(query);
  const page = items.slice(start, start + limit);
  const last = page.at(-1);
  const end = start + page.length;
  return {
    items: page,
    nextCursor: end < items.length && last ? encodeCursor([end, last.id]) : null,
  };
}

/** The contract's mark of what only a version from 2026-12-08 answers. */
const SINCE = { 'x-salone-since': CATALOGUE_PAGES_SINCE } as object;

const pageTypes = new Map<Type, Type>();

/** The contract's page of a catalogue list (`HotelPageDto`, ...). */
export function cataloguePageOf(item: Type, name: string): Type {
  const known = pageTypes.get(item);
  if (known) return known;
  class CataloguePage {
    @ApiProperty({ type: [item], description: 'This page of the list, in the list’s order' })
    items: unknown[];

    @ApiProperty({
      type: String,
      nullable: true,
      description: 'Send it as `cursor` for the next page; null on the last page',
      example: 'WzI1LDEyXQ',
    })
    nextCursor: string | null;
  }
  Object.defineProperty(CataloguePage, 'name', { value: name });
  pageTypes.set(item, CataloguePage);
  return CataloguePage;
}

/**
 * Documents a catalogue list: an array of `item` before version 2026-12-08, a page after,
 * the version header it reads, and the refusals of `limit`, `cursor` and the version.
 */
export const ApiCatalogueList = (item: Type, pageName: string, description: string) => {
  const page = cataloguePageOf(item, pageName);
  return applyDecorators(
    ApiExtraModels(page),
    ApiHeader({
      name: API_VERSION_HEADER,
      required: false,
      description: `The version of the API the program was written for (docs/changelog.md). Before ${CATALOGUE_PAGES_SINCE} (and without it: ${DEFAULT_API_VERSION}) the answer is the whole list as an array; from ${CATALOGUE_PAGES_SINCE} it is a page, \`{items, nextCursor}\`, of \`limit\` listings.`,
      schema: { type: 'string', enum: [...API_VERSIONS], example: CATALOGUE_PAGES_SINCE },
    }),
    ApiOkResponse({
      description: `${description}: the whole list (an array) before version ${CATALOGUE_PAGES_SINCE}, a page from ${CATALOGUE_PAGES_SINCE}`,
      schema: {
        oneOf: [
          { type: 'array', items: { $ref: getSchemaPath(item) } },
          // Marked, so a client of the default version (the browser apps) can leave it out.
          { allOf: [{ $ref: getSchemaPath(page) }], ...SINCE },
        ],
      },
    }),
    ApiErrors({
      400: {
        codes: ['VALIDATION_FAILED', 'INVALID_CURSOR'],
        messages: { VALIDATION_FAILED: PAGES_NEED_VERSION },
        field: 'limit',
      },
    }),
  );
};
