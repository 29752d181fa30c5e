import { useCallback, useEffect } from 'react';
import { errorText, isApiError } from '@salone/api-client';
import { useCheckInOperatorBookingMutation } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { toast } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import {
  beginSync,
  endSync,
  queuedOrganisations,
  readCheckInStore,
  updateCheckInStore,
} from './checkInStore';

/**
 * Sends an organisation's check-ins made without a connection, oldest first, each with the time
 * it happened. One sending at a time per organisation, whoever asks; a request that gets no
 * answer stops it (the rest waits for the connection), a refusal moves the check-in to the
 * organisation's 'Refused when synced' list.
 */
export function useSendQueued(): (orgId: number) => Promise<void> {
  const t = useT(partnerMessages);
  const [checkIn] = useCheckInOperatorBookingMutation();
  return useCallback(
    async (orgId: number) => {
      if (!navigator.onLine || readCheckInStore(orgId).queue.length === 0) return;
      if (!beginSync(orgId)) return;
      let sent = 0;
      let refused = 0;
      try {
        for (const item of readCheckInStore(orgId).queue) {
          const done = (current: ReturnType<typeof readCheckInStore>) =>
            current.queue.filter((queued) => queued.bookingId !== item.bookingId);
          try {
            await checkIn({
              orgId,
              checkInDto: item.token
                ? { token: item.token, checkedInAt: item.checkedInAt }
                : { reference: item.reference, checkedInAt: item.checkedInAt },
            }).unwrap();
            sent += 1;
            updateCheckInStore(orgId, (current) => ({ ...current, queue: done(current) }));
          } catch (error) {
            if (!isApiError(error) || error.status === 0) break;
            refused += 1;
            updateCheckInStore(orgId, (current) => ({
              ...current,
              queue: done(current),
              problems: [
                ...current.problems,
                {
                  reference: item.reference,
                  customerName: item.customerName,
                  checkedInAt: item.checkedInAt,
                  message: errorText(error, t('sync.refusedMessage')),
                },
              ],
            }));
          }
        }
      } finally {
        endSync(orgId);
      }
      if (sent > 0) {
        toast({
          title: t('sync.done'),
          description: t('sync.doneText', { count: sent }),
        });
      }
      if (refused > 0) {
        toast({
          variant: 'destructive',
          title: t('sync.refused'),
          description: t('sync.refusedText', { count: refused }),
        });
      }
    },
    [checkIn, t],
  );
}

/**
 * Mounted once under `/partner`: sends the check-ins waiting on this phone when a partner page
 * loads and whenever the connection returns, whichever partner page is open.
 */
export function QueuedCheckInSync() {
  const sendQueued = useSendQueued();
  useEffect(() => {
    const run = () => {
      for (const orgId of queuedOrganisations()) void sendQueued(orgId);
    };
    // Started after the effect, as the 'online' event starts it.
    void Promise.resolve().then(run);
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [sendQueued]);
  return null;
}
