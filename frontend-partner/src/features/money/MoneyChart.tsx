import styled from 'styled-components';
import type { MonthFiguresDto } from '@salone/api-client/partner';
import { shortMonthName } from './months';
import { theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { partnerMessages } from '../../i18n';

const WIDTH = 360;
const HEIGHT = 200;
const AXIS = 22;
const TOP = 8;

/**
 * Gross per month as bars: the net due at the foot of each bar, the commission above it. A
 * picture only (hidden from screen readers): the table under it gives the same figures.
 */
export function MoneyChart({ months, selected }: { months: MonthFiguresDto[]; selected: string }) {
  const t = useT(partnerMessages);
  const most = Math.max(...months.map((month) => month.confirmedGross), 0);
  const slot = WIDTH / Math.max(months.length, 1);
  const barWidth = Math.min(24, slot * 0.6);
  const plot = HEIGHT - AXIS - TOP;
  const height = (amount: number) => (most > 0 ? (amount / most) * plot : 0);

  return (
    <StyledFigure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="presentation"
        aria-hidden="true"
        focusable="false"
        data-testid="money-chart"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="axis" />
        {months.map((month, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const net = height(month.netDue);
          const commission = height(month.commission);
          const base = HEIGHT - AXIS;
          const current = month.month === selected;
          return (
            <g key={month.month} className={current ? 'selected' : undefined}>
              <rect
                className="commission"
                x={x}
                width={barWidth}
                y={base - net - commission}
                height={commission}
              />
              <rect className="net" x={x} width={barWidth} y={base - net} height={net} />
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                {shortMonthName(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        {t.rich('money.chartKey', {
          net: () => <span className="key net" />,
          commission: () => <span className="key commission" />,
        })}
      </figcaption>
    </StyledFigure>
  );
}

const StyledFigure = styled.figure`
  margin: 0;

  svg {
    display: block;
    width: 100%;
    max-width: 720px;
    height: auto;
  }

  .axis {
    stroke: ${theme.colors.borderStrong};
  }

  .net {
    fill: ${theme.colors.primary};
  }

  .commission {
    fill: ${theme.colors.secondary};
    opacity: 0.45;
  }

  text {
    font-size: 11px;
    fill: ${theme.colors.textMuted};
  }

  .selected text {
    font-weight: 700;
    fill: ${theme.colors.text};
  }

  .selected .net {
    fill: ${theme.colors.primaryHover};
  }

  figcaption {
    margin-top: ${theme.space[2]}px;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  .key {
    display: inline-block;
    width: 12px;
    height: 12px;
    border-radius: 2px;
    vertical-align: middle;
  }

  .key.net {
    background: ${theme.colors.primary};
  }

  .key.commission {
    margin-left: ${theme.space[2]}px;
    background: ${theme.colors.secondary};
    opacity: 0.45;
  }
`;
