import { useEffect, useMemo, useRef, useSyncExternalStore, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  isBudget,
  isDuration,
  isInterest,
  isPace,
  MAX_ADULTS,
  MAX_CHILDREN,
} from '@salone/booking-rules';
import {
  Button,
  Card,
  CheckboxGroup,
  RadioGroup,
  Select,
  SparklesIcon,
  TextField,
  VisuallyHidden,
  toast,
  theme,
} from '@salone/ui';
import type { TripPlanRequestDto } from '../itinerary';
import { todayIso } from '../format';
import {
  PLAN_FIELDS,
  planFormSchema,
  REQUIRED_FIELDS,
  toTripPlanRequest,
  type PlanField,
  type PlanFormValues,
} from '../planForm';
import {
  BUDGET_CHOICES,
  CHILD_AGES,
  DURATION_CHOICES,
  INTEREST_CHOICES,
  PACE_CHOICES,
} from '../planOptions';
import { formErrorText } from '../formErrors';
import { PLANNER_TOASTS } from '../texts';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';

/** Ids of each field's control (or fieldset), for focus and labels. */
const FIELD_IDS: Record<PlanField, string> = {
  budget: 'planner-budget',
  duration: 'planner-duration',
  startDate: 'planner-start-date',
  endDate: 'planner-end-date',
  interests: 'planner-interests',
  adults: 'planner-adults',
  childrenAges: 'planner-children',
  pace: 'planner-pace',
};

/** Today never changes while a page is open (the schema checks the day again on submit). */
const noChanges = () => () => {};
const noDay = () => undefined;

/**
 * Today, for the date fields' `min`, read in the browser: a page rendered by the server (and
 * kept there for a while) may have been rendered on another day, so its HTML has no `min`, and
 * the browser sets it right after taking the page over, without a hydration mismatch.
 */
function useToday(): string | undefined {
  return useSyncExternalStore(noChanges, todayIso, noDay);
}

/** The age a new child row starts at (tours take children from 8). */
const NEW_CHILD_AGE = '8';

export interface TripPlanFormProps {
  /** The values the form starts from (the last choices, when planning another trip). */
  values: PlanFormValues;
  /** Follows every change, so the page can start from them again later. */
  onChange(values: PlanFormValues): void;
  /** Called with the request once the form is valid. */
  onSubmit(request: TripPlanRequestDto): void;
  isGenerating: boolean;
  /** The visitor is known to be signed out (they will be asked to sign in on submit). */
  signedOut: boolean;
  /** Move focus to the form's heading when it appears ('Plan Another Trip'). */
  autoFocusHeading?: boolean;
}

/**
 * The trip request: budget, trip length, optional dates, the party, pace and interests
 * (docs/product.md, Screens), on react-hook-form with the shared rules' schema (planForm.ts).
 */
