import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import type { TabsProps } from './Tabs';
import { theme } from '../theme';

/**
 * The tabs themselves (see ./Tabs.tsx): WAI-ARIA tabs on Radix UI's Tabs, with automatic activation: Left/Right arrows (wrapping),
 * Home and End move focus and select; only the selected tab is in the Tab order. Only the
 * selected panel's content is rendered.
 */
export function TabsPanel({
  label,
  tabs,
  value,
  defaultValue,
  onValueChange,
  className,
}: TabsProps) {
  const known = (id: string | undefined) => (tabs.some((t) => t.id === id) ? id : undefined);
  return (
    <RadixTabs.Root
      className={className}
      value={value === undefined ? undefined : (known(value) ?? tabs[0]?.id)}
      defaultValue={known(defaultValue) ?? tabs[0]?.id}
      onValueChange={onValueChange}
      activationMode="automatic"
    >
      <StyledTabList aria-label={label} loop>
        {tabs.map((tab) => (
          <StyledTab key={tab.id} value={tab.id}>
            {tab.label}
          </StyledTab>
        ))}
      </StyledTabList>
      {tabs.map((tab) => (
        <StyledPanel key={tab.id} value={tab.id}>
          {tab.content}
        </StyledPanel>
      ))}
    </RadixTabs.Root>
  );
}

const StyledTabList = styled(RadixTabs.List)`
  display: flex;
  gap: ${theme.space[1]}px;
  border-bottom: 1px solid ${theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const StyledTab = styled(RadixTabs.Trigger)`
  flex: 0 0 auto;
  min-height: ${theme.touchTarget}px;
  padding: 0 ${theme.space[4]}px;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${theme.colors.textMuted};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
  }
  &[data-state='active'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const StyledPanel = styled(RadixTabs.Content)`
  padding-top: ${theme.space[4]}px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
