import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@salone/api-client';
import {
  useAuth,
  useGetHotelQuery,
  type CreateBookingDto,
  type HotelDto,
  type RoomDto,
  type UploadDto,
} from '@salone/api-client';
import {
  addDays,
  DEFAULT_ROOM_CAPACITY,
  MAX_HOTEL_GUESTS,
  paymentDescriptions,
  quoteStay,
} from '@salone/booking-rules';
import { Dialog, Select, TextArea, TextField, toast } from '@salone/ui';
import { formatUsd, todayIso } from '@salone/format';
import {
  BookingForm,
  ContactFields,
  contactDefaults,
  DialogActions,
  FieldRow,
  TotalBox,
} from '../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../shared/bookingTexts';
import { DocumentUpload } from '../../shared/DocumentUpload';
import { useBookingFlow } from '../../shared/useBookingFlow';
import { hotelBookingSchema, type HotelBookingValues } from './hotelBookingSchema';
import { HOTEL_BOOKING_TITLE } from './constants';
import { stayQuery, type StayDates } from './stay';

interface HotelBookingDialogProps {
  hotel: HotelDto;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The room whose 'Book This Room' button opened the dialog. */
  roomId?: number;
  /** Stay dates chosen on the page, if any. */
  stay: Partial<StayDates>;
}

/** The hotel booking form in a modal (docs/product.md: entities, states, validation). Closing it
 * clears the form. */
export function HotelBookingDialog({
  hotel,
  open,
  onOpenChange,
  roomId,
  stay,
}: HotelBookingDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={HOTEL_BOOKING_TITLE}
      description={hotel.name}
    >
      <HotelBookingForm
        hotel={hotel}
        roomId={roomId}
        stay={stay}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

const GUEST_OPTIONS = Array.from({ length: MAX_HOTEL_GUESTS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 guest' : `${i + 1} guests`,
}));

function roomOption(room: RoomDto, availableForDates: boolean | null | undefined) {
  const base = `${room.roomType} - ${formatUsd(room.price)}/night`;
  if (!room.isAvailable)
    return { value: String(room.id), label: `${base} (not available)`, disabled: true };
  if (availableForDates === false) {
    return { value: String(room.id), label: `${base} (booked for these dates)` };
  }
  return { value: String(room.id), label: base };
}

function destructive(title: string, description: string) {
  toast({ variant: 'destructive', title, description });
}

interface HotelBookingFormProps {
  hotel: HotelDto;
  roomId?: number;
  stay: Partial<StayDates>;
  onDone(): void;
}

