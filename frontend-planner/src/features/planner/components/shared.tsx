// Small pieces shared by the itinerary's sections.
import { Link } from '@salone/router';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { theme } from '@salone/ui';
import { plannerMessages } from '../../../i18n';
import { detailLinkKey } from '../itinerary';

/**
 * 'View hotel' (etc.) to a catalogue page. Its accessible name adds the thing's name, so a list
 * of links read out of context still says where each goes; it starts with the visible text.
 */
export function DetailLink({ href, name }: { href: string; name: string }) {
  const t = useT(plannerMessages);
  const text = t(detailLinkKey(href));
  return (
    <StyledDetailLink to={href} className="no-print" aria-label={t('link.named', { text, name })}>
      {text}
    </StyledDetailLink>
  );
}

const StyledDetailLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${theme.touchTarget}px;
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.secondary};
`;

/** A section of the plan with its h3. */
export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;

  > h3 {
    font-size: ${theme.fontSizes.xl};
  }
`;

/** A list laid out as a grid of cards. */
export const StyledCardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMuted = styled.p`
  color: ${theme.colors.textMuted};
`;