export function TripPlanForm({
  values,
  onChange,
  onSubmit,
  isGenerating,
  signedOut,
  autoFocusHeading = false,
}: TripPlanFormProps) {
  const t = useT(plannerMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = useToday();
  const resolver = useMemo(() => zodResolver(planFormSchema(() => todayIso())), []);
  // Errors show once a submit has been tried, then follow the values as they are fixed.
  const { control, register, handleSubmit, subscribe, formState } = useForm<PlanFormValues>({
    resolver,
    defaultValues: values,
    shouldFocusError: false,
  });
  const { errors } = formState;
  const startDate = useWatch({ control, name: 'startDate' });

  useEffect(() => {
    if (autoFocusHeading) headingRef.current?.focus();
  }, [autoFocusHeading]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: next }) => onChange(next),
      }),
    [subscribe, onChange],
  );

  const focusField = (field: PlanField) => {
    // Date fields are inputs; the choice groups are fieldsets: their first option gets focus.
    const element = formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[field]}`);
    const target = element instanceof HTMLInputElement ? element : element?.querySelector('input');
    target?.focus();
  };

  const valid = (formValues: PlanFormValues) => {
    const request = toTripPlanRequest(formValues);
    if (request) onSubmit(request);
  };

  const invalid = (found: FieldErrors<PlanFormValues>) => {
    if (REQUIRED_FIELDS.some((field) => field in found)) {
      toast({
        title: t(PLANNER_TOASTS.missingFields.title),
        description: t(PLANNER_TOASTS.missingFields.description),
        variant: 'destructive',
      });
    }
    const firstInvalid = PLAN_FIELDS.find((field) => field in found);
    if (firstInvalid) focusField(firstInvalid);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (isGenerating) {
      event.preventDefault();
      return;
    }
    void handleSubmit(valid, invalid)(event);
  };

  return (
    <StyledFormCard as="section" aria-labelledby="planner-form-heading">
      <h2 id="planner-form-heading" ref={headingRef} tabIndex={-1}>
        {t('form.heading')}
      </h2>
      <StyledIntro>{t('form.intro')}</StyledIntro>
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={isGenerating}>
        <StyledGroups>
          <Controller
            control={control}
            name="budget"
            render={({ field }) => (
              <RadioGroup
                id={FIELD_IDS.budget}
                legend={t('form.budget')}
                name={field.name}
                required
                options={BUDGET_CHOICES.map(({ value }) => ({
                  value,
                  label: t(`budget.${value}`),
                }))}
                value={field.value}
                onChange={(value) => isBudget(value) && field.onChange(value)}
                error={formErrorText(errors.budget?.message, t)}
              />
            )}
          />
          <Controller
            control={control}
            name="duration"
            render={({ field }) => (
              <RadioGroup
                id={FIELD_IDS.duration}
                legend={t('form.duration')}
                name={field.name}
                required
                options={DURATION_CHOICES.map(({ value }) => ({
                  value,
                  label: t(`duration.${value}`),
                }))}
                value={field.value}
                onChange={(value) => isDuration(value) && field.onChange(value)}
                error={formErrorText(errors.duration?.message, t)}
              />
            )}
          />
        </StyledGroups>

        <StyledDates>
          <TextField
            id={FIELD_IDS.startDate}
            label={t('form.startDate')}
            type="date"
            min={today}
            {...register('startDate')}
            error={formErrorText(errors.startDate?.message, t)}
          />
          <TextField
            id={FIELD_IDS.endDate}
            label={t('form.endDate')}
            type="date"
            min={startDate && today && startDate > today ? startDate : today}
            {...register('endDate')}
            error={formErrorText(errors.endDate?.message, t)}
            hint={t('form.datesHint')}
          />
        </StyledDates>

        <StyledDates>
          <TextField
            id={FIELD_IDS.adults}
            label={t('form.adults')}
            type="number"
            min={1}
            max={MAX_ADULTS}
            inputMode="numeric"
            {...register('adults')}
            error={formErrorText(errors.adults?.message, t)}
          />
          <Controller
            control={control}
            name="childrenAges"
            render={({ field }) => (
              <StyledChildren id={FIELD_IDS.childrenAges}>
                <legend>{t('form.children')}</legend>
                {field.value.map((age, index) => (
                  <StyledChild key={index}>
                    <Select
                      id={`planner-child-${index}`}
                      label={t('form.childAge', { number: index + 1 })}
                      options={CHILD_AGES.map((choice) =>
                        choice.value === '0' ? { ...choice, label: t('form.underOne') } : choice,
                      )}
                      value={age}
                      onChange={(event) =>
                        field.onChange(
                          field.value.map((old, i) => (i === index ? event.target.value : old)),
                        )
                      }
                      error={formErrorText(errors.childrenAges?.[index]?.message, t)}
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => field.onChange(field.value.filter((_, i) => i !== index))}
                    >
                      {t('form.removeChild', { number: index + 1 })}
                    </Button>
                  </StyledChild>
                ))}
                {field.value.length < MAX_CHILDREN ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => field.onChange([...field.value, NEW_CHILD_AGE])}
                  >
                    {t('form.addChild')}
                  </Button>
                ) : null}
              </StyledChildren>
            )}
          />
        </StyledDates>

        <Controller
          control={control}
          name="pace"
          render={({ field }) => (
            <RadioGroup
              id={FIELD_IDS.pace}
              legend={t('form.pace')}
              name={field.name}
              options={PACE_CHOICES.map(({ value }) => ({ value, label: t(`pace.${value}`) }))}
              value={field.value}
              onChange={(value) => isPace(value) && field.onChange(value)}
            />
          )}
        />

        <Controller
          control={control}
          name="interests"
          render={({ field }) => (
            <CheckboxGroup
              id={FIELD_IDS.interests}
              legend={t('form.interests')}
              name={field.name}
              direction="row"
              options={INTEREST_CHOICES.map(({ value }) => ({
                value,
                label: t(`interest.${value}`),
              }))}
              value={field.value}
              onChange={(next) => field.onChange(next.filter(isInterest))}
              error={formErrorText(errors.interests?.message, t)}
            />
          )}
        />

        <StyledSubmitRow>
          <Button type="submit" size="lg" disabled={isGenerating}>
            {isGenerating ? (
              t('form.creating')
            ) : (
              <>
                <SparklesIcon />
                {t('form.create')}
              </>
            )}
          </Button>
          {signedOut ? <StyledNote>{t('form.signInNote')}</StyledNote> : null}
        </StyledSubmitRow>
        <VisuallyHidden role="status">
          {isGenerating ? t('form.creatingStatus') : ''}
        </VisuallyHidden>
      </form>
    </StyledFormCard>
  );
}

const StyledFormCard = styled(Card)`
  gap: ${theme.space[2]}px;
  padding: ${theme.space[5]}px ${theme.space[4]}px;
  overflow: visible;

  ${theme.media.md} {
    padding: ${theme.space[6]}px;
  }

  h2 {
    font-size: ${theme.fontSizes.xl};
    outline-offset: 4px;
  }

  form {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[5]}px;
    margin-top: ${theme.space[3]}px;
  }
`;

const StyledIntro = styled.p`
  color: ${theme.colors.textMuted};
`;

const StyledGroups = styled.div`
  display: grid;
  gap: ${theme.space[5]}px;

  ${theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledDates = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;
  align-items: start;

  ${theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledSubmitRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  ${theme.media.sm} {
    flex-direction: row;
    align-items: center;
  }
`;

const StyledNote = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledChildren = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: ${theme.fontWeights.semibold};
    margin-bottom: ${theme.space[1]}px;
  }
`;

const StyledChild = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]}px;
`;
