import { useListOrganisationAuditLogQuery, type OrganisationDto } from '@salone/api-client/partner';
import { useSeo } from '@salone/ui';
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
  useSeo({
    title: 'Activity',
    description: 'What was changed in your organisation, by whom and when.',
    canonicalPath: '/partner/settings/activity',
  });
  return (
    <OwnerGate title="Activity" only="see the activity log">
      {(organisation) => <Activity organisation={organisation} />}
    </OwnerGate>
  );
}

function Activity({ organisation }: { organisation: OrganisationDto }) {
  const pages = useCursorPages();
  const { cursor } = pages;
  const log = useListOrganisationAuditLogQuery({
    orgId: organisation.id,
    limit: PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  });
  return (
    <PartnerPage
      nav="partner"
      title="Activity"
      lead="What your team and the Salone admins changed, newest first."
    >
      <SettingsLinks />
      <AuditEntries
        log={log}
        pages={pages}
        label={{ list: 'Activity', loading: 'activity' }}
        failedText="The activity could not be loaded."
        emptyText="Nothing has been changed yet."
      />
    </PartnerPage>
  );
}
