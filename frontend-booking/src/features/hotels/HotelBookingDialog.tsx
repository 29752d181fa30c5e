import type { HotelDto } from '@salone/api-client/catalogue';
import { Dialog, TextArea } from '@salone/ui';
import { BookingForm, ContactFields, DialogActions } from '../../shared/bookingForm';
import { DocumentUpload } from '../../shared/DocumentUpload';
import { GuestsField, RoomField, StayFields, StayTotal } from './components/HotelBookingFields';
import { useHotelBookingForm } from './hooks/useHotelBookingForm';
import type { StayDates } from './stay';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { useProblemText } from '../../shared/problems';

interface HotelBookingDialogProps {
  hotel: HotelDto;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The room whose 'Book This Room' button opened the dialog. */
  roomId?: number;
  /** Guests a trip plan's link asks for. */
  guests?: number;
  /** Stay dates chosen on the page, if any. */
  stay: Partial<StayDates>;
}

/**
 * The hotel booking form in a modal (docs/product.md: entities, states, validation). Closing
 * it clears the form.
 */
export function HotelBookingDialog({
  hotel,
  open,
  onOpenChange,
  roomId,
  guests,
  stay,
}: HotelBookingDialogProps) {
  const t = useT(bookingMessages);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('hotel.bookingTitle')}
      description={hotel.name}
    >
      <HotelBookingForm
        hotel={hotel}
        roomId={roomId}
        guests={guests}
        stay={stay}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

interface HotelBookingFormProps {
  hotel: HotelDto;
  roomId?: number;
  guests?: number;
  stay: Partial<StayDates>;
  onDone(): void;
}

function HotelBookingForm({ hotel, roomId, guests, stay, onDone }: HotelBookingFormProps) {
  const booking = useHotelBookingForm(hotel, roomId, stay, onDone, guests);
  const { form, kyc } = booking;
  const t = useT(bookingMessages);
  const problem = useProblemText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <BookingForm aria-label={t('hotel.bookingForm')} noValidate onSubmit={booking.submit}>
      <RoomField form={form} hotel={hotel} booking={booking} />
      <StayFields form={form} checkIn={booking.checkIn} />
      <ContactFields
        register={register}
        errors={errors}
        paired
        required={false}
        phone={{ placeholder: '076 123 456' }}
      />
      <GuestsField form={form} room={booking.room} />
      <DocumentUpload
        label={t('hotel.kyc')}
        purpose="kyc_document"
        value={kyc.document}
        onChange={kyc.setDocument}
        onUploadingChange={kyc.setUploading}
        hint={t('hotel.kycHint')}
      />
      <TextArea
        label={t('hotel.specialRequirements')}
        rows={3}
        error={problem(errors.specialRequests?.message)}
        {...register('specialRequests')}
      />
      <StayTotal booking={booking} />
      <DialogActions
        onCancel={onDone}
        submitting={booking.submitting}
        disabled={!booking.room || booking.nights <= 0 || kyc.uploading}
      />
    </BookingForm>
  );
}
