import styled from 'styled-components';
import { Button, TextField, theme } from '@salone/ui';
import { addDays } from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { stayProblem, type StayDates } from '../stay';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { useProblemText } from '../../../shared/problems';

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
  const t = useT(bookingMessages);
  const problemText = useProblemText();
  // 'Check-out date must be after check-in date' belongs to check-out, though it names both.
  const onCheckIn = problem && /^check-in/i.test(problem) ? problem : undefined;
  const onCheckOut = problem && !onCheckIn ? problem : undefined;
  return (
    <>
      <TextField
        label={t('hotel.checkIn')}
        type="date"
        min={today}
        value={checkIn}
        error={problemText(onCheckIn)}
        onChange={(event) => onChange({ checkIn: event.target.value })}
      />
      <TextField
        label={t('hotel.checkOut')}
        type="date"
        min={addDays(checkIn || today, 1)}
        value={checkOut}
        error={problemText(onCheckOut)}
        onChange={(event) => onChange({ checkOut: event.target.value })}
      />
      {(checkIn || checkOut) && (
        <StyledClear>
          <Button
            type="button"
            variant="ghost"
            onClick={() => onChange({ checkIn: '', checkOut: '' })}
          >
            {t('hotel.clearDates')}
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
