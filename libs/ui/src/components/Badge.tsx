import styled, { type DefaultTheme } from 'styled-components';
import { omitProps } from './shared';
import { theme } from '../theme';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';
export type BadgeVariant = 'solid' | 'soft';

export interface BadgeProps {
  /** Default 'neutral'. */
  tone?: BadgeTone;
  /** Default 'soft'. */
  variant?: BadgeVariant;
}

type Colors = DefaultTheme['colors'];
type ColorName = keyof Colors;

/** [strong colour, soft background] per tone; soft = strong text on the soft background. */
const toneColors: Record<BadgeTone, [ColorName, ColorName]> = {
  neutral: ['text', 'surfaceMuted'],
  primary: ['primary', 'primarySoft'],
  success: ['success', 'successSoft'],
  warning: ['warning', 'warningSoft'],
  danger: ['danger', 'dangerSoft'],
  info: ['info', 'infoSoft'],
};

/** Text + background colour of a badge; also used by the contrast test. */
export function badgeColors(colors: Colors, tone: BadgeTone, variant: BadgeVariant) {
  const [strong, soft] = toneColors[tone];
  return variant === 'solid'
    ? { color: colors.textOnColor, background: colors[strong] }
    : { color: colors[strong], background: colors[soft] };
}

export const Badge = styled.span.withConfig({
  shouldForwardProp: omitProps(['tone', 'variant']),
})<BadgeProps>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  padding: 2px ${theme.space[2]}px;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
  flex-shrink: 0;
  ${({ theme, tone = 'neutral', variant = 'soft' }) => {
    const { color, background } = badgeColors(theme.colors, tone, variant);
    return `color: ${color}; background: ${background};`;
  }}
`;
