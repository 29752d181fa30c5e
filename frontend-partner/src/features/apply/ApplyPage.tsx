import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { errorText, isApiError, requestSignIn, useAuth } from '@salone/api-client';
import { useApplyAsOperatorMutation } from '@salone/api-client/partner';
import { Link, useNavigate } from '@salone/router';
import {
  Button,
  CenteredSpinner,
  CheckboxGroup,
  TextField,
  toast,
  useSeo,
  theme,
} from '@salone/ui';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import {
  APPLY_MAX_LENGTH,
  applySchema,
  emptyApplication,
  serverFieldErrors,
  SERVICE_KIND_OPTIONS,
  toApplication,
  type ApplyFormValues,
} from './applyForm';

/** `/partner/apply`: the application to list on Salone; the account becomes its owner. */
export default function ApplyPage() {
  useSeo({
    title: 'Apply to list on Salone',
    description: 'Tell us about your business to list it on Salone.',
    canonicalPath: '/partner/apply',
  });
  const { status, user } = useAuth();
  if (status === 'loading') return <CenteredSpinner label="Checking your account" />;
  if (status === 'anonymous') {
    return (
      <PartnerPage title="Apply to list on Salone">
        <StyledNotice>
          <p>Sign in or create an account first: it becomes the owner of your organisation.</p>
          <Button type="button" onClick={() => requestSignIn()}>
            Sign In
          </Button>
        </StyledNotice>
      </PartnerPage>
    );
  }
  return (
    <PartnerPage
      title="Apply to list on Salone"
      lead="The Salone team checks every application before your listings are shown to travellers."
    >
      <ApplicationForm email={user?.email ?? ''} />
    </PartnerPage>
  );
}

function ApplicationForm({ email }: { email: string }) {
  const [apply, { isLoading }] = useApplyAsOperatorMutation();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplyFormValues>({
    resolver: zodResolver(applySchema),
    defaultValues: emptyApplication(email),
  });

  const text = (name: Exclude<keyof ApplyFormValues, 'serviceKinds'>) => ({
    ...register(name),
    maxLength: APPLY_MAX_LENGTH[name],
    error: errors[name]?.message,
    required: true,
  });

  const submit = handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      await apply({ applyOperatorDto: toApplication(values) }).unwrap();
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const { field, message } of fields) setError(field, { message }, { shouldFocus: true });
      if (isApiError(error) && error.status === 409) {
        setError(
          'name',
          { message: errorText(error, 'This name is taken') },
          { shouldFocus: true },
        );
      }
      toast({
        variant: 'destructive',
        title: 'Application not sent',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
      return;
    }
    toast({ title: 'Application sent', description: 'The partner page shows where it stands.' });
    navigate('/partner');
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Operator application">
      <TextField label="Business name" autoComplete="organization" {...text('name')} />
      <Controller
        control={control}
        name="serviceKinds"
        render={({ field }) => (
          <CheckboxGroup
            legend="What you offer"
            name={field.name}
            options={SERVICE_KIND_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            error={errors.serviceKinds?.message}
          />
        )}
      />
      <StyledRow>
        <TextField
          label="Contact phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Shown to travellers, like 076 123 456 (another country’s with its +code)"
          {...text('contactPhone')}
        />
        <TextField
          label="Contact email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Shown to travellers"
          {...text('contactEmail')}
        />
      </StyledRow>
      <TextField
        label="Business registration number"
        hint="From the Office of the Administrator and Registrar General"
        {...text('registrationNumber')}
      />
      <TextField
        label="Payout number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="The Orange Money or Afrimoney number your payouts go to, like 076 123 456"
        {...text('payoutNumber')}
      />
      <StyledActions>
        <Button type="submit" size="lg" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send application'}
        </Button>
        <Button as={Link} to="/partner" variant="ghost">
          Cancel
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  max-width: 720px;
`;

const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]}px;
`;