function HotelBookingForm({ hotel, roomId, stay, onDone }: HotelBookingFormProps) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const [kycDocument, setKycDocument] = useState<UploadDto | null>(null);
  const [uploading, setUploading] = useState(false);
  const dates = stayQuery({ checkIn: stay.checkIn ?? '', checkOut: stay.checkOut ?? '' });

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<HotelBookingValues>({
    resolver: zodResolver(hotelBookingSchema),
    mode: 'onTouched',
    defaultValues: {
      roomId: roomId === undefined ? '' : String(roomId),
      checkIn: dates.checkIn ?? '',
      checkOut: dates.checkOut ?? '',
      ...contactDefaults(user),
      guests: 1,
      specialRequests: '',
    },
  });

  // Signed in just now: the account's name and e-mail arrive after the form opened.
  useEffect(() => {
    if (!user) return;
    if (!getValues('fullName')) setValue('fullName', `${user.firstName} ${user.lastName}`.trim());
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  const [chosenRoomId, checkIn, checkOut] = useWatch({
    control,
    name: ['roomId', 'checkIn', 'checkOut'],
  });
  const room = hotel.rooms.find((r) => String(r.id) === chosenRoomId);
  const { nights, total } = quoteStay(room?.price ?? 0, checkIn, checkOut);

  // Which rooms are free for the dates in the form (the page's answer is reused when equal).
  const formDates = stayQuery({ checkIn, checkOut });
  const { currentData: forDates } = useGetHotelQuery(
    formDates.checkIn ? { id: hotel.id, ...formDates } : skipToken,
  );
  const availability = (id: number) => forDates?.rooms.find((r) => r.id === id)?.availableForDates;
  const chosenTaken = room !== undefined && availability(room.id) === false;
  const capacity = room?.capacity ?? DEFAULT_ROOM_CAPACITY;
  const today = todayIso();

  const submit = async (values: HotelBookingValues) => {
    const selected = hotel.rooms.find((r) => String(r.id) === values.roomId);
    if (!selected) {
      destructive('Room required', 'Please select a room type');
      return;
    }
    const roomCapacity = selected.capacity ?? DEFAULT_ROOM_CAPACITY;
    if (values.guests > roomCapacity) {
      destructive('Too many guests', `Selected room capacity is ${roomCapacity} guests`);
      return;
    }
    if (values.checkOut <= values.checkIn) {
      destructive('Invalid dates', 'Check-out date must be after check-in date');
      return;
    }
    const quote = quoteStay(selected.price, values.checkIn, values.checkOut);
    const specialRequests = values.specialRequests.trim();
    const booking: CreateBookingDto = {
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId: selected.id,
      customerName: values.fullName,
      customerEmail: values.email,
      customerPhone: values.phone,
      guests: values.guests,
      startDate: values.checkIn,
      endDate: values.checkOut,
      totalAmount: quote.total,
      metadata: {
        roomType: selected.roomType,
        hotelName: hotel.name,
        nights: quote.nights,
        ...(specialRequests ? { specialRequests } : {}),
        ...(kycDocument ? { kycDocumentId: kycDocument.id } : {}),
      },
    };
    const result = await run({
      booking,
      paymentDescription: paymentDescriptions.hotel(hotel.name, selected.roomType),
      texts: BOOKING_TEXTS.hotel,
    });
    if (result) onDone();
  };

  return (
    <BookingForm aria-label="Hotel booking form" noValidate onSubmit={handleSubmit(submit)}>
      <Select
        label="Room type"
        placeholder="Choose a room type"
        options={hotel.rooms.map((r) => roomOption(r, availability(r.id)))}
        hint={room ? `Sleeps up to ${capacity} ${capacity === 1 ? 'guest' : 'guests'}` : undefined}
        error={chosenTaken ? 'This room is already booked for some of those nights' : undefined}
        {...register('roomId')}
      />
      <FieldRow>
        <TextField
          label="Check-in"
          type="date"
          min={today}
          error={errors.checkIn?.message}
          {...register('checkIn')}
        />
        <TextField
          label="Check-out"
          type="date"
          min={addDays(checkIn || today, 1)}
          error={errors.checkOut?.message}
          {...register('checkOut')}
        />
      </FieldRow>
      <ContactFields
        register={register}
        errors={errors}
        paired
        required={false}
        phone={{ placeholder: '+232 76 123456' }}
      />
      <Select
        label="Guests"
        options={GUEST_OPTIONS}
        error={errors.guests?.message}
        {...register('guests', { valueAsNumber: true })}
      />
      <DocumentUpload
        label="KYC document (optional)"
        purpose="kyc_document"
        value={kycDocument}
        onChange={setKycDocument}
        onUploadingChange={setUploading}
        hint="Passport or national ID: PDF, JPG or PNG, up to 5MB"
      />
      <TextArea
        label="Special Requirements (optional)"
        rows={3}
        error={errors.specialRequests?.message}
        {...register('specialRequests')}
      />
      <TotalBox as="p" aria-live="polite">
        {room && nights > 0 ? (
          <>
            <span>
              {nights} {nights === 1 ? 'night' : 'nights'} at {formatUsd(room.price)}/night
            </span>
            <strong>Total: {formatUsd(total)}</strong>
          </>
        ) : (
          <span>Choose a room and your dates to see the total.</span>
        )}
      </TotalBox>
      <DialogActions
        onCancel={onDone}
        submitting={submitting}
        disabled={!room || nights <= 0 || uploading}
      />
    </BookingForm>
  );
}
