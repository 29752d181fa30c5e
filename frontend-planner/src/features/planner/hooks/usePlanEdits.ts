import { useState } from 'react';
import { errorText } from '@salone/api-client';
import { useT } from '@salone/i18n';
import { toast } from '@salone/ui';
import { plannerMessages } from '../../../i18n';
import {
  useChangePaceMutation,
  useLockActivityMutation,
  useRefinePlanMutation,
  useRegenerateDayMutation,
  useShareItineraryMutation,
  useSwapActivityMutation,
  useUnshareItineraryMutation,
} from '../../../api/plannerApi';
import type { ItineraryDto } from '../itinerary';

export type Pace = ItineraryDto['request']['pace'];

/** What the traveller can change on a saved plan; each answer replaces the plan on screen. */
export interface PlanEdits {
  /** A change is on its way: the controls wait. */
  busy: boolean;
  regenerateDay(day: number): Promise<void>;
  swap(day: number, key: string, alternative: string): Promise<void>;
  lock(day: number, key: string, locked: boolean): Promise<void>;
  changePace(pace: Pace): Promise<void>;
  /** The planner's answer in words (what changed), or null when the change failed. */
  refine(message: string): Promise<string | null>;
  share(): Promise<void>;
  unshare(): Promise<void>;
}

/** The planner's edit operations for one saved plan, with a toast when one fails. */
export function usePlanEdits(id: string): PlanEdits {
  const [regenerate] = useRegenerateDayMutation();
  const [swapActivity] = useSwapActivityMutation();
  const [lockActivity] = useLockActivityMutation();
  const [pace] = useChangePaceMutation();
  const [refinePlan] = useRefinePlanMutation();
  const [shareItinerary] = useShareItineraryMutation();
  const [unshareItinerary] = useUnshareItineraryMutation();
  const [pending, setPending] = useState(0);
  const t = useT(plannerMessages);

  async function run<T>(title: string, call: () => Promise<T>): Promise<T | null> {
    setPending((n) => n + 1);
    try {
      return await call();
    } catch (error) {
      toast({
        title,
        description: errorText(error, t('edit.tryAgain')),
        variant: 'destructive',
      });
      return null;
    } finally {
      setPending((n) => n - 1);
    }
  }

  return {
    busy: pending > 0,
    regenerateDay: async (day) => {
      const done = await run(t('edit.regenerateFailed'), () => regenerate({ id, day }).unwrap());
      if (done) toast({ title: t('edit.regenerated', { day }) });
    },
    swap: async (day, key, alternative) => {
      await run(t('edit.swapFailed'), () =>
        swapActivity({ id, day, swapActivityDto: { key, alternative } }).unwrap(),
      );
    },
    lock: async (day, key, locked) => {
      await run(t('edit.lockFailed'), () =>
        lockActivity({ id, day, lockActivityDto: { key, locked } }).unwrap(),
      );
    },
    changePace: async (next) => {
      await run(t('edit.paceFailed'), () => pace({ id, changePaceDto: { pace: next } }).unwrap());
    },
    refine: async (message) => {
      const result = await run(t('edit.refineFailed'), () =>
        refinePlan({ id, refinePlanDto: { message } }).unwrap(),
      );
      return result ? result.reply : null;
    },
    share: async () => {
      await run(t('edit.shareFailed'), () => shareItinerary({ id }).unwrap());
    },
    unshare: async () => {
      await run(t('edit.unshareFailed'), () => unshareItinerary({ id }).unwrap());
    },
  };
}
