import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { useAuth, type UserDto } from '@salone/api-client';
import { Button, TextField, type TextFieldProps, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';
import { useProblemText } from './problems';

/**
 * Pieces of the booking dialogs' forms: the form itself, a row of two fields, the contact
 * fields, the tinted total box and the Cancel / Confirm buttons.
 */

/** A booking form: its fields one under the other. */
export const BookingForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
`;

/** Two fields side by side from small screens up. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;
  grid-template-columns: minmax(0, 1fr);

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The contact details every booking asks for. */
export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
}

/** The contact fields filled from the signed-in account (the phone is always typed). */
export function contactDefaults(user: UserDto | null | undefined): ContactValues {
  return {
    fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: '',
  };
}

/** The phone field of a form whose phone number pays by mobile money (its hint says so). */
export const MOBILE_MONEY_PHONE = { mobileMoney: true } as const;

interface ContactFieldsProps<T extends ContactValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Email and phone side by side (in a FieldRow) rather than one under the other. */
  paired?: boolean;
  /** Whether the fields are marked and announced as required (default true). */
  required?: boolean;
  /** What the phone field adds: a placeholder, an input mode, or the mobile-money hint. */
  phone?: Pick<TextFieldProps, 'placeholder' | 'inputMode'> & { mobileMoney?: boolean };
}

/** Full Name, Email and Phone of a form whose values have `fullName`, `email` and `phone`. */
export function ContactFields<T extends ContactValues>({
  register,
  errors,
  paired = false,
  required = true,
  phone: { mobileMoney = false, ...phone } = {},
}: ContactFieldsProps<T>) {
  const t = useT(bookingMessages);
  const problem = useProblemText();
  // An account with a phone and no e-mail address may book without one (contactResolver).
  const { user } = useAuth();
  const emailOptional = Boolean(user && !user.email);
  // The three names exist on every T; react-hook-form's types cannot see that through T.
  const field = register as unknown as UseFormRegister<ContactValues>;
  const problems = errors as FieldErrors<ContactValues>;
  const emailAndPhone = (
    <>
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required={required && !emailOptional}
        hint={emailOptional ? t('form.emailOptionalHint') : undefined}
        error={problem(problems.email?.message)}
        {...field('email')}
      />
      <TextField
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t(mobileMoney ? 'form.mobileMoneyPhoneHint' : 'form.phoneHint')}
        required={required}
        {...phone}
        error={problem(problems.phone?.message)}
        {...field('phone')}
      />
    </>
  );
  return (
    <>
      <TextField
        label={t('form.fullName')}
        autoComplete="name"
        required={required}
        error={problem(problems.fullName?.message)}
        {...field('fullName')}
      />
      {paired ? <FieldRow>{emailAndPhone}</FieldRow> : emailAndPhone}
    </>
  );
}

/** The tinted box with what the booking costs; a line of text and the total by default. */
export const TotalBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: ${theme.space[3]}px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySoft};

  p {
    margin: 0;
  }

  strong {
    font-size: ${theme.fontSizes.lg};
  }
`;

interface DialogActionsProps {
  onCancel(): void;
  submitting: boolean;
  /** The confirm button is also disabled while the form cannot be sent yet. */
  disabled?: boolean;
  confirmLabel?: string;
}

/** Cancel and the confirm (submit) button at the foot of a booking form. */
export function DialogActions({
  onCancel,
  submitting,
  disabled = false,
  confirmLabel,
}: DialogActionsProps) {
  const t = useT(bookingMessages);
  return (
    <StyledActions>
      <Button variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={disabled || submitting}>
        {submitting ? t('form.booking') : (confirmLabel ?? t('form.confirmBooking'))}
      </Button>
    </StyledActions>
  );
}

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]}px;
`;
