import { skipToken, useAuth } from '@salone/api-client';
import { useListMyOrganisationsQuery, type OrganisationDto } from '@salone/api-client/partner';

export type ApprovedOrganisation =
  | { state: 'loading' }
  | { state: 'anonymous' }
  | { state: 'error'; retry(): void }
  | { state: 'none' }
  | { state: 'ready'; organisation: OrganisationDto };

/**
 * The organisation whose bookings a page shows: the first approved one the account belongs to
 * (the same list the partner home page reads, from the cache).
 */
export function useApprovedOrganisation(): ApprovedOrganisation {
  const { status } = useAuth();
  const query = useListMyOrganisationsQuery(status === 'authenticated' ? undefined : skipToken);
  if (status === 'loading' || (status === 'authenticated' && query.isLoading)) {
    return { state: 'loading' };
  }
  if (status === 'anonymous') return { state: 'anonymous' };
  if (query.isError) return { state: 'error', retry: () => void query.refetch() };
  const organisation = query.data?.find((entry) => entry.status === 'approved');
  return organisation ? { state: 'ready', organisation } : { state: 'none' };
}
