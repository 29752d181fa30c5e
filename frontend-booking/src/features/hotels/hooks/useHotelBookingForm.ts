import { useEffect, useState } from 'react';
import { contactResolver } from '../../../shared/contactSchema';
import { useForm, useWatch } from 'react-hook-form';
import { skipToken, useAuth } from '@salone/api-client';
import { useGetHotelQuery, type HotelDto, type RoomDto } from '@salone/api-client/catalogue';
import { type CreateBookingDto, type UploadDto } from '@salone/api-client/bookings';
import {
  DEFAULT_ROOM_CAPACITY,
  paymentDescriptions,
  quoteDatedStay,
  stayRefusalMessage,
} from '@salone/booking-rules';
import { problemMessage } from '../../../shared/problems';
import { toast } from '@salone/ui';
import { contactDefaults } from '../../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../../shared/bookingTexts';
import { useBookingFlow } from '../../../shared/useBookingFlow';
import { hotelBookingSchema, type HotelBookingValues } from '../hotelBookingSchema';
import { stayQuery, type StayDates } from '../stay';
import { useT, type Translate } from '@salone/i18n';
import { bookingMessages, type BookingKey } from '../../../i18n';

/**
 * The checks at submit (docs/product.md, errors): a room, its capacity, the order of the days.
 * Returns the room to book, or undefined after a toast has said why not.
 */
function roomToBook(
  hotel: HotelDto,
  values: HotelBookingValues,
  t: Translate<BookingKey>,
): RoomDto | undefined {
  const refuse = (title: string, description: string) => {
    toast({ variant: 'destructive', title, description });
    return undefined;
  };
  const selected = hotel.rooms.find((r) => String(r.id) === values.roomId);
  if (!selected) return refuse(t('room.requiredTitle'), t('room.requiredText'));
  const capacity = selected.capacity ?? DEFAULT_ROOM_CAPACITY;
  if (values.guests > capacity) {
    return refuse(t('room.tooManyTitle'), t('room.tooManyText', { count: capacity }));
  }
  if (values.checkOut <= values.checkIn) {
    return refuse(t('problem.invalidDates'), t('problem.checkOutAfterCheckIn'));
  }
  // The room type's calendar: its minimum stay and the nights closed to arrival.
  const { refusal } = quoteDatedStay(
    selected.price,
    selected.rates,
    values.checkIn,
    values.checkOut,
  );
  if (refusal) {
    const message = problemMessage(stayRefusalMessage(refusal));
    return refuse(t('stay.notBookableTitle'), message ? t(message.key, message.values) : '');
  }
  return selected;
}

/** Which rooms are free for the dates in the form (the page's answer is reused when equal). */
function useRoomsForDates(hotel: HotelDto, checkIn: string, checkOut: string) {
  const formDates = stayQuery({ checkIn, checkOut });
  const { currentData } = useGetHotelQuery(
    formDates.checkIn ? { id: hotel.id, ...formDates } : skipToken,
  );
  return (id: number) => currentData?.rooms.find((r) => r.id === id)?.availableForDates;
}

/**
 * The state of the hotel booking form: its fields (the room and dates chosen on the page come
 * filled in), the chosen room and what the stay costs, which rooms are free for the dates,
 * the KYC document, and sending it through the booking flow.
 */
export function useHotelBookingForm(
  hotel: HotelDto,
  roomId: number | undefined,
  stay: Partial<StayDates>,
  onBooked: () => void,
  guests = 1,
) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const t = useT(bookingMessages);
  const [kycDocument, setKycDocument] = useState<UploadDto | null>(null);
  const [uploading, setUploading] = useState(false);
  const dates = stayQuery({ checkIn: stay.checkIn ?? '', checkOut: stay.checkOut ?? '' });
  const form = useForm<HotelBookingValues>({
    resolver: contactResolver(hotelBookingSchema, user),
    mode: 'onTouched',
    defaultValues: {
      roomId: roomId === undefined ? '' : String(roomId),
      checkIn: dates.checkIn ?? '',
      checkOut: dates.checkOut ?? '',
      ...contactDefaults(user),
      guests,
      specialRequests: '',
    },
  });
  const { getValues, setValue } = form;

  // Signed in just now: the account's name and e-mail arrive after the form opened.
  useEffect(() => {
    if (!user) return;
    if (!getValues('fullName')) setValue('fullName', `${user.firstName} ${user.lastName}`.trim());
    if (!getValues('email')) setValue('email', user.email ?? '');
  }, [user, getValues, setValue]);

  const [chosenRoomId, checkIn, checkOut] = useWatch({
    control: form.control,
    name: ['roomId', 'checkIn', 'checkOut'],
  });
  const room = hotel.rooms.find((r) => String(r.id) === chosenRoomId);
  // Each night at its price by the room type's calendar, as the server will charge it.
  const { nights, total, lowest, highest, refusal } = quoteDatedStay(
    room?.price ?? 0,
    room?.rates,
    checkIn,
    checkOut,
  );
  const availability = useRoomsForDates(hotel, checkIn, checkOut);

  const send = async (values: HotelBookingValues) => {
    const selected = roomToBook(hotel, values, t);
    if (!selected) return;
    const quote = quoteDatedStay(selected.price, selected.rates, values.checkIn, values.checkOut);
    const specialRequests = values.specialRequests.trim();
    const booking: CreateBookingDto = {
      serviceType: 'hotel',
      serviceId: hotel.id,
      roomId: selected.id,
      customerName: values.fullName,
      customerEmail: values.email || undefined,
      customerPhone: values.phone,
      guests: values.guests,
      startDate: values.checkIn,
      endDate: values.checkOut,
      totalAmount: quote.total,
      metadata: {
        ...(specialRequests ? { specialRequests } : {}),
        ...(kycDocument ? { kycDocumentId: kycDocument.id } : {}),
      },
    };
    const result = await run({
      booking,
      paymentDescription: paymentDescriptions.hotel(hotel.name, selected.roomType),
      texts: BOOKING_TEXTS.hotel,
    });
    if (result) onBooked();
  };

  return {
    form,
    room,
    checkIn,
    nights,
    total,
    /** The stay's nights are not all priced alike (weekend prices, seasons). */
    priced: lowest === highest ? ('alike' as const) : ('byDate' as const),
    refusal: refusal ? stayRefusalMessage(refusal) : null,
    availability,
    kyc: { document: kycDocument, setDocument: setKycDocument, uploading, setUploading },
    submit: form.handleSubmit(send),
    submitting,
  };
}

export type HotelBookingForm = ReturnType<typeof useHotelBookingForm>;
