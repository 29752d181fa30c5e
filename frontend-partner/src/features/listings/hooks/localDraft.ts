/**
 * A new listing's form kept in localStorage until the listing is created
 * (docs/decisions/listing-autosave.md), one per organisation and kind: a reload, a lost
 * connection or a closed tab loses nothing.
 */
export const newListingKey = (orgId: number, kind: string) =>
  `salone.partner.new-listing.${orgId}.${kind}`;

/** The kept form over `empty`: only fields of the same type are taken back. */
export function readLocalDraft<V extends object>(key: string, empty: V): V | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const kept: unknown = JSON.parse(raw);
    return kept && typeof kept === 'object' ? (mergeSameShape(empty, kept) as V) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, values: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused (private browsing): the form still works, it is just not kept.
  }
}

export function clearLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

function mergeSameShape(shape: unknown, kept: unknown): unknown {
  if (Array.isArray(shape)) {
    return Array.isArray(kept) &&
      kept.every((item) => typeof item === typeof shape[0] || shape.length === 0)
      ? kept
      : shape;
  }
  if (shape && typeof shape === 'object') {
    if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return shape;
    return Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [
        key,
        mergeSameShape(value, (kept as Record<string, unknown>)[key]),
      ]),
    );
  }
  return typeof kept === typeof shape ? kept : shape;
}
