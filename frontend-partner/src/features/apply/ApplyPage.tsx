import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { errorText, isApiError, requestSignIn, useAuth } from '@salone/api-client';
import { useApplyAsOperatorMutation } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
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
import { partnerMessages } from '../../i18n';
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
  const t = useT(partnerMessages);
  useSeo({
    title: t('apply.title'),
    description: t('apply.description'),
    canonicalPath: '/partner/apply',
  });
  const { status, user } = useAuth();
  if (status === 'loading') return <CenteredSpinner label={t('role.checking')} />;
  if (status === 'anonymous') {
    return (
      <PartnerPage title={t('apply.title')}>
        <StyledNotice>
          <p>{t('apply.signInText')}</p>
          <Button type="button" onClick={() => requestSignIn()}>
            {t('gate.signIn')}
          </Button>
        </StyledNotice>
      </PartnerPage>
    );
  }
  return (
    <PartnerPage title={t('apply.title')} lead={t('apply.lead')}>
      <ApplicationForm email={user?.email ?? ''} />
    </PartnerPage>
  );
}

function ApplicationForm({ email }: { email: string }) {
  const t = useT(partnerMessages);
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
          { message: errorText(error, t('apply.nameTaken')) },
          { shouldFocus: true },
        );
      }
      toast({
        variant: 'destructive',
        title: t('apply.notSent'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
      return;
    }
    toast({ title: t('apply.sent'), description: t('apply.sentText') });
    navigate('/partner');
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={t('apply.form')}>
      <TextField label={t('apply.name')} autoComplete="organization" {...text('name')} />
      <Controller
        control={control}
        name="serviceKinds"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('apply.offer')}
            name={field.name}
            options={SERVICE_KIND_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.serviceKinds?.message}
          />
        )}
      />
      <StyledRow>
        <TextField
          label={t('apply.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('apply.phoneHint')}
          {...text('contactPhone')}
        />
        <TextField
          label={t('apply.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('apply.emailHint')}
          {...text('contactEmail')}
        />
      </StyledRow>
      <TextField
        label={t('apply.registration')}
        hint={t('apply.registrationHint')}
        {...text('registrationNumber')}
      />
      <TextField
        label={t('apply.payout')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('apply.payoutHint')}
        {...text('payoutNumber')}
      />
      <StyledActions>
        <Button type="submit" size="lg" disabled={isLoading}>
          {isLoading ? t('apply.sending') : t('apply.send')}
        </Button>
        <Button as={Link} to="/partner" variant="ghost">
          {t('apply.cancel')}
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
