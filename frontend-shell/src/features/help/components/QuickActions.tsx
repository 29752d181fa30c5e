import type { ComponentType } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import {
  BuildingIcon,
  CarIcon,
  CompassIcon,
  HomeIcon,
  TicketIcon,
  type IconProps,
  theme,
} from '@salone/ui';
import { useT } from '@salone/i18n';
import { pagesMessages } from '../../../i18n';

interface QuickAction {
  /** `help.quick.<id>.label` and `help.quick.<id>.text` of the pages' catalogue. */
  id: 'hotels' | 'cars' | 'events' | 'tours' | 'property';
  to: string;
  icon: ComponentType<IconProps>;
}

const QUICK_ACTIONS: readonly QuickAction[] = [
  { id: 'hotels', to: '/hotels', icon: BuildingIcon },
  { id: 'cars', to: '/cars', icon: CarIcon },
  { id: 'events', to: '/events', icon: TicketIcon },
  { id: 'tours', to: '/tours', icon: CompassIcon },
  { id: 'property', to: '/real-estate', icon: HomeIcon },
];

/** Shortcuts to the five catalogue sections. */
export function QuickActions() {
  const t = useT(pagesMessages);
  return (
    <StyledList>
      {QUICK_ACTIONS.map(({ id, to, icon: Icon }) => (
        <li key={to}>
          <StyledLink to={to}>
            <StyledIcon>
              <Icon size={22} />
            </StyledIcon>
            <StyledText>
              <strong>{t(`help.quick.${id}.label`)}</strong>
              <span>{t(`help.quick.${id}.text`)}</span>
            </StyledText>
          </StyledLink>
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${theme.space[3]}px;
`;

const StyledLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]}px;
  height: 100%;
  min-height: ${theme.touchTarget}px;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.text};
  text-decoration: none;
  transition: border-color 120ms ease;

  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;
