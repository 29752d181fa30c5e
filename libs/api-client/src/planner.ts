/**
 * `@salone/api-client/planner`: the AI trip planner and the traveller's saved plans, for the
 * planner remote and the dashboard's list of plans.
 */
import { generatedPlannerApi } from './generated/planner-api';
import type { ItineraryDto } from './generated/planner-api';
import { LIST, listed } from './tags';

export * from './generated/planner-api';

const itineraryList = (_r: unknown, error: unknown) =>
  error ? [] : [{ type: 'Itinerary' as const, id: LIST }];

/** Puts the plan an edit answered with in the cache of `getItinerary` for its id. */
async function replaceItinerary(
  arg: { id: string },
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: ItineraryDto }>;
  },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (data)
    dispatch(generatedPlannerApi.util.upsertQueryData('getItinerary', { id: arg.id }, data));
}

export const plannerApi = generatedPlannerApi.enhanceEndpoints({
  endpoints: {
    // Saved plans belong to the signed-in user: signing in or out makes them stale too.
    generateItinerary: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Itinerary', id: LIST }]),
    },
    listItineraries: {
      providesTags: (result) => ['User', ...listed('Itinerary', result)],
    },
    getItinerary: {
      providesTags: (_r, _e, arg) => ['User', { type: 'Itinerary', id: arg.id }],
    },
    // An edit answers with the whole plan: it replaces the cached copy, and the list's summary.
    regenerateDay: { onQueryStarted: replaceItinerary, invalidatesTags: itineraryList },
    swapActivity: { onQueryStarted: replaceItinerary, invalidatesTags: itineraryList },
    lockActivity: { onQueryStarted: replaceItinerary },
    changePace: { onQueryStarted: replaceItinerary, invalidatesTags: itineraryList },
    shareItinerary: { onQueryStarted: replaceItinerary },
    unshareItinerary: { onQueryStarted: replaceItinerary },
    refinePlan: {
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            generatedPlannerApi.util.upsertQueryData(
              'getItinerary',
              { id: arg.id },
              data.itinerary,
            ),
          );
      },
      invalidatesTags: itineraryList,
    },
    getSharedItinerary: { providesTags: (_r, _e, arg) => [{ type: 'Itinerary', id: arg.token }] },
  },
});
