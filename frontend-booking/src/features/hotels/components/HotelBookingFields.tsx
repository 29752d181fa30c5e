import { usePrices, type Prices } from '@salone/host';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { HotelDto, RoomDto } from '@salone/api-client/catalogue';
import { addDays, DEFAULT_ROOM_CAPACITY, MAX_HOTEL_GUESTS } from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { Select, TextField } from '@salone/ui';
import { FieldRow, TotalBox } from '../../../shared/bookingForm';
import type { HotelBookingForm } from '../hooks/useHotelBookingForm';
import type { HotelBookingValues } from '../hotelBookingSchema';
import { useT, type Translate } from '@salone/i18n';
import { bookingMessages, type BookingKey } from '../../../i18n';
import { useProblemText } from '../../../shared/problems';

type Form = UseFormReturn<HotelBookingValues>;

function roomOption(
  room: RoomDto,
  availableForDates: boolean | null | undefined,
  t: Translate<BookingKey>,
  prices: Prices,
) {
  const values = { room: room.roomType, price: prices.price(room.price) };
  if (!room.isAvailable) {
    return { value: String(room.id), label: t('room.optionNotAvailable', values), disabled: true };
  }
  if (availableForDates === false) {
    return { value: String(room.id), label: t('room.optionBooked', values) };
  }
  return { value: String(room.id), label: t('room.option', values) };
}

interface RoomFieldProps {
  form: Form;
  hotel: HotelDto;
  booking: Pick<HotelBookingForm, 'room' | 'availability'>;
}

/** The room type, with its nightly price, and whether it is free for the dates typed. */
export function RoomField({ form, hotel, booking: { room, availability } }: RoomFieldProps) {
  const prices = usePrices();
  const capacity = room?.capacity ?? DEFAULT_ROOM_CAPACITY;
  const taken = room !== undefined && availability(room.id) === false;
  const t = useT(bookingMessages);
  return (
    <Select
      label={t('room.type')}
      placeholder={t('room.choose')}
      options={hotel.rooms.map((r) => roomOption(r, availability(r.id), t, prices))}
      hint={room ? t('room.sleeps', { count: capacity }) : undefined}
      error={taken ? t('room.taken') : undefined}
      {...form.register('roomId')}
    />
  );
}

/** Check-in from today, check-out from the day after check-in. */
export function StayFields({ form, checkIn }: { form: Form; checkIn: string }) {
  const {
    register,
    formState: { errors },
  } = form;
  const today = todayIso();
  const t = useT(bookingMessages);
  const problem = useProblemText();
  return (
    <FieldRow>
      <TextField
        label={t('hotel.checkIn')}
        type="date"
        min={today}
        error={problem(errors.checkIn?.message)}
        {...register('checkIn')}
      />
      <TextField
        label={t('hotel.checkOut')}
        type="date"
        min={addDays(checkIn || today, 1)}
        error={problem(errors.checkOut?.message)}
        {...register('checkOut')}
      />
    </FieldRow>
  );
}

/**
 * 1 to what the chosen room sleeps (at most 10). A count chosen for a larger room stays visible,
 * saying what this one sleeps, rather than changing under the traveller (refused when sent).
 */
export function GuestsField({ form, room }: { form: Form; room?: RoomDto }) {
  const t = useT(bookingMessages);
  const problem = useProblemText();
  const chosen = Number(useWatch({ control: form.control, name: 'guests' })) || 1;
  const limit = Math.min(
    MAX_HOTEL_GUESTS,
    room ? room.capacity || DEFAULT_ROOM_CAPACITY : MAX_HOTEL_GUESTS,
  );
  const options = Array.from({ length: limit }, (_, i) => ({
    value: String(i + 1),
    label: t('hotel.guestCount', { count: i + 1 }),
  }));
  if (chosen > limit) {
    options.push({
      value: String(chosen),
      label: `${t('hotel.guestCount', { count: chosen })} (${t('room.sleeps', { count: limit })})`,
    });
  }
  return (
    <Select
      label={t('hotel.guests')}
      options={options}
      error={problem(form.formState.errors.guests?.message)}
      {...form.register('guests', { valueAsNumber: true })}
    />
  );
}

/** Nights at the nightly price, and the total, once a room and both days are chosen. */
export function StayTotal({
  booking,
}: {
  booking: Pick<HotelBookingForm, 'room' | 'nights' | 'total' | 'priced' | 'refusal'>;
}) {
  const prices = usePrices();
  const problemText = useProblemText();
  const { room, nights, total, priced, refusal } = booking;
  const t = useT(bookingMessages);
  return (
    <>
      <TotalBox as="p" aria-live="polite">
        {room && nights > 0 ? (
          <>
            <span>
              {priced === 'alike'
                ? t('stay.nightsAt', { count: nights, price: prices.price(total / nights) })
                : t('stay.nightsByDate', { count: nights })}
            </span>
            <strong>{t('stay.total', { total: prices.price(total) })}</strong>
          </>
        ) : (
          <span>{t('stay.choose')}</span>
        )}
      </TotalBox>
      {room && nights > 0 && refusal ? <p role="alert">{problemText(refusal)}</p> : null}
    </>
  );
}
