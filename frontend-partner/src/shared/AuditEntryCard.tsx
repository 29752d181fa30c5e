import styled from 'styled-components';
import type { AuditEntryDto, AuditEntryPageDto } from '@salone/api-client/partner';
import { formatDateTime } from '@salone/format';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { QueryError, Badge, Skeleton, theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../i18n';
import { CursorPager, type useCursorPages } from './CursorPager';
import { StyledCardHead, StyledCards } from './listStyles';
import { StyledFacts, StyledNotice } from './layout';

const ROLE_LABEL: Record<string, PartnerKey> = {
  admin: 'auditEntry.role.admin',
  owner: 'auditEntry.role.owner',
  staff: 'auditEntry.role.staff',
  system: 'auditEntry.role.system',
};

/** Each action's words; an action not listed here shows its code. */
const ACTION_LABEL: Record<string, PartnerKey> = Object.fromEntries(
  [
    'api_key.create',
    'api_key.revoke',
    'booking.cancel',
    'booking.check_in',
    'booking.no_show',
    'closure.create',
    'closure.delete',
    'contact_message.handle',
    'contact_message.read',
    'contact_message.reopen',
    'exchange_rate.change',
    'listing.admin_unpublish',
    'listing.archive',
    'listing.create',
    'listing.hold_lift',
    'listing.image_add',
    'listing.image_order',
    'listing.image_remove',
    'listing.publish',
    'listing.refuse_review',
    'listing.reinstate',
    'listing.request_review',
    'listing.unpublish',
    'listing.update',
    'member.add',
    'member.invite',
    'member.remove',
    'member.revoke_invitation',
    'organisation.apply',
    'organisation.approve',
    'organisation.reject',
    'organisation.request_changes',
    'organisation.resubmit',
    'organisation.suspend',
    'organisation.update',
    'review.hide',
    'room.archive',
    'room.create',
    'room.update',
    'room.image_add',
    'room.image_order',
    'room.image_remove',
    'ticket_category.create',
    'ticket_category.update',
    'ticket_category.remove',
    'user.grant_admin',
    'webhook.create',
    'webhook.delete',
    'webhook.redeliver',
    'webhook.test',
  ].map((action) => [action, `auditAction.${action}` as PartnerKey]),
);

/** Each kind of record's words; a kind not listed here shows its code. */
const TYPE_LABEL: Record<string, PartnerKey> = Object.fromEntries(
  [
    'api_key',
    'booking',
    'car',
    'closure',
    'contact_message',
    'event',
    'exchange_rate',
    'hotel',
    'invitation',
    'member',
    'organisation',
    'property',
    'review',
    'room',
    'ticket_category',
    'tour',
    'user',
    'webhook',
  ].map((type) => [type, `auditType.${type}` as PartnerKey]),
);

const LISTING_KINDS = new Set(['hotel', 'tour', 'event', 'car', 'property']);
const HOLD_ACTIONS = new Set([
  'listing.admin_unpublish',
  'listing.hold_lift',
  'listing.refuse_review',
  'listing.reinstate',
  'listing.request_review',
]);

/** Where a log is read: the admin's audit log, or an organisation's activity (its owner). */
export type AuditLogReader = 'admin' | 'organisation';

/** The page where the entry's record is seen and handled, for whoever reads the log; null: none. */
export function auditRecordPath(entry: AuditEntryDto, reader: AuditLogReader): string | null {
  const { entityType: type, entityId: id } = entry;
  if (reader === 'admin') {
    if (type === 'organisation') return '/admin/applications';
    if (LISTING_KINDS.has(type)) {
      return HOLD_ACTIONS.has(entry.action) ? '/admin/held-listings' : '/admin/listings';
    }
    if (type === 'contact_message') return '/admin/messages';
    if (type === 'review') return '/admin/reviews';
    if (type === 'exchange_rate') return '/admin/exchange-rate';
    return null;
  }
  if (LISTING_KINDS.has(type)) return `/partner/listings/${type}/${id}`;
  if (type === 'booking') return `/partner/bookings/${id}`;
  if (type === 'api_key') return '/partner/settings/api-keys';
  if (type === 'webhook') return '/partner/settings/webhooks';
  if (type === 'member' || type === 'invitation') return '/partner/settings/team';
  if (type === 'closure') return '/partner/calendar';
  if (type === 'organisation') return '/partner/settings';
  return null;
}

/** One audit entry (the admin's log, an organisation's activity): who, when, what, before and after. */
export function AuditEntryCard({
  entry,
  reader,
}: {
  entry: AuditEntryDto;
  reader: AuditLogReader;
}) {
  const t = useT(partnerMessages);
  const titleId = `entry-${entry.id}`;
  const role = ROLE_LABEL[entry.actorRole];
  const action = ACTION_LABEL[entry.action];
  const type = TYPE_LABEL[entry.entityType] ? t(TYPE_LABEL[entry.entityType]) : entry.entityType;
  const record = entry.entityName
    ? t('auditEntry.named', { name: entry.entityName, type })
    : t('auditEntry.unnamed', { type, id: entry.entityId });
  const path = auditRecordPath(entry, reader);
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{action ? t(action) : entry.action}</h2>
        <Badge tone={entry.actorRole === 'admin' ? 'primary' : 'neutral'}>
          {role ? t(role) : entry.actorRole}
        </Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>{t('auditEntry.when')}</dt>
          <dd>{formatDateTime(entry.at)}</dd>
        </div>
        <div>
          <dt>{t('auditEntry.who')}</dt>
          <dd>{entry.actorEmail}</dd>
        </div>
        <div>
          <dt>{t('auditEntry.record')}</dt>
          <dd>
            {path ? (
              <Link to={path} aria-label={t('auditEntry.open', { record })}>
                {record}
              </Link>
            ) : (
              record
            )}
          </dd>
        </div>
        {entry.organisationId !== null ? (
          <div>
            <dt>{t('auditEntry.organisation')}</dt>
            <dd>{entry.organisationName ?? entry.organisationId}</dd>
          </div>
        ) : null}
      </StyledFacts>
      {entry.before || entry.after ? (
        <StyledChanges>
          <summary>{t('auditEntry.changes')}</summary>
          <div>
            <section>
              <h3>{t('auditEntry.before')}</h3>
              <pre>
                {entry.before ? JSON.stringify(entry.before, null, 2) : t('auditEntry.new')}
              </pre>
            </section>
            <section>
              <h3>{t('auditEntry.after')}</h3>
              <pre>
                {entry.after ? JSON.stringify(entry.after, null, 2) : t('auditEntry.removed')}
              </pre>
            </section>
          </div>
        </StyledChanges>
      ) : null}
    </li>
  );
}

