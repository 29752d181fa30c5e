import { useState } from 'react';
import { useAuth, skipToken } from '@salone/api-client';
import { useListMyOrganisationsQuery } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { QueryError, CenteredSpinner, Select, useSeo } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { PartnerPage } from '../../shared/layout';
import { PartnerLanding } from '../landing/PartnerLanding';
import { ApplicationState } from './components/ApplicationState';
import { Dashboard } from './components/Dashboard';

/**
 * `/partner`: the landing page for a visitor or an account without an organisation, the
 * application's state while it waits or after a suspension, the dashboard once approved.
 */
export default function PartnerHomePage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('home.title'),
    description: t('home.description'),
    canonicalPath: '/partner',
  });
  const { status } = useAuth();
  const organisations = useListMyOrganisationsQuery(
    status === 'authenticated' ? undefined : skipToken,
  );
  const [chosen, setChosen] = useState<number>();

  if (status === 'loading' || (status === 'authenticated' && organisations.isLoading)) {
    return <CenteredSpinner label={t('home.loading')} />;
  }
  if (status === 'anonymous') return <PartnerLanding signedIn={false} />;
  if (organisations.isError) {
    return (
      <PartnerPage title={t('home.partner')}>
        <QueryError text={t('home.error')} onRetry={() => organisations.refetch()} />
      </PartnerPage>
    );
  }
  const list = organisations.data ?? [];
  if (list.length === 0) return <PartnerLanding signedIn />;

  const organisation = list.find((entry) => entry.id === chosen) ?? list[0];
  const picker =
    list.length > 1 ? (
      <Select
        label={t('home.organisation')}
        value={String(organisation.id)}
        onChange={(event) => setChosen(Number(event.target.value))}
        options={list.map((entry) => ({ value: String(entry.id), label: entry.name }))}
      />
    ) : null;

  return organisation.status === 'approved' ? (
    <Dashboard organisation={organisation} picker={picker} />
  ) : (
    <ApplicationState organisation={organisation} picker={picker} />
  );
}
