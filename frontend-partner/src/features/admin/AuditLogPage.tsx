import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import {
  useListAuditLogQuery,
  type AuditEntryDto,
  type ListAuditLogApiArg,
} from '@salone/api-client/partner';
import { formatDateTime } from '@salone/format';
import { Badge, Button, Skeleton, TextField, useSeo } from '@salone/ui';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { LoadFailed } from '../../shared/LoadFailed';
import { StyledCards, StyledCardHead } from '../settings/settingsStyles';

const PAGE_SIZE = 25;

/** The server's pattern for an action: `listing.publish`, `member.remove`. */
const ACTION = /^[a-z_]+(\.[a-z_]+)?$/;

const filtersSchema = z
  .object({
    actor: z.string().trim().max(254, 'At most 254 characters'),
    action: z
      .string()
      .trim()
      .refine((value) => value === '' || ACTION.test(value), 'Write it like listing.publish'),
    from: z.string(),
    to: z.string(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    message: 'Choose a day on or after the first day',
  });

type Filters = z.input<typeof filtersSchema>;

const NO_FILTERS: Filters = { actor: '', action: '', from: '', to: '' };

const ROLE_LABEL: Record<string, string> = {
  admin: 'Admin',
  owner: 'Owner',
  staff: 'Staff',
  system: 'System',
};

/** `/admin/audit-log`: every operator and admin action, newest first, with filters. */
export default function AuditLogPage() {
  useSeo({
    title: 'Audit log',
    description: 'Who did what, and when.',
    canonicalPath: '/admin/audit-log',
  });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const pages = useCursorPages();
  const { cursor } = pages;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Filters>({ resolver: zodResolver(filtersSchema), defaultValues: NO_FILTERS });

  const apply = (next: Filters) => {
    setFilters(next);
    pages.reset();
  };
  const submit = handleSubmit((values) =>
    apply({ ...values, actor: values.actor.trim(), action: values.action.trim() }),
  );
  const clear = () => {
    reset(NO_FILTERS);
    apply(NO_FILTERS);
  };

  const arg: ListAuditLogApiArg = {
    limit: PAGE_SIZE,
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(cursor ? { cursor } : {}),
  };
  const log = useListAuditLogQuery(arg);
  const filtered = Boolean(filters.actor || filters.action || filters.from || filters.to);

  return (
    <PartnerPage
      nav="admin"
      title="Audit log"
      lead="What operators and admins did, newest first. Days are in Freetown time (GMT)."
    >
      <StyledFilterForm onSubmit={submit} noValidate aria-label="Filter the audit log">
        <TextField
          label="Who (e-mail or part of it)"
          type="search"
          maxLength={254}
          {...register('actor')}
          error={errors.actor?.message}
        />
        <TextField
          label="Action"
          type="search"
          hint="e.g. listing.publish, member.remove"
          autoCapitalize="none"
          {...register('action')}
          error={errors.action?.message}
        />
        <TextField label="From" type="date" {...register('from')} error={errors.from?.message} />
        <TextField label="To" type="date" {...register('to')} error={errors.to?.message} />
        <StyledActions>
          <Button type="submit" variant="outline">
            Apply filters
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </StyledActions>
      </StyledFilterForm>
      {log.isLoading ? (
        <StyledCards aria-busy="true" aria-label="Loading the audit log">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={88} radius="lg" />
            </li>
          ))}
        </StyledCards>
      ) : log.isError ? (
        <LoadFailed text="The audit log could not be loaded." onRetry={() => log.refetch()} />
      ) : log.data && log.data.items.length > 0 ? (
        <>
          <StyledCards aria-label="Audit entries" aria-busy={log.isFetching}>
            {log.data.items.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={log.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</p>
        </StyledNotice>
      )}
    </PartnerPage>
  );
}

function EntryCard({ entry }: { entry: AuditEntryDto }) {
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

const StyledFilterForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  > :last-child {
    grid-column: 1 / -1;
  }
`;

const StyledChanges = styled.details`
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
  }

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[3]}px;

    ${({ theme }) => theme.media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  pre {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
