import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
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
} from '@salone/ui';
import type { TripPlanRequestDto } from '../itinerary';
import { todayIso } from '../format';
import {
  checkPlanForm,
  PLAN_FIELDS,
  toTripPlanRequest,
  type PlanField,
  type PlanFormValues,
} from '../planForm';
import {
  CHILD_AGES,
  PACE_CHOICES,
  isPace,
  BUDGET_CHOICES,
  DURATION_CHOICES,
  INTEREST_CHOICES,
  isBudget,
  isDuration,
  isInterest,
} from '../planOptions';
import { PLANNER_TOASTS } from '../texts';

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

export interface TripPlanFormProps {
  values: PlanFormValues;
  onChange(values: PlanFormValues): void;
  /** Called with the request once the form is valid. */
  onSubmit(request: TripPlanRequestDto): void;
  isGenerating: boolean;
  /** The visitor is known to be signed out (they will be asked to sign in on submit). */
  signedOut: boolean;
  /** Move focus to the form's heading when it appears ('Plan Another Trip'). */
  autoFocusHeading?: boolean;
}

/** The trip request: budget, trip length, optional dates and interests (spec section 2). */
export function TripPlanForm({
  values,
  onChange,
  onSubmit,
  isGenerating,
  signedOut,
  autoFocusHeading = false,
}: TripPlanFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Errors show once a submit has been tried, then follow the values as they are fixed.
  const [showErrors, setShowErrors] = useState(false);
  const today = todayIso();
  const errors = showErrors ? checkPlanForm(values, today).errors : {};

  useEffect(() => {
    if (autoFocusHeading) headingRef.current?.focus();
  }, [autoFocusHeading]);

  const set = <K extends PlanField>(field: K, value: PlanFormValues[K]) =>
    onChange({ ...values, [field]: value });

  const focusField = (field: PlanField) => {
    // Date fields are inputs; the choice groups are fieldsets: their first option gets focus.
    const element = formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[field]}`);
    const target = element instanceof HTMLInputElement ? element : element?.querySelector('input');
    target?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isGenerating) return;
    const check = checkPlanForm(values, todayIso());
    const firstInvalid = PLAN_FIELDS.find((field) => check.errors[field]);
    if (firstInvalid) {
      setShowErrors(true);
      if (check.missingRequired) {
        toast({ ...PLANNER_TOASTS.missingFields, variant: 'destructive' });
      }
      focusField(firstInvalid);
      return;
    }
    const request = toTripPlanRequest(values);
    if (request) onSubmit(request);
  };

  return (
    <StyledFormCard as="section" aria-labelledby="planner-form-heading">
      <h2 id="planner-form-heading" ref={headingRef} tabIndex={-1}>
        Tell us about your trip
      </h2>
      <StyledIntro>
        Choose a budget, a trip length and at least one interest. Dates are optional.
      </StyledIntro>
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={isGenerating}>
        <StyledGroups>
          <RadioGroup
            id={FIELD_IDS.budget}
            legend="Budget for the whole trip"
            name="budget"
            required
            options={BUDGET_CHOICES}
            value={values.budget}
            onChange={(value) => isBudget(value) && set('budget', value)}
            error={errors.budget}
          />
          <RadioGroup
            id={FIELD_IDS.duration}
            legend="Trip length"
            name="duration"
            required
            options={DURATION_CHOICES}
            value={values.duration}
            onChange={(value) => isDuration(value) && set('duration', value)}
            error={errors.duration}
          />
        </StyledGroups>

        <StyledDates>
          <TextField
            id={FIELD_IDS.startDate}
            label="Start date (optional)"
            type="date"
            name="startDate"
            min={today}
            value={values.startDate}
            onChange={(event) => set('startDate', event.target.value)}
            error={errors.startDate}
          />
          <TextField
            id={FIELD_IDS.endDate}
            label="End date (optional)"
            type="date"
            name="endDate"
            min={values.startDate && values.startDate > today ? values.startDate : today}
            value={values.endDate}
            onChange={(event) => set('endDate', event.target.value)}
            error={errors.endDate}
            hint="With both dates, the plan covers exactly those days: keep them within the trip length you chose."
          />
        </StyledDates>

        <StyledDates>
          <TextField
            id={FIELD_IDS.adults}
            label="Adults"
            type="number"
            name="adults"
            min={1}
            max={10}
            inputMode="numeric"
            value={values.adults}
            onChange={(event) => set('adults', event.target.value)}
            error={errors.adults}
          />
          <StyledChildren id={FIELD_IDS.childrenAges}>
            <legend>Children (with their ages)</legend>
            {values.childrenAges.map((age, index) => (
              <StyledChild key={index}>
                <Select
                  id={`planner-child-${index}`}
                  label={`Age of child ${index + 1}`}
                  options={CHILD_AGES}
                  value={age}
                  onChange={(event) =>
                    set(
                      'childrenAges',
                      values.childrenAges.map((old, i) => (i === index ? event.target.value : old)),
                    )
                  }
                />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    set(
                      'childrenAges',
                      values.childrenAges.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove child {index + 1}
                </Button>
              </StyledChild>
            ))}
            {values.childrenAges.length < 8 ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => set('childrenAges', [...values.childrenAges, '8'])}
              >
                Add a child
              </Button>
            ) : null}
          </StyledChildren>
        </StyledDates>

        <RadioGroup
          id={FIELD_IDS.pace}
          legend="Pace"
          name="pace"
          options={PACE_CHOICES}
          value={values.pace}
          onChange={(value) => isPace(value) && set('pace', value)}
        />

        <CheckboxGroup
          id={FIELD_IDS.interests}
          legend="Interests (choose at least one)"
          name="interests"
          direction="row"
          options={INTEREST_CHOICES}
          value={values.interests}
          onChange={(next) => set('interests', next.filter(isInterest))}
          error={errors.interests}
        />

        <StyledSubmitRow>
          <Button type="submit" size="lg" disabled={isGenerating}>
            {isGenerating ? (
              'Creating Your Itinerary...'
            ) : (
              <>
                <SparklesIcon />
                Create My Itinerary
              </>
            )}
          </Button>
          {signedOut ? (
            <StyledNote>You&apos;ll be asked to sign in when you create your itinerary.</StyledNote>
          ) : null}
        </StyledSubmitRow>
        <VisuallyHidden role="status">
          {isGenerating ? 'Creating your itinerary, please wait.' : ''}
        </VisuallyHidden>
      </form>
    </StyledFormCard>
  );
}

const StyledFormCard = styled(Card)`
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[4]}px;
  overflow: visible;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]}px;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    outline-offset: 4px;
  }

  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[5]}px;
    margin-top: ${({ theme }) => theme.space[3]}px;
  }
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledDates = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledSubmitRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: center;
  }
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledChildren = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
`;

const StyledChild = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;
