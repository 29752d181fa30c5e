// The planner's calls, from the one generated api slice (cache tags in @salone/api-client).
export {
  useGenerateItineraryMutation,
  useGetItineraryQuery,
  useListItinerariesQuery,
} from '@salone/api-client';
