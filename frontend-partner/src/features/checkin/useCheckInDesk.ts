import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { errorText, isApiError } from '@salone/api-client';
import {
  useCheckInOperatorBookingMutation,
  useListOperatorArrivalsQuery,
  type ArrivalDto,
  type CheckInDto,
} from '@salone/api-client/partner';
import { formatTime } from '@salone/format';
import { useT, type Translate } from '@salone/i18n';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { useSendQueued } from './useQueueSync';
import {
  digestOf,
  isSyncing,
  normaliseReference,
  readCheckInStore,
  today,
  todaysArrivals,
  subscribeCheckInStore,
  updateCheckInStore,
  withQueued,
  type CheckInStore,
  type StoredArrivals,
} from './checkInStore';

/** What one scan or typed reference came to, as the page shows it at arm's length. */
export type CheckInOutcome =
  | {
      kind: 'checked-in';
      customerName: string;
      reference: string;
      item: string | null;
      /** Made without a connection: kept on the phone until it is sent. */
      queued: boolean;
    }
  | { kind: 'refused'; title: string; reason: string };

/** What the traveller showed: the voucher's QR code, or the reference read out. */
export type CheckInInput = { token: string } | { reference: string };

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const refused = (title: string, reason: string): CheckInOutcome => ({
  kind: 'refused',
  title,
  reason,
});

const alreadyIn = (
  t: Translate<PartnerKey>,
  arrival: ArrivalDto,
  at: string | null,
): CheckInOutcome => {
  const who = { name: arrival.customerName, reference: arrival.reference };
  return refused(
    t('checkIn.alreadyIn'),
    at
      ? t('checkIn.alreadyInAt', { ...who, time: formatTime(at) })
      : t('checkIn.alreadyInText', who),
  );
};

/**
 * The check-in desk of one organisation: today's arrivals kept on the phone, checking a voucher
 * or a reference in (on the server when there is a connection, against the kept list when there
 * is none), and the queue of check-ins made offline, sent when the connection returns.
 */
export function useCheckInDesk(orgId: number) {
  const t = useT(partnerMessages);
  const online = useOnline();
  const subscribe = useCallback(
    (listener: () => void) => subscribeCheckInStore(orgId, listener),
    [orgId],
  );
  const store = useSyncExternalStore(subscribe, () => readCheckInStore(orgId));
  const [checkInMutation] = useCheckInOperatorBookingMutation();
  const arrivalsQuery = useListOperatorArrivalsQuery({ orgId });

  const update = useCallback(
    (change: (current: CheckInStore) => CheckInStore) => updateCheckInStore(orgId, change),
    [orgId],
  );

  // Every list the server sends is kept, with what this phone checked in and has not sent.
  const served = arrivalsQuery.data;
  useEffect(() => {
    if (!served) return;
    update((current) => ({
      ...current,
      arrivals: withQueued(
        { day: served.day, generatedAt: served.generatedAt, arrivals: served.arrivals },
        current.queue,
      ),
    }));
  }, [served, update]);

  const list: StoredArrivals | null = todaysArrivals(store);

  const send = useCallback(
    (checkInDto: CheckInDto) => checkInMutation({ orgId, checkInDto }).unwrap(),
    [checkInMutation, orgId],
  );

  const sendQueued = useSendQueued();
  const sync = useCallback(() => sendQueued(orgId), [sendQueued, orgId]);
  const syncing = useSyncExternalStore(subscribe, () => isSyncing(orgId));

  const checkIn = useCallback(
    async (input: CheckInInput): Promise<CheckInOutcome> => {
      const current = readCheckInStore(orgId);
      const kept = todaysArrivals(current);
      const reference = 'reference' in input ? normaliseReference(input.reference) : null;
      let arrival: ArrivalDto | undefined;
      if (kept) {
        if ('token' in input) {
          const digest = await digestOf(input.token);
          arrival = digest
            ? kept.arrivals.find((entry) => entry.tokenDigest === digest)
            : undefined;
        } else {
          arrival = kept.arrivals.find((entry) => entry.reference === reference);
        }
      }
      // Refused on the phone first: checked in here (perhaps not yet sent) or on the list.
      if (arrival) {
        const queued = current.queue.find((item) => item.bookingId === arrival.id);
        if (queued) return alreadyIn(t, arrival, queued.checkedInAt);
        if (arrival.stage === 'checked_in') return alreadyIn(t, arrival, arrival.checkedInAt);
      }

      if (navigator.onLine) {
        try {
          const booking = await send(
            'token' in input ? { token: input.token.trim() } : { reference: reference ?? '' },
          );
          // Kept at once, so the phone refuses this booking again even if the connection goes.
          update((latest) => ({
            ...latest,
            arrivals: latest.arrivals && {
              ...latest.arrivals,
              arrivals: latest.arrivals.arrivals.map((entry) =>
                entry.id === booking.id
                  ? { ...entry, stage: 'checked_in', checkedInAt: booking.checkedInAt }
                  : entry,
              ),
            },
          }));
          return {
            kind: 'checked-in',
            customerName: booking.customerName,
            reference: booking.reference,
            item: booking.item,
            queued: false,
          };
        } catch (error) {
          if (isApiError(error) && error.status !== 0) {
            return refused(t('checkIn.notCheckedIn'), errorText(error, t('common.tryAgain')));
          }
          // No answer: the connection is gone. Check against the kept list instead.
        }
      }

      if (!kept) {
        return refused(t('checkIn.noList'), t('checkIn.noListText'));
      }
      if (!arrival) {
        return refused(
          t('checkIn.notOnList'),
          'token' in input
            ? t('checkIn.unknownCode')
            : t('checkIn.unknownReference', { reference: reference ?? '' }),
        );
      }
      const found = arrival;
      const checkedInAt = new Date().toISOString();
      update((latest) => {
        const queue = [
          ...latest.queue,
          {
            bookingId: found.id,
            reference: found.reference,
            customerName: found.customerName,
            ...('token' in input ? { token: input.token.trim() } : {}),
            checkedInAt,
          },
        ];
        return {
          ...latest,
          queue,
          arrivals: latest.arrivals ? withQueued(latest.arrivals, queue) : latest.arrivals,
        };
      });
      return {
        kind: 'checked-in',
        customerName: found.customerName,
        reference: found.reference,
        item: found.item,
        queued: true,
      };
    },
    [orgId, send, update, t],
  );

  const clearProblems = useCallback(
    () => update((current) => ({ ...current, problems: [] })),
    [update],
  );

  return {
    online,
    /** Today's arrivals as the phone knows them (kept or just read), or null. */
    list,
    arrivalsLoading: arrivalsQuery.isLoading && !list,
    arrivalsFailed: arrivalsQuery.isError && !list,
    retryArrivals: () => void arrivalsQuery.refetch(),
    queue: store.queue,
    problems: store.problems,
    syncing,
    sync,
    checkIn,
    clearProblems,
    today: today(),
  };
}
