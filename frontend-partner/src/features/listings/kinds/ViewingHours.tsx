import { Controller, type UseFormReturn } from 'react-hook-form';
import { VIEWING_TIME_SLOTS } from '@salone/booking-rules';
import { Checkbox, CheckboxGroup } from '@salone/ui';
import { StyledGroup } from './layout';
import type { PropertyValues } from './property';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (label, index) => ({ value: String(index + 1), label }),
);

const TIMES = VIEWING_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

/** The days and half-hour start times when the property can be viewed. */
export function ViewingHours({ form }: { form: UseFormReturn<PropertyValues> }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <StyledGroup>
      <legend>Viewing hours</legend>
      <Checkbox
        label="Open for viewings"
        hint="When off, travellers cannot book a viewing."
        {...register('isActive')}
      />
      <Controller
        control={control}
        name="viewingDays"
        render={({ field }) => (
          <CheckboxGroup
            legend="Viewing days"
            name={field.name}
            options={DAYS}
            direction="row"
            value={field.value}
            onChange={field.onChange}
            error={errors.viewingDays?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="viewingTimes"
        render={({ field }) => (
          <CheckboxGroup
            legend="Viewing start times"
            name={field.name}
            options={TIMES}
            direction="row"
            value={field.value}
            onChange={field.onChange}
            error={errors.viewingTimes?.message}
          />
        )}
      />
    </StyledGroup>
  );
}
