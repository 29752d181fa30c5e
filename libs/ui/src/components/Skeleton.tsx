import type { CSSProperties } from 'react';
import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { toCssSize } from './shared';
import { theme } from '../theme';

export interface SkeletonProps {
  /** Number = px. Default '100%'. */
  width?: string | number;
  /** Number = px. Default '1em'. */
  height?: string | number;
  /** A theme radius name ('sm' | 'md' | 'lg' | 'pill') or a CSS length. Default 'sm'. */
  radius?: keyof DefaultTheme['radii'] | string | number;
  className?: string;
  style?: CSSProperties;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const StyledSkeleton = styled.span<{
  $width?: string;
  $height?: string;
  $radius?: string | number;
}>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme, $radius = 'sm' }) =>
    typeof $radius === 'number'
      ? `${$radius}px`
      : ((theme.radii as Record<string, string>)[$radius] ?? $radius)};
  background: linear-gradient(
    90deg,
    ${theme.colors.surfaceMuted} 25%,
    ${theme.colors.background} 50%,
    ${theme.colors.surfaceMuted} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Placeholder block for loading content; hidden from assistive technology. */
export function Skeleton({ width, height, radius, className, style }: SkeletonProps) {
  return (
    <StyledSkeleton
      aria-hidden="true"
      className={className}
      style={style}
      $width={toCssSize(width)}
      $height={toCssSize(height)}
      $radius={radius}
    />
  );
}

const StyledSkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
`;

const StyledSkeletonLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
`;

/**
 * Loading stand-in for a listing card: image block + 3 text lines. Hidden from
 * assistive technology; pair the list with a status message (e.g. a Spinner label).
 */
export function SkeletonCard({ imageHeight = 192 }: { imageHeight?: number }) {
  return (
    <StyledSkeletonCard aria-hidden="true">
      <Skeleton height={imageHeight} radius={0} />
      <StyledSkeletonLines>
        <Skeleton width="70%" height={20} />
        <Skeleton width="90%" height={14} />
        <Skeleton width="40%" height={14} />
      </StyledSkeletonLines>
    </StyledSkeletonCard>
  );
}