/**
 * A page of audit entries (the admin's log, an organisation's activity) with its loading, error
 * and empty states and the pager under it.
 */
export function AuditEntries({
  log,
  pages,
  label,
  failedText,
  emptyText,
  reader,
}: {
  log: {
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    data?: AuditEntryPageDto;
    refetch(): unknown;
  };
  pages: ReturnType<typeof useCursorPages>;
  /** The list's name ('Audit entries'); while loading it reads 'Loading the …' of `loading`. */
  label: { list: string; loading: string };
  failedText: string;
  emptyText: string;
  /** Who reads the log: the records' links lead to that reader's pages. */
  reader: AuditLogReader;
}) {
  const t = useT(partnerMessages);
  if (log.isLoading) {
    return (
      <StyledCards aria-busy="true" aria-label={t('auditEntry.loading', { list: label.loading })}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton height={88} radius="lg" />
          </li>
        ))}
      </StyledCards>
    );
  }
  if (log.isError) return <QueryError text={failedText} onRetry={() => log.refetch()} />;
  if (!log.data || log.data.items.length === 0) {
    return (
      <StyledNotice>
        <p>{emptyText}</p>
      </StyledNotice>
    );
  }
  return (
    <>
      <StyledCards aria-label={label.list} aria-busy={log.isFetching}>
        {log.data.items.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} reader={reader} />
        ))}
      </StyledCards>
      <CursorPager pages={pages} nextCursor={log.data.nextCursor} />
    </>
  );
}

const StyledChanges = styled.details`
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${theme.colors.primary};
  }

  > div {
    display: grid;
    gap: ${theme.space[3]}px;

    ${theme.media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  h3 {
    margin: 0 0 ${theme.space[1]}px;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  pre {
    margin: 0;
    padding: ${theme.space[3]}px;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceMuted};
    font-size: ${theme.fontSizes.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
