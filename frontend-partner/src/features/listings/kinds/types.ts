import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { PartnerListingDto } from '@salone/api-client/partner';
import type { PartnerKey } from '../../../i18n';
import type { ListingKind } from '../listingText';
import type { FormLayout } from './formLayout';

/** Saves the details of one kind: creates a draft, or changes a listing. */
export interface DetailsSaver<V> {
  create(orgId: number, values: V): Promise<PartnerListingDto>;
  update(orgId: number, id: number, values: V): Promise<PartnerListingDto>;
}

/**
 * What the editor needs to know of a kind: its form's fields and checks, how a listing fills
 * the form, and how the form is saved.
 */
export interface KindEditor<V extends FieldValues> {
  kind: ListingKind;
  /** The create button's message: 'Create hotel', ... */
  createLabel: PartnerKey;
  schema: z.ZodType<V, V>;
  empty(): V;
  fromListing(listing: PartnerListingDto): V;
  /** The form's fields, as data (see formLayout.tsx); rendered inside the form. */
  fields: FormLayout<V>;
  useSaver(): DetailsSaver<V>;
}
