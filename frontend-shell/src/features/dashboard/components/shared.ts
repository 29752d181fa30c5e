import styled from 'styled-components';
import { theme } from '@salone/ui';

/** A line of small print under a booking's heading or about its payment. */
export const StyledMeta = styled.p`
  margin: ${theme.space[1]}px 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** A row of buttons. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
  margin-top: ${theme.space[3]}px;
`;
