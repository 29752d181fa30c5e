import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Allow several panels open at once. Default false (opening one closes the other). */
  multiple?: boolean;
  /** Ids open at first. */
  defaultOpen?: string[];
  /** Heading level of the item headers. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** Disclosure list (FAQ, itinerary days): each header is a button in a heading. */
export function Accordion({
  items,
  multiple = false,
  defaultOpen = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<string[]>(() =>
    multiple ? defaultOpen : defaultOpen.slice(0, 1),
  );

  const toggle = (id: string) => {
    setOpen((current) => {
      if (current.includes(id)) return current.filter((x) => x !== id);
      return multiple ? [...current, id] : [id];
    });
  };

  return (
    <StyledAccordion className={className}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const buttonId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <StyledItem key={item.id}>
            <StyledHeading as={`h${headingLevel}`}>
              <StyledTrigger
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon size={20} />
              </StyledTrigger>
            </StyledHeading>
            <StyledPanel role="region" id={panelId} aria-labelledby={buttonId} hidden={!isOpen}>
              {isOpen ? item.content : null}
            </StyledPanel>
          </StyledItem>
        );
      })}
    </StyledAccordion>
  );
}

const StyledAccordion = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledItem = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledTrigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[1]}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const StyledPanel = styled.div`
  padding: 0 ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.text};
`;
