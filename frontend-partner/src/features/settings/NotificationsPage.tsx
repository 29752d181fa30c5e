import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  type NotificationPreferencesDto,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { formatPhone } from '@salone/booking-rules';
import { useT } from '@salone/i18n';
import { Button, Checkbox, QueryState, Skeleton, toast, useSeo, theme } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { PartnerPage } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SettingsLinks } from './SettingsLinks';

/**
 * `/partner/settings/notifications`: how the signed-in member hears of the organisation's
 * bookings: the 'New booking' and cancellation e-mails, the 'New booking' SMS (with a verified
 * phone on the account) and the evening digest of tomorrow's arrivals. Each member, owner or
 * staff, chooses for itself.
 */
export default function NotificationsPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('notifications.title'),
    description: t('notifications.description'),
    canonicalPath: '/partner/settings/notifications',
  });
  return (
    <OrganisationGate title={t('notifications.title')}>
      {(organisation) => <Notifications organisation={organisation} />}
    </OrganisationGate>
  );
}

function Notifications({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const query = useGetNotificationPreferencesQuery({ orgId: organisation.id });
  return (
    <PartnerPage nav="partner" title={t('notifications.title')} lead={organisation.name}>
      <SettingsLinks />
      <p>{t('notifications.intro')}</p>
      <QueryState
        query={query}
        loadingLabel={t('notifications.loading')}
        loading={(busy) => (
          <div {...busy}>
            <Skeleton height={160} radius="lg" />
          </div>
        )}
        errorText={t('notifications.error')}
      >
        {(preferences) => (
          <PreferencesForm
            key={JSON.stringify(preferences)}
            orgId={organisation.id}
            saved={preferences}
          />
        )}
      </QueryState>
    </PartnerPage>
  );
}

function PreferencesForm({ orgId, saved }: { orgId: number; saved: NotificationPreferencesDto }) {
  const t = useT(partnerMessages);
  const [choices, setChoices] = useState({
    bookingEmails: saved.bookingEmails,
    bookingSms: saved.bookingSms,
    arrivalsDigest: saved.arrivalsDigest,
  });
  const [update, { isLoading }] = useUpdateNotificationPreferencesMutation();
  const toggle = (key: keyof typeof choices) => (event: { target: { checked: boolean } }) =>
    setChoices((now) => ({ ...now, [key]: event.target.checked }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await update({ orgId, updateNotificationPreferencesDto: choices }).unwrap();
      setChoices({
        bookingEmails: answer.bookingEmails,
        bookingSms: answer.bookingSms,
        arrivalsDigest: answer.arrivalsDigest,
      });
      toast({ title: t('notifications.saved') });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: t('notifications.notSaved'),
        description: errorText(failure, t('common.tryAgain'), t('common.offline')),
      });
    }
  };

  const noEmail = saved.email === null;
  const noPhone = saved.phone === null;
  return (
    <StyledForm noValidate onSubmit={submit} aria-label={t('notifications.form')}>
      <fieldset>
        <legend>
          {noEmail
            ? t('notifications.emailNone')
            : t('notifications.emailTo', { email: saved.email ?? '' })}
        </legend>
        <Checkbox
          label={t('notifications.bookingEmails')}
          hint={t('notifications.bookingEmailsHint')}
          checked={choices.bookingEmails}
          disabled={noEmail}
          onChange={toggle('bookingEmails')}
        />
        <Checkbox
          label={t('notifications.arrivalsDigest')}
          hint={t('notifications.arrivalsDigestHint')}
          checked={choices.arrivalsDigest}
          disabled={noEmail}
          onChange={toggle('arrivalsDigest')}
        />
      </fieldset>
      <fieldset>
        <legend>
          {noPhone
            ? t('notifications.smsNone')
            : t('notifications.smsTo', { phone: formatPhone(saved.phone ?? '') })}
        </legend>
        <Checkbox
          label={t('notifications.bookingSms')}
          hint={noPhone ? t('notifications.bookingSmsNoPhone') : t('notifications.bookingSmsHint')}
          checked={choices.bookingSms}
          disabled={noPhone}
          onChange={toggle('bookingSms')}
        />
      </fieldset>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? t('notifications.saving') : t('notifications.save')}
      </Button>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  max-width: 560px;

  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]}px;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: ${theme.space[2]}px;
    font-weight: 600;
  }
`;
