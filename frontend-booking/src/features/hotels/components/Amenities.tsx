import type { ComponentType } from 'react';
import styled from 'styled-components';
import {
  BathIcon,
  BedIcon,
  CarIcon,
  CheckIcon,
  ClockIcon,
  CoffeeIcon,
  HeartIcon,
  ShieldIcon,
  SparklesIcon,
  SunIcon,
  UtensilsIcon,
  WavesIcon,
  WifiIcon,
  type IconProps,
  theme,
} from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

/** First match wins, so the more specific words come first ('Minibar' before 'bar'). */
const ICON_RULES: Array<[RegExp, ComponentType<IconProps>]> = [
  [/wi-?fi|internet/i, WifiIcon],
  [/minibar|fridge|coffee|tea\b|lounge|\bbar\b/i, CoffeeIcon],
  [/pool|beach|sea|ocean|surf|lagoon|river/i, WavesIcon],
  [/restaurant|dining|breakfast|kitchen|meal/i, UtensilsIcon],
  [/parking|airport|transfer|shuttle|car hire/i, CarIcon],
  [/spa|massage|sauna/i, SparklesIcon],
  [/fitness|gym/i, HeartIcon],
  [/solar|generator|power|air con/i, SunIcon],
  [/safe|security|guard|mosquito/i, ShieldIcon],
  [/24-hour|front desk|reception|room service/i, ClockIcon],
  [/bath|shower/i, BathIcon],
  [/bed|sofa/i, BedIcon],
];

/** The icon drawn beside an amenity: one that fits its words, else a check mark. */
export function AmenityIcon({ name, size = 16 }: { name: string; size?: number }) {
  const Icon = ICON_RULES.find(([pattern]) => pattern.test(name))?.[1] ?? CheckIcon;
  return <Icon size={size} />;
}

interface AmenityListProps {
  amenities: string[];
  /** Show at most this many, then '+n more'. */
  limit?: number;
  /** Accessible name of the list. */
  label: string;
}

/** Amenities with their icons, as a list. */
export function AmenityList({ amenities, limit, label }: AmenityListProps) {
  const shown = limit === undefined ? amenities : amenities.slice(0, limit);
  const more = amenities.length - shown.length;
  const t = useT(bookingMessages);
  return (
    <StyledList aria-label={label}>
      {shown.map((amenity) => (
        <li key={amenity}>
          <AmenityIcon name={amenity} />
          {amenity}
        </li>
      ))}
      {more > 0 && <StyledMore>{t('card.more', { count: more })}</StyledMore>}
    </StyledList>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]}px;
    padding: 2px ${theme.space[2]}px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceMuted};
    font-size: ${theme.fontSizes.sm};
  }

  li > svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`;

const StyledMore = styled.li`
  && {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;
