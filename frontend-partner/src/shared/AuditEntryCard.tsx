import styled from 'styled-components';
import type { AuditEntryDto, AuditEntryPageDto } from '@salone/api-client/partner';
import { formatDateTime } from '@salone/format';
import { useT } from '@salone/i18n';
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

/** One audit entry (the admin's log, an organisation's activity): who, when, what, before and after. */
export function AuditEntryCard({ entry }: { entry: AuditEntryDto }) {
  const t = useT(partnerMessages);
  const titleId = `entry-${entry.id}`;
  const role = ROLE_LABEL[entry.actorRole];
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{entry.action}</h2>
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
            {entry.entityName
              ? t('auditEntry.named', { name: entry.entityName, type: entry.entityType })
              : `${entry.entityType} ${entry.entityId}`}
          </dd>
        </div>
        {entry.organisationId !== null ? (
          <div>
            <dt>{t('auditEntry.organisation')}</dt>
            <dd>{entry.organisationId}</dd>
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
          <AuditEntryCard key={entry.id} entry={entry} />
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
