import type { ListingKind, ListingStatus } from '../listing.entity.js';

/** A listing as moderation lists it. */
export class ListingSummaryDto {
  /** @example "hotel" */
  kind: ListingKind;
  /** @example 3 */
  id: number;
  /** @example "Aberdeen Bay Hotel" */
  name: string;
  /** @example 1 */
  organisationId: number;
  /** @example "Freetown Hospitality Group" */
  organisationName: string;
  /** @example "published" */
  status: ListingStatus;
  /**
   * Why an admin unpublished it.
   * @example null
   */
  moderationReason: string | null;
  /** @example "2026-11-26T10:00:00.000Z" */
  updatedAt: string;
}

/** A page: `nextCursor` is given as `cursor` for the next page; null on the last page. */
export class ListingSummaryPageDto {
  items: ListingSummaryDto[];
  /** @example "WyIyMDI2LTExLTI2VDEwOjAwOjAwLjAwMDAwMFoiLCJob3RlbCIsMTJd" */
  nextCursor: string | null;
}
