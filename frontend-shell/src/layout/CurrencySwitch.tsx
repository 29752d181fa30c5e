import styled from 'styled-components';
import type { ShownCurrency } from '@salone/booking-rules';
import { theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { useCurrencyChoice } from '../app/PriceViewRoot';
import { shellMessages } from '../i18n';

/** The currencies' signs, not translated (docs/glossary.md: money amounts); their names are. */
const OPTIONS: ReadonlyArray<{ currency: ShownCurrency; label: string }> = [
  { currency: 'SLE', label: 'Le' },
  { currency: 'USD', label: 'US$' },
];

/** The header's currency choice: prices in leones (Le) or US dollars (US$), kept in a cookie. */
export function CurrencySwitch({ onChoose }: { onChoose?(): void }) {
  const { currency, choose } = useCurrencyChoice();
  const t = useT(shellMessages);
  return (
    <StyledGroup role="group" aria-label={t('currency.label')}>
      {OPTIONS.map((option) => (
        <StyledOption
          key={option.currency}
          type="button"
          aria-pressed={currency === option.currency}
          title={t(`currency.${option.currency}`)}
          onClick={() => {
            if (currency !== option.currency) choose(option.currency);
            onChoose?.();
          }}
        >
          {option.label}
        </StyledOption>
      ))}
    </StyledGroup>
  );
}

const StyledGroup = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const StyledOption = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${theme.space[2]}px;
  border: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnColor};
    font-weight: ${theme.fontWeights.semibold};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;
