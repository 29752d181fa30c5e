import styled from 'styled-components';
import { theme } from '@salone/ui';

/** The parts of a listing (room types, ticket categories): one bordered row each. */
export const StyledPartList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  > li {
    padding: ${theme.space[3]}px ${theme.space[4]}px;
  }

  > li + li {
    border-top: 1px solid ${theme.colors.border};
  }

  p {
    margin: 0 0 ${theme.space[2]}px;
  }
`;

/** A section of the editor: heading, then its content. */
export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  > h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`;

/** The form that adds a part, under the list. */
export const StyledAdd = styled.div`
  h3 {
    margin: 0 0 ${theme.space[3]}px;
    font-size: ${theme.fontSizes.lg};
  }
`;
