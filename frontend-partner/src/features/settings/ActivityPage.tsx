import { useListOrganisationAuditLogQuery, type OrganisationDto } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { useSeo } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { AuditEntries } from '../../shared/AuditEntryCard';
import { useCursorPages } from '../../shared/CursorPager';
import { PartnerPage } from '../../shared/layout';
import { OwnerGate } from '../../shared/OwnerGate';
import { SettingsLinks } from './SettingsLinks';

const PAGE_SIZE = 25;

/**
 * `/partner/settings/activity`: what the organisation's members and the admins did to it and
 * its listings, newest first (the organisation's audit log; owners only).
 */
export default function ActivityPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('activity.title'),
    description: t('activity.description'),
    canonicalPath: '/partner/settings/activity',
  });
  return (
    <OwnerGate title={t('activity.title')} only={t('activity.ownerOnly')}>
      {(organisation) => <Activity organisation={organisation} />}
    </OwnerGate>
  );
}

function Activity({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const pages = useCursorPages();
  const { cursor } = pages;
  const log = useListOrganisationAuditLogQuery({
    orgId: organisation.id,
    limit: PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  });
  return (
    <PartnerPage nav="partner" title={t('activity.title')} lead={t('activity.lead')}>
      <SettingsLinks />
      <AuditEntries
        log={log}
        reader="organisation"
        pages={pages}
        label={{ list: t('activity.title'), loading: t('activity.loading') }}
        failedText={t('activity.error')}
        emptyText={t('activity.empty')}
      />
    </PartnerPage>
  );
}
