import { Controller, type UseFormReturn } from 'react-hook-form';
import { VIEWING_TIME_SLOTS } from '@salone/booking-rules';
import { useT } from '@salone/i18n';
import { Checkbox, CheckboxGroup } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { WEEKDAYS } from '../../calendar/days';
import { StyledGroup } from './layout';
import type { PropertyValues } from './property';

const TIMES = VIEWING_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

/** The days and half-hour start times when the property can be viewed. */
export function ViewingHours({ form }: { form: UseFormReturn<PropertyValues> }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const t = useT(partnerMessages);
  const days = WEEKDAYS.map((value) => ({ value, label: t(`weekday.${value}`) }));
  return (
    <StyledGroup>
      <legend>{t('viewing.title')}</legend>
      <Checkbox
        label={t('viewing.active')}
        hint={t('viewing.activeHint')}
        {...register('isActive')}
      />
      <Controller
        control={control}
        name="viewingDays"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('viewing.days')}
            name={field.name}
            options={days}
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
            legend={t('viewing.times')}
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
