import type { ArrivalDto } from '@salone/api-client/partner';

/**
 * What the check-in page keeps on the phone, per organisation, in localStorage
 * (docs/decisions/check-in-page-local-storage.md): the day's arrivals with their voucher digests,
 * the check-ins made without a connection that wait to be sent, and the ones the server refused
 * when they were.
 */
export interface StoredArrivals {
  /** The day the list is for, YYYY-MM-DD (Sierra Leone is on UTC). */
  day: string;
  /** When the server made the list. */
  generatedAt: string;
  arrivals: ArrivalDto[];
}

/** A check-in made on the phone, to be sent with the time it happened. */
export interface QueuedCheckIn {
  bookingId: string;
  reference: string;
  customerName: string;
  /** The scanned voucher, when it was scanned: the server checks its signature again. */
  token?: string;
  checkedInAt: string;
}

/** A queued check-in the server refused when it was sent (a 409 from another gate, say). */
export interface SyncProblem {
  reference: string;
  customerName: string;
  checkedInAt: string;
  message: string;
}

export interface CheckInStore {
  arrivals: StoredArrivals | null;
  queue: QueuedCheckIn[];
  problems: SyncProblem[];
}

const EMPTY: CheckInStore = { arrivals: null, queue: [], problems: [] };

const keyOf = (orgId: number) => `salone.partner.check-in.v1.${orgId}`;

const cache = new Map<number, { text: string | null; value: CheckInStore }>();
const listeners = new Map<number, Set<() => void>>();
const notify = (orgId: number) => listeners.get(orgId)?.forEach((listener) => listener());

/** The store as saved now; the same object while nothing changed (for useSyncExternalStore). */
export function readCheckInStore(orgId: number): CheckInStore {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(keyOf(orgId));
  } catch {
    // storage disabled: nothing kept
  }
  const cached = cache.get(orgId);
  if (cached && cached.text === text) return cached.value;
  const value = parse(text);
  cache.set(orgId, { text, value });
  return value;
}

function parse(text: string | null): CheckInStore {
  if (!text) return EMPTY;
  try {
    const value = JSON.parse(text) as Partial<CheckInStore>;
    return {
      arrivals: value.arrivals ?? null,
      queue: Array.isArray(value.queue) ? value.queue : [],
      problems: Array.isArray(value.problems) ? value.problems : [],
    };
  } catch {
    return EMPTY;
  }
}

/**
 * Changes the store from what is saved now (another tab may have written meanwhile), saves it
 * and tells the page. When the browser refuses to save (storage full or disabled), the change
 * lasts while the page is open.
 */
export function updateCheckInStore(
  orgId: number,
  change: (current: CheckInStore) => CheckInStore,
): CheckInStore {
  const next = change(readCheckInStore(orgId));
  let text: string | null = JSON.stringify(next);
  try {
    window.localStorage.setItem(keyOf(orgId), text);
  } catch {
    text = null;
  }
  cache.set(orgId, { text, value: next });
  notify(orgId);
  return next;
}

const syncing = new Set<number>();

/** Starts sending an organisation's queue; false when it is being sent already. */
export function beginSync(orgId: number): boolean {
  if (syncing.has(orgId)) return false;
  syncing.add(orgId);
  notify(orgId);
  return true;
}

export function endSync(orgId: number): void {
  syncing.delete(orgId);
  notify(orgId);
}

export const isSyncing = (orgId: number): boolean => syncing.has(orgId);

/** The organisations with check-ins waiting on this phone. */
export function queuedOrganisations(): number[] {
  const found: number[] = [];
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const match = /^salone\.partner\.check-in\.v1\.(\d+)$/.exec(
        window.localStorage.key(index) ?? '',
      );
      if (match && readCheckInStore(Number(match[1])).queue.length > 0) {
        found.push(Number(match[1]));
      }
    }
  } catch {
    // storage disabled: nothing kept
  }
  return found;
}

/** Calls `listener` on every change of the organisation's store, in this tab or another. */
export function subscribeCheckInStore(orgId: number, listener: () => void): () => void {
  const set = listeners.get(orgId) ?? new Set();
  listeners.set(orgId, set);
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === keyOf(orgId)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Today in Sierra Leone (UTC), YYYY-MM-DD. */
export const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The kept list when it is today's; a list of another day checks nobody in. */
export function todaysArrivals(store: CheckInStore, now: Date = new Date()): StoredArrivals | null {
  return store.arrivals && store.arrivals.day === today(now) ? store.arrivals : null;
}

/**
 * The server's list as the phone keeps it: bookings checked in here and not yet sent stay
 * checked in, whatever the (older) server list says.
 */
export function withQueued(list: StoredArrivals, queue: QueuedCheckIn[]): StoredArrivals {
  const queued = new Map(queue.map((item) => [item.bookingId, item]));
  return {
    ...list,
    arrivals: list.arrivals.map((arrival) => {
      const item = queued.get(arrival.id);
      return item && !arrival.checkedInAt
        ? { ...arrival, stage: 'checked_in', checkedInAt: item.checkedInAt }
        : arrival;
    }),
  };
}

/** SHA-256 (hex) of a scanned code's text, as the arrivals list carries it for each voucher. */
export async function digestOf(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = await subtle.digest('SHA-256', new TextEncoder().encode(text.trim()));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A reference as the traveller reads it out, in the form the server keeps. */
export const normaliseReference = (value: string) => value.trim().toUpperCase();
