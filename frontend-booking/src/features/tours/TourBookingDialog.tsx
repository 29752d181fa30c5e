import { useEffect, type FormEvent } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useAuth, type TourDto } from '@salone/api-client';
import {
  MAX_TOUR_PARTICIPANTS,
  participantLimit,
  paymentDescriptions,
  quoteTour,
  TOUR_LANGUAGES,
  type TourType,
} from '@salone/booking-rules';
import { Dialog, RadioGroup, Select, TextField, toast } from '@salone/ui';
import { formatUsd, todayIso } from '@salone/format';
import { BookingForm, DialogActions, TotalBox } from '../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../shared/bookingTexts';
import { contactShape } from '../../shared/contactSchema';
import { useBookingFlow } from '../../shared/useBookingFlow';
import { TOUR_MESSAGES, tourBookingProblem } from './tourRules';

const participantSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, TOUR_MESSAGES.name)
    .max(120, 'Name must be at most 120 characters'),
  phone: contactShape.phone,
  email: contactShape.email,
});

/** The tour form (docs/product.md: entities, validation). */
export const tourBookingSchema = z.object({
  tourType: z
    .string()
    .refine((value) => value === 'private' || value === 'shared', TOUR_MESSAGES.tourType),
  tourDate: z
    .string()
    .min(1, TOUR_MESSAGES.tourDate)
    .refine((value) => value === '' || value >= todayIso(), TOUR_MESSAGES.tourDatePast),
  numberOfParticipants: z
    .number(TOUR_MESSAGES.participantsCount)
    .int(TOUR_MESSAGES.participantsCount)
    .min(1, TOUR_MESSAGES.participantsCount)
    .max(MAX_TOUR_PARTICIPANTS, TOUR_MESSAGES.participantsCount),
  preferredLanguage: z.string().min(1, TOUR_MESSAGES.language),
  participants: z.array(participantSchema).min(1, TOUR_MESSAGES.atLeastOne),
});

type TourFormInput = z.input<typeof tourBookingSchema>;
type TourFormOutput = z.output<typeof tourBookingSchema>;

const EMPTY_PARTICIPANT = { name: '', phone: '', email: '' };

interface TourBookingDialogProps {
  tour: TourDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Books a tour: type, day, language and one row of details per participant. */
export function TourBookingDialog({ tour, open, onOpenChange }: TourBookingDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Book Your Tour"
      description={`${tour.title} · ${tour.duration}`}
      size="lg"
    >
      <TourBookingForm tour={tour} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function TourBookingForm({ tour, onClose }: { tour: TourDto; onClose(): void }) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const languages: readonly string[] = tour.languages.length > 0 ? tour.languages : TOUR_LANGUAGES;

  const {
    register,
    control,
    getValues,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<TourFormInput, unknown, TourFormOutput>({
    resolver: zodResolver(tourBookingSchema),
    defaultValues: {
      tourType: '',
      tourDate: '',
      numberOfParticipants: 1,
      preferredLanguage: '',
      participants: [
        {
          name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
          phone: '',
          email: user?.email ?? '',
        },
      ],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'participants' });

  // The lead participant is the signed-in traveller unless they type someone else.
  useEffect(() => {
    if (!user) return;
    const lead = getValues('participants.0');
    if (lead && !lead.name && !lead.email) {
      setValue('participants.0.name', `${user.firstName} ${user.lastName}`.trim());
      setValue('participants.0.email', user.email);
    }
  }, [user, getValues, setValue]);
  const [tourType, count] = useWatch({ control, name: ['tourType', 'numberOfParticipants'] });

  const type: TourType | '' = tourType === 'private' || tourType === 'shared' ? tourType : '';
  const limit = participantLimit(tour.maxGroupSize, type);
  const countOptions = Array.from({ length: limit }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
  // A count chosen for a private tour stays visible (and is refused at submit) after a
  // switch to shared, rather than changing silently.
  if (count > limit) countOptions.push({ value: String(count), label: String(count) });
  const perPerson = type ? quoteTour(tour.price, type, count).perPerson : null;

  /** Participant rows follow the count: added or removed at the end (docs/product.md, states). */
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
          pricePerPerson: quote.perPerson,
          tourTitle: tour.title,
        },
      },
      paymentDescription: paymentDescriptions.tour(tour.title, guests),
      texts: BOOKING_TEXTS.tour,
    });
    if (result) onClose();
  };

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
    );
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    void handleSubmit(book)(event);
  };

  const participantsError = errors.participants?.root?.message ?? errors.participants?.message;

  return (
    <BookingForm onSubmit={submit} noValidate aria-label={`Book ${tour.title}`}>
      <Controller
        control={control}
        name="tourType"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="Tour Type"
            name={field.name}
            ref={field.ref}
            required
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'private',
                label: 'Private',
                description: `Just your group, ${formatUsd(tour.pricing.private)} per person`,
              },
              {
                value: 'shared',
                label: 'Shared',
                description: `Join other travellers, ${formatUsd(tour.pricing.shared)} per person, up to ${tour.maxGroupSize} people`,
              },
            ]}
          />
        )}
      />
      <StyledRow>
        <TextField
          label="Tour Date"
          type="date"
          min={todayIso()}
          required
          error={errors.tourDate?.message}
          {...register('tourDate')}
        />
        <Select
          label="Number of Participants"
          required
          options={countOptions}
          hint={type === 'shared' ? `Shared tours take up to ${limit} people` : undefined}
          error={errors.numberOfParticipants?.message}
          {...register('numberOfParticipants', {
            valueAsNumber: true,
            onChange: (event) => syncRows(Number(event.target.value)),
          })}
        />
        <Select
          label="Preferred Language"
          required
          placeholder="Select a language"
          options={languages.map((language) => ({ value: language, label: language }))}
          error={errors.preferredLanguage?.message}
          {...register('preferredLanguage')}
        />
      </StyledRow>

      {fields.map((field, index) => {
        const fieldErrors = errors.participants?.[index];
        return (
          <StyledParticipant key={field.id}>
            <legend>
              {index === 0 ? 'Participant 1 (lead contact)' : `Participant ${index + 1}`}
            </legend>
            <StyledRow>
              <TextField
                label="Name"
                required
                autoComplete={index === 0 ? 'name' : 'off'}
                error={fieldErrors?.name?.message}
                {...register(`participants.${index}.name`)}
              />
              <TextField
                label="Phone"
                type="tel"
                required
                autoComplete={index === 0 ? 'tel' : 'off'}
                error={fieldErrors?.phone?.message}
                {...register(`participants.${index}.phone`)}
              />
              <TextField
                label="Email"
                type="email"
                required
                autoComplete={index === 0 ? 'email' : 'off'}
                error={fieldErrors?.email?.message}
                {...register(`participants.${index}.email`)}
              />
            </StyledRow>
          </StyledParticipant>
        );
      })}
      {participantsError ? <StyledError role="alert">{participantsError}</StyledError> : null}

      <TotalBox aria-live="polite">
        {perPerson === null ? (
          <p>Choose a tour type to see the total.</p>
        ) : (
          <>
            <p>
              {formatUsd(perPerson)} per person x {count} participant{count === 1 ? '' : 's'}
            </p>
            <strong>
              Total: {formatUsd(quoteTour(tour.price, type as TourType, count).total)}
            </strong>
          </>
        )}
      </TotalBox>

      <DialogActions
        onCancel={onClose}
        submitting={submitting}
        disabled={count !== fields.length}
      />
    </BookingForm>
  );
}

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

const StyledParticipant = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
