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
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { useListingTexts } from '../useListingTexts';

const TYPE_BADGE: Record<PropertyDto['type'], { tone: BadgeTone; Icon: ComponentType<IconProps> }> =
  {
    house: { tone: 'success', Icon: HomeIcon },
    apartment: { tone: 'info', Icon: BuildingIcon },
    land: { tone: 'warning', Icon: RulerIcon },
    commercial: { tone: 'neutral', Icon: BuildingIcon },
  };

/** The property type with its icon and colour. */
export function PropertyTypeBadge({ type }: { type: PropertyDto['type'] }) {
  const kind = type in TYPE_BADGE ? type : 'commercial';
  const { tone, Icon } = TYPE_BADGE[kind];
  const t = useT(bookingMessages);
  return (
    <Badge tone={tone}>
      <Icon size={14} />
      {t(`property.type.${kind}`)}
    </Badge>
  );
}

/** The card's one badge: For Sale, For Rent or Sale/Rent. */
export function ListingBadge({ property }: { property: PropertyDto }) {
  const texts = useListingTexts();
  return (
    <Badge tone="primary" variant="solid">
      {texts.listingLabel(property)}
    </Badge>
  );
}

/** The detail header's badges: For Sale and/or For Rent. */
export function PurposeBadges({ property }: { property: PropertyDto }) {
  const t = useT(bookingMessages);
  return (
    <>
      {property.isForSale ? (
        <Badge tone="primary" variant="solid">
          {t('property.forSale')}
        </Badge>
      ) : null}
      {property.isForRent ? (
        <Badge tone="info" variant="solid">
          {t('property.forRent')}
        </Badge>
      ) : null}
    </>
  );
}
