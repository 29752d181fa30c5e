// The three planner calls, injected into the one api slice of '@salone/api-client' until
// the generated client has them. Then this file goes: the hooks are imported from
// '@salone/api-client' instead, and the cache tags below move to its enhanceEndpoints file.
import { saloneApi } from '@salone/api-client';
import type {
  GenerateItineraryApiArg,
  GenerateItineraryApiResponse,
  GetItineraryApiArg,
  GetItineraryApiResponse,
  ListItinerariesApiArg,
  ListItinerariesApiResponse,
} from './types';

const LIST = 'LIST' as const;

export const plannerApi = saloneApi
  .enhanceEndpoints({ addTagTypes: ['Itinerary'] })
  .injectEndpoints({
    endpoints: (build) => ({
      generateItinerary: build.mutation<GenerateItineraryApiResponse, GenerateItineraryApiArg>({
        query: (queryArg) => ({
          url: '/api/ai/trip-planner',
          method: 'POST',
          body: queryArg.tripPlanRequestDto,
        }),
        // A generated plan is saved for the user: their list has a new entry.
        invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Itinerary', id: LIST }]),
      }),
      listItineraries: build.query<ListItinerariesApiResponse, ListItinerariesApiArg>({
        query: () => ({ url: '/api/ai/itineraries' }),
        // 'User' too: signing in or out (login/logout invalidate it) drops one account's
        // plans from the cache before another account can see them.
        providesTags: (result) => [
          'User',
          { type: 'Itinerary', id: LIST },
          ...(result ?? []).map((summary) => ({ type: 'Itinerary' as const, id: summary.id })),
        ],
      }),
      getItinerary: build.query<GetItineraryApiResponse, GetItineraryApiArg>({
        query: (queryArg) => ({ url: `/api/ai/itineraries/${encodeURIComponent(queryArg.id)}` }),
        providesTags: (_result, _error, arg) => ['User', { type: 'Itinerary', id: arg.id }],
      }),
    }),
    overrideExisting: false,
  });

export const { useGenerateItineraryMutation, useListItinerariesQuery, useGetItineraryQuery } =
  plannerApi;
