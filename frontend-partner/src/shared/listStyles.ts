import styled from 'styled-components';
import { theme } from '@salone/ui';

/** A titled part of a settings or admin page. */
export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  > h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }

  > h4 {
    margin: ${theme.space[3]}px 0 0;
    font-size: ${theme.fontSizes.md};
  }

  > p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

/** A form in one column, at a readable width. */
export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  max-width: 640px;
`;

/** A list of records as cards. */
export const StyledCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  > li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    padding: ${theme.space[4]}px;
    min-width: 0;
  }
`;

/** A card's title and its status badge. */
export const StyledCardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px ${theme.space[3]}px;

  h2,
  h3,
  h5 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

/** Filters over a list: one column on a phone, a row from tablets. */
export const StyledFilters = styled.form`
  display: grid;
  gap: ${theme.space[3]}px;
  align-items: end;

  ${theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;
