import styled from 'styled-components';

/** A line of small print under a booking's heading or about its payment. */
export const StyledMeta = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A row of buttons. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;
