import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Controlled selected tab id. */
  value?: string;
  /** Initially selected tab id when uncontrolled (default: the first tab). */
  defaultValue?: string;
  onValueChange?(id: string): void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows (wrapping), Home and End
 * move focus and select; only the selected tab is in the Tab order. Only the selected
 * panel's content is rendered.
 */
export function Tabs({ label, tabs, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? tabs[0]?.id);
  const requested = value ?? internal;
  const selected = tabs.some((t) => t.id === requested) ? requested : tabs[0]?.id;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    if (id !== selected) onValueChange?.(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((t) => t.id === selected);
    const last = tabs.length - 1;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = current >= last ? 0 : current + 1;
        break;
      case 'ArrowLeft':
        next = current <= 0 ? last : current - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    select(tabs[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <StyledTab
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <StyledPanel
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={!isSelected}
            tabIndex={0}
          >
            {isSelected ? tab.content : null}
          </StyledPanel>
        );
      })}
    </div>
  );
}

const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const StyledTab = styled.button`
  flex: 0 0 auto;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const StyledPanel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]}px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
