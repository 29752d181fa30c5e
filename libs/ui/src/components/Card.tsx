import styled from 'styled-components';
import { theme } from '../theme';

/** Surface with border and radius. Compose with the Card* parts below. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  overflow: hidden;
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;
  padding: ${theme.space[4]}px ${theme.space[4]}px 0;
`;

/** An h3 by default; pass `as="h2"` (etc.) to fit the page outline. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
`;

export const CardDescription = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export const CardContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  flex: 1 1 auto;
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
  padding: 0 ${theme.space[4]}px ${theme.space[4]}px;
`;
