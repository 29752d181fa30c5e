import styled from 'styled-components';
import type { AuditEntryDto, AuditEntryPageDto } from '@salone/api-client/partner';
import { formatDateTime } from '@salone/format';
import { QueryError, Badge, Skeleton, theme } from '@salone/ui';
import { CursorPager, type useCursorPages } from './CursorPager';
import { StyledCardHead, StyledCards } from './listStyles';
import { StyledFacts, StyledNotice } from './layout';

const ROLE_LABEL: Record<string, string> = {
  admin: 'Admin',
  owner: 'Owner',
  staff: 'Staff',
  system: 'System',
};

/** One audit entry (the admin's log, an organisation's activity): who, when, what, before and after. */
export function AuditEntryCard({ entry }: { entry: AuditEntryDto }) {
  const titleId = `entry-${entry.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{entry.action}</h2>
        <Badge tone={entry.actorRole === 'admin' ? 'primary' : 'neutral'}>
          {ROLE_LABEL[entry.actorRole] ?? entry.actorRole}
        </Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>When</dt>
          <dd>{formatDateTime(entry.at)}</dd>
        </div>
        <div>
          <dt>Who</dt>
          <dd>{entry.actorEmail}</dd>
        </div>
        <div>
          <dt>Record</dt>
          <dd>
            {entry.entityType} {entry.entityId}
          </dd>
        </div>
        {entry.organisationId !== null ? (
          <div>
            <dt>Organisation</dt>
            <dd>{entry.organisationId}</dd>
          </div>
        ) : null}
      </StyledFacts>
      {entry.before || entry.after ? (
        <StyledChanges>
          <summary>Before and after</summary>
          <div>
            <section>
              <h3>Before</h3>
              <pre>{entry.before ? JSON.stringify(entry.before, null, 2) : 'Nothing (new)'}</pre>
            </section>
            <section>
              <h3>After</h3>
              <pre>{entry.after ? JSON.stringify(entry.after, null, 2) : 'Nothing (removed)'}</pre>
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
  if (log.isLoading) {
    return (
      <StyledCards aria-busy="true" aria-label={`Loading the ${label.loading}`}>
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
