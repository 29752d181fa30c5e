import { useListOrganisationAuditLogQuery, type OrganisationDto } from '@salone/api-client/partner';
import { Skeleton, useSeo } from '@salone/ui';
import { AuditEntryCard } from '../../shared/AuditEntryCard';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { StyledCards } from '../../shared/listStyles';
import { LoadFailed } from '../../shared/LoadFailed';
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
      {log.isLoading ? (
        <StyledCards aria-busy="true" aria-label="Loading the activity">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={88} radius="lg" />
            </li>
          ))}
        </StyledCards>
      ) : log.isError ? (
        <LoadFailed text="The activity could not be loaded." onRetry={() => log.refetch()} />
      ) : log.data && log.data.items.length > 0 ? (
        <>
          <StyledCards aria-label="Activity" aria-busy={log.isFetching}>
            {log.data.items.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={log.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>Nothing has been changed yet.</p>
        </StyledNotice>
      )}
    </PartnerPage>
  );
}
