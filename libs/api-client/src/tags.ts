import type { TagType } from './base-api';

/** The id of the tag a list provides besides one per item. */
export const LIST = 'LIST' as const;

/** The tags of a list answer: the list itself and each of its items. */
export function listed<T extends { id: number | string }>(type: TagType, items: T[] | undefined) {
  return [{ type, id: LIST }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}
