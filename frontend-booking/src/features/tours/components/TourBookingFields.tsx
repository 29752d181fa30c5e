import { usePrices } from '@salone/host';
import { Controller, type FieldArrayWithId } from 'react-hook-form';
import styled from 'styled-components';
import { useAuth } from '@salone/api-client';
import type { TourDto } from '@salone/api-client/catalogue';
import { quoteTour, type TourType } from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { RadioGroup, Select, TextField, theme } from '@salone/ui';
import { TotalBox } from '../../../shared/bookingForm';
import type { TourBookingForm } from '../hooks/useTourBookingForm';
import type { TourFormInput } from '../tourBookingSchema';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { useProblemText } from '../../../shared/problems';

type Form = TourBookingForm['form'];

/** Private or shared, with the price per person of each. */
export function TourTypeField({ form, tour }: { form: Form; tour: TourDto }) {
  const t = useT(bookingMessages);
  const problem = useProblemText();
  const prices = usePrices();
  return (
    <Controller
      control={form.control}
      name="tourType"
      render={({ field, fieldState }) => (
        <RadioGroup
          legend={t('tourBooking.type')}
          name={field.name}
          ref={field.ref}
          required
          value={field.value}
          onChange={field.onChange}
          error={problem(fieldState.error?.message)}
          options={[
            {
              value: 'private',
              label: t('tourBooking.private'),
              description: t('tourBooking.privateText', {
                price: prices.price(tour.pricing.private),
              }),
            },
            {
              value: 'shared',
              label: t('tourBooking.shared'),
              description: t('tourBooking.sharedText', {
                price: prices.price(tour.pricing.shared),
                count: tour.maxGroupSize,
              }),
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
  const t = useT(bookingMessages);
  const problem = useProblemText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <StyledRow>
      <TextField
        label={t('tourBooking.date')}
        type="date"
        min={todayIso()}
        required
        error={problem(errors.tourDate?.message)}
        {...register('tourDate')}
      />
      <Select
        label={t('tourBooking.participants')}
        required
        options={booking.countOptions}
        hint={
          booking.type === 'shared'
            ? t('tourBooking.sharedLimit', { count: booking.limit })
            : undefined
        }
        error={problem(errors.numberOfParticipants?.message)}
        {...register('numberOfParticipants', {
          valueAsNumber: true,
          onChange: (event) => booking.syncRows(Number(event.target.value)),
        })}
      />
      <Select
        label={t('tourBooking.language')}
        required
        placeholder={t('tourBooking.selectLanguage')}
        options={booking.languages.map((language) => ({ value: language, label: language }))}
        error={problem(errors.preferredLanguage?.message)}
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
  const t = useT(bookingMessages);
  const problem = useProblemText();
  // An account with a phone and no e-mail address may book without one (tourBookingSchemaFor).
  const { user } = useAuth();
  const emailOptional = Boolean(user && !user.email);
  const listError = problem(errors.participants?.root?.message ?? errors.participants?.message);
  return (
    <>
      {fields.map((field, index) => {
        const fieldErrors = errors.participants?.[index];
        const autoComplete = (token: string) => (index === 0 ? token : 'off');
        return (
          <StyledParticipant key={field.id}>
            <legend>
              {index === 0
                ? t('tourBooking.lead')
                : t('tourBooking.participant', { number: index + 1 })}
            </legend>
            <StyledRow>
              <TextField
                label={t('tourBooking.name')}
                required
                autoComplete={autoComplete('name')}
                error={problem(fieldErrors?.name?.message)}
                {...register(`participants.${index}.name`)}
              />
              <TextField
                label={t('form.phone')}
                type="tel"
                inputMode="tel"
                required
                autoComplete={autoComplete('tel')}
                hint={index === 0 ? t('form.phoneHint') : undefined}
                error={problem(fieldErrors?.phone?.message)}
                {...register(`participants.${index}.phone`)}
              />
              <TextField
                label={t('form.email')}
                type="email"
                required={index === 0 && !emailOptional}
                hint={index === 0 && emailOptional ? t('form.emailOptionalHint') : undefined}
                autoComplete={autoComplete('email')}
                error={problem(fieldErrors?.email?.message)}
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
  const t = useT(bookingMessages);
  const prices = usePrices();
  if (!type) {
    return (
      <TotalBox aria-live="polite">
        <p>{t('tourBooking.chooseType')}</p>
      </TotalBox>
    );
  }
  const quote = quoteTour(tour.price, type, count);
  return (
    <TotalBox aria-live="polite">
      <p>{t('tourBooking.line', { price: prices.price(quote.perPerson), count })}</p>
      {quote.discountPercent > 0 ? (
        <p>
          {t('tourBooking.discount', {
            percent: quote.discountPercent,
            amount: prices.price(quote.discount),
          })}
        </p>
      ) : null}
      <strong>{t('stay.total', { total: prices.price(quote.total) })}</strong>
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
