import type { ComponentType } from 'react';
import type { PropertyDto } from '@salone/api-client/catalogue';
import {
  Badge,
  BuildingIcon,
  HomeIcon,
  RulerIcon,
  type BadgeTone,
  type IconProps,
} from '@salone/ui';
import { listingLabel } from '../propertyRules';

const TYPE_BADGE: Record<
  PropertyDto['type'],
  { label: string; tone: BadgeTone; Icon: ComponentType<IconProps> }
> = {
  house: { label: 'House', tone: 'success', Icon: HomeIcon },
  apartment: { label: 'Apartment', tone: 'info', Icon: BuildingIcon },
  land: { label: 'Land', tone: 'warning', Icon: RulerIcon },
  commercial: { label: 'Commercial', tone: 'neutral', Icon: BuildingIcon },
};

export const propertyTypeLabel = (type: PropertyDto['type']) => TYPE_BADGE[type]?.label ?? type;

/** The property type with its icon and colour. */
export function PropertyTypeBadge({ type }: { type: PropertyDto['type'] }) {
  const { label, tone, Icon } = TYPE_BADGE[type] ?? TYPE_BADGE.commercial;
  return (
    <Badge tone={tone}>
      <Icon size={14} />
      {label}
    </Badge>
  );
}

/** The card's one badge: For Sale, For Rent or Sale/Rent. */
export function ListingBadge({ property }: { property: PropertyDto }) {
  return (
    <Badge tone="primary" variant="solid">
      {listingLabel(property)}
    </Badge>
  );
}

/** The detail header's badges: For Sale and/or For Rent. */
export function PurposeBadges({ property }: { property: PropertyDto }) {
  return (
    <>
      {property.isForSale ? (
        <Badge tone="primary" variant="solid">
          For Sale
        </Badge>
      ) : null}
      {property.isForRent ? (
        <Badge tone="info" variant="solid">
          For Rent
        </Badge>
      ) : null}
    </>
  );
}
