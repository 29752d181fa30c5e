import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PartnerListingDto } from '@salone/api-client/partner';
import type { PartnerKey } from '../../../i18n';
import { EditDetailsForm } from '../components/DetailsForm';
import { NewDetailsForm } from '../components/NewDetailsForm';
import { RoomTypes } from '../components/RoomTypes';
import { TicketCategories } from '../components/TicketCategories';
import type { ListingKind } from '../listingText';
import { carEditor } from './car';
import { eventEditor } from './event';
import { hotelEditor } from './hotel';
import { propertyEditor } from './property';
import { tourEditor } from './tour';
import type { KindEditor } from './types';

interface PartProps {
  orgId: number;
  listing: PartnerListingDto;
}

/** A kind's forms, bound to its editor: the new listing's, the listing's, and its parts. */
export interface KindForms {
  New: ComponentType<{ orgId: number; onCreated(listing: PartnerListingDto): void }>;
  Edit: ComponentType<PartProps>;
  /** Room types, ticket categories: edited once the listing exists. */
  Parts?: ComponentType<PartProps>;
  /** The parts section's heading (its element id and its message), for the editor's links. */
  partsHeading?: { id: string; label: PartnerKey };
}

function bind<V extends FieldValues>(
  editor: KindEditor<V>,
  Parts?: ComponentType<PartProps>,
  partsHeading?: KindForms['partsHeading'],
): KindForms {
  return {
    New: (props) => <NewDetailsForm editor={editor} {...props} />,
    Edit: (props) => <EditDetailsForm editor={editor} {...props} />,
    Parts,
    partsHeading,
  };
}

export const KIND_FORMS: Record<ListingKind, KindForms> = {
  hotel: bind(hotelEditor, RoomTypes, { id: 'room-types-title', label: 'rooms.title' }),
  event: bind(eventEditor, TicketCategories, {
    id: 'ticket-categories-title',
    label: 'tickets.title',
  }),
  tour: bind(tourEditor),
  car: bind(carEditor),
  property: bind(propertyEditor),
};
