// The planner's calls, from the one generated api slice (cache tags in @salone/api-client).
export {
  useChangePaceMutation,
  useGenerateItineraryMutation,
  useGetItineraryQuery,
  useGetSharedItineraryQuery,
  useListItinerariesQuery,
  useLockActivityMutation,
  useRefinePlanMutation,
  useRegenerateDayMutation,
  useShareItineraryMutation,
  useSwapActivityMutation,
  useUnshareItineraryMutation,
} from '@salone/api-client/planner';
