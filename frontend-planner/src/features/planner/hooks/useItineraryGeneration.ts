import { useEffect, useRef } from 'react';
import { errorText, isApiError, requestSignIn, useAuth } from '@salone/api-client';
import { toast } from '@salone/ui';
import { useGenerateItineraryMutation } from '../../../api/plannerApi';
import type { ItineraryDto, TripPlanRequestDto } from '../itinerary';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';
import { PLANNER_TOASTS } from '../texts';

/**
 * Sends a valid trip request and reports the outcome with the product's toasts. Generating needs
 * an account (docs/product.md, Permissions): a visitor is asked to sign in first, and once they have, the same
 * request goes ahead. A session that ran out (401) is treated the same way.
 */
export function useItineraryGeneration(onGenerated: (itinerary: ItineraryDto) => void) {
  const { status } = useAuth();
  const [generate, { isLoading }] = useGenerateItineraryMutation();

  // The latest callback, and whether the page is still there when the answer comes back
  // (the plan is saved either way; a page that was left is not brought back).
  const onGeneratedRef = useRef(onGenerated);
  const t = useT(plannerMessages);
  const mounted = useRef(true);
  useEffect(() => {
    onGeneratedRef.current = onGenerated;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const askToSignIn = (request: TripPlanRequestDto) => {
    toast({
      title: t(PLANNER_TOASTS.signInRequired.title),
      description: t(PLANNER_TOASTS.signInRequired.description),
      variant: 'destructive',
    });
    // The dialog's sign-in refreshes the session; the request is sent straight away, without
    // waiting for this component to see the new status.
    requestSignIn(() => void send(request));
  };

  const send = async (request: TripPlanRequestDto) => {
    try {
      const itinerary = await generate({ tripPlanRequestDto: request }).unwrap();
      toast({
        title: t(PLANNER_TOASTS.generated.title),
        description: t(PLANNER_TOASTS.generated.description),
      });
      if (mounted.current) onGeneratedRef.current(itinerary);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        askToSignIn(request);
        return;
      }
      toast({
        title: t(PLANNER_TOASTS.generationFailed.title),
        description: errorText(error, t(PLANNER_TOASTS.generationFailed.fallback)),
        variant: 'destructive',
      });
    }
  };

  const submit = (request: TripPlanRequestDto) => {
    if (status === 'anonymous') askToSignIn(request);
    // While the session is still being read, the server decides (a 401 asks to sign in).
    else void send(request);
  };

  return { submit, isGenerating: isLoading };
}
