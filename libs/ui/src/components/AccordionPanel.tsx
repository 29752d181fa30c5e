import * as RadixAccordion from '@radix-ui/react-accordion';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';
import type { AccordionProps } from './Accordion';
import { theme } from '../theme';

/**
 * The accordion itself (see ./Accordion.tsx), on Radix UI's Accordion: each header is a button in a
 * heading, an open panel is a region named by it, and Up/Down/Home/End move between headers.
 */
export function AccordionPanel({
  items,
  multiple = false,
  defaultOpen = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const content = items.map((item) => (
    <StyledItem key={item.id} value={item.id}>
      <RadixAccordion.Header asChild>
        <StyledHeading as={`h${headingLevel}`}>
          <StyledTrigger>
            <span>{item.title}</span>
            <ChevronDownIcon size={20} />
          </StyledTrigger>
        </StyledHeading>
      </RadixAccordion.Header>
      <StyledPanel>{item.content}</StyledPanel>
    </StyledItem>
  ));
  return multiple ? (
    <StyledAccordion type="multiple" defaultValue={defaultOpen} className={className}>
      {content}
    </StyledAccordion>
  ) : (
    <StyledAccordion type="single" collapsible defaultValue={defaultOpen[0]} className={className}>
      {content}
    </StyledAccordion>
  );
}

const StyledAccordion = styled(RadixAccordion.Root)`
  border-top: 1px solid ${theme.colors.border};
`;

const StyledItem = styled(RadixAccordion.Item)`
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const StyledTrigger = styled(RadixAccordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]}px;
  width: 100%;
  min-height: ${theme.touchTarget}px;
  padding: ${theme.space[3]}px ${theme.space[1]}px;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  svg {
    flex-shrink: 0;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const StyledPanel = styled(RadixAccordion.Content)`
  padding: 0 ${theme.space[1]}px ${theme.space[4]}px;
  color: ${theme.colors.text};
`;
