import { useEffect, type FormEvent } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth, type UserDto } from '@salone/api-client';
import { type TourDto } from '@salone/api-client/catalogue';
import {
  participantLimit,
  paymentDescriptions,
  quoteTour,
  TOUR_LANGUAGES,
  type TourType,
} from '@salone/booking-rules';
import { toast } from '@salone/ui';
import { BOOKING_TEXTS } from '../../../shared/bookingTexts';
import { useBookingFlow } from '../../../shared/useBookingFlow';
import {
  tourBookingSchemaFor,
  type TourFormInput,
  type TourFormOutput,
} from '../tourBookingSchema';
import { tourBookingProblem, type TourPrefill } from '../tourRules';
import { useProblemText } from '../../../shared/problems';

const EMPTY_PARTICIPANT = { name: '', phone: '', email: '' };

/**
 * The state of the tour booking form: its fields, the participant rows that follow the chosen
 * count, the count's choices for the tour type, and sending it through the booking flow.
 */
export function useTourBookingForm(tour: TourDto, onBooked: () => void, prefill?: TourPrefill) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const problemText = useProblemText();
  const planned = prefill?.numberOfParticipants ?? 1;
  // An account with a verified phone and no e-mail address may leave the lead's e-mail empty.
  const leadEmailRequired = !(user && !user.email);
  const form = useForm<TourFormInput, unknown, TourFormOutput>({
    resolver: zodResolver(tourBookingSchemaFor(leadEmailRequired)),
    defaultValues: {
      tourType: prefill?.tourType ?? '',
      tourDate: prefill?.tourDate ?? '',
      numberOfParticipants: planned,
      preferredLanguage: '',
      participants: [
        {
          name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
          phone: '',
          email: user?.email ?? '',
        },
        // A party from a trip plan: one row each, the others to fill in.
        ...Array.from({ length: planned - 1 }, () => ({ ...EMPTY_PARTICIPANT })),
      ],
    },
  });
  const { control, getValues, handleSubmit } = form;
  const { fields, syncRows } = useParticipantRows(form, user);

  const [tourType, count] = useWatch({ control, name: ['tourType', 'numberOfParticipants'] });
  const type: TourType | '' = tourType === 'private' || tourType === 'shared' ? tourType : '';
  const limit = participantLimit(tour.maxGroupSize, type, tour.maxPrivateGroupSize);
  const countOptions = Array.from({ length: limit }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
  // A count chosen for one tour type stays visible (and is refused at submit) after a
  // switch to shared, rather than changing silently.
  if (count > limit) countOptions.push({ value: String(count), label: String(count) });

  const book = async (values: TourFormOutput) => {
    const bookedType = values.tourType as TourType;
    const participants = values.participants.map(({ name, phone, email }) => ({
      name,
      phone,
      email,
    }));
    const [lead] = participants;
    const guests = values.numberOfParticipants;
    const quote = quoteTour(tour.price, bookedType, guests);
    const result = await run({
      booking: {
        serviceType: 'tour',
        serviceId: tour.id,
        customerName: lead.name,
        customerEmail: lead.email,
        customerPhone: lead.phone,
        guests,
        startDate: values.tourDate,
        totalAmount: quote.total,
        metadata: {
          tourType: bookedType,
          preferredLanguage: values.preferredLanguage,
          participants,
        },
      },
      paymentDescription: paymentDescriptions.tour(tour.title, guests),
      texts: BOOKING_TEXTS.tour,
    });
    if (result) onBooked();
  };

  /** The submit-time refusals (count and details, group sizes) come before the fields. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = getValues();
    const problem = tourBookingProblem(
      {
        count: values.numberOfParticipants,
        details: values.participants.length,
        tourType: values.tourType as TourType | '',
      },
      tour.maxGroupSize,
      tour.maxPrivateGroupSize,
    );
    if (problem) {
      toast({
        variant: 'destructive',
        title: problemText(problem.title),
        description: problemText(problem.description),
      });
      return;
    }
    void handleSubmit(book)(event);
  };

  const languages: readonly string[] = tour.languages.length > 0 ? tour.languages : TOUR_LANGUAGES;
  return {
    form,
    fields,
    type,
    count,
    limit,
    countOptions,
    languages,
    syncRows,
    submit,
    submitting,
  };
}

export type TourBookingForm = ReturnType<typeof useTourBookingForm>;

/**
 * The participant rows: the first is the signed-in traveller unless they type someone else,
 * and the rows follow the chosen count, added or removed at the end (docs/product.md, states).
 */
function useParticipantRows(
  form: UseFormReturn<TourFormInput, unknown, TourFormOutput>,
  user: UserDto | undefined,
) {
  const { control, getValues, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'participants' });

  useEffect(() => {
    if (!user) return;
    const lead = getValues('participants.0');
    if (lead && !lead.name && !lead.email) {
      setValue('participants.0.name', `${user.firstName} ${user.lastName}`.trim());
      setValue('participants.0.email', user.email ?? '');
    }
  }, [user, getValues, setValue]);

  const syncRows = (next: number) => {
    const current = getValues('participants').length;
    if (next > current) {
      append(
        Array.from({ length: next - current }, () => ({ ...EMPTY_PARTICIPANT })),
        { shouldFocus: false },
      );
    } else if (next < current) {
      remove(Array.from({ length: current - next }, (_, i) => next + i));
    }
  };
  return { fields, syncRows };
}
