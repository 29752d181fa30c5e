import type { TourDto } from '@salone/api-client/catalogue';
import type { TourPrefill } from './tourRules';
import { Dialog } from '@salone/ui';
import { BookingForm, DialogActions } from '../../shared/bookingForm';
import {
  ParticipantFields,
  TourScheduleFields,
  TourTotal,
  TourTypeField,
} from './components/TourBookingFields';
import { useTourBookingForm } from './hooks/useTourBookingForm';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';

interface TourBookingDialogProps {
  tour: TourDto;
  open: boolean;
  onOpenChange(open: boolean): void;
  prefill?: TourPrefill;
}

/** Books a tour: type, day, language and one row of details per participant. */
export function TourBookingDialog({ tour, open, onOpenChange, prefill }: TourBookingDialogProps) {
  const t = useT(bookingMessages);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('tourBooking.title')}
      description={`${tour.title} · ${tour.duration}`}
      size="lg"
    >
      <TourBookingForm tour={tour} prefill={prefill} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

interface TourBookingFormProps {
  tour: TourDto;
  prefill?: TourPrefill;
  onClose(): void;
}

function TourBookingForm({ tour, prefill, onClose }: TourBookingFormProps) {
  const booking = useTourBookingForm(tour, onClose, prefill);
  const { form, fields, type, count, submit, submitting } = booking;
  const t = useT(bookingMessages);
  return (
    <BookingForm
      onSubmit={submit}
      noValidate
      aria-label={t('tourBooking.form', { tour: tour.title })}
    >
      <TourTypeField form={form} tour={tour} />
      <TourScheduleFields form={form} booking={booking} />
      <ParticipantFields form={form} fields={fields} />
      <TourTotal tour={tour} type={type} count={count} />
      <DialogActions
        onCancel={onClose}
        submitting={submitting}
        disabled={count !== fields.length}
      />
    </BookingForm>
  );
}
