import styled from 'styled-components';
import { omitProps } from './shared';
import { theme } from '../theme';

/** Page-width wrapper: centred, max theme.layout.maxWidth, padding grows with the screen. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth}px;
  margin-inline: auto;
  padding-inline: ${theme.space[4]}px;
  ${theme.media.md} {
    padding-inline: ${theme.space[5]}px;
  }
  ${theme.media.lg} {
    padding-inline: ${theme.space[6]}px;
  }
`;

export interface StackProps {
  /** Index into theme.space (0-8). Default 4 (16px). */
  gap?: number;
  /** Default 'column'. */
  direction?: 'row' | 'column';
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around';
  wrap?: boolean;
}

const spaceAt = (scale: readonly number[], n: number) =>
  scale[Math.max(0, Math.min(scale.length - 1, Math.round(n)))];

/** Flex stack with a gap from the spacing scale. */
export const Stack = styled.div.withConfig({
  shouldForwardProp: omitProps(['gap', 'direction', 'align', 'justify', 'wrap']),
})<StackProps>`
  display: flex;
  flex-direction: ${({ direction = 'column' }) => direction};
  gap: ${({ theme, gap = 4 }) => spaceAt(theme.space, gap)}px;
  ${({ align }) => (align ? `align-items: ${align};` : '')}
  ${({ justify }) => (justify ? `justify-content: ${justify};` : '')}
  ${({ wrap }) => (wrap ? 'flex-wrap: wrap;' : '')}
  min-width: 0;
`;

export interface GridProps {
  /** Minimum column width in px. Default 280. */
  min?: number;
  /** Index into theme.space. Default 5 (24px). */
  gap?: number;
}

/** Responsive card grid: as many columns of at least `min` px as fit. */
export const Grid = styled.div.withConfig({
  shouldForwardProp: omitProps(['min', 'gap']),
})<GridProps>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ min = 280 }) => min}px), 1fr));
  gap: ${({ theme, gap = 5 }) => spaceAt(theme.space, gap)}px;
`;
