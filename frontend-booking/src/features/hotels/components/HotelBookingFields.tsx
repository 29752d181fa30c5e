import { usePrices, type Prices } from '@salone/host';
import type { UseFormReturn } from 'react-hook-form';
import type { HotelDto, RoomDto } from '@salone/api-client/catalogue';
import { addDays, DEFAULT_ROOM_CAPACITY, MAX_HOTEL_GUESTS } from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { Select, TextField } from '@salone/ui';
import { FieldRow, TotalBox } from '../../../shared/bookingForm';
import type { HotelBookingForm } from '../hooks/useHotelBookingForm';
import type { HotelBookingValues } from '../hotelBookingSchema';

type Form = UseFormReturn<HotelBookingValues>;

const GUEST_OPTIONS = Array.from({ length: MAX_HOTEL_GUESTS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 guest' : `${i + 1} guests`,
}));

function roomOption(room: RoomDto, availableForDates: boolean | null | undefined, prices: Prices) {
  const base = `${room.roomType} - ${prices.price(room.price)}/night`;
  if (!room.isAvailable) {
    return { value: String(room.id), label: `${base} (not available)`, disabled: true };
  }
  if (availableForDates === false) {
    return { value: String(room.id), label: `${base} (booked for these dates)` };
  }
  return { value: String(room.id), label: base };
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
  return (
    <Select
      label="Room type"
      placeholder="Choose a room type"
      options={hotel.rooms.map((r) => roomOption(r, availability(r.id), prices))}
      hint={room ? `Sleeps up to ${capacity} ${capacity === 1 ? 'guest' : 'guests'}` : undefined}
      error={taken ? 'This room is already booked for some of those nights' : undefined}
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
  return (
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
  );
}

/** 1 to 10 guests. */
export function GuestsField({ form }: { form: Form }) {
  return (
    <Select
      label="Guests"
      options={GUEST_OPTIONS}
      error={form.formState.errors.guests?.message}
      {...form.register('guests', { valueAsNumber: true })}
    />
  );
}

/** Nights at the nightly price, and the total, once a room and both days are chosen. */
export function StayTotal({
  booking,
}: {
  booking: Pick<HotelBookingForm, 'room' | 'nights' | 'total'>;
}) {
  const prices = usePrices();
  const { room, nights, total } = booking;
  return (
    <TotalBox as="p" aria-live="polite">
      {room && nights > 0 ? (
        <>
          <span>
            {nights} {nights === 1 ? 'night' : 'nights'} at {prices.price(room.price)}/night
          </span>
          <strong>Total: {prices.price(total)}</strong>
        </>
      ) : (
        <span>Choose a room and your dates to see the total.</span>
      )}
    </TotalBox>
  );
}
