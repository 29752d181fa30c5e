import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import styled, { css } from 'styled-components';
import { formatDate } from '@salone/format';
import { useT } from '@salone/i18n';
import { VisuallyHidden, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { addDays, monthWeeks, WEEKDAYS } from '../days';
import type { CalendarDay, DayTone } from '../useCalendarDays';

export interface Selection {
  /** Where the selection started (a drag's first day, the day before Shift was held). */
  anchor: string;
  /** The day with the keyboard focus, the other end of the selection. */
  focus: string;
}

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month as a grid of days, Monday first. A day is chosen by a tap or a click, a range by
 * dragging across days (mouse, pen or finger) or with Shift and the arrow keys; Enter acts on
 * the selection. Every day reads out its state; the colours only repeat it.
 */
export function MonthGrid({
  month,
  title,
  days,
  today,
  selection,
  onSelect,
  onActivate,
  dragToSelect,
}: {
  month: string;
  title: string;
  days: Map<string, CalendarDay>;
  today: string;
  selection: Selection | null;
  onSelect(selection: Selection): void;
  onActivate(): void;
  /** Ranges can be chosen (the listing's days can be closed): a drag selects, not scrolls. */
  dragToSelect: boolean;
}) {
  const t = useT(partnerMessages);
  const weeks = monthWeeks(month);
  const monthDays = weeks.flat().filter((day): day is string => day !== null);
  const first = monthDays[0];
  const last = monthDays[monthDays.length - 1];
  const active = selection?.focus ?? (today >= first && today <= last ? today : first);
  const [low, high] = selection
    ? selection.anchor <= selection.focus
      ? [selection.anchor, selection.focus]
      : [selection.focus, selection.anchor]
    : [null, null];

  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const drag = useRef<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  useEffect(() => {
    if (!dragging) return undefined;
    const stop = () => {
      drag.current = null;
      setDragging(false);
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, [dragging]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = addDays(active, step);
      if (next < first || next > last) return;
      moveFocus.current = true;
      const extend = event.shiftKey && dragToSelect;
      onSelect({ anchor: extend ? (selection?.anchor ?? active) : next, focus: next });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!selection) onSelect({ anchor: active, focus: active });
      onActivate();
    } else if (event.key === ' ') {
      event.preventDefault();
      onSelect({ anchor: active, focus: active });
    } else if (event.key === 'Escape' && selection && selection.anchor !== selection.focus) {
      event.preventDefault();
      onSelect({ anchor: selection.focus, focus: selection.focus });
    }
  };

  const dayAt = (event: ReactPointerEvent): string | null => {
    // A finger's moves go to the element it started on: ask what is under it instead.
    const under =
      typeof document.elementFromPoint === 'function'
        ? document.elementFromPoint(event.clientX, event.clientY)
        : null;
    const element = (under ?? event.target) as Element | null;
    return element?.closest?.('[data-day]')?.getAttribute('data-day') ?? null;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const day = (event.target as Element).closest?.('[data-day]')?.getAttribute('data-day');
    if (!day) return;
    if (event.shiftKey && selection && dragToSelect) {
      onSelect({ anchor: selection.anchor, focus: day });
      return;
    }
    onSelect({ anchor: day, focus: day });
    if (dragToSelect) {
      drag.current = day;
      setDragging(true);
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const day = dayAt(event);
    if (day && day !== selection?.focus) onSelect({ anchor: drag.current, focus: day });
  };

  return (
    <StyledGrid
      ref={gridRef}
      role="grid"
      aria-label={title}
      aria-multiselectable={dragToSelect || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null;
        setDragging(false);
      }}
      $drag={dragToSelect}
    >
      <div role="row" className="weekdays">
        {WEEKDAYS.map((day) => (
          <div role="columnheader" key={day} aria-label={t(`weekday.${day}`)}>
            {t(`weekday.${day}.short`)}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week.find(Boolean)}>
          {week.map((date, index) => {
            if (!date) return <div role="gridcell" key={`blank-${index}`} className="blank" />;
            const day = days.get(date);
            const selected = low !== null && high !== null && date >= low && date <= high;
            return (
              <StyledDay
                role="gridcell"
                key={date}
                data-day={date}
                tabIndex={date === active ? 0 : -1}
                aria-selected={selected}
                aria-current={date === today ? 'date' : undefined}
                $tone={day?.tone ?? 'none'}
                $selected={selected}
              >
                <span className="number" aria-hidden="true">
                  {Number(date.slice(8))}
                </span>
                {day?.left !== null && day?.left !== undefined ? (
                  <strong aria-hidden="true">{day.left}</strong>
                ) : null}
                {day?.label ? <small aria-hidden="true">{day.label}</small> : null}
                <VisuallyHidden>
                  {formatDate(date, { weekday: true })}: {day?.summary ?? t('calendar.dayLoading')}
                </VisuallyHidden>
              </StyledDay>
            );
          })}
        </div>
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled.div<{ $drag: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  user-select: none;
  -webkit-user-select: none;
  ${({ $drag }) =>
    $drag &&
    css`
      [data-day] {
        touch-action: none;
      }
    `}

  [role='row'] {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 2px;
  }

  .weekdays {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    text-align: center;
    padding-bottom: ${theme.space[1]}px;
  }
`;

const toneStyles: Record<DayTone, ReturnType<typeof css>> = {
  open: css`
    background: ${theme.colors.surface};
  `,
  some: css`
    background: ${theme.colors.infoSoft};
  `,
  full: css`
    background: ${theme.colors.warningSoft};
  `,
  closed: css`
    background: repeating-linear-gradient(
      135deg,
      ${theme.colors.surfaceMuted} 0 6px,
      ${theme.colors.surface} 6px 9px
    );
  `,
  none: css`
    background: ${theme.colors.background};
  `,
};

/** A day: its number, what is left, a word; 52 px high on a phone, taller from tablets. */
const StyledDay = styled.div<{ $tone: DayTone; $selected: boolean }>`
  position: relative;
  min-width: 0;
  min-height: 52px;
  padding: 2px 1px;
  display: flex;
  flex-direction: column;
  align-items: center;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  cursor: pointer;
  ${({ $tone }) => toneStyles[$tone]}

  ${theme.media.md} {
    min-height: 76px;
    padding: ${theme.space[1]}px;

    small {
      font-size: ${theme.fontSizes.xs};
    }
  }

  .number {
    align-self: flex-start;
    padding-left: 2px;
    font-size: ${theme.fontSizes.xs};
  }

  strong {
    font-size: ${theme.fontSizes.md};
    line-height: 1.1;
  }

  small {
    font-size: 0.625rem;
    line-height: 1.1;
    color: ${theme.colors.textMuted};
    text-align: center;
  }

  &[aria-current='date'] .number {
    font-weight: ${theme.fontWeights.bold};
    text-decoration: underline;
  }

  ${({ $selected, theme }) =>
    $selected &&
    css`
      box-shadow: inset 0 0 0 3px ${theme.colors.primary};
    `}

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
    z-index: 1;
  }
`;
