import styled from 'styled-components';
import { Button, TextField, theme } from '@salone/ui';
import { addDays } from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { stayProblem, type StayDates } from '../stay';

interface StayDatesFieldsProps extends StayDates {
  onChange(patch: Partial<StayDates>): void;
}

/**
 * Check-in and check-out inputs kept in the page URL: with both set, rooms show whether they
 * are free for those nights. A problem with the pair is shown on the field it concerns.
 */
export function StayDatesFields({ checkIn, checkOut, onChange }: StayDatesFieldsProps) {
  const today = todayIso();
  const problem = stayProblem({ checkIn, checkOut }, today);
  // 'Check-out date must be after check-in date' belongs to check-out, though it names both.
  const onCheckIn = problem && /^check-in/i.test(problem) ? problem : undefined;
  const onCheckOut = problem && !onCheckIn ? problem : undefined;
  return (
    <>
      <TextField
        label="Check-in"
        type="date"
        min={today}
        value={checkIn}
        error={onCheckIn}
        onChange={(event) => onChange({ checkIn: event.target.value })}
      />
      <TextField
        label="Check-out"
        type="date"
        min={addDays(checkIn || today, 1)}
        value={checkOut}
        error={onCheckOut}
        onChange={(event) => onChange({ checkOut: event.target.value })}
      />
      {(checkIn || checkOut) && (
        <StyledClear>
          <Button
            type="button"
            variant="ghost"
            onClick={() => onChange({ checkIn: '', checkOut: '' })}
          >
            Clear dates
          </Button>
        </StyledClear>
      )}
    </>
  );
}

/** Lines the button up with the inputs below their labels. */
const StyledClear = styled.div`
  display: flex;
  align-items: flex-end;

  ${theme.media.md} {
    padding-top: 1.6em;
  }
`;
