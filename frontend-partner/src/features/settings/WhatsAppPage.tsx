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
import { Button, TextField, toast, useSeo, theme } from '@salone/ui';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SettingsLinks } from './SettingsLinks';

/**
 * `/partner/settings/whatsapp`: the WhatsApp number travellers may message the organisation on
 * (docs/decisions/whatsapp-links.md). Only the owner changes it.
 */
export default function WhatsAppPage() {
  useSeo({
    title: 'WhatsApp',
    description: 'The WhatsApp number travellers can message you on.',
    canonicalPath: '/partner/settings/whatsapp',
  });
  return (
    <OrganisationGate title="WhatsApp">
      {(organisation) => <WhatsAppSetting organisation={organisation} />}
    </OrganisationGate>
  );
}

function WhatsAppSetting({ organisation }: { organisation: OrganisationDto }) {
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
        title: answer.whatsappNumber ? 'WhatsApp number saved' : 'WhatsApp number removed',
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
          title: 'The number was not saved',
          description: errorText(failure, 'Please try again.', 'Unable to connect to server'),
        });
    }
  };

  return (
    <PartnerPage nav="partner" title="WhatsApp" lead={organisation.name}>
      <SettingsLinks />
      <p>
        With a number here, your listings and your travellers’ booking pages offer “Message on
        WhatsApp”, with the listing or the booking reference in the first message.
      </p>
      {owner ? (
        <StyledForm noValidate onSubmit={submit}>
          <TextField
            label="WhatsApp number (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            hint="A Sierra Leone number like 076 123 456, or another country's with its +code. Leave empty to show none."
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save'}
          </Button>
        </StyledForm>
      ) : (
        <StyledNotice>
          <p>
            {saved ? `Published: ${formatPhone(saved)}. ` : 'No number is published. '}
            Only the organisation’s owner can change it.
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
