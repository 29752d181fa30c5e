import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText, isApiError } from '@salone/api-client';
import { useUpdateMyOrganisationMutation, type OrganisationDto } from '@salone/api-client/partner';
import {
  formatPhone,
  isValidPhone,
  normalisePhone,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_MESSAGE,
} from '@salone/booking-rules';
import { useT } from '@salone/i18n';
import { Button, TextField, toast, useSeo, theme } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SettingsLinks } from './SettingsLinks';

/**
 * `/partner/settings/whatsapp`: the WhatsApp number travellers may message the organisation on
 * (docs/decisions/whatsapp-links.md). Only the owner changes it.
 */
export default function WhatsAppPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('whatsapp.title'),
    description: t('whatsapp.description'),
    canonicalPath: '/partner/settings/whatsapp',
  });
  return (
    <OrganisationGate title={t('whatsapp.title')}>
      {(organisation) => <WhatsAppSetting organisation={organisation} />}
    </OrganisationGate>
  );
}

function WhatsAppSetting({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const owner = organisation.role === 'owner';
  const [saved, setSaved] = useState(organisation.whatsappNumber);
  const [value, setValue] = useState(saved ? formatPhone(saved) : '');
  const [error, setError] = useState<string>();
  const [update, { isLoading }] = useUpdateMyOrganisationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const typed = value.trim();
    if (typed !== '' && !isValidPhone(typed)) {
      setError(PHONE_MESSAGE);
      return;
    }
    try {
      const answer = await update({
        orgId: organisation.id,
        updateOrganisationDto: { whatsappNumber: typed === '' ? null : normalisePhone(typed) },
      }).unwrap();
      setSaved(answer.whatsappNumber);
      setValue(answer.whatsappNumber ? formatPhone(answer.whatsappNumber) : '');
      toast({
        title: answer.whatsappNumber ? t('whatsapp.saved') : t('whatsapp.removed'),
      });
    } catch (failure) {
      const details = isApiError(failure)
        ? (failure.data as { details?: { field?: string; message?: string }[] } | undefined)
            ?.details
        : undefined;
      const refusal = details?.find((detail) => detail.field === 'whatsappNumber')?.message;
      if (refusal) setError(refusal);
      else
        toast({
          variant: 'destructive',
          title: t('whatsapp.notSaved'),
          description: errorText(failure, t('common.tryAgain'), t('common.offline')),
        });
    }
  };

  return (
    <PartnerPage nav="partner" title={t('whatsapp.title')} lead={organisation.name}>
      <SettingsLinks />
      <p>{t('whatsapp.intro')}</p>
      {owner ? (
        <StyledForm noValidate onSubmit={submit}>
          <TextField
            label={t('whatsapp.number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            hint={t('whatsapp.hint')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('whatsapp.saving') : t('whatsapp.save')}
          </Button>
        </StyledForm>
      ) : (
        <StyledNotice>
          <p>
            {saved ? t('whatsapp.published', { number: formatPhone(saved) }) : t('whatsapp.none')}
          </p>
        </StyledNotice>
      )}
    </PartnerPage>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  max-width: 420px;
`;
