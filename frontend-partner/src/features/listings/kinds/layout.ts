import styled from 'styled-components';
import { theme } from '@salone/ui';

/** The fields of a form, one under the other. */
export const StyledFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
`;

/** Two or three short fields side by side from small tablets, stacked on a phone. */
export const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;

  ${theme.media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

/** A group of fields with a caption (the venue, the terms, ...). */
export const StyledGroup = styled.fieldset`
  margin: 0;
  padding: ${theme.space[4]}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  min-width: 0;

  legend {
    padding: 0 ${theme.space[1]}px;
    font-weight: ${theme.fontWeights.semibold};
  }
`;
