import { usePrices } from '@salone/host';
import { Controller, type FieldArrayWithId } from 'react-hook-form';
import styled from 'styled-components';
import type { TourDto } from '@salone/api-client/catalogue';
import { PHONE_HINT, quoteTour, type TourType } from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { RadioGroup, Select, TextField, theme } from '@salone/ui';
import { TotalBox } from '../../../shared/bookingForm';
import type { TourBookingForm } from '../hooks/useTourBookingForm';
import type { TourFormInput } from '../tourBookingSchema';

type Form = TourBookingForm['form'];

/** Private or shared, with the price per person of each. */
export function TourTypeField({ form, tour }: { form: Form; tour: TourDto }) {
  const prices = usePrices();
  return (
    <Controller
      control={form.control}
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
              description: `Just your group, ${prices.price(tour.pricing.private)} per person`,
            },
            {
              value: 'shared',
              label: 'Shared',
              description: `Join other travellers, ${prices.price(tour.pricing.shared)} per person, up to ${tour.maxGroupSize} people`,
            },
          ]}
        />
      )}
    />
  );
}

interface TourScheduleFieldsProps {
  form: Form;
  booking: Pick<TourBookingForm, 'countOptions' | 'type' | 'limit' | 'languages' | 'syncRows'>;
}

/** The day, how many take part (the rows below follow it) and the guide's language. */
export function TourScheduleFields({ form, booking }: TourScheduleFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
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
        options={booking.countOptions}
        hint={
          booking.type === 'shared' ? `Shared tours take up to ${booking.limit} people` : undefined
        }
        error={errors.numberOfParticipants?.message}
        {...register('numberOfParticipants', {
          valueAsNumber: true,
          onChange: (event) => booking.syncRows(Number(event.target.value)),
        })}
      />
      <Select
        label="Preferred Language"
        required
        placeholder="Select a language"
        options={booking.languages.map((language) => ({ value: language, label: language }))}
        error={errors.preferredLanguage?.message}
        {...register('preferredLanguage')}
      />
    </StyledRow>
  );
}

interface ParticipantFieldsProps {
  form: Form;
  fields: FieldArrayWithId<TourFormInput, 'participants'>[];
}

/** Name, phone and e-mail of each participant; the first is the lead contact. */
export function ParticipantFields({ form, fields }: ParticipantFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const listError = errors.participants?.root?.message ?? errors.participants?.message;
  return (
    <>
      {fields.map((field, index) => {
        const fieldErrors = errors.participants?.[index];
        const autoComplete = (token: string) => (index === 0 ? token : 'off');
        return (
          <StyledParticipant key={field.id}>
            <legend>
              {index === 0 ? 'Participant 1 (lead contact)' : `Participant ${index + 1}`}
            </legend>
            <StyledRow>
              <TextField
                label="Name"
                required
                autoComplete={autoComplete('name')}
                error={fieldErrors?.name?.message}
                {...register(`participants.${index}.name`)}
              />
              <TextField
                label="Phone"
                type="tel"
                inputMode="tel"
                required
                autoComplete={autoComplete('tel')}
                hint={index === 0 ? PHONE_HINT : undefined}
                error={fieldErrors?.phone?.message}
                {...register(`participants.${index}.phone`)}
              />
              <TextField
                label="Email"
                type="email"
                required
                autoComplete={autoComplete('email')}
                error={fieldErrors?.email?.message}
                {...register(`participants.${index}.email`)}
              />
            </StyledRow>
          </StyledParticipant>
        );
      })}
      {listError ? <StyledError role="alert">{listError}</StyledError> : null}
    </>
  );
}

/** The price per person times the participants, once a tour type is chosen. */
export function TourTotal({
  tour,
  type,
  count,
}: {
  tour: TourDto;
  type: TourType | '';
  count: number;
}) {
  const prices = usePrices();
  if (!type) {
    return (
      <TotalBox aria-live="polite">
        <p>Choose a tour type to see the total.</p>
      </TotalBox>
    );
  }
  const quote = quoteTour(tour.price, type, count);
  return (
    <TotalBox aria-live="polite">
      <p>
        {prices.price(quote.perPerson)} per person x {count} participant{count === 1 ? '' : 's'}
      </p>
      {quote.discountPercent > 0 ? (
        <p>
          Group discount ({quote.discountPercent}% off): -{prices.price(quote.discount)}
        </p>
      ) : null}
      <strong>Total: {prices.price(quote.total)}</strong>
    </TotalBox>
  );
}

const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space[3]}px;
  grid-template-columns: minmax(0, 1fr);

  ${theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

const StyledParticipant = styled.fieldset`
  margin: 0;
  padding: ${theme.space[3]}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 ${theme.space[1]}px;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;
