import type { ListingSummaryDto, PartnerListingDto } from '@salone/api-client/partner';
import type { BadgeTone } from '@salone/ui';
import type { PartnerKey } from '../../i18n';

export type ListingKind = ListingSummaryDto['kind'];
export type ListingStatus = ListingSummaryDto['status'];

/** The five kinds, in the order the 'New listing' menu offers them. */
export const LISTING_KINDS: readonly ListingKind[] = ['hotel', 'event', 'tour', 'car', 'property'];

/** The message naming each kind: `t(KIND_LABEL.hotel)` is "Hotel". */
export const KIND_LABEL: Record<ListingKind, PartnerKey> = {
  hotel: 'kind.hotel',
  event: 'kind.event',
  car: 'kind.car',
  tour: 'kind.tour',
  property: 'kind.property',
};

/** The message naming each status. */
export const STATUS_LABEL: Record<ListingStatus, PartnerKey> = {
  draft: 'status.draft',
  published: 'status.published',
  unpublished: 'status.unpublished',
  archived: 'status.archived',
};

export const STATUS_TONE: Record<ListingStatus, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  unpublished: 'warning',
  archived: 'neutral',
};

export const LISTING_STATUSES: readonly ListingStatus[] = [
  'draft',
  'published',
  'unpublished',
  'archived',
];

export function isListingKind(value: string | undefined): value is ListingKind {
  return (LISTING_KINDS as readonly string[]).includes(value ?? '');
}

/** The listing's editor. */
export const editorPath = (listing: { kind: ListingKind; id: number }) =>
  `/partner/listings/${listing.kind}/${listing.id}`;

const PUBLIC_SECTION: Record<ListingKind, string> = {
  hotel: 'hotels',
  event: 'events',
  car: 'cars',
  tour: 'tours',
  property: 'real-estate',
};

/** The traveller's page of the listing (shown once it is published). */
export const publicPath = (listing: Pick<PartnerListingDto, 'kind' | 'id'>) =>
  `/${PUBLIC_SECTION[listing.kind]}/${listing.id}`;
